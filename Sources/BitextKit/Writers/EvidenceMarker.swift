/// Writes a text HTML-escaped with every occurrence of the evidence tokens (`60x60`,
/// `visionOS`, `tvOS`) wrapped in `<mark>`. Matching runs on the raw UTF-8 bytes, ASCII letters
/// compared without case; the text between and inside marks is escaped segment by segment, so
/// a token can never produce markup and a `<mark>` never lands inside an entity.
///
/// A match must not continue a number or a word of the text (`15` is not marked inside `150`,
/// `OS` not inside `macOS`), but may touch other scripts (`tvOS에서`, `60x60pt`).
enum EvidenceMarker {
  static func append<Sink: ByteSink>(_ text: String, marking tokens: [String], to sink: inout Sink) throws {
    let bytes = Array(text.utf8)
    var position = 0
    for range in ranges(of: tokens, in: bytes) {
      try escape(bytes[position..<range.lowerBound], to: &sink)
      try sink.append("<mark>")
      try escape(bytes[range], to: &sink)
      try sink.append("</mark>")
      position = range.upperBound
    }
    try escape(bytes[position...], to: &sink)
  }

  /// Non-overlapping byte ranges of the tokens in `bytes`, in order; at one position the
  /// longest token wins.
  static func ranges(of tokens: [String], in bytes: [UInt8]) -> [Range<Int>] {
    let needles = Set(tokens).map { Array($0.utf8) }.filter { !$0.isEmpty }.sorted { $0.count > $1.count }
    guard !needles.isEmpty else { return [] }
    var found: [Range<Int>] = []
    var index = 0
    while index < bytes.count {
      if let needle = needles.first(where: { matches($0, in: bytes, at: index) }) {
        found.append(index..<index + needle.count)
        index += needle.count
      } else {
        index += 1
      }
    }
    return found
  }

  private static func matches(_ needle: [UInt8], in bytes: [UInt8], at start: Int) -> Bool {
    guard start + needle.count <= bytes.count else { return false }
    for offset in needle.indices where lowered(needle[offset]) != lowered(bytes[start + offset]) { return false }
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

  private static func escape<Sink: ByteSink>(_ slice: ArraySlice<UInt8>, to sink: inout Sink) throws {
    guard !slice.isEmpty else { return }
    try HTMLEscaping.append(String(decoding: slice, as: UTF8.self), to: &sink)
  }
}
