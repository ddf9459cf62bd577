#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How long Korean usually is for English of a given length, learned from the aligned units of
/// a run: the median and the spread (MAD × 1.4826) of log(koreanLength / englishLength). Median
/// and MAD, unlike mean and standard deviation, are not pulled by the few wrong pairs the run
/// is being checked for. Units with under `minimumEnglishLength` visible characters are left
/// out: a heading of two words says little about ratios.
public struct LengthRatioModel: Sendable, Equatable {
  /// Median of log(ko/en).
  public var center: Double
  /// Robust standard deviation of log(ko/en).
  public var spread: Double
  /// Units the model was learned from.
  public var sampleCount: Int

  public static let minimumEnglishLength = 20
  /// Used when a run has fewer than `minimumSamples` usable units: measured on Apple HIG pages
  /// translated to Korean (Korean is a little over half the visible characters of English).
  public static let fallback = LengthRatioModel(center: -0.62, spread: 0.22, sampleCount: 0)
  static let minimumSamples = 8
  /// A spread below this would make ordinary variation look abnormal in a very uniform run.
  static let minimumSpread = 0.15

  public init(center: Double, spread: Double, sampleCount: Int) {
    self.center = center
    self.spread = spread
    self.sampleCount = sampleCount
  }

  /// Learns from log ratios; falls back to `fallback` (or blends toward it) when data is thin.
  public init(logRatios: [Double]) {
    guard logRatios.count >= Self.minimumSamples else { self = Self.fallback; return }
    let center = Self.median(logRatios)
    let mad = Self.median(logRatios.map { abs($0 - center) })
    self.init(center: center, spread: max(mad * 1.4826, Self.minimumSpread), sampleCount: logRatios.count)
  }

  /// The actual ratio over the usual one: 1 is usual, 2 is twice as long as usual.
  public func relativeLength(english: Int, korean: Int) -> Double {
    guard english > 0 else { return 1 }
    return (Double(korean) / Double(english)) / exp(center)
  }

  /// How many spreads away from the usual ratio (negative: shorter).
  public func deviation(english: Int, korean: Int) -> Double {
    guard english > 0, korean > 0 else { return 0 }
    return (log(Double(korean) / Double(english)) - center) / spread
  }

  private static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }
}
