import Foundation
import Testing

/// The built `bitext` executable, run as a user would: only what in-process tests cannot see
/// (`main.swift`, the real exit status and file descriptors).
@Suite struct ExecutableTests {
  @Test func helpExitsZeroAndBadOptionExitsTwo() async throws {
    let executable = try #require(Self.executable(), "bitext not built next to the tests or in .build/debug")

    let help = try await Self.run(executable, ["--help"])
    #expect(help.status == 0)
    #expect(help.standardOutput.hasPrefix("OVERVIEW: "))
    #expect(help.standardError.isEmpty)

    let bad = try await Self.run(executable, ["check", "--fromat", "json"])
    #expect(bad.status == 2)
    #expect(bad.standardOutput.isEmpty)
    #expect(bad.standardError.hasPrefix("Error: Unknown option '--fromat'. Did you mean '--format'?\n"))
  }

  /// Next to the test bundle (`swift test` builds every product into one directory), else in
  /// the package's `.build/debug`.
  private static func executable() -> URL? {
    let bundleDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
      .deletingLastPathComponent()
    let packageDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    return [bundleDirectory, bundleDirectory.deletingLastPathComponent(), packageDirectory.appending(path: ".build/debug")]
      .map { $0.appending(path: "bitext") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  /// Reads both pipes to the end before waiting: waiting first deadlocks once the child fills a
  /// pipe buffer (64 KiB).
  private static func run(_ executable: URL, _ arguments: [String]) async throws
    -> (status: Int32, standardOutput: String, standardError: String) {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let outputPipe = Pipe(), errorPipe = Pipe()
    process.standardOutput = outputPipe
    process.standardError = errorPipe
    try process.run()
    let errorReader = errorPipe.fileHandleForReading
    async let errorData = Task.detached { try errorReader.readToEnd() ?? Data() }.value
    let outputData = try outputPipe.fileHandleForReading.readToEnd() ?? Data()
    let errorBytes = try await errorData
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: outputData, as: UTF8.self),
            String(decoding: errorBytes, as: UTF8.self))
  }
}
