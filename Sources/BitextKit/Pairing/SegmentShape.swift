/// Cheap facts about a segment's text that pairing decisions use: word count, sentence
/// end, and the length that the Gale–Church-style ratio compares.
struct SegmentShape {
  var words: Int
  var endsSentence: Bool
  /// Unicode scalars that are not spaces: Korean's ~0.5 ratio to English is stable in these.
  var length: Int
  var startsWithBy: Bool
  var hasDigit: Bool
  /// Hashes (ignoring case) of the identifier-like names in the text (`UIStepper`, `iPadOS`,
  /// `SwiftUI`), at most `maximumNames`: names that translators keep as they are.
  var names: [UInt64]
  static let maximumNames = 8

  init(_ text: String) {
    var t = text
    self = t.withUTF8 { SegmentShape(bytes: $0) }
  }

  /// `SegmentShape(text).endsSentence`, without the rest of the shape.
  static func endsSentence(_ text: String) -> Bool {
    var t = text
    return t.withUTF8 { BlockParser.endsSentence($0) }
  }

  /// `SegmentShape(text).isShortLine`, without the rest of the shape: the words (runs of bytes
  /// other than spaces and tabs, as `words` counts them) are counted only up to five.
  static func isShortLine(_ text: String) -> Bool {
    var t = text
    return t.withUTF8 { b in
      guard !BlockParser.endsSentence(b) else { return false }
      var words = 0, inWord = false
      for c in b {
        if c == 0x20 || c == 0x09 {
          inWord = false
        } else if !inWord {
          words &+= 1
          if words > 4 { return false }
          inWord = true
        }
      }
      return true
    }
  }

  /// One pass over the bytes (and the last word's again). Counters use wrapping arithmetic:
  /// they never exceed the byte count, and the overflow checks were a sixth of the loop.
  private init(bytes b: UnsafeBufferPointer<UInt8>) {
    let n = b.count
    var words = 0, length = 0, inWord = false, digit = false
    var names: [UInt64] = []
    var i = 0
    while i < n {
      let c = b[i]
      if c >= 0x80 {  // not a space, digit or letter of a name: the Korean bytes go by here
        if !inWord { words &+= 1; inWord = true }
        // The rest of the run of non-ASCII bytes (a Korean word): only its scalars count.
        repeat {
          if b[i] & 0xC0 != 0x80 { length &+= 1 }
          i &+= 1
        } while i < n && b[i] >= 0x80
      } else if c.isASCIILetter {
        if !inWord { words &+= 1; inWord = true }
        let start = i
        var upper = 0
        repeat {
          if b[i] < 0x61 { upper &+= 1 }
          i &+= 1
        } while i < n && b[i].isASCIILetter
        length &+= i &- start
        Self.name(b, start..<i, upper: upper, into: &names)
      } else {
        if c == 0x20 || c == 0x09 {
          inWord = false
        } else {
          if !inWord { words &+= 1; inWord = true }
          length &+= 1
          if c >= 0x30 && c <= 0x39 { digit = true }
        }
        i &+= 1
      }
    }
    self.init(words: words, length: length, hasDigit: digit, names: names, ends: b)
  }

  /// A shape whose counts were taken elsewhere (`ScriptScanner.countsAndShape`, in the same pass
  /// as the script counts); what the ends of the text say is read from `b`, the whole text.
  init(words: Int, length: Int, hasDigit: Bool, names: [UInt64], ends b: UnsafeBufferPointer<UInt8>) {
    self.words = words
    self.length = length
    self.hasDigit = hasDigit
    self.names = names
    endsSentence = BlockParser.endsSentence(b)
    startsWithBy = b.count > 3 && (b[0] | 0x20) == 0x62 && (b[1] | 0x20) == 0x79 && b[2] == 0x20
    if let last = b.last {
      endsWithStop = last == UInt8(ascii: ".") || last == UInt8(ascii: "!") || last == UInt8(ascii: "?")
    } else {
      endsWithStop = false
    }
    lastWordIsNumeric = Self.isNumeric(lastWordOf: b)
  }

  /// The last space-separated word has no letter (`2023.`, `v2`: not a word that ends a sentence).
  private static func isNumeric(lastWordOf b: UnsafeBufferPointer<UInt8>) -> Bool {
    var end = b.count
    while end > 0, b[end - 1] == 0x20 { end -= 1 }
    guard end > 0 else { return false }
    var start = end
    while start > 0, b[start - 1] != 0x20 { start -= 1 }
    var i = start
    while i < end {
      let (v, n) = ScriptScanner.scalar(b, at: i)
      switch Script.of(v) { case .hangul, .latin, .otherLetter: return false; default: break }
      i += n
    }
    return true
  }

  /// Names are ASCII letter runs with at least two capitals and one lower-case letter, API and
  /// product names (`UIStepper`, `macOS`, `visionOS`), not sentence-initial words (one capital)
  /// or all-caps labels (`DEVELOPER NOTE`, `PNG`). A run ends at any other byte, so `iOS와`
  /// gives `iOS`. Hashed ignoring case (FNV-1a of its lowercased letters): `MacOS` is `macOS`;
  /// only a name is hashed, so ordinary words cost no hashing.
  @inline(__always)
  static func name(_ b: UnsafeBufferPointer<UInt8>, _ run: Range<Int>, upper: Int, into names: inout [UInt64]) {
    guard upper >= 2, run.count > upper, names.count < maximumNames else { return }
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for k in run { hash = (hash ^ UInt64(b[k] | 0x20)) &* 0x0000_0100_0000_01B3 }
    names.append(hash)
  }

  /// A heading written as a sentence (`## A toolbar provides convenient access to frequently
  /// used commands and controls.`): the lead paragraph of some exports. It is content to
  /// translate, not a title: eight words or more ending in `.`, `!` or `?`.
  var isSentenceHeading: Bool { words >= 8 && endsWithStop }
  var endsWithStop: Bool

  /// Ends like a sentence of words (not `Mar 29. 2023`): the last word has letters.
  var endsSentenceWithWord: Bool { endsSentence && !lastWordIsNumeric }
  var lastWordIsNumeric: Bool

  /// A title, label, caption or link text rather than prose: a few words and no sentence end.
  var isShortLine: Bool { words <= 4 && !endsSentence }
  /// Prose worth translating or reporting as missing.
  var isSubstantial: Bool { words >= 5 || endsSentence }
  /// `by Lawn Mar 29. 2023`: a byline with a date, page chrome of blogs.
  var isAuthorLine: Bool { startsWithBy && hasDigit && words <= 8 && !endsSentenceWithWord }
  /// Substantial and not a byline: what layout detection counts.
  var isProse: Bool { isSubstantial && !isAuthorLine }
}
