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
  /// Units checked together on all cores while the next ones are read.
  static let batchSize = 1_024
  /// Batches being checked while the next is read (memory: one more batch than this). With one
  /// batch of 2,048 in flight, the reading thread waited for a batch whose checking took longer
  /// than reading the next, and the checking threads for a batch still being read: a core idled
  /// at each hand-off (~13 % of the 100 MB file's run). Three of 1,024 hold as many units as two
  /// of 2,048 did (100 MB file 1.56 -> 1.42 s median; 1 GB peak 49.5 -> 53.8 MB).
  static let batchesInFlight = 3

  struct Outcome {
    var document: DocumentResult
    var findings: [Finding]
    /// Findings counted but not kept (beyond `findingLimit`).
    var omitted = FindingTally()
  }

  /// Reads `path` through a `DocumentStream`; each unit gets its page (the title, as known when
  /// pairing releases it), source and identity, and is checked. Each batch of units is then
  /// `render`ed with its findings on the thread that checked it (the exports' rows), and goes
  /// to `emit` with its number of units, its last unit's last line and what `render` gave,
  /// batch after batch in document order. The units themselves stay with (and are freed by)
  /// the checking thread: the reading thread takes only their counts, their first findings
  /// and the first units not aligned.
  static func process<Rendered: Sendable>(path given: String, statistics: RunStatistics,
                                          render: @escaping @Sendable ([TranslationUnit], [[Finding]]) -> Rendered,
                                          emit: (_ unitCount: Int, _ lastLine: Int?, Rendered) throws -> Void) throws -> Outcome {
    let reader = try LineReader(path: given)
    let path = reader.path  // `<stdin>` for `-`: a name that reads as one in reports and CSV cells
    var stream = DocumentStream(reader, path: path, piped: ParallelMap.isParallel)
    var outcome = Outcome(document: DocumentResult(path: path, title: nil, layout: .bilingual, units: [], skipped: [],
                                                   issues: [], lineCount: 0),
                          findings: [])
    var counts = DocumentResult.StreamedCounts()
    let identities = Identities()
    var batch: [TranslationUnit] = []
    // Batches of units are identified and checked (on all cores) while the next one is read and
    // paired, then counted and emitted in order, oldest first: at most `batchesInFlight` + 1
    // batches are held.
    var checking: [CheckedBatch<Rendered>] = []
    func emitChecked(_ checked: CheckedBatch<Rendered>) throws {
      let taken = checked.taken()  // what is left of the batch once its checker has given up its units
      let room = max(0, findingLimit - outcome.findings.count)
      outcome.findings.append(contentsOf: taken.findings.prefix(room))
      for finding in taken.findings.dropFirst(room) { outcome.omitted.add(finding) }
      if taken.omitted.total > 0 { outcome.omitted = outcome.omitted + taken.omitted }
      counts.aligned += taken.counts.aligned
      counts.missing += taken.counts.missing
      counts.extra += taken.counts.extra
      counts.notes += taken.counts.notes
      outcome.document.units.append(contentsOf: taken.unaligned.prefix(max(0, listLimit - outcome.document.units.count)))
      try emit(taken.unitCount, taken.lastLine, taken.rendered)
    }
    /// Starts checking the batch read (if any), then emits the oldest batches until `inFlight` are left.
    func emitBatch(keeping inFlight: Int) throws {
      if !batch.isEmpty {
        var units: [TranslationUnit] = []
        swap(&units, &batch)  // the batch's only reference goes to its checker, which assigns identities in place
        batch.reserveCapacity(batchSize)
        checking.append(CheckedBatch(consume units, statistics: statistics, identities: identities, after: checking.last,
                                     render: render))
      }
      while checking.count > inFlight { try emitChecked(checking.removeFirst()) }
    }
    while let event = stream.next() {
      switch consume event {  // the unit moved into the batch, not copied (each part retained) and the event then freed
      case .unit(let unit):
        // Set in the batch: a unit bound `var` was copied out of the event (each part retained).
        batch.append(unit)
        batch[batch.count - 1].group = stream.pageName
        batch[batch.count - 1].source = path
        if batch.count == batchSize { try emitBatch(keeping: batchesInFlight) }
      case .skipped(let block):
        counts.skipped += 1
        if outcome.document.skipped.count < listLimit { outcome.document.skipped.append(block) }
      }
    }
    try emitBatch(keeping: 0)  // the last units are checked, and every batch is emitted
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
/// from the moment it is made (on the calling thread with `BITEXT_WORKERS=1`); `taken()` waits
/// for them and gives what the reading thread needs of the batch. The units and their findings
/// are freed by the thread that checked them, not by the reading thread.
private final class CheckedBatch<Rendered: Sendable>: @unchecked Sendable {
  /// What the reading thread takes of a checked batch.
  struct Taken {
    var unitCount = 0
    /// The last line of the batch's last unit (its Korean side, else its English one).
    var lastLine: Int?
    var counts = DocumentResult.StreamedCounts()
    /// The batch's findings in unit order, its first `StreamedDocument.findingLimit` only...
    var findings: [Finding] = []
    /// ...and the tally of the others.
    var omitted = FindingTally()
    /// The batch's first `StreamedDocument.listLimit` units that are not aligned, in order.
    var unaligned: [TranslationUnit] = []
    var rendered: Rendered
  }

  /// Held from `init` until the checking thread is done with them; freed there.
  private var units: [TranslationUnit]
  /// Written once by the checking thread before it signals `done`; read after the wait.
  private var result: Taken?
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

  /// Waits for the checking thread and gives what it left of the batch (once: it is moved out).
  func taken() -> Taken {
    done.wait()
    let taken = result.take()!
    return taken
  }

  /// Reads the units in place, each by its index: a loop or map over them (`zip`, `map`) copied
  /// each unit it handed over (a retain and a release of its every part, three times a unit).
  private func work(_ statistics: RunStatistics, _ identities: Identities, after before: Identities.Order?,
                    render: ([TranslationUnit], [[Finding]]) -> Rendered) {
    var units: [TranslationUnit] = []
    swap(&units, &self.units)  // a local array: the class's property read in a loop copied each unit it read
    let contents = Self.contents(of: units)
    before?.wait()
    for i in units.indices { identities.identifier.identify(&units[i], content: contents[i]) }
    order.signal()
    let found = Self.check(units, statistics)
    var taken = Taken(rendered: render(units, found))
    taken.unitCount = units.count
    taken.lastLine = (units.last?.koreanLocation ?? units.last?.englishLocation)?.lastLine
    for i in units.indices {
      for finding in found[i] {
        if taken.findings.count < StreamedDocument.findingLimit { taken.findings.append(finding) } else { taken.omitted.add(finding) }
      }
      let status = units[i].status
      switch status {
      case .aligned: taken.counts.aligned += 1
      case .missing: taken.counts.missing += 1
      case .extra: taken.counts.extra += 1
      }
      taken.counts.notes += units[i].notes.count
      if status != .aligned, taken.unaligned.count < StreamedDocument.listLimit { taken.unaligned.append(units[i]) }
    }
    units = []  // freed here, on the checking thread
    result = taken
    done.signal()
  }

  /// `UnitIdentifier.content(of:)` of each unit, read in place: from the array `work` then
  /// identifies in place (a variable), each unit was copied for the call (a retain and a
  /// release of its every part).
  private static func contents(of units: [TranslationUnit]) -> [UInt64] {
    var contents: [UInt64] = []
    contents.reserveCapacity(units.count)
    for i in units.indices { contents.append(UnitIdentifier.content(of: units[i])) }
    return contents
  }

  /// Each task checks a run of units with one `UnitProfile.Scanners`: a unit's profile is freed
  /// once checked, and the next one is read into its scanners' room.
  private static func check(_ units: [TranslationUnit], _ statistics: RunStatistics) -> [[Finding]] {
    let perTask = TranslationChecks.unitsPerTask
    let runs = stride(from: 0, to: units.count, by: perTask).map { $0..<min($0 + perTask, units.count) }
    let checked = ParallelMap.map(runs) { run -> [[Finding]] in
      var scanners = UnitProfile.Scanners()
      var found: [[Finding]] = []
      found.reserveCapacity(run.count)
      for i in run {
        var unitFound: [Finding] = []
        let status = units[i].status
        if status == .aligned {
          TranslationChecks.check(UnitProfile(units[i], reusing: &scanners), statistics: statistics, into: &unitFound)
        }
        if status == .missing { unitFound.append(.missing(units[i])) }
        found.append(unitFound)
      }
      return found
    }
    guard checked.count > 1 else { return checked.first ?? [] }
    var found: [[Finding]] = []
    found.reserveCapacity(units.count)
    for run in checked { found.append(contentsOf: run) }
    return found
  }
}
