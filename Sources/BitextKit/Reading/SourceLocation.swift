/// Where a piece of text came from: the path as the user gave or the run found it, and the
/// 1-based first and last line. Lines are counted the way `wc -l` and editors count them
/// (LF, CRLF and lone CR each end a line), so a location can be pasted into an editor.
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
  public var file: String
  public var firstLine: Int
  public var lastLine: Int

  public init(file: String, firstLine: Int, lastLine: Int? = nil) {
    self.file = file
    self.firstLine = firstLine
    self.lastLine = lastLine ?? firstLine
  }

  /// `path:line`, the shape compilers print and editors jump to.
  public var description: String { "\(file):\(firstLine)" }

  /// The smallest location covering both.
  public func extended(to other: SourceLocation) -> SourceLocation {
    SourceLocation(file: file, firstLine: min(firstLine, other.firstLine), lastLine: max(lastLine, other.lastLine))
  }
}
