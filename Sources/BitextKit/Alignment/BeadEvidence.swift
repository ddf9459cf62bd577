/// The evidence for one candidate bead and its cost and score: what `BandedAligner` weighs in
/// its inner loop. Pair overlaps (shared anchors, shared features) arrive already summed over
/// the bead's English × other-side items, so this is arithmetic only.
struct BeadEvidence {
  var englishLength: Double
  var koreanLength: Double
  var anchorTotal: Int32
  var sharedAnchors: Int32
  var hasReference: Bool
  var featureTotal: Int32
  var sharedFeatures: Int32
  /// Of the bead's items on a side with two or more, the least share of its own features the
  /// other side has (1 when not measured: 1:1 beads, no reference).
  var weakestPart: Double
  /// Glossed words on the bead's Korean side, and how many of them its English has.
  var koreanGlossTotal: Int32
  var sharedGlosses: Int32
  /// Whether both sides have sound keys (and no reference), how many they could share at
  /// most, and how many they share.
  var hasSounds: Bool
  var possibleSounds: Int32
  var sharedSounds: Int32
  /// Whether `sharedSounds` is summed yet (the lower bound assumes the most until it is).
  var soundsMeasured = false
  /// Sentences the merged side of a bead holds beyond the other side's (0 for 1:1 beads and
  /// when the merged side has no more): see `AlignmentWeights.sentences`.
  var excessSentences: Int32 = 0
  var mergesEnglish = false

  /// The bead's totals from the prefix sums, with no overlaps counted yet. (A difference of
  /// two prefix counts cannot overflow: wrapping arithmetic, no checks in the DP's inner loop.)
  @inline(__always)
  init(_ sides: PreparedSides, _ english: Range<Int>, _ korean: Range<Int>) {
    let e0 = english.lowerBound, e1 = english.upperBound, k0 = korean.lowerBound, k1 = korean.upperBound
    englishLength = sides.englishLength[e1] - sides.englishLength[e0]
    koreanLength = sides.koreanLength[k1] - sides.koreanLength[k0]
    anchorTotal = (sides.englishAnchorTotal[e1] &- sides.englishAnchorTotal[e0])
      &+ (sides.koreanAnchorTotal[k1] &- sides.koreanAnchorTotal[k0])
    hasReference = sides.englishReferences[e1] != sides.englishReferences[e0]
    featureTotal = hasReference
      ? (sides.englishFeatureTotal[e1] &- sides.englishFeatureTotal[e0]) &+ (sides.koreanFeatureTotal[k1] &- sides.koreanFeatureTotal[k0])
      : 0
    sharedAnchors = 0
    sharedFeatures = 0
    weakestPart = 1
    // Glosses count only where the English side has glossed words at all.
    koreanGlossTotal = sides.englishGlossTotal[e1] == sides.englishGlossTotal[e0] ? 0
      : sides.koreanGlossTotal[k1] &- sides.koreanGlossTotal[k0]
    sharedGlosses = 0
    // A reference says far more than sounds: they weigh only where there is none.
    possibleSounds = hasReference ? 0
      : min(sides.englishSoundTotal[e1] &- sides.englishSoundTotal[e0], sides.koreanSoundTotal[k1] &- sides.koreanSoundTotal[k0])
    hasSounds = possibleSounds > 0
    sharedSounds = 0
    let englishSentences = sides.englishSentences[e1] &- sides.englishSentences[e0]
    let koreanSentences = sides.koreanSentences[k1] &- sides.koreanSentences[k0]
    // Only English in excess counts: a translation splitting sentences is common, merging
    // them rare, so more Korean sentences prove little.
    excessSentences = max(0, englishSentences &- koreanSentences)
    mergesEnglish = e1 &- e0 > 1
  }

  /// Sets `weakestPart` from the pair overlaps of a bead of 2 or 3 items a side: `pairs[e][k]`
  /// shared features of English item e's reference and Korean item k.
  @inline(__always)
  mutating func measureParts(_ sides: PreparedSides, _ english: Range<Int>, _ korean: Range<Int>, _ pairs: SIMD16<Int32>) {
    guard hasReference, english.count + korean.count > 2 else { return }
    var weakest = 1.0
    if english.count > 1 {
      for (a, e) in english.enumerated() {
        let own = sides.englishFeatureTotal[e + 1] - sides.englishFeatureTotal[e]
        guard own > 0 else { continue }
        var shared: Int32 = 0
        for b in 0..<korean.count { shared += pairs[a * 4 + b] }
        weakest = min(weakest, Double(shared) / Double(own))
      }
    }
    if korean.count > 1 {
      for (b, k) in korean.enumerated() {
        let own = sides.koreanFeatureTotal[k + 1] - sides.koreanFeatureTotal[k]
        guard own > 0 else { continue }
        var shared: Int32 = 0
        for a in 0..<english.count { shared += pairs[a * 4 + b] }
        weakest = min(weakest, Double(shared) / Double(own))
      }
    }
    weakestPart = weakest
  }

  /// The cost of a merged bead's extra sentences, up to two.
  @inline(__always)
  func sentenceCost(_ weights: AlignmentWeights) -> Double {
    (mergesEnglish ? weights.sentences : weights.pairSentences) * Double(min(2, excessSentences))
  }

  /// Anchors weigh in proportion to how many there are, up to four.
  @inline(__always)
  var anchorStrength: Double { min(1, Double(anchorTotal) / 4) }

  @inline(__always)
  var anchorDice: Double { anchorTotal == 0 ? 0 : min(1, 2 * Double(sharedAnchors) / Double(anchorTotal)) }

  @inline(__always)
  var similarity: Double { featureTotal == 0 ? 0 : min(1, 2 * Double(sharedFeatures) / Double(featureTotal)) }

  /// Cost of a bead with both sides: length + anchors + similarity (the prior is added by
  /// the caller).
  @inline(__always)
  func cost(model: LengthModel, weights: AlignmentWeights, table: TailTable) -> Double {
    cost(lengthCost: lengthCost(model: model, table: table), weights: weights)
  }

  /// Gale & Church's length cost alone: known from the prefix sums, before any overlap.
  @inline(__always)
  func lengthCost(model: LengthModel, table: TailTable) -> Double {
    table.cost(ofSquare: model.squaredDeviation(english: englishLength, korean: koreanLength))
  }

  /// `cost(model:weights:table:)` with its length cost already computed.
  @inline(__always)
  func cost(lengthCost: Double, weights: AlignmentWeights) -> Double {
    var cost = lengthCost + sentenceCost(weights)
    if anchorTotal > 0 {
      cost += weights.anchors * anchorStrength * (1 - 2 * anchorDice)
    }
    if hasReference && featureTotal > 0 {
      let tau = weights.neutralSimilarity
      cost += weights.similarity * min(1, max(-1.5, (tau - similarity) / tau))
      if weakestPart < weights.partCoverage {
        cost += weights.similarity * (weights.partCoverage - weakestPart) / weights.partCoverage
      }
    }
    if koreanGlossTotal > 0 {
      cost -= weights.glosses * min(1, Double(sharedGlosses) / Double(koreanGlossTotal))
    }
    if hasSounds && sharedSounds > 0 {
      cost -= weights.sounds * min(1, Double(sharedSounds) / weights.soundsForFullWeight)
    }
    return cost
  }

  /// The least `cost` can be whatever the overlaps turn out to be, given its length cost:
  /// lets the DP skip a candidate before computing its overlaps. Before `sharedSounds` is
  /// summed, the sounds are guessed at `possibleSounds`, which the pairs of a bead of several
  /// items can exceed (not a true bound), unless `allSounds` takes their full weight off.
  @inline(__always)
  func lowerBound(lengthCost: Double, weights: AlignmentWeights, allSounds: Bool = false) -> Double {
    var bound = lengthCost + sentenceCost(weights)
    if anchorTotal > 0 { bound -= weights.anchors * anchorStrength }
    if hasReference && featureTotal > 0 { bound -= 1.5 * weights.similarity }
    if koreanGlossTotal > 0 { bound -= weights.glosses }
    if hasSounds && allSounds && !soundsMeasured {
      bound -= weights.sounds
    } else if hasSounds {
      let shared = soundsMeasured ? sharedSounds : possibleSounds
      if !soundsMeasured || shared > 0 { bound -= weights.sounds * min(1, Double(shared) / weights.soundsForFullWeight) }
    }
    return bound
  }

  /// Confidence in [0, 1]. Length is at most half the story: without anchors or a reference
  /// the score is capped at 0.5, so a pair that only has plausible lengths reads as weak.
  func score(model: LengthModel) -> Double {
    let lengthScore = model.probability(english: Int(englishLength), korean: Int(koreanLength))
    var sum = lengthScore, weight = 1.0, evidence = 0.0
    if anchorTotal > 0 {
      sum += anchorStrength * anchorDice
      weight += anchorStrength
      evidence = anchorStrength
    }
    if hasReference && featureTotal > 0 {
      sum += 2 * min(1, similarity / 0.5)
      weight += 2
      evidence = 1
    }
    return (sum / weight) * (0.5 + 0.5 * evidence)
  }
}
