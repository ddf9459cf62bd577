/// HTML character references in markdown text: `&amp;`, `&lt;`, `&nbsp;`, `&#8230;`,
/// `&#x2026;`. Decoded once when a line becomes plain text, so the exports hold the character
/// a reader sees and each writer escapes it once for its own format.
///
/// Only the named references that documentation writes by hand are known; an unknown name
/// (`&copy2;`, `AT&T;`) stays text, as does anything without its `;`.
enum CharacterReference {
  /// The scalar of the reference starting at `start` (`&`) and the index past its `;`, or nil.
  static func decode(_ b: UnsafeBufferPointer<UInt8>, at start: Int, end: Int) -> (scalar: UInt32, next: Int)? {
    var j = start + 1
    guard j < end else { return nil }
    if b[j] == .numberSign {
      j += 1
      let hex = j < end && (b[j] | 0x20) == UInt8(ascii: "x")
      if hex { j += 1 }
      var value: UInt32 = 0
      let digitsStart = j
      while j < end, j - digitsStart < 8 {
        let c = b[j]
        if c.isASCIIDigit { value = value &* (hex ? 16 : 10) &+ UInt32(c - 0x30) }
        else if hex, (c | 0x20) >= UInt8(ascii: "a"), (c | 0x20) <= UInt8(ascii: "f") { value = value &* 16 &+ UInt32((c | 0x20) - 0x57) }
        else { break }
        j += 1
      }
      guard j > digitsStart, j < end, b[j] == .semicolon, value > 0, value <= 0x10FFFF, !(0xD800...0xDFFF).contains(value) else { return nil }
      return (value, j + 1)
    }
    let nameStart = j
    while j < end, j - nameStart < 8, b[j].isASCIILetter { j += 1 }
    guard j > nameStart, j < end, b[j] == .semicolon else { return nil }
    var key: UInt64 = 0
    for k in nameStart..<j { key = key << 8 | UInt64(b[k]) }
    guard let scalar = named[key] else { return nil }
    return (scalar, j + 1)
  }

  /// Names packed into an integer (eight ASCII letters at most), as `decode` reads them.
  private static let named: [UInt64: UInt32] = {
    let table: [(String, UInt32)] = [
      ("amp", 0x26), ("lt", 0x3C), ("gt", 0x3E), ("quot", 0x22), ("apos", 0x27), ("nbsp", 0xA0),
      ("ndash", 0x2013), ("mdash", 0x2014), ("hellip", 0x2026), ("lsquo", 0x2018), ("rsquo", 0x2019),
      ("ldquo", 0x201C), ("rdquo", 0x201D), ("laquo", 0xAB), ("raquo", 0xBB), ("middot", 0xB7),
      ("copy", 0xA9), ("reg", 0xAE), ("trade", 0x2122), ("times", 0xD7), ("rarr", 0x2192), ("larr", 0x2190),
      ("bull", 0x2022), ("deg", 0xB0), ("shy", 0xAD), ("zwj", 0x200D), ("zwnj", 0x200C),
    ]
    var out: [UInt64: UInt32] = [:]
    for (name, scalar) in table { out[name.utf8.reduce(0) { $0 << 8 | UInt64($1) }] = scalar }
    return out
  }()
}
