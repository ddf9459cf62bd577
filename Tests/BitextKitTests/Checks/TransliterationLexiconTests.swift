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
    // 15 bytes (inline) against 18 (not), and stems of 18 and 21 bytes compared by their NFC.
    ("가나다라마", "가나다라마바"), ("가나다라마바", "\u{1100}\u{1161}나다라마바"), ("가나다라마바", "가나다라마바"),
    ("가나다라마바사", "가나다라마바아"),
  ])
  func stemEquality(a: String, b: String) {
    let (x, y) = (TransliterationLexicon.Stem(a), TransliterationLexicon.Stem(b))
    #expect((x == y) == (a == b))
    if a == b { #expect(x.hashValue == y.hashValue) }
    #expect(x.text == a && y.text == b)
  }

  /// A unit's stems read from its bytes are the stems of its words as strings, inline (up to
  /// 15 bytes) or not.
  @Test func stemsFromBytesAgreeWithStemsOfStrings() {
    let text = "가나다라마바를 한글 가나다라마바사아자에서 키노트\u{11A8} 가나다라마"
    let bytes = Array(text.utf8)
    var ranges: [Range<Int32>] = [], start = 0
    for offset in 0...bytes.count where offset == bytes.count || bytes[offset] == UInt8(ascii: " ") {
      ranges.append(Int32(start)..<Int32(offset))
      start = offset + 1
    }
    let words = text.split(separator: " ").map(String.init)
    let stems = TransliterationLexicon.stems(ranges, in: text)
    #expect(stems.count == 5)
    for (stem, word) in zip(stems, words) {
      let expected = TransliterationLexicon.Stem(TransliterationLexicon.stem(word))
      #expect(stem == expected)
      #expect(stem.hashValue == expected.hashValue)
      #expect(stem.text == TransliterationLexicon.stem(word))
    }
    #expect(stems[0].text == "가나다라마바" && stems[2].text == "가나다라마바사아자")
  }
}
