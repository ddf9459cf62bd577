import BitextCLI

/// A `CommandOutput` that keeps everything in memory, for running the command line in tests.
struct CapturedOutput: CommandOutput, Sendable, Equatable {
  var standardOutput: String = ""
  var standardError: String = ""
  /// Pretend standard error is a terminal, to exercise the line-rewriting progress.
  var errorIsTerminal: Bool

  init(errorIsTerminal: Bool = false) {
    self.errorIsTerminal = errorIsTerminal
  }

  mutating func writeOutput(_ text: String) { standardOutput += text }
  mutating func writeError(_ text: String) { standardError += text }
  mutating func flush() {}
}
