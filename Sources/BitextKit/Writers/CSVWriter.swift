/// Streams translation units as CSV rows: `init` writes the header, each `write(_:)` one row,
/// `finish()` flushes. Memory is one row.
///
/// Columns (a stable contract, see FORMATS.md):
/// `group,en_file,en_line,ko_file,ko_line,en,ko,score,status,flags,note`
/// - `en_file`/`ko_file`: the file of the side's first segment; `en_line`/`ko_line`: its
///   1-based first line. Empty when that side is absent, except `ko_file` of a `missing` row,
///   which names the source that lacks the Korean (`unit.source`).
/// - `en`/`ko`: the segments joined with one space; `score`: two decimals; `status`:
///   `aligned|missing|extra`; `flags`: the codes of the unit's findings, each once, in
///   declaration order (`FindingCode`), joined with `;`; `note`: translator
///   notes joined with ` | `.
///
/// Rows end with CRLF, as RFC 4180 prescribes; readers that expect LF (Python's `csv`, pandas,
/// spreadsheets) accept it. A line break inside a text field is kept as is, inside quotes.
/// Text fields are escaped by `CSVEscaping`, formula-neutralised unless `neutralizesFormulas`
/// is false. `writesBOM` starts the file with a UTF-8 BOM, which Excel needs to read UTF-8
/// (off by default: other readers then see it as part of the first header name).
public struct CSVWriter<Sink: ByteSink> {
  public static var header: String { "group,en_file,en_line,ko_file,ko_line,en,ko,score,status,flags,note" }

  public private(set) var sink: Sink
  public let neutralizesFormulas: Bool
  public private(set) var rowsWritten = 0
  /// The group and the two file fields: most rows repeat their page's and files', escaped once.
  private var groupField = CachedField(), englishFileField = CachedField(), koreanFileField = CachedField()

  /// Writes the optional BOM and the header row.
  public init(sink: Sink, neutralizesFormulas: Bool = true, writesBOM: Bool = false) throws {
    self.sink = sink
    self.neutralizesFormulas = neutralizesFormulas
    if writesBOM { try self.sink.append("\u{FEFF}") }
    try self.sink.append(Self.header)
    try endRow()
  }

  /// A writer of rows only, no header: rows rendered apart (a batch, on a worker) and then
  /// appended in order to the file's writer with `append(_:)`.
  init(rowsOnly sink: Sink, neutralizesFormulas: Bool) {
    self.sink = sink
    self.neutralizesFormulas = neutralizesFormulas
  }

  /// Appends the rows `part` rendered, as if written here.
  mutating func append(_ part: CSVWriter<ByteBuffer>) throws {
    try part.sink.forEachChunk { try sink.append($0) }
    rowsWritten += part.rowsWritten
  }

  /// Appends one row for `unit`, whatever its status; `flags` are the codes of its findings.
  /// Fields go to the sink as bytes: the texts of a one-segment side, one flag or one note
  /// without joining them into a new string, numbers without making one.
  public mutating func write(_ unit: TranslationUnit, flags: [FindingCode] = []) throws {
    try Self.cachedText(unit.group, &groupField, neutralizesFormulas: neutralizesFormulas, to: &sink)
    try comma()
    try provenance(unit.english, korean: false)
    try comma()
    try provenance(unit.korean, korean: true, file: unit.status == .missing ? unit.source : nil)
    try comma()
    try text(unit.englishText)
    try comma()
    try text(unit.koreanText)
    try comma()
    try ScoreFormatting.appendTwoDecimals(unit.score, to: &sink)
    try comma()
    try sink.append(unit.status.rawValue)
    try comma()
    switch flags.count {
    case 0: break
    case 1: try text(flags[0].rawValue)
    default: try text(flags.map(\.rawValue).joined(separator: ";"))
    }
    try comma()
    switch unit.notes.count {
    case 0: break
    case 1: try text(unit.notes[0])
    default: try text(unit.notes.joined(separator: " | "))
    }
    try endRow()
    rowsWritten += 1
  }

  /// Flushes the sink. Call once, after the last row.
  public mutating func finish() throws {
    try sink.flush()
  }

  /// The side's file and first line (`SideProvenance`); with no side, `file` (a missing row's
  /// source) and no line. `korean`: the side whose file field is cached.
  private mutating func provenance(_ segments: [Segment], korean: Bool, file: String? = nil) throws {
    if let side = SideProvenance(segments) {
      try fileText(side.file, korean: korean)
      try comma()
      try sink.appendDecimal(side.line)
    } else {
      if let file { try fileText(file, korean: korean) }
      try comma()
    }
  }

  private mutating func fileText(_ file: String, korean: Bool) throws {
    if korean {
      try Self.cachedText(file, &koreanFileField, neutralizesFormulas: neutralizesFormulas, to: &sink)
    } else {
      try Self.cachedText(file, &englishFileField, neutralizesFormulas: neutralizesFormulas, to: &sink)
    }
  }

  private mutating func text(_ field: String) throws {
    try CSVEscaping.appendField(field, neutralizesFormulas: neutralizesFormulas, to: &sink)
  }

  /// A field and its escaped bytes (`CSVEscaping.appendField`).
  private struct CachedField {
    var value: String?
    var bytes: [UInt8] = []
  }

  /// `text(field)`, escaped again only when `field` differs from the one `cache` holds.
  private static func cachedText(_ field: String, _ cache: inout CachedField, neutralizesFormulas: Bool,
                                  to sink: inout Sink) throws {
    if cache.value != field {
      var bytes: [UInt8] = []
      try CSVEscaping.appendField(field, neutralizesFormulas: neutralizesFormulas, to: &bytes)
      cache = CachedField(value: field, bytes: bytes)
    }
    try cache.bytes.withUnsafeBytes { try sink.append($0) }
  }

  private mutating func comma() throws { try sink.append(UInt8(ascii: ",")) }

  private mutating func endRow() throws {
    try sink.append(0x0D)
    try sink.append(0x0A)
  }
}
