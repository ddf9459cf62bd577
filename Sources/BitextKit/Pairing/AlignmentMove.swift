/// A bead shape: how many English and how many other-side items one link covers. The one
/// vocabulary of the aligners' dynamic programs: `SegmentAligner` (segments inside one document) and
/// `BandedAligner` (across sources) step through their matrices by these shapes and give
/// `Bead`s.
public struct AlignmentMove: Sendable, Hashable, CustomStringConvertible {
  public var english: Int
  public var korean: Int

  public init(_ english: Int, _ korean: Int) {
    self.english = english
    self.korean = korean
  }

  public var description: String { "\(english):\(korean)" }
  var isNull: Bool { english == 0 || korean == 0 }

  /// One English item translated by one item.
  public static let oneToOne = AlignmentMove(1, 1)
  /// An English item with no translation (an omission, or English left as it is).
  public static let englishOnly = AlignmentMove(1, 0)
  /// An item with no English (an addition, blog chrome).
  public static let koreanOnly = AlignmentMove(0, 1)
  /// Two English items merged into one translation.
  public static let twoToOne = AlignmentMove(2, 1)
  /// One English item split into two.
  public static let oneToTwo = AlignmentMove(1, 2)

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
