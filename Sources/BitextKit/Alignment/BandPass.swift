/// One DP pass of `BandedAligner` inside a band of fixed half-width.
///
/// Row i (i English items consumed) covers columns `low[i]...high[i]`, at most 2·halfWidth+1
/// cells, stored at `i × width + (j − low[i])`. Costs are kept for the last four rows only
/// (beads span at most three English items); pair overlaps (shared anchors and features of
/// English item i−1 with Korean item j−1) for the last three rows, each computed once.
struct BandPass {
  let sides: PreparedSides
  let moves: [MoveCost]
  let halfWidth: Int
  let model: LengthModel
  let weights: AlignmentWeights
  let width: Int
  private(set) var low: [Int]
  private(set) var high: [Int]
  private var moveAt: [UInt8]
  private var costRows: [Double]
  private var anchorRows: [Int32]
  private var featureRows: [Int32]
  private(set) var finalCost = Double.infinity

  init(sides: PreparedSides, moves: [MoveCost], halfWidth: Int, model: LengthModel, weights: AlignmentWeights) {
    self.sides = sides
    self.moves = moves
    self.halfWidth = halfWidth
    self.model = model
    self.weights = weights
    width = 2 * halfWidth + 1
    let rows = sides.englishCount + 1
    low = [Int](repeating: 0, count: rows)
    high = [Int](repeating: 0, count: rows)
    for i in 0..<rows {
      let center = sides.englishCount == 0 ? 0 : (i * sides.koreanCount + sides.englishCount / 2) / sides.englishCount
      low[i] = max(0, center - halfWidth)
      high[i] = min(sides.koreanCount, center + halfWidth)
    }
    if sides.englishCount == 0 { high[0] = sides.koreanCount }
    let rowWidth = sides.englishCount == 0 ? sides.koreanCount + 1 : width
    moveAt = [UInt8](repeating: 0, count: rows * rowWidth)
    costRows = [Double](repeating: .infinity, count: 4 * rowWidth)
    anchorRows = [Int32](repeating: 0, count: 3 * rowWidth)
    featureRows = [Int32](repeating: 0, count: 3 * rowWidth)
  }

  private var rowWidth: Int { sides.englishCount == 0 ? sides.koreanCount + 1 : width }

  mutating func run() {
    for i in 0...sides.englishCount {
      fillPairRow(i)
      fillCostRow(i)
    }
    let last = sides.englishCount
    let column = sides.koreanCount - low[last]
    finalCost = column >= 0 && sides.koreanCount <= high[last] ? costRows[(last & 3) * rowWidth + column] : .infinity
  }

  private mutating func fillPairRow(_ i: Int) {
    guard i > 0 else { return }
    let base = (i % 3) * rowWidth
    for j in low[i]...high[i] {
      let cell = base + j - low[i]
      if j == 0 { anchorRows[cell] = 0; featureRows[cell] = 0; continue }
      anchorRows[cell] = sides.sharedAnchors(i - 1, j - 1)
      featureRows[cell] = sides.englishReferences[i] != sides.englishReferences[i - 1] ? sides.sharedFeatures(i - 1, j - 1) : 0
    }
  }

  private mutating func fillCostRow(_ i: Int) {
    let base = (i & 3) * rowWidth
    for j in low[i]...high[i] {
      var best = Double.infinity, bestMove = 0
      if i == 0 && j == 0 { best = 0 }
      for (index, move) in moves.enumerated() {
        let pi = i - move.english, pj = j - move.korean
        guard pi >= 0, pj >= 0, pj >= low[pi], pj <= high[pi] else { continue }
        let previous = costRows[(pi & 3) * rowWidth + pj - low[pi]]
        if previous == .infinity { continue }
        var cost = previous + move.prior
        if move.english > 0 && move.korean > 0 { cost += beadCost(i, j, move) }
        if cost < best { best = cost; bestMove = index + 1 }
      }
      costRows[base + j - low[i]] = best
      moveAt[i * rowWidth + j - low[i]] = UInt8(bestMove)
    }
  }

  @inline(__always)
  private func beadCost(_ i: Int, _ j: Int, _ move: MoveCost) -> Double {
    let english = (i - move.english)..<i, korean = (j - move.korean)..<j
    var evidence = BeadEvidence(sides, english, korean)
    for e in english {
      for k in korean {
        if evidence.anchorTotal > 0 { evidence.sharedAnchors += pairAnchors(e, k) }
        if evidence.hasReference { evidence.sharedFeatures += pairFeatures(e, k) }
      }
    }
    return evidence.cost(model: model, weights: weights)
  }

  /// Shared anchors of English item e and Korean item k: from the pair rows when the cell is
  /// in the band of the last three rows, computed directly otherwise.
  @inline(__always)
  private func pairAnchors(_ e: Int, _ k: Int) -> Int32 {
    let i = e + 1, j = k + 1
    guard j >= low[i], j <= high[i] else { return sides.sharedAnchors(e, k) }
    return anchorRows[(i % 3) * rowWidth + j - low[i]]
  }

  @inline(__always)
  private func pairFeatures(_ e: Int, _ k: Int) -> Int32 {
    let i = e + 1, j = k + 1
    guard j >= low[i], j <= high[i] else { return sides.sharedFeatures(e, k) }
    return featureRows[(i % 3) * rowWidth + j - low[i]]
  }

  /// The best path as (row, column, move index) steps in order, and whether it ran along an
  /// edge of the band that isn't an edge of the matrix.
  func backtrace() -> (steps: [(i: Int, j: Int, move: Int)], touchedEdge: Bool)? {
    guard finalCost < .infinity else { return nil }
    var steps: [(i: Int, j: Int, move: Int)] = []
    var i = sides.englishCount, j = sides.koreanCount, touched = false
    while i > 0 || j > 0 {
      if (j == low[i] && low[i] > 0) || (j == high[i] && high[i] < sides.koreanCount) { touched = true }
      let code = Int(moveAt[i * rowWidth + j - low[i]])
      guard code > 0 else { return nil }
      let move = moves[code - 1]
      steps.append((i, j, code - 1))
      i -= move.english
      j -= move.korean
    }
    return (steps.reversed(), touched)
  }
}
