/// JSON string contents (RFC 8259 §7) from UTF-8 bytes: `"` and `\` get a backslash, the
/// controls U+0000–U+001F become `\b \f \n \r \t` or `\u00XX`, and U+2028 / U+2029 become
/// `\u2028` / `\u2029` (legal in JSON, but they end a line in JavaScript before ES2019 and in
/// some line-oriented tools). Everything else is copied as UTF-8; a `String` is always valid
/// UTF-8, so no invalid byte can reach the output. Clean runs are appended in one call.
public enum JSONEscaping {
  /// Appends `text` as a quoted JSON string.
  public static func appendQuoted<Sink: ByteSink>(_ text: String, to sink: inout Sink) throws {
    try sink.append(UInt8(ascii: "\""))
    try text.withUTF8Bytes { try append($0, to: &sink) }
    try sink.append(UInt8(ascii: "\""))
  }

  public static func quoted(_ text: String) -> String {
    var bytes: [UInt8] = []
    try! appendQuoted(text, to: &bytes)  // an array sink never throws
    return String(decoding: bytes, as: UTF8.self)
  }

  private static let hexDigits: StaticString = "0123456789abcdef"

  /// Two words at a time (`ByteWord.cleanEnd`) while no byte is a quote, a backslash, a control
  /// or `E2` (the lead byte of U+2028 / U+2029); the replacements are static strings (no array
  /// per escape).
  private static func append<Sink: ByteSink>(_ bytes: UnsafeRawBufferPointer, to sink: inout Sink) throws {
    var runStart = 0
    var index = 0
    let count = bytes.count
    while index < count {
      index = ByteWord.cleanEnd(bytes, from: index) { word in
        ByteWord.hasByteBelow(word, 0x20) | ByteWord.has(word, UInt8(ascii: "\"")) | ByteWord.has(word, UInt8(ascii: "\\"))
          | ByteWord.has(word, 0xE2)
      }
      let wordEnd = min(index + 8, count)
      while index < wordEnd {
        let byte = bytes[index]
        let replacement: StaticString
        var width = 1
        switch byte {
        case UInt8(ascii: "\""): replacement = "\\\""
        case UInt8(ascii: "\\"): replacement = "\\\\"
        case 0x08: replacement = "\\b"
        case 0x0C: replacement = "\\f"
        case 0x0A: replacement = "\\n"
        case 0x0D: replacement = "\\r"
        case 0x09: replacement = "\\t"
        case 0x00..<0x20:
          try sink.append(UnsafeRawBufferPointer(rebasing: bytes[runStart..<index]))
          try withUnsafeTemporaryAllocation(byteCount: 6, alignment: 1) { escape in
            for (i, b) in "\\u00".utf8.enumerated() { escape[i] = b }
            escape[4] = hexDigits.utf8Start[Int(byte >> 4)]
            escape[5] = hexDigits.utf8Start[Int(byte & 0xF)]
            try sink.append(UnsafeRawBufferPointer(escape))
          }
          index += 1
          runStart = index
          continue
        case 0xE2 where index + 2 < count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
          replacement = bytes[index + 2] == 0xA8 ? "\\u2028" : "\\u2029"
          width = 3
        default:
          index += 1
          continue
        }
        try sink.append(UnsafeRawBufferPointer(rebasing: bytes[runStart..<index]))
        try sink.append(UnsafeRawBufferPointer(start: replacement.utf8Start, count: replacement.utf8CodeUnitCount))
        index += width
        runStart = index
      }
    }
    try sink.append(UnsafeRawBufferPointer(rebasing: bytes[runStart..<count]))
  }
}
