/// The five output files of `align`, open for the whole run: units stream into the CSV and
/// the TMX as they are final; the reports are written at the end from the run's result. Every
/// file is an `AtomicFile`: nothing replaces a previous output until all five are complete.
struct Exports {
  let files: [AtomicFile]
  var csv: CSVWriter<OutputBuffer>
  var tmx: TMXWriter<OutputBuffer>

  static let names = ["alignment.csv", "alignment.tmx", "report.md", "report.html", "findings.json"]

  init(directory: String, options: AlignmentOptions) throws {
    try OutputDirectory.prepare(directory)
    files = try Self.names.map { try AtomicFile(path: directory + "/" + $0) }
    csv = try CSVWriter(sink: files[0].output, neutralizesFormulas: options.neutralizesFormulas, writesBOM: options.writesExcelBOM)
    tmx = try TMXWriter(sink: files[1].output, englishLanguageCode: options.englishLanguageCode,
                        koreanLanguageCode: options.koreanLanguageCode)
  }

  mutating func write(_ unit: TranslationUnit) throws {
    try csv.write(unit)
    try tmx.write(unit)
  }

  /// Writes the reports, then commits all five files; returns their paths.
  mutating func finish(_ result: RunResult) throws -> [String] {
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
}
