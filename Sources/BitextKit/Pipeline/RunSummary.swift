/// The outcome of a run, for the final stderr line and the exit code.
public struct RunSummary: Sendable, Equatable {
  public var filesRead: Int = 0
  public var units: Int = 0
  public var aligned: Int = 0
  public var missing: Int = 0
  public var extra: Int = 0
  /// Inputs that could not be read (missing, unreadable, binary): each makes the exit code 1.
  public var failedInputs: [String] = []
  /// Inputs read only in part (invalid UTF-8 replaced, over-long lines cut) or with no text at
  /// all: the run went on, but the memory does not hold what the file says, so exit status 1.
  public var incompleteInputs: [String] = []
  /// The output directory, when the exports could not be written there (not creatable, locked
  /// by another run, a full disk): the previous outputs are unchanged; exit status 1.
  public var failedOutput: String?
  /// Output files written (empty for `check`).
  public var outputs: [String] = []
  public var seconds: Double = 0
  /// Every finding of the run, sorted by file and line (`check` prints them).
  public var findings: [Finding] = []
  /// Findings of streamed documents beyond the ones kept (`RunResult.omittedFindings`).
  public var omittedFindings = 0

  public init() {}
}

extension RunSummary {
  /// Takes the run's findings and its units by status (held and streamed).
  mutating func count(_ result: RunResult) {
    findings = result.findings
    omittedFindings = result.omittedFindings.total
    let counts = result.unitCounts
    aligned = counts.aligned
    missing = counts.missing
    extra = counts.extra
    units = counts.total
  }
}
