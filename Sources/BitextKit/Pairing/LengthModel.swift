#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How long a Korean translation is for English of a given length: the run's one length-ratio
/// model. In-document pairing (`SegmentAligner`, `LeadEvidence`), cross-source alignment
/// (`BandedAligner`, `SentenceUnits`, `SourceGrouper`) and the checks (`RunStatistics`) all read
/// it, so the prior `englishToKorean` and `fit` are the one place to tune it.
///
/// Three parameters, fitted together from the same pairs: `ratio` (expected Korean length per
/// English unit of length, `c` in Gale & Church), `variance` (Gale & Church's `s²`) and
/// `spread` (standard deviation of log(Korean/English)). Two views of them:
///
/// - **Gale–Church** (`deviation`, `squaredDeviation`, `cost`): the Korean length is normal
///   around `ratio × English` with a variance growing with the length. Used where lengths add
///   up along a path (aligning paragraphs and sentences): a long paragraph gets more absolute
///   slack than a short one, and a merged bead is judged on its summed lengths.
/// - **log-normal** (`logDeviation`, `relativeLength`): log(Korean/English) is normal around
///   `logRatio` with `spread`. Used where one pair is judged alone (pairing a run, which
///   language leads, a unit's length checks): a ratio reads the same at any length.
///
/// Lengths are counted by the caller: alignment counts Unicode scalars (`length(of:)`,
/// `translationLength(of:)`), pairing and the checks visible (non-space) scalars. Korean is
/// about half the English in both counts, so one prior serves pairing and alignment; the
/// checks, which judge a unit against the run's usual ratio, keep a prior of their own
/// (`visibleCharacters`) for a run too small to fit one.
public struct LengthModel: Sendable, Equatable {
  /// Expected Korean length per unit of English length.
  public let ratio: Double
  /// log(`ratio`): the center of the log-normal view.
  public let logRatio: Double
  /// Variance of the Korean length per unit of English length (Gale–Church view).
  public let variance: Double
  /// Standard deviation of log(Korean/English) (log-normal view).
  public let spread: Double
  /// Pairs the model was fitted from (0: the prior).
  public let sampleCount: Int

  public init(ratio: Double, variance: Double, spread: Double, sampleCount: Int = 0) {
    self.ratio = ratio
    logRatio = log(ratio)
    self.variance = variance
    self.spread = spread
    self.sampleCount = sampleCount
  }

  init(logRatio: Double, variance: Double, spread: Double, sampleCount: Int) {
    ratio = exp(logRatio)
    self.logRatio = logRatio
    self.variance = variance
    self.spread = spread
    self.sampleCount = sampleCount
  }

  /// English → Korean, measured on the blockquote-paired Korean translations of Apple's
  /// English interface guidelines (48 paragraph pairs: median ratio 0.51, variance 0.99; a
  /// robust spread of log ratios of 0.22 on such pages), the variance widened because other
  /// translators paraphrase more freely.
  public static let englishToKorean = LengthModel(ratio: 0.5, variance: 1.5, spread: 0.225)

  /// English → Korean in visible characters with glosses left out (`TextMeasure`, what the
  /// checks count), measured on Apple HIG pages translated to Korean: log ratio −0.62 (Korean a
  /// little over half the English, 0.538), spread 0.22. The checks fall back to it when a run
  /// has too few usable units to fit its own model (`RunStatistics.minimumLengthPairs`).
  /// Not `englishToKorean`: that one is a round value for pairing and alignment, which only
  /// compare candidates with it; the checks report a unit's length against the usual one
  /// ("Korean is 2.1× the usual length") and their thresholds (2×, 3 spreads) were set
  /// against this measurement, so a small run keeps the findings it had. The checks use the
  /// log-normal view only; the variance is the prior's.
  public static let visibleCharacters = LengthModel(logRatio: -0.62, variance: 1.5, spread: 0.22, sampleCount: 0)

  /// The smallest variance a fit may return: a handful of very regular pairs must not make
  /// the model so sure of itself that an ordinary paraphrase looks impossible.
  static let minimumVariance = 0.5
  /// The smallest spread a fit may return, for the same reason.
  static let minimumSpread = 0.15
  /// English shorter than this says little about ratios (a heading of two words): the checks
  /// fit from longer pairs only, and a document's pairing learns from longer pairs only.
  public static let minimumEnglishLength = 20

  /// Estimates the model from pairs the run is already sure of (a page's 1:1 pairs, a run's
  /// aligned units). Robust to a few wrong or merged pairs: the ratio is the median of the
  /// per-pair ratios, the variance and the spread come from the median absolute deviation
  /// (× 1.4826) of the Gale–Church residuals and of the log ratios. Fewer than `minimumPairs`
  /// usable pairs give `prior`.
  public static func fit(pairs: [(english: Int, korean: Int)], prior: LengthModel = .englishToKorean,
                         minimumPairs: Int = 5) -> LengthModel {
    let usable = pairs.filter { $0.english > 0 && $0.korean > 0 }
    guard usable.count >= minimumPairs else { return prior }
    let ratio = median(usable.map { Double($0.korean) / Double($0.english) })
    let residuals = usable.map { (Double($0.korean) - ratio * Double($0.english)) / Double($0.english).squareRoot() }
    let sigma = 1.4826 * medianAbsoluteDeviation(residuals, around: median(residuals))
    let logRatios = usable.map { log(Double($0.korean) / Double($0.english)) }
    let logSigma = 1.4826 * medianAbsoluteDeviation(logRatios, around: log(ratio))
    return LengthModel(ratio: ratio, variance: max(minimumVariance, sigma * sigma),
                       spread: max(minimumSpread, logSigma), sampleCount: usable.count)
  }

  /// This model with its log ratio moved toward `count` observed log ratios summing to
  /// `logRatioSum`, the model weighing as `priorWeight` pairs: what a stream learns as its
  /// pairs pass (a document's plain 1:1 pairs in `SegmentAligner`). Variance and spread are kept.
  public func learning(logRatioSum: Double, count: Int, priorWeight: Double = 5) -> LengthModel {
    LengthModel(logRatio: (logRatio * priorWeight + logRatioSum) / (priorWeight + Double(count)),
                variance: variance, spread: spread, sampleCount: sampleCount + count)
  }

  // MARK: Log-normal view

  /// How many spreads log(korean/english) lies from `logRatio`; negative when the Korean is
  /// shorter than usual, 0 when a side is empty. `spread` judges with a spread other than the
  /// model's (pairing's wider `SegmentAligner.lengthSpread`).
  public func logDeviation(english: Int, korean: Int, spread: Double? = nil) -> Double {
    guard english > 0, korean > 0 else { return 0 }
    return (log(Double(korean) / Double(english)) - logRatio) / (spread ?? self.spread)
  }

  /// The actual ratio over the usual one: 1 is usual, 2 is twice as long as usual.
  public func relativeLength(english: Int, korean: Int) -> Double {
    guard english > 0 else { return 1 }
    return (Double(korean) / Double(english)) / ratio
  }

  // MARK: Gale–Church view

  /// The normalized deviation `z` of a pair, as in Gale & Church's program: centered on the
  /// expected Korean length, scaled by the mean of both lengths expressed in English units.
  public func deviation(english: Double, korean: Double) -> Double {
    let mean = (english + korean / ratio) / 2
    guard mean > 0 else { return 0 }
    return (korean - ratio * english) / (variance * mean).squareRoot()
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

  /// Two-tailed probability of a deviation at least this large: 1 for a perfect ratio.
  public func probability(english: Int, korean: Int) -> Double {
    exp(-LengthModel.tailCost(abs(deviation(english: Double(english), korean: Double(korean)))))
  }

  /// −log of the two-tailed probability (0 for a perfect ratio, ≈ z²/2 far out).
  public func cost(english: Int, korean: Int) -> Double {
    LengthModel.tailCost(abs(deviation(english: Double(english), korean: Double(korean))))
  }

  /// −log(2·(1 − Φ(z))) for z ≥ 0 (tabulated: `TailTable`).
  @inline(__always)
  static func tailCost(_ z: Double) -> Double {
    TailTable.shared.cost(ofSquare: z * z)
  }

  static func exactTailCost(_ z: Double) -> Double {
    let x = z / 2.0.squareRoot()
    if x < 5 { return -log(erfc(x)) }
    // erfc(x) ≈ e^(−x²) / (x√π) · (1 − 1/(2x²)) for large x.
    return x * x + log(x * Double.pi.squareRoot()) - log(1 - 1 / (2 * x * x))
  }

  // MARK: Lengths

  /// The length alignment counts: Unicode scalars, i.e. UTF-8 bytes that don't continue a
  /// sequence (no decoding needed). Never UTF-8 bytes: a Hangul syllable is 3 bytes but one
  /// scalar, and a byte ratio would depend on how much Latin text a Korean paragraph keeps.
  public static func length(of text: String) -> Int {
    var t = text
    return t.withUTF8 { b in
      // Eight bytes at a time: the continuation bytes are those that are 10xxxxxx.
      var count = b.count, i = 0
      while i + 8 <= b.count {
        count -= ByteWord.continuationCount(ByteWord.load(UnsafeRawBufferPointer(b), at: i))
        i += 8
      }
      while i < b.count {
        if b[i] & 0xC0 == 0x80 { count -= 1 }
        i += 1
      }
      return count
    }
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
        if i + 8 <= b.count {
          // Eight bytes at a time while none is `(`: the bytes that start a scalar are those
          // that are not 10xxxxxx.
          let word = ByteWord.load(UnsafeRawBufferPointer(b), at: i)
          if ByteWord.has(word, UInt8(ascii: "(")) == 0 {
            count += 8 - ByteWord.continuationCount(word)
            i += 8
            continue
          }
        }
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

  private static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  private static func medianAbsoluteDeviation(_ values: [Double], around center: Double) -> Double {
    median(values.map { abs($0 - center) })
  }
}
