/// Scores printed with two decimals (`0.87`) without `String(format:)`, which needs Foundation
/// and the C locale: integer arithmetic gives the same bytes everywhere. Out-of-range values
/// are clamped to [0, 1] and NaN prints as `0.00`, so exports always hold a valid score.
enum ScoreFormatting {
  /// Always four bytes, `0.00` to `1.00` (string interpolation cost about 900 instructions a score).
  static func twoDecimals(_ score: Double) -> String {
    String(unsafeUninitializedCapacity: 4) { bytes in
      write(score, to: UnsafeMutableRawBufferPointer(bytes))
      return 4
    }
  }

  /// The four bytes of `twoDecimals`, appended without making a string (the CSV and the TMX
  /// print one per unit).
  static func appendTwoDecimals<Sink: ByteSink>(_ score: Double, to sink: inout Sink) throws {
    try withUnsafeTemporaryAllocation(byteCount: 4, alignment: 1) { bytes in
      write(score, to: bytes)
      try sink.append(UnsafeRawBufferPointer(bytes))
    }
  }

  private static func write(_ score: Double, to bytes: UnsafeMutableRawBufferPointer) {
    let clamped = score.isNaN ? 0 : min(max(score, 0), 1)
    let hundredths = Int((clamped * 100).rounded())
    bytes[0] = UInt8(ascii: "0") + UInt8(hundredths / 100)
    bytes[1] = UInt8(ascii: ".")
    bytes[2] = UInt8(ascii: "0") + UInt8(hundredths % 100 / 10)
    bytes[3] = UInt8(ascii: "0") + UInt8(hundredths % 10)
  }
}
