/// The speech level a Korean sentence ends in: 합쇼체 (`-ㅂ니다`, `-습니다`, `-ㅂ니까`, `-십시오`),
/// 해요체 (`-아요`, `-어요`, `-해요`) or 해라체 (`-다`). Sentences ending in a noun, `-기`,
/// `-음`, code or Latin text have none, and so do `-세요` (requests, at home in 합쇼체 documents),
/// questions (`-나요?` headings are usual in either level) and 해요체 exclamations.
enum SpeechLevel: String, Sendable, Equatable, CaseIterable {
  case formal = "합쇼체"
  case polite = "해요체"
  case plain = "해라체"

  /// How the level is recognized, for messages.
  var endings: String {
    switch self {
    case .formal: "-ㅂ니다/-습니다"
    case .polite: "-아요/-어요/-해요"
    case .plain: "-다"
    }
  }

  /// The level of the sentence ending `text` (one sentence, quotes already removed).
  static func of(sentence text: ArraySlice<Unicode.Scalar>) -> SpeechLevel? {
    var end = text.endIndex
    var exclaimed = false
    while end > text.startIndex, !Coda.isSyllable(text[end - 1]) {
      let c = text[end - 1]
      if c == "?" { return nil }
      if c == "!" { exclaimed = true; end -= 1; continue }
      guard isClosing(c) else { return nil }  // ends in Latin, a number or code: no predicate
      end -= 1
    }
    guard end > text.startIndex else { return nil }
    let last = text[end - 1]
    let previous: Unicode.Scalar? = end - 2 >= text.startIndex ? text[end - 2] : nil
    let beforePrevious: Unicode.Scalar? = end - 3 >= text.startIndex ? text[end - 3] : nil
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

  /// The sentences of `text` with their levels: text inside quotes and parentheses is removed
  /// first (a quoted UI string or an example keeps its own level), then it is cut after `.`,
  /// `!`, `?` followed by a space or the end.
  static func sentences(of text: String) -> [(text: String, level: SpeechLevel?)] {
    let scalars = withoutQuotes(ScalarArray.of(text))
    return sentenceRanges(of: scalars).map { (Self.text(scalars[$0.range]), $0.level) }
  }

  /// `sentences(of:)` as ranges of `withoutQuotes(ScalarArray.of(text))`, with their
  /// levels: no sentence's text is made (`text(of:_:)` makes one when it is needed).
  static func sentenceRanges(of scalars: [Unicode.Scalar]) -> [(range: Range<Int>, level: SpeechLevel?)] {
    var result: [(range: Range<Int>, level: SpeechLevel?)] = []
    var start = 0
    var i = 0
    func emit(_ end: Int) {
      let slice = scalars[start..<end]
      if slice.contains(where: { Coda.isSyllable($0) }) { result.append((start..<end, of(sentence: slice))) }
      start = end
    }
    while i < scalars.count {
      let c = scalars[i]
      if c == "." || c == "!" || c == "?" || c == "\u{3002}" {
        if i + 1 == scalars.count || scalars[i + 1] == " " || scalars[i + 1] == "\n" { emit(i + 1) }
      }
      i += 1
    }
    if start < scalars.count { emit(scalars.count) }
    return result
  }

  /// The text of the sentence at `range` of `text`'s sentences (`sentenceRanges`).
  static func text(of text: String, _ range: Range<Int>) -> String {
    Self.text(withoutQuotes(ScalarArray.of(text))[range])
  }

  /// A sentence's scalars as text, without the spaces around it.
  private static func text(_ slice: ArraySlice<Unicode.Scalar>) -> String {
    String(String.UnicodeScalarView(slice)).trimmingSpaces
  }

  /// `text` without what stands between quotes or parentheses.
  static func withoutQuotes(_ text: [Unicode.Scalar]) -> [Unicode.Scalar] {
    var result: [Unicode.Scalar] = []
    result.reserveCapacity(text.count)
    var quotes = Quotes()
    for c in text where quotes.keeps(c) { result.append(c) }
    return result
  }

  /// `withoutQuotes(ScalarArray.of(text))` in place of `scalars` (its room kept): the scalars
  /// decoded from the UTF-8 and the quoted ones dropped in one pass, with no array of all of them.
  static func withoutQuotes(of text: String, into scalars: inout [Unicode.Scalar]) {
    var text = text
    scalars.removeAll(keepingCapacity: true)
    text.withUTF8 { bytes in
      scalars.reserveCapacity(bytes.count)
      var quotes = Quotes()
      var i = 0
      while i < bytes.count {
        let c = ScalarArray.scalar(bytes, at: &i)
        if quotes.keeps(c) { scalars.append(c) }
      }
    }
  }

  /// Where `withoutQuotes` is: inside quotes or parentheses (what closes them, how deep the
  /// parentheses go) or not.
  private struct Quotes {
    var closing: Unicode.Scalar?
    var depth = 0

    /// Whether `c`, the next scalar, stands outside quotes and parentheses (the marks too are not).
    @inline(__always)
    mutating func keeps(_ c: Unicode.Scalar) -> Bool {
      if let expected = closing {
        if c == expected {
          if expected == ")" && depth > 1 { depth -= 1; return false }
          closing = nil
        } else if expected == ")" && c == "(" {
          depth += 1
        }
        return false
      }
      switch c {
      case "\u{201C}": closing = "\u{201D}"
      case "\u{2018}": closing = "\u{2019}"
      case "\"": closing = "\""
      case "\u{300C}": closing = "\u{300D}"
      case "\u{300E}": closing = "\u{300F}"
      case "\u{AB}": closing = "\u{BB}"
      case "(": closing = ")"; depth = 1
      default: return true
      }
      return false
    }
  }
}

