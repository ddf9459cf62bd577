import Testing
@testable import BitextKit

@Suite struct TerminologyTests {
  static func unit(_ en: String, _ ko: String, _ source: String, line: Int) -> TranslationUnit {
    TranslationUnit(group: "Toolbars",
                    english: [Segment(language: .english, text: en, location: SourceLocation(file: "en.md", firstLine: line), kind: .paragraph)],
                    korean: [Segment(language: .korean, text: ko, location: SourceLocation(file: source, firstLine: line), kind: .quote)],
                    score: 0.9, status: .aligned, source: source)
  }

  static let english = [
    "A toolbar appears at the bottom of a screen.",
    "Avoid displaying too many toolbar items.",
    "Prefer a consistent appearance for all toolbar items.",
    "Place a toolbar at the top edge of the screen.",
  ]

  @Test func reportsATermRenderedDifferentlyBySources() throws {
    let a = ["도구 모음은 화면 아래에 나타납니다.", "도구 모음 항목을 너무 많이 표시하지 마십시오.",
             "모든 도구 모음 항목에 일관된 모양을 사용하십시오.", "화면 위쪽 가장자리에 도구 모음을 배치합니다."]
    let b = ["툴바는 화면 하단에 표시됩니다.", "툴바에 너무 많은 항목을 표시하지 마세요.",
             "모든 툴바 항목에 일관된 모양을 사용하는 것이 좋습니다.", "화면 상단 가장자리에 툴바를 배치하세요."]
    var units: [TranslationUnit] = []
    for i in 0..<4 { units.append(Self.unit(Self.english[i], a[i], "a.md", line: i + 1)) }
    for i in 0..<4 { units.append(Self.unit(Self.english[i], b[i], "blog.txt", line: i + 1)) }
    let variation = try #require(Terminology(units: units).variations.first { $0.english == "toolbar" })
    let renderings = Dictionary(uniqueKeysWithValues: variation.renderings.map { ($0.source, $0.korean) })
    #expect(renderings["a.md"] == "도구 모음")
    #expect(renderings["blog.txt"] == "툴바")
    #expect(variation.renderings.allSatisfy { $0.count == 4 && $0.total == 4 && !$0.example.isEmpty })
  }

  @Test func consistentSourcesReportNothingForTheTerm() {
    let b = ["툴바는 화면 하단에 표시됩니다.", "툴바에 너무 많은 항목을 표시하지 마세요.",
             "모든 툴바 항목에 일관된 모양을 사용하는 것이 좋습니다.", "화면 상단 가장자리에 툴바를 배치하세요."]
    var units: [TranslationUnit] = []
    for i in 0..<4 { units.append(Self.unit(Self.english[i], b[i], "a.md", line: i + 1)) }
    for i in 0..<4 { units.append(Self.unit(Self.english[i], b[i], "blog.txt", line: i + 1)) }
    #expect(!Terminology(units: units).variations.contains { $0.english == "toolbar" })
  }
}
