/// Escaping for HTML text and attribute values (the HTML report): `&` `<` `>` `"` `'` become
/// `&amp;` `&lt;` `&gt;` `&quot;` `&#39;` (`&apos;` is not an HTML 4 entity). One function
/// for both places, so a value can never break out of a quoted attribute. Works on UTF-8
/// bytes, two words at a time while none needs escaping, and appends clean runs in one call.
/// Nothing is removed: HTML parsers tolerate controls.
public enum HTMLEscaping {
  public static func append<Sink: ByteSink>(_ text: String, to sink: inout Sink) throws {
    try text.withUTF8Bytes { try append(bytes: $0, to: &sink) }
  }

  public static func escaped(_ text: String) -> String {
    var bytes: [UInt8] = []
    try! append(text, to: &bytes)  // an array sink never throws
    return String(decoding: bytes, as: UTF8.self)
  }

  /// `bytes` (UTF-8, or a piece of it cut between scalars) escaped.
  static func append<Sink: ByteSink>(bytes: UnsafeRawBufferPointer, to sink: inout Sink) throws {
    var runStart = 0, index = 0
    let count = bytes.count
    while index < count {
      index = ByteWord.cleanEnd(bytes, from: index) { word in
        ByteWord.has(word, UInt8(ascii: "&")) | ByteWord.has(word, UInt8(ascii: "<")) | ByteWord.has(word, UInt8(ascii: ">"))
          | ByteWord.has(word, UInt8(ascii: "\"")) | ByteWord.has(word, UInt8(ascii: "'"))
      }
      let wordEnd = min(index + 8, count)
      while index < wordEnd {
        let replacement: StaticString
        switch bytes[index] {
        case UInt8(ascii: "&"): replacement = "&amp;"
        case UInt8(ascii: "<"): replacement = "&lt;"
        case UInt8(ascii: ">"): replacement = "&gt;"
        case UInt8(ascii: "\""): replacement = "&quot;"
        case UInt8(ascii: "'"): replacement = "&#39;"
        default:
          index += 1
          continue
        }
        if runStart < index { try sink.append(UnsafeRawBufferPointer(rebasing: bytes[runStart..<index])) }
        try sink.append(UnsafeRawBufferPointer(start: replacement.utf8Start, count: replacement.utf8CodeUnitCount))
        index += 1
        runStart = index
      }
    }
    try sink.append(UnsafeRawBufferPointer(rebasing: bytes[runStart..<count]))
  }
}
