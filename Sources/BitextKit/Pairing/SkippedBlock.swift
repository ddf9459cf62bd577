/// Input that is deliberately not exported as translation, with the reason, so the report can
/// list it and nothing silently disappears (page chrome, images, code, untranslated headings).
public struct SkippedBlock: Sendable, Equatable {
  public var location: SourceLocation
  public var reason: String
  /// The block's text (shortened for display by the writers, not here).
  public var text: String

  public init(location: SourceLocation, reason: String, text: String) {
    self.location = location
    self.reason = reason
    self.text = text
  }
}
