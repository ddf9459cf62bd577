import Testing
@testable import BitextKit

@Suite struct GlossesTests {
  @Test("glossed words of Korean text", arguments: [
    ("역할(Role). ‘역할’은 시스템이 제공하는 것으로", ["role"]),
    ("활동 표시기 (activity indicator)를 버튼에 보여주세요.", ["activity", "indicator"]),
    ("스타일(Style)과 콘텐츠(Content)", ["style", "content"]),
    ("iOS(버전 16)에서는 그룹(UI)을 지원합니다.", []),          // Hangul inside, or too short
    ("Call f(x) when done (see the guide).", []),            // not after Hangul
    ("표시합니다 (for the user).", ["user"]),                  // function words dropped
  ] as [(String, Set<String>)])
  func korean(text: String, expected: Set<String>) {
    #expect(Glosses.ofKorean(text) == expected.map(Glosses.key).sorted())
  }

  @Test func englishWordsAreKeptOnlyWhenGlossed() {
    let vocabulary = Set(["role", "style"].map(Glosses.key))
    #expect(Glosses.ofEnglish("Role. A system-defined role that identifies a button’s meaning.", in: vocabulary) == [Glosses.key("role")])
    #expect(Glosses.ofEnglish("Role. A system-defined role.", in: []).isEmpty)
  }

  /// Two English paragraphs of about the same length, the Korean translates only the second:
  /// length alone cannot tell which; the gloss does. Without the gloss the nearer one is taken.
  @Test func glossDecidesBetweenParagraphsOfEqualLength() {
    let english = [
      "Style. A visual style based on size, color, and shape.",
      "Content. The symbol or label that communicates the purpose.",
      "Role. A system-defined role that identifies the meaning.",
    ]
    let korean = "역할(Role). 시스템이 정의한 역할로 버튼의 의미를 나타냅니다."
    let glossed = Glosses.ofKorean(korean)
    let withGloss = BandedAligner().align(
      english: english.map { var item = en($0); item.glosses = Glosses.ofEnglish($0, in: Set(glossed)); return item },
      korean: [{ var item = ko(korean); item.glosses = glossed; return item }()])
    #expect(withGloss.beads.first { !$0.korean.isEmpty && !$0.english.isEmpty }?.english == 2..<3)
    let withoutGloss = BandedAligner().align(english: english.map { en($0) }, korean: [ko(korean)])
    #expect(withoutGloss.beads.first { !$0.korean.isEmpty && !$0.english.isEmpty }?.english != 2..<3)
  }
}
