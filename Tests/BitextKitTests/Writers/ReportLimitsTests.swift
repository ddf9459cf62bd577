import Testing
@testable import BitextKit

/// The reports list the first rows of each kind and count the rest (`ReportLimits`), with
/// limits small enough to see on a page of ten paragraphs.
@Suite struct ReportLimitsTests {
  static let english = "docs/settings.md", korean = "docs/settings.ko.md"
  static let limits = ReportLimits(rowsPerKind: 2, findingsPerCode: 1, rowsInRun: 100, summaryRows: 100)

  static func segment(_ language: Language, _ text: String, _ file: String, _ line: Int) -> Segment {
    Segment(language: language, text: text, location: SourceLocation(file: file, firstLine: line), kind: .paragraph)
  }

  /// Page `group`: ten English paragraphs on odd lines 1–19, their Korean in a Korean-only file
  /// from line 101; paragraphs 3 and 7 untranslated (`missing`), term mismatches on 8 and 9;
  /// then three Korean paragraphs with no English (lines 201–203).
  static func units(group: String = "Settings", english: String = english, korean: String = korean) -> [TranslationUnit] {
    var units: [TranslationUnit] = (0..<10).map { i in
      let en = segment(.english, "Open Settings and choose option number \(i) for the display.", english, 2 * i + 1)
      guard i != 3 && i != 7 else {
        var unit = TranslationUnit(group: group, english: [en], korean: [], score: 0, status: .missing)
        unit.source = korean
        return unit
      }
      var unit = TranslationUnit(group: group, english: [en], korean: [segment(.korean, "설정을 열고 디스플레이 옵션 \(i)번을 선택하세요.", korean, 101 + i)],
                                 score: 0.9, status: .aligned)
      unit.source = korean
      return unit
    }
    for i in 0..<3 {
      var unit = TranslationUnit(group: group, english: [], korean: [segment(.korean, "역자 주: 설명 \(i)", korean, 201 + i)], score: 0, status: .extra)
      unit.source = korean
      units.append(unit)
    }
    return units.identified
  }

  static func result(_ pages: [[TranslationUnit]]) -> RunResult {
    let groups = pages.map { GroupAlignment(name: $0[0].group, units: $0) }
    var findings: [Finding] = []
    for units in pages {
      findings += [3, 7].map { Finding.missing(units[$0]) }
      findings += [8, 9].map { i in
        Finding(code: .termMismatch, severity: .error, englishLocation: units[i].englishLocation, koreanLocation: units[i].koreanLocation,
                message: "display in English is 화면 in Korean", evidence: ["display"], unit: units[i].id)
      }
    }
    let all = pages.flatMap { $0 }
    let documents = Set(all.compactMap(\.source)).sorted().map { path in
      DocumentResult(path: path, title: nil, layout: .koreanOnly, units: all.filter { $0.source == path }, skipped: [], issues: [], lineCount: 203)
    }
    return RunResult(documents: documents, groups: groups, findings: findings)
  }

  static func html(_ result: RunResult, _ limits: ReportLimits = limits) throws -> String {
    var writer = HTMLReportWriter(sink: [UInt8](), limits: limits)
    try writer.write(result)
    return String(decoding: writer.sink, as: UTF8.self)
  }

  static func markdown(_ result: RunResult, _ limits: ReportLimits = limits) throws -> String {
    var writer = MarkdownReportWriter(sink: [UInt8](), limits: limits)
    try writer.write(result)
    return String(decoding: writer.sink, as: UTF8.self)
  }

  @Test("a page lists the first rows of each kind and the rows of the first finding of each code, and counts the rest")
  func firstRowsOfEachKind() {
    let view = SideBySide(Self.result([Self.units()]), limits: Self.limits)
    let group = view.groups[0]
    // Aligned 0 and 1, missing 3 and 7, 8 for the first term mismatch; 2, 4, 5, 6 and 9 are not listed.
    #expect(group.rows.map(\.key.line) == [1, 3, 7, 15, 17])
    #expect(group.extras[0].map { $0.korean[0].location.firstLine } == [201, 202])
    #expect(group.unlisted.rows == [.aligned: 5, .extra: 1])
    #expect(group.unlisted.findings == [.termMismatch: 1])
  }

  @Test("a run under the limits is listed whole")
  func underTheLimits() {
    let view = SideBySide(Self.result([Self.units()]))
    #expect(view.groups[0].rows.count == 10)
    #expect(view.groups[0].unlisted.isEmpty)
  }

  @Test("report.html says what each page leaves out and where it is; findings.json links only to listed rows")
  func htmlCountsTheRest() throws {
    let result = Self.result([Self.units()])
    let html = try Self.html(result)
    for line in [1, 3, 7, 15, 17] { #expect(html.contains("<tr data-row id=\"settings/\(line)\">")) }
    for line in [5, 9, 11, 13, 19] { #expect(!html.contains("id=\"settings/\(line)\"")) }
    #expect(html.contains("… and 5 more aligned rows: see alignment.csv.<br>… and 1 more Korean paragraphs with no English: see alignment.csv."))
    #expect(html.contains("Findings on these rows: term-mismatch 1, in findings.json."))
    #expect(html.contains("This report lists per page the first 2 rows of each kind and the rows of the first 1 findings of each code"))

    var json = FindingsJSONWriter(sink: [UInt8](), limits: Self.limits)
    try json.write(result)
    let lines = String(decoding: json.sink, as: UTF8.self).split(separator: "\n")
    #expect(lines.contains { $0.contains("\"anchor\":\"settings/109\"") })  // paragraph 8's Korean
    #expect(lines.contains { $0.contains("\"code\":\"term-mismatch\"") && $0.contains("\"anchor\":null") })  // paragraph 9
  }

  @Test("past the run's budget a page has no section: the summary names it unlinked and a sentence counts it")
  func runBudget() throws {
    let result = Self.result([Self.units(), Self.units(group: "Display", english: "docs/display.md", korean: "docs/display.ko.md")])
    let limits = ReportLimits(rowsPerKind: 20, findingsPerCode: 20, rowsInRun: 13, summaryRows: 1)
    let html = try Self.html(result, limits)
    #expect(html.contains("<section class=\"group\" id=\"settings\">"))
    #expect(!html.contains("<section class=\"group\" id=\"display\">"))
    #expect(html.contains("… and 1 more pages with 13 units, past the 13 rows this report lists: see alignment.csv and findings.json."))
    #expect(html.contains("… and 1 more sources with 13 units (counted in the totals above)"))

    // report.md lists findings per page and rows per document: Settings' two findings spend a budget of two.
    let markdown = try Self.markdown(result, ReportLimits(rowsPerKind: 20, findingsPerCode: 20, rowsInRun: 2, summaryRows: 1))
    #expect(markdown.contains("## Settings"))
    #expect(!markdown.contains("## Display"))
    #expect(markdown.contains("… and 1 more pages with 13 units, past the 2 rows this report lists: see `alignment.csv` and `findings.json`."))
    #expect(markdown.contains("… and 2 more documents, past the 2 rows this report lists"))
    #expect(!markdown.contains("## docs/settings.ko.md"))
    #expect(markdown.contains("… and 1 more sources with 13 units (counted in the totals above): see `alignment.csv`."))
  }

  @Test("both summaries list a row per page and source up to the limit and count the rest with their units")
  func summaryRows() {
    func unit(_ source: String) -> TranslationUnit {
      TranslationUnit(group: "", english: [], korean: [], score: 0, status: .extra, source: source)
    }
    let pages = [(units: [unit("a.md"), unit("b.txt"), unit("a.md")], sources: ["a.md", "b.txt"]),
                 (units: [unit("c.md"), unit("c.md")], sources: ["c.md"])]
    let rows = SummaryRows(pages, limit: 2)
    #expect(rows.listed.map { "\($0.page) \($0.source) \($0.units.count)" } == ["0 a.md 2", "0 b.txt 1"])
    #expect(rows.unlistedNote(see: "x") == "… and 1 more sources with 2 units (counted in the totals above): see x.")
    #expect(SummaryRows(pages, limit: 3).unlistedNote(see: "x") == nil)
  }

  @Test("report.md lists the first findings of each code and the first rows of each list, and counts the rest")
  func markdownCountsTheRest() throws {
    let markdown = try Self.markdown(Self.result([Self.units()]))
    #expect(markdown.contains("### Findings (2, most severe first)"))
    #expect(markdown.components(separatedBy: "`term-mismatch` `docs/settings.ko.md:").count == 2)  // one listed
    #expect(markdown.contains("… and 1 more findings (term-mismatch 1): see `findings.json`."))
    #expect(markdown.contains("- `docs/settings.md:7` Open Settings and choose option number 3"))
    #expect(markdown.contains("- `docs/settings.ko.md:202` 역자 주: 설명 1"))
    #expect(!markdown.contains("설명 2"))
    #expect(markdown.contains("… and 1 more Korean paragraphs with no English: see `alignment.csv`."))
  }

  @Test("counts are grouped by thousands", arguments: [(0, "0"), (999, "999"), (1_000, "1,000"), (12_345, "12,345"), (1_234_567, "1,234,567")])
  func grouped(n: Int, text: String) {
    #expect(ReportLimits.grouped(n) == text)
  }
}
