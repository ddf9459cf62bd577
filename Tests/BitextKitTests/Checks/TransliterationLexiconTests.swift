import Testing
@testable import BitextKit

@Suite struct TransliterationLexiconTests {
  /// What `stem` did before it compared bytes: `String.hasSuffix`, canonical equivalence and all.
  static func stemByCharacters(_ word: String) -> String {
    for particle in ["에서는", "에서도", "에서", "으로", "에는", "에게", "까지", "와", "과", "을", "를",
                     "이", "가", "은", "는", "의", "에", "도", "로", "만"]
    where word.hasSuffix(particle) && word.unicodeScalars.count >= particle.unicodeScalars.count + 2 {
      return String(word.unicodeScalars.dropLast(particle.unicodeScalars.count))
    }
    return word
  }

  @Test("a trailing particle comes off when two syllables remain, the longest listed first", arguments: [
    ("키노트에는", "키노트"), ("사파리에서", "사파리"), ("사파리에서는", "사파리"), ("툴바를", "툴바"), ("앱을", "앱을"),
    ("버튼", "버튼"), ("메뉴로", "메뉴"), ("아이폰과", "아이폰"), ("이", "이"), ("에서는", "에서"),
  ])
  func stems(word: String, stem: String) {
    #expect(TransliterationLexicon.stem(word) == stem)
  }

  /// Conjoining jamo (NFD text) and mixed words take the canonical comparison, as before.
  @Test("every word stems as String.hasSuffix did, syllables or jamo", arguments: [
    "키노트에는", "\u{1112}\u{1161}\u{11AB}\u{1100}\u{1173}\u{11AF}\u{110B}\u{1173}\u{11AF}",  // 한글을 in jamo
    "사파리\u{110B}\u{1166}", "키노트\u{11A8}", "\u{1111}\u{1161}\u{1105}\u{1175}에서", "가", "",
  ])
  func agreesWithCharacters(word: String) {
    #expect(TransliterationLexicon.stem(word) == Self.stemByCharacters(word))
  }

  /// Stems compare by their NFC bytes as `String` compares by canonical equivalence: jamo that
  /// spell a syllable equal it, others do not.
  @Test("stems are equal exactly when their strings are", arguments: [
    ("한글", "\u{1112}\u{1161}\u{11AB}\u{1100}\u{1173}\u{11AF}"), ("키노트", "키\u{1102}\u{1169}트"),
    ("가", "\u{1100}\u{1161}"), ("각", "가\u{11A8}"), ("각", "\u{1100}\u{1161}\u{11A8}"), ("가", "\u{3131}\u{314F}"),
    ("각", "각\u{11A8}"), ("\u{1100}", "\u{1100}"), ("가", "\u{1100}\u{1161}\u{1160}"), ("한글", "한글을"),
  ])
  func stemEquality(a: String, b: String) {
    let (x, y) = (TransliterationLexicon.Stem(a), TransliterationLexicon.Stem(b))
    #expect((x == y) == (a == b))
    if a == b { #expect(x.hashValue == y.hashValue) }
    #expect(x.text == a && y.text == b)
  }
}
