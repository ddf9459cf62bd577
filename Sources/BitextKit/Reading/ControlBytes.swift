/// Counts the control characters of a line that no later stage keeps: C0 controls other than
/// tab (NUL among them), DEL and C1 controls (U+0080–U+009F, `C2 80`–`C2 9F`: NEXT LINE…). The parser drops them from the text it builds; counting them here,
/// where the line number is known, lets the report say which lines lost what.
/// - Complexity: O(n), eight bytes per step while no byte is below 0x20 or equal to 0x7F.
enum ControlBytes {
  static func count(in bytes: [UInt8]) -> Int {
    bytes.withUnsafeBytes { count(in: $0) }
  }

  static func count(in bytes: UnsafeRawBufferPointer) -> Int {
    let n = bytes.count
    var found = 0
    var i = 0
    while i + 8 <= n {
      let word = ByteWord.load(bytes, at: i)
      if ByteWord.hasByteBelow(word, 0x20) | ByteWord.has(word, 0x7F) | ByteWord.has(word, 0xC2) != 0 {
        for j in i..<(i + 8) where isDropped(bytes, at: j) { found += 1 }
      }
      i += 8
    }
    while i < n {
      if isDropped(bytes, at: i) { found += 1 }
      i += 1
    }
    return found
  }

  @inline(__always)
  private static func isDropped(_ bytes: UnsafeRawBufferPointer, at i: Int) -> Bool {
    let byte = bytes[i]
    if byte == 0xC2 { return i + 1 < bytes.count && bytes[i + 1] >= 0x80 && bytes[i + 1] <= 0x9F }
    return isDropped(byte)
  }

  @inline(__always)
  private static func isDropped(_ byte: UInt8) -> Bool {
    (byte < 0x20 && byte != 0x09) || byte == 0x7F
  }
}
