/// The only place that knows every stage: reads the inputs, pairs, aligns, checks and writes.
/// (Stub until the pipeline lands: reads nothing.)
public enum AlignmentRun {
  /// Runs the whole pipeline. `log` receives one human-readable line per event worth telling
  /// on stderr (a file read, an unreadable input, the final summary); the caller decides
  /// whether to print it (`--quiet`).
  public static func run(_ options: AlignmentOptions, log: (String) -> Void) -> RunSummary {
    RunSummary()
  }
}
