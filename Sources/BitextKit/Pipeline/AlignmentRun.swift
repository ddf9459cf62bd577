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
    let found = InputFiles.find(options.inputs, excluding: outputDirectory)
    for problem in found.problems {
      log("\(problem.path): error: \(problem.reason)")
      summary.failedInputs.append(problem.path)
    }
    if found.files.isEmpty && found.problems.isEmpty {
      log("\(options.inputs.joined(separator: " ")): error: no .md, .markdown or .txt files found")
      summary.failedInputs.append(contentsOf: options.inputs)
    }
    let documents = readDocuments(found.files, options: options, summary: &summary, log: log)
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
    summary.findings = RunChecks.apply(to: &units, extra: crossSource)
    summary.units = units.count
    summary.aligned = units.count { $0.status == .aligned }
    summary.missing = units.count { $0.status == .missing }
    summary.extra = units.count { $0.status == .extra }
    let result = RunResult(documents: documents, units: units, findings: summary.findings,
                           groups: paging.groups, similarities: paging.similarities)
    if let directory = outputDirectory {
      do {
        summary.outputs = try writeOutputs(result, to: directory, options: options)
      } catch {
        log("\(directory): error: \(error)")
        summary.failedInputs.append(directory)
      }
    }
    summary.seconds = monotonicSeconds() - start
    log(summaryLine(summary))
    return (summary, result)
  }

  static func readDocuments(_ files: [String], options: AlignmentOptions, summary: inout RunSummary,
                            log: (String) -> Void) -> [DocumentResult] {
    var documents: [DocumentResult] = []
    for path in files {
      let document: DocumentResult
      do {
        document = try DocumentReader.read(path: path)
      } catch {
        log("\(error.path): error: \(error.reason)")
        summary.failedInputs.append(path)
        continue
      }
      for issue in document.issues { log(issue.description) }
      if document.failed {
        summary.failedInputs.append(path)
        continue
      }
      summary.filesRead += 1
      log("read \(path): \(document.units.count) units (\(document.count(.aligned)) aligned, "
        + "\(document.count(.missing)) missing, \(document.count(.extra)) extra), \(document.skipped.count) skipped")
      documents.append(document)
    }
    return documents
  }

  /// Writes the exports into `directory` (created when missing), each through a temporary file
  /// renamed into place only when complete; returns the paths written.
  static func writeOutputs(_ result: RunResult, to directory: String, options: AlignmentOptions) throws -> [String] {
    try OutputDirectory.prepare(directory)
    let csvPath = directory + "/alignment.csv"
    let tmxPath = directory + "/alignment.tmx"
    let reportPath = directory + "/report.md"
    let htmlPath = directory + "/report.html"
    let jsonPath = directory + "/findings.json"
    let files = try [csvPath, tmxPath, reportPath, htmlPath, jsonPath].map { try AtomicFile(path: $0) }
    var csv = try CSVWriter(sink: files[0].output, neutralizesFormulas: options.neutralizesFormulas, writesBOM: options.writesExcelBOM)
    var tmx = try TMXWriter(sink: files[1].output, englishLanguageCode: options.englishLanguageCode,
                            koreanLanguageCode: options.koreanLanguageCode)
    for unit in result.units {
      try csv.write(unit)
      try tmx.write(unit)
    }
    try csv.finish()
    try tmx.finish()
    var withCounts = result
    withCounts.removedXMLCharacters = tmx.forbiddenCharactersRemoved
    withCounts.overlongUnits = tmx.unitsOverSegmentLimit
    var report = MarkdownReportWriter(sink: files[2].output)
    try report.write(withCounts)
    var html = HTMLReportWriter(sink: files[3].output)
    try html.write(withCounts)
    var json = FindingsJSONWriter(sink: files[4].output)
    try json.write(withCounts)
    for file in files { try file.commit() }
    return files.map(\.path)
  }

  static func summaryLine(_ s: RunSummary) -> String {
    var line = "bitext: \(s.filesRead) files, \(s.units) units (\(s.aligned) aligned, \(s.missing) missing, \(s.extra) extra), "
      + "\(s.findings.count) findings"
    if !s.failedInputs.isEmpty { line += ", \(s.failedInputs.count) failed" }
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
