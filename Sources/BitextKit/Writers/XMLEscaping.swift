/// Escaping for XML 1.0 written by hand (the writers do not link an XML library), on UTF-8
/// bytes: clean runs are appended in one call, so the cost is one pass over the text.
///
/// - Text content: `&` `<` `>` become entities (`>` too, so `]]>` can never appear).
/// - Attribute values: also `"` and `'`; tab and LF become `&#9;` and `&#10;`, because a parser
///   turns a raw one into a space (attribute-value normalization).
/// - CR becomes `&#13;` in both, because parsers turn a raw CR or CRLF into LF.
/// - Characters XML 1.0 forbids are removed and counted: C0 controls except tab, LF and CR,
///   U+FFFE and U+FFFF. One such character makes the whole file invalid, and OmegaT then drops
///   the whole TMX. (Lone surrogates cannot occur: a Swift `String` is valid UTF-8.)
///   U+007F–U+009F are allowed by XML 1.0 and kept.
public enum XMLEscaping {
  /// Appends `text` escaped for element content; returns how many forbidden characters were removed.
  public static func appendText<Sink: ByteSink>(_ text: String, to sink: inout Sink) throws -> Int {
    try append(text, inAttribute: false, to: &sink)
  }

  /// Appends `value` escaped for a double- or single-quoted attribute; returns the removed count.
  public static func appendAttribute<Sink: ByteSink>(_ value: String, to sink: inout Sink) throws -> Int {
    try append(value, inAttribute: true, to: &sink)
  }

  private static func append<Sink: ByteSink>(_ string: String, inAttribute: Bool, to sink: inout Sink) throws -> Int {
    try string.withUTF8Bytes { try append($0, inAttribute: inAttribute, to: &sink) }
  }

  /// Appends `bytes` escaped; returns the forbidden characters removed.
  private static func append<Sink: ByteSink>(_ bytes: UnsafeRawBufferPointer, inAttribute: Bool,
                                             to sink: inout Sink) throws -> Int {
    var removed = 0
    var runStart = 0
    var index = 0
    let count = bytes.count
    while index < count {
      // Clean text (Hangul, letters, spaces) is skipped two words at a time; the word where
      // something may need attention is looked at a byte at a time.
      index = inAttribute ? ByteWord.cleanEnd(bytes, from: index) { marks($0, inAttribute: true) }
        : ByteWord.cleanEnd(bytes, from: index) { marks($0, inAttribute: false) }
      let wordEnd = min(index + 8, count)
      while index < wordEnd {
        let byte = bytes[index]
        let replacement: StaticString?
        var width = 1
        switch byte {
        case UInt8(ascii: "&"): replacement = "&amp;"
        case UInt8(ascii: "<"): replacement = "&lt;"
        case UInt8(ascii: ">"): replacement = "&gt;"
        case UInt8(ascii: "\"") where inAttribute: replacement = "&quot;"
        case UInt8(ascii: "'") where inAttribute: replacement = "&apos;"
        case 0x0D: replacement = "&#13;"
        case 0x09 where inAttribute: replacement = "&#9;"
        case 0x0A where inAttribute: replacement = "&#10;"
        case 0x09, 0x0A: index += 1; continue
        case 0x00..<0x20: replacement = ""; removed += 1
        case 0xEF where isNonCharacterFFFEOrFFFF(bytes, at: index): replacement = ""; removed += 1; width = 3
        default:
          index += 1
          continue
        }
        try sink.append(UnsafeRawBufferPointer(rebasing: bytes[runStart..<index]))
        if let replacement, replacement.utf8CodeUnitCount > 0 {
          try sink.append(UnsafeRawBufferPointer(start: replacement.utf8Start, count: replacement.utf8CodeUnitCount))
        }
        index += width
        runStart = index
      }
    }
    try sink.append(UnsafeRawBufferPointer(rebasing: bytes[runStart..<count]))
    return removed
  }

  /// Nonzero when a word holds a byte the switch above acts on: markup, a control byte, or the
  /// lead byte of U+FFFE/U+FFFF. False positives (a tab, U+FEFF) only cost a look at single bytes.
  @inline(__always)
  private static func marks(_ word: UInt64, inAttribute: Bool) -> UInt64 {
    // `<` (0x3C) and `>` (0x3E) differ in one bit: set, both read `>` (and no other byte does).
    var found = ByteWord.hasByteBelow(word, 0x20) | ByteWord.has(word, UInt8(ascii: "&"))
      | ByteWord.has(word | (ByteWord.ones &* 0x02), UInt8(ascii: ">")) | ByteWord.has(word, 0xEF)
    if inAttribute { found |= ByteWord.has(word, UInt8(ascii: "\"")) | ByteWord.has(word, UInt8(ascii: "'")) }
    return found
  }

  /// U+FFFE and U+FFFF are `EF BF BE` and `EF BF BF` in UTF-8.
  private static func isNonCharacterFFFEOrFFFF(_ bytes: UnsafeRawBufferPointer, at index: Int) -> Bool {
    index + 2 < bytes.count && bytes[index + 1] == 0xBF && (bytes[index + 2] == 0xBE || bytes[index + 2] == 0xBF)
  }
}
