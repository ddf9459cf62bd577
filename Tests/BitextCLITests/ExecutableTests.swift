import Foundation
import Testing

/// The built `bitext` executable, run as a user would: only what in-process tests cannot see
/// (`main.swift`, the real exit status and file descriptors).
@Suite struct ExecutableTests {
  @Test func helpExitsZeroAndBadOptionExitsTwo() async throws {
    let executable = try #require(ChildProcess.executable(), "bitext not built next to the tests or in .build/debug")

    let help = try await ChildProcess.run(executable, ["--help"])
    #expect(help.status == 0)
    #expect(help.standardOutput.hasPrefix("OVERVIEW: "))
    #expect(help.standardError.isEmpty)

    let bad = try await ChildProcess.run(executable, ["check", "--fromat", "json"])
    #expect(bad.status == 2)
    #expect(bad.standardOutput.isEmpty)
    #expect(bad.standardError.hasPrefix("Error: Unknown option '--fromat'. Did you mean '--format'?\n"))
  }
}
