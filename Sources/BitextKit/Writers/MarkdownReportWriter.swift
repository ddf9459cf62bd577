/// Writes `report.md`: what a translator reads to know what to do next. First a summary table
/// (per group and source: units, aligned, missing, extra, each finding code), then per group
/// the findings, most severe first, each with both texts and the evidence, then per document
/// the English that has no Korean (file:line and text), the Korean with no English, every
/// skipped block with its reason and any reading problem, so nothing disappears silently.
/// Pages are `RunResult.groups`; a unit counts for its `source`, as in the CSV and the HTML.
///
/// Bounded by `ReportLimits`: each list shows its first entries and says how many more there
/// are (and where they are: `alignment.csv`, `findings.json`); the summary table and the page
/// and document sections stop at the run's limits with a count of the rest.
public struct MarkdownReportWriter<Sink: ByteSink> {
  public private(set) var sink: Sink
  public let limits: ReportLimits
  /// `RunResult.closestDocuments`, looked up once per report.
  private var closestDocuments: [String: GroupingEvidence] = [:]
  /// What the lists have shown so far, against `limits.rowsInRun`.
  private var budget: ListingBudget
  /// `RunResult.unitIndices()`, made at the first note that needs it (most pages have none).
  private var held: [UnitID: Int]?

  public init(sink: Sink, limits: ReportLimits = .standard) {
    self.sink = sink
    self.limits = limits
    budget = ListingBudget(limits)
  }

  public mutating func write(_ result: RunResult) throws {
    try writeHeadline(result)
    try writeBody(result)
  }

  /// The title and the run's counts, those of the TMX writer among them (`removedXMLCharacters`,
  /// `overlongUnits`).
  mutating func writeHeadline(_ result: RunResult) throws {
    try line("# bitext report")
    try line("")
    let tally = result.findingTally, counts = result.unitCounts
    try line("\(result.documents.count) documents, \(counts.total) units: \(counts.aligned) aligned, "
      + "\(counts.missing) missing, \(counts.extra) extra. \(tally.total) findings: "
      + "\(tally[.error]) errors, \(tally[.warning]) warnings, \(tally[.info]) info.")
    if result.omittedFindings.total > 0 {
      try line("")
      try line("\(result.omittedFindings.total) findings are counted but not listed here (\(RunLog.findingLimitReason)).")
    }
    if result.removedXMLCharacters > 0 {
      try line("\(result.removedXMLCharacters) characters that XML 1.0 forbids (U+FFFE, U+FFFF, control characters) were removed from alignment.tmx; alignment.csv keeps them.")
      try line("")
    }
    if result.overlongUnits > 0 {
      try line("\(result.overlongUnits) units have a side over 2000 characters: Trados rejects such segments.")
      try line("")
    }
  }

  /// Everything after the headline: it reads none of the TMX writer's counts, so it may be
  /// written while the units are (`Exports.startReports`). `held`: `result.unitIndices()`, when
  /// already made.
  mutating func writeBody(_ result: RunResult, held: [UnitID: Int]? = nil) throws {
    closestDocuments = result.closestDocuments
    budget = ListingBudget(limits)
    self.held = held
    let present = FindingCode.counts(result.findings)
    let codes = FindingCode.allCases.filter { code in code != .missing && present[code] != nil }
    try line("")
    let pages = result.groups.filter { !$0.units.isEmpty }
    // Each page's findings by the position of its units (empty pages have no units to skip).
    let findingsOfPage = result.findingsByRow.pages(pages.map(\.units.count))
    // Each page's sources, found once (a pass over its units) for the summary and the page.
    let sourcesOfPage = pages.map(\.sources)
    try summaryTable(pages, sourcesOfPage, result, findingsOfPage, codes: codes)
    try streamedRows(result, codes: codes)
    try legend(codes)
    try translationMemory(result)
    try terminologySummary(result.terminology)
    try review(result)
    // Each unit's first place: the page that lists its findings, and its row there. Only the
    // units with findings are placed (only theirs are looked up, found by position), each
    // identity read in place: placing every unit copied each one and made a table of them all.
    // (A streamed document's findings name no held unit: none to place.)
    var firstPlace: [UnitID: Place] = [:]
    for (p, page) in pages.enumerated() {
      for row in page.units.indices where findingsOfPage[p].hasFindings(at: row) {
        let id = page.units[row].id
        if firstPlace[id] == nil { firstPlace[id] = Place(page: p, row: row) }
      }
    }
    var listedOfPage = pages.map { _ in [Finding]() }
    for finding in result.findings where finding.code != .missing {
      if let p = finding.unit.flatMap({ firstPlace[$0]?.page }) { listedOfPage[p].append(finding) }
    }
    var unlistedPages = 0, unlistedPageUnits = 0
    for (p, page) in pages.enumerated() {
      guard !budget.isSpent else {
        unlistedPages += 1
        unlistedPageUnits += page.units.count
        continue
      }
      try write(page, sources: sourcesOfPage[p], findings: listedOfPage[p], result, firstPlace: firstPlace)
    }
    if unlistedPages > 0 {
      try line("")
      try line("… and \(ReportLimits.grouped(unlistedPages)) more pages with \(ReportLimits.grouped(unlistedPageUnits)) units, "
        + "past the \(ReportLimits.grouped(limits.rowsInRun)) rows this report lists: see `alignment.csv` and `findings.json`.")
    }
    // Each source's units by index: grouping the units themselves copied every one.
    let bySource = result.units.indicesBySource()
    var unlistedDocuments = 0
    for document in result.documents {
      guard !budget.isSpent || document.streamed != nil else {
        unlistedDocuments += 1
        continue
      }
      try write(document, result, units: bySource[document.path] ?? [])
    }
    if unlistedDocuments > 0 {
      try line("")
      try line("… and \(ReportLimits.grouped(unlistedDocuments)) more documents, past the \(ReportLimits.grouped(limits.rowsInRun)) "
        + "rows this report lists: their counts are in the summary table and their rows in `alignment.csv`.")
    }
  }

  // MARK: Summary

  /// `sourcesOfPage`: each page's `sources`; `findingsOfPage`: each page's findings by position.
  private mutating func summaryTable(_ pages: [GroupAlignment], _ sourcesOfPage: [[String]], _ result: RunResult,
                                     _ findingsOfPage: [FindingsByUnit.Positions], codes: [FindingCode]) throws {
    try line("| group | source | layout | units | aligned | missing | extra |" + codes.map { " \($0.rawValue) |" }.joined())
    try line("|---|---|---|---:|---:|---:|---:|" + String(repeating: "---:|", count: codes.count))
    let layouts = Dictionary(result.documents.map { ($0.path, $0.layout.rawValue) }, uniquingKeysWith: { first, _ in first })
    let rows = SummaryRows(zip(pages, sourcesOfPage).map { ($0.units, $1) }, limit: limits.summaryRows)
    for listed in rows.listed {
      let units = listed.units, counts = UnitCounts(units)
      let layout = layouts[listed.source] ?? ""
      var row = "| \(esc(pages[listed.page].name)) | \(code(listed.source)) | \(layout) | \(counts.total) | \(counts.aligned) | "
        + "\(counts.missing) | \(counts.extra) |"
      let perCode = findingsOfPage[listed.page].unitCounts(listed.indices)
      for c in codes { row += " \(perCode[c] ?? 0) |" }
      try line(row)
    }
    if let note = rows.unlistedNote(see: "`alignment.csv`") {
      try line("")
      try line(note)
    }
  }

  /// Documents streamed to the writers (too large to hold) have their own rows: exact counts,
  /// not grouped.
  private mutating func streamedRows(_ result: RunResult, codes: [FindingCode]) throws {
    for d in result.documents where d.streamed != nil {
      var row = "| \(esc(d.title ?? d.path)) (streamed) | \(code(d.path)) | \(d.layout.rawValue) | "
        + "\(d.count(.aligned) + d.count(.missing) + d.count(.extra)) | \(d.count(.aligned)) | \(d.count(.missing)) | \(d.count(.extra)) |"
      // The document's findings by code, in one pass by index (a count per code copied every finding).
      var byCode = [Int](repeating: 0, count: FindingCode.allCases.count)
      for i in result.findings.indices where result.findings[i].location?.file == d.path { byCode[result.findings[i].code.order] += 1 }
      for c in codes { row += " \(byCode[c.order]) |" }
      if result.omittedFindings.total > 0 { row += " (first \(StreamedDocument.findingLimit) findings)" }
      try line(row)
    }
  }

  private mutating func legend(_ codes: [FindingCode]) throws {
    guard !codes.isEmpty else { return }
    try line("")
    try line("Codes: " + codes.map { "`\($0.rawValue)` (\(FindingCode.xbenchMeaning[$0] ?? ""))" }.joined(separator: "; ") + ".")
  }

  // MARK: Translation memory

  /// What `alignment.tmx` holds and what it leaves out, counts by reason, then each unit left
  /// out (in CSV order) with its reason.
  private mutating func translationMemory(_ result: RunResult) throws {
    let selection = result.translationMemory
    try line("")
    try line("## Translation memory")
    try line("")
    try line(TMXSummary.sentence(selection))
    let leftOut = result.units.filter { selection.leftOut[$0.id] != nil }
    guard !leftOut.isEmpty else { return }
    try line("")
    try line("| English | Korean | left out because |")
    try line("|---|---|---|")
    let shown = budget.take(leftOut.count, quota: limits.rowsPerKind)
    for unit in leftOut.prefix(shown) {
      let reason = selection.leftOut[unit.id]!
      try raw("| \(code(location(unit.englishLocation))) ")
      try escape(unit.englishText, limit: 80)
      try raw(" | \(code(location(unit.koreanLocation))) ")
      try escape(unit.koreanText, limit: 80)
      try line(" | `\(reason.rawValue)` |")
    }
    try more(leftOut.count - shown, "units left out (counted by reason above)", see: "alignment.csv")
  }

  /// What `terminology.csv` and `terminology.tbx` hold (the pages list the terms their sources
  /// render differently).
  private mutating func terminologySummary(_ terms: Terminology) throws {
    try line("")
    try line("## Terminology")
    try line("")
    try line("\(terms.entries.count) renderings of \(terms.terms.count) English terms, from \(terms.pairsRead) aligned pairs, "
      + "in `terminology.csv` and `terminology.tbx`; each page lists the terms its sources render differently.")
  }

  /// The reviewer's decisions (`--review`): those applied, with the units they apply to, and
  /// those that no longer match anything, each with its line in the review file.
  private mutating func review(_ result: RunResult) throws {
    let outcome = result.review
    guard let path = outcome.path else { return }
    try line("")
    try line("## Review")
    try line("")
    try line(ReviewSummary.sentence(outcome))
    let held = result.unitIndices()
    if !outcome.applied.isEmpty {
      try line("")
      try line("| decision | line | English | Korean | now |")
      try line("|---|---:|---|---|---|")
      for applied in outcome.applied {
        let places = applied.units.compactMap { held[$0].map { result.units[$0] } }.map { unit in
          "\(unit.status.rawValue) \(code(location(unit.koreanLocation ?? unit.englishLocation)))"
        }
        try line("| \(applied.decision.verdict.rawValue) | \(applied.decision.line) | \(esc(applied.decision.english, limit: 80)) | "
          + "\(esc(applied.decision.korean, limit: 80)) | \(places.joined(separator: ", ")) |")
      }
    }
    if !outcome.unmatched.isEmpty {
      try line("")
      try line("No longer matching anything (the English or the Korean changed, or the pair is gone):")
      try line("")
      for decision in outcome.unmatched {
        try line("- \(code("\(path):\(decision.line)")) \(decision.verdict.rawValue): \(esc(decision.english, limit: 80)) = "
          + esc(decision.korean, limit: 80))
      }
    }
  }

  // MARK: Groups

  /// A unit's page (in the pages listed) and row on it.
  private struct Place {
    var page: Int
    var row: Int
  }

  /// `sources`: the page's `sources`. `findings`: those about the page's units (their
  /// `firstPlace` is on this page), `missing` aside (its rows are listed per document).
  private mutating func write(_ page: GroupAlignment, sources: [String], findings unsorted: [Finding], _ result: RunResult,
                              firstPlace: [UnitID: Place]) throws {
    // Most severe first, then in the run's order: their indices are sorted (the same comparisons,
    // so the same order as sorting the findings), which moves no finding. A run's findings come in
    // its order (`RunChecks.findings`): then the stable sort is a partition by severity, made
    // without sorting (n log n comparisons of their files and lines: 26,603 findings on one page).
    let order = unsorted.withUnsafeBufferPointer { f -> [Int] in
      if f.indices.dropFirst().allSatisfy({ !RunChecks.order(f[$0], f[$0 - 1]) }) {
        return Finding.Severity.allCases.sorted(by: >).flatMap { severity in f.indices.filter { f[$0].severity == severity } }
      }
      return f.indices.sorted { f[$0].severity != f[$1].severity ? f[$0].severity > f[$1].severity : RunChecks.order(f[$0], f[$1]) }
    }
    try line("")
    try line("## \(esc(page.name))")
    try line("")
    try line("Sources: " + sources.map(code).joined(separator: ", ") + ".")
    try describe(page, result)
    try terminology(result.terminology.variations(among: sources))
    guard !order.isEmpty else {
      try line("")
      try line("No findings on the aligned pairs of this group.")
      return
    }
    try line("")
    try line("### Findings (\(order.count), most severe first)")
    var listed: [FindingCode: Int] = [:], unlisted: [FindingCode: Int] = [:]
    // By index, most findings only counted by their code: a copy of each retained its every
    // part (26,603 findings on the 100k pair's page).
    for i in order {
      let findingCode = unsorted[i].code
      guard listed[findingCode, default: 0] < limits.findingsPerCode, budget.takeOne() else {
        unlisted[findingCode, default: 0] += 1
        continue
      }
      listed[findingCode, default: 0] += 1
      let finding = unsorted[i]
      try line("")
      try findingLine(finding, place: finding.location.map { code("\($0.file):\($0.firstLine)") } ?? "")
      if let unit = finding.unit.flatMap({ firstPlace[$0] }).map({ page.units[$0.row] }) {
        if !unit.english.isEmpty {
          try raw("  - English: ")
          try escapedLine(unit.englishText, limit: 400)
        }
        if !unit.korean.isEmpty {
          try raw("  - Korean: ")
          try escapedLine(unit.koreanText, limit: 400)
        }
      }
      for note in finding.notes {
        guard let id = note.unit, let index = heldIndex(of: id, result), case let unit = result.units[index], !unit.korean.isEmpty
        else { continue }
        try raw("  - \(note.message) (\(code(location(note.location)))): ")
        try escapedLine(unit.koreanText, limit: 400)
      }
      if !finding.evidence.isEmpty { try line("  - Evidence: " + finding.evidence.map(code).joined(separator: ", ")) }
    }
    try more(unlisted.values.reduce(0, +), "findings (\(ReportLimits.byCode(unlisted)))", see: "findings.json")
  }

  /// How the group was formed and what each source is, with the evidence as numbers.
  private mutating func describe(_ page: GroupAlignment, _ result: RunResult) throws {
    try line("")
    for path in page.paths { try line("- \(code(path)): \(esc(page.roles[path] ?? "source"))") }
    if page.currentEnglish != nil || page.paths.count > 1 {
      try line("")
      try line("Current English: \(esc(page.currentEnglishReason)).")
    }
    try line("")
    if page.isManual {
      try line("Grouped by hand (`--group`).")
    } else if !page.evidence.isEmpty {
      try line("Grouped by shared content: " + page.evidence.map { e in
        "\(code(e.first)) ~ \(code(e.second)) similarity \(fixed(e.similarity)), \(e.sharedTokenCount) shared terms ("
          + e.topSharedTokens.prefix(6).map(code).joined(separator: ", ") + ")"
          + (e.sharedPhraseCount > 0 ? ", \(e.sharedPhraseCount) shared English phrases (\(fixed(e.phraseContainment)))" : "")
      }.joined(separator: "; ") + ".")
    } else if let path = page.paths.first {
      let closest = closestDocuments[path]
      if let c = closest {
        let other = c.first == path ? c.second : c.first
        try line("Alone: the closest other document, \(code(other)), has similarity \(fixed(c.similarity)) "
          + "(\(c.sharedTokenCount) shared terms), below the grouping threshold.")
      } else {
        try line(result.documents.count > 1 ? "Alone: no other document shares a distinctive term with it."
          : "Alone: no other document to compare with.")
      }
    }
  }

  /// Terms rendered differently between or within the page's sources, with counts and an
  /// example each: the rows of `terminology.csv` for these sources.
  private mutating func terminology(_ variations: [Terminology.Variation]) throws {
    guard !variations.isEmpty else { return }
    try line("")
    try line("### Terminology: terms rendered differently")
    try line("")
    try line("| English | source | Korean | pairs | example |")
    try line("|---|---|---|---:|---|")
    for variation in variations.prefix(40) {
      for row in variation.rows {
        try line("| \(esc(variation.english)) | \(code(row.use.source)) | \(esc(row.korean)) | \(row.use.count) of \(row.use.total) | "
          + "\(esc(row.use.example.korean, limit: 100)) |")
      }
    }
  }

  /// `id`'s index in `result.units`, the table made on first use.
  private mutating func heldIndex(of id: UnitID, _ result: RunResult) -> Int? {
    if held == nil { held = result.unitIndices() }
    return held![id]
  }

  private func fixed(_ x: Double) -> String { String(Double(Int((x * 100).rounded())) / 100) }

  // MARK: Documents

  /// `units`: the indices in `result.units` of the document's units as exported (those whose
  /// source it is).
  private mutating func write(_ d: DocumentResult, _ result: RunResult, units exported: [Int]) throws {
    try line("")
    try line("## \(esc(d.path))")
    try line("")
    // A held document's rows as exported (cross-source alignment may have aligned a Korean-only
    // source's paragraphs to another file's English); a streamed one's as paired.
    if d.streamed == nil {
      var counts = UnitCounts()
      for i in exported { counts.add(result.units[i].status) }
      try rows(of: d, result, result.units, exported, counts: counts, kept: counts)
    } else {
      var kept = UnitCounts()
      for unit in d.units { kept.add(unit.status) }
      try rows(of: d, result, d.units, d.units.indices, counts: d.counts, kept: kept)
    }
  }

  /// The rest of `write(_:_:units:)`: the units `all[i]` for `i` in `listed`, read in place
  /// (filtering them into arrays copied every unit). `kept`: their counts (a streamed
  /// document's `counts` are the true ones; its lists hold the units it kept).
  private mutating func rows(of d: DocumentResult, _ result: RunResult, _ all: [TranslationUnit], _ listed: some Collection<Int>,
                             counts: UnitCounts, kept: UnitCounts) throws {
    try line("Layout: \(d.layout.rawValue). \(d.lineCount) lines; \(counts.aligned) aligned, "
      + "\(counts.missing) missing, \(counts.extra) extra, \(d.noteCount) translator notes, \(d.skippedCount) skipped blocks.")
    if d.streamed != nil {
      try line("")
      try line("Streamed (larger than the grouping limit): not grouped with other documents, checked with the run's other "
        + "statistics, no duplicate check; the lists below show the first entries only.")
      // The document's findings by index, the first 200 listed (a filtered copy held every one).
      var listedFindings: [Int] = [], findingCount = 0
      for i in result.findings.indices where result.findings[i].location?.file == d.path {
        if listedFindings.count < 200 { listedFindings.append(i) }
        findingCount += 1
      }
      if findingCount > 0 {
        try line("")
        try line("### Findings (first \(listedFindings.count))")
        try line("")
        for i in listedFindings {
          try findingLine(result.findings[i], place: code(location(result.findings[i].location)))
        }
        try more(findingCount - listedFindings.count, "findings of this document", see: "findings.json")
      }
    }
    if !d.issues.isEmpty {
      try line("")
      try line("### Reading problems")
      try line("")
      let shown = budget.take(d.issues.count, quota: limits.rowsPerKind)
      for issue in d.issues.prefix(shown) { try line("- \(code("\(issue.location)")) \(esc(issue.message))") }
      try more(d.issues.count - shown, "reading problems", see: nil)
    }
    let missing = listed.lazy.filter { all[$0].status == .missing }, missingCount = kept.missing
    if missingCount > 0 {
      try line("")
      try line("### English with no Korean (translate these next)")
      try line("")
      let shown = budget.take(missingCount, quota: limits.rowsPerKind)
      for i in missing.prefix(shown) {
        try markup("- ")
        try raw(code(location(all[i].englishLocation)))
        try markup(" ")
        try escapedLine(all[i].englishText)
      }
      try more(missingCount - shown, "English paragraphs with no Korean", see: "alignment.csv")
    }
    let extra = listed.lazy.filter { all[$0].status == .extra }, extraCount = kept.extra
    if extraCount > 0 {
      try line("")
      try line("### Korean with no English")
      try line("")
      let shown = budget.take(extraCount, quota: limits.rowsPerKind)
      for i in extra.prefix(shown) {
        try markup("- ")
        try raw(code(location(all[i].koreanLocation)))
        try markup(" ")
        try escapedLine(all[i].koreanText)
      }
      try more(extraCount - shown, "Korean paragraphs with no English", see: "alignment.csv")
    }
    if !d.skipped.isEmpty {
      try line("")
      try line("### Skipped (not exported as translation)")
      try line("")
      try line("| line | reason | text |")
      try line("|---:|---|---|")
      let shown = budget.take(d.skipped.count, quota: limits.rowsPerKind)
      for s in d.skipped.sorted(by: { $0.location.firstLine < $1.location.firstLine }).prefix(shown) {
        try line("| \(s.location.firstLine) | \(s.reason) | \(esc(s.text, limit: 80)) |")
      }
      try more(d.skipped.count - shown, "skipped blocks", see: nil)
    }
  }

  // MARK: Helpers

  /// `… and 12,345 more <what>: see <file>.` after a list that stops (nothing when it does
  /// not); `file` nil when no other output lists them.
  private mutating func more(_ n: Int, _ what: String, see file: String?) throws {
    guard n > 0 else { return }
    try line("")
    try line(file.map { ReportLimits.more(n, what, see: code($0)) } ?? "… and \(ReportLimits.grouped(n)) more \(what), not listed.")
  }

  private func count(_ units: [TranslationUnit], _ status: TranslationUnit.Status) -> Int { units.count { $0.status == status } }
  private func location(_ l: SourceLocation?) -> String { l.map { "\($0.file):\($0.firstLine)" } ?? "" }
  private func esc(_ s: String, limit: Int = 200) -> String { MarkdownEscaping.inline(s, limit: limit) }
  private func code(_ s: String) -> String { "`" + s.replacingBackticks + "`" }

  /// `esc(s, limit:)`, appended without making a string.
  private mutating func escape(_ s: String, limit: Int = 200) throws { try MarkdownEscaping.append(s, limit: limit, to: &sink) }

  /// `line(esc(s, limit:))` without making the strings.
  private mutating func escapedLine(_ s: String, limit: Int = 200) throws {
    try escape(s, limit: limit)
    try sink.append(UInt8(ascii: "\n"))
  }

  /// Part of a line (no newline).
  private mutating func raw(_ s: String) throws { try sink.append(s) }

  /// Markup of our own, a literal (`ByteSink.append(_:)` of a `StaticString`).
  private mutating func markup(_ s: StaticString) throws { try sink.append(s) }

  /// `- **severity** `code` place: message`, the message escaped (`escapedLine`): the line
  /// appended a piece at a time, where an interpolated string was built for each finding.
  private mutating func findingLine(_ finding: Finding, place: String) throws {
    try markup("- **")
    try sink.append(finding.severity.rawValue)
    try markup("** `")
    try sink.append(finding.code.rawValue)
    try markup("` ")
    try sink.append(place)
    try markup(": ")
    try escapedLine(finding.message)
  }

  private mutating func line(_ s: String) throws {
    try sink.append(s)
    try sink.append(UInt8(ascii: "\n"))
  }
}

extension String {
  /// Backticks and line breaks become spaces: on the bytes (all three are ASCII), and the string
  /// itself when it has none (a path or a location, usually).
  var replacingBackticks: String {
    func replaced(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "`") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") }
    guard utf8.contains(where: replaced) else { return self }
    return String(decoding: utf8.map { replaced($0) ? UInt8(ascii: " ") : $0 }, as: UTF8.self)
  }
}

extension FindingCode {
  /// Our codes next to the check names translators know from Xbench.
  public static let xbenchMeaning: [FindingCode: String] = [
    .missing: "English with no Korean",
    .numberMismatch: "Numeric Mismatch",
    .termMismatch: "Key Term / Alphanumeric Mismatch",
    .untranslated: "Untranslated Segments, Target same as Source",
    .omission: "Korean says less than the English",
    .addition: "Korean says more than the English",
    .lengthRatio: "length far from this run's usual ratio",
    .duplicate: "same Korean for different English, or a repeated pair",
    .divergentSources: "Inconsistency in Target across sources",
    .sourceChanged: "English changed since this translation",
    .registerMix: "speech level differs from the page's (합쇼체/해요체/해라체)",
    .particle: "particle does not fit the word's reading (을/를, 은/는, 이/가, 과/와, 으로/로)",
    .glossaryMismatch: "Key Term Mismatch against the team glossary",
  ]
}
