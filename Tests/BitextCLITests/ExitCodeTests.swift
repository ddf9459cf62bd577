import BitextKit
import Testing
@testable import BitextCLI

@Suite struct ExitCodeTests {
  @Test func rawValuesAreWhatScriptsTest() {
    #expect(ExitCode.success.rawValue == 0)
    #expect(ExitCode.findings.rawValue == 1)
    #expect(ExitCode.usage.rawValue == 2)
  }

  @Test func aFailedInputMakesAlignAndCheckExitOne() {
    var summary = RunSummary()
    summary.filesRead = 4
    summary.units = 120
    #expect(AlignCommand.exitCode(for: summary) == .success)
    summary.failedInputs = ["notes/missing.md"]
    #expect(AlignCommand.exitCode(for: summary) == .findings)
    let check = CheckCommand(options: AlignmentOptions(writesOutputs: false), format: .text, failOn: .warning, quiet: false)
    #expect(check.exitCode(for: summary) == .findings)
    #expect(check.exitCode(for: RunSummary()) == .success)
  }
}
