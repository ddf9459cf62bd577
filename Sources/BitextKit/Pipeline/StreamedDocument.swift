/// A document too large to hold: read, paired and checked in one pass, each unit handed to the
/// writers as soon as pairing releases it. Memory stays flat whatever the size: the reader's
/// chunk, the parser's open block, the pairer's window, and the first `listLimit` missing,
/// extra and skipped entries kept for the report (the counts are exact).
///
/// What it gives up, said in the report: it is not grouped with other documents (a file this
/// large is not one page), checks use the statistics of the run's other documents (or the
/// defaults), and `duplicate` is not checked across its units.
enum StreamedDocument {
  static let listLimit = 1_000
  static let findingLimit = 10_000

  struct Outcome {
    var document: DocumentResult
    var findings: [Finding]
    var findingCount: Int
  }

  static func process(path given: String, statistics: RunStatistics, emit: (TranslationUnit) throws -> Void) throws -> Outcome {
    var reader = try LineReader(path: given)
    let path = reader.path  // `<stdin>` for `-`: a name that reads as one in reports and CSV cells
    var parser = BlockParser(path: path)
    var pairer = DocumentPairer(group: "")
    var title = TitleFinder()
    var blocks: [Block] = []
    var events: [PairingEvent] = []
    var outcome = Outcome(document: DocumentResult(path: path, title: nil, layout: .bilingual, units: [], skipped: [],
                                                   issues: [], lineCount: 0),
                          findings: [], findingCount: 0)
    var counts = DocumentResult.StreamedCounts()
    func drain() throws {
      for event in events {
        switch event {
        case .unit(var unit):
          unit.group = title.title ?? DocumentReader.fileStem(path)
          unit.source = path
          var found: [Finding] = []
          if unit.status == .aligned { TranslationChecks.check(UnitProfile(unit), statistics: statistics, into: &found) }
          if unit.status == .missing { found.append(.missing(unit, unitIndex: 0)) }
          for i in found.indices { found[i].unitIndex = nil }
          for finding in found where !unit.flags.contains(finding.code.rawValue) { unit.flags.append(finding.code.rawValue) }
          outcome.findingCount += found.count
          if outcome.findings.count < findingLimit { outcome.findings += found.prefix(findingLimit - outcome.findings.count) }
          switch unit.status {
          case .aligned: counts.aligned += 1
          case .missing: counts.missing += 1
          case .extra: counts.extra += 1
          }
          counts.notes += unit.notes.count
          if unit.status != .aligned, outcome.document.units.count < listLimit { outcome.document.units.append(unit) }
          try emit(unit)
        case .skipped(let block):
          counts.skipped += 1
          if outcome.document.skipped.count < listLimit { outcome.document.skipped.append(block) }
        }
      }
      events.removeAll(keepingCapacity: true)
    }
    while let line = reader.next() {
      outcome.document.lineCount = line.number
      parser.consume(line, into: &blocks)
      for block in blocks { title.observe(block); pairer.consume(block, into: &events) }
      blocks.removeAll(keepingCapacity: true)
      try drain()
    }
    parser.finish(into: &blocks)
    for block in blocks { title.observe(block); pairer.consume(block, into: &events) }
    pairer.finish(into: &events)
    try drain()
    outcome.document.title = title.title
    outcome.document.layout = pairer.layout ?? .bilingual
    outcome.document.issues = reader.issues
    if let unclosed = parser.unclosedIssue { outcome.document.issues.append(unclosed) }
    outcome.document.streamed = counts
    return outcome
  }
}
