/// How much each kind of evidence weighs against the length model, in nats (the unit of
/// `LengthModel.cost`), and which bead shapes the aligner tries.
public struct AlignmentWeights: Sendable, Equatable {
  /// Full weight of anchors: all shared gives −weight, none shared +weight (scaled down when
  /// the bead has fewer than four anchors in all, since one unmatched number proves little).
  public var anchors: Double = 3
  /// Full weight of similarity to a reference: unrelated text gives +weight, a close
  /// paraphrase down to −1.5 × weight. Strong evidence, so heavier than anchors.
  public var similarity: Double = 6
  /// Similarity (Dice) that counts as neither for nor against. Unrelated Korean paragraphs
  /// share 0.08–0.14 of their character bigrams (particles, endings); two translations of
  /// the same English paragraph share 0.4–0.8.
  public var neutralSimilarity: Double = 0.2
  /// In a bead of three or more items judged by a reference, the share of each merged item's
  /// own features the other side must contain (below it, up to +`similarity`). A bead's Dice
  /// hardly moves when a short unrelated paragraph (a blog's `(이미지 출처: …)`, an added
  /// remark) joins a good pair, so without this a 1:2 bead swallows it for less than a null
  /// bead costs. Measured on a blog against another translator's Korean: each translated
  /// paragraph has 0.41–0.72 (10th–90th percentile) of its bigrams in the reference, an
  /// unrelated one 0.04–0.20.
  public var partCoverage: Double = 0.25
  public var priors: [AlignmentMove: Double] = AlignmentMove.defaultPriors
  /// Full weight of glosses (`Glosses`): all of a bead's glossed words in its English gives
  /// −weight, none gives 0 (a gloss is evidence for a pair, never against one).
  public var glosses: Double = 2
  /// Full weight of shared sound keys (`PhoneticKey.soundKeys`, transliterations such as
  /// `버튼` for `button`), reached at `soundsForFullWeight` keys; for a pair only.
  public var sounds: Double = 8
  public var soundsForFullWeight: Double = 3
  /// Cost per sentence (up to two) that a bead's merged English paragraphs hold beyond its
  /// Korean. Measured on human translations of docs pages (2,614 paragraph pairs): 91 % keep the
  /// sentence count, 1.7 % have fewer Korean sentences than English; of 46 paragraphs a blog
  /// merged, 45 kept the sum. A 2:1 bead that swallows a paragraph the Korean left out has the
  /// dropped paragraph's sentences in excess, and at this weight a null bead becomes cheaper.
  public var sentences: Double = 3
  /// The same for a 1:1 pair, lighter: 1.7 % of real pairs have fewer Korean sentences, so it
  /// only tips a choice between two English paragraphs for one Korean (the one that keeps its
  /// sentences wins), never leaves a pair out alone.
  public var pairSentences: Double = 1.5

  /// Prior cost of a Korean item before the first English item or after the last where the
  /// source's ends are open (`BandedAligner.OpenEnds`): a republished page's own intro, byline
  /// and footer sit there. Cheaper than a 0:1 bead inside the page, so the first and last
  /// English paragraphs are not glued to them for want of a partner. A footer runs to several
  /// lines (likes, comments, share, the previous post): at 3 nats a line, a last paragraph
  /// the blog dropped was still paired with a footer line that fit its length (cross-hard
  /// F1 .984 at 3, .987 at 2, measured with kept words).
  public var openEndAddition: Double = 2

  public init() {}
}
