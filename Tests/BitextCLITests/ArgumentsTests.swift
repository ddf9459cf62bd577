import Testing
@testable import BitextCLI

@Suite struct ArgumentsTests {
  let align = AlignCommand.definition

  @Test("a value may follow as the next argument or after '='",
        arguments: [["--out", "build/tm"], ["--out=build/tm"]])
  func valueForms(arguments: [String]) throws {
    let scanned = try Arguments(arguments, for: align)
    #expect(scanned.value("out") == "build/tm")
    #expect(scanned.positionals.isEmpty)
  }

  @Test func valueAfterEqualsMayContainEqualsAndStartWithDash() throws {
    let scanned = try Arguments(["--group=intro=a.md,b.md", "--out=-tm"], for: align)
    #expect(scanned.values["group"] == ["intro=a.md,b.md"])
    #expect(scanned.value("out") == "-tm")
  }

  @Test func flagsOptionsAndPositionalsMix() throws {
    let scanned = try Arguments(["notes/", "--quiet", "essay.md", "--excel", "-"], for: align)
    #expect(scanned.positionals == ["notes/", "essay.md", "-"])
    #expect(scanned.flags == ["quiet", "excel"])
  }

  @Test func doubleDashMakesEverythingAfterItPositional() throws {
    let scanned = try Arguments(["--quiet", "--", "-draft.md", "--out", "--"], for: align)
    #expect(scanned.positionals == ["-draft.md", "--out", "--"])
    #expect(scanned.flags == ["quiet"])
    #expect(scanned.values.isEmpty)
  }

  @Test func repeatedOptionKeepsEveryValueInOrder() throws {
    let scanned = try Arguments(["--group", "a=1.md", "--out", "x", "--group", "b=2.md", "--out", "y"], for: align)
    #expect(scanned.values["group"] == ["a=1.md", "b=2.md"])
    #expect(scanned.value("out") == "y")
  }

  @Test func shortHelpAlias() throws {
    #expect(try Arguments(["-h"], for: align).has("help"))
  }

  @Test("a missing value is a usage error", arguments: [
    (["--out"], "Missing value for '--out <directory>'."),
    (["--out", "--quiet"], "Missing value for '--out <directory>'."),
    (["--out="], "Missing value for '--out <directory>'."),
    (["--ko-code", "--", "x"], "Missing value for '--ko-code <code>'."),
  ])
  func missingValue(arguments: [String], expected: String) {
    #expect(messageOf(arguments) == expected)
  }

  @Test("unknown options suggest the closest known one", arguments: [
    (["--qiuet"], "Unknown option '--qiuet'. Did you mean '--quiet'?"),
    (["--exel"], "Unknown option '--exel'. Did you mean '--excel'?"),
    (["--ko-cod=ko-KR"], "Unknown option '--ko-cod'. Did you mean '--ko-code'?"),
    (["-help"], "Unknown option '-help'. Did you mean '--help'?"),
    (["--verbose"], "Unknown option '--verbose'."),
    (["-x"], "Unknown option '-x'."),
  ])
  func unknownOption(arguments: [String], expected: String) {
    #expect(messageOf(arguments) == expected)
  }

  @Test func flagGivenAValueIsAUsageError() {
    #expect(messageOf(["--quiet=yes"]) == "The option '--quiet' takes no value, but 'yes' was given.")
  }

  @Test func hiddenOptionIsAcceptedButNotSuggestedOrListed() throws {
    let withVersion = align.accepting(hidden: [.version])
    #expect(try Arguments(["--version"], for: withVersion).has("version"))
    #expect(!withVersion.usage.contains("--version"))
    #expect(messageOf(["--version"]) == "Unknown option '--version'.")
  }

  @Test func choiceRejectsValuesOutsideTheSet() throws {
    let check = CheckCommand.definition
    let scanned = try Arguments(["--format", "jsno"], for: check)
    #expect(throws: UsageError(
      message: "Invalid value 'jsno' for '--format <format>'. Expected one of: 'text', 'json'. Did you mean 'json'?",
      command: check)) {
      let _: FindingsFormat? = try scanned.choice("format", for: check)
    }
  }

  private func messageOf(_ arguments: [String]) -> String {
    do {
      _ = try Arguments(arguments, for: align)
      return "no error"
    } catch {
      #expect(error.command == align)
      return error.message
    }
  }
}
