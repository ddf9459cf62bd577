/// The anchors the aligner compares, in one convention for both sides: normalized numbers
/// (digits and number words, so `three` meets `3`/`세`) and names by their shape (`iOS`,
/// `UIBarButtonSystemItemFixedSpace`, `60x60`, `WWDC`). Capitalized ordinary words are left out
/// on both sides: English capitalizes every sentence start, and a Korean gloss such as
/// `스타일(Style)` would otherwise count against every pair that lacks it.
public enum AnchorSet {
  /// The numbers, number words and strong names' keys of `Anchors(text)`. The aligner reads
  /// their hashes instead (`keys(of:)`).
  public static func of(_ text: String) -> Set<String> {
    let anchors = Anchors(text)
    var set = Set(anchors.numbers)
    set.formUnion(anchors.numberWords)
    for term in anchors.terms where term.isStrongName { set.insert(anchors.key(of: term)) }
    return set
  }

  /// The same convention for the translation side.
  public static func ofTranslation(_ text: String) -> Set<String> { of(text) }

  /// The hashes (`key`) of `of(text)`, sorted and unique, read by the scanner's alignment
  /// mode, which makes no string for a word it keeps (a `Set<String>` per paragraph, interned
  /// again by every stretch the aligner prepares, was most of the anchors' time).
  static func keys(of text: String) -> [UInt64] {
    var scanner = AnchorScanner(alignmentOnly: true)
    return keys(of: text, reusing: &scanner)
  }

  /// `keys(of:)` read with `scanner`, an `alignmentOnly` one, reset first: a caller reading many
  /// texts makes one scanner (a new one per paragraph was made and destroyed, its keys' array
  /// grown from nothing, ~700 instructions a paragraph besides the scan).
  static func keys(of text: String, reusing scanner: inout AnchorScanner) -> [UInt64] {
    scanner.reset()
    var copy = text
    copy.withUTF8 { scanner.scan($0) }
    var keys = scanner.alignmentKeys  // the scanner keeps its own room: sorting copies these
    keys.sortUnique()
    return keys
  }

  /// The hashes of `anchors`, sorted and unique.
  static func keys(_ anchors: Set<String>) -> [UInt64] {
    anchors.map(key).sortedUnique()
  }

  /// An anchor's hash (`Anchors.hash`), as the scanner's alignment mode makes it.
  static func key(_ anchor: String) -> UInt64 { Anchors.hash(anchor) }

  /// What two translations must not disagree on: numbers and names by shape (iPadOS,
  /// UINavigationBar, ToolbarItemPlacement.primaryAction). Capitalized words (Keynote, Magic
  /// Trackpad) and all-caps words (DEVELOPER NOTE, PNG) are left out: one translator
  /// transliterating or translating them and another keeping them is a style difference.
  public static func material(_ text: String) -> Set<String> {
    let anchors = Anchors(text)
    var set = Set(anchors.numbers)
    for term in anchors.terms where term.isStrongName && term.shape != .allCaps {
      set.insert(anchors.key(of: term))
    }
    return set
  }
}
