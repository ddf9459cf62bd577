import BitextKit

/// `bitext check [PATH ...]`: read and pair like `align`, write no files, report findings.
struct CheckCommand: Equatable {
  var options: AlignmentOptions
  var format: FindingsFormat
  var failOn: FailureLevel
  var quiet: Bool

  static let definition = CommandDefinition(
    name: "check",
    abstract: "Report missing and divergent translations.",
    discussion: "Reads and pairs the paths like 'bitext align' but writes no files. Findings go "
      + "to standard output, one per line as 'file:line:col: severity: [code] message', the "
      + "shape editors and CI logs understand; progress and a summary go to standard error.",
    arguments: [AlignCommand.pathArgument],
    options: [
      OptionDefinition(
        "format", value: "format",
        help: "How findings are printed: text (one per line) or json. (default: text)"),
      OptionDefinition(
        "fail-on", value: "level",
        help: "The lowest severity that makes the exit status 1: error or warning. (default: error)"),
      AlignCommand.quietOption,
      GroupOption.definition,
      CheckOptions.glossary,
      CheckOptions.disable,
      .help,
    ],
    exitStatus: "0 no finding at the --fail-on level, 1 such findings or an input that could not "
      + "be read, 2 usage error.")

  init(options: AlignmentOptions, format: FindingsFormat, failOn: FailureLevel, quiet: Bool) {
    self.options = options
    self.format = format
    self.failOn = failOn
    self.quiet = quiet
  }

  init(_ arguments: Arguments) throws(UsageError) {
    let command = Self.definition
    options = AlignmentOptions(writesOutputs: false)
    if !arguments.positionals.isEmpty { options.inputs = arguments.positionals }
    options.groupOverrides = try GroupOption.parse(arguments.values["group", default: []], command: command)
    options.checks = try CheckOptions.parse(arguments, command: command)
    format = try arguments.choice("format", for: command) ?? .text
    failOn = try arguments.choice("fail-on", for: command) ?? .error
    quiet = arguments.has("quiet")
  }

  func run(environment: [String: String], output: inout some CommandOutput) -> ExitCode {
    do throws(UsageError) {
      try InputPaths.requireExisting(options.inputs, command: Self.definition)
    } catch {
      output.writeError(error.report)
      return .usage
    }
    let (summary, result) = PipelineRunner.execute(options, quiet: quiet, environment: environment, output: &output)
    printFindings(result, to: &output)
    return exitCode(for: summary)
  }

  /// Findings on standard output: for `.text` one `file:line:col: severity: [code] message`
  /// line each, the shape editors and CI logs jump to, then its related places (the other
  /// source, the current English, the first copy) as `file:line:col: note: …` lines, as
  /// compilers print notes; for `.json` the same document as
  /// `findings.json`.
  private func printFindings(_ result: RunResult, to output: inout some CommandOutput) {
    switch format {
    case .text:
      // One finding, one line: a file name with a newline or an escape must not split it or
      // drive the terminal.
      for finding in result.findings {
        output.writeOutput(LogPrinter.printable(finding.description) + "\n")
        for note in finding.notes where note.location != nil { output.writeOutput(LogPrinter.printable(note.description) + "\n") }
      }
    case .json:
      var writer = FindingsJSONWriter(sink: [UInt8]())
      try? writer.write(result)  // an in-memory sink cannot fail
      output.writeOutput(String(decoding: writer.sink, as: UTF8.self))
    }
  }

  /// 1 when a finding at or above `--fail-on` exists or an input could not be read, else 0.
  func exitCode(for summary: RunSummary) -> ExitCode {
    let threshold: Finding.Severity = failOn == .error ? .error : .warning
    if summary.findings.contains(where: { $0.severity >= threshold }) { return .findings }
    return AlignCommand.exitCode(for: summary)
  }
}
