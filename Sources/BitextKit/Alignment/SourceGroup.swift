/// Documents that render the same page, and why they were put together.
public struct SourceGroup: Sendable, Equatable {
  /// A name for reports: the override's name, or the shortest file stem of the group.
  public var name: String
  public var paths: [String]
  /// The links that joined the group (empty for a document alone or a manual group).
  public var evidence: [GroupingEvidence]
  /// Formed by `--group NAME=PATH,…`, not from content.
  public var isManual: Bool

  public init(name: String, paths: [String], evidence: [GroupingEvidence] = [], isManual: Bool = false) {
    self.name = name
    self.paths = paths
    self.evidence = evidence
    self.isManual = isManual
  }
}
