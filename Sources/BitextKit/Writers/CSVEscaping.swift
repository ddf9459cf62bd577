/// One CSV field per RFC 4180, on UTF-8 bytes: a field holding a comma, a quote, CR or LF is
/// enclosed in quotes with inner quotes doubled; any other field is written as is.
///
/// Formula neutralisation (on by default): spreadsheet programs execute a cell that starts
/// with `=`, `+`, `-`, `@`, tab or CR (OWASP "CSV injection"; LF Aligner met it with real
/// text), so such a field gets a leading `'`, which Excel and LibreOffice hide and treat as
/// "text". Pipelines that want the raw text switch it off. Only text fields pass through here:
/// the writer prints numbers (lines, score) itself, so a score is never prefixed.
public enum CSVEscaping {
  /// Appends `field`, quoted and neutralised as needed.
  public static func appendField<Sink: ByteSink>(_ field: String, neutralizesFormulas: Bool = true,
                                                 to sink: inout Sink) throws {
    try field.withUTF8Bytes { try appendField($0, neutralizesFormulas: neutralizesFormulas, to: &sink) }
  }

  /// Whether a spreadsheet would read a cell starting with these bytes as a formula.
  public static func startsLikeFormula(_ bytes: UnsafeRawBufferPointer) -> Bool {
    guard let first = bytes.first else { return false }
    switch first {
    case UInt8(ascii: "="), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "@"), 0x09, 0x0D: return true
    default: return false
    }
  }

  /// Whether RFC 4180 requires quotes around these bytes.
  public static func needsQuotes(_ bytes: UnsafeRawBufferPointer) -> Bool {
    firstSpecial(bytes) != nil
  }

  /// Appends the field in one pass: clean text is scanned a word at a time up to the first byte
  /// that needs quotes (usually none: the field is appended as is); from there on only quotes
  /// are looked for, each doubled.
  static func appendField<Sink: ByteSink>(_ bytes: UnsafeRawBufferPointer, neutralizesFormulas: Bool,
                                          to sink: inout Sink) throws {
    let formula = neutralizesFormulas && startsLikeFormula(bytes)
    guard let special = firstSpecial(bytes) else {
      if formula { try sink.append(UInt8(ascii: "'")) }
      return try sink.append(bytes)
    }
    try sink.append(UInt8(ascii: "\""))
    if formula { try sink.append(UInt8(ascii: "'")) }
    var runStart = 0
    var index = special
    while let quote = firstQuote(bytes, from: index) {
      // The run includes this quote; the next run starts with it again, which doubles it.
      try sink.append(UnsafeRawBufferPointer(rebasing: bytes[runStart...quote]))
      runStart = quote
      index = quote + 1
    }
    try sink.append(UnsafeRawBufferPointer(rebasing: bytes[runStart..<bytes.count]))
    try sink.append(UInt8(ascii: "\""))
  }

  /// The offset of the first comma, quote, CR or LF.
  private static func firstSpecial(_ bytes: UnsafeRawBufferPointer) -> Int? {
    var index = ByteWord.cleanEnd(bytes, from: 0) { word in
      ByteWord.has(word, UInt8(ascii: ",")) | ByteWord.has(word, UInt8(ascii: "\"")) | ByteWord.has(word, 0x0D)
        | ByteWord.has(word, 0x0A)
    }
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: ","), UInt8(ascii: "\""), 0x0D, 0x0A: return index
      default: index += 1
      }
    }
    return nil
  }

  /// The offset of the first quote at or after `start`.
  private static func firstQuote(_ bytes: UnsafeRawBufferPointer, from start: Int) -> Int? {
    var index = ByteWord.cleanEnd(bytes, from: start) { ByteWord.has($0, UInt8(ascii: "\"")) }
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "\"") { return index }
      index += 1
    }
    return nil
  }
}
