/// One DP pass of `BandedAligner` inside a band of fixed half-width.
///
/// Row i (i English items consumed) covers columns `low[i]...high[i]`, at most 2·halfWidth+1
/// cells, stored at `i × width + (j − low[i])`. Costs are kept for the last four rows only
/// (beads span at most three English items), and so are pair overlaps (shared anchors and
/// features of English item i−1 with Korean item j−1), each computed once, when first needed.
///
/// Only live cells are visited: a row's cells run from the leftmost live cell of the three
/// rows above to three past their rightmost one, then on while additions (0:1) stay within
/// the beam. Time therefore follows the live cells rather than the band's width.
///
/// The band's tables are read and written through pointers into `Tables` (allocated once per
/// pass, freed with it): as arrays, each cell's reads and writes were bounds-checked and each
/// write checked the array for uniqueness, a quarter of the pass. A pass is run once.
struct BandPass {
  let sides: PreparedSides
  let moves: [MoveCost]
  let model: LengthModel
  let weights: AlignmentWeights
  let table = TailTable.shared
  /// Cells per stored row.
  let width: Int
  private let tables: Tables
  /// Row i's first and last column.
  private let low: UnsafeMutablePointer<Int>
  private let high: UnsafeMutablePointer<Int>
  private let moveAt: UnsafeMutablePointer<UInt8>
  private let costRows: UnsafeMutablePointer<Double>
  private let anchorRows: UnsafeMutablePointer<Int32>
  private let featureRows: UnsafeMutablePointer<Int32>
  private let soundRows: UnsafeMutablePointer<Int32>
  /// `moves`, read in the inner loop.
  private let moveTable: UnsafeMutablePointer<MoveCost>
  private(set) var finalCost = Double.infinity
  /// Cells costing more than this above the previous row's best are dropped (beam pruning).
  let beam: Double
  /// Cells right of the previous row's best get the cost of reaching them by additions on top
  /// of the beam, for up to this many additions: a row compares cells that consumed different
  /// numbers of Korean items, and a blog's list of related links is a long run of 0:1 beads.
  static let additionRunAllowance = 32
  private let additionCost: Double
  /// The cost of a 0:1 bead before the first English item (row 0) and after the last (the
  /// last row), where the other side's ends are open (`BandedAligner.OpenEnds`).
  private let startAdditionCost: Double
  private let endAdditionCost: Double
  /// The most the evidence besides length can take off a two-sided bead's cost (what
  /// `BeadEvidence.lowerBound` can subtract at most, each kind only when the sides have it at
  /// all: similarity when some English item has a reference, anchors when some item has any,
  /// glosses and sounds when both sides have some), `.infinity` when a weight is negative: a
  /// candidate whose length cost alone, less this, is not under the best is skipped before its
  /// evidence is gathered. (Both bench pairs keep no gloss: 2 nats more of candidates skipped.)
  private let largestBonus: Double
  private var previousRowBest = 0.0
  private var previousBestColumn = 0
  /// First and last finite cell (column) of each of the last four rows; `Int.max`/`Int.min`
  /// when the row has none.
  private let liveLow: UnsafeMutablePointer<Int>
  private let liveHigh: UnsafeMutablePointer<Int>
  /// Offsets (j − low) each ring row's last user visited, to clear before reuse.
  private let visitedCells: UnsafeMutablePointer<Range<Int>>
  /// Offsets whose pair overlaps were computed since the ring row was last cleared.
  private let pairCells: UnsafeMutablePointer<Range<Int>>
  /// Each move as the row being filled (i) reads it (`RowMove`), set once per row: a cell's
  /// moves read their columns, cost-ring offset and prior from here instead of working them
  /// out from the move's shape, the rows above and the open ends for each cell.
  private let rowMoves: UnsafeMutablePointer<RowMove>
  private let moveCount: Int
  /// The first null bead in `moves` and the end of the run of null beads it starts
  /// (`moveCount` when there is none): see `bestThroughNulls`.
  private let firstNull: Int
  private let nullEnd: Int

  /// A move into the row being filled: the cells (i, j) it may reach, `low...high` (empty
  /// when the row it starts from is before row 0 or the band leaves it no column), where the
  /// cost of its start cell is (`costRows[base + j]`), and its cost without evidence (its
  /// prior, or an open end's addition cost for a 0:1 bead in the first or last row).
  private struct RowMove {
    var low = Int.max, high = Int.min, base = 0
    var prior = 0.0
    var english = 0, korean = 0
    var links = false, merges = false
  }

  /// The memory of one pass's tables, freed with the pass.
  private final class Tables {
    let low: UnsafeMutablePointer<Int>, high: UnsafeMutablePointer<Int>
    let moveAt: UnsafeMutablePointer<UInt8>
    let costRows: UnsafeMutablePointer<Double>
    let anchorRows: UnsafeMutablePointer<Int32>, featureRows: UnsafeMutablePointer<Int32>, soundRows: UnsafeMutablePointer<Int32>
    let moves: UnsafeMutablePointer<MoveCost>
    let liveLow: UnsafeMutablePointer<Int>, liveHigh: UnsafeMutablePointer<Int>
    let visitedCells: UnsafeMutablePointer<Range<Int>>, pairCells: UnsafeMutablePointer<Range<Int>>
    let rowMoves: UnsafeMutablePointer<RowMove>
    let rows: Int, width: Int, moveCount: Int

    init(rows: Int, width: Int, moves: [MoveCost]) {
      self.rows = rows
      self.width = width
      moveCount = moves.count
      low = .allocate(capacity: rows)
      low.initialize(repeating: 0, count: rows)
      high = .allocate(capacity: rows)
      high.initialize(repeating: 0, count: rows)
      moveAt = .allocate(capacity: rows * width)
      moveAt.initialize(repeating: 0, count: rows * width)
      costRows = .allocate(capacity: 4 * width)
      costRows.initialize(repeating: .infinity, count: 4 * width)
      anchorRows = .allocate(capacity: 4 * width)
      anchorRows.initialize(repeating: -1, count: 4 * width)
      featureRows = .allocate(capacity: 4 * width)
      featureRows.initialize(repeating: -1, count: 4 * width)
      soundRows = .allocate(capacity: 4 * width)
      soundRows.initialize(repeating: -1, count: 4 * width)
      self.moves = .allocate(capacity: max(1, moves.count))
      self.moves.initialize(from: moves, count: moves.count)
      liveLow = .allocate(capacity: 4)
      liveLow.initialize(repeating: .max, count: 4)
      liveHigh = .allocate(capacity: 4)
      liveHigh.initialize(repeating: .min, count: 4)
      visitedCells = .allocate(capacity: 4)
      visitedCells.initialize(repeating: 0..<0, count: 4)
      pairCells = .allocate(capacity: 4)
      pairCells.initialize(repeating: 0..<0, count: 4)
      rowMoves = .allocate(capacity: max(1, moves.count))
      rowMoves.initialize(repeating: RowMove(), count: max(1, moves.count))
    }

    deinit {
      low.deallocate(); high.deallocate(); moveAt.deallocate(); costRows.deallocate()
      anchorRows.deallocate(); featureRows.deallocate(); soundRows.deallocate()
      moves.deinitialize(count: moveCount); moves.deallocate()
      liveLow.deallocate(); liveHigh.deallocate(); visitedCells.deallocate(); pairCells.deallocate()
      rowMoves.deallocate()
    }
  }

  init(sides: PreparedSides, moves: [MoveCost], halfWidth: Int, model: LengthModel, weights: AlignmentWeights,
       beam: Double, openEnds: BandedAligner.OpenEnds = []) {
    precondition(moves.allSatisfy { (0...3).contains($0.english) && $0.korean >= 0 }, "beads span at most three English items")
    precondition(moves.count < 256, "a cell's best move is kept in a byte (its index + 1)")
    self.sides = sides
    self.beam = beam
    additionCost = moves.first { $0.move == .koreanOnly }?.prior ?? 0
    startAdditionCost = openEnds.additionCost(prior: additionCost, row: 0, lastRow: sides.englishCount, weights: weights)
    endAdditionCost = openEnds.additionCost(prior: additionCost, row: sides.englishCount, lastRow: sides.englishCount, weights: weights)
    self.moves = moves
    self.model = model
    self.weights = weights
    let nonNegative = [weights.anchors, weights.similarity, weights.glosses, weights.sounds, weights.sentences,
                       weights.pairSentences].allSatisfy { $0 >= 0 } && weights.soundsForFullWeight > 0
    let (e, k) = (sides.englishCount, sides.koreanCount)
    let references = sides.englishReferences[e] > 0
    let anchors = sides.englishAnchorTotal[e] > 0 || sides.koreanAnchorTotal[k] > 0
    let glosses = sides.englishGlossTotal[e] > 0 && sides.koreanGlossTotal[k] > 0
    let sounds = sides.englishSoundTotal[e] > 0 && sides.koreanSoundTotal[k] > 0
    largestBonus = nonNegative
      ? (anchors ? weights.anchors : 0) + (references ? 1.5 * weights.similarity : 0) + (glosses ? weights.glosses : 0)
        + (sounds ? weights.sounds : 0)
      : .infinity
    let rows = sides.englishCount + 1
    let width = sides.englishCount == 0 ? sides.koreanCount + 1 : min(2 * halfWidth + 1, sides.koreanCount + 1)
    self.width = width
    tables = Tables(rows: rows, width: width, moves: moves)
    (low, high, moveAt, costRows) = (tables.low, tables.high, tables.moveAt, tables.costRows)
    (anchorRows, featureRows, soundRows, moveTable) = (tables.anchorRows, tables.featureRows, tables.soundRows, tables.moves)
    (liveLow, liveHigh, visitedCells, pairCells) = (tables.liveLow, tables.liveHigh, tables.visitedCells, tables.pairCells)
    rowMoves = tables.rowMoves
    moveCount = moves.count
    firstNull = moves.firstIndex { !$0.links } ?? moves.count
    nullEnd = moves[firstNull...].firstIndex { $0.links } ?? moves.count
    for i in 0..<rows {
      let center = sides.englishCount == 0 ? 0 : (i * sides.koreanCount + sides.englishCount / 2) / sides.englishCount
      low[i] = max(0, min(center - halfWidth, sides.koreanCount + 1 - width))
      high[i] = low[i] + width - 1
    }
  }

  mutating func run() {
    for i in 0...sides.englishCount {
      fillPairRow(i)
      fillCostRow(i)
    }
    let last = sides.englishCount
    finalCost = costRows[(last & 3) * width + sides.koreanCount - low[last]]
  }

  /// Clears the ring row that row i reuses, over the cells row i − 4 visited.
  private mutating func fillPairRow(_ i: Int) {
    let base = (i & 3) * width
    for cell in visitedCells[i & 3] { costRows[base + cell] = .infinity }
    for cell in pairCells[i & 3] {
      anchorRows[base + cell] = -1
      featureRows[base + cell] = -1
      soundRows[base + cell] = -1
    }
    pairCells[i & 3] = 0..<0
  }

  private mutating func fillCostRow(_ i: Int) {
    let rowLow = low[i], rowHigh = high[i]
    let rowAtEnd = i == 0 || i == sides.englishCount
    let rowEndAdditionCost = i == 0 ? startAdditionCost : endAdditionCost
    for index in 0..<moveCount {
      let move = moveTable[index], back = move.english, korean = move.korean
      var rowMove = RowMove(prior: back == 0 && rowAtEnd ? rowEndAdditionCost : move.prior, english: back, korean: korean,
                            links: move.links, merges: move.merges)
      // Before row 0 no column is in range: the move stays empty.
      if back <= i {
        // Its start column j − korean within row i − back's columns.
        rowMove.low = low[i - back] + korean
        rowMove.high = high[i - back] + korean
        rowMove.base = ((i - back) & 3) * width - low[i - back] - korean
      }
      rowMoves[index] = rowMove
    }
    var first = i == 0 ? 0 : Int.max, last = i == 0 ? 0 : Int.min
    for back in 1...3 where back <= i {
      first = min(first, liveLow[(i - back) & 3])
      last = max(last, liveHigh[(i - back) & 3] &+ 3)
    }
    first = max(first, rowLow)
    let threshold = previousRowBest + beam
    var rowBest = Double.infinity, rowFirst = Int.max, rowLast = Int.min, bestColumn = first
    // Where cell (i, j) is: `costRows[costBase + j]`, `moveAt[moveBase + j]`.
    let costBase = (i & 3) * width - rowLow, moveBase = i * width - rowLow
    var j = first
    while j <= rowHigh {
      let run = min(BandPass.additionRunAllowance, max(0, j - previousBestColumn))
      let best = fillCell(i, j, threshold: threshold + additionCost * Double(run), costBase: costBase, moveBase: moveBase)
      if best < .infinity {
        if best < rowBest { rowBest = best; bestColumn = j }
        rowFirst = min(rowFirst, j)
        rowLast = j
      } else if j >= last {
        break
      }
      j += 1
    }
    previousRowBest = rowBest
    previousBestColumn = bestColumn
    visitedCells[i & 3] = first <= rowHigh ? (first - rowLow)..<(min(j, rowHigh) - rowLow + 1) : 0..<0
    liveLow[i & 3] = rowFirst
    liveHigh[i & 3] = rowLast
  }

  /// The best way into cell (i, j) under `threshold`: stores its cost and move, returns the cost.
  ///
  /// The moves are tried in `moves`' order, each move the first to reach the least cost wins,
  /// and a two-sided move is only tried when its cost before evidence (its start cell's plus
  /// its prior) is under the best so far: evidence can take a bead's cost below that, so which
  /// moves are tried depends on that order. The two-sided moves before the first null bead are
  /// weighed against the null beads' cost first (`bestThroughNulls`), which most cells take.
  @inline(__always)
  private mutating func fillCell(_ i: Int, _ j: Int, threshold: Double, costBase: Int, moveBase: Int) -> Double {
    let start = i == 0 && j == 0 ? 0 : threshold
    var best = start, bestMove = 0, next = 0
    if let known = bestThroughNulls(i, j, threshold: start) { (best, bestMove, next) = (known.cost, known.move, nullEnd) }
    for slot in next..<moveCount {
      let move = rowMoves[slot]
      guard j >= move.low, j <= move.high else { continue }
      let base = costRows[move.base &+ j] + move.prior
      guard base < best, let cost = cost(of: slot, i, j, base: base, under: best, guessUnder: best), cost < best else { continue }
      best = cost
      bestMove = slot + 1
    }
    if bestMove == 0 && !(i == 0 && j == 0) { best = .infinity }
    costRows[costBase &+ j] = best
    moveAt[moveBase &+ j] = UInt8(truncatingIfNeeded: bestMove)
    return best
  }

  /// The best of cell (i, j)'s moves up to the end of the first run of null beads (`nullEnd`),
  /// as trying them in order finds it, or nil when no null bead of that run is under `threshold`
  /// or the null beads' cost cannot settle it.
  ///
  /// The run's best null bead (the least cost, the first of equals) is the cell's best unless
  /// a two-sided move before it costs no more, so those moves are weighed against it: one that
  /// cannot cost less than it (its bounds show it before its evidence is gathered, in most
  /// cells) is not the cell's best, and its cost only mattered to which later moves were tried.
  /// With such a move passed over, the best so far is only known to be above the null bead's
  /// cost and at most `best`: a later move is tried if its cost before evidence is under the
  /// null bead's (under the best so far whatever it was), and not if it is `best` or more; in
  /// between, if it could cost less than the null bead, only trying every move in order tells.
  @inline(__always)
  private mutating func bestThroughNulls(_ i: Int, _ j: Int, threshold: Double) -> (cost: Double, move: Int)? {
    var nullCost = threshold, nullMove = 0
    for slot in firstNull..<nullEnd {
      let move = rowMoves[slot]
      guard j >= move.low, j <= move.high else { continue }
      let cost = costRows[move.base &+ j] + move.prior
      if cost < nullCost { nullCost = cost; nullMove = slot + 1 }
    }
    guard nullMove > 0 else { return nil }
    // `best` is the best so far when `settled`, otherwise the most it can be (above nullCost).
    var best = threshold, bestMove = 0, settled = true
    let nullBar = nullCost.nextUp
    for slot in 0..<firstNull {
      let move = rowMoves[slot]
      guard j >= move.low, j <= move.high else { continue }
      let base = costRows[move.base &+ j] + move.prior
      guard base < best else { continue }
      let bar = min(best, nullBar)
      guard let cost = cost(of: slot, i, j, base: base, under: bar, guessUnder: best), cost < bar else {
        // Not under the best so far (which stays), or above the null bead's cost.
        if best > nullCost { settled = false }
        continue
      }
      // Under the null bead's cost, so under the best so far: the move wins if it is tried and
      // its guessed bound is under the best so far, which only a settled best tells.
      guard settled else { return nil }
      (best, bestMove) = (cost, slot + 1)
    }
    return settled && best <= nullCost ? (best, bestMove) : (nullCost, nullMove)
  }

  /// The cost of move `slot` into cell (i, j), whose cost before evidence is `base`, when it can be
  /// under `bar`; nil when it cannot (its bounds show it), when its bound with guessed sounds is
  /// not under `guessBar`, or when it must not be taken (it would merge an item that stands
  /// alone). The guessed bound takes the sound keys the bead's sides could share as the most
  /// it shares, which the pairs of a bead of several items can exceed: not a true bound, so it
  /// is weighed against the best so far (`guessBar`) as it always was, never a lower bar.
  @inline(__always)
  private mutating func cost(of slot: Int, _ i: Int, _ j: Int, base cost: Double, under bar: Double,
                             guessUnder guessBar: Double) -> Double? {
    let move = rowMoves[slot]
    guard move.links else { return cost }
    let pi = i &- move.english, pj = j &- move.korean
    if move.merges, sides.mergesLoneItem(pi..<i, pj..<j) { return nil }
    let square = model.squaredDeviation(
      english: sides.englishLength[i] - sides.englishLength[pi], korean: sides.koreanLength[j] - sides.koreanLength[pj])
    // The check below with the least the length cost can be, known without the table
    // (`TailTable.floor`). Most candidates it skips skip here.
    let floor = TailTable.floor(ofSquare: square)
    if cost + (floor - largestBonus) - 1e-9 * (abs(cost) + abs(floor) + largestBonus + 1) >= bar { return nil }
    // The length cost as `BeadEvidence.lengthCost` gives it, from the prefix sums alone.
    let lengthCost = table.cost(ofSquare: square)
    // Past the most the other evidence could take off (with room for rounding), the full
    // bound below would skip it too. NaN (an infinite length cost) goes on to that bound.
    let least = cost + (lengthCost - largestBonus)
    if least - 1e-9 * (abs(cost) + abs(lengthCost) + largestBonus + 1) >= bar { return nil }
    var evidence = BeadEvidence(sides, pi..<i, pj..<j)
    guard cost + evidence.lowerBound(lengthCost: lengthCost, weights: weights) < (evidence.hasSounds ? guessBar : bar) else {
      return nil
    }
    if evidence.hasSounds {
      // Under a lower bar than the guess's, the true bound (all the sounds' weight) may skip it.
      if bar < guessBar, cost + evidence.lowerBound(lengthCost: lengthCost, weights: weights, allSounds: true) >= bar {
        return nil
      }
      addSounds(&evidence, pi..<i, pj..<j)
      guard cost + evidence.lowerBound(lengthCost: lengthCost, weights: weights) < bar else { return nil }
    }
    addOverlaps(&evidence, pi..<i, pj..<j)
    return cost + evidence.cost(lengthCost: lengthCost, weights: weights)
  }

  /// Sums the pair overlaps of the bead's English × Korean items: from the pair rows when
  /// the cell is in the band, computed directly otherwise (rare: only near the band's edge).
  @inline(__always)
  private mutating func addOverlaps(_ evidence: inout BeadEvidence, _ english: Range<Int>, _ korean: Range<Int>) {
    if english.count == 1 && korean.count == 1 { return addOverlap(&evidence, english.upperBound, korean.upperBound) }
    if evidence.koreanGlossTotal > 0 {
      for e in english { for k in korean { evidence.sharedGlosses += sides.sharedGlosses(e, k) } }
    }
    guard evidence.anchorTotal > 0 || evidence.hasReference else { return }
    // Per-pair features are only read by `measureParts`, and only with a reference: without
    // one, the SIMD lane writes (a third of this function's time) are skipped.
    let keepsPairs = evidence.hasReference
    var pairs = SIMD16<Int32>()
    var e = english.lowerBound
    while e < english.upperBound {
      let row = e + 1, rowLow = low[row], rowHigh = high[row], base = (row & 3) * width
      var k = korean.lowerBound
      while k < korean.upperBound {
        defer { k += 1 }
        let column = k + 1
        guard column >= rowLow && column <= rowHigh else {
          evidence.sharedAnchors += sides.sharedAnchors(e, k)
          let shared = evidence.hasReference ? sides.sharedFeatures(e, k) : 0
          evidence.sharedFeatures += shared
          if keepsPairs { pairs[(e - english.lowerBound) * 4 + k - korean.lowerBound] = shared }
          continue
        }
        let cell = base + column - rowLow
        if anchorRows[cell] < 0 {
          anchorRows[cell] = sides.sharedAnchors(e, k)
          featureRows[cell] = sides.sharedFeatures(e, k)
          touch(row, column - rowLow)
        }
        evidence.sharedAnchors &+= anchorRows[cell]
        evidence.sharedFeatures &+= featureRows[cell]
        if keepsPairs { pairs[(e - english.lowerBound) * 4 + k - korean.lowerBound] = featureRows[cell] }
      }
      e += 1
    }
    if keepsPairs { evidence.measureParts(sides, english, korean, pairs) }
  }

  /// `addOverlaps` of a 1:1 bead into cell (i, j), the most tried: its one pair, English item
  /// i − 1 and Korean item j − 1, is cached at that cell, which is in the band (no loops, no
  /// column checks, no per-pair features to keep: `measureParts` weighs beads of three items
  /// or more).
  @inline(__always)
  private mutating func addOverlap(_ evidence: inout BeadEvidence, _ i: Int, _ j: Int) {
    let e = i &- 1, k = j &- 1
    if evidence.koreanGlossTotal > 0 { evidence.sharedGlosses += sides.sharedGlosses(e, k) }
    guard evidence.anchorTotal > 0 || evidence.hasReference else { return }
    let offset = j &- low[i], cell = (i & 3) &* width &+ offset
    if anchorRows[cell] < 0 {
      anchorRows[cell] = sides.sharedAnchors(e, k)
      featureRows[cell] = sides.sharedFeatures(e, k)
      touch(i, offset)
    }
    evidence.sharedAnchors &+= anchorRows[cell]
    evidence.sharedFeatures &+= featureRows[cell]
  }

  /// Sums the shared sound keys of the bead's pairs (cached per pair like the overlaps): the
  /// DP measures them before the other overlaps, whose cost a weak candidate then skips.
  @inline(__always)
  private mutating func addSounds(_ evidence: inout BeadEvidence, _ english: Range<Int>, _ korean: Range<Int>) {
    if english.count == 1 && korean.count == 1 {
      // A 1:1 bead into cell (i, j): its one pair is cached at that cell, in the band.
      let i = english.upperBound, j = korean.upperBound
      let offset = j &- low[i], cell = (i & 3) &* width &+ offset
      if soundRows[cell] < 0 {
        soundRows[cell] = sides.sharedSounds(i &- 1, j &- 1)
        touch(i, offset)
      }
      evidence.sharedSounds &+= soundRows[cell]
      evidence.soundsMeasured = true
      return
    }
    for e in english {
      let row = e + 1, rowLow = low[row], rowHigh = high[row], base = (row & 3) * width
      for k in korean {
        let column = k + 1
        guard column >= rowLow && column <= rowHigh else {
          evidence.sharedSounds += sides.sharedSounds(e, k)
          continue
        }
        let cell = base + column - rowLow
        if soundRows[cell] < 0 {
          soundRows[cell] = sides.sharedSounds(e, k)
          touch(row, column - rowLow)
        }
        evidence.sharedSounds &+= soundRows[cell]
      }
    }
    evidence.soundsMeasured = true
  }

  /// Marks a ring row's cell as holding cached pair overlaps, to clear before the row is reused.
  @inline(__always)
  private mutating func touch(_ row: Int, _ offset: Int) {
    let written = pairCells[row & 3]
    pairCells[row & 3] = written.isEmpty
      ? offset..<(offset + 1) : min(written.lowerBound, offset)..<max(written.upperBound, offset + 1)
  }

  /// The best path as (row, column, move index) steps in order, and whether it ran along an
  /// edge of the band that isn't an edge of the matrix.
  func backtrace() -> (steps: [(i: Int, j: Int, move: Int)], touchedEdge: Bool)? {
    guard finalCost < .infinity else { return nil }
    var steps: [(i: Int, j: Int, move: Int)] = []
    var i = sides.englishCount, j = sides.koreanCount, touched = false
    while i > 0 || j > 0 {
      if (j == low[i] && low[i] > 0) || (j == high[i] && high[i] < sides.koreanCount) { touched = true }
      let code = Int(moveAt[i * width + j - low[i]])
      guard code > 0 else { return nil }
      let move = moves[code - 1]
      steps.append((i, j, code - 1))
      i -= move.english
      j -= move.korean
    }
    return (steps.reversed(), touched)
  }
}
