/// `alignment.csv` and `alignment.tmx`, open as `AtomicFile`s while units stream into them.
///
/// One concrete type for the run and the benchmark alike: the writers are generic over their
/// sink, and a caller in another module would get the unspecialized code (a witness-table call
/// per escaped run; the benchmark measured the TMX writer 2× slower that way).
public struct TranslationMemoryFiles {
  public let csvFile: AtomicFile
  public let tmxFile: AtomicFile
  public private(set) var csv: CSVWriter<OutputBuffer>
  public private(set) var tmx: TMXWriter<OutputBuffer>
  /// `--segment sentence`: every unit is written as its sentence units (`SentenceUnits`), each
  /// with the paragraph unit's flags and TMX marks.
  public let splitsSentences: Bool

  public init(directory: String, options: AlignmentOptions = AlignmentOptions()) throws {
    splitsSentences = options.segmentType == .sentence
    csvFile = try AtomicFile(path: directory + "/alignment.csv")
    tmxFile = try AtomicFile(path: directory + "/alignment.tmx")
    csv = try CSVWriter(sink: csvFile.output, neutralizesFormulas: options.neutralizesFormulas,
                        writesBOM: options.writesExcelBOM)
    tmx = try TMXWriter(sink: tmxFile.output, englishLanguageCode: options.englishLanguageCode,
                        koreanLanguageCode: options.koreanLanguageCode, segmentType: options.segmentType)
  }

  /// Writes one row to both files; `flags` are the codes of the unit's findings.
  public mutating func write(_ unit: TranslationUnit, flags: [FindingCode] = []) throws {
    guard splitsSentences else {
      try csv.write(unit, flags: flags)
      return try tmx.write(unit, flags: flags)
    }
    for part in SentenceUnits.split(unit) {
      try csv.write(part, flags: flags)
      try tmx.write(part, flags: flags)
    }
  }

  /// One CSV row (every unit has one).
  public mutating func writeRow(_ unit: TranslationUnit, flags: [FindingCode] = []) throws {
    guard splitsSentences else { return try csv.write(unit, flags: flags) }
    for part in SentenceUnits.split(unit) { try csv.write(part, flags: flags) }
  }

  /// One `<tu>`, as `TMXSelection` chose it.
  public mutating func writeTranslation(_ entry: TMXSelection.Entry) throws {
    try writeTranslation(entry.unit, flags: entry.flags, preferred: entry.isPreferred, accepted: entry.isAccepted)
  }

  /// One `<tu>` for `unit` (the unit itself, or its sentence units with `--segment sentence`).
  public mutating func writeTranslation(_ unit: TranslationUnit, flags: [FindingCode], preferred: Bool = false,
                                        accepted: Bool = false) throws {
    guard splitsSentences else { return try tmx.write(unit, flags: flags, preferred: preferred, accepted: accepted) }
    for part in SentenceUnits.split(unit) {
      try tmx.write(part, flags: flags, preferred: preferred, accepted: accepted)
    }
  }

  /// Ends both documents (closing tags, final flush); `commit` them once everything else is ready.
  public mutating func finish() throws {
    try csv.finish()
    try tmx.finish()
  }

  public func commit() throws {
    try csvFile.commit()
    try tmxFile.commit()
  }
}
