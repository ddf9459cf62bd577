import Testing
@testable import BitextKit

@Suite("DuplicateCheck")
struct DuplicateCheckTests {
  @Test("the same pair twice is info; the same Korean for other English is a warning; distinct pairs are quiet")
  func duplicates() {
    let units = [
      CheckFixtures.unit("visionOS provides buttons in several sizes.", "visionOS는 여러 크기의 버튼을 제공합니다.", line: 1),
      CheckFixtures.unit("visionOS provides buttons in several sizes.", "visionOS는 여러 크기의 버튼을 제공합니다.", line: 3),
      CheckFixtures.unit("visionOS provides buttons in several shapes.", "visionOS는  여러 크기의 버튼을 제공합니다.", line: 5),
      CheckFixtures.unit("watchOS displays all buttons using the capsule shape.", "watchOS에서는 모든 버튼을 캡슐 모양으로 표시합니다.", line: 7),
    ].identified
    let findings = TranslationChecks.run(units).filter { $0.code == .duplicate }
    #expect(findings.map(\.severity) == [.info, .warning])
    #expect(findings.map(\.unit) == [units[1].id, units[2].id])
    #expect(findings.map { $0.notes.map(\.unit) } == [[units[0].id], [units[0].id]])
    #expect(findings[0].message == "the same English and Korean already appear at buttons.txt:2")
  }

  @Test("short labels may serve several English texts")
  func shortLabels() {
    let units = [CheckFixtures.unit("Lower-left corner", "왼쪽 하단"), CheckFixtures.unit("Bottom-left corner", "왼쪽 하단")]
    #expect(TranslationChecks.run(units).isEmpty)
  }
}
