/// Labels that name the language or role of the text after them: `EN: Save the file.`,
/// `**번역:** 파일을 저장하세요.`, `[KO] …`, and label-only lines (`English`, `한국어:`) above a
/// paragraph. Translators write them to tell the two sides apart; a translation memory must
/// not store them, and a Hangul label such as `원문:` must not make English text look Korean.
///
/// Only a closed list of words counts, and only at the start of a text, followed by `:` (or
/// `：`), or wrapped in `[…]`, `(…)`, `【…】`. Role words that are ordinary English (`Original`,
/// `Translation`) count only with such punctuation, never as a line of their own.
enum LanguageLabel {
  /// Words that name a language, or the original or translated side, in lower case.
  static let languageWords: Set<String> = [
    "en", "eng", "english", "ko", "kr", "kor", "korean",
    "영어", "영문", "원문", "한국어", "한글", "국문", "번역", "번역문", "역문", "한역", "영한",
  ]
  static let roleWords: Set<String> = ["original", "translation"]

  /// The byte length of a leading label and the space after it, or 0.
  static func prefixLength(_ b: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
    var i = range.lowerBound
    while i < range.upperBound, ScriptScanner.isSpace(b[i]) { i += 1 }
    var closer: [UInt8]? = nil
    if i < range.upperBound, b[i] == .openBracket { closer = [.closeBracket]; i += 1 }
    else if i < range.upperBound, b[i] == .openParen { closer = [.closeParen]; i += 1 }
    else if i + 2 < range.upperBound, b[i] == 0xE3, b[i + 1] == 0x80, b[i + 2] == 0x90 { closer = [0xE3, 0x80, 0x91]; i += 3 }
    let wordStart = i
    // Read up to one byte past the longest label word: a longer word is none.
    let wordLimit = min(range.upperBound, wordStart + 13)
    while i < wordLimit, isWordByte(b[i]) { i += 1 }
    guard i > wordStart, i - wordStart <= 12 else { return 0 }
    // The punctuation first: almost every line fails there, before any word is compared.
    let wordEnd = i
    if let closer {
      guard i + closer.count <= range.upperBound, b[i] == closer[0] else { return 0 }
    } else {
      guard i < range.upperBound, b[i] == .colon || (i + 2 < range.upperBound && b[i] == 0xEF) else { return 0 }
    }
    guard isLabelWord(b, wordStart..<wordEnd, roles: true) else { return 0 }
    if let closer {
      guard i + closer.count <= range.upperBound, Array(b[i..<(i + closer.count)]) == closer else { return 0 }
      i += closer.count
      if i < range.upperBound, b[i] == .colon { i += 1 }
    } else if i < range.upperBound, b[i] == .colon {
      i += 1
    } else if i + 2 < range.upperBound, b[i] == 0xEF, b[i + 1] == 0xBC, b[i + 2] == 0x9A {  // FULLWIDTH COLON
      i += 3
    } else {
      return 0
    }
    // A label stands apart from its text (`EN: Save`, `[KO]파일`), never inside a word (`en:us`).
    if i < range.upperBound, !ScriptScanner.isSpace(b[i]), closer == nil { return 0 }
    while i < range.upperBound, ScriptScanner.isSpace(b[i]) { i += 1 }
    return i - range.lowerBound
  }

  /// `prefixLength` of the whole text: 0 when it does not start with a label (then
  /// `stripped(text)` is `text`, and the text holds no `labeledSpans`).
  static func prefixLength(_ text: String) -> Int {
    var text = text
    return text.withUTF8 { prefixLength($0, 0..<$0.count) }
  }

  /// Whether the whole text is a label with nothing after it (`English`, `한국어:`, `[KO]`).
  static func isLabelOnly(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { isLabelOnly($0) }
  }

  /// `isLabelOnly` of a text's bytes.
  static func isLabelOnly(_ b: UnsafeBufferPointer<UInt8>) -> Bool {
    var lo = 0, hi = b.count
    while lo < hi, ScriptScanner.isSpace(b[lo]) { lo += 1 }
    while hi > lo, ScriptScanner.isSpace(b[hi - 1]) { hi -= 1 }
    guard hi > lo, hi - lo <= 24 else { return false }
    let prefix = prefixLength(b, lo..<hi)
    if prefix > 0 { return lo + prefix == hi }
    return isLabelWord(b, lo..<hi, roles: false)
  }

  /// `isLabelOnly(text)`, and else whether `prefixLength(text) > 0`: the tagger asks both of
  /// every line, through one `withUTF8`.
  static func labels(_ text: String) -> (only: Bool, prefix: Bool) {
    var text = text
    return text.withUTF8 { b in
      if isLabelOnly(b) { return (true, false) }
      return (false, prefixLength(b, 0..<b.count) > 0)
    }
  }

  /// The text without a leading label (the text itself when it has none, or is only a label).
  static func stripped(_ text: String) -> String {
    var copy = text
    return copy.withUTF8 { b in
      let prefix = prefixLength(b, 0..<b.count)
      guard prefix > 0, prefix < b.count else { return text }
      return String(decoding: UnsafeBufferPointer(rebasing: b[prefix...]), as: UTF8.self)
    }
  }

  private static func isWordByte(_ c: UInt8) -> Bool { c.isASCIILetter || c >= 0x80 && c != 0xE3 && c != 0xEF }

  private static let languageBytes = languageWords.map { Array($0.utf8) }
  private static let roleBytes = roleWords.map { Array($0.utf8) }

  /// Compares bytes, ASCII case ignored: no string is made for the word.
  private static func isLabelWord(_ b: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, roles: Bool) -> Bool {
    func equal(_ word: [UInt8]) -> Bool {
      guard word.count == range.count else { return false }
      for (k, c) in word.enumerated() {
        let x = b[range.lowerBound + k]
        if (x >= 0x41 && x <= 0x5A ? x | 0x20 : x) != c { return false }
      }
      return true
    }
    return languageBytes.contains(where: equal) || (roles && roleBytes.contains(where: equal))
  }
}
