/// Writes `report.html`: one self-contained page (inline CSS and JS, no network, no external
/// font) a translator opens to see, per page of the documentation, which Korean needs work:
///
/// - totals, then a summary table per group and source (units, aligned, missing, extra, and
///   the units carrying each finding code present in the run), then a legend of the codes with
///   the names Xbench users know;
/// - per group a side-by-side table: English | one column per Korean source, one row per
///   English paragraph in order; a missing translation is a striped red cell labelled
///   "missing", a source with no unit for the row a grey "not in this source" cell; each
///   finding sits in its cell (severity, code, message) and its evidence is marked (`<mark>`)
///   in both texts; translator notes follow the Korean; Korean with no English is listed per
///   source below the table;
/// - anchors `id="<group-slug>/<line>"` on rows (English line) and Korean cells (Korean line),
///   the same ones `findings.json` gives as `anchor` (see `SideBySide`);
/// - a filter by finding code and by source, the only part that needs JavaScript (hidden
///   without it; the page is complete without it);
/// - bounded by `ReportLimits`: per page the first rows of each kind and those of the first
///   findings of each code, each list saying how many more `alignment.csv` and `findings.json`
///   hold; the summary table and the pages stop at the run's limits, with a count of the rest.
///
/// Readable from a phone (420 px: the summary's rows become labelled lines, the legend one
/// column) to a wide screen (the summary's columns shrink to fit; it scrolls sideways only
/// when they cannot).
///
/// Every input text (English, Korean, notes, group names, paths, messages, evidence) goes
/// through `HTMLEscaping`, attributes included; the script and the attributes it reads hold
/// only our own numbers and finding codes, never input.
public struct HTMLReportWriter<Sink: ByteSink> {
  public private(set) var sink: Sink
  public let limits: ReportLimits

  public init(sink: Sink, limits: ReportLimits = .standard) {
    self.sink = sink
    self.limits = limits
  }

  public mutating func write(_ result: RunResult) throws {
    try write(result, view: SideBySide(result, limits: limits))
  }

  /// Writes the report of `result` from its side-by-side `view` (made with these `limits`),
  /// which `findings.json`'s writer may share.
  mutating func write(_ result: RunResult, view: SideBySide) throws {
    let page = Page(result, view: view)
    try head()
    try header(page)
    try summary(page)
    try readingProblems(page)
    try legend(page)
    try filters(page)
    for group in page.view.groups where group.isListed { try write(group, page) }
    try unlistedPages(page)
    try unplacedFindings(page)
    try raw(built: "<script>\n\(HTMLReportStyle.script)\n</script>\n</body>\n</html>\n")
    try sink.flush()
  }

  /// What the sections share: the view, findings per unit (most severe first) and the run's
  /// sources numbered once for the filter.
  struct Page {
    var result: RunResult
    var view: SideBySide
    var findingsByUnit: FindingsByUnit
    var sources: [String] = []
    var sourceNumber: [String: Int] = [:]
    var codes: [FindingCode]
    /// The run's findings per code (codes with none absent).
    var codeCounts: [FindingCode: Int] = [:]

    init(_ result: RunResult, view: SideBySide) {
      self.result = result
      self.view = view
      findingsByUnit = view.findingsByUnit
      for source in view.groups.flatMap(\.sources) where sourceNumber[source] == nil {
        sourceNumber[source] = sources.count
        sources.append(source)
      }
      codeCounts = FindingCode.counts(result.findings)
      codes = FindingCode.allCases.filter { [codeCounts] code in codeCounts[code] != nil }
    }

    func codes(of units: [TranslationUnit]) -> String {
      FindingsByUnit.codes(units.flatMap { findingsByUnit[$0.id] }).map(\.rawValue).joined(separator: " ")
    }
  }

  // MARK: Page frame

  private mutating func head() throws {
    try raw(built: """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>bitext report</title>
      <style>
      \(HTMLReportStyle.css)
      </style>
      </head>
      <body>

      """)
  }

  private mutating func header(_ page: Page) throws {
    let counts = page.result.unitCounts, tally = page.result.findingTally
    try raw(built: "<h1>bitext report</h1>\n<p>\(plural(page.result.documents.count, "document")), \(plural(counts.total, "unit")): ")
    try raw(built: "\(counts.aligned) aligned, \(counts.missing) missing, ")
    try raw(built: "\(counts.extra) extra. \(plural(tally.total, "finding")): ")
    try raw(built: "\(plural(tally[.error], "error")), \(plural(tally[.warning], "warning")), \(tally[.info]) info.</p>\n")
    if page.result.omittedFindings.total > 0 {
      try raw(built: "<p>\(plural(page.result.omittedFindings.total, "finding")) counted but not listed (\(RunLog.findingLimitReason)).</p>\n")
    }
    try raw("<p class=\"tmx\">")
    try text(TMXSummary.sentence(page.result.translationMemory))
    try raw("</p>\n")
    if page.result.review.path != nil {
      try raw("<p class=\"review\">")
      try text(ReviewSummary.sentence(page.result.review))
      for decision in page.result.review.unmatched {
        try raw(built: "<br><span class=\"muted\">no longer matching: line \(decision.line) \(decision.verdict.rawValue)</span> ")
        try text(decision.english)
      }
      try raw("</p>\n")
    }
    if page.view.groups.contains(where: { !$0.unlisted.isEmpty }) {
      try raw(built: "<p class=\"unlisted\">This report lists per page the first \(ReportLimits.grouped(limits.rowsPerKind)) rows of each kind ")
      try raw(built: "and the rows of the first \(ReportLimits.grouped(limits.findingsPerCode)) findings of each code, ")
      try raw(built: "\(ReportLimits.grouped(limits.rowsInRun)) rows in all; each list says how many more there are. ")
      try raw("<code>alignment.csv</code> has every row and <code>findings.json</code> every finding.</p>\n")
    }
  }

  private mutating func filters(_ page: Page) throws {
    try raw("<form class=\"filters\" onsubmit=\"return false\">\n<fieldset><legend>Show rows with</legend>")
    try raw("<label><input type=\"checkbox\" data-filter-code value=\"*\"> any finding</label>")
    for code in page.codes {
      try raw(built: "<label><input type=\"checkbox\" data-filter-code value=\"\(code.rawValue)\"> <code>\(code.rawValue)</code></label>")
    }
    try raw("</fieldset>\n<fieldset><legend>Sources</legend>")
    for (number, source) in page.sources.enumerated() {
      try raw(built: "<label><input type=\"checkbox\" data-filter-source value=\"\(number)\" checked> ")
      try text(source)
      try raw("</label>")
    }
    try raw("</fieldset>\n</form>\n")
  }

  // MARK: Summary and legend

  private mutating func summary(_ page: Page) throws {
    let codes = page.codes.filter { $0 != .missing }
    try raw("<h3>Summary</h3>\n<div class=\"scroll\">\n<table class=\"summary\">\n<thead><tr><th>group</th><th>source</th>")
    try raw("<th class=\"n\">units</th><th class=\"n\">aligned</th><th class=\"n\">missing</th><th class=\"n\">extra</th>")
    for code in codes { try raw(built: "<th class=\"n\"><code>\(code.rawValue)</code></th>") }
    try raw("</tr></thead>\n<tbody>\n")
    let groups = page.view.groups
    let rows = SummaryRows(groups.map { ($0.units, $0.sources) }, limit: limits.summaryRows)
    // Each group's findings by position (the groups are the non-empty pages).
    let findingsOfGroup = page.result.findingsByRow.pages(groups.map(\.units.count))
    for row in rows.listed {
      let group = groups[row.page], members = row.units
      try raw(built: "<tr data-source=\"\(page.sourceNumber[row.source]!)\"><td>")
      if group.isListed { try raw(built: "<a href=\"#\(group.slug)\">") }
      try text(group.name)
      try raw(group.isListed ? "</a></td><td><code>" : "</td><td><code>")
      try text(row.source)
      try raw("</code></td>")
      try number(members.count, hot: false, label: "units")
      for status in [TranslationUnit.Status.aligned, .missing, .extra] {
        try number(members.count { $0.status == status }, hot: status == .missing, label: status.rawValue)
      }
      let perCode = findingsOfGroup[row.page].unitCounts(row.indices)
      for code in codes { try number(perCode[code] ?? 0, hot: true, label: code.rawValue) }
      try raw("</tr>\n")
    }
    try raw("</tbody>\n</table>\n</div>\n")
    if let note = rows.unlistedNote(see: "<code>alignment.csv</code>") {
      try raw(built: "<p class=\"unlisted\">\(note)</p>\n")
    }
  }

  /// What could not be read as written (invalid UTF-8, control characters, cut lines, unclosed
  /// fences), per line, so a translator sees why a paragraph may be absent from the tables.
  private mutating func readingProblems(_ page: Page) throws {
    let issues = page.result.documents.flatMap(\.issues)
    guard !issues.isEmpty else { return }
    try raw("<h3>Reading problems</h3>\n<ul class=\"problems\">\n")
    for issue in issues.prefix(limits.rowsPerKind) {
      try raw("<li><code>")
      try text("\(issue.location)")
      try raw("</code> ")
      try text(issue.message)
      try raw("</li>\n")
    }
    try raw("</ul>\n")
    if issues.count > limits.rowsPerKind {
      try raw(built: "<p class=\"unlisted\">… and \(ReportLimits.grouped(issues.count - limits.rowsPerKind)) more reading problems: ")
      try raw("see <code>report.md</code> per document.</p>\n")
    }
  }

  /// A count cell; `label` (our own column name) heads it when the summary's rows become
  /// lines on a narrow screen.
  private mutating func number(_ n: Int, hot: Bool, label: String) throws {
    let kind = n == 0 ? "n zero" : hot ? "n hot" : "n"
    try raw(built: "<td class=\"\(kind)\" data-label=\"\(label)\">\(n)</td>")
  }

  private mutating func legend(_ page: Page) throws {
    try raw("<h3>Codes</h3>\n<dl class=\"legend\">\n")
    for code in FindingCode.allCases {
      let count = page.codeCounts[code, default: 0]
      try raw(built: "<dt>\(code.rawValue)</dt><dd>")
      try text(FindingCode.xbenchMeaning[code] ?? "")
      try raw(built: count == 0 ? "</dd>\n" : " <span class=\"muted\">(\(count))</span></dd>\n")
    }
    try raw("</dl>\n")
  }

  // MARK: Groups

  private mutating func write(_ group: SideBySide.Group, _ page: Page) throws {
    try raw(built: "<section class=\"group\" id=\"\(group.slug)\">\n<h2>")
    try text(group.name)
    try raw(built: "</h2>\n<p class=\"muted\">\(group.paragraphs) English paragraphs, \(group.sources.count) ")
    try raw(group.sources.count == 1 ? "source.</p>\n" : "sources.</p>\n")
    if group.rows.isEmpty {
      try raw("<p>No English in this group.</p>\n")
    } else {
      try table(group, page)
    }
    try extras(group, page)
    try unlisted(group.unlisted)
    try raw("</section>\n")
  }

  /// What the page has beyond what is listed: rows by kind, and the findings on them by code.
  private mutating func unlisted(_ unlisted: SideBySide.Unlisted) throws {
    guard !unlisted.isEmpty else { return }
    try raw("<p class=\"unlisted\">")
    for kind in SideBySide.Kind.allCases {
      guard let n = unlisted.rows[kind] else { continue }
      try text(ReportLimits.more(n, kind.noun, see: "alignment.csv"))
      try raw("<br>")
    }
    if !unlisted.findings.isEmpty {
      try text("Findings on these rows: \(ReportLimits.byCode(unlisted.findings)), in findings.json.")
    }
    try raw("</p>\n")
  }

  /// Pages past the run's limit: counted in one paragraph.
  private mutating func unlistedPages(_ page: Page) throws {
    let pages = page.view.groups.filter { !$0.isListed }
    guard !pages.isEmpty else { return }
    let units = pages.reduce(0) { $0 + $1.units.count }
    try raw("<p class=\"unlisted\">")
    try text("… and \(ReportLimits.grouped(pages.count)) more pages with \(ReportLimits.grouped(units)) units, "
      + "past the \(ReportLimits.grouped(limits.rowsInRun)) rows this report lists: see alignment.csv and findings.json.")
    try raw("</p>\n")
  }

  private mutating func table(_ group: SideBySide.Group, _ page: Page) throws {
    try raw("<table class=\"pairs\">\n<thead><tr><th>English")
    if group.englishFiles.count == 1 {
      try raw(" <span class=\"loc\">")
      try text(group.englishFiles[0])
      try raw("</span>")
    }
    try raw("</th>")
    for source in group.sources {
      try raw(built: "<th data-source=\"\(page.sourceNumber[source]!)\">Korean <span class=\"loc\">")
      try text(source)
      try raw("</span></th>")
    }
    try raw("</tr></thead>\n<tbody>\n")
    for row in group.rows { try write(row, group, page) }
    try raw("</tbody>\n</table>\n")
  }

  private mutating func write(_ row: SideBySide.Row, _ group: SideBySide.Group, _ page: Page) throws {
    let units = row.cells.flatMap { $0 }
    let evidence = units.flatMap { page.findingsByUnit[$0.id].flatMap(\.evidence) }
    let english = row.representative
    try raw("<tr data-row id=\"")
    try sink.append(row.anchor)
    try raw("\"><td lang=\"en\"><a class=\"loc\" href=\"#")
    try sink.append(row.anchor)
    try raw("\">")
    try text(location(english.english.map(\.location), shownAbove: group.englishFiles.count == 1 ? row.key.file : nil))
    try raw("</a>")
    try EvidenceMarker.append(english.englishText, marking: evidence, to: &sink)
    try raw("</td>")
    for (column, source) in group.sources.enumerated() {
      try cell(row.cells[column], source: page.sourceNumber[source]!, column: source, page)
    }
    try raw("</tr>\n")
  }

  private mutating func cell(_ units: [TranslationUnit], source: Int, column: String, _ page: Page) throws {
    let codes = page.codes(of: units)
    guard !units.isEmpty else {
      return try raw(built: "<td class=\"absent\" data-source=\"\(source)\" data-codes=\"\"><span class=\"badge absent\">not in this source</span></td>")
    }
    let allMissing = units.allSatisfy { $0.status == .missing }
    try raw(allMissing ? "<td lang=\"ko\" class=\"missing\" data-source=\"" : "<td lang=\"ko\" data-source=\"")
    try sink.appendDecimal(source)
    try raw("\" data-codes=\"")
    try sink.append(codes)
    try raw("\">")
    for unit in units { try unitBody(unit, page, anchorOnLink: true, column: column) }
    try raw("</td>")
  }

  /// The Korean of one unit with its location, findings and notes (inside a cell or a list item).
  /// `anchorOnLink` puts the unit's anchor on its location link (in a cell, which may hold
  /// several units); a list item carries it itself.
  private mutating func unitBody(_ unit: TranslationUnit, _ page: Page, anchorOnLink: Bool, column: String) throws {
    let findings = page.findingsByUnit[unit.id]
    if unit.korean.isEmpty {
      try raw("<span class=\"badge missing\">missing</span><span class=\"muted\">no Korean for this English</span>")
    } else {
      let anchor = page.view.unitAnchors[unit.id] ?? ""
      if anchorOnLink {
        try raw("<a class=\"loc\" id=\"")
        try sink.append(anchor)
        try raw("\" href=\"#")
      } else {
        try raw("<a class=\"loc\" href=\"#")
      }
      try sink.append(anchor)
      try raw("\">")
      try text(location(unit.korean.map(\.location), shownAbove: column))
      try raw("</a>")
      try EvidenceMarker.append(unit.koreanText, marking: findings.flatMap(\.evidence), to: &sink)
    }
    if page.result.review.accepted.contains(unit.id) {
      try raw("<div class=\"review\"><span class=\"badge\">reviewed</span> accepted</div>")
    }
    if let reason = page.result.translationMemory.leftOut[unit.id] {
      try raw(built: "<div class=\"tmx-out\"><span class=\"badge absent\">not in TMX</span> <code>\(reason.rawValue)</code> ")
      try text(reason.explanation)
      try raw("</div>")
    }
    for finding in findings where finding.code != .missing { try write(finding) }
    for note in unit.notes {
      try raw("<div class=\"note\">")
      try text(note)
      try raw("</div>")
    }
  }

  private mutating func write(_ finding: Finding) throws {
    try raw("<div class=\"finding sev-")
    try sink.append(finding.severity.rawValue)
    try raw("\"><span class=\"sev\">")
    try sink.append(finding.severity.rawValue)
    try raw("</span><code>")
    try sink.append(finding.code.rawValue)
    try raw("</code> ")
    try text(finding.message)
    if !finding.evidence.isEmpty {
      try raw(" <span class=\"muted\">(")
      for (i, token) in finding.evidence.enumerated() {
        try raw(i == 0 ? "<mark>" : ", <mark>")
        try text(token)
        try raw("</mark>")
      }
      try raw(")</span>")
    }
    try raw("</div>")
  }

  private mutating func extras(_ group: SideBySide.Group, _ page: Page) throws {
    for (column, units) in group.extras.enumerated() where !units.isEmpty {
      let source = page.sourceNumber[group.sources[column]]!
      try raw(built: "<div data-extras data-source=\"\(source)\"><h3>Korean with no English in <code>")
      try text(group.sources[column])
      try raw(built: "</code> (\(units.count))</h3>\n<ul class=\"extras\">\n")
      for unit in units {
        try raw("<li lang=\"ko\" data-row data-source=\"")
        try sink.appendDecimal(source)
        try raw("\" data-codes=\"")
        try sink.append(page.codes(of: [unit]))
        if let anchor = page.view.unitAnchors[unit.id] {
          try raw("\" id=\"")
          try sink.append(anchor)
        }
        try raw("\">")
        try unitBody(unit, page, anchorOnLink: false, column: group.sources[column])
        try raw("</li>\n")
      }
      try raw("</ul>\n</div>\n")
    }
  }

  /// Findings not about a unit of the pages (those of a streamed document), so nothing a check
  /// says is left out.
  private mutating func unplacedFindings(_ page: Page) throws {
    let held = Set(page.result.units.lazy.map(\.id))
    // By index: a streamed document's findings are all loose, and a filtered copy held every one.
    let findings = page.result.findings
    let loose = findings.indices.filter { findings[$0].unit.map { !held.contains($0) } ?? true }
    guard !loose.isEmpty else { return }
    try raw("<h2>Other findings</h2>\n")
    var listed: [FindingCode: Int] = [:], unlisted: [FindingCode: Int] = [:]
    for i in loose {
      let code = findings[i].code
      guard listed[code, default: 0] < limits.findingsPerCode else {
        unlisted[code, default: 0] += 1
        continue
      }
      listed[code, default: 0] += 1
      let finding = findings[i]
      try raw("<div data-row data-codes=\"")
      try sink.append(finding.code.rawValue)
      try raw("\"><span class=\"loc\">")
      try text(finding.location?.description ?? "")
      try raw("</span>")
      try write(finding)
      try raw("</div>\n")
    }
    if !unlisted.isEmpty {
      try raw("<p class=\"unlisted\">")
      try text(ReportLimits.more(unlisted.values.reduce(0, +), "findings (\(ReportLimits.byCode(unlisted)))", see: "findings.json"))
      try raw("</p>\n")
    }
  }

  // MARK: Helpers

  /// `file:first–last` of the segments' first file (the file that names the side), or
  /// `line first–last` when that file is the one named in the column header.
  private func location(_ locations: [SourceLocation], shownAbove: String?) -> String {
    guard let first = locations.first else { return "" }
    let same = locations.filter { $0.file == first.file }
    let low = same.map(\.firstLine).min()!, high = same.map(\.lastLine).max()!
    let lines = low == high ? "\(low)" : "\(low)–\(high)"
    return first.file == shownAbove ? "line \(lines)" : "\(first.file):\(lines)"
  }

  private func plural(_ n: Int, _ word: String) -> String { n == 1 ? "1 \(word)" : "\(n) \(word)s" }

  /// Our own markup; never input text.
  private mutating func raw(_ markup: StaticString) throws { try sink.append(markup) }

  /// Markup built with values of the run's (numbers, codes, anchors): never input text.
  private mutating func raw(built markup: String) throws { try sink.append(markup) }

  /// Input text, escaped.
  private mutating func text(_ value: String) throws { try HTMLEscaping.append(value, to: &sink) }
}
