/// Makes input text safe inside a markdown report: one line, no markup of its own, no HTML,
/// and still readable as plain text. Markdown viewers render inline HTML, so a `<` that could
/// open a tag (`<script>`, `</li>`, `<!--`) is backslash-escaped, and so is a `&` that could
/// start a character reference (`&amp;`, `&#60;`); a lone `<`, `>` or `&&` is shown as it is.
/// Markdown punctuation is backslash-escaped so a `|` cannot break a table and a `*` cannot
/// start emphasis. Control characters (C0, DEL, C1) are dropped: a report line must not drive
/// a terminal.
public enum MarkdownEscaping {
  /// The first `limit` scalars of `text`, escaped, then `…` when it has more.
  public static func inline(_ text: String, limit: Int = 200) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(min(text.utf8.count, limit * 4) + 16)
    try! append(text, limit: limit, to: &out)  // an array sink never throws
    return String(decoding: out, as: UTF8.self)
  }

  /// The bytes of `inline(text, limit:)`, appended to `out` without making a string (the reports
  /// escape every text they show).
  static func append<Sink: ByteSink>(_ text: String, limit: Int = 200, to out: inout Sink) throws {
    try text.withUTF8Bytes { try append($0.assumingMemoryBound(to: UInt8.self), limit: limit, to: &out) }
  }

  /// The bytes of `inline` on the text's UTF-8: runs of bytes that need nothing are copied whole;
  /// `scalars` counts the scalars passed, for `limit`.
  private static func append<Sink: ByteSink>(_ bytes: UnsafeBufferPointer<UInt8>, limit: Int, to out: inout Sink) throws {
    var scalars = 0, runStart = 0, index = 0
    func flush(_ end: Int) throws { try out.append(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[runStart..<end]))) }
    while index < bytes.count {
      // Eight bytes at once while none is markup, a control or `C2` (which may start a C1
      // control) and the limit is not within them: their scalars are the bytes that start one.
      if index + 8 <= bytes.count {
        let word = UnsafeRawBufferPointer(bytes).loadUnaligned(fromByteOffset: index, as: UInt64.self)
        if marks(word) == 0 {
          let starts = 8 - ByteWord.continuationCount(word)
          if scalars + starts <= limit {
            scalars += starts
            index += 8
            continue
          }
        }
      }
      let byte = bytes[index]
      if byte & 0xC0 == 0x80 { index += 1; continue }  // inside a scalar
      if scalars == limit {
        try flush(index)
        return try out.append("…")
      }
      scalars += 1
      if byte >= 0x80 {
        // C1 controls (U+0080–U+009F, `C2 80`–`C2 9F`) are dropped; any other scalar is kept.
        if byte == 0xC2, index + 1 < bytes.count, bytes[index + 1] <= 0x9F {
          try flush(index)
          index += 2
          runStart = index
        } else {
          index += 1
        }
        continue
      }
      if isPlain[Int(byte)] { index += 1; continue }
      try flush(index)
      switch byte {
      case UInt8(ascii: "<"):
        if opensTag(bytes, after: index) { try out.append(UInt8(ascii: "\\")) }
        try out.append(byte)
      case UInt8(ascii: "&"):
        if startsReference(bytes, after: index, within: limit - scalars + 1) { try out.append(UInt8(ascii: "\\")) }
        try out.append(byte)
      case UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): try out.append(UInt8(ascii: " "))
      case 0..<0x20, 0x7F: break  // C0, DEL
      default: try out.append(UInt8(ascii: "\\")); try out.append(byte)  // Markdown punctuation
      }
      index += 1
      runStart = index
    }
    try flush(bytes.count)
  }

  /// Nonzero when a word holds an ASCII byte `isPlain` refuses (a control, DEL, or the markup and
  /// punctuation it lists) or a `C2`; exact per ASCII byte (ranges tested on the low seven bits,
  /// which carry into no other byte).
  @inline(__always)
  private static func marks(_ word: UInt64) -> UInt64 {
    let ascii = ~word & ByteWord.highBits, low = word & 0x7F7F_7F7F_7F7F_7F7F
    func within(_ first: UInt8, _ last: UInt8) -> UInt64 {
      (low &+ ByteWord.ones &* UInt64(0x80 - first)) & ~(low &+ ByteWord.ones &* UInt64(0x7F - last))
    }
    let ranges = within(0x5B, 0x5D) | within(0x5F, 0x60) | (low &+ ByteWord.ones &* 0x02)  // [ \ ], _ and the backquote, ~ and DEL
    return ByteWord.hasByteBelow(word, 0x20) | (ranges & ascii) | ByteWord.has(word, UInt8(ascii: "#"))
      | ByteWord.has(word, UInt8(ascii: "&")) | ByteWord.has(word, UInt8(ascii: "*")) | ByteWord.has(word, UInt8(ascii: "<"))
      | ByteWord.has(word, UInt8(ascii: "|")) | ByteWord.has(word, 0xC2)
  }

  /// ASCII bytes copied as they are: not markup, punctuation Markdown reads, or a control.
  private static let isPlain: [Bool] = (0..<128).map { byte in
    byte >= 0x20 && byte != 0x7F && !"<&\\|*_`[]#~".utf8.contains(UInt8(byte))
  }

  /// Whether the `<` at `index` could open a tag: a letter (of any script), `/`, `!` or `?` follows.
  private static func opensTag(_ bytes: UnsafeBufferPointer<UInt8>, after index: Int) -> Bool {
    guard index + 1 < bytes.count else { return false }
    let next = bytes[index + 1]
    if next < 0x80 { return isASCIILetter(next) || next == UInt8(ascii: "/") || next == UInt8(ascii: "!") || next == UInt8(ascii: "?") }
    var decoder = UTF8()
    var iterator = bytes[(index + 1)...].makeIterator()
    guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return false }
    return scalar.properties.isAlphabetic
  }

  /// Whether the `&` at `index` could start a character reference: `#`, or letters (then
  /// letters or digits, at most 32 in all) and `;`, all within the `within` scalars after it
  /// (those up to one past the limit).
  private static func startsReference(_ bytes: UnsafeBufferPointer<UInt8>, after index: Int, within: Int) -> Bool {
    guard index + 1 < bytes.count else { return false }
    if bytes[index + 1] == UInt8(ascii: "#") { return true }
    guard isASCIILetter(bytes[index + 1]) else { return false }
    let end = min(bytes.count, index + 1 + within)
    var i = index + 1
    while i < end, i - index - 1 < 32, isASCIILetter(bytes[i]) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[i]) { i += 1 }
    return i < end && bytes[i] == UInt8(ascii: ";")
  }

  private static func isASCIILetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
}
