/// Byte-level recognizers for the block syntax of one line. They look at raw UTF-8 and never
/// build a `String`; the parser calls them once per line.
enum MarkdownSyntax {
  /// What a line opens, by its first non-blank bytes.
  enum LineKind: Equatable {
    case blank
    case fence(marker: UInt8, count: Int)
    case heading(level: Int)
    case quote(level: Int)
    case listItem(level: Int)
    case tableRow
    case thematicBreak
    case html
    case text
  }

  struct LineSyntax: Equatable {
    var kind: LineKind
    /// Index of the first content byte after the block markers.
    var contentStart: Int
    /// Leading white space in columns (tab = 4), before any marker.
    var indent: Int
    /// The content follows a quote marker inside a list item (`- > 번역`): the translation
    /// under an item, as a `> ` quote is under a paragraph.
    var quoted = false
  }

  /// Skips spaces, tabs, NO-BREAK SPACE (C2 A0), IDEOGRAPHIC SPACE (E3 80 80) and a stray BOM.
  static func skipSpace(_ b: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    var i = start
    while i < b.count {
      let c = b[i]
      if c == .space || c == .tab { i += 1 }
      else if c == 0xC2, i + 1 < b.count, b[i + 1] == 0xA0 { i += 2 }
      else if c == 0xE3, i + 2 < b.count, b[i + 1] == 0x80, b[i + 2] == 0x80 { i += 3 }
      else if c == 0xEF, i + 2 < b.count, b[i + 1] == 0xBB, b[i + 2] == 0xBF { i += 3 }
      else { break }
    }
    return i
  }

  static func classify(_ b: UnsafeBufferPointer<UInt8>) -> LineSyntax {
    var indent = 0
    var i = 0
    while i < b.count, b[i] == .space || b[i] == .tab { indent += b[i] == .tab ? 4 : 1; i += 1 }
    i = skipSpace(b, from: i)
    guard i < b.count else { return LineSyntax(kind: .blank, contentStart: i, indent: indent) }
    let c = b[i]
    if c == .backtick || c == .tilde, let count = run(of: c, in: b, from: i), count >= 3 {
      return LineSyntax(kind: .fence(marker: c, count: count), contentStart: i + count, indent: indent)
    }
    if c == .numberSign, let count = run(of: c, in: b, from: i), count <= 6,
       i + count == b.count || b[i + count] == .space || b[i + count] == .tab {
      return LineSyntax(kind: .heading(level: count), contentStart: skipSpace(b, from: i + count), indent: indent)
    }
    if c == .greaterThan {
      var level = 0
      var j = i
      while j < b.count, b[j] == .greaterThan { level += 1; j = skipSpace(b, from: j + 1) }
      return LineSyntax(kind: j == b.count ? .blank : .quote(level: level), contentStart: j, indent: indent)
    }
    if isThematicBreak(b, from: i) { return LineSyntax(kind: .thematicBreak, contentStart: b.count, indent: indent) }
    if let afterMarker = listMarkerEnd(b, from: i) {
      var j = skipSpace(b, from: afterMarker)
      // `- >  Korean`: a list item whose content is quoted (the translation under an item).
      let content = j
      while j < b.count, b[j] == .greaterThan { j = skipSpace(b, from: j + 1) }
      if j == b.count { return LineSyntax(kind: .blank, contentStart: j, indent: indent) }
      return LineSyntax(kind: .listItem(level: indent / 2), contentStart: j, indent: indent, quoted: j != content)
    }
    if c == .pipe { return LineSyntax(kind: .tableRow, contentStart: i, indent: indent) }
    if c == .lessThan, i + 1 < b.count, b[i + 1].isASCIILetter || b[i + 1] == .slash || b[i + 1] == .exclamation {
      return LineSyntax(kind: .html, contentStart: i, indent: indent)
    }
    return LineSyntax(kind: .text, contentStart: i, indent: indent)
  }

  static func run(of byte: UInt8, in b: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    var j = start
    while j < b.count, b[j] == byte { j += 1 }
    return j - start
  }

  /// `---`, `***`, `___` (three or more, spaces allowed), alone on the line.
  static func isThematicBreak(_ b: UnsafeBufferPointer<UInt8>, from start: Int) -> Bool {
    let c = b[start]
    guard c == .hyphen || c == .asterisk || c == .underscore else { return false }
    var count = 0
    for j in start..<b.count {
      if b[j] == c { count += 1 } else if b[j] != .space && b[j] != .tab { return false }
    }
    return count >= 3
  }

  /// End of `- `, `* `, `+ `, `1. `, `1) ` (the marker must be followed by a space or the end).
  static func listMarkerEnd(_ b: UnsafeBufferPointer<UInt8>, from i: Int) -> Int? {
    let c = b[i]
    if c == .hyphen || c == .asterisk || c == .plus {
      if i + 1 == b.count || b[i + 1] == .space || b[i + 1] == .tab { return i + 1 }
      return nil
    }
    var j = i
    while j < b.count, j - i < 9, b[j].isASCIIDigit { j += 1 }
    guard j > i, j < b.count, b[j] == .period || b[j] == .closeParen else { return nil }
    guard j + 1 == b.count || b[j + 1] == .space || b[j + 1] == .tab else { return nil }
    return j + 1
  }

  /// A table rule such as `| --- | :---: |`: only pipes, hyphens, colons and spaces.
  static func isTableRule(_ b: UnsafeBufferPointer<UInt8>, from start: Int) -> Bool {
    var hyphens = 0
    for j in start..<b.count {
      switch b[j] {
      case .hyphen: hyphens += 1
      case .pipe, .colon, .space, .tab: continue
      default: return false
      }
    }
    return hyphens > 0
  }
}
