/// The process exit status, in the three values scripts and CI rely on (see `EXIT STATUS` in the
/// help texts). Kept to three so a caller can tell "fix the input" (1) from "fix the command" (2).
public enum ExitCode: Int32, Sendable, Equatable {
  /// Every input was read and no finding reached the `--fail-on` level.
  case success = 0
  /// An input could not be read, or (for `check`) a finding reached the `--fail-on` level.
  case findings = 1
  /// The command line itself is wrong: unknown option, missing value, malformed `--group`.
  case usage = 2
}
