import Testing
@testable import BitextKit

@Suite struct SideBySideTests {
  @Test("slugs: ASCII letters lowercased, digits kept, other runs one hyphen, fallback when empty", arguments: [
    ("Toolbars", "toolbars"),
    ("Navigation bars", "navigation-bars"),
    ("  iOS 16 — Tool_bars! ", "ios-16-tool-bars"),
    ("<script>alert(1)</script>", "script-alert-1-script"),
    ("툴바", "group"),
    ("", "group"),
  ])
  func slug(name: String, expected: String) {
    #expect(SideBySide.slug(name, fallback: "group") == expected)
  }

  @Test("rows are English paragraphs in order; units of the same English share a row, one cell per source")
  func rows() {
    let result = ReportFixtures.result()
    let view = SideBySide(result)
    #expect(view.groups.count == 1)
    let group = view.groups[0]
    #expect(group.sources == [ReportFixtures.md, ReportFixtures.blog])
    #expect(group.rows.map(\.key.line) == [5, 9, 13, 17])
    let index = Dictionary(uniqueKeysWithValues: result.units.enumerated().map { ($1.id, $0) })
    #expect(group.rows.map { $0.cells.map { $0.map { index[$0.id]! } } } == [[[0], [1]], [[2], []], [[3], []], [[4], [5]]])
    #expect(group.extras.map { $0.map { index[$0.id]! } } == [[], [6]])
  }

  @Test("a finding links to its Korean cell, a missing one to its English row")
  func findingAnchors() {
    let result = ReportFixtures.result()
    let view = SideBySide(result)
    #expect(result.findings.map(view.anchor(for:)) == ["toolbars/11", "toolbars/17"])
  }
}
