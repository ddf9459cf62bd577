/// One row of the translation memory: the English segment(s) and the Korean segment(s) of one
/// source that translate each other (n:m), or one side alone when the other is absent.
/// Each side keeps its own locations, because after cross-source alignment the English and the
/// Korean can come from different files.
public struct TranslationUnit: Sendable, Equatable {
  public enum Status: String, Sendable, Equatable {
    /// English and Korean that translate each other.
    case aligned
    /// English with no Korean in this source.
    case missing
    /// Korean with no English.
    case extra
  }

  /// The page the unit belongs to (one group per file until sources are grouped).
  public var group: String
  public var english: [Segment]
  public var korean: [Segment]
  /// Translator notes attached to the unit (`→ …`, `역자첨언`), never part of the translation.
  public var notes: [String]
  /// Where each note came from (same order as `notes`), so every input line can be traced.
  public var noteLocations: [SourceLocation]
  /// Confidence in [0, 1] that `english` and `korean` translate each other.
  public var score: Double
  public var status: Status
  /// The translation source this row describes: the file whose Korean it holds, or, for a
  /// `missing` row, the file that lacks the Korean (after cross-source alignment the English
  /// can come from another file). Decided once, by the stage that knows it (`DocumentReader`
  /// for a document's own rows, `GroupAligner` for rows it builds across sources); every writer
  /// reads it (the CSV `ko_file` of a missing row, the reports' source columns, `findings.json`).
  /// Spelled `Optional`: a `String?` variable has an implicit nil default, and with a default the
  /// init builds the unit in a slot of its own that the caller copies out (every part retained).
  public var source: Optional<String>
  /// Set once the unit's page and source are final (`PageGrouping`, `StreamedDocument`);
  /// findings and writers refer to the unit by it.
  public var id: UnitID

  public init(group: String, english: [Segment], korean: [Segment], notes: [String] = [],
              score: Double, status: Status, source: String? = nil) {
    self.source = source
    self.group = group
    self.english = english
    self.korean = korean
    self.notes = notes
    noteLocations = []
    self.score = score
    self.status = status
    id = .unassigned
  }

  /// The English side joined with one space (n segments → one string).
  public var englishText: String { Self.joined(english) }
  /// The Korean side joined with one space.
  public var koreanText: String { Self.joined(korean) }

  /// The segments' texts joined with one space: a single segment's (almost every unit's) as it
  /// is, with no array and no new string made (the checks and every writer read these).
  static func joined(_ segments: [Segment]) -> String {
    segments.count == 1 ? segments[0].text : segments.map(\.text).joined(separator: " ")
  }
  public var englishLocation: SourceLocation? { Self.location(of: english) }
  public var koreanLocation: SourceLocation? { Self.location(of: korean) }

  /// Where the segments are, first to last (nil for none).
  static func location(of segments: [Segment]) -> SourceLocation? {
    segments.first.map { s in segments.dropFirst().reduce(s.location) { $0.extended(to: $1.location) } }
  }
}
