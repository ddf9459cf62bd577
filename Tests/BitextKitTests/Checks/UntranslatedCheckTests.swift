import Testing
@testable import BitextKit

@Suite("UntranslatedCheck")
struct UntranslatedCheckTests {
  static let english = "Use a help button within a view, not in the window frame."

  @Test("Korean equal to the English, or without Hangul, is untranslated", arguments: [
    english, "use a help button  within a view, not in the window frame.", "Use a help button inside a view.",
  ])
  func untranslated(korean: String) {
    #expect(CheckFixtures.codes(Self.english, korean) == [.untranslated])
  }

  @Test("a translation keeping some English terms is fine")
  func translated() {
    #expect(CheckFixtures.codes(Self.english, "창 프레임(window frame)이 아닌 뷰 안에서 도움말 버튼을 사용합니다.").isEmpty)
  }

  @Test("English made only of names is not expected to change")
  func namesOnly() {
    #expect(CheckFixtures.codes("Apple Vision Pro", "Apple Vision Pro").isEmpty)
  }
}
