/// The only place that knows every stage: start reading here.
///
/// The run is a chain of values, each stage taking the previous one's output:
///
/// ```
/// Line                      Reading/    bytes → lines (LineReader)
///  → Block                  Parsing/    lines → blocks with their SourceLocation (BlockParser)
///  → Segment                Language/   blocks → English / Korean / neutral text (LanguageTagger)
///  → TranslationUnit        Pairing/    English ↔ Korean inside one document (DocumentPairer)
///  → DocumentResult         Pairing/    one document's units, skipped blocks, issues (DocumentStream)
///  → GroupAlignment         Alignment/  the documents of one page aligned; each unit's page,
///                                       source and UnitID final from here (PageGrouping)
///  → Finding                Checks/     typed findings naming units by UnitID (RunChecks)
///  → RunResult              Writers/    pages, units and findings every writer reads
/// ```
///
/// Every file is grouped the same way whatever its size: a document larger than
/// `streamingThreshold` is first probed for its fingerprint (`DocumentProbe`, without holding
/// it). When it shares its page with other documents it is read and aligned with them like any
/// other; alone on its page (and standard input, which cannot be read twice) it is streamed:
/// `StreamedDocument` sends each unit to the CSV and TMX as pairing releases it, checked on its own.
public enum AlignmentRun {
  /// Runs the whole pipeline. `log` receives one line per event worth telling on stderr (a
  /// file read, an input that failed, as `path: error: reason`, the final summary); the
  /// caller decides whether and how to print it (`--quiet`, terminal or not).
  public static func run(_ options: AlignmentOptions, log: (String) -> Void) -> RunSummary {
    execute(options, log: log).summary
  }

  /// Runs the whole pipeline and also returns what the writers saw, for callers that print a
  /// report themselves (`check --format json`).
  ///
  /// `progress` receives where the run is (`RunProgress`) at each stage and about ten times a
  /// second while one works, on the calling thread.
  public static func execute(_ options: AlignmentOptions, log: (String) -> Void,
                             progress: (RunProgress) -> Void = { _ in }) -> (summary: RunSummary, result: RunResult) {
    let start = MonotonicClock.seconds()
    var summary = RunSummary()
    let outputDirectory = options.writesOutputs ? options.outputDirectory : nil
    if let outputDirectory, !outputUsable(outputDirectory, summary: &summary, log: log) {
      return (finished(summary, start: start, log: log), RunResult(documents: [], groups: [], findings: []))
    }
    let files = findInputs(options, excluding: outputDirectory, summary: &summary, log: log)
    let threshold = options.streamingThreshold
    let held = files.filter { !isLarge($0, threshold: threshold) }
    var reading = RunProgress(.reading)
    reading.totalFiles = held.count
    reading.totalBytes = held.reduce(0) { $0 + (FileSize.of($1) ?? 0) }
    progress(reading)
    let counters = ProgressCounters()
    var documents = readDocuments(held, counters: counters, tick: { [reading] in progress(counters.snapshot(reading)) },
                                  summary: &summary, log: log)
    progress(counters.snapshot(reading))
    let large = probe(files.filter { isLarge($0, threshold: threshold) }, summary: &summary, log: log)
    var grouping = RunProgress(.grouping)
    grouping.totalFiles = documents.count + large.count
    progress(grouping)
    let plan = planPages(files, documents: documents, large: large, options: options, summary: &summary, log: log)
    documents = readJoined(files, held: documents, plan: plan, large: large, summary: &summary, log: log)
    var aligning = RunProgress(.aligning)
    aligning.totalPages = plan.groups.count
    progress(aligning)
    let (read, review) = (documents, options.review)
    let pages = ProgressCounters.whileTicking({ [aligning] in progress(counters.snapshot(aligning)) }) {
      PageGrouping.align(read, plan, review: review, aligned: counters.pageAligned)
    }
    progress(counters.snapshot(aligning))
    logSources(documents, pages: pages.groups, summary: &summary, log: log)
    var checking = RunProgress(.checking)
    checking.totalPages = pages.groups.count
    progress(checking)
    // The terminology reads the pages' units (their texts, places and sources, not their scores
    // or findings): learned on another thread while the pages are checked.
    let groups = pages.groups
    let terminology = outputDirectory == nil ? nil : Background { Terminology(units: groups.allUnits) }
    var result = check(documents, pages: pages, settings: options.checks)
    var writing = RunProgress(.writing)
    writing.totalPages = pages.groups.count
    progress(writing)
    let streamed = large.filter { !plan.holds($0.path) }.map(\.given)
    write(&result, streaming: streamed, to: outputDirectory, options: options, terminology: terminology, summary: &summary, log: log,
          progress: progress)
    summary.count(result)
    return (finished(summary, start: start, log: log), result)
  }

  /// Frees what a run's writers saw on another thread: a large run's units and findings take
  /// a while to free, and a command that only needs the summary need not wait for it.
  public static func release(_ result: consuming RunResult) {
    Background<Void>.release(consume result)
  }

  // MARK: Steps

  /// The files named or found under the folders named; what cannot be opened is logged.
  static func findInputs(_ options: AlignmentOptions, excluding outputDirectory: String?, summary: inout RunSummary,
                         log: (String) -> Void) -> [String] {
    let found = InputFiles.find(options.inputs, excluding: outputDirectory)
    for problem in found.problems {
      log("\(problem.path): error: \(problem.reason)")
      summary.failedInputs.append(problem.path)
    }
    if found.files.isEmpty && found.problems.isEmpty {
      log("\(options.inputs.joined(separator: " ")): error: no .md, .markdown or .txt files found")
      summary.failedInputs.append(contentsOf: options.inputs)
    }
    return found.files
  }

  /// A document too large to hold, as grouping sees it (standard input has no fingerprint: it
  /// cannot be read twice, and is streamed).
  struct LargeDocument {
    var given: String
    var fingerprint: DocumentFingerprint?
    var path: String { fingerprint?.path ?? given }
  }

  /// Fingerprints of the large documents, on all cores. A file that cannot be opened is logged
  /// here; one that is not text keeps no fingerprint and takes the streamed path, which says why.
  static func probe(_ files: [String], summary: inout RunSummary, log: (String) -> Void) -> [LargeDocument] {
    opened(files, summary: &summary, log: log) { path throws(FileError) in
      path == "-" ? nil : try DocumentProbe.probe(path: path)
    }.map { path, probe in LargeDocument(given: path, fingerprint: probe.flatMap { $0.failed ? nil : $0.fingerprint }) }
  }

  /// The pages of the run from the fingerprints of every document, held or large, in input order.
  static func planPages(_ files: [String], documents: [DocumentResult], large: [LargeDocument], options: AlignmentOptions,
                        summary: inout RunSummary, log: (String) -> Void) -> PageGrouping.Plan {
    var fingerprints: [String: DocumentFingerprint] = [:]
    // Each document's fingerprint on its own: made on all cores.
    for fingerprint in ParallelMap.map(documents, PageGrouping.fingerprint) { fingerprints[fingerprint.path] = fingerprint }
    for document in large { if let fingerprint = document.fingerprint { fingerprints[fingerprint.path] = fingerprint } }
    var seen = Set<String>()
    let inOrder = files.compactMap { file in
      fingerprints[PrintableName.escaped(file)].flatMap { seen.insert($0.path).inserted ? $0 : nil }
    }
    let plan = PageGrouping.group(inOrder, overrides: options.groupOverrides, trial: PageGrouping.trial(documents))
    for path in plan.unmatched {
      log("\(path): error: named in --group but not among the documents read")
      summary.failedInputs.append(path)
    }
    return plan
  }

  /// The held documents and the large ones that share a page with another document, read whole
  /// now (a page's sources are aligned together), in input order.
  static func readJoined(_ files: [String], held: [DocumentResult], plan: PageGrouping.Plan, large: [LargeDocument],
                         summary: inout RunSummary, log: (String) -> Void) -> [DocumentResult] {
    let joining = large.filter { plan.holds($0.path) }
    guard !joining.isEmpty else { return held }
    let read = readDocuments(joining.map(\.given), summary: &summary, log: log)
    let byPath = Dictionary((held + read).map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    var seen = Set<String>()
    return files.compactMap { file in
      guard let document = byPath[PrintableName.escaped(file)], seen.insert(document.path).inserted else { return nil }
      return document
    }
  }

  /// One line per document read, in input order, after its reading problems: the counts are
  /// those of its units as exported (after cross-source alignment a Korean-only source's rows
  /// are aligned to another file's English), the same the reports give for that source.
  static func logSources(_ documents: [DocumentResult], pages: [GroupAlignment], summary: inout RunSummary,
                         log: (String) -> Void) {
    var counts: [String: UnitCounts] = [:]
    // A look-up per run of units of one source, each status read in place: a loop over the
    // units copied each one and hashed its source's path (serial, before the checks start).
    for page in pages {
      for (source, indices) in page.units.indicesBySource() {
        var sourceCounts = counts[source, default: UnitCounts()]
        for index in indices { sourceCounts.add(page.units[index].status) }
        counts[source] = sourceCounts
      }
    }
    for document in documents {
      for issue in document.issues { log(issue.description) }
      summary.filesRead += 1
      noteIncompleteness(of: document, summary: &summary, log: log)
      log(RunLog.read(document, counts[document.path] ?? UnitCounts()))
    }
  }

  /// Every check over the pages (`RunChecks`), with the run's glossary and disabled codes.
  static func check(_ documents: [DocumentResult], pages: PageGrouping.Result, settings: CheckSettings = CheckSettings()) -> RunResult {
    var sharedAnchors: [Bool?] = []
    let findings = RunChecks.findings(pages.groups, settings: settings, sharedAnchors: &sharedAnchors)
    let byUnit = FindingsByUnit(findings)
    var groups = pages.groups
    CheckedScore.weigh(&groups, findings: byUnit, accepted: pages.review.accepted, sharedAnchors: sharedAnchors)
    var result = RunResult(documents: documents, groups: groups, findings: findings, byUnit: byUnit,
                           similarities: pages.similarities)
    result.review = pages.review
    return result
  }

  /// Writes the held units, streams the large documents through, then writes the reports; all
  /// files are committed together at the end. `terminology`, when given, is the held units'
  /// terminology, learned meanwhile. With no output directory (`check`), large
  /// documents are still read and checked.
  static func write(_ result: inout RunResult, streaming large: [String], to outputDirectory: String?,
                    options: AlignmentOptions, terminology: Background<Terminology>? = nil, summary: inout RunSummary,
                    log: (String) -> Void,
                    progress: (RunProgress) -> Void = { _ in }) {
    let statistics = large.isEmpty ? RunStatistics() : RunStatistics(units: result.units)
    var exports: Exports?
    defer { exports?.settle() }
    do {
      // Outputs only when something was read: a run whose every input failed keeps the old set
      // (and creates no folder).
      let writes = outputDirectory != nil && (summary.filesRead > 0 || !large.isEmpty)
      exports = try writes ? openExports(options, direct: large.isEmpty, log: log) : nil
      // With nothing to stream the pages and findings are final: the reports' side-by-side
      // view is laid out on another thread while the TMX entries are selected.
      let reportsEarly = writes && large.isEmpty && summary.filesRead > 0
      let checked = result
      let view = reportsEarly ? Background { SideBySide(checked, limits: .standard) } : nil
      if writes { result.terminology = terminology?.value() ?? Terminology(units: result.units) }
      let findings = result.findingsByRow
      // The TMX entries are selected on another thread while the CSV rows are written.
      let (groups, policy, accepted) = (result.groups, options.tmx, result.review.accepted)
      let selecting = Background { TMXSelection(groups: groups, findings: findings, policy: policy, accepted: accepted) }
      // With nothing to stream the result is final once the entries are selected: the reports
      // are written meanwhile (findings.json's findings before they are).
      if reportsEarly { exports?.startReports(result, selection: { selecting.value() }, view: view) }
      try exports?.writeHeldRows(result.units, findings: findings)
      result.translationMemory = selecting.value()
      try exports?.writeHeldTranslations(result.translationMemory.entries)
      for path in large {
        guard let outcome = stream(path, statistics: statistics, exports: &exports, selection: &result.translationMemory,
                                   summary: &summary, log: log, progress: progress) else { continue }
        result.documents.append(outcome.document)
        result.findings += outcome.findings
        result.omittedFindings = result.omittedFindings + outcome.omitted
      }
      if summary.filesRead > 0, let outputs = try exports?.finish(result) {
        summary.outputs = outputs
      }
    } catch {
      log("\(outputDirectory ?? ""): error: \(error)")
      summary.failedOutput = outputDirectory
    }
    if let outputDirectory, summary.outputs.isEmpty, summary.failedOutput == nil {
      log("\(outputDirectory): note: nothing written, the previous outputs are unchanged (no input could be read)")
    }
  }

  /// The output directory is checked before any input is read, so a bad `--out` costs nothing.
  private static func outputUsable(_ directory: String, summary: inout RunSummary, log: (String) -> Void) -> Bool {
    do {
      try OutputDirectory.check(directory)
      return true
    } catch {
      log("\(directory): error: \(error)")
      summary.failedOutput = directory
      return false
    }
  }

  private static func openExports(_ options: AlignmentOptions, direct: Bool, log: (String) -> Void) throws -> Exports {
    let exports = try Exports(directory: options.outputDirectory, options: options, direct: direct)
    let removed = exports.removedLeftovers
    if !removed.isEmpty {
      log("\(options.outputDirectory): note: removed \(removed.count) temporary file\(removed.count == 1 ? "" : "s") "
        + "left by an interrupted run: \(removed.joined(separator: ", "))")
    }
    return exports
  }

  private static func finished(_ summary: RunSummary, start: Double, log: (String) -> Void) -> RunSummary {
    var summary = summary
    summary.seconds = MonotonicClock.seconds() - start
    log(RunLog.summary(summary))
    return summary
  }

  /// Files above this size (and standard input) are probed for grouping, then streamed straight
  /// to the writers when alone on their page: memory stays flat for such a file of any size. A
  /// large file that shares its page is held while its page is aligned.
  public static let streamingThreshold = 16 << 20

  static func isLarge(_ path: String, threshold: Int = streamingThreshold) -> Bool {
    path == "-" || (FileSize.of(path) ?? 0) > threshold
  }

  /// Reads, pairs and checks a large document, handing each unit to the exports (if any).
  private static func stream(_ path: String, statistics: RunStatistics, exports: inout Exports?, selection: inout TMXSelection,
                             summary: inout RunSummary, log: (String) -> Void,
                             progress: (RunProgress) -> Void) -> StreamedDocument.Outcome? {
    var streaming = RunProgress(.streaming)
    streaming.streamedFile = PrintableName.escaped(path)
    streaming.totalBytes = FileSize.of(path) ?? 0
    // Each batch's rows and `<tu>`s are rendered, and its units judged for the TMX, on the
    // thread that checked it; here they are appended in order.
    let format = exports?.memory.format
    let policy = selection.policy
    do {
      let outcome = try StreamedDocument.process(path: path, statistics: statistics) { units, findings in
        var judged = TMXSelection(policy: policy)
        var part = format.map(TranslationMemoryFiles.Part.init)
        for (unit, found) in zip(units, findings) {
          let admitted = judged.admits(unit, findings: found)
          guard part != nil else { continue }
          let flags = FindingsByUnit.codes(found)
          part?.writeRow(unit, flags: flags)
          if admitted { part?.writeTranslation(unit, flags: flags) }
        }
        return (part, judged)
      } emit: { unitCount, lastLine, rendered in
        let (part, judged) = rendered
        if unitCount == StreamedDocument.batchSize, let line = lastLine {
          streaming.line = line
          progress(streaming)
        }
        selection.addCounts(of: judged)
        if let part { try exports?.append(part) }
      }
      for issue in outcome.document.issues { log(issue.description) }
      if outcome.document.failed { summary.failedInputs.append(path); return nil }
      summary.filesRead += 1
      noteIncompleteness(of: outcome.document, summary: &summary, log: log)
      log(RunLog.read(outcome.document, outcome.document.counts) + " (streamed)")
      return outcome
    } catch let error as FileError {
      log("\(error.path): error: \(error.reason)")
      summary.failedInputs.append(path)
      return nil
    } catch {
      log("\(path): error: \(error)")
      summary.failedInputs.append(path)
      return nil
    }
  }

  /// Reads the documents on all cores; results in input order. Files that cannot be read are
  /// logged here; the documents read are logged once their units are final (`logSources`).
  /// `counters` count each file read (and its bytes) for the progress line, which `tick`
  /// shows while the files are read.
  static func readDocuments(_ files: [String], counters: ProgressCounters = ProgressCounters(), tick: () -> Void = {},
                            summary: inout RunSummary, log: (String) -> Void) -> [DocumentResult] {
    var documents: [DocumentResult] = []
    // Documents are read on all cores; one alone is read and parsed on one, paired on another.
    let piped = files.count == 1 && ParallelMap.isParallel
    let read = opened(files, tick: tick, summary: &summary, log: log) { path throws(FileError) in
      let document = try DocumentReader.read(path: path, piped: piped)
      counters.fileRead(bytes: FileSize.of(path) ?? 0)
      return document
    }
    for (path, document) in read {
      if document.failed {
        for issue in document.issues { log(issue.description) }
        summary.failedInputs.append(path)
        continue
      }
      documents.append(document)
    }
    return documents
  }

  /// `open` applied to each file on all cores, in input order; a file it cannot open is logged
  /// and counted as failed.
  private static func opened<T: Sendable>(_ files: [String], tick: () -> Void = {}, summary: inout RunSummary, log: (String) -> Void,
                                          _ open: @escaping @Sendable (String) throws(FileError) -> T) -> [(path: String, value: T)] {
    let outcomes: [Result<T, FileError>] = ProgressCounters.whileTicking(tick) {
      ParallelMap.map(files) { path in Result { () throws(FileError) -> T in try open(path) } }
    }
    var values: [(path: String, value: T)] = []
    for (path, outcome) in zip(files, outcomes) {
      switch outcome {
      case .failure(let error):
        log("\(error.path): error: \(error.reason)")
        summary.failedInputs.append(path)
      case .success(let value):
        values.append((path, value))
      }
    }
    return values
  }

  /// Why a document that was read is not fully in the exports, or nil when it is.
  static func incompleteness(of document: DocumentResult) -> String? {
    let repaired = document.issues.contains {
      switch $0.kind {
      case .invalidUTF8, .lineTooLong, .controlCharacters: true
      default: false
      }
    }
    if repaired { return "read only in part (invalid UTF-8, control characters or over-long lines, see the lines above)" }
    if document.issues.contains(where: { if case .unclosed = $0.kind { true } else { false } }) {
      return "not all paired (an unclosed block swallowed the end of the file, see the line above)"
    }
    if document.units.isEmpty && document.skipped.isEmpty && document.streamed == nil { return "no text to pair (empty or blank file)" }
    return nil
  }

  static func noteIncompleteness(of document: DocumentResult, summary: inout RunSummary, log: (String) -> Void) {
    guard let problem = incompleteness(of: document) else { return }
    log("\(document.path): warning: \(problem)")
    summary.incompleteInputs.append(document.path)
  }
}
