import Foundation
import Testing
@testable import BitextKit

/// A docs site's Korean edition kept as its own files (MDX with heading ids, code blocks, JSX
/// tags, a few English lines the translators kept): each Korean page is a Korean-only source
/// aligned to its English page, heading to heading and paragraph to paragraph.
@Suite struct KoreanEditionTests {
  static let english = """
    ---
    title: Sharing State
    ---

    <Intro>

    Sometimes you want the state of two widgets to always change together.

    </Intro>

    ## Lifting state up {/*lifting-state-up*/}

    To share state, remove it from both widgets and move it to their closest common parent.

    ```js
    function Panel({ isActive }) {
      return isActive ? <p>Open</p> : null;
    }
    ```

    `Panel.js:`

    ## Controlled and uncontrolled widgets {/*controlled-and-uncontrolled*/}

    A widget whose important information is driven by props is controlled, while one with local state is uncontrolled.

    Talks by Ada Lovelace, Grace Hopper, Alan Turing, and Edsger Dijkstra are listed below.

    ## Recap {/*recap*/}

    When you want to coordinate two widgets, move their state to the common parent.
    """

  static let korean = """
    ---
    title: State 공유하기
    ---

    <Intro>

    두 위젯의 state가 항상 함께 바뀌기를 원할 때가 있습니다.

    </Intro>

    ## State 끌어올리기 {/*lifting-state-up*/}

    State를 공유하려면 두 위젯에서 state를 제거하고 가장 가까운 공통 부모로 옮기세요.

    ```js
    function Panel({ isActive }) {
      return isActive ? <p>Open</p> : null;
    }
    ```

    `Panel.js:`

    ## 제어 위젯과 비제어 위젯 {/*controlled-and-uncontrolled*/}

    중요한 정보가 props로 결정되는 위젯은 제어 위젯이고, 지역 state를 가진 위젯은 비제어 위젯입니다.

    Ada Lovelace, Grace Hopper, Alan Turing, 그리고 Edsger Dijkstra의 강연은 아래에 있습니다.

    ## 요약 {/*recap*/}

    두 위젯을 함께 조정하려면 그 state를 공통 부모로 옮기세요.
    """

  func run() throws -> (result: RunResult, directory: TemporaryDirectory) {
    let directory = try TemporaryDirectory()
    try directory.write("en/sharing-state.md", Self.english)
    try directory.write("ko/sharing-state.md", Self.korean)
    let (summary, result) = AlignmentRun.execute(
      AlignmentOptions(inputs: [directory.path + "/en", directory.path + "/ko"], writesOutputs: false)) { _ in }
    #expect(summary.failedInputs.isEmpty)
    return (result, directory)
  }

  @Test func theKoreanPageIsAKoreanOnlySourceDespiteItsCodeNamesAndIds() throws {
    let (result, directory) = try run()
    defer { directory.remove() }
    let korean = try #require(result.documents.first { $0.path.hasSuffix("ko/sharing-state.md") })
    #expect(korean.layout == .koreanOnly)
    #expect(korean.units.allSatisfy { $0.status == .extra || $0.status == .missing })
  }

  @Test func everyParagraphAndHeadingAlignsOneToOne() throws {
    let (result, directory) = try run()
    defer { directory.remove() }
    #expect(result.groups.count == 1)
    let aligned = result.units.filter { $0.status == .aligned }.map { "\($0.englishText) => \($0.koreanText)" }
    #expect(aligned == [
      "Sometimes you want the state of two widgets to always change together. => 두 위젯의 state가 항상 함께 바뀌기를 원할 때가 있습니다.",
      "Lifting state up => State 끌어올리기",
      "To share state, remove it from both widgets and move it to their closest common parent. => State를 공유하려면 두 위젯에서 state를 제거하고 가장 가까운 공통 부모로 옮기세요.",
      "Controlled and uncontrolled widgets => 제어 위젯과 비제어 위젯",
      "A widget whose important information is driven by props is controlled, while one with local state is uncontrolled. => 중요한 정보가 props로 결정되는 위젯은 제어 위젯이고, 지역 state를 가진 위젯은 비제어 위젯입니다.",
      "Talks by Ada Lovelace, Grace Hopper, Alan Turing, and Edsger Dijkstra are listed below. => Ada Lovelace, Grace Hopper, Alan Turing, 그리고 Edsger Dijkstra의 강연은 아래에 있습니다.",
      "Recap => 요약",
      "When you want to coordinate two widgets, move their state to the common parent. => 두 위젯을 함께 조정하려면 그 state를 공통 부모로 옮기세요.",
    ])
    // Nothing the Korean translates is missing; the code-ish line both keep is no pair.
    #expect(!result.units.contains { $0.status == .missing })
    #expect(!result.units.contains { $0.englishText.contains("{/") || $0.koreanText.contains("{/") })
  }
}
