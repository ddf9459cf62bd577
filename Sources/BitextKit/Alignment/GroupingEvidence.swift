/// Why two documents were grouped: their similarity and the tokens that weighed most.
public struct GroupingEvidence: Sendable, Equatable, CustomStringConvertible {
  public var first: String
  public var second: String
  /// Weighted containment in [0, 1] (see `SourceGrouper`).
  public var similarity: Double
  public var sharedTokenCount: Int
  /// The most distinctive shared tokens, most distinctive first (at most eight).
  public var topSharedTokens: [String]
  /// Four-word English phrases both have, and their share of the smaller document's phrases
  /// (`DocumentFingerprint.phrases`).
  public var sharedPhraseCount: Int
  public var phraseContainment: Double
  /// For a Korean-only document and a candidate English source: the mean bead score of a trial
  /// alignment of the two (how well the Korean follows that English), when one was run.
  public var trialScore: Double?

  public init(first: String, second: String, similarity: Double, sharedTokenCount: Int, topSharedTokens: [String],
              sharedPhraseCount: Int = 0, phraseContainment: Double = 0) {
    self.first = first
    self.second = second
    self.similarity = similarity
    self.sharedTokenCount = sharedTokenCount
    self.topSharedTokens = topSharedTokens
    self.sharedPhraseCount = sharedPhraseCount
    self.phraseContainment = phraseContainment
  }

  public var description: String {
    let percent = Int((similarity * 100).rounded())
    let trial = trialScore.map { ", trial alignment \(Int(($0 * 100).rounded()))%" } ?? ""
    return "\(first) ~ \(second): similarity \(percent)%, \(sharedTokenCount) shared tokens (\(topSharedTokens.joined(separator: ", ")))\(trial)"
  }
}
