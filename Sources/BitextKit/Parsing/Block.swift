/// One structural block of a document: a paragraph (possibly hard-wrapped over several
/// lines), a heading, a list item, a quote, a table row… `text` is plain text for people and
/// translation memories: block markers (`#`, `- `, `> `, `|`) and inline markup (`**`, links)
/// are removed, NO-BREAK SPACE becomes a space and runs of white space become one space.
public struct Block: Sendable, Equatable {
  public var kind: BlockKind
  public var text: String
  public var location: SourceLocation
  /// Heading level (1–6) for `.heading`, nesting depth for quotes and list items, else 0.
  public var level: Int

  public init(kind: BlockKind, text: String, location: SourceLocation, level: Int = 0) {
    self.kind = kind
    self.text = text
    self.location = location
    self.level = level
  }
}
