import BitextKit

/// The `bitext` command line as a function: arguments and environment in, exit code out.
/// `main.swift` only calls `run`; tests call the overload with a `CapturedOutput`. No global
/// state: everything a run needs is passed in.
public enum CLI {
  public static let version = "0.1.0"

  /// Runs with the process's real standard output and standard error.
  public static func run(_ arguments: [String], environment: [String: String]) -> ExitCode {
    // Only the real process: Ctrl-C or SIGTERM mid-write removes the temporary files.
    TemporaryFileRegistry.removeFilesOnTerminationSignals()
    var streams = StandardStreams()
    return run(arguments, environment: environment, output: &streams)
  }

  /// Runs writing into `output`; usage errors go to its standard error with exit status 2.
  public static func run(_ arguments: [String], environment: [String: String],
                         output: inout some CommandOutput) -> ExitCode {
    defer { output.flush() }
    do {
      return execute(try Invocation.parse(arguments), environment: environment, output: &output)
    } catch {
      output.writeError(error.report)
      return .usage
    }
  }

  private static func execute(_ invocation: Invocation, environment: [String: String],
                              output: inout some CommandOutput) -> ExitCode {
    switch invocation {
    case .help(let text):
      output.writeOutput(text)
      return .success
    case .version:
      output.writeOutput(version + "\n")
      return .success
    case .align(let command):
      return command.run(environment: environment, output: &output)
    case .check(let command):
      return command.run(environment: environment, output: &output)
    }
  }
}
