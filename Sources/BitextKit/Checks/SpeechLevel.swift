/// The speech level a Korean sentence ends in: 합쇼체 (`-ㅂ니다`, `-습니다`, `-ㅂ니까`, `-십시오`),
/// 해요체 (`-아요`, `-어요`, `-해요`) or 해라체 (`-다`). Sentences ending in a noun, `-기`,
/// `-음`, code or Latin text have none, and so do `-세요` (requests, at home in 합쇼체 documents),
/// questions (`-나요?` headings are usual in either level) and 해요체 exclamations.
enum SpeechLevel: String, Sendable, Equatable, CaseIterable {
  case formal = "합쇼체"
  case polite = "해요체"
  case plain = "해라체"

  /// The level's position in `allCases`.
  var index: Int {
    switch self {
    case .formal: 0
    case .polite: 1
    case .plain: 2
    }
  }

  /// How the level is recognized, for messages.
  var endings: String {
    switch self {
    case .formal: "-ㅂ니다/-습니다"
    case .polite: "-아요/-어요/-해요"
    case .plain: "-다"
    }
  }

  /// The level of a sentence whose last syllable is `last`, the two scalars before it (within
  /// the sentence) `previous` and `beforePrevious`; `exclaimed`: a `!` follows the syllable.
  /// (What follows the last syllable is `!` and closing marks only: any other mark, or a `?`,
  /// leaves the sentence without a level before it gets here.)
  static func of(last: Unicode.Scalar, previous: Unicode.Scalar?, beforePrevious: Unicode.Scalar?,
                 exclaimed: Bool) -> SpeechLevel? {
    switch last {
    case "다":
      if previous == "니" { return .formal }
      // `-ㅂ시다` (해 봅시다): a suggestion at home in 합쇼체 documents.
      if previous == "시", let beforePrevious, (beforePrevious.value &- 0xAC00) % 28 == 17 { return nil }
      // A noun such as 바다 or 판다 alone after a space is no predicate.
      guard let previous, Coda.isSyllable(previous) else { return nil }
      return .plain
    case "까":
      return previous == "니" ? .formal : nil
    case "오":
      return previous == "시" && beforePrevious == "십" ? .formal : nil
    case "요":
      // 해요체 is a verb ending contracted to -아/-어 (해요, 돼요, 있어요, 이에요): the syllable
      // before 요 has one of those vowels and no final consonant. Fragments (`위해서요`,
      // `처럼요`, `아니요`) and `-세요` requests are no level.
      guard let previous, Coda.isSyllable(previous), previous != "세", previous != "서", previous != "개",
            previous != "네" else { return nil }
      // An exclamation in 해요체 (`있어요!`) is an aside a 합쇼체 tutorial allows itself.
      let value = previous.value - 0xAC00
      return !exclaimed && value % 28 == 0 && politeVowels.contains(Int(value / 28 % 21)) ? .polite : nil
    default:
      return nil
    }
  }

  /// ㅏ ㅐ ㅒ ㅓ ㅔ ㅕ ㅖ ㅘ ㅙ ㅝ ㅞ (medial indexes). `-죠`, `-네요` and `-나요` are conversational
  /// asides a 합쇼체 page uses freely: no level.
  private static let politeVowels: Set<Int> = [0, 1, 3, 4, 5, 6, 7, 9, 10, 14, 15]

  private static func isClosing(_ c: Unicode.Scalar) -> Bool {
    switch c {
    case ".", "!", "\u{3002}", " ", ":", ";", "\u{2026}", "~", "*", "_": return true
    default: return false
    }
  }

  /// The level of the sentence whose UTF-8 (quotes removed: `withoutQuotes`) is `text`, read
  /// backwards from its end: the marks after its last syllable, that syllable and the two
  /// scalars before it. Only those scalars are decoded.
  static func of(sentence text: UnsafeBufferPointer<UInt8>) -> SpeechLevel? {
    /// The scalar that ends at `end` (> 0), and where it starts.
    func scalar(before end: Int) -> (Unicode.Scalar, start: Int) {
      var start = end - 1
      while start > 0, text[start] & 0xC0 == 0x80 { start -= 1 }
      var i = start
      return (ScalarArray.scalar(text, at: &i), start)
    }
    var end = text.count
    var exclaimed = false
    while end > 0 {
      let (c, start) = scalar(before: end)
      if Coda.isSyllable(c) { break }
      if c == "?" { return nil }
      if c == "!" { exclaimed = true; end = start; continue }
      guard isClosing(c) else { return nil }  // ends in Latin, a number or code: no predicate
      end = start
    }
    guard end > 0 else { return nil }
    let (last, lastStart) = scalar(before: end)
    var previous: Unicode.Scalar?, beforePrevious: Unicode.Scalar?
    if lastStart > 0 {
      let (c, start) = scalar(before: lastStart)
      previous = c
      if start > 0 { beforePrevious = scalar(before: start).0 }
    }
    return of(last: last, previous: previous, beforePrevious: beforePrevious, exclaimed: exclaimed)
  }

  /// The sentences of `text` with their levels: text inside quotes and parentheses is removed
  /// first (a quoted UI string or an example keeps its own level), then it is cut after `.`,
  /// `!`, `?` or `。` followed by a space, a line feed or the end. A sentence counts if it holds
  /// a Hangul syllable; its level is that of its end.
  static func sentences(of text: String) -> [(text: String, level: SpeechLevel?)] {
    let kept = withoutQuotes(text)
    return sentenceRanges(of: text).map { (Self.text(kept, $0.range), $0.level) }
  }

  /// `sentences(of:)` as byte ranges of the UTF-8 of `text` without its quotes
  /// (`withoutQuotes`), with their levels: no sentence's text is made (`text(of:_:)` makes one
  /// when it is needed). Most text has no quote or parenthesis: its own UTF-8 is cut, with
  /// nothing copied; other text is copied without its quotes first.
  static func sentenceRanges(of text: String) -> [(range: Range<Int>, level: SpeechLevel?)] {
    var text = text
    return text.withUTF8 { bytes in
      if let ranges = sentenceRanges(ofKept: bytes) { return ranges }
      return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(bytes.count, 1)) { buffer in
        let count = withoutQuotes(bytes, into: buffer)
        return sentenceRanges(ofKept: UnsafeBufferPointer(rebasing: buffer[..<count])) ?? []
      }
    }
  }

  /// The sentences of UTF-8 without quotes, nil if `bytes` open a quote or a parenthesis (then
  /// they are not yet without quotes). Bytes of Hangul and other scalars of three bytes, and
  /// continuation bytes, are passed over at once: only ASCII and a few marks are looked at.
  private static func sentenceRanges(ofKept bytes: UnsafeBufferPointer<UInt8>) -> [(range: Range<Int>, level: SpeechLevel?)]? {
    var result: [(range: Range<Int>, level: SpeechLevel?)] = []
    let count = bytes.count
    var start = 0
    var i = 0
    var stop = 0  // the end of the eight bytes being read one by one
    while i < count {
      // Eight bytes at a time while none of them is a terminator's or a mark's (most text).
      if i >= stop {
        if i + 8 <= count, !mayCutOrQuote(ByteWord.load(UnsafeRawBufferPointer(bytes), at: i)) {
          i += 8
          continue
        }
        stop = i + 8
      }
      let b = bytes[i]
      if b >= 0xE4 || (b >= 0x80 && b < 0xC2) { i += 1; continue }
      // A quote or parenthesis (`marks`) is not yet removed.
      if openingMark(bytes, at: i) != nil { return nil }
      var after = -1
      switch b {
      case UInt8(ascii: "."), UInt8(ascii: "!"), UInt8(ascii: "?"):
        after = i + 1
      case 0xE3 where i + 2 < count && bytes[i + 1] == 0x80 && bytes[i + 2] == 0x82:
        after = i + 3  // 。
      default:
        break
      }
      if after >= 0, after == count || bytes[after] == UInt8(ascii: " ") || bytes[after] == UInt8(ascii: "\n") {
        let sentence = UnsafeBufferPointer(rebasing: bytes[start..<after])
        if containsSyllable(sentence) { result.append((start..<after, of(sentence: sentence))) }
        start = after
      }
      i += 1
    }
    if start < count {
      let sentence = UnsafeBufferPointer(rebasing: bytes[start..<count])
      if containsSyllable(sentence) { result.append((start..<count, of(sentence: sentence))) }
    }
    return result
  }

  /// Whether one of the eight bytes of `word` is `.`, `!`, `?`, `"`, `(` or the first byte of
  /// `。`, `「`, `『` (E3), `“`, `‘` (E2) or `«` (C2): the only bytes `sentenceRanges(ofKept:)`
  /// acts on (a mark added to `marks` needs its first byte here too). A zero-byte test of the
  /// word against each.
  @inline(__always)
  private static func mayCutOrQuote(_ word: UInt64) -> Bool {
    let found = ByteWord.has(word, 0x2E) | ByteWord.has(word, 0x21) | ByteWord.has(word, 0x3F) | ByteWord.has(word, 0x22)
      | ByteWord.has(word, 0x28) | ByteWord.has(word, 0xE3) | ByteWord.has(word, 0xE2) | ByteWord.has(word, 0xC2)
    return found != 0
  }

  /// Whether `bytes` hold a precomposed Hangul syllable (U+AC00–U+D7A3: EA B0 80 … ED 9E A3).
  private static func containsSyllable(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let count = bytes.count
    var i = 0
    while i + 2 < count {
      if KoreanWords.syllable(bytes, at: i) != nil { return true }
      i += 1
    }
    return false
  }

  /// The text of the sentence at `range` of `text`'s sentences (`sentenceRanges(of:)`).
  static func text(of text: String, _ range: Range<Int>) -> String {
    Self.text(withoutQuotes(text), range)
  }

  /// A sentence's bytes as text, without the spaces around it.
  private static func text(_ kept: [UInt8], _ range: Range<Int>) -> String {
    String(decoding: kept[range], as: UTF8.self).trimmingSpaces
  }

  /// The UTF-8 of `text` without what stands between quotes or parentheses (the marks too).
  static func withoutQuotes(_ text: String) -> [UInt8] {
    var text = text
    return text.withUTF8 { bytes in
      [UInt8](unsafeUninitializedCapacity: bytes.count) { buffer, count in count = withoutQuotes(bytes, into: buffer) }
    }
  }

  /// The marks that open a quote or a parenthesis, and what closes each: `“…”`, `‘…’`,
  /// `"…"`, `「…」`, `『…』`, `«…»`, `(…)` (parentheses nest).
  private static let marks: [(open: [UInt8], close: [UInt8])] = [
    ("\u{201C}", "\u{201D}"), ("\u{2018}", "\u{2019}"), ("\"", "\""), ("\u{300C}", "\u{300D}"),
    ("\u{300E}", "\u{300F}"), ("\u{AB}", "\u{BB}"), ("(", ")"),
  ].map { (open: Array($0.0.utf8), close: Array($0.1.utf8)) }

  /// The index in `marks` of the opening mark at `bytes[i]`, nil if none starts there.
  @inline(__always)
  private static func openingMark(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> Int? {
    switch bytes[i] {
    case UInt8(ascii: "\""): return 2
    case UInt8(ascii: "("): return 6
    case 0xE2 where i + 2 < bytes.count && bytes[i + 1] == 0x80:
      return bytes[i + 2] == 0x9C ? 0 : bytes[i + 2] == 0x98 ? 1 : nil
    case 0xE3 where i + 2 < bytes.count && bytes[i + 1] == 0x80:
      return bytes[i + 2] == 0x8C ? 3 : bytes[i + 2] == 0x8E ? 4 : nil
    case 0xC2 where i + 1 < bytes.count && bytes[i + 1] == 0xAB: return 5
    default: return nil
    }
  }

  /// Writes the bytes of `bytes` that stand outside quotes and parentheses into `kept` (room
  /// for all of them), and returns how many: an opening mark, what follows it up to its closing
  /// mark and that mark are left out (inside parentheses, another `(` needs one more `)`; a
  /// quote or parenthesis left open runs to the end). The same scalars as decoding each and
  /// dropping the quoted ones, on the bytes: a mark's bytes start a scalar wherever they match.
  static func withoutQuotes(_ bytes: UnsafeBufferPointer<UInt8>, into kept: UnsafeMutableBufferPointer<UInt8>) -> Int {
    let count = bytes.count
    var written = 0
    var i = 0
    while i < count {
      guard let mark = openingMark(bytes, at: i) else {
        kept[written] = bytes[i]
        written += 1
        i += 1
        continue
      }
      // Inside: up to the closing mark (the parentheses' depth counted).
      let open = marks[mark].open, close = marks[mark].close
      let nests = mark == 6
      var depth = 1
      i += open.count
      while i < count {
        if matches(close, bytes, at: i) {
          i += close.count
          if nests && depth > 1 { depth -= 1; continue }
          depth = 0
          break
        }
        if nests && bytes[i] == UInt8(ascii: "(") { depth += 1 }
        i += 1
      }
    }
    return written
  }

  @inline(__always)
  private static func matches(_ mark: [UInt8], _ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> Bool {
    guard i + mark.count <= bytes.count else { return false }
    for index in mark.indices where bytes[i + index] != mark[index] { return false }
    return true
  }
}
