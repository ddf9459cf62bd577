import Dispatch

/// A document too large to hold: read, paired and checked in one pass, each unit handed to the
/// writers as soon as pairing releases it. Memory stays flat whatever the size: the reader's
/// chunk, the parser's open block, the pairer's window, and the first `listLimit` missing,
/// extra and skipped entries kept for the report (the counts are exact).
///
/// What it gives up, said in the report: it is not grouped with other documents (a file this
/// large is not one page), checks use the statistics of the run's other documents (or the
/// defaults), and `duplicate` is not checked across its units. Unit identities count repeated
/// texts in a table that grows with the distinct units (16 bytes each, plus the table's slack).
enum StreamedDocument {
  static let listLimit = 1_000
  static let findingLimit = 10_000
  /// Units checked together on all cores while the next ones are read (memory: two batches).
  static let batchSize = 4_096

  struct Outcome {
    var document: DocumentResult
    var findings: [Finding]
    /// Findings counted but not kept (beyond `findingLimit`).
    var omitted = FindingTally()
  }

  /// Reads `path` through a `DocumentStream`; each unit gets its page (the title, as known when
  /// pairing releases it), source and identity, and is checked. Each batch of units is then
  /// `render`ed with its findings on the thread that checked it (the exports' rows), and goes
  /// to `emit` with what that gave, batch after batch in document order.
  static func process<Rendered: Sendable>(path given: String, statistics: RunStatistics,
                                          render: @escaping @Sendable ([TranslationUnit], [[Finding]]) -> Rendered,
                                          emit: ([TranslationUnit], Rendered) throws -> Void) throws -> Outcome {
    let reader = try LineReader(path: given)
    let path = reader.path  // `<stdin>` for `-`: a name that reads as one in reports and CSV cells
    var stream = DocumentStream(reader, path: path)
    var outcome = Outcome(document: DocumentResult(path: path, title: nil, layout: .bilingual, units: [], skipped: [],
                                                   issues: [], lineCount: 0),
                          findings: [])
    var counts = DocumentResult.StreamedCounts()
    let identities = Identities()
    var batch: [TranslationUnit] = []
    // A batch of units is identified and checked (on all cores) while the next one is read and
    // paired, then counted and emitted in order: at most two batches are held.
    var checking: CheckedBatch<Rendered>?
    func emitChecked(_ checked: CheckedBatch<Rendered>) throws {
      let findings = checked.findings()  // first: the units have their identities once it returns
      for (unit, found) in zip(checked.units, findings) {
        for finding in found {
          if outcome.findings.count < findingLimit { outcome.findings.append(finding) } else { outcome.omitted.add(finding) }
        }
        switch unit.status {
        case .aligned: counts.aligned += 1
        case .missing: counts.missing += 1
        case .extra: counts.extra += 1
        }
        counts.notes += unit.notes.count
        if unit.status != .aligned, outcome.document.units.count < listLimit { outcome.document.units.append(unit) }
      }
      try emit(checked.units, checked.rendered())
    }
    func emitBatch() throws {
      var units: [TranslationUnit] = []
      swap(&units, &batch)  // the batch's only reference goes to its checker, which assigns identities in place
      batch.reserveCapacity(batchSize)
      var next: CheckedBatch<Rendered>?
      if !units.isEmpty {
        next = CheckedBatch(consume units, statistics: statistics, identities: identities, after: checking, render: render)
      }
      if let previous = checking { try emitChecked(previous) }
      checking = next
    }
    while let event = stream.next() {
      switch event {
      case .unit(var unit):
        unit.group = stream.pageName
        unit.source = path
        batch.append(unit)
        if batch.count == batchSize { try emitBatch() }
      case .skipped(let block):
        counts.skipped += 1
        if outcome.document.skipped.count < listLimit { outcome.document.skipped.append(block) }
      }
    }
    try emitBatch()  // the last units start checking; the batch before them is emitted
    try emitBatch()  // the last units are emitted
    outcome.document.lineCount = stream.lineCount
    outcome.document.title = stream.title
    outcome.document.layout = stream.layout
    outcome.document.issues = stream.issues
    outcome.document.streamed = counts
    return outcome
  }
}

/// The identities of a streamed document's units (`UnitIdentifier`), given batch after batch in
/// document order by the threads that check them: each batch hashes its units' texts on its
/// own, then waits for the batch before it to be identified, then counts repeats and assigns.
private final class Identities: @unchecked Sendable {
  /// Used by one batch at a time: the one whose predecessor has signalled `Order.identified`.
  var identifier = UnitIdentifier()

  /// One batch's place in the order: signalled once its units are identified.
  final class Order: @unchecked Sendable {
    private let identified = DispatchSemaphore(value: 0)
    func signal() { identified.signal() }
    func wait() {
      identified.wait()
      identified.signal()  // a second call does not block
    }
  }
}

/// A streamed document's batch of units, identified, checked and rendered on other threads
/// from the moment it is made (on the calling thread with `BITEXT_WORKERS=1`); `findings()`
/// waits for them, and `units` holds their identities from then on.
private final class CheckedBatch<Rendered: Sendable>: @unchecked Sendable {
  /// Written once by the checking thread before it signals `done`; read after the wait.
  private(set) var units: [TranslationUnit]
  /// Written once by the checking thread before it signals `done`; read after the wait.
  private var found: [[Finding]] = []
  /// What `render` made of the units and their findings; written and read like `found`.
  private var result: Rendered?
  private let done = DispatchSemaphore(value: 0)
  fileprivate let order = Identities.Order()

  /// Identifies `units` after the batch `previous` (the one made before, if any), checks them
  /// and renders them with their findings.
  init(_ units: consuming [TranslationUnit], statistics: RunStatistics, identities: Identities, after previous: CheckedBatch?,
       render: @escaping @Sendable ([TranslationUnit], [[Finding]]) -> Rendered) {
    self.units = consume units
    let before = previous?.order
    guard ParallelMap.isParallel else {
      work(statistics, identities, after: before, render: render)
      return
    }
    DispatchQueue.global().async { [self] in work(statistics, identities, after: before, render: render) }
  }

  func findings() -> [[Finding]] {
    done.wait()
    done.signal()  // a second call does not block
    return found
  }

  func rendered() -> Rendered {
    _ = findings()
    return result!
  }

  private func work(_ statistics: RunStatistics, _ identities: Identities, after before: Identities.Order?,
                    render: ([TranslationUnit], [[Finding]]) -> Rendered) {
    let contents = units.indices.map { UnitIdentifier.content(of: units[$0]) }
    before?.wait()
    for i in units.indices { identities.identifier.identify(&units[i], content: contents[i]) }
    order.signal()
    found = Self.check(units, statistics)
    result = render(units, found)
    done.signal()
  }

  private static func check(_ units: [TranslationUnit], _ statistics: RunStatistics) -> [[Finding]] {
    ParallelMap.map(units, minimumChunk: TranslationChecks.unitsPerTask) { unit -> [Finding] in
      var found: [Finding] = []
      if unit.status == .aligned { TranslationChecks.check(UnitProfile(unit), statistics: statistics, into: &found) }
      if unit.status == .missing { found.append(.missing(unit)) }
      return found
    }
  }
}
