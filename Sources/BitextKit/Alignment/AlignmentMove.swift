/// A bead shape: how many English and how many other-side items one link covers.
public struct AlignmentMove: Sendable, Hashable, CustomStringConvertible {
  public var english: Int
  public var korean: Int

  public init(_ english: Int, _ korean: Int) {
    self.english = english
    self.korean = korean
  }

  public var description: String { "\(english):\(korean)" }
  var isNull: Bool { english == 0 || korean == 0 }

  /// Prior probabilities of each shape. Gale & Church's 1:1 0.89 is for sentences of careful
  /// parallel text; paragraph translations by volunteers merge, drop and add more often, so
  /// the null and merge shapes get more mass here.
  public static let defaultPriors: [AlignmentMove: Double] = [
    AlignmentMove(1, 1): 0.84,
    AlignmentMove(1, 0): 0.02, AlignmentMove(0, 1): 0.02,
    AlignmentMove(2, 1): 0.04, AlignmentMove(1, 2): 0.04,
    AlignmentMove(2, 2): 0.01,
    AlignmentMove(3, 1): 0.005, AlignmentMove(1, 3): 0.005,
  ]
}
