/// Where a run writes: findings and help to standard output, progress and errors to standard
/// error. A protocol so tests run the command line in-process and read what it wrote
/// (`CapturedOutput`), while the executable writes to the real file descriptors.
public protocol CommandOutput {
  /// Text for standard output (help, version, findings): what a pipe should receive.
  mutating func writeOutput(_ text: String)
  /// Text for standard error (progress, summary, usage errors).
  mutating func writeError(_ text: String)
  /// Writes out anything buffered; called once at the end of a run.
  mutating func flush()
  /// Whether standard error is an interactive terminal: only then may progress rewrite a line.
  var errorIsTerminal: Bool { get }
}
