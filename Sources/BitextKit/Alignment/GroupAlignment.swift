/// The sources of one page after alignment: the rows to export, in reading order, and what
/// alignment found across sources, for the checks to turn into findings.
public struct GroupAlignment: Sendable {
  /// A unit of an older English version whose English differs from the current version.
  public struct VersionChange: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
      /// In the same place in the current English, with other words (old → current).
      case edited(WordDiff)
      /// Found elsewhere in the current English (out of the in-order chain), maybe edited too.
      case moved(WordDiff)
      /// Nowhere in the current English.
      case removed
    }

    public var unitIndex: Int
    /// The current English the older unit corresponds to, and where it is (empty and nil when
    /// `removed`).
    public var currentEnglish: String
    public var currentLocation: SourceLocation?
    public var kind: Kind
  }

  public var name: String
  public var paths: [String]
  public var units: [TranslationUnit]
  /// The English source taken as current, and why (for the report).
  public var currentEnglish: String?
  public var currentEnglishReason: String
  /// Per path: its role in the group ("current English with Korean", "Korean-only translation"…).
  public var roles: [String: String]
  public var evidence: [GroupingEvidence]
  public var isManual: Bool
  public var versionChanges: [VersionChange]
  /// For each paragraph of the current English that more than one row translates (that
  /// paragraph alone): those rows, indices into `units`, the current source's first, then the
  /// Korean-only sources' in order. `DivergenceCheck` compares their Korean.
  public var parallelTranslations: [[Int]]

  /// The sources of the page's units (`TranslationUnit.source`), in order of first appearance:
  /// one column each in the reports.
  public var sources: [String] { Self.sources(of: units) }

  static func sources(of units: [TranslationUnit]) -> [String] {
    var seen: Set<String> = []
    var last: String?
    // By index, each unit's source read in place: `compactMap` copied every unit (retaining its
    // every part) to read one field.
    return units.indices.compactMap { index in
      let source = units[index].source ?? ""
      // The previous unit's source is seen: no lookup for a run of one source (hashing each
      // unit's path was 98 M instructions per call on the 100k pair).
      guard source != last else { return nil }
      last = source
      return seen.insert(source).inserted ? source : nil
    }
  }

  /// The page's units whose source is `source`.
  public func units(of source: String) -> [TranslationUnit] {
    units.filter { ($0.source ?? "") == source }
  }
}

extension GroupAlignment {
  /// A page of `units` as given (a page the user or a test names; alignment fills the rest).
  public init(name: String, units: [TranslationUnit], paths: [String] = []) {
    self.init(name: name, paths: paths.isEmpty ? Self.sources(of: units) : paths, units: units, currentEnglish: nil,
              currentEnglishReason: "", roles: [:], evidence: [], isManual: true, versionChanges: [], parallelTranslations: [])
  }
}
