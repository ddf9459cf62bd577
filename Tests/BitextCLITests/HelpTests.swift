import Testing
@testable import BitextCLI

@Suite struct HelpTests {
  private func run(_ arguments: [String]) -> (ExitCode, CapturedOutput) {
    var output = CapturedOutput()
    let code = CLI.run(arguments, environment: [:], output: &output)
    return (code, output)
  }

  static let commands: [(arguments: [String], options: [String])] = [
    (["--help"], ["--version", "-h, --help"]),
    (["-h"], ["--version", "-h, --help"]),
    (["help"], ["--version", "-h, --help"]),
    (["align", "--help"], ["--out <directory>", "--group <name=path,path>", "--quiet", "--raw-csv", "--excel",
                           "--ko-code <code>", "--segment <unit>", "-h, --help"]),
    (["align", "-h"], ["--out <directory>", "--excel", "-h, --help"]),
    (["check", "--help"], ["--format <format>", "--fail-on <level>", "--quiet", "--group <name=path,path>", "-h, --help"]),
    (["help", "--help"], ["-h, --help"]),
  ]

  @Test("help goes to standard output with every section and option", arguments: commands)
  func helpText(arguments: [String], options: [String]) {
    let (code, output) = run(arguments)
    #expect(code == .success)
    #expect(output.standardError.isEmpty)
    let text = output.standardOutput
    for section in ["OVERVIEW: ", "\n\nUSAGE: bitext", "\n\nOPTIONS:\n", "\n\nEXIT STATUS:\n"] {
      #expect(text.contains(section), "missing \(section.debugDescription)")
    }
    for option in options {
      #expect(text.contains("\n  \(option)"), "missing \(option)")
    }
  }

  @Test("help lines fit in 80 columns", arguments: commands.map(\.arguments))
  func width(arguments: [String]) {
    for line in run(arguments).1.standardOutput.split(separator: "\n") {
      #expect(line.count <= 80, "\(line)")
    }
  }

  @Test("'bitext help NAME' is 'bitext NAME --help'", arguments: ["align", "check"])
  func helpSubcommand(name: String) {
    let viaHelp = run(["help", name])
    #expect(viaHelp.0 == .success)
    #expect(viaHelp.1 == run([name, "--help"]).1)
  }

  @Test func rootHelpListsSubcommandsWithAlignAsDefault() {
    let text = run(["--help"]).1.standardOutput
    #expect(text.hasPrefix("""
      OVERVIEW: Pair English paragraphs with their Korean translations and export
                TMX/CSV.\n
      """))
    #expect(text.contains("USAGE: bitext <subcommand>\n"))
    #expect(text.contains("\n  align (default)         Pair and align the sources"))
    #expect(text.contains("\n  check                   Report missing and divergent translations."))
    #expect(text.contains("See 'bitext help <subcommand>' for detailed help."))
    #expect(text.contains("EXIT STATUS:\n  0 no findings at error level, 1 findings or a failed input, 2 usage error.\n"))
  }

  @Test func alignHelpDescribesWhatItReadsAndWrites() {
    let text = run(["align", "--help"]).1.standardOutput
    let flat = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    for fact in ["alignment.csv, alignment.tmx and report.md", "renamed into place", "recursively (*.md, *.markdown, *.mdx, *.txt, *.text, *.tsv)",
                 "'-' reads standard input", "(default: corpus)", "(default: out)", "1 an input could not be read or the outputs could not be written, 2 usage error"] {
      #expect(flat.contains(fact), "missing \(fact)")
    }
    #expect(text.contains("USAGE: bitext align [--out <directory>] [--group <name=path,path> ...] [--quiet]\n       [--raw-csv]"))
  }

  @Test func checkHelpDescribesFindingsOnStandardOutput() {
    let flat = run(["check", "--help"]).1.standardOutput.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(flat.contains("writes no files"))
    #expect(flat.contains("'file:line:col: severity: [code] message'"))
    #expect(flat.contains("0 no finding at the --fail-on level, 1 such findings or an input that could not be read"))
  }

  @Test func longLabelGoesOnItsOwnLine() {
    let text = run(["align", "--help"]).1.standardOutput
    #expect(text.contains("  --group <name=path,path>\n                          Put these documents in one group"))
  }
}
