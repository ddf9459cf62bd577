import Testing
@testable import BitextKit

@Suite("RunChecks")
struct RunChecksTests {
  static func unit(_ english: String, _ korean: String?, file: String, line: Int) -> TranslationUnit {
    var unit = TranslationUnit(
      group: "Buttons",
      english: [Segment(language: .english, text: english, location: SourceLocation(file: file, firstLine: line), kind: .paragraph)],
      korean: korean.map { [Segment(language: .korean, text: $0, location: SourceLocation(file: file, firstLine: line + 1), kind: .paragraph)] } ?? [],
      score: korean == nil ? 0 : 0.9, status: korean == nil ? .missing : .aligned)
    unit.source = file
    return unit
  }

  /// A paragraph without Korean and a translation naming another platform than its English.
  static let buttons = GroupAlignment(name: "Buttons", units: [
    unit("Several specific button types are unique to macOS.", nil, file: "b.txt", line: 40),
    unit("In macOS and visionOS, the system displays a tooltip after a moment.", "macOS와 tvOS에서는 잠시 후 시스템이 툴팁을 표시합니다.", file: "b.txt", line: 10),
  ].identified)

  @Test("findings of every page, each naming a unit of the pages, sorted by file and line; missing units get `missing`")
  func findingsOverPages() {
    let buttons = Self.buttons
    let bars = GroupAlignment(name: "Navigation bars", units: [
      Self.unit("No additional considerations for tvOS.", nil, file: "a.txt", line: 28),
    ].identified)
    let findings = RunChecks.findings([buttons, bars])
    #expect(findings.map(\.code) == [.missing, .termMismatch, .missing])
    #expect(findings.map { $0.location?.description ?? "" } == ["a.txt:28", "b.txt:11", "b.txt:40"])
    #expect(findings.map(\.unit) == [bars.units[0].id, buttons.units[1].id, buttons.units[0].id])
    let flags = FindingsByUnit(findings)
    #expect(flags.codes(of: buttons.units[1].id) == [.termMismatch])
    #expect(flags.codes(of: buttons.units[0].id) == [.missing])
  }

  @Test("units with findings of each code: a unit counts once per code however many findings of it it has")
  func unitCountsPerCode() {
    let units = Self.buttons.units
    let twice = Finding(.termMismatch, .warning, units[1], "a second finding of the same code", evidence: [])
    let flags = FindingsByUnit(RunChecks.findings([Self.buttons]) + [twice])
    #expect(flags.unitCounts(units) == [.missing: 1, .termMismatch: 1])
    #expect(flags.unitCounts(units.prefix(1)) == [.missing: 1])
    #expect(flags.unitCounts([TranslationUnit]()).isEmpty)
  }

  @Test("codes the settings disable are dropped, the others kept")
  func disabledCodes() {
    #expect(RunChecks.findings([Self.buttons], settings: CheckSettings(disabled: [.missing])).map(\.code) == [.termMismatch])
    #expect(RunChecks.findings([Self.buttons], settings: CheckSettings(disabled: [.termMismatch])).map(\.code) == [.missing])
  }

  @Test("a page of several sources: an older version's changes, two translations that disagree, a paragraph a source left out")
  func pageOfSeveralSources() {
    let page = ToolbarsPage.align([ToolbarsPage.current, ToolbarsPage.blog, ToolbarsPage.older])
    let findings = RunChecks.findings([page])
    func units(_ code: FindingCode) -> [String] {
      findings.filter { $0.code == code }.compactMap { finding in
        page.units.first { $0.id == finding.unit }.map { "\($0.source ?? "") \($0.englishLocation?.firstLine ?? 0)" }
      }
    }
    #expect(units(.sourceChanged) == ["older.md 3", "older.md 7", "older.md 11"])
    #expect(units(.divergentSources).sorted() == ["blog.txt 19", "current.md 19"])
    #expect(findings.first { $0.code == .divergentSources }?.evidence == ["12"])
    #expect(units(.missing) == ["blog.txt 11"])
  }
}
