import Foundation
import Testing
@testable import BitextKit

/// Facts about the toolbars page, which three sources translate: `toolbars.md` (current English
/// with Korean), `toolbars-ios-legacy.txt` (an older English version with Korean) and
/// `toolbars-blog.txt` (a Korean-only blog post).
@Suite struct CrossSourceCorpusTests {
  let run = CorpusRun.shared
  let blog = "toolbars-blog.txt"

  @Test func threeGroupsFromContent() {
    let groups = Dictionary(grouping: run.rows, by: { $0["group"]! }).mapValues { Set($0.compactMap { $0["ko_file"] }.filter { !$0.isEmpty }) }
    #expect(groups.count == 3)
    #expect(groups["Toolbars"] == Set(["toolbars.md", "toolbars-ios-legacy.txt", "toolbars-blog.txt"].map(run.file)))
    #expect(groups["Buttons"] == [run.file("buttons.txt")])
    #expect(groups["Navigation bars"] == [run.file("navigation-bars.txt")])
  }

  @Test(arguments: [
    (12, 23, "플랫폼에 따라 툴바의 모양과"),
    (3, 20, "툴바(toolbar)는 현재 뷰와"),
    (341, 161, "전체 너비의 단일 툴바 버튼을"),
  ])
  func blogParagraphsAlignToTheCurrentEnglish(englishLine: Int, koreanLine: Int, korean: String) throws {
    let rows = run.rows("toolbars.md", englishLine: englishLine, source: blog)
    try #require(rows.count == 1)
    #expect(rows[0]["status"] == "aligned")
    #expect(rows[0]["ko_line"] == String(koreanLine))
    #expect(rows[0]["ko"]!.hasPrefix(korean))
  }

  @Test func twoCaptionsMergedIntoOneBlogLineAreOneTwoToOneUnit() throws {
    let rows = run.rows("toolbars.md", englishLine: 98, source: blog)
    try #require(rows.count == 1)
    #expect(rows[0]["status"] == "aligned")
    #expect(rows[0]["ko_line"] == "62")
    #expect(rows[0]["en"]!.contains("The Mail toolbar uses") && rows[0]["en"]!.contains("When no mailboxes appear"))
    #expect(run.rows("toolbars.md", englishLine: 107, source: blog).isEmpty)
  }

  @Test func englishLineCopiedByTheBlogIsAlignedAndFlaggedUntranslated() throws {
    let row = try #require(run.rows("toolbars.md", englishLine: 116, source: blog).first)
    #expect(row["status"] == "aligned")
    #expect(row["ko_line"] == "68")
    #expect(row["flags"]!.contains("untranslated"))
  }

  @Test func blogIntroAndFooterAreNotAlignedToAnything() {
    let extra = run.rows.filter { $0["ko_file"] == run.file(blog) && $0["status"] == "extra" }.compactMap { Int($0["ko_line"]!) }
    #expect(extra.contains(14))   // the translators' introduction
    #expect(extra.contains(189))  // "작가의 이전글 …" footer
    #expect(!run.rows.contains { $0["ko_file"] == run.file(blog) && $0["status"] == "aligned" && ["14", "189", "190"].contains($0["ko_line"]!) })
  }

  @Test func olderEnglishVersionIsFlaggedSourceChangedWithADiff() throws {
    let legacy = run.rows.filter { $0["ko_file"] == run.file("toolbars-ios-legacy.txt") }
    #expect(legacy.contains { $0["flags"]!.contains("source-changed") })
    let report = run.text("report.md")
    #expect(report.contains("source-changed"))
    #expect(report.contains("[-") || report.contains("\\[-"))
    #expect(report.contains("current English"))
  }
}
