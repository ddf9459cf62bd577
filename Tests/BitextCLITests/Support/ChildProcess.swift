import Foundation

/// The built `bitext` executable, run as a child process: for what in-process tests cannot see
/// (the working directory's defaults, signals, the real exit status).
struct ChildProcess {
  let process = Process()
  private let errorReader: FileHandle
  private let outputReader: FileHandle

  /// Next to the test bundle (`swift test` builds every product into one directory), else in
  /// the package's `.build/debug`.
  static func executable() -> URL? {
    let bundleDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
      .deletingLastPathComponent()
    let packageDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    return [bundleDirectory, bundleDirectory.deletingLastPathComponent(), packageDirectory.appending(path: ".build/debug")]
      .map { $0.appending(path: "bitext") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  /// Starts `bitext arguments…` in `directory` with `environment` added to the test's own.
  init(_ executable: URL, _ arguments: [String], in directory: String? = nil, environment: [String: String] = [:]) throws {
    process.executableURL = executable
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let outputPipe = Pipe(), errorPipe = Pipe()
    process.standardOutput = outputPipe
    process.standardError = errorPipe
    outputReader = outputPipe.fileHandleForReading
    errorReader = errorPipe.fileHandleForReading
    try process.run()
  }

  /// Reads both pipes to the end before waiting: waiting first deadlocks once the child fills a
  /// pipe buffer (64 KiB).
  func finish() async throws -> (status: Int32, signaled: Bool, standardOutput: String, standardError: String) {
    let errorReader = errorReader
    async let errorData = Task.detached { try errorReader.readToEnd() ?? Data() }.value
    let outputData = try outputReader.readToEnd() ?? Data()
    let errorBytes = try await errorData
    process.waitUntilExit()
    return (process.terminationStatus, process.terminationReason == .uncaughtSignal,
            String(decoding: outputData, as: UTF8.self), String(decoding: errorBytes, as: UTF8.self))
  }

  /// Runs to the end.
  static func run(_ executable: URL, _ arguments: [String], in directory: String? = nil,
                  environment: [String: String] = [:]) async throws
    -> (status: Int32, signaled: Bool, standardOutput: String, standardError: String) {
    try await ChildProcess(executable, arguments, in: directory, environment: environment).finish()
  }
}
