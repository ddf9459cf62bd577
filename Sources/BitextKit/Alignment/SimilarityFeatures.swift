/// How the text of two items is compared: the sorted, deduplicated feature set of each item,
/// computed once before the DP, so the inner loop only merges integer arrays.
public enum SimilarityFeatures: Sendable, Equatable {
  /// Pairs of adjacent Unicode scalars with spaces removed and ASCII lowercased. Suits
  /// Korean, whose spacing varies between translators (`도구 모음` / `도구모음`).
  case characterBigrams
  /// Words (runs between ASCII spaces and punctuation), ASCII lowercased. Suits two versions
  /// of an English text.
  case words

  /// The feature set of `text`, sorted and without duplicates.
  public func features(of text: String) -> [UInt64] {
    var result: [UInt64]
    switch self {
    case .characterBigrams: result = SimilarityFeatures.bigrams(of: text)
    case .words: result = SimilarityFeatures.words(of: text)
    }
    result.sort()
    return SimilarityFeatures.removingAdjacentDuplicates(result)
  }

  /// Dice coefficient of two texts' feature sets, in [0, 1].
  public func dice(_ a: String, _ b: String) -> Double {
    let x = features(of: a), y = features(of: b)
    guard !x.isEmpty || !y.isEmpty else { return 0 }
    return 2 * Double(SimilarityFeatures.sharedCount(x[...], y[...])) / Double(x.count + y.count)
  }

  /// Number of values two sorted, duplicate-free slices share (a merge walk).
  @inline(__always)
  static func sharedCount<C: RandomAccessCollection>(_ a: C, _ b: C) -> Int where C.Element: Comparable, C.Index == Int {
    var i = a.startIndex, j = b.startIndex, shared = 0
    while i < a.endIndex && j < b.endIndex {
      let x = a[i], y = b[j]
      if x == y { shared += 1; i += 1; j += 1 } else if x < y { i += 1 } else { j += 1 }
    }
    return shared
  }

  private static func bigrams(of text: String) -> [UInt64] {
    var result: [UInt64] = []
    var previous: UInt32?
    for scalar in text.unicodeScalars {
      var value = scalar.value
      if isSeparator(value) { continue }
      if value >= 0x41 && value <= 0x5A { value += 0x20 }
      if let previous { result.append(UInt64(previous) << 32 | UInt64(value)) }
      previous = value
    }
    return result
  }

  private static func words(of text: String) -> [UInt64] {
    var result: [UInt64] = []
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    var inWord = false
    for var byte in text.utf8 {
      if byte < 0x80 && isSeparator(UInt32(byte)) {
        if inWord { result.append(hash) }
        hash = 0xcbf2_9ce4_8422_2325
        inWord = false
        continue
      }
      if byte >= 0x41 && byte <= 0x5A { byte += 0x20 }
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
      inWord = true
    }
    if inWord { result.append(hash) }
    return result
  }

  /// ASCII spaces and punctuation other than the apostrophe and hyphen inside words.
  @inline(__always)
  private static func isSeparator(_ value: UInt32) -> Bool {
    switch value {
    case 0x09...0x0D, 0x20, 0xA0, 0x3000: return true
    case 0x21...0x26, 0x28...0x2C, 0x2E, 0x2F, 0x3A...0x40, 0x5B...0x60, 0x7B...0x7E: return true
    case 0x2018, 0x2019, 0x201C, 0x201D, 0x2026: return true
    default: return false
    }
  }

  private static func removingAdjacentDuplicates(_ sorted: [UInt64]) -> [UInt64] {
    var result: [UInt64] = []
    result.reserveCapacity(sorted.count)
    for value in sorted where result.last != value { result.append(value) }
    return result
  }
}
