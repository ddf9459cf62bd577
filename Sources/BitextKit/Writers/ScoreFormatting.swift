/// Scores printed with two decimals (`0.87`) without `String(format:)`, which needs Foundation
/// and the C locale: integer arithmetic gives the same bytes everywhere. Out-of-range values
/// are clamped to [0, 1] and NaN prints as `0.00`, so exports always hold a valid score.
enum ScoreFormatting {
  /// Always four bytes, `0.00` to `1.00`, written in place (the CSV and the TMX print one per
  /// unit: string interpolation cost about 900 instructions a score).
  static func twoDecimals(_ score: Double) -> String {
    let clamped = score.isNaN ? 0 : min(max(score, 0), 1)
    let hundredths = Int((clamped * 100).rounded())
    return String(unsafeUninitializedCapacity: 4) { bytes in
      bytes[0] = UInt8(ascii: "0") + UInt8(hundredths / 100)
      bytes[1] = UInt8(ascii: ".")
      bytes[2] = UInt8(ascii: "0") + UInt8(hundredths % 100 / 10)
      bytes[3] = UInt8(ascii: "0") + UInt8(hundredths % 10)
      return 4
    }
  }
}
