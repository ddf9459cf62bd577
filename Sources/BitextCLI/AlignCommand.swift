import BitextKit

/// `bitext align [PATH ...]`: pair, align and write the exports. Also what `bitext` runs when
/// no subcommand is given.
struct AlignCommand: Equatable {
  var options: AlignmentOptions
  /// `--quiet`: no progress or summary on standard error (errors still are).
  var quiet: Bool

  static let pathArgument = ArgumentDefinition(
    name: "path", repeats: true,
    help: "Files or folders to read. Folders are read recursively (*.md, *.markdown, *.mdx, *.txt, *.text, *.tsv). "
      + "'-' reads standard input. (default: corpus)")

  static let quietOption = OptionDefinition(
    "quiet", help: "Print no progress and no summary on standard error; errors are still printed.")

  static let definition = CommandDefinition(
    name: "align",
    abstract: "Pair and align the sources, write TMX, CSV and a report.",
    discussion: "Reads each path, pairs English paragraphs with their Korean translations, aligns "
      + "the documents of one source with each other, and writes alignment.csv, alignment.tmx and "
      + "report.md into the output directory (created if missing). Each file is written to a "
      + "temporary file in that directory and renamed into place, so an interrupted run never "
      + "leaves a half-written export.\n\n"
      + "Progress and a summary go to standard error.",
    arguments: [pathArgument],
    options: [
      OptionDefinition("out", value: "directory", help: "Where to write the exports. (default: out)"),
      GroupOption.definition,
      quietOption,
      OptionDefinition(
        "raw-csv", help: "Write CSV cells as they are. By default a cell starting with =, +, -, @, "
          + "tab or carriage return gets a leading ' so spreadsheets don't run it as a formula."),
      OptionDefinition("excel", help: "Start alignment.csv with a UTF-8 byte order mark, so Excel opens it as UTF-8."),
      CheckOptions.glossary,
      CheckOptions.disable,
      MemoryOptions.tmx,
      MemoryOptions.minimumScore,
      MemoryOptions.segment,
      MemoryOptions.review,
      OptionDefinition(
        "ko-code", value: "code",
        help: "The xml:lang of the Korean side in the TMX, such as ko or ko-KR (CAT tools match "
          + "them differently). (default: ko)"),
      .help,
    ],
    exitStatus: "0 every input was read, 1 an input could not be read or the outputs could not be written, 2 usage error "
      + "(also a path that does not exist).")

  init(options: AlignmentOptions, quiet: Bool) {
    self.options = options
    self.quiet = quiet
  }

  /// From scanned arguments; `command` names the command in usage errors.
  init(_ arguments: Arguments, command: CommandDefinition = definition) throws(UsageError) {
    options = AlignmentOptions()
    if !arguments.positionals.isEmpty { options.inputs = arguments.positionals }
    if let out = arguments.value("out") { options.outputDirectory = out }
    options.groupOverrides = try GroupOption.parse(arguments.values["group", default: []], command: command)
    options.neutralizesFormulas = !arguments.has("raw-csv")
    options.writesExcelBOM = arguments.has("excel")
    options.checks = try CheckOptions.parse(arguments, command: command)
    options.tmx = try MemoryOptions.parse(arguments, command: command)
    options.review = try MemoryOptions.review(arguments, command: command)
    options.segmentType = try MemoryOptions.segmentType(arguments, command: command)
    if let code = arguments.value("ko-code") {
      options.koreanLanguageCode = try Self.languageCode(code, command: command)
    }
    quiet = arguments.has("quiet")
  }

  func run(environment: [String: String], output: inout some CommandOutput) -> ExitCode {
    do throws(UsageError) {
      try InputPaths.requireExisting(options.inputs, command: Self.definition)
    } catch {
      output.writeError(error.report)
      return .usage
    }
    var options = options
    if let gate = environment["BITEXT_TEST_RENAME_GATE"], !gate.isEmpty { options.renameGate = gate }
    let summary = PipelineRunner.run(options, quiet: quiet, environment: environment, output: &output)
    return Self.exitCode(for: summary)
  }

  /// 1 as soon as one input failed or was read only in part: a memory silently missing a document is worse than a
  /// failed build.
  static func exitCode(for summary: RunSummary) -> ExitCode {
    summary.failedInputs.isEmpty && summary.incompleteInputs.isEmpty && summary.failedOutput == nil ? .success : .findings
  }

  /// A BCP 47-shaped tag (letters, digits, hyphens; starting with a letter), because it lands
  /// verbatim in `xml:lang` attributes.
  private static func languageCode(_ code: String, command: CommandDefinition) throws(UsageError) -> String {
    let valid = code.utf8.first.map { $0.isASCIILetter } == true
      && code.utf8.allSatisfy { $0.isASCIILetter || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || $0 == UInt8(ascii: "-") }
    guard valid else {
      throw UsageError(message: "Invalid value '\(code)' for '--ko-code <code>': expected a language tag such as 'ko' or 'ko-KR'.",
                       command: command)
    }
    return code
  }
}

private extension UInt8 {
  var isASCIILetter: Bool { (self | 0x20) >= UInt8(ascii: "a") && (self | 0x20) <= UInt8(ascii: "z") }
}
