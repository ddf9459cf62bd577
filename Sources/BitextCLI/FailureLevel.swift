/// The lowest finding severity that makes `bitext check` exit with status 1 (`--fail-on`).
enum FailureLevel: String, CaseIterable, Sendable {
  /// Only errors fail the run; warnings are printed but pass.
  case error
  /// Warnings fail the run too (strict CI).
  case warning
}
