#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The sentences of the English aligned to those of the Korean by length (Gale–Church): a
/// dynamic program over beads 1:1, 1:2, 2:1, 2:2, 1:0 and 0:1, each costing −log of its prior
/// plus half the squared deviation of its length ratio from the run's model. A 1:0 bead is an
/// English sentence the Korean does not cover (omission); 0:1 is a Korean sentence with no
/// English (addition). Restructuring (one English sentence as two Korean ones) is a 1:2 bead
/// and costs far less than a deletion plus an insertion.
///
/// With `anchors` (each sentence's names and numbers, `sentenceAnchors`), a bead also costs
/// `anchorPenalty` for each name or number of both sides that only one side of the bead has:
/// a Korean sentence holding the English's `importance > 0` goes with the English sentence that
/// holds it, whatever the lengths say. Lengths alone shift the sentences along when one Korean
/// sentence is short, and take a Korean sentence that carries half the English's names for an
/// extra one.
/// - Complexity: O(e·k) for e English and k Korean sentences.
struct SentenceAlignment {
  /// English sentence indices with no Korean, Korean sentence indices with no English.
  var unmatchedEnglish: [Int] = []
  var unmatchedKorean: [Int] = []
  /// The 1:2 beads: an English sentence and the first of the two Korean sentences it goes with.
  var splits: [(english: Int, korean: Int)] = []
  /// With `anchors` (as many sets as sentences on each side): the anchors both sides have
  /// (`shared(_:_:)`), made once for the alignment and the checks that read it after.
  private(set) var sharedAnchors: Set<String>?

  /// −log of Gale and Church's bead priors (1:1 0.89, 1:2 and 2:1 0.089, 1:0 and 0:1 0.0099, 2:2 0.011).
  private static let matchPenalty = 0.12, splitPenalty = 2.4, gapPenalty = 2.0, doublePenalty = 4.5
  /// The bead shapes with −log of their priors.
  private static let moves: [(move: AlignmentMove, penalty: Double)] =
    [(.oneToOne, matchPenalty), (.oneToTwo, splitPenalty), (.twoToOne, splitPenalty),
     (AlignmentMove(2, 2), doublePenalty), (.englishOnly, gapPenalty), (.koreanOnly, gapPenalty)]
  /// Sentence ratios vary more than paragraph ratios.
  private static let minimumSpread = 0.22
  /// A quarter of a gap per name or number a bead splits from its counterpart.
  static let anchorPenalty = 0.5

  /// The names and numbers of each sentence, one set per sentence, keyed like the checks
  /// compare them (`UnitProfile.termKey`, normalized numbers).
  typealias SentenceAnchors = [Set<String>]

  init(english: [Int], korean: [Int], model: LengthModel,
       anchors: (english: SentenceAnchors, korean: SentenceAnchors)? = nil) {
    let e = english.count, k = korean.count
    let spread = max(model.spread * 1.5, Self.minimumSpread)
    func cost(_ en: Int, _ ko: Int) -> Double {
      guard en > 0, ko > 0 else { return 0 }
      let z = (log(Double(ko) / Double(en)) - model.logRatio) / spread
      return z * z / 2
    }
    // Only what both sides have says which sentences go together: the anchors both sides have
    // are numbered, and each sentence's are bits (`words` words of 64 per sentence).
    var englishBits: [UInt64] = [], koreanBits: [UInt64] = [], words = 0
    if let anchors, anchors.english.count == e, anchors.korean.count == k {
      let shared = Self.shared(anchors.english, anchors.korean)
      sharedAnchors = shared
      if !shared.isEmpty {
        var numbers: [String: Int] = Dictionary(minimumCapacity: shared.count)
        for anchor in shared { numbers[anchor] = numbers.count }
        words = (shared.count + 63) / 64
        func bits(_ sentences: SentenceAnchors) -> [UInt64] {
          var bits = [UInt64](repeating: 0, count: sentences.count * words)
          for (index, sentence) in sentences.enumerated() {
            for anchor in sentence {
              guard let number = numbers[anchor] else { continue }
              bits[index * words + number / 64] |= 1 << UInt64(number % 64)
            }
          }
          return bits
        }
        englishBits = bits(anchors.english)
        koreanBits = bits(anchors.korean)
      }
    }
    // The anchors of one side of a bead that the other side lacks.
    func displaced(_ en: Range<Int>, _ ko: Range<Int>) -> Double {
      guard words > 0 else { return 0 }
      var count = 0
      for word in 0..<words {
        var a: UInt64 = 0, b: UInt64 = 0
        for i in en { a |= englishBits[i * words + word] }
        for j in ko { b |= koreanBits[j * words + word] }
        count += (a ^ b).nonzeroBitCount
      }
      return Double(count) * Self.anchorPenalty
    }
    // One table of (e + 1) × (k + 1) cells, row by row: cell (i, j) at i * width + j.
    let width = k + 1
    var best = [Double](repeating: .infinity, count: (e + 1) * width)
    var move = [AlignmentMove](repeating: .oneToOne, count: (e + 1) * width)
    best[0] = 0
    for i in 0...e {
      for j in 0...k where best[i * width + j] < .infinity {
        for (shape, penalty) in Self.moves where i + shape.english <= e && j + shape.korean <= k {
          let di = shape.english, dj = shape.korean
          let en = english[i..<(i + di)].reduce(0, +), ko = korean[j..<(j + dj)].reduce(0, +)
          let total = best[i * width + j] + penalty + cost(en, ko) + displaced(i..<(i + di), j..<(j + dj))
          let target = (i + di) * width + j + dj
          if total < best[target] { best[target] = total; move[target] = shape }
        }
      }
    }
    var i = e, j = k
    while i > 0 || j > 0 {
      let shape = move[i * width + j]
      let di = shape.english, dj = shape.korean
      if dj == 0 { unmatchedEnglish.append(i - 1) }
      if di == 0 { unmatchedKorean.append(j - 1) }
      if shape == .oneToTwo { splits.append((i - 1, j - 2)) }
      i -= di; j -= dj
    }
    unmatchedEnglish.reverse()
    unmatchedKorean.reverse()
    splits.reverse()
  }

  /// The anchors of some English sentence that some Korean sentence has too.
  /// Each Korean anchor is looked up in the English sentences' sets (a few), with no union
  /// of them made.
  static func shared(_ english: SentenceAnchors, _ korean: SentenceAnchors) -> Set<String> {
    var shared = Set<String>()
    for sentence in korean {
      for anchor in sentence where !shared.contains(anchor) && english.contains(where: { $0.contains(anchor) }) {
        shared.insert(anchor)
      }
    }
    return shared
  }

  /// The names and numbers of the sentences of `text` at `ranges` (`TextMeasure.sentenceRanges`).
  static func sentenceAnchors(_ text: String, ranges: [Range<Int>]) -> SentenceAnchors {
    var text = text
    return text.withUTF8 { bytes in
      ranges.map { range in
        // The sentence's bytes scanned in place (no copy of the text, no Hangul word kept).
        var scanner = AnchorScanner(keepsHangulWords: false, keepsNames: false)
        scanner.scan(UnsafeBufferPointer(rebasing: bytes[range]))
        return Set(scanner.anchors.terms.map(UnitProfile.termKey)).union(scanner.anchors.numbers)
      }
    }
  }
}
