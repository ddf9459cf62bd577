/// Scores printed with two decimals (`0.87`) without `String(format:)`, which needs Foundation
/// and the C locale: integer arithmetic gives the same bytes everywhere. Out-of-range values
/// are clamped to [0, 1] and NaN prints as `0.00`, so exports always hold a valid score.
enum ScoreFormatting {
  static func twoDecimals(_ score: Double) -> String {
    let clamped = score.isNaN ? 0 : min(max(score, 0), 1)
    let hundredths = Int((clamped * 100).rounded())
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
  }
}
