#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Monotonic alignment of English items to the items of another source (a Korean translation,
/// or a second English version), by dynamic programming inside a band around the diagonal.
///
/// The DP is Gale & Church's: each bead shape (1:1, 1:0, 0:1, 1:2, 2:1, 2:2, 1:3, 3:1) costs
/// −log of its prior plus, when it links both sides, the length cost, an anchor cost and a
/// similarity cost (`BeadEvidence`). Null beads cost their prior only: Gale & Church's length
/// term for a deletion grows with the paragraph, which would glue a long added intro or footer
/// onto a neighbour instead of leaving it unaligned.
///
/// The band follows the line from (0, 0) to (nEnglish, nKorean). Memory is one move byte per
/// band cell plus four rows of costs; time is linear in the number of cells. When the best
/// path runs along the band's edge, the band is doubled and the DP re-run.
public struct BandedAligner: Sendable {
  public var lengthModel: LengthModel
  public var weights: AlignmentWeights
  public var features: SimilarityFeatures
  /// Half-width of the first pass's band.
  public var initialBandHalfWidth: Int
  /// Beam pruning, in nats: a cell costing this much more than the previous row's best is
  /// dropped (ten null beads' worth). On synthetic 10,000-paragraph pages the beads were
  /// identical to the exact DP's, at a quarter of the time. `.infinity` gives the exact DP.
  public var beam: Double

  public init(lengthModel: LengthModel = .englishToKorean, weights: AlignmentWeights = AlignmentWeights(),
              features: SimilarityFeatures = .characterBigrams, initialBandHalfWidth: Int = 24,
              beam: Double = 40) {
    self.beam = beam
    self.lengthModel = lengthModel
    self.weights = weights
    self.features = features
    self.initialBandHalfWidth = max(1, initialBandHalfWidth)
  }

  /// Ends of the other side that may hold items of its own (an intro before the first English
  /// item, a footer after the last): 0:1 beads there cost `AlignmentWeights.openEndAddition`.
  public struct OpenEnds: OptionSet, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let start = OpenEnds(rawValue: 1)
    public static let end = OpenEnds(rawValue: 2)

    /// The cost of a 0:1 bead (whose prior is `prior`) in DP row `row` of `lastRow`: the
    /// cheaper `openEndAddition` at an open end, the prior anywhere else.
    func additionCost(prior: Double, row: Int, lastRow: Int, weights: AlignmentWeights) -> Double {
      let open = (row == 0 && contains(.start)) || (row == lastRow && contains(.end))
      return open ? min(prior, weights.openEndAddition) : prior
    }
  }

  /// Aligns `english` to `korean`; every item of both sides ends up in exactly one bead. Long
  /// inputs are cut at confident anchors (`cuts`) and their stretches aligned on all cores.
  public func align(english: [AlignmentItem], korean: [AlignmentItem], openEnds: OpenEnds = []) -> BandedAlignment {
    let cuts = Self.cuts(english: english, korean: korean)
    guard !cuts.isEmpty else { return alignWhole(english: english, korean: korean, openEnds: openEnds) }
    let bounds = [(english: 0, korean: 0)] + cuts + [(english: english.count, korean: korean.count)]
    // The longest stretches first: the cores take the stretches in the order given, and one
    // taken last while the other core had nothing left to do kept it idle. In page order after.
    let order = bounds.indices.dropLast().sorted {
      bounds[$0 + 1].english - bounds[$0].english + bounds[$0 + 1].korean - bounds[$0].korean
        > bounds[$1 + 1].english - bounds[$1].english + bounds[$1 + 1].korean - bounds[$1].korean
    }
    let aligned = ParallelMap.map(order) { s -> BandedAlignment in
      let from = bounds[s], to = bounds[s + 1]
      // The other side's open ends are the whole input's: a cut is inside the page.
      var ends: OpenEnds = []
      if s == 0 && openEnds.contains(.start) { ends.insert(.start) }
      if s + 2 == bounds.count && openEnds.contains(.end) { ends.insert(.end) }
      return alignWhole(english: english[from.english..<to.english], korean: korean[from.korean..<to.korean], openEnds: ends)
    }
    var parts = aligned
    for (position, s) in order.enumerated() { parts[s] = aligned[position] }
    var whole = BandedAlignment(beads: [], bandHalfWidth: 0, passes: 0, totalCost: 0)
    for (s, part) in parts.enumerated() {
      let from = bounds[s]
      for bead in part.beads {
        whole.beads.append(Bead(english: (bead.english.lowerBound + from.english)..<(bead.english.upperBound + from.english),
                                korean: (bead.korean.lowerBound + from.korean)..<(bead.korean.upperBound + from.korean),
                                cost: bead.cost, score: bead.score))
      }
      whole.bandHalfWidth = max(whole.bandHalfWidth, part.bandHalfWidth)
      whole.passes = max(whole.passes, part.passes)
      whole.totalCost += part.totalCost
    }
    return whole
  }

  /// Inputs with more items than this on each side are cut at confident anchors into stretches
  /// aligned independently, on all cores (`cuts`); a page of documentation is far shorter.
  public static let cutLength = 8_192
  /// Items per stretch aimed at when cutting.
  static let stretchLength = 4_096
  /// How far from its aimed place a cut is looked for, in items of each side.
  static let cutWindow = 256

  /// Where to cut a long alignment: cells (English items, other-side items consumed) that the
  /// best path is all but sure to pass: between two pairs of neighbouring items, each pair
  /// sharing an anchor that no other item near it has on either side (within `cutWindow` on the
  /// English side, twice that on the other, for drift), so the first pair's bead ends where the
  /// second's starts. The same cuts whatever the number of cores, so the output is too.
  static func cuts(english: [AlignmentItem], korean: [AlignmentItem]) -> [(english: Int, korean: Int)] {
    guard english.count > cutLength, korean.count > cutLength else { return [] }
    var cuts: [(english: Int, korean: Int)] = []
    let stretches = english.count / stretchLength
    for s in 1..<stretches {
      let aim = s * english.count / stretches
      guard let cut = cut(near: aim, english: english, korean: korean),
            cut.english > (cuts.last?.english ?? 0), cut.korean > (cuts.last?.korean ?? 0),
            cut.english < english.count, cut.korean < korean.count else { continue }
      cuts.append(cut)
    }
    return cuts
  }

  /// A cut within `cutWindow` of English item `aim`, nearest first, or nil.
  private static func cut(near aim: Int, english: [AlignmentItem], korean: [AlignmentItem]) -> (english: Int, korean: Int)? {
    let englishWindow = max(0, aim - 2 * cutWindow)..<min(english.count, aim + 2 * cutWindow)
    let center = aim * korean.count / english.count
    let koreanWindow = max(0, center - 4 * cutWindow)..<min(korean.count, center + 4 * cutWindow)
    // Anchors held by exactly one item of each window: item → the other side's item.
    func holders(_ items: [AlignmentItem], _ window: Range<Int>) -> [UInt64: Int] {
      var holder: [UInt64: Int] = [:]
      for i in window { for anchor in items[i].anchorKeys { holder[anchor] = holder[anchor] == nil ? i : -1 } }
      return holder
    }
    let englishHolder = holders(english, englishWindow), koreanHolder = holders(korean, koreanWindow)
    var partner: [Int: Int] = [:]
    for (anchor, e) in englishHolder where e >= 0 {
      guard let k = koreanHolder[anchor], k >= 0 else { continue }
      // An item whose unique anchors point to different items has no partner.
      if let known = partner[e], known != k { partner[e] = -1 } else { partner[e] = k }
    }
    for distance in 0..<cutWindow {
      for e in distance == 0 ? [aim] : [aim + distance, aim - distance] {
        guard let k = partner[e], k > 0, partner[e - 1] == k - 1 else { continue }
        return (e, k)
      }
    }
    return nil
  }

  /// `align` without cuts: one DP over the whole input.
  func alignWhole(english: [AlignmentItem], korean: [AlignmentItem], openEnds: OpenEnds) -> BandedAlignment {
    alignWhole(english: english[...], korean: korean[...], openEnds: openEnds)
  }

  /// `alignWhole` of a stretch, its items read in place.
  func alignWhole(english: ArraySlice<AlignmentItem>, korean: ArraySlice<AlignmentItem>, openEnds: OpenEnds) -> BandedAlignment {
    let sides = PreparedSides(english: english, korean: korean, features: features)
    let moves = weights.priors.filter { $0.value > 0 }
      .map { MoveCost(move: $0.key, prior: -log($0.value)) }
      .sorted { ($0.prior, $0.english, $0.korean) < ($1.prior, $1.english, $1.korean) }
    let widest = max(english.count, korean.count) + 1
    // A page's drift from the diagonal (additions minus omissions so far) grows like a random
    // walk, so the first band grows with √n: one pass instead of several on long inputs.
    let drift = Int(Double(max(english.count, korean.count)).squareRoot() / 2)
    var halfWidth = min(max(initialBandHalfWidth, drift), widest)
    var passes = 0
    while true {
      passes += 1
      // The beam can cut the only way to the end in a full-width band: then run exactly.
      let exact = passes > 1 && halfWidth >= widest
      var pass = BandPass(sides: sides, moves: moves, halfWidth: halfWidth, model: lengthModel, weights: weights,
                          beam: exact ? .infinity : beam, openEnds: openEnds)
      pass.run()
      if let path = pass.backtrace(), !path.touchedEdge || halfWidth >= widest {
        return BandedAlignment(beads: beads(path.steps, sides, moves, openEnds), bandHalfWidth: halfWidth,
                               passes: passes, totalCost: pass.finalCost)
      }
      precondition(!exact, "an exact full-width pass always reaches the end")
      halfWidth = min(widest, halfWidth * 2)
    }
  }

  private func beads(_ steps: [(i: Int, j: Int, move: Int)], _ sides: PreparedSides, _ moves: [MoveCost],
                     _ openEnds: OpenEnds) -> [Bead] {
    steps.map { step in
      let move = moves[step.move]
      let english = (step.i - move.english)..<step.i, korean = (step.j - move.korean)..<step.j
      if move.move.isNull {
        let cost = move.english == 0
          ? openEnds.additionCost(prior: move.prior, row: step.i, lastRow: sides.englishCount, weights: weights) : move.prior
        return Bead(english: english, korean: korean, cost: cost, score: 0)
      }
      var evidence = BeadEvidence(sides, english, korean)
      var pairs = SIMD16<Int32>()
      for (a, e) in english.enumerated() {
        for (b, k) in korean.enumerated() {
          evidence.sharedAnchors += sides.sharedAnchors(e, k)
          evidence.sharedGlosses += sides.sharedGlosses(e, k)
          if evidence.hasSounds { evidence.sharedSounds += sides.sharedSounds(e, k) }
          let shared = evidence.hasReference ? sides.sharedFeatures(e, k) : 0
          evidence.sharedFeatures += shared
          pairs[a * 4 + b] = shared
        }
      }
      evidence.measureParts(sides, english, korean, pairs)
      return Bead(english: english, korean: korean,
                  cost: move.prior + evidence.cost(model: lengthModel, weights: weights, table: .shared),
                  score: evidence.score(model: lengthModel))
    }
  }
}

/// A bead shape with its prior cost, as the DP iterates them.
struct MoveCost {
  var move: AlignmentMove { didSet { (links, merges) = Self.shape(move) } }
  var prior: Double
  /// Links both sides (its evidence is weighed), and merges more than two items (it must
  /// not merge an item that stands alone): read per candidate in the DP's inner loop.
  private(set) var links: Bool
  private(set) var merges: Bool

  init(move: AlignmentMove, prior: Double) {
    self.move = move
    self.prior = prior
    (links, merges) = Self.shape(move)
  }

  private static func shape(_ move: AlignmentMove) -> (links: Bool, merges: Bool) {
    (move.english > 0 && move.korean > 0, move.english + move.korean > 2)
  }

  var english: Int { @inline(__always) get { move.english } }
  var korean: Int { @inline(__always) get { move.korean } }
}
