/// Writes a text HTML-escaped with every occurrence of the evidence tokens (`60x60`,
/// `visionOS`, `tvOS`) wrapped in `<mark>`. Matching runs on the raw UTF-8 bytes, ASCII letters
/// compared without case; the text between and inside marks is escaped segment by segment, so
/// a token can never produce markup and a `<mark>` never lands inside an entity.
///
/// A match must not continue a number or a word of the text (`15` is not marked inside `150`,
/// `OS` not inside `macOS`), but may touch other scripts (`tvOS에서`, `60x60pt`).
enum EvidenceMarker {
  static func append<Sink: ByteSink>(_ text: String, marking tokens: [String], to sink: inout Sink) throws {
    guard !tokens.isEmpty else { return try HTMLEscaping.append(text, to: &sink) }
    var text = text
    try text.withUTF8 { utf8 in
      let bytes = UnsafeRawBufferPointer(utf8)
      var position = 0
      for range in ranges(of: tokens, in: bytes) {
        try HTMLEscaping.append(bytes: UnsafeRawBufferPointer(rebasing: bytes[position..<range.lowerBound]), to: &sink)
        try sink.append("<mark>")
        try HTMLEscaping.append(bytes: UnsafeRawBufferPointer(rebasing: bytes[range]), to: &sink)
        try sink.append("</mark>")
        position = range.upperBound
      }
      try HTMLEscaping.append(bytes: UnsafeRawBufferPointer(rebasing: bytes[position...]), to: &sink)
    }
  }

  /// Non-overlapping byte ranges of the tokens in `bytes`, in order; at one position the
  /// longest token wins. The needles are lowered once, and a position is tried only when its
  /// byte, lowered, is some needle's first (a table of 256 flags, one load per byte).
  static func ranges(of tokens: [String], in bytes: UnsafeRawBufferPointer) -> [Range<Int>] {
    var needles: [[UInt8]] = []
    for token in tokens where !token.isEmpty {
      var needle = Array(token.utf8)
      for i in needle.indices { needle[i] = lowered(needle[i]) }
      if !needles.contains(needle) { needles.append(needle) }
    }
    guard !needles.isEmpty else { return [] }
    needles.sort { $0.count > $1.count }
    return withUnsafeTemporaryAllocation(of: Bool.self, capacity: 256) { isFirst in
      isFirst.initialize(repeating: false)
      for needle in needles {
        isFirst[Int(needle[0])] = true
        if needle[0] >= UInt8(ascii: "a"), needle[0] <= UInt8(ascii: "z") { isFirst[Int(needle[0] - 32)] = true }
      }
      var found: [Range<Int>] = []
      var index = 0
      while index < bytes.count {
        if isFirst[Int(bytes[index])], let needle = needles.first(where: { matches($0, in: bytes, at: index) }) {
          found.append(index..<index + needle.count)
          index += needle.count
        } else {
          index += 1
        }
      }
      return found
    }
  }

  /// `needle` is lowered.
  private static func matches(_ needle: [UInt8], in bytes: UnsafeRawBufferPointer, at start: Int) -> Bool {
    guard start + needle.count <= bytes.count else { return false }
    for offset in needle.indices where needle[offset] != lowered(bytes[start + offset]) { return false }
    let end = start + needle.count
    if start > 0, sameClass(bytes[start - 1], needle[0]) { return false }
    if end < bytes.count, sameClass(bytes[end], needle[needle.count - 1]) { return false }
    return true
  }

  /// Both ASCII digits or both ASCII letters.
  private static func sameClass(_ a: UInt8, _ b: UInt8) -> Bool {
    (isDigit(a) && isDigit(b)) || (isLetter(a) && isLetter(b))
  }

  private static func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }
  private static func isLetter(_ b: UInt8) -> Bool { lowered(b) >= UInt8(ascii: "a") && lowered(b) <= UInt8(ascii: "z") }
  private static func lowered(_ b: UInt8) -> UInt8 { b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z") ? b + 32 : b }
}
