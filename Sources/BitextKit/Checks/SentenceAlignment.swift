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
/// - Complexity: O(e·k) for e English and k Korean sentences.
struct SentenceAlignment {
  /// English sentence indices with no Korean, Korean sentence indices with no English.
  var unmatchedEnglish: [Int] = []
  var unmatchedKorean: [Int] = []

  /// −log of Gale and Church's bead priors (1:1 0.89, 1:2 and 2:1 0.089, 1:0 and 0:1 0.0099, 2:2 0.011).
  private static let matchPenalty = 0.12, splitPenalty = 2.4, gapPenalty = 2.0, doublePenalty = 4.5
  /// The bead shapes with −log of their priors.
  private static let moves: [(move: AlignmentMove, penalty: Double)] =
    [(.oneToOne, matchPenalty), (.oneToTwo, splitPenalty), (.twoToOne, splitPenalty),
     (AlignmentMove(2, 2), doublePenalty), (.englishOnly, gapPenalty), (.koreanOnly, gapPenalty)]
  /// Sentence ratios vary more than paragraph ratios.
  private static let minimumSpread = 0.22

  init(english: [Int], korean: [Int], model: LengthModel) {
    let e = english.count, k = korean.count
    let spread = max(model.spread * 1.5, Self.minimumSpread)
    func cost(_ en: Int, _ ko: Int) -> Double {
      guard en > 0, ko > 0 else { return 0 }
      let z = (log(Double(ko) / Double(en)) - model.logRatio) / spread
      return z * z / 2
    }
    var best = Array(repeating: Array(repeating: Double.infinity, count: k + 1), count: e + 1)
    var move = Array(repeating: Array(repeating: AlignmentMove.oneToOne, count: k + 1), count: e + 1)
    best[0][0] = 0
    for i in 0...e {
      for j in 0...k where best[i][j] < .infinity {
        for (shape, penalty) in Self.moves where i + shape.english <= e && j + shape.korean <= k {
          let di = shape.english, dj = shape.korean
          let en = english[i..<(i + di)].reduce(0, +), ko = korean[j..<(j + dj)].reduce(0, +)
          let total = best[i][j] + penalty + cost(en, ko)
          if total < best[i + di][j + dj] { best[i + di][j + dj] = total; move[i + di][j + dj] = shape }
        }
      }
    }
    var i = e, j = k
    while i > 0 || j > 0 {
      let di = move[i][j].english, dj = move[i][j].korean
      if dj == 0 { unmatchedEnglish.append(i - 1) }
      if di == 0 { unmatchedKorean.append(j - 1) }
      i -= di; j -= dj
    }
    unmatchedEnglish.reverse()
    unmatchedKorean.reverse()
  }
}
