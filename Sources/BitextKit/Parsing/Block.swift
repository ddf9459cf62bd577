/// One structural block of a document: a paragraph (possibly hard-wrapped over several
/// lines), a heading, a list item, a quote, a table row… Text is plain text for people and
/// translation memories: block markers (`#`, `- `, `> `, `|`) and inline markup (`**`, links)
/// are removed, NO-BREAK SPACE becomes a space and runs of white space become one space.
///
/// The text is kept per source line (`lines`), because a run of lines that the parser joins as
/// one wrapped paragraph can still turn out to hold two languages (English line, Korean line);
/// the language stage splits there and keeps every segment's own line.
public struct Block: Sendable, Equatable {
  public var kind: BlockKind
  /// Plain text of each source line of the block, in order, from `location.firstLine`.
  public var lines: [String]
  public var location: SourceLocation
  /// Heading level (1–6) for `.heading`, nesting depth for quotes and list items, else 0.
  public var level: Int
  /// Set off by a quote marker: a `> ` quote, or a list item whose content is quoted (`- > …`),
  /// the way a translation is set under its source in the blockquote layout.
  public var quoted: Bool
  /// Hashes of what its markup holds that survives translation and that the text drops: link
  /// and image targets, heading ids (`InlineMarkup.mark`), sorted and unique.
  public var marks: [UInt64]

  public init(kind: BlockKind, lines: [String], location: SourceLocation, level: Int = 0, quoted: Bool = false, marks: [UInt64] = []) {
    self.kind = kind
    self.lines = lines
    self.location = location
    self.level = level
    self.quoted = quoted || kind == .quote
    self.marks = marks
  }

  public init(kind: BlockKind, text: String, location: SourceLocation, level: Int = 0) {
    self.init(kind: kind, lines: [text], location: location, level: level)
  }

  /// The block's lines joined with one space.
  public var text: String { lines.count == 1 ? lines[0] : lines.filter { !$0.isEmpty }.joined(separator: " ") }

  /// `text.utf8.count`, without joining the lines.
  var textByteCount: Int {
    var count = 0, nonEmpty = 0
    for line in lines where !line.isEmpty {
      count += line.utf8.count
      nonEmpty += 1
    }
    return count + max(nonEmpty - 1, 0)
  }
}
