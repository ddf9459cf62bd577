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
}
