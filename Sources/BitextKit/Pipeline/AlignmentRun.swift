import Glibc

/// The only place that knows every stage: start reading here. It finds the inputs, reads and
/// pairs each document, and writes the exports and the report, each file atomically.
public enum AlignmentRun {
  /// Runs the whole pipeline. `log` receives one line per event worth telling on stderr (a
  /// file read, an input that failed, as `path: error: reason`, the final summary); the
  /// caller decides whether and how to print it (`--quiet`, terminal or not).
  public static func run(_ options: AlignmentOptions, log: (String) -> Void) -> RunSummary {
    execute(options, log: log).summary
  }

  /// Runs the whole pipeline and also returns what the writers saw, for callers that print a
  /// report themselves (`check --format json`).
  public static func execute(_ options: AlignmentOptions, log: (String) -> Void) -> (summary: RunSummary, result: RunResult) {
    let start = monotonicSeconds()
    var summary = RunSummary()
    let outputDirectory = options.writesOutputs ? options.outputDirectory : nil
    var result = RunResult(documents: [], units: [], findings: [])
    if let outputDirectory, !outputUsable(outputDirectory, summary: &summary, log: log) {
      return (finished(summary, start: start, log: log), result)
    }
    let found = InputFiles.find(options.inputs, excluding: outputDirectory)
    for problem in found.problems {
      log("\(problem.path): error: \(problem.reason)")
      summary.failedInputs.append(problem.path)
    }
    if found.files.isEmpty && found.problems.isEmpty {
      log("\(options.inputs.joined(separator: " ")): error: no .md, .markdown or .txt files found")
      summary.failedInputs.append(contentsOf: options.inputs)
    }
    let large = found.files.filter(isLarge)
    let documents = readDocuments(found.files.filter { !isLarge($0) }, summary: &summary, log: log)
    let (paging, unmatched) = PageGrouping.align(documents, overrides: options.groupOverrides)
    for path in unmatched {
      log("\(path): error: named in --group but not among the documents read")
      summary.failedInputs.append(path)
    }
    var units: [TranslationUnit] = []
    var crossSource: [Finding] = []
    for group in paging.groups {
      crossSource += CrossSourceFindings.findings(group, offset: units.count)
      units += group.units
    }
    var findings = RunChecks.apply(to: &units, extra: crossSource)
    result = RunResult(documents: documents, units: units, findings: findings,
                       groups: paging.groups, similarities: paging.similarities)
    let statistics = large.isEmpty ? RunStatistics() : RunStatistics(units: units)
    // Outputs only when something was read: a run whose every input failed keeps the old set
    // (and creates no folder).
    let writes = outputDirectory != nil && (summary.filesRead > 0 || !large.isEmpty)
    do {
      var exports = try writes ? openExports(options, log: log) : nil
      for unit in units { try exports?.write(unit) }
      for path in large {
        guard let outcome = stream(path, statistics: statistics, exports: &exports, summary: &summary, log: log) else { continue }
        result.documents.append(outcome.document)
        findings += outcome.findings
      }
      result.findings = findings
      if var exports, summary.filesRead > 0 {
        summary.outputs = try exports.finish(result)
      }
    } catch {
      log("\(outputDirectory ?? ""): error: \(error)")
      summary.failedOutput = outputDirectory
    }
    if let outputDirectory, summary.outputs.isEmpty, summary.failedOutput == nil {
      log("\(outputDirectory): note: nothing written, the previous outputs are unchanged (no input could be read)")
    }
    summary.findings = findings
    summary.aligned = units.count { $0.status == .aligned } + streamedCount(result, .aligned)
    summary.missing = units.count { $0.status == .missing } + streamedCount(result, .missing)
    summary.extra = units.count { $0.status == .extra } + streamedCount(result, .extra)
    summary.units = summary.aligned + summary.missing + summary.extra
    return (finished(summary, start: start, log: log), result)
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

  private static func openExports(_ options: AlignmentOptions, log: (String) -> Void) throws -> Exports {
    let exports = try Exports(directory: options.outputDirectory, options: options)
    let removed = exports.removedLeftovers
    if !removed.isEmpty {
      log("\(options.outputDirectory): note: removed \(removed.count) temporary file\(removed.count == 1 ? "" : "s") "
        + "left by an interrupted run: \(removed.joined(separator: ", "))")
    }
    return exports
  }

  private static func finished(_ summary: RunSummary, start: Double, log: (String) -> Void) -> RunSummary {
    var summary = summary
    summary.seconds = monotonicSeconds() - start
    log(summaryLine(summary))
    return summary
  }

  /// Files above this size (and standard input) are streamed straight to the writers instead
  /// of being held for grouping: memory stays flat for a file of any size.
  public static let streamingThreshold = 16 << 20

  static func isLarge(_ path: String) -> Bool {
    if path == "-" { return true }
    var st = stat()
    return stat(path, &st) == 0 && Int(st.st_size) > streamingThreshold
  }

  private static func streamedCount(_ result: RunResult, _ status: TranslationUnit.Status) -> Int {
    result.documents.filter { $0.streamed != nil }.reduce(0) { $0 + $1.count(status) }
  }

  /// Reads, pairs and checks a large document, handing each unit to the exports (if any).
  private static func stream(_ path: String, statistics: RunStatistics, exports: inout Exports?, summary: inout RunSummary,
                             log: (String) -> Void) -> StreamedDocument.Outcome? {
    do {
      let outcome = try StreamedDocument.process(path: path, statistics: statistics) { unit in try exports?.write(unit) }
      for issue in outcome.document.issues { log(issue.description) }
      if outcome.document.failed { summary.failedInputs.append(path); return nil }
      summary.filesRead += 1
      noteIncompleteness(of: outcome.document, summary: &summary, log: log)
      log(readLine(outcome.document) + " (streamed)")
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

  /// Reads the documents on all cores; logs and results in input order.
  static func readDocuments(_ files: [String], summary: inout RunSummary, log: (String) -> Void) -> [DocumentResult] {
    let outcomes: [Result<DocumentResult, FileError>] = ParallelMap.map(files) { path in
      Result { () throws(FileError) -> DocumentResult in try DocumentReader.read(path: path) }
    }
    var documents: [DocumentResult] = []
    for (path, outcome) in zip(files, outcomes) {
      switch outcome {
      case .failure(let error):
        log("\(error.path): error: \(error.reason)")
        summary.failedInputs.append(path)
      case .success(let document):
        for issue in document.issues { log(issue.description) }
        if document.failed { summary.failedInputs.append(path); continue }
        summary.filesRead += 1
        noteIncompleteness(of: document, summary: &summary, log: log)
        log(readLine(document))
        documents.append(document)
      }
    }
    return documents
  }

  static func readLine(_ d: DocumentResult) -> String {
    "read \(d.path): \(d.count(.aligned) + d.count(.missing) + d.count(.extra)) units (\(d.count(.aligned)) aligned, "
      + "\(d.count(.missing)) missing, \(d.count(.extra)) extra), \(d.skippedCount) skipped"
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

  static func summaryLine(_ s: RunSummary) -> String {
    var line = "bitext: \(s.filesRead) files, \(s.units) units (\(s.aligned) aligned, \(s.missing) missing, \(s.extra) extra), "
      + "\(s.findings.count) findings"
    if !s.failedInputs.isEmpty { line += ", \(s.failedInputs.count) failed" }
    if !s.incompleteInputs.isEmpty { line += ", \(s.incompleteInputs.count) incomplete" }
    if let directory = s.failedOutput { line += ", nothing written to \(directory)" }
    if !s.outputs.isEmpty { line += ", wrote \(s.outputs.joined(separator: ", "))" }
    return line + " in " + formatSeconds(s.seconds)
  }

  static func formatSeconds(_ seconds: Double) -> String {
    let ms = (seconds * 1000).rounded()
    return ms < 1000 ? "\(Int(ms)) ms" : "\(Double(Int(ms / 10)) / 100) s"
  }

  static func monotonicSeconds() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
  }
}
