/// The five output files of `align`, open for the whole run: units stream into the CSV and
/// the TMX as they are final; the reports are written at the end from the run's result. Every
/// file is an `AtomicFile`: nothing replaces a previous output until all five are complete.
struct Exports {
  var memory: TranslationMemoryFiles
  let reports: [AtomicFile]

  static let reportNames = ["report.md", "report.html", "findings.json"]

  init(directory: String, options: AlignmentOptions) throws {
    try OutputDirectory.prepare(directory)
    memory = try TranslationMemoryFiles(directory: directory, options: options)
    reports = try Self.reportNames.map { try AtomicFile(path: directory + "/" + $0) }
  }

  mutating func write(_ unit: TranslationUnit) throws {
    try memory.write(unit)
  }

  /// Writes the reports, then commits all five files; returns their paths.
  mutating func finish(_ result: RunResult) throws -> [String] {
    try memory.finish()
    var withCounts = result
    withCounts.removedXMLCharacters = memory.tmx.forbiddenCharactersRemoved
    withCounts.overlongUnits = memory.tmx.unitsOverSegmentLimit
    var report = MarkdownReportWriter(sink: reports[0].output)
    try report.write(withCounts)
    var html = HTMLReportWriter(sink: reports[1].output)
    try html.write(withCounts)
    var json = FindingsJSONWriter(sink: reports[2].output)
    try json.write(withCounts)
    try memory.commit()
    for file in reports { try file.commit() }
    return [memory.csvFile.path, memory.tmxFile.path] + reports.map(\.path)
  }
}
