import BitextKit
import Foundation
import Testing

/// A real CAT tool reads our TMX: OmegaT 3.6, headless. Skipped when OmegaT or Java is absent.
@Suite(.enabled(if: OmegaTProject.isAvailable, "OmegaT 3.6 not available: needs /usr/share/omegat/OmegaT.jar and java"))
struct OmegaTTests {
  static func unit(_ english: String, _ korean: String, line: Int, notes: [String] = []) -> TranslationUnit {
    TranslationUnit(
      group: "toolbars",
      english: [WriterFixtures.segment(.english, english, "corpus/toolbars.md", line)],
      korean: [WriterFixtures.segment(.korean, korean, "corpus/toolbars.md", line + 2, kind: .quote)],
      notes: notes, score: 0.9, status: .aligned)
  }

  static let units: [TranslationUnit] = [
    unit("A toolbar appears at the bottom of a screen and contains buttons for performing actions relevant to the current view or content within it.",
         "툴바는 화면 하단에 나타나며 현재 뷰 또는 그 안의 콘텐츠와 관련된 작업을 수행하기 위한 버튼을 포함합니다.", line: 5),
    unit("Use the “Done” button, not <Cancel>, to save & close.",
         "저장하고 닫으려면 <취소>가 아니라 “완료” 버튼을 사용하세요 & 닫으세요.", line: 9, notes: ["→ 완료 버튼"]),
    unit("Prefer icons to text in toolbars with more than 3 items.",
         "항목이 3개를 넘는 툴바에서는 텍스트보다 아이콘을 선호하세요.", line: 13),
    unit("Don't use a toolbar\u{0B} for navigation.",
         "탐색에 툴바를 사용하지 마세요.", line: 17),
    TranslationUnit(group: "toolbars",
                    english: [WriterFixtures.segment(.english, "Consider temporarily hiding toolbars for a distraction-free experience.", "corpus/toolbars.md", 21)],
                    korean: [], score: 0, status: .missing),
  ]

  @Test("OmegaT pre-translates every aligned unit from our TMX, and nothing else", arguments: ["ko", "ko-KR"])
  func pretranslates(koreanCode: String) throws {
    let directory = try TemporaryDirectory()
    let unmatched = "Avoid placing a segmented control in a toolbar that also has a title."
    let run = try OmegaTProject.run(units: Self.units, in: directory.path, koreanLanguageCode: koreanCode,
                                    extraParagraphs: [Self.units[4].englishText, unmatched])
    #expect(run.untranslated(Self.units) == [])
    for unit in Self.units where unit.status == .aligned {
      #expect(run.targetText.contains(unit.koreanText))
      #expect(!run.targetText.contains(unit.englishText))
    }
    // The missing unit is not in the TMX and a paragraph with no unit is unknown: both stay English.
    #expect(run.targetText.contains(Self.units[4].englishText))
    #expect(run.targetText.contains(unmatched))
    #expect(run.remainingSegments == 2)
  }
}
