/// What goes into `alignment.tmx` (`--tmx`, `--min-score`). The CSV always keeps every unit;
/// only the translation memory is filtered, because a CAT tool inserts whatever it matches.
public struct TMXPolicy: Sendable, Equatable {
  public enum Content: String, Sendable, Equatable, CaseIterable {
    /// The default: units a CAT tool can insert as they are. Left out: Korean that is no
    /// translation (`untranslated`, the English copied, no Hangul), units with an error
    /// finding, units scored under `minimumScore`.
    case clean
    /// Every aligned unit, whatever its findings or score.
    case all
    /// As `clean`, and only the preferred translation of each English paragraph.
    case preferred
  }

  /// The default `--min-score`: units aligned with less confidence are left out of a clean
  /// TMX. One constant so the value chosen from the dev-set score bands is changed in one place.
  public static let defaultMinimumScore = 0.5

  public var content: Content
  public var minimumScore: Double

  public init(content: Content = .clean, minimumScore: Double = TMXPolicy.defaultMinimumScore) {
    self.content = content
    self.minimumScore = minimumScore
  }
}
