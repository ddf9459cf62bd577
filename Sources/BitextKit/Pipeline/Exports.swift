import Glibc

/// The seven output files of `align`, open for the whole run: units stream into the CSV and
/// the TMX as they are final; the terminology and the reports are written at the end from the
/// run's result. Every file is an `AtomicFile`, and they change as one set: all are written, flushed and
/// `fsync`ed first, then renamed into place one after the other with termination signals held,
/// so an interrupted run leaves the complete old set or the complete new one. The directory's
/// lock is held from creation to the end, so two runs never interleave their files.
struct Exports {
  var memory: TranslationMemoryFiles
  /// `terminology.csv` and `terminology.tbx`.
  let terminology: [AtomicFile]
  let reports: [AtomicFile]
  let options: AlignmentOptions
  private let lock: OutputLock
  /// Temporary files of earlier runs that died before removing them, removed on opening.
  let removedLeftovers: [String]
  /// For tests that interrupt a run between two renames: a pause after each (0 in real runs).
  var pauseBetweenRenames: Double = 0
  /// The reports started before the units are written (`startReports`), if any.
  private var earlyReports: Background<[ReportOutputs.Failure?]>?

  static let reportNames = ["report.md", "report.html", "findings.json"]
  static let terminologyNames = ["terminology.csv", "terminology.tbx"]
  static let fileNames = ["alignment.csv", "alignment.tmx"] + terminologyNames + reportNames

  init(directory: String, options: AlignmentOptions) throws {
    (lock, removedLeftovers) = try OutputDirectory.prepare(directory, targets: Self.fileNames)
    memory = try TranslationMemoryFiles(directory: directory, options: options)
    terminology = try Self.terminologyNames.map { try AtomicFile(path: directory + "/" + $0) }
    reports = try Self.reportNames.map { try AtomicFile(path: directory + "/" + $0) }
    self.options = options
    pauseBetweenRenames = options.pauseBetweenRenames
  }

  mutating func write(_ unit: TranslationUnit, flags: [FindingCode]) throws {
    try memory.write(unit, flags: flags)
  }

  mutating func writeRow(_ unit: TranslationUnit, flags: [FindingCode]) throws {
    try memory.writeRow(unit, flags: flags)
  }

  mutating func writeTranslation(_ entry: TMXSelection.Entry) throws {
    try memory.writeTranslation(entry)
  }

  /// Starts writing `report.html` and `findings.json`, which need nothing the CSV and TMX count,
  /// on another thread while the units are written (a long serial stage): for a `result` that is
  /// final, the one `finish` will be given. `finish` writes `report.md` and waits for them.
  mutating func startReports(_ result: RunResult) {
    let outputs = ReportOutputs(reports.map(\.output))
    earlyReports = Background { outputs.write(ReportOutputs.early, result) }
  }

  /// Waits for the reports `startReports` began (before the files are dropped on a failure).
  func settle() {
    _ = earlyReports?.value()
  }

  /// Writes the terminology and the reports, then commits all seven files; returns their paths.
  mutating func finish(_ result: RunResult) throws -> [String] {
    defer { settle() }
    try memory.finish()
    var csv = terminology[0].output, tbx = terminology[1].output
    try TerminologyWriter.writeCSV(result.terminology, to: &csv, neutralizesFormulas: options.neutralizesFormulas,
                                   writesBOM: options.writesExcelBOM)
    try TerminologyWriter.writeTBX(result.terminology, to: &tbx, englishLanguageCode: options.englishLanguageCode,
                                                 koreanLanguageCode: options.koreanLanguageCode)
    var withCounts = result
    withCounts.removedXMLCharacters = memory.tmx.forbiddenCharactersRemoved
    withCounts.overlongUnits = memory.tmx.unitsOverSegmentLimit
    let outputs = ReportOutputs(reports.map(\.output))
    if let earlyReports {
      let late = outputs.write(outputs.outputs.indices.filter { !ReportOutputs.early.contains($0) }, withCounts)
      try ReportOutputs.throwFirst(late + earlyReports.value())
    } else {
      try ReportOutputs.throwFirst(outputs.write(Array(outputs.outputs.indices), withCounts))
    }
    let files = [memory.csvFile, memory.tmxFile] + terminology + reports
    for file in files { try file.seal() }
    try TemporaryFileRegistry.holdingTerminationSignals {
      for file in files {
        try file.publish()
        if pauseBetweenRenames > 0 { usleep(UInt32(pauseBetweenRenames * 1_000_000)) }
      }
    }
    AtomicFile.syncDirectory(of: files[0].path)
    return files.map(\.path)
  }
}

/// The three reports' files, each written by its own writer on its own thread: they read the
/// same finished `RunResult` and share nothing else. A failure is thrown as the first report's
/// in `reportNames` order, as writing them one after another would.
private struct ReportOutputs: @unchecked Sendable {
  /// Each used by one thread only: the writer of its report.
  let outputs: [OutputBuffer]
  /// The reports that read nothing the CSV and TMX writers count (`report.html`, `findings.json`):
  /// they may be written while the units are.
  static let early = [1, 2]

  init(_ outputs: [OutputBuffer]) { self.outputs = outputs }

  /// Writes the reports numbered `reports` (in `reportNames`), on all cores; their failures in
  /// that order. `report.html` and `findings.json` share one side-by-side view, made once.
  func write(_ reports: [Int], _ result: RunResult) -> [Failure?] {
    let view = reports.contains(1) && reports.contains(2) ? SideBySide(result, limits: .standard) : nil
    return ParallelMap.map(reports) { i in write(i, result, view: view) }
  }

  /// `failures` in `reportNames` order: the first one, thrown.
  static func throwFirst(_ failures: [Failure?]) throws {
    if let failure = failures.lazy.compactMap({ $0 }).first { throw failure.error }
  }

  private func write(_ report: Int, _ result: RunResult, view: SideBySide?) -> Failure? {
    do {
      switch report {
      case 0:
        var writer = MarkdownReportWriter(sink: outputs[0])
        try writer.write(result)
      case 1:
        var writer = HTMLReportWriter(sink: outputs[1])
        try writer.write(result, view: view ?? SideBySide(result, limits: writer.limits))
      default:
        var writer = FindingsJSONWriter(sink: outputs[2])
        try writer.write(result, view: view ?? SideBySide(result, limits: writer.limits))
      }
      return nil
    } catch {
      return Failure(error: error)
    }
  }

  struct Failure: @unchecked Sendable { let error: any Error }
}
