/// JSON string contents (RFC 8259 §7) from UTF-8 bytes: `"` and `\` get a backslash, the
/// controls U+0000–U+001F become `\b \f \n \r \t` or `\u00XX`, and U+2028 / U+2029 become
/// `\u2028` / `\u2029` (legal in JSON, but they end a line in JavaScript before ES2019 and in
/// some line-oriented tools). Everything else is copied as UTF-8; a `String` is always valid
/// UTF-8, so no invalid byte can reach the output. Clean runs are appended in one call.
public enum JSONEscaping {
  /// Appends `text` as a quoted JSON string.
  public static func appendQuoted<Sink: ByteSink>(_ text: String, to sink: inout Sink) throws {
    try sink.append(UInt8(ascii: "\""))
    var text = text
    try text.withUTF8 { try append(UnsafeRawBufferPointer($0), to: &sink) }
    try sink.append(UInt8(ascii: "\""))
  }

  public static func quoted(_ text: String) -> String {
    var bytes: [UInt8] = []
    try! appendQuoted(text, to: &bytes)  // an array sink never throws
    return String(decoding: bytes, as: UTF8.self)
  }

  private static let hexDigits = Array("0123456789abcdef".utf8)

  private static func append<Sink: ByteSink>(_ bytes: UnsafeRawBufferPointer, to sink: inout Sink) throws {
    var runStart = 0
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      let replacement: [UInt8]
      var width = 1
      switch byte {
      case UInt8(ascii: "\""): replacement = Array("\\\"".utf8)
      case UInt8(ascii: "\\"): replacement = Array("\\\\".utf8)
      case 0x08: replacement = Array("\\b".utf8)
      case 0x0C: replacement = Array("\\f".utf8)
      case 0x0A: replacement = Array("\\n".utf8)
      case 0x0D: replacement = Array("\\r".utf8)
      case 0x09: replacement = Array("\\t".utf8)
      case 0x00..<0x20: replacement = Array("\\u00".utf8) + [hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0xF)]]
      case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
        replacement = Array((bytes[index + 2] == 0xA8 ? "\\u2028" : "\\u2029").utf8)
        width = 3
      default:
        index += 1
        continue
      }
      try sink.append(UnsafeRawBufferPointer(rebasing: bytes[runStart..<index]))
      try replacement.withUnsafeBytes { try sink.append($0) }
      index += width
      runStart = index
    }
    try sink.append(UnsafeRawBufferPointer(rebasing: bytes[runStart..<bytes.count]))
  }
}
