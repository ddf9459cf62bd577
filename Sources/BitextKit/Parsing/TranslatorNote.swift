/// Recognizes translator notes by their marker, in any document: a summary line starting with
/// an arrow (`→`, `⇒`, `->`, `=>`) or a line starting with a Korean translator-note label
/// (`역자첨언`, `역자 첨언`, `역자 주`, `역주`, `옮긴이 주`, `번역자 주`), or the reference mark `※`.
/// Such lines are not translations, even though they are Korean, so pairing attaches them to the
/// unit above (a `※` line only once the English above it has its Korean: see `isWeak`).
enum TranslatorNote {
  static let arrows: [[UInt8]] = ["→", "⇒", "->", "=>"].map { Array($0.utf8) }
  static let labels: [[UInt8]] = ["역자첨언", "역자 첨언", "역자 주", "역자주", "역주", "옮긴이 주", "옮긴이주", "번역자 주", "번역자주"]
    .map { Array($0.utf8) }

  /// `※`, the Korean reference mark: a remark after the Korean, kept whole. Weak: pairing
  /// takes it as a translation when it follows English still waiting for its Korean.
  static let referenceMark: [UInt8] = Array("※".utf8)

  static func isWeak(_ text: String) -> Bool { text.utf8.starts(with: referenceMark) }

  /// The bytes a note can start with: the first of each arrow, label and the reference mark,
  /// and `(`, `[` (a label set in brackets). Asked of every line of text, most of which no
  /// marker starts: one lookup rules them out before any marker is compared.
  static let startsNote: [Bool] = {
    var table = [Bool](repeating: false, count: 256)
    for marker in arrows + labels + [referenceMark, [.openParen], [.openBracket]] { table[Int(marker[0])] = true }
    return table
  }()

  /// The first two bytes of each marker that starts with a non-ASCII byte (every such marker is
  /// two bytes or more): most Korean lines start with a lead byte that a label shares, and
  /// their second byte rules them out before any marker is compared.
  static let nonASCIIStarts: [UInt16] = (arrows + labels + [referenceMark]).filter { $0[0] >= 0x80 }.map { UInt16($0[0]) << 8 | UInt16($0[1]) }

  /// The note's text without its arrow (labels are kept: a bare `역자첨언` marker is the note),
  /// or nil when the plain text is not a note.
  static func note(in text: [UInt8]) -> [UInt8]? {
    guard let first = text.first, startsNote[Int(first)] else { return nil }
    guard first < 0x80 || text.count >= 2 && nonASCIIStarts.contains(UInt16(first) << 8 | UInt16(text[1])) else { return nil }
    for arrow in arrows where text.starts(with: arrow) {
      let rest = text.dropFirst(arrow.count).drop { $0 == .space }
      return rest.isEmpty ? text : Array(rest)
    }
    for label in labels where text.starts(with: label) {
      let next = text.count > label.count ? text[label.count] : .space
      // `역주` must not match a word that merely starts with it (e.g. `역주행`).
      if next == .space || next == .colon || next == .closeParen || next == .closeBracket || next == .hyphen || text.count == label.count {
        return text
      }
    }
    if text.starts(with: referenceMark) { return text }
    if text.first == .openParen || text.first == .openBracket {
      let inner = Array(text.dropFirst())
      for label in labels where inner.starts(with: label) { return text }
    }
    return nil
  }
}
