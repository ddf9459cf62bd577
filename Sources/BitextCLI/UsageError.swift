/// A command line that cannot run: unknown option, missing or invalid value, malformed
/// `--group`. Carries the command it belongs to, so the message ends with that command's usage
/// line and a pointer to its help, as argument-parser and compilers do.
struct UsageError: Error, Equatable, CustomStringConvertible {
  /// One sentence, without the `Error: ` prefix (the printer adds it).
  var message: String
  /// The command whose usage line and `--help` hint follow the message.
  var command: CommandDefinition

  var description: String { message }

  /// The three lines printed on standard error.
  var report: String {
    """
    Error: \(message)
    Usage: \(command.usage)
      See '\(command.helpInvocation)' for more information.

    """
  }
}
