import Testing
@testable import BitextKit

@Suite("GroupAligner")
struct GroupAlignerTests {
  /// `source status line-of-English` per row, in page order.
  static func rows(_ page: GroupAlignment) -> [String] {
    page.units.map { "\($0.source ?? "-") \($0.status.rawValue) \($0.englishLocation.map { "\($0.firstLine)" } ?? "-")" }
  }

  @Test("rows in page order: at each paragraph the current English, then the Korean-only source, then the older version's rows that follow it")
  func pageOrder() {
    let page = ToolbarsPage.align([ToolbarsPage.older, ToolbarsPage.blog, ToolbarsPage.current])
    #expect(page.currentEnglish == "current.md")
    #expect(Self.rows(page) == [
      "blog.txt extra -",
      "current.md aligned 3", "blog.txt aligned 3", "older.md aligned 3", "older.md aligned 7", "older.md aligned 11",
      "current.md aligned 7", "blog.txt aligned 7", "older.md aligned 15",
      "current.md aligned 11", "blog.txt missing 11",
      "current.md aligned 15", "blog.txt aligned 15",
      "current.md aligned 19", "blog.txt aligned 19",
    ])
    #expect(page.units.allSatisfy { $0.group == "Toolbars" })
    #expect(page.roles == ["current.md": "current English with its Korean",
                           "blog.txt": "Korean-only translation, aligned to current.md",
                           "older.md": "older English version of current.md"])
  }

  @Test("the older version's changes and the parallel translations name their rows in page order")
  func changesAndTranslations() {
    let page = ToolbarsPage.align([ToolbarsPage.current, ToolbarsPage.blog, ToolbarsPage.older])
    #expect(page.versionChanges.map { page.units[$0.unitIndex].englishLocation } == [3, 7, 11].map { SourceLocation(file: "older.md", firstLine: $0) })
    #expect(page.versionChanges.map(\.currentLocation) == [SourceLocation(file: "current.md", firstLine: 3),
                                                           SourceLocation(file: "current.md", firstLine: 15), nil])
    // Paragraphs the current source and the blog both translate (not watchOS, which the blog left out).
    #expect(page.parallelTranslations.map { $0.map { page.units[$0].source ?? "" } } == Array(repeating: ["current.md", "blog.txt"], count: 4))
    #expect(page.parallelTranslations.map { page.units[$0[0]].englishLocation?.firstLine } == [3, 7, 15, 19])
  }

  @Test("no English in the page: each Korean-only document keeps its own rows")
  func noEnglish() {
    let page = ToolbarsPage.align([ToolbarsPage.blog, ToolbarsPage.olderBlog])
    #expect(page.currentEnglish == nil)
    #expect(page.units.map(\.koreanLocation) == (ToolbarsPage.blog.units + ToolbarsPage.olderBlog.units).map(\.koreanLocation))
    #expect(page.currentEnglishReason == "no source in this group has English paragraphs")
  }

  @Test("rows are placed by paragraph, then at before after it, then by source")
  func rowPlaceOrder() {
    let places = [RowPlace(paragraph: 2, source: 0), RowPlace(paragraph: 1, isAfter: true, source: 0),
                  RowPlace(paragraph: 1, source: 3), RowPlace(paragraph: -1, isAfter: true, source: 1),
                  RowPlace(paragraph: 1, isAfter: true, source: 2), RowPlace(paragraph: -1, source: 4)]
    #expect(places.sorted() == [places[5], places[3], places[2], places[1], places[4], places[0]])
  }
}
