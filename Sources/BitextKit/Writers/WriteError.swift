#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A failed output operation, naming the file, what was being done and the system's reason,
/// so the command line can print `Error: cannot write 'out/alignment.tmx': No space left on device`.
public struct WriteError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The file the user asked for (not the hidden temporary file, which means nothing to them).
  public var path: String
  /// `open`, `write`, `fsync`, `rename`…
  public var operation: String
  /// The `errno` value, 0 when the failure did not come from the system.
  public var code: Int32

  public init(path: String, operation: String, code: Int32) {
    self.path = path
    self.operation = operation
    self.code = code
  }

  /// Captures the current `errno`; call right after the failing system call.
  static func fromErrno(path: String, operation: String) -> WriteError {
    WriteError(path: path, operation: operation, code: errno)
  }

  public var reason: String {
    guard code != 0, let message = strerror(code) else { return "unknown error" }
    return String(cString: message)
  }

  public var description: String { "cannot \(operation) '\(path)': \(reason)" }
}
