/// What the writers and reports need of a finished run: the documents as read (skipped blocks,
/// reading problems, streamed counts), the pages (`groups`: each unit with its final page,
/// source and identity), the same units in output order (the CSV rows) and the findings, which
/// name their units by `UnitID`. Every writer counts a source's units from the pages, so the
/// CSV, the reports, `findings.json` and the log lines agree.
public struct RunResult: Sendable {
  public var documents: [DocumentResult]
  public private(set) var units: [TranslationUnit]
  public var findings: [Finding] {
    didSet {
      findingsByUnit = FindingsByUnit(findings)
      findingsByRow = findingsByUnit.positions(of: units)
    }
  }
  /// `findings` by unit, made once for the writers, the reports and the weighed scores.
  public private(set) var findingsByUnit: FindingsByUnit
  /// `findings` by the position of their unit in `units` (each page's by the position in the
  /// page: `pages`): the writers and reports that visit every unit read them by position.
  public private(set) var findingsByRow = FindingsByUnit.Positions()
  /// The groups (pages) in output order, with their sources' roles and why they were grouped.
  /// Set once, with `units` and `findingsByRow`, which are laid out after them.
  public private(set) var groups: [GroupAlignment]
  /// Content similarity of every pair of documents, so the report can say why each document is
  /// or is not grouped with another.
  public var similarities: [GroupingEvidence]
  /// Characters XML 1.0 forbids that the TMX writer removed (the report says how many).
  public var removedXMLCharacters = 0
  /// Units with a side over the 2000 characters Trados accepts (the report warns).
  public var overlongUnits = 0
  /// What went into `alignment.tmx` and what was left out, and why (`--tmx`, `--min-score`).
  public var translationMemory = TMXSelection()
  /// How recurring English terms are rendered (`terminology.csv`, `terminology.tbx`, the
  /// reports' terminology tables): computed once the units are final, for the runs that write.
  public var terminology = Terminology()
  /// What the reviewer's decisions (`--review`) did: applied, no longer matching, accepted units.
  public var review = ReviewOutcome()
  /// Findings of streamed documents counted but not kept in `findings` (each keeps its first
  /// `StreamedDocument.findingLimit`): the summaries count them, the lists say they stop.
  public var omittedFindings = FindingTally()

  /// `units` are the pages' units in page order.
  public init(documents: [DocumentResult], groups: [GroupAlignment], findings: [Finding],
              similarities: [GroupingEvidence] = []) {
    self.init(documents: documents, groups: groups, findings: findings, byUnit: FindingsByUnit(findings),
              similarities: similarities)
  }

  /// `byUnit` is `FindingsByUnit(findings)`, already made (`AlignmentRun.check`).
  init(documents: [DocumentResult], groups: [GroupAlignment], findings: [Finding], byUnit: FindingsByUnit,
       similarities: [GroupingEvidence] = []) {
    self.documents = documents
    self.units = groups.allUnits
    self.findings = findings
    self.findingsByUnit = byUnit
    self.findingsByRow = byUnit.positions(of: units)
    self.groups = groups
    self.similarities = similarities
  }

  /// The counts of the documents streamed to the writers (not in `units`).
  public var streamedCounts: UnitCounts {
    documents.filter { $0.streamed != nil }.reduce(UnitCounts()) { $0 + $1.counts }
  }

  /// For each document compared with another, its most similar one (the first of equals in
  /// `similarities` order), so a report can say why a document stands alone.
  public var closestDocuments: [String: GroupingEvidence] {
    var closest: [String: GroupingEvidence] = [:]
    for pair in similarities {
      for path in [pair.first, pair.second] where closest[path].map({ $0.similarity < pair.similarity }) ?? true {
        closest[path] = pair
      }
    }
    return closest
  }

  /// Every unit of the run by status: the held ones and the streamed documents' counts.
  public var unitCounts: UnitCounts { UnitCounts(units) + streamedCounts }

  /// Every finding of the run, listed or not.
  public var findingTally: FindingTally { FindingTally(findings) + omittedFindings }

  /// The position in `units` (the CSV data row) of each held unit, by identity: an index, not a
  /// copy of the unit (the reports' tables of 200,000 units spent their time retaining them).
  public func unitIndices() -> [UnitID: Int] {
    var table: [UnitID: Int] = [:]
    table.reserveCapacity(units.count)
    // By index: `enumerated()` copied each unit (retaining its every part) to read its identity.
    for index in units.indices { table[units[index].id] = index }
    return table
  }
}

extension Array where Element == TranslationUnit {
  /// The indices of the units of each source (`source ?? ""`), in order: what
  /// `Dictionary(grouping: indices) { self[$0].source ?? "" }` makes, with a lookup per run of
  /// units of one source instead of per unit (a page's units come in long runs of one source;
  /// hashing each unit's path was most of the reports' grouping).
  func indicesBySource() -> [String: [Int]] {
    var groups: [String: [Int]] = [:]
    var start = 0
    while start < count {
      let source = self[start].source ?? ""
      var end = start + 1
      while end < count, (self[end].source ?? "") == source { end += 1 }
      groups[source, default: []].append(contentsOf: start..<end)
      start = end
    }
    return groups
  }
}

extension Array where Element == GroupAlignment {
  /// The pages' units in page order. A run of one page (the held pair of two large files) gets
  /// that page's own array, shared rather than copied: `flatMap` copied all of its units, each
  /// retaining its fields, serially on the main thread, three times a run.
  var allUnits: [TranslationUnit] { count == 1 ? self[0].units : flatMap(\.units) }
}
