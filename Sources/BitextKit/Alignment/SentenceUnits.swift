/// `--segment sentence`: an export view that splits an aligned paragraph unit into sentence
/// units, after alignment, checks and TMX selection (which all work on paragraph units).
///
/// - Each segment of each side is split by `SentenceSplitter`; the sentences are aligned inside
///   the unit by a small dynamic program over beads 1:1, 1:2 and 2:1, each costing −log of its
///   prior (Gale & Church: 0.89, 0.089) plus `LengthModel.cost` of its lengths
///   (`LengthModel.englishToKorean`, Korean counted by `translationLength`).
/// - The unit stays whole (one element, the unit itself) when it is not `aligned`, holds code,
///   a table row or HTML, either side has one sentence only, the sentence counts differ by more
///   than `maximumCountDifference`, a bead costs more than `maximumBeadCost` (a poor bead), or a
///   sentence unit would have a side over `TMXWriter.segmentCharacterLimit` (2000) characters.
/// - A sentence unit keeps everything of its paragraph unit but its text: group, source, id
///   (findings refer to the paragraph), score, status, notes; each sentence keeps its
///   segment's location (so its CSV line is the paragraph's line). Writers carry the
///   paragraph's flags and TMX marks to every sentence unit.
/// - Complexity: O(e·k) per unit for e English and k Korean sentences.
public enum SentenceUnits {
  /// A poor bead: −log of the length probability above this (a deviation beyond ≈ 3σ).
  static let maximumBeadCost = 5.0
  /// Sentence counts further apart than this keep the paragraph whole.
  static let maximumCountDifference = 2
  private static let oneToOnePenalty = 0.12, mergePenalty = 2.4

  /// The sentence units of `unit`, or `[unit]` when it stays whole.
  public static func split(_ unit: TranslationUnit, model: LengthModel = .englishToKorean) -> [TranslationUnit] {
    guard unit.status == .aligned, !unit.english.isEmpty, !unit.korean.isEmpty,
          (unit.english + unit.korean).allSatisfy({ $0.kind != .code && $0.kind != .tableRow && $0.kind != .html })
    else { return [unit] }
    let english = sentences(of: unit.english, SentenceSplitter.english)
    let korean = sentences(of: unit.korean, SentenceSplitter.korean)
    guard english.count > 1 || korean.count > 1,
          let beads = align(english: english.map { LengthModel.length(of: $0.text) },
                            korean: korean.map { LengthModel.translationLength(of: $0.text) }, model: model),
          beads.count > 1
    else { return [unit] }
    var units: [TranslationUnit] = []
    for bead in beads {
      var sentenceUnit = unit
      sentenceUnit.english = Array(english[bead.english])
      sentenceUnit.korean = Array(korean[bead.korean])
      let limit = TMXWriter<OutputBuffer>.segmentCharacterLimit
      if LengthModel.length(of: sentenceUnit.englishText) > limit || LengthModel.length(of: sentenceUnit.koreanText) > limit {
        return [unit]
      }
      units.append(sentenceUnit)
    }
    return units
  }

  /// The bead shapes of the sentence DP with −log of their priors.
  private static let moves: [(move: AlignmentMove, penalty: Double)] =
    [(.oneToOne, oneToOnePenalty), (.oneToTwo, mergePenalty), (.twoToOne, mergePenalty)]

  /// The best path of 1:1, 1:2 and 2:1 beads over sentence lengths, or nil when the counts
  /// differ too much or a bead of the best path is poor. A bead's cost is its prior plus its
  /// length cost, its score the length's probability (`LengthModel.probability`).
  public static func align(english: [Int], korean: [Int], model: LengthModel = .englishToKorean) -> [Bead]? {
    let e = english.count, k = korean.count
    guard e > 0, k > 0, abs(e - k) <= maximumCountDifference else { return nil }
    var best = Array(repeating: Array(repeating: Double.infinity, count: k + 1), count: e + 1)
    var move = Array(repeating: Array(repeating: AlignmentMove.oneToOne, count: k + 1), count: e + 1)
    best[0][0] = 0
    for i in 0...e {
      for j in 0...k where best[i][j] < .infinity {
        for (shape, penalty) in moves where i + shape.english <= e && j + shape.korean <= k {
          let di = shape.english, dj = shape.korean
          let en = english[i..<(i + di)].reduce(0, +), ko = korean[j..<(j + dj)].reduce(0, +)
          let total = best[i][j] + penalty + model.cost(english: en, korean: ko)
          if total < best[i + di][j + dj] { best[i + di][j + dj] = total; move[i + di][j + dj] = shape }
        }
      }
    }
    guard best[e][k] < .infinity else { return nil }
    var beads: [Bead] = []
    var i = e, j = k
    while i > 0 || j > 0 {
      let di = move[i][j].english, dj = move[i][j].korean
      let en = english[(i - di)..<i].reduce(0, +), ko = korean[(j - dj)..<j].reduce(0, +)
      let lengthCost = model.cost(english: en, korean: ko)
      if lengthCost > maximumBeadCost { return nil }
      beads.append(Bead(english: (i - di)..<i, korean: (j - dj)..<j, cost: best[i][j] - best[i - di][j - dj],
                        score: model.probability(english: en, korean: ko)))
      i -= di; j -= dj
    }
    return beads.reversed()
  }

  /// The sentences of a side, each as a segment with its source segment's location and kind.
  private static func sentences(of side: [Segment], _ splitter: (String) -> [String]) -> [Segment] {
    side.flatMap { segment in
      splitter(segment.text).map {
        Segment(language: segment.language, text: $0, location: segment.location, kind: segment.kind, level: segment.level)
      }
    }
  }
}
