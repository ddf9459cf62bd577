/// The anchors the aligner compares, in one convention for both sides: normalized numbers
/// (digits and number words, so `three` meets `3`/`세`) and names by their shape (`iOS`,
/// `UIBarButtonSystemItemFixedSpace`, `60x60`, `WWDC`). Capitalized ordinary words are left out
/// on both sides: English capitalizes every sentence start, and a Korean gloss such as
/// `스타일(Style)` would otherwise count against every pair that lacks it.
public enum AnchorSet {
  /// Read by the scanner's alignment mode, which makes strings only of what it keeps; the
  /// same set as the numbers, number words and strong names' keys of `Anchors(text)`.
  public static func of(_ text: String) -> Set<String> {
    var scanner = AnchorScanner(alignmentOnly: true)
    var copy = text
    copy.withUTF8 { scanner.scan($0) }
    return scanner.alignmentSet
  }

  /// The same convention for the translation side.
  public static func ofTranslation(_ text: String) -> Set<String> { of(text) }

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
}
