/// Everything pairing learned about one input document, kept for grouping, cross-source
/// alignment, checks and the report.
public struct DocumentResult: Sendable {
  public var path: String
  /// The page title, when the document has one (first top-level heading, or the last short
  /// English line above the first paragraph, as in Notion and blog exports).
  public var title: String?
  public var layout: Layout
  public var units: [TranslationUnit]
  public var skipped: [SkippedBlock]
  public var issues: [ReadingIssue]
  public var lineCount: Int
  /// For a document streamed straight to the writers (too large to hold): its true counts.
  /// `units` and `skipped` then hold only the first ones, for the report's lists.
  public var streamed: StreamedCounts?

  public struct StreamedCounts: Sendable, Equatable {
    public var aligned = 0, missing = 0, extra = 0, notes = 0, skipped = 0
    public init() {}
  }

  public init(path: String, title: String?, layout: Layout, units: [TranslationUnit],
              skipped: [SkippedBlock], issues: [ReadingIssue], lineCount: Int) {
    self.path = path
    self.title = title
    self.layout = layout
    self.units = units
    self.skipped = skipped
    self.issues = issues
    self.lineCount = lineCount
  }

  /// The document's units by status as paired in the document (the true counts when streamed).
  /// A held document's rows can change status in cross-source alignment: what is exported per
  /// source is counted from the pages' units (`GroupAlignment.units(of:)`).
  public var counts: UnitCounts {
    guard let streamed else { return UnitCounts(units) }
    var counts = UnitCounts()
    counts.aligned = streamed.aligned
    counts.missing = streamed.missing
    counts.extra = streamed.extra
    return counts
  }
  public func count(_ status: TranslationUnit.Status) -> Int { counts[status] }
  public var noteCount: Int { streamed?.notes ?? units.reduce(0) { $0 + $1.notes.count } }
  public var skippedCount: Int { streamed?.skipped ?? skipped.count }

  /// True when the file could not be read as text at all (unreadable or binary).
  public var failed: Bool {
    issues.contains { if case .binary = $0.kind { true } else if case .unreadable = $0.kind { true } else { false } }
  }
}
