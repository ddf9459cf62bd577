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
  let format: Format
  /// `--segment sentence`: every unit is written as its sentence units (`SentenceUnits`), each
  /// with the paragraph unit's flags and TMX marks.
  public var splitsSentences: Bool { format.splitsSentences }

  /// How rows and `<tu>`s are written: what a `Part` rendered apart from the files needs.
  struct Format: Sendable {
    var neutralizesFormulas: Bool
    var englishLanguageCode: String
    var koreanLanguageCode: String
    var splitsSentences: Bool
  }

  /// `direct`: written straight to the disk (`AtomicFile`).
  public init(directory: String, options: AlignmentOptions = AlignmentOptions(), direct: Bool = false) throws {
    format = Format(neutralizesFormulas: options.neutralizesFormulas, englishLanguageCode: options.englishLanguageCode,
                    koreanLanguageCode: options.koreanLanguageCode, splitsSentences: options.segmentType == .sentence)
    csvFile = try AtomicFile(path: directory + "/alignment.csv", direct: direct)
    tmxFile = try AtomicFile(path: directory + "/alignment.tmx", direct: direct)
    csv = try CSVWriter(sink: csvFile.output, neutralizesFormulas: options.neutralizesFormulas,
                        writesBOM: options.writesExcelBOM)
    tmx = try TMXWriter(sink: tmxFile.output, englishLanguageCode: options.englishLanguageCode,
                        koreanLanguageCode: options.koreanLanguageCode, segmentType: options.segmentType)
  }

  /// Writes one row to both files; `flags` are the codes of the unit's findings.
  public mutating func write(_ unit: TranslationUnit, flags: [FindingCode] = []) throws {
    try writeRow(unit, flags: flags)
    try writeTranslation(unit, flags: flags)
  }

  /// One CSV row (every unit has one).
  public mutating func writeRow(_ unit: TranslationUnit, flags: [FindingCode] = []) throws {
    try Self.writeRow(unit, flags: flags, splitsSentences: format.splitsSentences, to: &csv)
  }

  /// One `<tu>` for `unit`, with the marks `TMXSelection` gave it.
  public mutating func writeTranslation(_ unit: TranslationUnit, flags: [FindingCode], preferred: Bool = false,
                                        accepted: Bool = false) throws {
    try Self.writeTranslation(unit, flags: flags, preferred: preferred, accepted: accepted,
                              splitsSentences: format.splitsSentences, to: &tmx)
  }

  /// The rows of `units` (the held pages'), rendered on all cores a share at a time
  /// (`Part`) and appended in order.
  /// `findings`: by the unit's position in `units`.
  mutating func writeRows(_ units: [TranslationUnit], findings: FindingsByUnit.Positions) throws {
    try writeInParts(units.count) { part, range in
      for index in range { part.writeRow(units[index], flags: findings.codes(at: index)) }
    }
  }

  /// The `<tu>`s of `entries`, in their order, rendered like `writeRows`.
  mutating func writeTranslations(_ entries: [TMXSelection.Entry]) throws {
    try writeInParts(entries.count) { part, range in
      for entry in entries[range] {
        part.writeTranslation(entry.unit, flags: entry.flags, preferred: entry.isPreferred, accepted: entry.isAccepted)
      }
    }
  }

  /// Appends what `part` rendered to both files, as if its units were written here.
  mutating func append(_ part: Part) throws {
    try csv.append(part.csv)
    try tmx.append(part.tmx)
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

  /// Rows and `<tu>`s rendered in memory apart from the files (a streamed batch on the thread
  /// that checked it, a share of the held units on one core), then appended to them in order
  /// (`append`): the same bytes and counts as writing each unit to the files.
  struct Part: @unchecked Sendable {
    private(set) var csv: CSVWriter<ByteBuffer>
    private(set) var tmx: TMXWriter<ByteBuffer>
    let splitsSentences: Bool

    init(_ format: Format) {
      csv = CSVWriter(rowsOnly: ByteBuffer(), neutralizesFormulas: format.neutralizesFormulas)
      tmx = TMXWriter(unitsOnly: ByteBuffer(), englishLanguageCode: format.englishLanguageCode,
                      koreanLanguageCode: format.koreanLanguageCode)
      splitsSentences = format.splitsSentences
    }

    mutating func writeRow(_ unit: TranslationUnit, flags: [FindingCode]) {
      try! TranslationMemoryFiles.writeRow(unit, flags: flags, splitsSentences: splitsSentences, to: &csv)  // memory never throws
    }

    mutating func writeTranslation(_ unit: TranslationUnit, flags: [FindingCode], preferred: Bool = false, accepted: Bool = false) {
      try! TranslationMemoryFiles.writeTranslation(unit, flags: flags, preferred: preferred, accepted: accepted,
                                                   splitsSentences: splitsSentences, to: &tmx)
    }
  }

  // MARK: Steps

  /// Units per `Part` of the held units, and parts rendered at once: memory stays a few
  /// megabytes whatever the run's size.
  private static let unitsPerPart = 1_024
  private static let partsPerRound = 8

  private mutating func writeInParts(_ count: Int, _ render: @escaping @Sendable (inout Part, Range<Int>) -> Void) throws {
    let format = format
    var start = 0
    while start < count {
      let end = min(count, start + Self.unitsPerPart * Self.partsPerRound)
      let ranges = stride(from: start, to: end, by: Self.unitsPerPart).map { $0..<min($0 + Self.unitsPerPart, end) }
      let parts = ParallelMap.map(ranges) { range in
        var part = Part(format)
        render(&part, range)
        return part
      }
      for part in parts { try append(part) }
      start = end
    }
  }

  /// The unit's row, or its sentence units' rows with `--segment sentence`.
  private static func writeRow<Sink: ByteSink>(_ unit: TranslationUnit, flags: [FindingCode], splitsSentences: Bool,
                                               to csv: inout CSVWriter<Sink>) throws {
    guard splitsSentences else { return try csv.write(unit, flags: flags) }
    for part in SentenceUnits.split(unit) { try csv.write(part, flags: flags) }
  }

  /// The unit's `<tu>`, or its sentence units' with `--segment sentence`.
  private static func writeTranslation<Sink: ByteSink>(_ unit: TranslationUnit, flags: [FindingCode], preferred: Bool,
                                                       accepted: Bool, splitsSentences: Bool,
                                                       to tmx: inout TMXWriter<Sink>) throws {
    guard splitsSentences else { return try tmx.write(unit, flags: flags, preferred: preferred, accepted: accepted) }
    for part in SentenceUnits.split(unit) { try tmx.write(part, flags: flags, preferred: preferred, accepted: accepted) }
  }
}
