import BitextKit

/// Runs `AlignmentRun` for a command and routes its log to standard error: the one place the
/// command line touches the pipeline.
enum PipelineRunner {
  static func run(_ options: AlignmentOptions, quiet: Bool, environment: [String: String],
                  output: inout some CommandOutput) -> RunSummary {
    let (summary, result) = execute(options, quiet: quiet, environment: environment, output: &output)
    AlignmentRun.release(consume result)
    return summary
  }

  static func execute(_ options: AlignmentOptions, quiet: Bool, environment: [String: String],
                      output: inout some CommandOutput) -> (summary: RunSummary, result: RunResult) {
    var printer = LogPrinter(errorIsTerminal: output.errorIsTerminal, environment: environment)
    var progress = ProgressPrinter(printer: printer, quiet: quiet, environment: environment)
    // `--quiet` silences progress and summaries only: errors and warnings are printed as they
    // are, with their cause (`No space left on device`), never rephrased.
    let outcome = AlignmentRun.execute(options, log: { line in
      if !quiet || LogPrinter.isDiagnostic(line) { printer.print(line, to: &output) }
    }, progress: { where_ in
      progress.show(where_, with: &printer, to: &output)
    })
    printer.finish(to: &output)
    return outcome
  }
}
