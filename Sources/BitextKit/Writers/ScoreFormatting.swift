/// Scores printed with two decimals (`0.87`) without `String(format:)`, which needs Foundation
/// and the C locale: integer arithmetic gives the same bytes everywhere. Out-of-range values
/// are clamped to [0, 1] and NaN prints as `0.00`, so exports always hold a valid score.
enum ScoreFormatting {
  /// Always four bytes, `0.00` to `1.00` (string interpolation cost about 900 instructions a score).
  static func twoDecimals(_ score: Double) -> String {
    var bytes = packed(score).littleEndian
    return withUnsafeBytes(of: &bytes) { String(decoding: $0, as: UTF8.self) }
  }

  /// The four bytes of `twoDecimals`, appended without making a string (the CSV and the TMX
  /// print one per unit).
  static func appendTwoDecimals<Sink: ByteSink>(_ score: Double, to sink: inout Sink) throws {
    var bytes = packed(score).littleEndian
    try withUnsafeBytes(of: &bytes) { try sink.append($0) }
  }

  /// The four bytes in a word, the first in its lowest byte (a temporary buffer filled byte by
  /// byte cost ~170 instructions a score).
  private static func packed(_ score: Double) -> UInt32 {
    let clamped = score.isNaN ? 0 : min(max(score, 0), 1)
    let hundredths = UInt32((clamped * 100).rounded())
    return (0x30 + hundredths / 100) | UInt32(UInt8(ascii: ".")) << 8 | (0x30 + hundredths % 100 / 10) << 16
      | (0x30 + hundredths % 10) << 24
  }
}
