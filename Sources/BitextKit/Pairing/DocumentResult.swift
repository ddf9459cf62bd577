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

  public func count(_ status: TranslationUnit.Status) -> Int { units.reduce(0) { $0 + ($1.status == status ? 1 : 0) } }
  public var noteCount: Int { units.reduce(0) { $0 + $1.notes.count } }

  /// True when the file could not be read as text at all (unreadable or binary).
  public var failed: Bool {
    issues.contains { if case .binary = $0.kind { true } else if case .unreadable = $0.kind { true } else { false } }
  }
}
