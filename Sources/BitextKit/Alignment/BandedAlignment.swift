/// The result of `BandedAligner.align`: the beads in order, and how the band was searched.
public struct BandedAlignment: Sendable, Equatable {
  /// Beads covering every English and every other-side item exactly once, in order.
  public var beads: [Bead]
  /// Half-width of the band of the final pass (cells on each side of the diagonal).
  public var bandHalfWidth: Int
  /// Number of DP passes: more than 1 when the best path touched the band's edge.
  public var passes: Int
  public var totalCost: Double

  public init(beads: [Bead], bandHalfWidth: Int, passes: Int, totalCost: Double) {
    self.beads = beads
    self.bandHalfWidth = bandHalfWidth
    self.passes = passes
    self.totalCost = totalCost
  }
}
