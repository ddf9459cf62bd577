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

/// Why two documents were grouped: their similarity and the tokens that weighed most.
public struct GroupingEvidence: Sendable, Equatable, CustomStringConvertible {
  public var first: String
  public var second: String
  /// Weighted containment in [0, 1] (see `SourceGrouper`).
  public var similarity: Double
  public var sharedTokenCount: Int
  /// The most distinctive shared tokens, most distinctive first (at most eight).
  public var topSharedTokens: [String]

  public init(first: String, second: String, similarity: Double, sharedTokenCount: Int, topSharedTokens: [String]) {
    self.first = first
    self.second = second
    self.similarity = similarity
    self.sharedTokenCount = sharedTokenCount
    self.topSharedTokens = topSharedTokens
  }

  public var description: String {
    let percent = Int((similarity * 100).rounded())
    return "\(first) ~ \(second): similarity \(percent)%, \(sharedTokenCount) shared tokens (\(topSharedTokens.joined(separator: ", ")))"
  }
}
