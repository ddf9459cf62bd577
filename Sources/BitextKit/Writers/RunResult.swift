/// What the writers and reports need of a finished run: the documents as read (for per-source
/// counts, skipped blocks and reading problems), the final units in output order (after
/// grouping and cross-source alignment, with flags) and the findings.
public struct RunResult: Sendable {
  public var documents: [DocumentResult]
  public var units: [TranslationUnit]
  public var findings: [Finding]

  public init(documents: [DocumentResult], units: [TranslationUnit], findings: [Finding]) {
    self.documents = documents
    self.units = units
    self.findings = findings
  }
}
