/// Writes the findings of a run as JSON (`out/findings.json`, and `bitext check --format json`
/// on stdout: any `ByteSink`). One object, UTF-8, one finding per line:
///
/// ```
/// {"version":1,"tool":"bitext",
/// "findings":[
/// {"code":"term-mismatch","severity":"error","message":"visionOS in English is tvOS in Korean",
///  "evidence":["visionOS","tvOS"],"group":"Buttons","source":"corpus/buttons.txt","status":"aligned",
///  "anchor":"buttons/53","english":{"file":"corpus/buttons.txt","line":51,"lastLine":51,"text":"Note In macOS …"},
///  "korean":{"file":"corpus/buttons.txt","line":53,"lastLine":53,"text":"macOS와 tvOS에서는 …"},"unitIndex":40,
///  "unit":"3f0c2a9be1d47785","notes":[]}
/// ],
/// "summary":{"documents":5,"units":208,"aligned":146,"missing":8,"extra":54,"findings":26,"unlisted":0,
///  "bySeverity":{"error":5,"warning":19,"info":2},"byCode":{"missing":8,"number-mismatch":1,…}}}
/// ```
///
/// Fields (every key is always present; `null` where a value does not apply):
/// - `version` (number): this format's version, 1. Fields may be added within a version, never
///   removed or changed in meaning.
/// - `tool` (string): `"bitext"`.
/// - `findings` (array), in the run's order (file, then line, then most severe first):
///   - `code` (string): `missing`, `number-mismatch`, `term-mismatch`, `untranslated`, `omission`,
///     `addition`, `length-ratio`, `duplicate`, `divergent-sources` or `source-changed` (the
///     codes of the CSV `flags` column).
///   - `severity` (string): `error`, `warning` or `info`.
///   - `message` (string): one line in plain words.
///   - `evidence` (array of strings): the tokens that disagree (`60x60`, `visionOS`); may be empty.
///   - `group` (string or null): the page (group) of the unit the finding is about.
///   - `source` (string or null): the source of that unit (`TranslationUnit.source`, its column
///     in `report.html`, the `ko_file` of its CSV row): the file of its Korean, or for a
///     `missing` unit the file that lacks the Korean.
///   - `status` (string or null): that unit's status, `aligned`, `missing` or `extra`.
///   - `anchor` (string or null): the fragment of `report.html` that shows the finding
///     (`report.html#buttons/53`): the Korean cell, else the English row; null when the report
///     does not list that row (a page past `ReportLimits`: the first rows of each kind only).
///   - `english`, `korean` (object or null): where each side is, `null` when the finding has no
///     such side: `file` (string, the path as given to or found by the run), `line` and
///     `lastLine` (numbers, 1-based, as editors count), `text` (string or null: the side's text,
///     segments joined by one space; null when the finding is not tied to a unit).
///   - `unitIndex` (number or null): 0-based index of the unit in the run's output order, the
///     data rows of `alignment.csv` in order.
///   - `unit` (string or null): the unit's identity (`UnitID`, 16 hex digits; the TMX `x-unit`),
///     stable across runs while the unit's document and text stay the same.
///   - `notes` (array): related places, each `{"message", "file", "line", "unit"}` (`file` and
///     `line` null when unknown, `unit` null when the place is not a unit).
/// - `summary` (object): `documents`, `units`, `aligned`, `missing`, `extra`, `findings`
///   (numbers, every unit and finding of the run, streamed documents included); `unlisted` (number
///   of those findings not in `findings`: a streamed document lists its first 10,000, 0
///   otherwise); `bySeverity` (`error`, `warning`, `info` → number); `byCode` (every code above →
///   number of findings, zeros included); `tmx` (object): what `alignment.tmx` holds,
///   `{"content":"clean","minScore":0.5,"written":180,"leftOut":{"untranslated":1,
///   "error-finding":6,"low-score":3,"not-preferred":0},"competingParagraphs":40}` (`content`
///   and `minScore` as given by `--tmx` and `--min-score`; `leftOut` every reason, zeros included;
///   `competingParagraphs` English paragraphs with several translations, one marked preferred);
///   `review` (object or null without `--review`): `{"file","applied","unmatched"}`, decisions
///   applied and decisions that no longer match anything.
///
/// Strings are escaped by `JSONEscaping` (controls as `\u00XX`, U+2028/2029 escaped).
public struct FindingsJSONWriter<Sink: ByteSink> {
  public private(set) var sink: Sink
  /// The limits of the `report.html` the anchors point into.
  public let limits: ReportLimits

  public init(sink: Sink, limits: ReportLimits = .standard) {
    self.sink = sink
    self.limits = limits
  }

  public mutating func write(_ result: RunResult) throws {
    try write(result, view: SideBySide(result, limits: limits))
  }

  /// Writes `findings.json` of `result`, anchored into `view` (the side-by-side view of the
  /// `report.html` written beside it, made with these `limits`). `indices`: `result.unitIndices()`,
  /// when already made.
  mutating func write(_ result: RunResult, view: SideBySide, indices: [UnitID: Int]? = nil) throws {
    try writeFindings(result, view: view, indices: indices)
    try writeSummary(result)
  }

  /// All but the summary: the findings, which read nothing of `result.translationMemory`, so
  /// they may be written while the TMX entries are selected (`Exports.startReports`).
  mutating func writeFindings(_ result: RunResult, view: SideBySide, indices: [UnitID: Int]? = nil) throws {
    let indices = indices ?? result.unitIndices()
    try raw("{\"version\":1,\"tool\":\"bitext\",\n\"findings\":[")
    // By index: `enumerated()` copied each finding, and a held unit was copied into a tuple
    // (retaining its every part) for the fields `write` reads of it.
    for i in result.findings.indices {
      try raw(i == 0 ? "\n" : ",\n")
      let index = indices[result.findings[i].unit ?? .unassigned]
      try write(result.findings[i], index, of: result.units, anchor: view.anchor(for: result.findings[i]))
    }
    try raw(result.findings.isEmpty ? "],\n" : "\n],\n")
  }

  /// The summary after `writeFindings` (the TMX selection's counts in it), and the end.
  mutating func writeSummary(_ result: RunResult) throws {
    try summary(result)
    try raw("}\n")
    try sink.flush()
  }

  /// `index`: the finding's unit's position in `units`, nil for a unit not held; the unit's
  /// fields are read in place.
  private mutating func write(_ finding: Finding, _ index: Int?, of units: [TranslationUnit], anchor: String?) throws {
    try raw("{\"code\":")
    try string(finding.code.rawValue)
    try raw(",\"severity\":")
    try string(finding.severity.rawValue)
    try raw(",\"message\":")
    try string(finding.message)
    try raw(",\"evidence\":[")
    for (i, token) in finding.evidence.enumerated() {
      if i > 0 { try raw(",") }
      try string(token)
    }
    try raw("],\"group\":")
    try string(index.map { units[$0].group })
    try raw(",\"source\":")
    try string(index.flatMap { units[$0].source })
    try raw(",\"status\":")
    try string(index.map { units[$0].status.rawValue })
    try raw(",\"anchor\":")
    try string(anchor)
    try raw(",\"english\":")
    try side(finding.englishLocation, text: index.map { units[$0].englishText })
    try raw(",\"korean\":")
    try side(finding.koreanLocation, text: index.map { units[$0].koreanText })
    try raw(",\"unitIndex\":")
    try number(index)
    try raw(",\"unit\":")
    try hex(finding.unit)
    try raw(",\"notes\":[")
    for (i, note) in finding.notes.enumerated() {
      try raw(i == 0 ? "{\"message\":" : ",{\"message\":")
      try string(note.message)
      try raw(",\"file\":")
      try string(note.location?.file)
      try raw(",\"line\":")
      try number(note.location?.firstLine)
      try raw(",\"unit\":")
      try hex(note.unit)
      try raw("}")
    }
    try raw("]}")
  }

  private mutating func side(_ location: SourceLocation?, text: String?) throws {
    guard let location else { return try raw("null") }
    try raw("{\"file\":")
    try string(location.file)
    try raw(",\"line\":")
    try sink.appendDecimal(location.firstLine)
    try raw(",\"lastLine\":")
    try sink.appendDecimal(location.lastLine)
    try raw(",\"text\":")
    try string(text)
    try raw("}")
  }

  private mutating func summary(_ result: RunResult) throws {
    let counts = result.unitCounts, tally = result.findingTally
    try raw(built: "\"summary\":{\"documents\":\(result.documents.count),\"units\":\(counts.total),")
    try raw(built: "\"aligned\":\(counts.aligned),\"missing\":\(counts.missing),")
    try raw(built: "\"extra\":\(counts.extra),\"findings\":\(tally.total),\"unlisted\":\(result.omittedFindings.total),\n\"bySeverity\":{")
    let severities: [Finding.Severity] = [.error, .warning, .info]
    try raw(built: severities.map { s in "\"\(s.rawValue)\":\(tally[s])" }.joined(separator: ","))
    try raw("},\n\"byCode\":{")
    try raw(built: FindingCode.allCases.map { c in "\"\(c.rawValue)\":\(tally[c])" }.joined(separator: ","))
    try raw("},\n\"tmx\":")
    try translationMemory(result.translationMemory)
    try raw(",\"review\":")
    try review(result.review)
    try raw("}")
  }

  /// `{"file":"review.csv","applied":3,"unmatched":1}`, or null without `--review`.
  private mutating func review(_ outcome: ReviewOutcome) throws {
    guard let path = outcome.path else { return try raw("null") }
    try raw("{\"file\":")
    try string(path)
    try raw(built: ",\"applied\":\(outcome.applied.count),\"unmatched\":\(outcome.unmatched.count)}")
  }

  /// `{"content":"clean","minScore":0.5,"written":180,"leftOut":{"untranslated":1,…},"preferredAmong":40}`.
  private mutating func translationMemory(_ selection: TMXSelection) throws {
    try raw(built: "{\"content\":\"\(selection.policy.content.rawValue)\",\"minScore\":\(selection.policy.minimumScore),")
    try raw(built: "\"written\":\(selection.writtenCount),\"leftOut\":{")
    try raw(built: TMXSelection.Exclusion.allCases.map { "\"\($0.rawValue)\":\(selection.counts[$0] ?? 0)" }.joined(separator: ","))
    try raw(built: "},\"competingParagraphs\":\(selection.competingParagraphs)}")
  }

  /// Our own syntax, a literal (`ByteSink.append(_:)` of a `StaticString`; as a `String`, each
  /// short literal was copied out of its inline storage: findings.json wrote ~30 a finding).
  private mutating func raw(_ json: StaticString) throws { try sink.append(json) }

  /// Our own syntax and numbers, built; never input text.
  private mutating func raw(built json: String) throws { try sink.append(json) }

  /// A number, or null.
  private mutating func number(_ value: Int?) throws {
    guard let value else { return try raw("null") }
    try sink.appendDecimal(value)
  }

  /// A unit's identity as a string of its 16 hex digits (`UnitID.description`), or null.
  private mutating func hex(_ id: UnitID?) throws {
    guard let id else { return try raw("null") }
    try sink.append(UInt8(ascii: "\""))
    try sink.appendHex(id)
    try sink.append(UInt8(ascii: "\""))
  }

  private mutating func string(_ value: String?) throws {
    guard let value else { return try raw("null") }
    try JSONEscaping.appendQuoted(value, to: &sink)
  }
}
