#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Bytes from a file descriptor through POSIX `read(2)`.
///
/// Why not `FileHandle`: on Linux its `read(upToCount:)` reads 4 KiB per system call and
/// allocates a new buffer per call, and its older methods abort on I/O errors. Here each call
/// is one `read(2)` straight into the caller's buffer, retried on `EINTR`, and errors are thrown
/// with the path. A class so that the descriptor is closed exactly once, when the last
/// reference goes.
public final class FileByteSource: ByteSource {
  /// The path errors name (`<stdin>` for standard input).
  public let path: String
  private let fileDescriptor: Int32
  private let closesOnDeinit: Bool
  /// The size of a regular file when it was opened (nil for pipes and terminals): reaching
  /// the end short of it means the file was cut while read, and the last line with it.
  private let sizeAtOpen: Int?
  private var bytesRead = 0

  /// Opens `path` read-only.
  /// - Throws: `FileError` naming the path and the reason (missing, permission denied, a
  ///   directory), so a bad input is one readable line, not a crash or an empty file.
  public init(path: String) throws(FileError) {
    var descriptor: Int32
    repeat { descriptor = open(path, O_RDONLY | O_CLOEXEC) } while descriptor < 0 && errno == EINTR
    guard descriptor >= 0 else { throw FileError(path: path, errno: errno) }
    var status = stat()
    let known = fstat(descriptor, &status) == 0
    if known, status.st_mode & S_IFMT == S_IFDIR {
      close(descriptor)
      throw FileError(path: path, errno: EISDIR)
    }
    self.path = path
    self.fileDescriptor = descriptor
    self.closesOnDeinit = true
    self.sizeAtOpen = known && status.st_mode & S_IFMT == S_IFREG ? Int(status.st_size) : nil
  }

  private init(borrowing descriptor: Int32, path: String) {
    self.path = path
    self.fileDescriptor = descriptor
    self.closesOnDeinit = false
    self.sizeAtOpen = nil
  }

  /// Standard input (the path `-` on the command line). Not closed when released: the process
  /// owns descriptor 0.
  public static func standardInput() -> FileByteSource {
    FileByteSource(borrowing: STDIN_FILENO, path: "<stdin>")
  }

  /// - Throws: `FileError` for an I/O error, and when a regular file ends before the size it
  ///   had when opened (another program truncated it meanwhile: what was read is not the file).
  public func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
    guard let base = buffer.baseAddress, buffer.count > 0 else { return 0 }
    while true {
      let count = systemRead(fileDescriptor, base, buffer.count)
      if count > 0 { bytesRead += count }
      if count == 0, let sizeAtOpen, bytesRead < sizeAtOpen {
        throw FileError(path: path, reason: "file shrank while being read: it ended after \(bytesRead) of the \(sizeAtOpen) bytes it had when opened")
      }
      if count >= 0 { return count }
      if errno != EINTR { throw FileError(path: path, errno: errno) }
    }
  }

  deinit {
    if closesOnDeinit { close(fileDescriptor) }
  }
}

#if canImport(Glibc)
private let systemRead = Glibc.read
#elseif canImport(Darwin)
private let systemRead = Darwin.read
#endif
