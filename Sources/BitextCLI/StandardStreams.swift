#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's real standard output (file descriptor 1) and standard error (2), written with
/// `write(2)`: no `FileHandle` (one syscall per call, no EINTR retry on reads) and no C `stdout`
/// global (Swift 6 rejects it as shared mutable state).
///
/// Standard output is buffered (64 KiB), because `check` may print many finding lines into a
/// pipe. Standard error is not, so progress shows at once; it flushes standard output first so
/// both streams keep their order when they share a terminal.
struct StandardStreams: CommandOutput {
  private static let bufferLimit = 64 * 1024
  private var pendingOutput: [UInt8] = []
  let errorIsTerminal: Bool = isatty(2) == 1

  mutating func writeOutput(_ text: String) {
    pendingOutput.append(contentsOf: text.utf8)
    if pendingOutput.count >= Self.bufferLimit { flush() }
  }

  mutating func writeError(_ text: String) {
    flush()
    Self.writeAll(Array(text.utf8), to: 2)
  }

  mutating func flush() {
    guard !pendingOutput.isEmpty else { return }
    Self.writeAll(pendingOutput, to: 1)
    pendingOutput.removeAll(keepingCapacity: true)
  }

  /// Writes every byte, retrying partial writes and `EINTR`. Other errors (a closed pipe) drop
  /// the rest: there is nowhere left to report them.
  private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written > 0 { offset += written } else if written < 0, errno == EINTR { continue } else { return }
      }
    }
  }
}
