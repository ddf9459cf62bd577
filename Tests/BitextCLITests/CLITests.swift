import Foundation
import BitextKit
import Testing
@testable import BitextCLI

/// The command line run in-process, as the executable runs it, through `CapturedOutput`.
/// Only help, version and usage errors are run here; commands that would read and write files
/// are checked through `Invocation.parse`, so tests never touch `corpus/` or `out/`.
@Suite struct CLITests {
  private func run(_ arguments: [String]) -> (ExitCode, CapturedOutput) {
    var output = CapturedOutput()
    let code = CLI.run(arguments, environment: [:], output: &output)
    return (code, output)
  }

  @Test func unknownOptionPrintsErrorUsageAndHintOnStandardError() {
    let (code, output) = run(["check", "--fromat", "json"])
    #expect(code == .usage)
    #expect(output.standardOutput.isEmpty)
    #expect(output.standardError == """
      Error: Unknown option '--fromat'. Did you mean '--format'?
      Usage: bitext check [--format <format>] [--fail-on <level>] [--quiet] [--group <name=path,path> ...] [--glossary <file>] [--disable <codes> ...] [<path> ...]
        See 'bitext check --help' for more information.

      """)
  }

  @Test func badGlossaryIsAUsageErrorNamingFileAndLine() throws {
    let path = NSTemporaryDirectory() + "bitext-glossary-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).csv"
    try Data("en,ko\ntoolbar,도구 막대\ntoolbar\n".utf8).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let (code, output) = run(["check", "--glossary", path, "--quiet", "-"])
    #expect(code == .usage)
    #expect(output.standardError.hasPrefix("Error: Invalid glossary \(path):3: expected 2 columns 'en,ko', found 1.\n"))
  }

  @Test func disableNamesKnownCodes() {
    let (code, output) = run(["check", "--disable", "register-mix,partcle"])
    #expect(code == .usage)
    #expect(output.standardError.hasPrefix("Error: Unknown finding code 'partcle' for '--disable <codes>'."))
  }

  @Test("usage errors exit 2 and name the command's help", arguments: [
    (["--out"], "Error: Missing value for '--out <directory>'.", "bitext align --help"),
    (["align", "--ko-code"], "Error: Missing value for '--ko-code <code>'.", "bitext align --help"),
    (["align", "--group", "intro"], "Error: Invalid value 'intro' for '--group <name=path,path>'", "bitext align --help"),
    (["check", "--fail-on", "info"], "Error: Invalid value 'info' for '--fail-on <level>'", "bitext check --help"),
    (["check", "--out", "x"], "Error: Unknown option '--out'.", "bitext check --help"),
    (["align", "--ko-code", "ko KR"], "Error: Invalid value 'ko KR' for '--ko-code <code>'", "bitext align --help"),
    (["align", "--segment", "word"], "Error: Invalid value 'word' for '--segment <unit>': expected paragraph or sentence.",
     "bitext align --help"),
    (["help", "algn"], "Error: Unknown subcommand 'algn'. Did you mean 'align'?", "bitext help --help"),
    (["help", "align", "check"], "Error: Unexpected argument 'check'.", "bitext help --help"),
    (["chek"], "Error: Unknown subcommand 'chek'. Did you mean 'check'?", "bitext --help"),
  ])
  func usageError(arguments: [String], firstLine: String, help: String) {
    let (code, output) = run(arguments)
    #expect(code == .usage)
    #expect(output.standardOutput.isEmpty)
    let lines = output.standardError.split(separator: "\n").map(String.init)
    #expect(lines.count == 3)
    #expect(lines.first?.hasPrefix(firstLine) == true)
    #expect(lines.dropFirst().first?.hasPrefix("Usage: bitext") == true)
    #expect(lines.last == "  See '\(help)' for more information.")
  }

  @Test func versionGoesToStandardOutput() {
    let (code, output) = run(["--version"])
    #expect(code == .success)
    #expect(output.standardOutput == CLI.version + "\n")
    #expect(output.standardError.isEmpty)
  }

  @Test func versionIsNotAnOptionOfTheSubcommands() {
    #expect(run(["align", "--version"]).0 == .usage)
  }

  @Test func noArgumentsAlignsTheCorpusIntoOut() throws {
    let invocation = try Invocation.parse([])
    #expect(invocation == .align(AlignCommand(options: AlignmentOptions(), quiet: false)))
    guard case .align(let command) = invocation else { return }
    #expect(command.options.inputs == ["corpus"])
    #expect(command.options.outputDirectory == "out")
    #expect(command.options.writesOutputs)
  }

  @Test("without a subcommand the arguments go to align", arguments: [
    ["notes/", "--out", "tm", "--quiet"],
    ["align", "notes/", "--out", "tm", "--quiet"],
    ["align", "notes/", "--out=tm", "--quiet"],
  ])
  func defaultCommandIsAlign(arguments: [String]) throws {
    var expected = AlignmentOptions()
    expected.inputs = ["notes/"]
    expected.outputDirectory = "tm"
    #expect(try Invocation.parse(arguments) == .align(AlignCommand(options: expected, quiet: true)))
  }

  @Test func alignOptionsReachAlignmentOptions() throws {
    let invocation = try Invocation.parse([
      "align", "-", "essay.md", "--group", "toolbars=en.md,ko.md", "--raw-csv", "--excel",
      "--ko-code", "ko-KR", "--segment", "sentence", "--", "-draft.md",
    ])
    var expected = AlignmentOptions()
    expected.inputs = ["-", "essay.md", "-draft.md"]
    expected.groupOverrides = ["toolbars": ["en.md", "ko.md"]]
    expected.neutralizesFormulas = false
    expected.writesExcelBOM = true
    expected.koreanLanguageCode = "ko-KR"
    expected.segmentType = .sentence
    #expect(invocation == .align(AlignCommand(options: expected, quiet: false)))
  }

  @Test func checkWritesNothingAndKeepsItsChoices() throws {
    let invocation = try Invocation.parse(["check", "notes/", "--format=json", "--fail-on", "warning", "--quiet"])
    guard case .check(let command) = invocation else {
      Issue.record("expected check, got \(invocation)")
      return
    }
    #expect(command.options.inputs == ["notes/"])
    #expect(!command.options.writesOutputs)
    #expect(command.format == .json)
    #expect(command.failOn == .warning)
    #expect(command.quiet)
  }

  @Test func checkDefaultsToTextAndFailingOnErrors() throws {
    guard case .check(let command) = try Invocation.parse(["check"]) else {
      Issue.record("expected check")
      return
    }
    #expect(command.format == .text)
    #expect(command.failOn == .error)
    #expect(command.options.inputs == ["corpus"])
  }

  @Test("a word one edit from a subcommand is a typo, unless it looks like a path", arguments: [
    (["alig"], false), (["hepl"], false), (["alig.md"], true), (["./chek"], true), (["-"], true),
    (["chapters"], true),
  ])
  func mistypedSubcommand(arguments: [String], isPath: Bool) throws {
    let invocation = try? Invocation.parse(arguments)
    #expect((invocation == .align(AlignCommand(options: AlignmentOptions(inputs: arguments), quiet: false))) == isPath)
  }
}
