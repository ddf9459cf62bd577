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
  /// For tests that interrupt a run between two renames: a file waited for after the first
  /// (nil in real runs).
  var renameGate: String?
  /// The reports started before the units are written (`startReports`), if any.
  private var earlyReports: Background<ReportOutputs.Started>?

  static let reportNames = ["report.md", "report.html", "findings.json"]
  static let terminologyNames = ["terminology.csv", "terminology.tbx"]
  static let fileNames = ["alignment.csv", "alignment.tmx"] + terminologyNames + reportNames

  /// `direct`: every file is written straight to the disk (`AtomicFile`), for a run that holds
  /// its units. A streamed document's batches are not: when the reading thread no longer
  /// waits for the page cache, the batches it releases meet more of the checks' memory (the
  /// 20 MB file's peak rose from 42 to 49–53 MB).
  init(directory: String, options: AlignmentOptions, direct: Bool = false) throws {
    (lock, removedLeftovers) = try OutputDirectory.prepare(directory, targets: Self.fileNames)
    memory = try TranslationMemoryFiles(directory: directory, options: options, direct: direct)
    terminology = try Self.terminologyNames.map { try AtomicFile(path: directory + "/" + $0, direct: direct) }
    reports = try Self.reportNames.map { try AtomicFile(path: directory + "/" + $0, direct: direct) }
    self.options = options
    renameGate = options.renameGate
  }

  /// The held units' rows (rendered on all cores): they need no TMX selection.
  mutating func writeHeldRows(_ units: [TranslationUnit], findings: FindingsByUnit.Positions) throws {
    try memory.writeRows(units, findings: findings)
  }

  /// The TMX entries selected among the held units, after their rows (rendered on all cores).
  mutating func writeHeldTranslations(_ translations: [TMXSelection.Entry]) throws {
    try memory.writeTranslations(translations)
  }

  /// A streamed batch's rows and `<tu>`s, rendered where it was checked.
  mutating func append(_ part: TranslationMemoryFiles.Part) throws {
    try memory.append(part)
  }

  /// Starts writing the reports on another thread while the units are written (a long serial
  /// stage): `report.html`, `findings.json` and the body of `report.md`, which need nothing the
  /// CSV and TMX writers count, for a `result` that is final but for its TMX selection, the one
  /// `finish` will be given. `finish` writes `report.md`'s headline with the counts and waits
  /// for the rest. `view`, when given, is the side-by-side view of `result`, laid out meanwhile
  /// (it reads only the pages and the findings, final once the run is checked).
  /// `selection` (`result`'s TMX selection) is called on the reports' threads: the entries may
  /// still be selected when they start, and findings.json's findings do not wait for them.
  mutating func startReports(_ result: RunResult, selection: @escaping @Sendable () -> TMXSelection,
                             view: Background<SideBySide>? = nil) {
    let outputs = ReportOutputs(reports.map(\.output))
    earlyReports = Background { outputs.start(result, selection: selection, view: view) }
  }

  /// Waits for the reports `startReports` began (before the files are dropped on a failure).
  func settle() {
    _ = earlyReports?.value()
  }

  /// Writes the terminology and the reports, then commits all seven files; returns their paths.
  mutating func finish(_ result: RunResult) throws -> [String] {
    defer { settle() }
    try memory.finish()
    // The CSV and the TMX are complete: they reach the disk (`fsync`) on another thread while
    // the terminology and the reports are written (a streamed document's reports start here).
    // Its failure is thrown first, as sealing them before the rest would.
    let memoryFiles = [memory.csvFile, memory.tmxFile]
    let sealing = Background { [files = Sealing(files: memoryFiles)] in ReportOutputs.Failure.of(files.seal) }
    let rest = ReportOutputs.Failure.of {
      var csv = terminology[0].output, tbx = terminology[1].output
      try TerminologyWriter.writeCSV(result.terminology, to: &csv, neutralizesFormulas: options.neutralizesFormulas,
                                     writesBOM: options.writesExcelBOM)
      try TerminologyWriter.writeTBX(result.terminology, to: &tbx, englishLanguageCode: options.englishLanguageCode,
                                     koreanLanguageCode: options.koreanLanguageCode)
      var withCounts = result
      withCounts.removedXMLCharacters = memory.tmx.forbiddenCharactersRemoved
      withCounts.overlongUnits = memory.tmx.unitsOverSegmentLimit
      let outputs = ReportOutputs(reports.map(\.output))
      let final = withCounts
      let started = earlyReports?.value() ?? outputs.start(final, selection: { final.translationMemory })
      try ReportOutputs.throwFirst(outputs.finish(started, withCounts))
      for file in terminology + reports { try file.seal() }
    }
    try ReportOutputs.throwFirst([sealing.value(), rest])
    let files = memoryFiles + terminology + reports
    try TemporaryFileRegistry.holdingTerminationSignals {
      for (index, file) in files.enumerated() {
        try file.publish()
        if index == 0, let renameGate { Self.wait(for: renameGate) }
      }
    }
    AtomicFile.syncDirectory(of: files[0].path)
    return files.map(\.path)
  }

  /// Polls for `path` every millisecond, for at most a minute.
  private static func wait(for path: String) {
    var waited = 0
    while access(path, F_OK) != 0, waited < 60_000 {
      usleep(1000)
      waited += 1
    }
  }
}

/// Files sealed on another thread (`Exports.finish`), touched by no other until it is done.
private struct Sealing: @unchecked Sendable {
  let files: [AtomicFile]

  func seal() throws {
    for file in files { try file.seal() }
  }
}

/// The three reports' files, each written by its own writer on its own thread: they read the
/// same finished `RunResult` and share nothing else. A failure is thrown as the first report's
/// in `reportNames` order, as writing them one after another would.
private struct ReportOutputs: @unchecked Sendable {
  /// Each used by one thread only: the writer of its report.
  let outputs: [OutputBuffer]

  init(_ outputs: [OutputBuffer]) { self.outputs = outputs }

  /// What `start` wrote: `report.md`'s body, in memory until its headline is written, and the
  /// failures of `report.html` and `findings.json`.
  struct Started: @unchecked Sendable {
    let markdownBody: [UInt8]
    let failures: [Failure?]
  }

  /// Writes `report.html` and `findings.json` (which share one side-by-side view, made once)
  /// and `report.md`'s body, on all cores: all but the headline of `report.md`, which reports
  /// the TMX writer's counts. `partial` is the run's result but for its TMX selection, which
  /// `selection` gives: findings.json's findings are written before it is asked for (they and
  /// the view read only the pages and the findings), the rest after.
  func start(_ partial: RunResult, selection: @escaping @Sendable () -> TMXSelection,
             view laidOut: Background<SideBySide>? = nil) -> Started {
    // Made once for findings.json and report.md's notes (each made its own: 57 M instructions
    // on the 100k pair).
    let indices = partial.unitIndices()
    let view = laidOut ?? Background { SideBySide(partial, limits: .standard) }
    let json = Background {
      Failure.of {
        var writer = FindingsJSONWriter(sink: outputs[2])
        try writer.writeFindings(partial, view: view.value(), indices: indices)
        var result = partial
        result.translationMemory = selection()
        try writer.writeSummary(result)
      }
    }
    var selected = partial
    selected.translationMemory = selection()
    let result = selected
    let body = Background {
      var writer = MarkdownReportWriter(sink: [UInt8]())
      try! writer.writeBody(result, held: indices)  // an array sink never throws
      return writer.sink
    }
    let html = Failure.of {
      var writer = HTMLReportWriter(sink: outputs[1])
      try writer.write(result, view: view.value())
    }
    return Started(markdownBody: body.value(), failures: [html, json.value()])
  }

  /// Writes `report.md`'s headline from `result` (the TMX writer's counts in it), then the body
  /// `started` holds; the three reports' failures in `reportNames` order.
  func finish(_ started: Started, _ result: RunResult) -> [Failure?] {
    let markdown = Failure.of {
      var writer = MarkdownReportWriter(sink: outputs[0])
      try writer.writeHeadline(result)
      try started.markdownBody.withUnsafeBytes { try outputs[0].append($0) }
    }
    return [markdown] + started.failures
  }

  /// `failures` in `reportNames` order: the first one, thrown.
  static func throwFirst(_ failures: [Failure?]) throws {
    if let failure = failures.lazy.compactMap({ $0 }).first { throw failure.error }
  }

  struct Failure: @unchecked Sendable {
    let error: any Error

    /// What `body` threw, or nil.
    static func of(_ body: () throws -> Void) -> Failure? {
      do {
        try body()
        return nil
      } catch {
        return Failure(error: error)
      }
    }
  }
}
