/// A glossary term in the English whose Korean has none of the glossary's renderings: the
/// team's `도구 막대` written `툴바`. Terms match as whole words, ignoring case and plural
/// (`Toolbars` is `toolbar`); renderings match ignoring spaces (`도구모음` is `도구 모음`). The
/// rendering used instead is named when it can be found: another rendering's spelling variant
/// (`랜더링` for `렌더링`) or a transliteration of the English (`툴바`). A Korean that keeps the
/// term in Latin script (`<Button />`, `Server Functions`) names it: no finding.
enum GlossaryCheck {
  static func check(_ unit: TranslationUnit, glossary: Glossary, into findings: inout [Finding]) {
    let english = Glossary.words(unit.englishText)
    guard !english.isEmpty else { return }
    let korean = Glossary.compact(unit.koreanText)
    let koreanLatin = Glossary.words(unit.koreanText)
    var koreanWords: [String]?
    for entry in glossary.entries where contains(english, entry.words) {
      if entry.compactRenderings.contains(where: { contains(korean, $0) }) { continue }
      // The term kept in Latin script is a name or code (`<Button />`, `Server Functions`), not
      // another rendering.
      if contains(koreanLatin, entry.words) { continue }
      if koreanWords == nil { koreanWords = hangulWords(unit.koreanText) }
      let used = usedInstead(entry, unit: unit, words: koreanWords!)
      let message = Finding.Message.glossary(entry, used: used)
      findings.append(Finding(.glossaryMismatch, .warning, unit, message, evidence: [entry.english, entry.renderings[0]] + (used.map { [$0] } ?? [])))
    }
  }

  static func contains<T: Equatable>(_ haystack: [T], _ needle: [T]) -> Bool {
    guard !needle.isEmpty, needle.count <= haystack.count else { return false }
    for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
      if haystack[start..<(start + needle.count)].elementsEqual(needle) { return true }
    }
    return false
  }

  /// What the Korean says for the term, if it can tell.
  static func usedInstead(_ entry: Glossary.Entry, unit: TranslationUnit, words: [String]) -> String? {
    // A spelling variant of a rendering: one syllable with another vowel, the consonants kept
    // (랜더링/렌더링, 컨텐츠/콘텐츠, 메세지/메시지).
    for rendering in entry.compactRenderings where rendering.count >= 2 {
      for word in words {
        let scalars = Array(word.unicodeScalars)
        guard scalars.count >= rendering.count else { continue }
        let candidate = Array(scalars.prefix(rendering.count))
        let differing = zip(candidate, rendering).filter { $0 != $1 }
        if differing.count == 1, let (a, b) = differing.first, sameConsonants(a, b) {
          return String(String.UnicodeScalarView(candidate))
        }
      }
    }
    // A transliteration of the English term (툴바 for toolbar).
    let key = PhoneticKey.latin(entry.english)
    if key.count >= 2, let word = words.first(where: { PhoneticKey.matches(latin: key, hangul: PhoneticKey.hangul($0)) }) {
      return word
    }
    return nil
  }

  /// Two syllables with the same initial and final consonant (컨/콘, 랜/렌).
  static func sameConsonants(_ a: Unicode.Scalar, _ b: Unicode.Scalar) -> Bool {
    guard Coda.isSyllable(a), Coda.isSyllable(b) else { return false }
    let x = a.value - 0xAC00, y = b.value - 0xAC00
    return x / 588 == y / 588 && x % 28 == y % 28
  }

  /// The Hangul words of `text`, each cut before a trailing particle-like syllable is not
  /// attempted: transliteration matching works on prefixes.
  static func hangulWords(_ text: String) -> [String] {
    var words: [String] = []
    var current = String.UnicodeScalarView()
    for c in text.unicodeScalars {
      if Coda.isSyllable(c) { current.append(c) } else if !current.isEmpty { words.append(String(current)); current = String.UnicodeScalarView() }
    }
    if !current.isEmpty { words.append(String(current)) }
    return words
  }
}

extension Finding.Message {
  static func glossary(_ entry: Glossary.Entry, used: String?) -> String {
    let expected = entry.renderings.map { "'\($0)'" }.joined(separator: " or ")
    return "'\(entry.english)' should be \(expected) (glossary line \(entry.line))" + (used.map { ", the Korean has '\($0)'" } ?? "")
  }
}
