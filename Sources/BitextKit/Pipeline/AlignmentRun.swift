import Glibc

/// The only place that knows every stage: start reading here. It finds the inputs, reads and
/// pairs each document, and writes the exports and the report, each file atomically.
public enum AlignmentRun {
  /// Runs the whole pipeline. `log` receives one line per event worth telling on stderr (a
  /// file read, an input that failed, as `path: error: reason`, the final summary); the
  /// caller decides whether and how to print it (`--quiet`, terminal or not).
  public static func run(_ options: AlignmentOptions, log: (String) -> Void) -> RunSummary {
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
    for d in documents {
      summary.units += d.units.count
      summary.aligned += d.count(.aligned)
      summary.missing += d.count(.missing)
      summary.extra += d.count(.extra)
    }
    if let directory = outputDirectory {
      do {
        summary.outputs = try writeOutputs(documents, to: directory, options: options)
      } catch {
        log("\(directory): error: \(error)")
        summary.failedInputs.append(directory)
      }
    }
    summary.seconds = monotonicSeconds() - start
    log(summaryLine(summary))
    return summary
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
      if let problem = incompleteness(of: document) {
        log("\(path): warning: \(problem)")
        summary.incompleteInputs.append(path)
      }
      log("read \(path): \(document.units.count) units (\(document.count(.aligned)) aligned, "
        + "\(document.count(.missing)) missing, \(document.count(.extra)) extra), \(document.skipped.count) skipped")
      documents.append(document)
    }
    return documents
  }

  /// Why a document that was read is not fully in the exports, or nil when it is.
  static func incompleteness(of document: DocumentResult) -> String? {
    let repaired = document.issues.contains {
      switch $0.kind {
      case .invalidUTF8, .lineTooLong: true
      default: false
      }
    }
    if repaired { return "read only in part (invalid UTF-8 or over-long lines, see the lines above)" }
    if document.units.isEmpty && document.skipped.isEmpty { return "no text to pair (empty or blank file)" }
    return nil
  }

  /// Writes the exports into `directory` (created when missing), each through a temporary file
  /// renamed into place only when complete; returns the paths written.
  static func writeOutputs(_ documents: [DocumentResult], to directory: String, options: AlignmentOptions) throws -> [String] {
    try OutputDirectory.prepare(directory)
    let csvPath = directory + "/alignment.csv"
    let tmxPath = directory + "/alignment.tmx"
    let reportPath = directory + "/report.md"
    let csvFile = try AtomicFile(path: csvPath)
    let tmxFile = try AtomicFile(path: tmxPath)
    let reportFile = try AtomicFile(path: reportPath)
    var csv = try CSVWriter(sink: csvFile.output, neutralizesFormulas: options.neutralizesFormulas, writesBOM: options.writesExcelBOM)
    var tmx = try TMXWriter(sink: tmxFile.output, englishLanguageCode: options.englishLanguageCode,
                            koreanLanguageCode: options.koreanLanguageCode)
    for document in documents {
      for unit in document.units {
        try csv.write(unit)
        try tmx.write(unit)
      }
    }
    try csv.finish()
    try tmx.finish()
    var report = MarkdownReportWriter(sink: reportFile.output)
    try report.write(documents: documents, forbiddenCharactersRemoved: tmx.forbiddenCharactersRemoved)
    try csvFile.commit()
    try tmxFile.commit()
    try reportFile.commit()
    return [csvPath, tmxPath, reportPath]
  }

  static func summaryLine(_ s: RunSummary) -> String {
    var line = "bitext: \(s.filesRead) files, \(s.units) units (\(s.aligned) aligned, \(s.missing) missing, \(s.extra) extra)"
    if !s.failedInputs.isEmpty { line += ", \(s.failedInputs.count) failed" }
    if !s.incompleteInputs.isEmpty { line += ", \(s.incompleteInputs.count) incomplete" }
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
