import Testing
@testable import BitextKit

/// Whether a document is bilingual or Korean with some English kept, from runs of each language:
/// English is a translation's source only beside Korean of about its size.
@Suite struct LayoutDetectionTests {
  private func layout(_ text: String) -> Layout? {
    var pairer = DocumentPairer(group: "doc")
    var events: [PairingEvent] = []
    for block in parseBlocks(text) { pairer.consume(block, into: &events) }
    pairer.finish(into: &events)
    return pairer.layout
  }

  /// A translated blog post that keeps the page's changelog in English (release entries written
  /// as sentences) is Korean-only: the entries are not paired with the Korean around them.
  @Test func koreanPostKeepingAnEnglishChangelogIsKoreanOnly() {
    let text = """
      이 문서는 최신 버전의 라이브러리에 대한 문서를 제공합니다.

      주 버전 안에서는 문서를 최신 상태로 유지하기 위해 노력하며, 부 버전마다 따로 공개하지 않습니다.

      아래에서 이전 주 버전의 문서를 찾아볼 수 있습니다.

      이전 버전의 문서는 더 이상 갱신되지 않으니 참고만 하시기 바랍니다.

      변경 이력

      v18.3.1 (April 2024)
      - Fixed a crash when a component unmounts during a transition.
      - Added a warning for keys that are not unique in a list.
      - Improved the error message for invalid hook calls.
      v18.3.0 (April 2024)
      - Fixed a memory leak in the development build of the server renderer.
      - Removed the warning about an unused argument of the root API.
      v18.2.0 (June 2022)
      - Fixed hydration of text that differs between the server and the client.
      - Added support for the new attribute of image elements in the renderer.
      v18.1.0 (April 2022)
      - Fixed a regression where effects ran twice after a fast refresh.
      - Changed the server renderer to flush the shell as early as it can.
      - Deprecated the legacy context API in strict mode.

      마지막으로, 15 이전 버전은 보관된 문서를 참고하세요.
      """
    #expect(layout(text) == .koreanOnly)
    #expect(units(pairDocument(text)).allSatisfy { $0.status != .aligned })
  }

  /// English paragraphs set as a section, followed by their Korean as a section of as many
  /// paragraphs, is a bilingual document.
  @Test func sectionsOfEnglishThenKoreanAreBilingual() {
    let text = """
      A toolbar provides convenient access to frequently used commands.

      Toolbars can also contain a title that describes the current view.

      Keep the number of items in a toolbar small and clearly labelled.

      툴바는 자주 쓰는 명령에 쉽게 접근하게 해 줍니다.

      툴바에는 현재 뷰를 설명하는 제목이 들어갈 수도 있습니다.

      툴바의 항목 수는 적게 유지하고 분명한 레이블을 붙이세요.
      """
    #expect(layout(text) == .bilingual)
    #expect(units(pairDocument(text)).filter { $0.status == .aligned }.count == 3)
  }
}
