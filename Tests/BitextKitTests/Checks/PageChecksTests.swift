import Testing
@testable import BitextKit

/// The cross-source checks over a page aligned by `GroupAligner`: an older English version
/// (`source-changed`) and two translations of one English that disagree (`divergent-sources`).
@Suite("Page checks")
struct PageChecksTests {
  static func document(_ text: String, path: String) -> DocumentResult {
    var reader = LineReader(source: MemoryByteSource(bytes: Array(text.utf8), chunkSizes: .fixed(64)), path: path)
    return DocumentReader.read(&reader, path: path)
  }

  static let current = document("""
    # Toolbars

    A toolbar appears at the bottom of a screen and contains buttons for performing common actions.

    > 툴바는 화면 하단에 나타나며 자주 하는 작업을 수행하는 버튼을 포함합니다.

    Use the system-provided toolbar buttons for standard actions such as Share.

    > 공유 같은 표준 작업에는 시스템이 제공하는 툴바 버튼을 사용하세요.

    In watchOS, the toolbar itself isn't visible, but a toolbar button can appear at the top of a view.

    > watchOS에서는 툴바 자체는 보이지 않지만 툴바 버튼이 뷰 상단에 나타날 수 있습니다.

    Prefer text labels for toolbar items that people might not recognize from a symbol alone.

    > 기호만으로 알아보기 어려운 툴바 항목에는 텍스트 레이블을 사용하세요.

    """, path: "current.md")

  static let older = document("""
    # Toolbars

    A toolbar appears at the bottom of an app screen and contains buttons for performing actions.

    > 툴바는 앱 화면 하단에 나타나며 작업을 수행하는 버튼을 포함합니다.

    Toolbars are translucent and often hide when people are unlikely to need them.

    > 툴바는 반투명하며 필요하지 않을 때 숨겨집니다.

    Use the system-provided toolbar buttons for standard actions such as Share.

    > 공유 같은 표준 작업에는 시스템이 제공하는 툴바 버튼을 사용하세요.

    """, path: "older.md")

  static func page(_ documents: [DocumentResult]) -> GroupAlignment {
    var page = GroupAligner().align(documents, group: SourceGroup(name: "Toolbars", paths: documents.map(\.path)))
    page.units = page.units.identified
    return page
  }

  @Test("an edited paragraph of the older version: its removed and added words, a note on the current English")
  func editedParagraph() throws {
    let page = Self.page([Self.current, Self.older])
    var findings: [Finding] = []
    SourceChangeCheck.check(page, into: &findings)
    let edited = try #require(findings.first { $0.englishLocation?.firstLine == 3 })
    #expect(edited.unit == page.units.first { $0.source == "older.md" && $0.englishLocation?.firstLine == 3 }?.id)
    #expect(edited.evidence == ["an app", "a", "common"])
    #expect(edited.message.hasSuffix("[-an app-]{+a+} screen and contains buttons for performing {+common+} actions."))
    #expect(edited.notes == [Finding.Note(message: "Current English", location: SourceLocation(file: "current.md", firstLine: 3))])
    let removed = try #require(findings.first { $0.englishLocation?.firstLine == 7 })
    #expect(removed.evidence.isEmpty && removed.notes.isEmpty)
    #expect(removed.message == "the English changed since this translation: no longer in the current English")
    #expect(!findings.contains { $0.englishLocation?.firstLine == 11 })  // unchanged: no finding
  }

  @Test("version links: the in-order chain of similar paragraphs; unrelated ones stay unmatched")
  func versionLinks() {
    let old = ["A toolbar appears at the bottom of an app screen and contains buttons for performing actions.",
               "Toolbars are translucent and often hide when people are unlikely to need them.",
               "Use the system-provided toolbar buttons for standard actions such as Share."]
    let new = ["A toolbar appears at the bottom of a screen and contains buttons for performing common actions.",
               "Use the system-provided toolbar buttons for standard actions such as Share.",
               "In watchOS, the toolbar itself isn't visible."]
    #expect(OlderVersionAligner.links(old: old, new: new).map { [$0.0, $0.1] } == [[0, 0], [2, 1]])
    #expect(OlderVersionAligner.links(old: [old[1]], new: new).isEmpty)
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
