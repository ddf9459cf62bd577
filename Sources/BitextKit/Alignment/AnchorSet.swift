/// The anchors the aligner compares, in one convention for both sides: normalized numbers
/// (digits and number words, so `three` meets `3`/`세`) and the lowercased Latin names a
/// translation keeps (`ios`, `sf symbols` parts, `uibarbuttonsystemitemfixedspace`). Ordinary
/// English words are left out: a Korean translation does not keep them.
public enum AnchorSet {
  public static func of(_ text: String) -> Set<String> {
    let anchors = Anchors(text)
    var set = Set(anchors.numbers)
    set.formUnion(anchors.numberWords)
    for term in anchors.terms where term.isNameCandidate { set.insert(term.key) }
    return set
  }

  /// What two translations must not disagree on: numbers and names by shape (iPadOS,
  /// UINavigationBar, ToolbarItemPlacement.primaryAction). Capitalized words (Keynote, Magic
  /// Trackpad) and all-caps words (DEVELOPER NOTE, PNG) are left out: one translator
  /// transliterating or translating them and another keeping them is a style difference.
  public static func material(_ text: String) -> Set<String> {
    let anchors = Anchors(text)
    var set = Set(anchors.numbers)
    for term in anchors.terms where term.isStrongName && term.shape != .allCaps {
      set.insert(term.key)
    }
    return set
  }

  /// For Korean text every Latin token is a name it kept from the English.
  public static func ofTranslation(_ text: String) -> Set<String> {
    let anchors = Anchors(text)
    var set = Set(anchors.numbers)
    set.formUnion(anchors.numberWords)
    for term in anchors.terms { set.insert(term.key) }
    return set
  }
}
