/// Counts letters by script over UTF-8 bytes, decoding scalars by hand (no `Character`,
/// no property lookups). Invalid bytes count as `.other`.
public struct ScriptCounts: Sendable, Equatable {
  public var hangul = 0
  public var latin = 0
  public var digits = 0
  public var otherLetters = 0
  /// Whitespace-separated tokens made only of Latin letters (and `'`, `-`, `.` inside).
  public var latinWords = 0
  /// Tokens holding at least one Hangul scalar.
  public var hangulWords = 0
  /// Latin tokens that are English function words (`the`, `of`, `is`, `with`…): the mark of
  /// English sentences, which names, code and product lists inside Korean do not have.
  public var functionWords = 0

  public init() {}

  public static func + (a: ScriptCounts, b: ScriptCounts) -> ScriptCounts {
    var c = a
    c.hangul += b.hangul; c.latin += b.latin; c.digits += b.digits; c.otherLetters += b.otherLetters
    c.latinWords += b.latinWords; c.hangulWords += b.hangulWords; c.functionWords += b.functionWords
    return c
  }
}

public enum ScriptScanner {
  /// Decodes the scalar starting at `i`; returns it and its length (1 for an invalid byte).
  @inline(__always)
  public static func scalar(_ b: UnsafeBufferPointer<UInt8>, at i: Int) -> (value: UInt32, length: Int) {
    let c0 = b[i]
    if c0 < 0x80 { return (UInt32(c0), 1) }
    if c0 >= 0xC2 && c0 < 0xE0, i + 1 < b.count, b[i + 1] & 0xC0 == 0x80 {
      return (UInt32(c0 & 0x1F) << 6 | UInt32(b[i + 1] & 0x3F), 2)
    }
    if c0 >= 0xE0 && c0 < 0xF0, i + 2 < b.count, b[i + 1] & 0xC0 == 0x80, b[i + 2] & 0xC0 == 0x80 {
      return (UInt32(c0 & 0x0F) << 12 | UInt32(b[i + 1] & 0x3F) << 6 | UInt32(b[i + 2] & 0x3F), 3)
    }
    if c0 >= 0xF0 && c0 < 0xF5, i + 3 < b.count, b[i + 1] & 0xC0 == 0x80, b[i + 2] & 0xC0 == 0x80, b[i + 3] & 0xC0 == 0x80 {
      return (UInt32(c0 & 0x07) << 18 | UInt32(b[i + 1] & 0x3F) << 12 | UInt32(b[i + 2] & 0x3F) << 6 | UInt32(b[i + 3] & 0x3F), 4)
    }
    return (0xFFFD, 1)
  }

  /// The index (0–11,171) of the precomposed Hangul syllable (U+AC00–U+D7A3, lead byte EA–ED)
  /// encoded at `i`, else nil: the commonest scalar of Korean text, decoded inline on the hot
  /// paths (script counts, anchors, number words) before the general `scalar(_:at:)`.
  @inline(__always)
  static func syllableIndex(_ b: UnsafeBufferPointer<UInt8>, at i: Int) -> Int? {
    let c = b[i]
    guard c >= 0xEA && c <= 0xED, i + 2 < b.count, b[i + 1] & 0xC0 == 0x80, b[i + 2] & 0xC0 == 0x80 else { return nil }
    let v = Int(c & 0x0F) << 12 | Int(b[i + 1] & 0x3F) << 6 | Int(b[i + 2] & 0x3F)
    return v >= 0xAC00 && v <= 0xD7A3 ? v - 0xAC00 : nil
  }

  /// `b` holds only ASCII other than CR and precomposed Hangul syllables: text whose grapheme
  /// clusters are its scalars, which no normalization changes, so that what `String` and
  /// Foundation do by `Character` (comparing, searching, trimming) is done on its bytes alike.
  static func isASCIIOrSyllables(_ b: UnsafeBufferPointer<UInt8>) -> Bool {
    var i = 0
    while i < b.count {
      if b[i] < 0x80, b[i] != 0x0D { i &+= 1; continue }
      guard syllableIndex(b, at: i) != nil else { return false }
      i &+= 3
    }
    return true
  }

  /// Script counts of `b[range]`. Tokens that are URLs or paths (`://`, leading `/`, `./`,
  /// `../`) are not counted: a link is not English. One pass: a token's bytes are counted as
  /// its end is found (what `countToken` counts of it).
  public static func counts(_ b: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> ScriptCounts {
    counts(b, range, until: { _ in false })
  }

  /// `counts(b, range)` as far as the first token after which `done` holds of the counts so
  /// far: every count only grows, so a question such as "three Latin words?" is answered
  /// exactly by the first words that answer it, without reading the rest of the text.
  @inline(__always)
  static func counts(_ b: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, until done: (ScriptCounts) -> Bool) -> ScriptCounts {
    var counts = ScriptCounts()
    var i = range.lowerBound
    let end = range.upperBound
    while i < end {
      while i < end, isSpace(b[i]) { i += 1 }
      guard i < end else { break }
      let start = i
      // `isPathStart` reads at most the byte after the first, which must then be `/` or `.`:
      // the same answer for the token and for the rest of the range.
      if isPathStart(b, start..<end) {
        while i < end, !isSpace(b[i]) { i += 1 }
        continue
      }
      var latin = 0, hangul = 0, other = 0, digits = 0, isURL = false
      while i < end {
        let c = b[i]
        if c < 0x80 {
          if isSpace(c) { break }
          if isURLMark(b, at: i, tokenStart: start, end: end) {
            isURL = true
            while i < end, !isSpace(b[i]) { i += 1 }
            break
          }
          tallyASCII(c, latin: &latin, digits: &digits)
          i += 1
          continue
        }
        i += tallyNonASCII(b, at: i, latin: &latin, hangul: &hangul, other: &other, digits: &digits)
      }
      if isURL { continue }
      addToken(b, start..<min(i, end), latin: latin, hangul: hangul, other: other, digits: digits, into: &counts)
      if done(counts) { break }
    }
    return counts
  }

  /// `counts(b, range)` but its function words, and the `SegmentShape` of the same bytes in one
  /// pass: the language stage scans each line, and most lines are a segment as they stand,
  /// which pairing then need not scan again. Each token is a word of the shape, its scalars its
  /// length, its ASCII letter runs its names. `functionWords` is left 0: they decide the
  /// language of few lines (`LanguageTagger.needsFunctionWords`), which count them on their own,
  /// and testing every short word was a sixth of the pass. Nil for the shape where the two
  /// readings part: a path or URL token, which `counts` skips, and a line break, a space to
  /// `counts` but not to the shape (plain text has neither break nor tab; a caller measures
  /// such text on its own). `b` is valid UTF-8, a `String`'s bytes: each scalar it decodes is
  /// one of the shape's, and a Hangul syllable is told by its first two bytes (three are there).
  static func countsAndShape(_ b: UnsafeBufferPointer<UInt8>) -> (ScriptCounts, SegmentShape?) {
    var counts = ScriptCounts()
    var words = 0, length = 0, exact = true
    var names: [UInt64] = []
    var i = 0
    let end = b.count
    while i < end {
      // The white space before a token: a byte above 0x20 ends it at one test (most tokens
      // follow one space); `isSpace` and the line-break test were a jump table per byte.
      while i < end {
        let c = b[i]
        if c > 0x20 { break }
        if c == 0x20 || c == 0x09 { i &+= 1; continue }
        guard c == 0x0A || c == 0x0D else { break }
        exact = false
        i &+= 1
      }
      guard i < end else { break }
      let start = i
      if isPathStart(b, start..<end) {
        exact = false
        while i < end, !isSpace(b[i]) { i += 1 }
        continue
      }
      words &+= 1
      // The token's letters go straight to the line's counts; what it added is told by the
      // counts before it (no per-token counters to clear and add: fewer values live in the loop).
      let hangulBefore = counts.hangul, latinBefore = counts.latin
      var isURL = false
      while i < end {
        let c = b[i]
        if c < 0x80 {
          if (c | 0x20) &- 0x61 < 26 {  // a run of ASCII letters, read at once: a name of the shape or not
            let run = i
            let upper: Int
            (i, upper) = letterRun(b, from: i)
            counts.latin &+= i &- run
            length &+= i &- run
            SegmentShape.name(b, run..<i, upper: upper, into: &names)
            continue
          }
          if isSpace(c) { break }
          if isURLMark(b, at: i, tokenStart: start, end: end) {
            isURL = true
            untally(b, start..<i, from: &counts)
            while i < end, !isSpace(b[i]) { i += 1 }
            break
          }
          length &+= 1
          if c >= 0x30 && c <= 0x39 { counts.digits &+= 1 }
          i &+= 1
          continue
        }
        length &+= 1
        // A precomposed syllable, U+AC00–U+D7A3 (`syllableIndex`), most of Korean text:
        // EA B0–BF, all of EB and EC, ED 80–9D and ED 9E 80–A3.
        if c &- 0xEB < 2 || (c == 0xEA && b[i + 1] >= 0xB0) || (c == 0xED && (b[i + 1] < 0x9E || (b[i + 1] == 0x9E && b[i + 2] <= 0xA3))) {
          counts.hangul &+= 1
          i &+= 3
          continue
        }
        i &+= tallyNonASCII(b, at: i, latin: &counts.latin, hangul: &counts.hangul, other: &counts.otherLetters, digits: &counts.digits)
      }
      if isURL { exact = false; continue }
      // `addToken` of the token's own tallies, but the function word test.
      if counts.hangul != hangulBefore { counts.hangulWords &+= 1 } else if counts.latin != latinBefore { counts.latinWords &+= 1 }
    }
    guard exact else { return (counts, nil) }
    let shape = SegmentShape(words: words, length: length, hasDigit: counts.digits > 0, names: names,
                             ends: b)
    return (counts, shape)
  }

  /// `isFunctionWord(b, r)` of a token with `letters` letters (at most six): a token that is a
  /// run of ASCII letters from its first byte and letters of no other script (most words; what
  /// follows the run is not a letter, which `isFunctionWord` drops) is read from one load of
  /// eight bytes. Not inlined: in a scan's loop (`countsAndShape`'s, where it was first), its
  /// constants took registers the loop needed.
  @inline(never)
  static func isFunctionWord(_ b: UnsafeBufferPointer<UInt8>, _ r: Range<Int>, letters: Int) -> Bool {
    guard r.lowerBound &+ 8 <= b.count else { return isFunctionWord(b, r) }
    let w = load(b, at: r.lowerBound)
    let n = letterRun(w)
    guard n == letters else { return isFunctionWord(b, r) }
    let inRun: UInt64 = (1 &<< UInt64(truncatingIfNeeded: n &* 8)) &- 1
    // A letter after the first in upper case: not a function word (`isFunctionWord`).
    guard ~(w &<< 2) & 0x8080_8080_8080_8000 & inRun == 0 else { return false }
    return EnglishFunctionWords.contains(((w | 0x20) & inRun).byteSwapped &>> UInt64(truncatingIfNeeded: 64 &- n &* 8))
  }

  /// The end of the run of ASCII letters that starts at `start` (a letter), and how many of its
  /// letters are capitals: eight bytes at a time while eight are there (`ByteWord.asciiLetters`;
  /// a capital has bit 5 clear), then byte by byte. Not inlined: in `countsAndShape`'s loop its
  /// constants took registers the loop needed.
  @inline(never)
  static func letterRun(_ b: UnsafeBufferPointer<UInt8>, from start: Int) -> (end: Int, upper: Int) {
    var i = start, upper = 0
    while i &+ 8 <= b.count {
      let w = load(b, at: i)
      let capitals = ~(w &<< 2) & ByteWord.highBits
      let ends = ~ByteWord.asciiLetters(w) & ByteWord.highBits
      guard ends == 0 else {
        let n = ends.trailingZeroBitCount &>> 3
        let inRun: UInt64 = (1 &<< UInt64(truncatingIfNeeded: n &* 8)) &- 1
        return (i &+ n, upper &+ ByteWord.highBitCount(capitals & inRun))
      }
      upper &+= ByteWord.highBitCount(capitals)
      i &+= 8
    }
    while i < b.count && (b[i] | 0x20) &- 0x61 < 26 {
      if b[i] < 0x61 { upper &+= 1 }
      i &+= 1
    }
    return (i, upper)
  }

  /// The eight bytes at `i` (at most `b.count - 8`), the first in the low byte.
  @inline(__always)
  static func load(_ b: UnsafeBufferPointer<UInt8>, at i: Int) -> UInt64 {
    UInt64(littleEndian: UnsafeRawPointer(b.baseAddress.unsafelyUnwrapped + i).loadUnaligned(as: UInt64.self))
  }

  /// How many of the eight bytes of `w` (the first in the low byte), from the first, are ASCII
  /// letters.
  @inline(__always)
  static func letterRun(_ w: UInt64) -> Int {
    let ends = ~ByteWord.asciiLetters(w) & ByteWord.highBits
    return ends == 0 ? 8 : ends.trailingZeroBitCount &>> 3
  }

  /// Takes back from `counts` what the bytes `b[r]` added to them (`tallyASCII`,
  /// `tallyNonASCII`): the start of a token that turned out to be a URL.
  private static func untally(_ b: UnsafeBufferPointer<UInt8>, _ r: Range<Int>, from counts: inout ScriptCounts) {
    var latin = 0, hangul = 0, other = 0, digits = 0
    var i = r.lowerBound
    while i < r.upperBound {
      if b[i] < 0x80 {
        tallyASCII(b[i], latin: &latin, digits: &digits)
        i += 1
      } else {
        i += tallyNonASCII(b, at: i, latin: &latin, hangul: &hangul, other: &other, digits: &digits)
      }
    }
    counts.latin -= latin
    counts.hangul -= hangul
    counts.otherLetters -= other
    counts.digits -= digits
  }

  /// `://` at `i` in a token of four bytes or more (from `tokenStart`): the token is a URL,
  /// which the counts skip.
  @inline(__always)
  static func isURLMark(_ b: UnsafeBufferPointer<UInt8>, at i: Int, tokenStart: Int, end: Int) -> Bool {
    b[i] == UInt8(ascii: ":") && i + 2 < end && b[i + 1] == UInt8(ascii: "/") && b[i + 2] == UInt8(ascii: "/")
      && (i > tokenStart || (i + 3 < end && !isSpace(b[i + 3])))
  }

  // One token's letters and digits by script, as `counts` and `countToken` tally them: plain
  // locals passed in and out (a struct of them cost a third more instructions in `counts`).

  @inline(__always)
  static func tallyASCII(_ c: UInt8, latin: inout Int, digits: inout Int) {
    if (c | 0x20) >= 0x61 && (c | 0x20) <= 0x7A { latin += 1 } else if c >= 0x30 && c <= 0x39 { digits += 1 }
  }

  /// Tallies the non-ASCII scalar at `i` (a Hangul syllable decoded inline first); returns its
  /// length in bytes.
  @inline(__always)
  static func tallyNonASCII(_ b: UnsafeBufferPointer<UInt8>, at i: Int, latin: inout Int, hangul: inout Int, other: inout Int,
                            digits: inout Int) -> Int {
    if syllableIndex(b, at: i) != nil { hangul += 1; return 3 }
    let (v, n) = scalar(b, at: i)
    switch Script.of(v) {
    case .hangul: hangul += 1
    case .latin: latin += 1
    case .digit: digits += 1
    case .otherLetter: other += 1
    case .other: break
    }
    return n
  }

  /// Adds the token `b[r]`, so tallied, to `counts`.
  @inline(__always)
  static func addToken(_ b: UnsafeBufferPointer<UInt8>, _ r: Range<Int>, latin: Int, hangul: Int, other: Int, digits: Int,
                       into counts: inout ScriptCounts) {
    counts.digits += digits
    counts.latin += latin
    counts.hangul += hangul
    counts.otherLetters += other
    if hangul > 0 { counts.hangulWords += 1 } else if latin >= 1 {
      counts.latinWords += 1
      if latin <= 6, isFunctionWord(b, r, letters: latin) { counts.functionWords += 1 }
    }
  }

  /// `counts(text).hangul > 0`, stopping at the first counted token that has Hangul. Each
  /// token is read once, for Hangul and the marks that leave it uncounted (`countToken`: a
  /// path, or `://` in a token of four bytes or more): its end was found first and then its
  /// every letter tallied, its Latin words tested for function words.
  public static func hasHangul(_ text: String) -> Bool {
    // Read in place: a copy to call `withUTF8` on retains the text (the TMX selection asks this
    // of every unit's Korean on all cores at once).
    text.withUTF8Bytes { raw in
      let b = raw.assumingMemoryBound(to: UInt8.self)
      var i = 0
      while i < b.count {
        while i < b.count, isSpace(b[i]) { i += 1 }
        let start = i
        var hangul = false, urlMark = false
        while i < b.count {
          let c = b[i]
          if c < 0x80 {
            if isSpace(c) { break }
            if c == UInt8(ascii: ":"), i + 2 < b.count, b[i + 1] == UInt8(ascii: "/"), b[i + 2] == UInt8(ascii: "/") { urlMark = true }
            i += 1
            continue
          }
          if syllableIndex(b, at: i) != nil { hangul = true; i += 3; continue }
          let (v, n) = scalar(b, at: i)
          if Script.of(v) == .hangul { hangul = true }
          i += n
        }
        if hangul, !(urlMark && i - start >= 4), !isPathStart(b, start..<i) { return true }
      }
      return false
    }
  }

  public static func counts(_ text: String) -> ScriptCounts {
    var t = text
    return t.withUTF8 { counts($0, 0..<$0.count) }
  }

  @inline(__always) static func isSpace(_ c: UInt8) -> Bool { c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D }

  /// A path by its first bytes: `/`, `./`, `../`.
  @inline(__always)
  static func isPathStart(_ b: UnsafeBufferPointer<UInt8>, _ r: Range<Int>) -> Bool {
    let first = b[r.lowerBound]
    if first == UInt8(ascii: "/") { return true }
    return first == UInt8(ascii: ".") && r.count > 1
      && (b[r.lowerBound + 1] == UInt8(ascii: "/") || b[r.lowerBound + 1] == UInt8(ascii: "."))
  }

  static func countToken(_ b: UnsafeBufferPointer<UInt8>, _ r: Range<Int>, into counts: inout ScriptCounts) {
    if isPathStart(b, r) { return }
    var latin = 0, hangul = 0, other = 0, digits = 0
    var i = r.lowerBound
    while i < r.upperBound {
      let c = b[i]
      // The common cases first: ASCII, and a Hangul syllable (lead EA–ED, three bytes).
      if c < 0x80 {
        if c == UInt8(ascii: ":"), i + 2 < r.upperBound, b[i + 1] == UInt8(ascii: "/"), b[i + 2] == UInt8(ascii: "/"),
           r.count >= 4 {
          return  // a URL (`https://…`): not counted
        }
        tallyASCII(c, latin: &latin, digits: &digits)
        i += 1
        continue
      }
      i += tallyNonASCII(b, at: i, latin: &latin, hangul: &hangul, other: &other, digits: &digits)
    }
    addToken(b, r, latin: latin, hangul: hangul, other: other, digits: digits, into: &counts)
  }

  /// The token, without an opening parenthesis or quote before it and punctuation after it,
  /// is one of the commonest English function words (any case for its first letter).
  static func isFunctionWord(_ b: UnsafeBufferPointer<UInt8>, _ r: Range<Int>) -> Bool {
    var lo = r.lowerBound, hi = r.upperBound
    while lo < hi, b[lo] == .openParen || b[lo] == UInt8(ascii: "\"") || b[lo] == UInt8(ascii: "'") { lo += 1 }
    while hi > lo, !b[hi - 1].isASCIILetter { hi -= 1 }
    guard hi > lo, hi - lo <= 6, b[lo].isASCIILetter else { return false }
    var key: UInt64 = UInt64(b[lo] | 0x20)
    var i = lo &+ 1
    while i < hi {
      let c = b[i]
      guard c.isASCIILowercase else { return false }
      key = key << 8 | UInt64(c)
      i &+= 1
    }
    return EnglishFunctionWords.contains(key)
  }
}
