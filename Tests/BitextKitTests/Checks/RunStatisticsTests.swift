import Testing
@testable import BitextKit

@Suite("RunStatistics")
struct RunStatisticsTests {
  @Test("the length model is the median ratio, robust to a wrong pair")
  func lengthModel() {
    var units = (0..<10).map { i in
      CheckFixtures.unit("Use a help button within a view, not in the window frame \(i).", "창 프레임이 아닌 뷰 안에서 도움말 버튼을 사용합니다 \(i).")
    }
    units.append(CheckFixtures.unit("Avoid displaying text.", String(repeating: "도움말 버튼을 소개하는 텍스트는 표기하지 않는 것이 좋습니다. ", count: 10)))
    let model = RunStatistics(units: units).lengthModel
    #expect(model.sampleCount == 11)
    #expect(abs(model.ratio - 25.0 / 48.0) < 0.02)
  }

  @Test("too few units fall back to the built-in model")
  func fallback() {
    #expect(RunStatistics(units: [CheckFixtures.unit("Use a help button within a view.", "뷰 안에서 도움말 버튼을 사용합니다.")]).lengthModel == .visibleCharacters)
  }

  @Test("a transliteration is learned from its spelling; a translated name from repetition only")
  func lexicon() {
    let keynote = CheckFixtures.unit("For example, Keynote includes several groups.", "예를 들어, 키노트에는 여러 그룹이 포함됩니다.")
    #expect(RunStatistics(units: [keynote]).lexicon.entries["keynote"] == ["키노트"])

    let phone = CheckFixtures.unit("For example, Phone uses a segmented control.", "예를 들어, 전화 앱은 분할된 컨트롤을 사용합니다.")
    #expect(RunStatistics(units: [phone]).lexicon.entries["phone"] == nil)
    let twice = CheckFixtures.unit("In this app, Phone uses the large title.", "전화 앱은 대형 제목을 사용합니다.")
    #expect(RunStatistics(units: [phone, twice]).lexicon.entries["phone"]?.contains("전화") == true)
  }
}

#if canImport(Glibc)
import Glibc
#endif
