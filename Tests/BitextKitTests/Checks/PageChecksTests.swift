import Testing
@testable import BitextKit

/// The cross-source checks over a page aligned by `GroupAligner`: an older English version
/// (`source-changed`) and two translations of one English that disagree (`divergent-sources`).
@Suite("Page checks")
struct PageChecksTests {
  @Test("an older version's edited, moved and removed paragraphs: the words changed, a note on the current English")
  func editedParagraph() throws {
    let page = ToolbarsPage.align([ToolbarsPage.current, ToolbarsPage.older])
    var findings: [Finding] = []
    SourceChangeCheck.check(page, into: &findings)
    let edited = try #require(findings.first { $0.englishLocation?.firstLine == 3 })
    #expect(edited.unit == page.units.first { $0.source == "older.md" && $0.englishLocation?.firstLine == 3 }?.id)
    #expect(edited.evidence == ["an app", "a", "common"])
    #expect(edited.message.hasSuffix("[-an app-]{+a+} screen and contains buttons for performing {+common+} actions."))
    #expect(edited.notes == [Finding.Note(message: "Current English", location: SourceLocation(file: "current.md", firstLine: 3))])
    let removed = try #require(findings.first { $0.englishLocation?.firstLine == 11 })
    #expect(removed.evidence.isEmpty && removed.notes.isEmpty)
    #expect(removed.message == "the English changed since this translation: no longer in the current English")
    let moved = try #require(findings.first { $0.englishLocation?.firstLine == 7 })
    #expect(moved.message.contains("(now current.md:15): moved; "))
    #expect(moved.notes.map(\.location) == [SourceLocation(file: "current.md", firstLine: 15)])
    #expect(!findings.contains { $0.englishLocation?.firstLine == 15 })  // unchanged: no finding
  }

  @Test("two sources keeping different names: both units flagged, each with a note on the other")
  func divergentSources() throws {
    let english = "In iPadOS and visionOS, a toolbar can also appear at the top of the window."
    func unit(_ korean: String, _ file: String) -> TranslationUnit {
      var unit = TranslationUnit(
        group: "Toolbars",
        english: [Segment(language: .english, text: english, location: SourceLocation(file: "a.md", firstLine: 5), kind: .paragraph)],
        korean: [Segment(language: .korean, text: korean, location: SourceLocation(file: file, firstLine: 7), kind: .paragraph)],
        score: 0.9, status: .aligned)
      unit.source = file
      return unit
    }
    var page = GroupAlignment(name: "Toolbars", units: [unit("iPadOS와 visionOS에서는 툴바가 창 상단에도 나타납니다.", "a.md"),
                                                        unit("iPadOS에서는 툴바가 창 상단에도 나타납니다.", "blog.txt")].identified)
    page.parallelTranslations = [[0, 1]]
    var findings: [Finding] = []
    DivergenceCheck.check(page, into: &findings)
    #expect(findings.map(\.unit) == [page.units[0].id, page.units[1].id])
    #expect(findings.map { $0.notes.map(\.unit) } == [[page.units[1].id], [page.units[0].id]])
    #expect(findings[0].message == "differs from the translation in blog.txt:7: one source keeps visionos and the other does not")
    #expect(findings.allSatisfy { $0.evidence == ["visionos"] })
  }
}
