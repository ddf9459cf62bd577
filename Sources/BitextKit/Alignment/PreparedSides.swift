/// Everything the DP needs about both sides, precomputed into flat arrays: prefix sums of
/// lengths and counts (so a bead of any shape costs O(1) plus its pair overlaps), and each
/// item's anchors and features as sorted integer runs (so an overlap is a merge walk).
/// No strings and no dictionaries survive into the inner loop.
struct PreparedSides {
  let englishCount: Int
  let koreanCount: Int
  /// Prefix sums, index i = items 0..<i.
  let englishLength: [Double]
  let koreanLength: [Double]
  let englishAnchorTotal: [Int32]
  let koreanAnchorTotal: [Int32]
  let englishFeatureTotal: [Int32]
  let koreanFeatureTotal: [Int32]
  let englishReferences: [Int32]
  /// Item i's run is `values[start[i]..<start[i + 1]]`.
  let englishAnchorStart: [Int]
  let englishAnchors: [Int32]
  let koreanAnchorStart: [Int]
  let koreanAnchors: [Int32]
  let englishFeatureStart: [Int]
  let englishFeatures: [UInt64]
  let koreanFeatureStart: [Int]
  let koreanFeatures: [UInt64]
  let englishGlossStart: [Int]
  let englishGlosses: [UInt64]
  let koreanGlossStart: [Int]
  let koreanGlosses: [UInt64]
  let koreanGlossTotal: [Int32]
  let englishGlossTotal: [Int32]
  let englishSoundStart: [Int]
  let englishSounds: [UInt64]
  let koreanSoundStart: [Int]
  let koreanSounds: [UInt64]
  let englishSoundTotal: [Int32]
  let koreanSoundTotal: [Int32]
  /// A bit per sound key (its low six bits) of each item: most pairs share no key, and two
  /// signatures with no bit in common say so without walking the keys.
  let englishSoundBits: [UInt64]
  let koreanSoundBits: [UInt64]
  /// Prefix counts of items that stand alone (`AlignmentItem.standsAlone`).
  let englishAlone: [Int32]
  let koreanAlone: [Int32]
  /// Prefix sums of sentence counts (`AlignmentItem.sentences`).
  let englishSentences: [Int32]
  let koreanSentences: [Int32]

  init(english: [AlignmentItem], korean: [AlignmentItem], features: SimilarityFeatures) {
    englishCount = english.count
    koreanCount = korean.count
    englishLength = PreparedSides.prefixSums(english.map { Double($0.length) })
    koreanLength = PreparedSides.prefixSums(korean.map { Double($0.length) })
    var interned: [String: Int32] = [:]
    (englishAnchorStart, englishAnchors) = PreparedSides.anchorRuns(english, interned: &interned)
    (koreanAnchorStart, koreanAnchors) = PreparedSides.anchorRuns(korean, interned: &interned)
    englishAnchorTotal = PreparedSides.prefixCounts(englishAnchorStart)
    koreanAnchorTotal = PreparedSides.prefixCounts(koreanAnchorStart)
    (englishFeatureStart, englishFeatures) = PreparedSides.featureRuns(english, features)
    // Features only weigh where an English item has a reference; with none (an English-only
    // source), the Korean side's would never be read.
    (koreanFeatureStart, koreanFeatures) = englishFeatures.isEmpty
      ? ([Int](repeating: 0, count: korean.count + 1), []) : PreparedSides.featureRuns(korean, features)
    englishFeatureTotal = PreparedSides.prefixCounts(englishFeatureStart)
    koreanFeatureTotal = PreparedSides.prefixCounts(koreanFeatureStart)
    englishReferences = PreparedSides.prefixSums(english.map { $0.comparisonText == nil ? Int32(0) : 1 })
    (koreanGlossStart, koreanGlosses) = PreparedSides.laidEndToEnd(korean.map(\.glosses))
    (englishGlossStart, englishGlosses) = PreparedSides.laidEndToEnd(english.map(\.glosses))
    koreanGlossTotal = PreparedSides.prefixCounts(koreanGlossStart)
    englishGlossTotal = PreparedSides.prefixCounts(englishGlossStart)
    (englishSoundStart, englishSounds) = PreparedSides.laidEndToEnd(english.map(\.sounds))
    (koreanSoundStart, koreanSounds) = PreparedSides.laidEndToEnd(korean.map(\.sounds))
    englishSoundTotal = PreparedSides.prefixCounts(englishSoundStart)
    koreanSoundTotal = PreparedSides.prefixCounts(koreanSoundStart)
    englishSoundBits = english.map { $0.sounds.reduce(0) { $0 | 1 << ($1 & 63) } }
    koreanSoundBits = korean.map { $0.sounds.reduce(0) { $0 | 1 << ($1 & 63) } }
    englishAlone = PreparedSides.prefixSums(english.map { $0.standsAlone ? Int32(1) : 0 })
    koreanAlone = PreparedSides.prefixSums(korean.map { $0.standsAlone ? Int32(1) : 0 })
    englishSentences = PreparedSides.prefixSums(english.map { Int32($0.sentences) })
    koreanSentences = PreparedSides.prefixSums(korean.map { Int32($0.sentences) })
  }

  /// A bead of `english` × `korean` would merge an item that stands alone with another.
  @inline(__always)
  func mergesLoneItem(_ english: Range<Int>, _ korean: Range<Int>) -> Bool {
    (english.count > 1 && englishAlone[english.upperBound] != englishAlone[english.lowerBound])
      || (korean.count > 1 && koreanAlone[korean.upperBound] != koreanAlone[korean.lowerBound])
  }

  /// Sound keys English item `e` and Korean item `k` share.
  @inline(__always)
  func sharedSounds(_ e: Int, _ k: Int) -> Int32 {
    if englishSoundBits[e] & koreanSoundBits[k] == 0 { return 0 }
    return Self.overlap(englishSounds, englishSoundStart, e, koreanSounds, koreanSoundStart, k)
  }

  /// Glossed words of Korean item `k` that English item `e` has.
  @inline(__always)
  func sharedGlosses(_ e: Int, _ k: Int) -> Int32 {
    Self.overlap(englishGlosses, englishGlossStart, e, koreanGlosses, koreanGlossStart, k)
  }

  /// Anchors both English item `e` and Korean item `k` have.
  @inline(__always)
  func sharedAnchors(_ e: Int, _ k: Int) -> Int32 {
    Self.overlap(englishAnchors, englishAnchorStart, e, koreanAnchors, koreanAnchorStart, k)
  }

  /// Features English item `e`'s reference shares with Korean item `k`.
  @inline(__always)
  func sharedFeatures(_ e: Int, _ k: Int) -> Int32 {
    Self.overlap(englishFeatures, englishFeatureStart, e, koreanFeatures, koreanFeatureStart, k)
  }

  /// Values item `e`'s run of `a` and item `k`'s run of `b` share (both sorted).
  @inline(__always)
  private static func overlap<T: Comparable>(_ a: [T], _ aStart: [Int], _ e: Int,
                                             _ b: [T], _ bStart: [Int], _ k: Int) -> Int32 {
    let left = a[aStart[e]..<aStart[e + 1]]
    if left.isEmpty { return 0 }
    let right = b[bStart[k]..<bStart[k + 1]]
    if right.isEmpty { return 0 }
    return Int32(SimilarityFeatures.sharedCount(left, right))
  }

  private static func prefixSums<T: AdditiveArithmetic>(_ values: [T]) -> [T] {
    var result: [T] = [.zero]
    result.reserveCapacity(values.count + 1)
    for value in values { result.append(result[result.count - 1] + value) }
    return result
  }

  private static func prefixCounts(_ starts: [Int]) -> [Int32] {
    starts.map { Int32($0) }
  }

  private static func anchorRuns(_ items: [AlignmentItem], interned: inout [String: Int32]) -> ([Int], [Int32]) {
    runs(items.map(\.anchors), interned: &interned)
  }

  /// Each set as a sorted run of interned ids, laid end to end.
  private static func runs(_ sets: [Set<String>], interned: inout [String: Int32]) -> ([Int], [Int32]) {
    var starts = [0], values: [Int32] = []
    for set in sets {
      var ids = set.map { anchor in
        if let id = interned[anchor] { return id }
        let id = Int32(interned.count)
        interned[anchor] = id
        return id
      }
      ids.sort()
      values += ids
      starts.append(values.count)
    }
    return (starts, values)
  }

  /// Sorted runs laid end to end, with their starts.
  private static func laidEndToEnd(_ runs: [[UInt64]]) -> ([Int], [UInt64]) {
    var starts = [0], values: [UInt64] = []
    values.reserveCapacity(runs.reduce(0) { $0 + $1.count })
    for run in runs {
      values += run
      starts.append(values.count)
    }
    return (starts, values)
  }

  /// Each item's features (computed on all cores), laid end to end.
  private static func featureRuns(_ items: [AlignmentItem], _ features: SimilarityFeatures) -> ([Int], [UInt64]) {
    laidEndToEnd(ParallelMap.map(items, minimumChunk: 256) { item in item.comparisonText.map { features.features(of: $0) } ?? [] })
  }
}
