/// Escaping for HTML text and attribute values (the HTML report): `&` `<` `>` `"` `'` become
/// `&amp;` `&lt;` `&gt;` `&quot;` `&#39;` (`&apos;` is not an HTML 4 entity). One function
/// for both places, so a value can never break out of a quoted attribute. Works on UTF-8
/// bytes and appends clean runs in one call. Nothing is removed: HTML parsers tolerate controls.
public enum HTMLEscaping {
  public static func append<Sink: ByteSink>(_ text: String, to sink: inout Sink) throws {
    var text = text
    try text.withUTF8 { try append(UnsafeRawBufferPointer($0), to: &sink) }
  }

  public static func escaped(_ text: String) -> String {
    var bytes: [UInt8] = []
    try! append(text, to: &bytes)  // an array sink never throws
    return String(decoding: bytes, as: UTF8.self)
  }

  private static func append<Sink: ByteSink>(_ bytes: UnsafeRawBufferPointer, to sink: inout Sink) throws {
    var runStart = 0
    for index in bytes.indices {
      let replacement: StaticString
      switch bytes[index] {
      case UInt8(ascii: "&"): replacement = "&amp;"
      case UInt8(ascii: "<"): replacement = "&lt;"
      case UInt8(ascii: ">"): replacement = "&gt;"
      case UInt8(ascii: "\""): replacement = "&quot;"
      case UInt8(ascii: "'"): replacement = "&#39;"
      default: continue
      }
      try sink.append(UnsafeRawBufferPointer(rebasing: bytes[runStart..<index]))
      try sink.append(UnsafeRawBufferPointer(start: replacement.utf8Start, count: replacement.utf8CodeUnitCount))
      runStart = index + 1
    }
    try sink.append(UnsafeRawBufferPointer(rebasing: bytes[runStart..<bytes.count]))
  }
}
