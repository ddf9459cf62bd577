/// −log(2·(1 − Φ(z))), the Gale–Church cost of a deviation z, tabulated over u = z² so the
/// aligner needs neither a square root nor a logarithm per candidate bead. Two segments: fine
/// steps where the cost bends (z < 2, cost ≈ 0.8·√u), coarse where it is nearly u/2; beyond
/// the table the asymptote u/2 + ½·log u + log √(π/2), frozen at the table's end.
struct TailTable: Sendable {
  static let shared = TailTable()

  static let fineLimit = 4.0, fineScale = 256.0
  static let coarseLimit = 1024.0, coarseScale = 4.0
  let fine: [Double]
  let coarse: [Double]
  let beyond: Double

  init() {
    fine = (0...Int(Self.fineLimit * Self.fineScale)).map { LengthModel.exactTailCost((Double($0) / Self.fineScale).squareRoot()) }
    coarse = (0...Int((Self.coarseLimit - Self.fineLimit) * Self.coarseScale)).map {
      LengthModel.exactTailCost((Self.fineLimit + Double($0) / Self.coarseScale).squareRoot())
    }
    beyond = LengthModel.exactTailCost(Self.coarseLimit.squareRoot()) - Self.coarseLimit / 2
  }

  @inline(__always)
  func cost(ofSquare u: Double) -> Double {
    if u < Self.fineLimit {
      return interpolate(fine, u * Self.fineScale)
    }
    if u < Self.coarseLimit {
      return interpolate(coarse, (u - Self.fineLimit) * Self.coarseScale)
    }
    return u / 2 + beyond
  }

  /// At most `cost(ofSquare: u)`, without reading the table: past its fine part (z ≥ 2) the
  /// cost rises at least half as fast as z² (its slope in u is φ(z)/(2z·(1 − Φ(z))), at least ½ by
  /// Mills' ratio; the table interpolates a convex curve, from above) and is z²/2 + 1.09 at
  /// z = 2, so over u/2 + 1; never below 0 before. The DP skips most candidates by it.
  @inline(__always)
  static func floor(ofSquare u: Double) -> Double {
    u < fineLimit ? 0 : u / 2 + 1
  }

  @inline(__always)
  private func interpolate(_ table: [Double], _ position: Double) -> Double {
    let index = Int(position)
    let fraction = position - Double(index)
    return table[index] + (table[index + 1] - table[index]) * fraction
  }
}
