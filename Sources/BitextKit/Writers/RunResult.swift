/// What the writers and reports need of a finished run: the documents as read (for per-source
/// counts, skipped blocks and reading problems), the final units in output order (after
/// grouping and cross-source alignment, with flags) and the findings.
public struct RunResult: Sendable {
  public var documents: [DocumentResult]
  public var units: [TranslationUnit]
  public var findings: [Finding]
  /// The groups (pages) in output order, with their sources' roles and why they were grouped.
  public var groups: [GroupAlignment]
  /// Content similarity of every pair of documents, so the report can say why each document is
  /// or is not grouped with another.
  public var similarities: [GroupingEvidence]
  /// Characters XML 1.0 forbids that the TMX writer removed (the report says how many).
  public var removedXMLCharacters = 0
  /// Units with a side over the 2000 characters Trados accepts (the report warns).
  public var overlongUnits = 0

  public init(documents: [DocumentResult], units: [TranslationUnit], findings: [Finding],
              groups: [GroupAlignment] = [], similarities: [GroupingEvidence] = []) {
    self.documents = documents
    self.units = units
    self.findings = findings
    self.groups = groups
    self.similarities = similarities
  }
}
