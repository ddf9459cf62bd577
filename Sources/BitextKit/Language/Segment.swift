/// A span of one language inside a block: the unit pairing works with. A block of one language
/// is one segment; a line such as `Important The clock appears … 시계는 …` gives two.
public struct Segment: Sendable, Equatable {
  public var language: Language
  public var text: String
  public var location: SourceLocation
  public var kind: BlockKind
  public var level: Int
  /// From a block set off by a quote marker (`Block.quoted`).
  public var quoted: Bool
  /// The marks of its block (`Block.marks`): link targets and heading ids a translation keeps.
  public var marks: [UInt64]

  public init(language: Language, text: String, location: SourceLocation, kind: BlockKind, level: Int = 0, quoted: Bool = false,
              marks: [UInt64] = []) {
    self.language = language
    self.text = text
    self.location = location
    self.kind = kind
    self.level = level
    self.quoted = quoted || kind == .quote
    self.marks = marks
  }
}
