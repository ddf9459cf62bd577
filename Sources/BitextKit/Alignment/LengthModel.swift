#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Gale & Church's model of paragraph lengths: the length of a translation is roughly normal
/// around `ratio × English length`, with a variance that grows with the length
/// (`variance × length`). A pair's cost is −log of the two-tailed probability of its deviation.
///
/// Lengths are **Unicode scalar counts** everywhere (`length(of:)`), never UTF-8 bytes: a Hangul
/// syllable is 3 bytes but one scalar, and a scalar count keeps the ratio near 0.5 instead of a
/// byte ratio that depends on how much Latin text a Korean paragraph keeps.
public struct LengthModel: Sendable, Equatable {
  /// Expected Korean length per English scalar (`c` in the paper).
  public var ratio: Double
  /// Variance of the Korean length per English scalar (`s²` in the paper).
  public var variance: Double

  public init(ratio: Double, variance: Double) {
    self.ratio = ratio
    self.variance = variance
  }

  /// English → Korean, measured on the blockquote-paired Korean translations of Apple's
  /// English interface guidelines (48 paragraph pairs: median ratio 0.51, variance 0.99),
  /// with the variance widened because other translators paraphrase more freely.
  public static let englishToKorean = LengthModel(ratio: 0.5, variance: 1.5)
  /// Two versions of the same English text: lengths agree unless the text was edited.
  public static let sameLanguage = LengthModel(ratio: 1.0, variance: 2.0)

  /// The smallest variance a fit may return: a handful of very regular pairs must not make
  /// the model so sure of itself that an ordinary paraphrase looks impossible.
  static let minimumVariance = 0.5

  /// Estimates the model from pairs the run is already sure of (for example blockquote
  /// pairs of the same group). Robust to a few wrong or merged pairs: the ratio is the median
  /// of the per-pair ratios and the variance comes from the median absolute deviation of the
  /// normalized residuals. Fewer than `minimumPairs` usable pairs give `fallback`.
  public static func fit(pairs: [(english: Int, korean: Int)], fallback: LengthModel = .englishToKorean,
                         minimumPairs: Int = 5) -> LengthModel {
    let usable = pairs.filter { $0.english > 0 && $0.korean > 0 }
    guard usable.count >= minimumPairs else { return fallback }
    let ratio = median(usable.map { Double($0.korean) / Double($0.english) })
    let residuals = usable.map { (Double($0.korean) - ratio * Double($0.english)) / Double($0.english).squareRoot() }
    let center = median(residuals)
    let mad = median(residuals.map { abs($0 - center) })
    let sigma = 1.4826 * mad
    return LengthModel(ratio: ratio, variance: max(minimumVariance, sigma * sigma))
  }

  /// The length this model counts: Unicode scalars, i.e. UTF-8 bytes that don't continue a
  /// sequence (no decoding needed).
  public static func length(of text: String) -> Int {
    var count = 0
    for byte in text.utf8 where byte & 0xC0 != 0x80 { count += 1 }
    return count
  }

  /// The length of a translation: as `length(of:)`, without parenthesized glosses that hold no
  /// Hangul (`스타일(Style)`, `도구 모음(toolbar)`): Korean technical writing repeats the English
  /// term in brackets, which would make a faithful translation look long.
  public static func translationLength(of text: String) -> Int {
    var t = text
    return t.withUTF8 { b in
      var count = 0
      var i = 0
      while i < b.count {
        if b[i] == UInt8(ascii: "("), let close = glossEnd(b, from: i) { i = close + 1; continue }
        if b[i] & 0xC0 != 0x80 { count += 1 }
        i += 1
      }
      return count
    }
  }

  /// The `)` closing a short bracket with no Hangul (lead bytes EA–ED) starting at `open`.
  private static func glossEnd(_ b: UnsafeBufferPointer<UInt8>, from open: Int) -> Int? {
    var j = open + 1
    while j < b.count, j - open <= 60 {
      if b[j] == UInt8(ascii: ")") { return j > open + 1 ? j : nil }
      if b[j] >= 0xEA && b[j] <= 0xED { return nil }
      j += 1
    }
    return nil
  }

  /// The normalized deviation `z` of a pair, as in Gale & Church's program: centered on the
  /// expected Korean length, scaled by the mean of both lengths expressed in English scalars.
  public func deviation(english: Double, korean: Double) -> Double {
    let mean = (english + korean / ratio) / 2
    guard mean > 0 else { return 0 }
    return (korean - ratio * english) / (variance * mean).squareRoot()
  }

  /// Two-tailed probability of a deviation at least this large: 1 for a perfect ratio.
  public func probability(english: Int, korean: Int) -> Double {
    exp(-LengthModel.tailCost(abs(deviation(english: Double(english), korean: Double(korean)))))
  }

  /// −log of the two-tailed probability (0 for a perfect ratio, ≈ z²/2 far out).
  public func cost(english: Int, korean: Int) -> Double {
    LengthModel.tailCost(abs(deviation(english: Double(english), korean: Double(korean))))
  }

  /// −log(2·(1 − Φ(z))) for z ≥ 0 (see `tailCostOfSquare`).
  @inline(__always)
  static func tailCost(_ z: Double) -> Double {
    TailTable.shared.cost(ofSquare: z * z)
  }

  /// The squared deviation z² of a pair: what the aligner looks up, since it avoids a
  /// square root per candidate bead.
  @inline(__always)
  public func squaredDeviation(english: Double, korean: Double) -> Double {
    let mean = (english + korean / ratio) / 2
    guard mean > 0 else { return 0 }
    let difference = korean - ratio * english
    return difference * difference / (variance * mean)
  }

  static func exactTailCost(_ z: Double) -> Double {
    let x = z / 2.0.squareRoot()
    if x < 5 { return -log(erfc(x)) }
    // erfc(x) ≈ e^(−x²) / (x√π) · (1 − 1/(2x²)) for large x.
    return x * x + log(x * Double.pi.squareRoot()) - log(1 - 1 / (2 * x * x))
  }

  private static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }
}
