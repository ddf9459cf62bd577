/// One paragraph (or caption, list item, heading) on one side of an alignment, reduced to what
/// the aligner weighs: its length, its anchors and the text to compare.
///
/// Anchors are normalized strings the caller extracts (numbers, Latin-script terms, a trailing
/// `:`, structure flags such as `#heading` or `-item`); the aligner only counts the ones both
/// sides share, so any convention works as long as both sides use the same one.
public struct AlignmentItem: Sendable, Equatable {
  /// Length in Unicode scalars (`LengthModel.length(of:)`).
  public var length: Int
  /// The anchors as a caller gives them; the aligner reads their hashes, `anchorKeys`.
  public var anchors: Set<String> { didSet { anchorKeys = AnchorSet.keys(anchors) } }
  /// The anchors' hashes (`AnchorSet.key`), sorted and unique: what the aligner compares. The
  /// pipeline's items carry these alone (`AnchorSet.keys(of:)`), made from the text's bytes
  /// with no string per anchor; `anchors` is then empty.
  var anchorKeys: [UInt64]
  /// English side: a translation other sources already give for this item (the reference), if
  /// any. Other side: the item's own text. Compared with `SimilarityFeatures`.
  public var comparisonText: String?
  /// Other side: the English words it glosses in parentheses (`Glosses.ofKorean`). English
  /// side: those of its words that some item of the other side glosses. Evidence for a pair
  /// only. Word hashes, sorted and unique.
  public var glosses: [UInt64]
  /// Consonant skeletons of its words (`PhoneticKey.soundKeys`): a transliteration (`버튼`)
  /// sounds like the English word (`button`). Evidence for a pair only.
  public var sounds: [UInt64] = []
  /// A heading or a title line: it is translated as a block of its own, so the aligner links
  /// it 1:1 or leaves it alone, never merges it with a neighbouring paragraph.
  public var standsAlone = false
  /// Sentences in the item (`SentenceSplitter`): translators keep a paragraph's sentences far
  /// more often than they merge them, so a merged bead whose parts hold more sentences than the
  /// other side has likely swallowed a paragraph the other side left out.
  public var sentences = 1

  public init(length: Int, anchors: Set<String> = [], comparisonText: String? = nil, glosses: [UInt64] = []) {
    self.init(length: length, anchors: anchors, comparisonText: comparisonText, glosses: glosses, sentences: 1)
  }

  init(length: Int, anchors: Set<String>, comparisonText: String?, glosses: [UInt64] = [], sentences: Int) {
    self.length = length
    self.anchors = anchors
    anchorKeys = AnchorSet.keys(anchors)
    self.comparisonText = comparisonText
    self.glosses = glosses
    self.sentences = sentences
  }

  /// An English item; `reference` is the Korean of another source for the same paragraph.
  /// Made in the value returned (an item made, then given its sentences, was copied out: a
  /// retain and a release of each of its arrays per paragraph).
  public static func english(_ text: String, anchors: Set<String> = [], reference: String? = nil) -> AlignmentItem {
    AlignmentItem(length: LengthModel.length(of: text), anchors: anchors, comparisonText: reference,
                  sentences: max(1, SentenceSplitter.count(text)))
  }

  /// A Korean item (or the new English version when aligning two English versions).
  public static func translation(_ text: String, anchors: Set<String> = []) -> AlignmentItem {
    AlignmentItem(length: LengthModel.translationLength(of: text), anchors: anchors, comparisonText: text,
                  sentences: max(1, SentenceSplitter.count(text)))
  }
}
