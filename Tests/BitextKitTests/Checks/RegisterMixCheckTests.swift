import Testing
@testable import BitextKit

@Suite struct RegisterMixCheckTests {
  private func unit(_ korean: String, kind: BlockKind = .paragraph, line: Int, source: String = "a.md") -> TranslationUnit {
    TranslationUnit(group: "page",
                    english: [Segment(language: .english, text: "English \(line).", location: SourceLocation(file: source, firstLine: line), kind: kind)],
                    korean: [Segment(language: .korean, text: korean, location: SourceLocation(file: source, firstLine: line + 1), kind: kind)],
                    score: 1, status: .aligned, source: source)
  }

  private func findings(_ units: [TranslationUnit]) -> [Finding] {
    var findings: [Finding] = []
    RegisterMixCheck.check(units, into: &findings)
    return findings
  }

  private let formal = ["버튼을 누릅니다.", "설정을 엽니다.", "값을 저장합니다.", "앱이 시작됩니다.", "목록이 표시됩니다.", "창을 닫습니다."]

  @Test func aSentenceIsFoundAgainByItsRange() {
    // The check keeps a sentence's range, not its text, and makes the text for a finding only.
    let text = " 버튼을 “저장한다”로 바꿉니다.  설정(옵션)을 엽니다! 그리고 저장한다.  "
    let ranges = SpeechLevel.sentenceRanges(of: text)
    #expect(ranges.map { SpeechLevel.text(of: text, $0.range) } == ["버튼을 로 바꿉니다.", "설정을 엽니다!", "그리고 저장한다."])
    #expect(ranges.map(\.level) == [.formal, .formal, .plain])
    #expect(SpeechLevel.sentences(of: text).map(\.text) == ranges.map { SpeechLevel.text(of: text, $0.range) })
  }

  @Test func levelsOfSentenceEndings() {
    func level(_ s: String) -> SpeechLevel? { SpeechLevel.sentences(of: s).first?.level }
    #expect(level("저장합니다.") == .formal)
    #expect(level("저장합니까?") == nil)
    #expect(level("저장해요.") == .polite)
    #expect(level("그렇죠.") == nil)
    #expect(level("해 봅시다.") == nil)
    #expect(level("위해서요.") == nil)
    #expect(level("있어요.") == .polite)
    #expect(level("있어요!") == nil)
    #expect(level("일이다!") == .plain)
    #expect(level("것이에요.") == .polite)
    #expect(level("저장한다.") == .plain)
    #expect(level("저장하세요.") == nil)
    #expect(level("무엇이 바뀌었나요?") == nil)
    #expect(level("설치하기") == nil)
    #expect(level("개요") == nil)
    #expect(level("필요한 경우 `useState`") == nil)
    #expect(level("“저장한다”를 누릅니다.") == .formal)
  }

  @Test func flagsASentenceInAnotherLevel() {
    let units = formal.enumerated().map { unit($1, line: $0 * 2 + 1) } + [unit("이 값은 캐시된다.", line: 40)]
    let found = findings(units)
    #expect(found.count == 1)
    #expect(found.first?.unit == units.last?.id)
    #expect(found.first?.message.contains("합쇼체") == true)
    #expect(found.first?.message.contains("6 of 7") == true)
  }

  @Test func politeSentenceOnAFormalPage() {
    let units = formal.enumerated().map { unit($1, line: $0 * 2 + 1) } + [unit("이 값은 캐시돼요.", line: 40)]
    #expect(findings(units).map(\.code) == [.registerMix])
  }

  @Test func noFindingWithoutADominantLevel() {
    let mixed = ["버튼을 누릅니다.", "설정을 엽니다.", "값을 저장해요.", "앱이 시작돼요.", "목록이 표시된다.", "창을 닫는다."]
    #expect(findings(mixed.enumerated().map { unit($1, line: $0 * 2 + 1) }).isEmpty)
  }

  @Test func quotationsCodeAndRequestsAreNotMixing() {
    let units = formal.enumerated().map { unit($1, line: $0 * 2 + 1) } + [
      unit("그는 “이건 안 된다.”라고 말했습니다.", line: 40),
      unit("‘저장해요’ 버튼을 누릅니다.", line: 42),
      unit("자세한 내용은 문서를 참고하세요.", line: 44),
      unit("return value", line: 46),
    ]
    #expect(findings(units).isEmpty)
  }

  @Test func headingsAndListItemsCountApart() {
    // Headings end in nouns or -기 and list items in plain -다 on their own: neither is mixing.
    let headings = ["설치하기", "개요", "버튼 만들기", "상태 관리", "문제 해결"].enumerated().map { unit($1, kind: .heading, line: 100 + $0 * 2) }
    let list = ["값이 바뀐다.", "화면이 갱신된다.", "상태가 유지된다.", "이벤트가 전달된다.", "목록이 정렬된다."].enumerated()
      .map { unit($1, kind: .listItem, line: 200 + $0 * 2) }
    let body = formal.enumerated().map { unit($1, line: $0 * 2 + 1) }
    #expect(findings(body + headings + list).isEmpty)
  }

  @Test func eachSourceHasItsOwnLevel() {
    let a = formal.enumerated().map { unit($1, line: $0 * 2 + 1, source: "a.md") }
    let b = ["값이 바뀐다.", "화면이 갱신된다.", "상태가 유지된다.", "이벤트가 전달된다.", "목록이 정렬된다."].enumerated()
      .map { unit($1, line: $0 * 2 + 1, source: "b.md") }
    #expect(findings(a + b).isEmpty)
  }
}
