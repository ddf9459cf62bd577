/// A `CommandOutput` that keeps everything in memory, for running the command line in tests.
public struct CapturedOutput: CommandOutput, Sendable, Equatable {
  public var standardOutput: String = ""
  public var standardError: String = ""
  /// Pretend standard error is a terminal, to exercise the line-rewriting progress.
  public var errorIsTerminal: Bool

  public init(errorIsTerminal: Bool = false) {
    self.errorIsTerminal = errorIsTerminal
  }

  public mutating func writeOutput(_ text: String) { standardOutput += text }
  public mutating func writeError(_ text: String) { standardError += text }
  public mutating func flush() {}
}
