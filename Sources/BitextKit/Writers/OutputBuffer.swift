#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A 64 KiB buffer in front of a file descriptor. Writing one row per `write(2)` cost 11× more
/// than buffering (STYLE.md, "Output"); `FileHandle` adds a `Data` per call. Appends copy into
/// the buffer and only a full buffer or `flush()` reaches the system. Appends larger than the
/// buffer go straight to the descriptor after flushing what is pending.
///
/// `write(2)` is retried on `EINTR` and continued after partial writes, so a flush either
/// writes everything or throws a `WriteError` naming `path`.
/// The buffer does not own the descriptor: whoever opened it closes it (see `AtomicFile`).
public final class OutputBuffer: ByteSink {
  public static let defaultCapacity = 64 * 1024

  public let fileDescriptor: Int32
  /// The name errors carry: the file the user asked for.
  public let path: String
  private let storage: UnsafeMutableRawBufferPointer
  private var count = 0
  /// Bytes handed to the system so far (flushed), for reports and tests.
  public private(set) var bytesWritten = 0

  public init(fileDescriptor: Int32, path: String, capacity: Int = OutputBuffer.defaultCapacity) {
    precondition(capacity > 0, "an output buffer needs room for at least one byte")
    self.fileDescriptor = fileDescriptor
    self.path = path
    self.storage = .allocate(byteCount: capacity, alignment: 1)
  }

  deinit { storage.deallocate() }

  public var capacity: Int { storage.count }
  /// Bytes appended but not yet written to the descriptor.
  public var pendingByteCount: Int { count }

  public func append(_ byte: UInt8) throws {
    if count == storage.count { try flush() }
    storage[count] = byte
    count += 1
  }

  public func append(_ bytes: UnsafeRawBufferPointer) throws {
    if bytes.count > storage.count - count {
      try flush()
      if bytes.count >= storage.count { return try writeAll(bytes) }
    }
    guard let source = bytes.baseAddress, bytes.count > 0 else { return }
    (storage.baseAddress! + count).copyMemory(from: source, byteCount: bytes.count)
    count += bytes.count
  }

  /// Appends the UTF-8 of `string`, without copying it when the string is native. (Declared
  /// here as well as on `ByteSink` so it can be called on a `let` reference.)
  public func append(_ string: String) throws {
    var string = string
    try string.withUTF8 { try append(UnsafeRawBufferPointer($0)) }
  }

  /// Writes what is pending. Does not `fsync`: durability is `AtomicFile.commit()`'s job.
  public func flush() throws {
    guard count > 0 else { return }
    let pending = UnsafeRawBufferPointer(rebasing: storage[0..<count])
    count = 0
    try writeAll(pending)
  }

  private func writeAll(_ bytes: UnsafeRawBufferPointer) throws {
    var offset = 0
    while offset < bytes.count {
      let written = write(fileDescriptor, bytes.baseAddress! + offset, bytes.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        throw WriteError.fromErrno(path: path, operation: "write")
      }
      if written == 0 { throw WriteError(path: path, operation: "write", code: EIO) }
      offset += written
      bytesWritten += written
    }
  }
}
