import BitextKit

/// Runs `AlignmentRun` for a command and routes its log to standard error: the one place the
/// command line touches the pipeline.
enum PipelineRunner {
  static func run(_ options: AlignmentOptions, quiet: Bool, environment: [String: String],
                  output: inout some CommandOutput) -> RunSummary {
    execute(options, quiet: quiet, environment: environment, output: &output).summary
  }

  static func execute(_ options: AlignmentOptions, quiet: Bool, environment: [String: String],
                      output: inout some CommandOutput) -> (summary: RunSummary, result: RunResult) {
    var printer = LogPrinter(errorIsTerminal: output.errorIsTerminal, environment: environment)
    let outcome = AlignmentRun.execute(options) { line in
      if !quiet { printer.print(line, to: &output) }
    }
    printer.finish(to: &output)
    if quiet {
      reportFailedInputs(outcome.summary.failedInputs, to: &output)
      for path in outcome.summary.incompleteInputs { output.writeError(LogPrinter.printable("\(path): warning: read only in part or no text") + "\n") }
    }
    return outcome
  }

  /// `--quiet` silences the log, which is where failed inputs are explained; a failed input
  /// still sets exit status 1, so say which one in the compiler's shape.
  private static func reportFailedInputs(_ paths: [String], to output: inout some CommandOutput) {
    for path in paths { output.writeError(LogPrinter.printable("\(path): error: could not be read") + "\n") }
  }
}
