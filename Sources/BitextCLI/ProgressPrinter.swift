import BitextKit

/// Shows where a run is (`RunProgress`: files and bytes read, pages aligned, the line a
/// streamed document has reached) on the terminal's status line, for runs over a second: a
/// shorter run prints nothing more than it did. Through `LogPrinter`, so the progress line is
/// rewritten in place, diagnostics stay above it and the summary replaces it at the end.
///
/// Shown only when standard error is a terminal that can rewrite a line (not `TERM=dumb`) and
/// without `--quiet`: a pipe, a CI log or a file gets no progress at all.
struct ProgressPrinter {
  let isShown: Bool
  /// Seconds from the start before the first progress line, and between two of the same stage.
  let delay: Double
  let interval: Double
  private let start = ContinuousClock.now
  private var shownAt: ContinuousClock.Instant?
  private var shownStage: RunProgress.Stage?
  private var shownText = ""

  init(isShown: Bool, delay: Double = 1, interval: Double = 0.1) {
    self.isShown = isShown
    self.delay = delay
    self.interval = interval
  }

  /// `BITEXT_TEST_PROGRESS_AFTER_MS` sets the delay (tests use 0, to see every stage of a
  /// run that takes milliseconds; the interval is then 0 too).
  init(printer: LogPrinter, quiet: Bool, environment: [String: String]) {
    let delay = environment["BITEXT_TEST_PROGRESS_AFTER_MS"].flatMap(Double.init).map { $0 / 1000 }
    self.init(isShown: printer.rewritesLines && !quiet, delay: delay ?? 1, interval: delay.map { min($0, 0.1) } ?? 0.1)
  }

  mutating func show(_ progress: RunProgress, with printer: inout LogPrinter, to output: inout some CommandOutput) {
    guard isShown else { return }
    let now = ContinuousClock.now
    guard Self.seconds(now - start) >= delay else { return }
    if progress.stage == shownStage, let shownAt, Self.seconds(now - shownAt) < interval { return }
    let text = progress.description
    guard text != shownText else { return }
    printer.print(text, to: &output)
    shownAt = now
    shownStage = progress.stage
    shownText = text
  }

  private static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }
}
