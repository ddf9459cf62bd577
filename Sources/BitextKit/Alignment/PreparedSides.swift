/// Everything the DP needs about both sides, precomputed into flat arrays: prefix sums of
/// lengths and counts (so a bead of any shape costs O(1) plus its pair overlaps), and each
/// item's anchors and features as sorted integer runs (so an overlap is a merge walk).
/// No strings and no dictionaries survive into the inner loop, and no array: the DP reads
/// every table through a pointer into `storage` (bounds checks on these reads were a tenth of
/// the DP), which the sides keep alive.
struct PreparedSides {
  private let storage = Storage()
  let englishCount: Int
  let koreanCount: Int
  /// Prefix sums, index i = items 0..<i.
  let englishLength: UnsafePointer<Double>
  let koreanLength: UnsafePointer<Double>
  let englishAnchorTotal: UnsafePointer<Int32>
  let koreanAnchorTotal: UnsafePointer<Int32>
  let englishFeatureTotal: UnsafePointer<Int32>
  let koreanFeatureTotal: UnsafePointer<Int32>
  let englishReferences: UnsafePointer<Int32>
  /// Item i's run is `values[start[i]..<start[i + 1]]`.
  let englishAnchorStart: UnsafePointer<Int>
  let englishAnchors: UnsafePointer<UInt64>
  let koreanAnchorStart: UnsafePointer<Int>
  let koreanAnchors: UnsafePointer<UInt64>
  let englishFeatureStart: UnsafePointer<Int>
  let englishFeatures: UnsafePointer<UInt64>
  let koreanFeatureStart: UnsafePointer<Int>
  let koreanFeatures: UnsafePointer<UInt64>
  let englishGlossStart: UnsafePointer<Int>
  let englishGlosses: UnsafePointer<UInt64>
  let koreanGlossStart: UnsafePointer<Int>
  let koreanGlosses: UnsafePointer<UInt64>
  let koreanGlossTotal: UnsafePointer<Int32>
  let englishGlossTotal: UnsafePointer<Int32>
  let englishSoundStart: UnsafePointer<Int>
  let englishSounds: UnsafePointer<UInt64>
  let koreanSoundStart: UnsafePointer<Int>
  let koreanSounds: UnsafePointer<UInt64>
  let englishSoundTotal: UnsafePointer<Int32>
  let koreanSoundTotal: UnsafePointer<Int32>
  /// A bit per sound key (its low six bits) of each item: most pairs share no key, and two
  /// signatures with no bit in common say so without walking the keys.
  let englishSoundBits: UnsafePointer<UInt64>
  let koreanSoundBits: UnsafePointer<UInt64>
  /// Prefix counts of items that stand alone (`AlignmentItem.standsAlone`).
  let englishAlone: UnsafePointer<Int32>
  let koreanAlone: UnsafePointer<Int32>
  /// Prefix sums of sentence counts (`AlignmentItem.sentences`).
  let englishSentences: UnsafePointer<Int32>
  let koreanSentences: UnsafePointer<Int32>

  init(english: [AlignmentItem], korean: [AlignmentItem], features: SimilarityFeatures) {
    self.init(english: english[...], korean: korean[...], features: features)
  }

  /// The sides of a stretch of a longer alignment, read in place (a copy of the items retained
  /// and released every array and string they hold).
  init(english: ArraySlice<AlignmentItem>, korean: ArraySlice<AlignmentItem>, features: SimilarityFeatures) {
    englishCount = english.count
    koreanCount = korean.count
    let _englishLength = PreparedSides.prefixSums(english.map { Double($0.length) })
    let _koreanLength = PreparedSides.prefixSums(korean.map { Double($0.length) })
    let (_englishAnchorStart, _englishAnchors) = PreparedSides.laidEndToEnd(english) { $0.anchorKeys }
    let (_koreanAnchorStart, _koreanAnchors) = PreparedSides.laidEndToEnd(korean) { $0.anchorKeys }
    let _englishAnchorTotal = PreparedSides.prefixCounts(_englishAnchorStart)
    let _koreanAnchorTotal = PreparedSides.prefixCounts(_koreanAnchorStart)
    let (_englishFeatureStart, _englishFeatures) = PreparedSides.featureRuns(english, features)
    // Features only weigh where an English item has a reference; with none (an English-only
    // source), the Korean side's would never be read.
    let (_koreanFeatureStart, _koreanFeatures) = _englishFeatures.isEmpty
      ? ([Int](repeating: 0, count: korean.count + 1), []) : PreparedSides.featureRuns(korean, features)
    let _englishFeatureTotal = PreparedSides.prefixCounts(_englishFeatureStart)
    let _koreanFeatureTotal = PreparedSides.prefixCounts(_koreanFeatureStart)
    let _englishReferences = PreparedSides.prefixSums(english.map { $0.comparisonText == nil ? Int32(0) : 1 })
    let (_koreanGlossStart, _koreanGlosses) = PreparedSides.laidEndToEnd(korean) { $0.glosses }
    let (_englishGlossStart, _englishGlosses) = PreparedSides.laidEndToEnd(english) { $0.glosses }
    let _koreanGlossTotal = PreparedSides.prefixCounts(_koreanGlossStart)
    let _englishGlossTotal = PreparedSides.prefixCounts(_englishGlossStart)
    let (_englishSoundStart, _englishSounds) = PreparedSides.laidEndToEnd(english) { $0.sounds }
    let (_koreanSoundStart, _koreanSounds) = PreparedSides.laidEndToEnd(korean) { $0.sounds }
    let _englishSoundTotal = PreparedSides.prefixCounts(_englishSoundStart)
    let _koreanSoundTotal = PreparedSides.prefixCounts(_koreanSoundStart)
    let _englishSoundBits: [UInt64] = english.map { $0.sounds.reduce(0) { $0 | 1 << ($1 & 63) } }
    let _koreanSoundBits: [UInt64] = korean.map { $0.sounds.reduce(0) { $0 | 1 << ($1 & 63) } }
    let _englishAlone = PreparedSides.prefixSums(english.map { $0.standsAlone ? Int32(1) : 0 })
    let _koreanAlone = PreparedSides.prefixSums(korean.map { $0.standsAlone ? Int32(1) : 0 })
    let _englishSentences = PreparedSides.prefixSums(english.map { Int32($0.sentences) })
    let _koreanSentences = PreparedSides.prefixSums(korean.map { Int32($0.sentences) })
    englishLength = storage.keep(_englishLength)
    koreanLength = storage.keep(_koreanLength)
    englishAnchorTotal = storage.keep(_englishAnchorTotal)
    koreanAnchorTotal = storage.keep(_koreanAnchorTotal)
    englishFeatureTotal = storage.keep(_englishFeatureTotal)
    koreanFeatureTotal = storage.keep(_koreanFeatureTotal)
    englishReferences = storage.keep(_englishReferences)
    englishAnchorStart = storage.keep(_englishAnchorStart)
    englishAnchors = storage.keep(_englishAnchors)
    koreanAnchorStart = storage.keep(_koreanAnchorStart)
    koreanAnchors = storage.keep(_koreanAnchors)
    englishFeatureStart = storage.keep(_englishFeatureStart)
    englishFeatures = storage.keep(_englishFeatures)
    koreanFeatureStart = storage.keep(_koreanFeatureStart)
    koreanFeatures = storage.keep(_koreanFeatures)
    englishGlossStart = storage.keep(_englishGlossStart)
    englishGlosses = storage.keep(_englishGlosses)
    koreanGlossStart = storage.keep(_koreanGlossStart)
    koreanGlosses = storage.keep(_koreanGlosses)
    koreanGlossTotal = storage.keep(_koreanGlossTotal)
    englishGlossTotal = storage.keep(_englishGlossTotal)
    englishSoundStart = storage.keep(_englishSoundStart)
    englishSounds = storage.keep(_englishSounds)
    koreanSoundStart = storage.keep(_koreanSoundStart)
    koreanSounds = storage.keep(_koreanSounds)
    englishSoundTotal = storage.keep(_englishSoundTotal)
    koreanSoundTotal = storage.keep(_koreanSoundTotal)
    englishSoundBits = storage.keep(_englishSoundBits)
    koreanSoundBits = storage.keep(_koreanSoundBits)
    englishAlone = storage.keep(_englishAlone)
    koreanAlone = storage.keep(_koreanAlone)
    englishSentences = storage.keep(_englishSentences)
    koreanSentences = storage.keep(_koreanSentences)
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
  private static func overlap<T: Comparable>(_ a: UnsafePointer<T>, _ aStart: UnsafePointer<Int>, _ e: Int,
                                             _ b: UnsafePointer<T>, _ bStart: UnsafePointer<Int>, _ k: Int) -> Int32 {
    let leftStart = aStart[e], leftEnd = aStart[e + 1]
    if leftStart == leftEnd { return 0 }
    let rightStart = bStart[k], rightEnd = bStart[k + 1]
    if rightStart == rightEnd { return 0 }
    return Int32(SimilarityFeatures.sharedCount(UnsafeBufferPointer(start: a + leftStart, count: leftEnd - leftStart),
                                                UnsafeBufferPointer(start: b + rightStart, count: rightEnd - rightStart)))
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

  /// Each item's `run` (sorted) laid end to end, with their starts: read from the items in
  /// place (an array of the runs first retained and released each of them).
  private static func laidEndToEnd<Items: Collection>(_ items: Items, _ run: (Items.Element) -> [UInt64]) -> ([Int], [UInt64]) {
    var starts = [0], values: [UInt64] = []
    starts.reserveCapacity(items.count + 1)
    var count = 0
    for index in items.indices { count += run(items[index]).count }
    values.reserveCapacity(count)
    for index in items.indices {
      values += run(items[index])
      starts.append(values.count)
    }
    return (starts, values)
  }

  /// Each item's features (computed on all cores), laid end to end.
  private static func featureRuns(_ items: ArraySlice<AlignmentItem>, _ features: SimilarityFeatures) -> ([Int], [UInt64]) {
    let runs = ParallelMap.map(Array(items.indices), minimumChunk: 256) { index in
      items[index].comparisonText.map { features.features(of: $0) } ?? []
    }
    return laidEndToEnd(runs) { $0 }
  }
}

extension PreparedSides {
  /// Copies of the sides' tables, freed with the last copy of the sides that holds them.
  final class Storage {
    private var blocks: [UnsafeMutableRawPointer] = []

    /// A copy of `values` (plain numbers: nothing to deinitialize) that lives as long as this storage.
    func keep<T>(_ values: [T]) -> UnsafePointer<T> {
      let copy = UnsafeMutablePointer<T>.allocate(capacity: max(1, values.count))
      copy.initialize(from: values, count: values.count)
      blocks.append(UnsafeMutableRawPointer(copy))
      return UnsafePointer(copy)
    }

    deinit {
      for block in blocks { block.deallocate() }
    }
  }
}
