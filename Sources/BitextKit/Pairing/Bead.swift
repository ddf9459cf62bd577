/// One link of an alignment: English items `english` translate the other side's items `korean`.
/// An empty range on one side is an omission (1:0) or an addition (0:1).
public struct Bead: Sendable, Equatable, CustomStringConvertible {
  public var english: Range<Int>
  public var korean: Range<Int>
  /// The bead's share of the path cost, in nats (`BandedAligner`: prior + length + anchors +
  /// similarity; `SegmentAligner`: its shape's cost + length + position).
  public var cost: Double
  /// Confidence in [0, 1] that the two sides translate each other; null beads are 0 (nothing
  /// is paired). `BandedAligner`: length alone never gives more than 0.5, anchors and a
  /// reference raise it. `SegmentAligner`: exp(−cost/3) of the pair's cost without its name cost.
  public var score: Double

  public init(english: Range<Int>, korean: Range<Int>, cost: Double, score: Double) {
    self.english = english
    self.korean = korean
    self.cost = cost
    self.score = score
  }

  public var move: AlignmentMove { AlignmentMove(english.count, korean.count) }

  /// `en 3..<5 ↔ ko 4..<5 (2:1) score 0.81`, for tests and debugging.
  public var description: String {
    let score = (self.score * 100).rounded() / 100
    return "en \(english.lowerBound)..<\(english.upperBound) ↔ ko \(korean.lowerBound)..<\(korean.upperBound) (\(move)) score \(score)"
  }
}
