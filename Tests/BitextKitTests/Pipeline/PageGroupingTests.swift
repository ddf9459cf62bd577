import Testing
@testable import BitextKit

@Suite("PageGrouping")
struct PageGroupingTests {
  static func documents(_ names: [String]) throws -> [DocumentResult] {
    try names.map { try DocumentReader.read(path: CorpusRun.corpus + "/" + $0) }
  }

  @Test("pages of the corpus: named by title, every unit with its page, its source and its own identity")
  func pagesOfTheCorpus() throws {
    let documents = try Self.documents(["buttons.txt", "toolbars.md", "toolbars-blog.txt"])
    let (pages, unmatched) = PageGrouping.align(documents, overrides: [:])
    #expect(unmatched.isEmpty)
    #expect(pages.groups.map(\.name) == ["Buttons", "Toolbars"])
    let toolbars = pages.groups[1]
    #expect(Set(toolbars.sources) == Set([documents[1].path, documents[2].path]))
    for page in pages.groups {
      #expect(page.units.allSatisfy { $0.group == page.name && $0.id != .unassigned })
    }
    // A blog row aligned to the English of toolbars.md belongs to the blog.
    #expect(toolbars.units.contains { $0.source == documents[2].path && $0.englishLocation?.file == documents[1].path })
    let ids = pages.groups.flatMap(\.units).map(\.id)
    #expect(Set(ids).count == ids.count)
  }

  @Test("a page grouped by hand keeps the name given; a path named in --group that was not read is returned")
  func namesAndOverrides() throws {
    let documents = try Self.documents(["buttons.txt", "navigation-bars.txt"])
    let (pages, unmatched) = PageGrouping.align(documents, overrides: ["Bars": [documents[1].path, "nowhere.md"]])
    #expect(unmatched == ["nowhere.md"])
    #expect(pages.groups.map(\.name).sorted() == ["Bars", "Buttons"])
    #expect(pages.groups.first { $0.name == "Bars" }?.sources == [documents[1].path])
  }

  static let buttons = readDocument("""
    # Buttons

    A button initiates an instantaneous action, such as Submit or Cancel, when people tap or click it.

    > 버튼은 사람들이 탭하거나 클릭할 때 제출이나 취소 같은 즉각적인 동작을 시작합니다.

    In visionOS, a button with a hover effect expands slightly when people look at it for a moment.

    > visionOS에서는 호버 효과가 있는 버튼이 사람들이 잠시 바라보면 약간 확장됩니다.

    """, path: "buttons.md")

  @Test("a Korean-only translation joins the page it translates, not another; its rows keep it as their source")
  func koreanOnlyJoinsItsPage() throws {
    let (pages, _) = PageGrouping.align([ToolbarsPage.current, Self.buttons, ToolbarsPage.blog], overrides: [:])
    #expect(pages.groups.map(\.name) == ["Toolbars", "Buttons"])
    let toolbars = pages.groups[0]
    #expect(toolbars.paths.sorted() == ["blog.txt", "current.md"])
    #expect(pages.groups[1].paths == ["buttons.md"])
    let missing = try #require(toolbars.units.first { $0.status == .missing })
    #expect(missing.source == "blog.txt" && missing.englishLocation == SourceLocation(file: "current.md", firstLine: 11))
    #expect(missing.group == "Toolbars" && missing.id != .unassigned)
  }

  @Test("two pages of one name: the second is named apart, and its units with it")
  func sameName() throws {
    let (pages, _) = PageGrouping.align([ToolbarsPage.current, Self.buttons], overrides: ["Toolbars": ["buttons.md"]])
    try #require(pages.groups.count == 2)
    #expect(pages.groups.map(\.name).sorted() == ["Toolbars", "Toolbars (2)"])
    for page in pages.groups { #expect(page.units.allSatisfy { $0.group == page.name }) }
  }
}
