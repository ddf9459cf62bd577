import Testing
@testable import BitextKit

@Suite struct LanguageTaggerTests {
  @Test(arguments: [
    ("Depending on the platform, a toolbar can look and behave differently.", Language.english),
    ("플랫폼에 따라 도구 모음의 모양과 동작이 다를 수 있습니다.", .korean),
    ("iPadOS 및 macOS에서는 툴바가 화면 또는 창 상단에 나타납니다.", .korean),
    ("DEVELOPER NOTE : iPadOS에서는 UINavigationBar를 사용해서 툴바를 생성하세요.", .korean),
    ("UINavigationBar — UIKit", .english),
    ("https://developer.apple.com/design/images/toolbar-intro-dark_2x.png", .neutral),
    ("2023/10/16", .neutral),
    ("See 설정 for the full list of options in the app.", .english),
    // Korean titles that keep their names and code: a few Latin words, no function word.
    ("dispatch 함수", .korean),
    ("Default와 Named Exports", .korean),
    ("ReactTestRenderer.create() 경고", .korean),
    ("Open the 설정 app", .english),
  ])
  func languageFromScript(text: String, expected: Language) {
    #expect(LanguageTagger.language(of: text) == expected)
  }

  @Test func mixedLineSplitsAtScriptBoundary() {
    let line = "Important The clock appears in the navigation bar of every nonmodal app screen. You can’t remove the clock, so be sure to account for it in your designs. 시계는 모달이 아닌 모든 앱 화면의 네비게이션 바에 표시됩니다."
    let segments = LanguageTagger.segments(of: Block(kind: .paragraph, text: line, location: SourceLocation(file: "a.txt", firstLine: 7)))
    #expect(segments.map(\.language) == [.english, .korean])
    #expect(segments[0].text.hasSuffix("in your designs."))
    #expect(segments[1].text.hasPrefix("시계는"))
    #expect(segments.allSatisfy { $0.location.firstLine == 7 })
  }

  @Test func mixedLineWithoutSentenceEndSplitsBeforeHangul() {
    let segments = LanguageTagger.segments(of: Block(kind: .paragraph, text: "Use the standard back button 표준 뒤로가기 버튼을 사용하세요", location: SourceLocation(file: "a", firstLine: 1)))
    #expect(segments.map(\.text) == ["Use the standard back button", "표준 뒤로가기 버튼을 사용하세요"])
  }

  @Test func koreanWithEnglishNamesStaysWhole() {
    let text = "예를 들어 macOS Mail 툴바에서 온라인-오프라인 전환 버튼은 파란색 아이콘과 Go Offline 레이블을 표시합니다. 자세한 내용은 Materials를 참조하십시오."
    let segments = LanguageTagger.segments(of: Block(kind: .quote, text: text, location: SourceLocation(file: "a", firstLine: 1)))
    #expect(segments.count == 1)
    #expect(segments[0].language == .korean)
  }

  @Test func joinedLinesOfTwoLanguagesSplitPerLine() {
    let block = Block(kind: .paragraph, lines: ["A toolbar appears at the bottom of the screen and holds", "툴바는 화면 아래에 나타납니다."],
                      location: SourceLocation(file: "a", firstLine: 3, lastLine: 4))
    let segments = LanguageTagger.segments(of: block)
    #expect(segments.map(\.language) == [.english, .korean])
    #expect(segments.map(\.location.firstLine) == [3, 4])
  }

  /// A table row of ASCII and Hangul syllables is cut at its ` | `s on the bytes; the cells are
  /// what Foundation's `components(separatedBy:)`, trimming spaces and dropping empty cells give.
  @Test(arguments: [
    "| Name | 이름 |",
    "| `useState` | 상태 변수를 선언합니다. |",
    "a | | b",
    "a |  | b",
    " |  x  |  | 가나 | ",
    "|| 한국어 || English ||",
    "no separator here",
    "trailing |",
    "| lead",
  ])
  func tableRowCellsOnBytesMatchFoundation(row: String) {
    var bytes = row
    let onBytes = bytes.withUTF8 { LanguageTagger.rowCells($0) }
    let foundation: [String]? = row.contains(" | ")
      ? row.components(separatedBy: " | ").map(\.trimmingSpaces).filter { !$0.isEmpty } : nil
    #expect(onBytes == foundation)
  }

  @Test func tableRowPairsItsEnglishCellWithItsKoreanCell() {
    let cells = LanguageTagger.tableCells("| Returns the current state. | 현재 상태를 반환합니다. |", kind: .tableRow)
    #expect(cells?.map(\.language) == [.english, .korean])
    #expect(cells?.map(\.text) == ["| Returns the current state.", "현재 상태를 반환합니다. |"])
  }
}

/// English prose as layout detection and missing reports count it: sentences, not the titles,
/// names and code lines a Korean page keeps.
@Suite struct EnglishProseTests {
  func prose(_ text: String) -> Bool { LanguageTagger.isEnglishProse(text, SegmentShape(text)) }

  @Test(arguments: [
    "Use a toolbar to give people access to frequently used commands",
    "Prefer system-provided symbols without borders.",
    "Watch the full keynote from Andrew Clark, Juan Tejada, and Lauren Tan here:",
  ])
  func sentencesAreProse(text: String) { #expect(prose(text)) }

  @Test(arguments: [
    "React Unpacked: A Roadmap to React 19",
    "useCallback(fn, dependencies)",
    "App.js:",
    "Andrew Clark, Juan Tejada, Lauren Tan, Rick Hanlon",
    "The Plan for React 18 and Beyond",
  ])
  func titlesNamesAndCodeAreNot(text: String) { #expect(!prose(text)) }
}

extension EnglishProseTests {
  @Test func aBylineOfANameAndADateIsNotProse() {
    #expect(!prose("글 devkim · 2025. 1. 8."))
    #expect(!prose("mongle · 2024. 10. 15."))
  }
}
