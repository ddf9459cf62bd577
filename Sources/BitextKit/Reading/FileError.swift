#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file or folder that could not be opened or read, with the reason the system gave.
///
/// Its description is one line, `path: reason` (as `cat` and compilers print it), so the
/// command line can show it as is and the user sees which input failed and why.
public struct FileError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The path as the user gave it or the folder walk built it.
  public var path: String
  /// Why, in words, e.g. `No such file or directory`.
  public var reason: String

  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  /// The reason is the C library's text for `code` (`strerror`).
  public init(path: String, errno code: Int32) {
    self.init(path: path, reason: String(cString: strerror(code)))
  }

  public var description: String { "\(path): \(reason)" }
}
