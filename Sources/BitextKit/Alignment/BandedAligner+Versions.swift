extension BandedAligner {
  /// An aligner for two versions of the same English page: lengths in a 1:1 ratio and word
  /// overlap as the similarity. Unrelated English paragraphs share a quarter of their words
  /// (the, a, to, of), so the neutral similarity is higher than for Korean bigrams.
  public static func englishVersions() -> BandedAligner {
    var weights = AlignmentWeights()
    weights.neutralSimilarity = 0.3
    return BandedAligner(lengthModel: .sameLanguage, weights: weights, features: .words)
  }

  /// Aligns the paragraphs of an old and a new version of an English text. Each old
  /// paragraph serves as its own reference, so word overlap decides; a 1:1 bead whose texts
  /// differ is a changed paragraph (`WordDiff` shows how), 1:0 a removed one, 0:1 a new one.
  public func alignVersions(old: [String], new: [String], anchors: (String) -> Set<String> = { _ in [] }) -> BandedAlignment {
    align(english: old.map { .english($0, anchors: anchors($0), reference: $0) },
          korean: new.map { .translation($0, anchors: anchors($0)) })
  }
}
