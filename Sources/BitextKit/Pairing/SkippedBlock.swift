/// Input that is deliberately not exported as translation, with the reason, so the report can
/// list it and nothing silently disappears (page chrome, images, code, untranslated headings).
public struct SkippedBlock: Sendable, Equatable {
  public var location: SourceLocation
  public var reason: String
  /// The block's text (shortened for display by the writers, not here).
  public var text: String
  /// English that its own document leaves untranslated but that another source of the page
  /// may translate (a heading, a short line): cross-source alignment still pairs it, and it is
  /// never reported missing.
  public var alignable: Optional<Segment>
  /// The kind of block skipped whole (code, an image, markup); nil for a segment of one.
  public var kind: Optional<BlockKind>

  public init(location: SourceLocation, reason: String, text: String, alignable: Segment? = nil, kind: BlockKind? = nil) {
    self.location = location
    self.reason = reason
    self.text = text
    self.alignable = alignable
    self.kind = kind
  }
}
