#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch

/// A 64 KiB buffer in front of a file descriptor. Writing one row per `write(2)` cost 11× more
/// than buffering (STYLE.md, "Output"); `FileHandle` adds a `Data` per call. Appends copy into
/// the buffer and only a full buffer or `flush()` reaches the system. Appends larger than the
/// buffer go straight to the descriptor after flushing what is pending.
///
/// `write(2)` is retried on `EINTR` and continued after partial writes, so a flush either
/// writes everything or throws a `WriteError` naming `path`.
/// The buffer does not own the descriptor: whoever opened it closes it (see `AtomicFile`).
///
/// **Direct mode** (`AtomicFile(direct:)`): the bytes bypass the page cache (`O_DIRECT`). A
/// file that is `fsync`ed before it is renamed into place must reach the disk before the run
/// ends anyway; written through the page cache, the kernel first copied every byte there (a
/// fifth of the 100k pair's writing phase, on the thread that rendered the rows), and `fsync`
/// then waited for all of it at the end. Here each full buffer (`directCapacity`,
/// page-aligned) is queued to another thread, which writes the buffers in order while the next
/// ones fill (at most `directBuffers` of them: the appending thread waits for the oldest when
/// all are queued). The disk works during the run and the final `fsync` has only the last
/// partial page left. The file's tail (less than a page) goes through the page cache at
/// `flush()`, which ends direct mode. A file system or a write that refuses `O_DIRECT` gets the
/// same bytes through the page cache. A failed write is thrown by a later append or `flush()`.
public final class OutputBuffer: ByteSink {
  public static let defaultCapacity = 64 * 1024
  /// Direct mode's buffer size: a multiple of any block size a disk asks for.
  static let directCapacity = 256 * 1024
  /// Direct mode's buffers: queued for the disk, or filling.
  static let directBuffers = 8
  private static let directAlignment = 4096

  public let fileDescriptor: Int32
  /// The name errors carry: the file the user asked for.
  public let path: String
  private var storage: UnsafeMutableRawBufferPointer
  private var count = 0
  /// Bytes handed to the system so far (flushed), for reports and tests.
  public private(set) var bytesWritten = 0
  /// Direct mode's queue, nil once the descriptor writes through the page cache.
  private var direct: DirectWrites?
  /// Through the page cache: the bytes up to here are being written to the disk (`startWriteBack`).
  private var writtenBack = 0

  public init(fileDescriptor: Int32, path: String, capacity: Int = OutputBuffer.defaultCapacity) {
    precondition(capacity > 0, "an output buffer needs room for at least one byte")
    self.fileDescriptor = fileDescriptor
    self.path = path
    self.storage = .allocate(byteCount: capacity, alignment: 1)
  }

  /// A buffer in direct mode over `fileDescriptor`, opened with `O_DIRECT` (see the type).
  init(directFileDescriptor fileDescriptor: Int32, path: String) {
    self.fileDescriptor = fileDescriptor
    self.path = path
    let direct = DirectWrites(fileDescriptor: fileDescriptor, path: path)
    self.storage = direct.buffers[0]
    self.direct = direct
  }

  deinit {
    if let direct {
      direct.waitForAll()
    } else {
      storage.deallocate()
    }
  }

  public var capacity: Int { storage.count }
  /// Bytes appended but not yet written to the descriptor.
  public var pendingByteCount: Int { count }

  // Both appends inlined where the writers call them, down to bytes that fit (in either mode):
  // the reports append a few bytes at a time (findings.json ~30 pieces a finding), and a call
  // that first tested the mode was ~90 instructions a piece.
  @inline(__always)
  public func append(_ byte: UInt8) throws {
    if count == storage.count { try full() }
    storage[count] = byte
    count += 1
  }

  @inline(__always)
  public func append(_ bytes: UnsafeRawBufferPointer) throws {
    if let source = bytes.baseAddress, bytes.count <= storage.count &- count {
      (storage.baseAddress! + count).copyMemory(from: source, byteCount: bytes.count)
      count &+= bytes.count
      return
    }
    try appendBeyond(bytes)
  }

  /// `append` of bytes that do not fit what is left of the buffer.
  private func appendBeyond(_ bytes: UnsafeRawBufferPointer) throws {
    if direct != nil { return try appendDirect(bytes) }
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
    try string.withUTF8Bytes { try append($0) }
  }

  /// Writes what is pending. Does not `fsync`: durability is `AtomicFile.commit()`'s job. In
  /// direct mode, waits for the queued buffers and ends direct mode (a flush ends the file).
  public func flush() throws {
    if let direct {
      // The whole pages directly, the tail through the page cache (in a buffer of its own).
      let pages = count / Self.directAlignment * Self.directAlignment
      if pages > 0 { direct.enqueue(UnsafeRawBufferPointer(rebasing: storage[0..<pages])) }
      direct.waitForAll()
      bytesWritten += direct.written
      writtenBack = bytesWritten
      DirectIO.disable(fileDescriptor)
      let tail = UnsafeMutableRawBufferPointer.allocate(byteCount: Self.defaultCapacity, alignment: 1)
      let rest = count - pages
      tail.baseAddress!.copyMemory(from: storage.baseAddress! + pages, byteCount: rest)
      storage = tail
      count = rest
      self.direct = nil
      if let failure = direct.failure { throw failure }
    }
    guard count > 0 else { return }
    let pending = UnsafeRawBufferPointer(rebasing: storage[0..<count])
    count = 0
    try writeAll(pending)
  }

  /// Waits for the writes under way on another thread (direct mode), however they end: the
  /// file is being dropped, and its descriptor must not be closed under them.
  func settle() {
    direct?.waitForAll()
  }

  /// The buffer is full: written, or queued in direct mode.
  private func full() throws {
    guard let direct else { return try flush() }
    direct.enqueue(UnsafeRawBufferPointer(storage))
    storage = try direct.nextBuffer()
    count = 0
  }

  private func writeAll(_ bytes: UnsafeRawBufferPointer) throws {
    bytesWritten += try Self.writeAll(bytes, to: fileDescriptor, path: path)
    if bytesWritten - writtenBack >= Self.writeBackInterval { startWriteBack() }
  }

  /// Through the page cache, the bytes written since the last call every so many.
  static let writeBackInterval = 8 * 1024 * 1024

  /// Asks the kernel to start writing the bytes since the last call to the disk now
  /// (`POSIX_FADV_DONTNEED` starts the write-back of the range's dirty pages, without waiting,
  /// and drops those already clean): left alone, with gigabytes of memory, it keeps them dirty
  /// until the commit's `fsync`, which then waits for all of them (0.19 s for the 237 MB of
  /// the 100 MB streamed file's CSV and TMX). Only a hint: a descriptor that is no file ignores it.
  private func startWriteBack() {
    #if os(Linux)
    _ = posix_fadvise(fileDescriptor, off_t(writtenBack), off_t(bytesWritten - writtenBack), POSIX_FADV_DONTNEED)
    #endif
    writtenBack = bytesWritten
  }

  private static func writeAll(_ bytes: UnsafeRawBufferPointer, to fileDescriptor: Int32, path: String) throws -> Int {
    var offset = 0
    while offset < bytes.count {
      let written = write(fileDescriptor, bytes.baseAddress! + offset, bytes.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        throw WriteError.fromErrno(path: path, operation: "write")
      }
      if written == 0 { throw WriteError(path: path, operation: "write", code: EIO) }
      offset += written
    }
    return offset
  }

  /// Copies `bytes` into the buffer, queuing it whenever it is full: every direct write is a
  /// whole buffer of page-aligned memory.
  private func appendDirect(_ bytes: UnsafeRawBufferPointer) throws {
    guard var source = bytes.baseAddress else { return }
    var remaining = bytes.count
    while remaining > 0 {
      if count == storage.count { try full() }
      let piece = min(remaining, storage.count - count)
      (storage.baseAddress! + count).copyMemory(from: source, byteCount: piece)
      count += piece
      source += piece
      remaining -= piece
    }
  }

  // MARK: Direct mode

  /// Buffers written in order on another thread (on the appending one with
  /// `BITEXT_WORKERS=1`). The k-th buffer filled is `buffers[k % directBuffers]`: the writes
  /// finish in order, so when a slot frees, the next buffer to fill is the one written.
  private final class DirectWrites: @unchecked Sendable {
    let fileDescriptor: Int32
    let path: String
    /// Allocated as first needed.
    private(set) var buffers: [UnsafeMutableRawBufferPointer] = []
    private var next = 1
    private let queue = DispatchQueue(label: "bitext.output")
    /// Buffers not queued.
    private let slots = DispatchSemaphore(value: OutputBuffer.directBuffers - 1)
    /// Written by the queue's thread; read after `waitForAll` (or a slot) is waited for.
    private(set) var written = 0
    private(set) var failure: WriteError?

    init(fileDescriptor: Int32, path: String) {
      self.fileDescriptor = fileDescriptor
      self.path = path
      buffers.append(.allocate(byteCount: OutputBuffer.directCapacity, alignment: OutputBuffer.directAlignment))
    }

    deinit {
      for buffer in buffers { buffer.deallocate() }
    }

    /// Writes `bytes` (page-aligned, a buffer of `buffers`) after those queued before.
    func enqueue(_ bytes: UnsafeRawBufferPointer) {
      let queued = Queued(bytes: bytes)
      let write: @Sendable () -> Void = { [self] in
        defer { slots.signal() }
        guard failure == nil else { return }
        do {
          written += try OutputBuffer.writeDirect(queued.bytes, to: fileDescriptor, path: path)
        } catch let error as WriteError {
          failure = error
        } catch {
          failure = WriteError(path: path, operation: "write", code: EIO)
        }
      }
      if ParallelMap.isParallel { queue.async(execute: write) } else { write() }
    }

    /// The buffer to fill next, once it is free; throws a failed write's error.
    func nextBuffer() throws -> UnsafeMutableRawBufferPointer {
      slots.wait()
      if let failure { throw failure }
      if next == buffers.count, next < OutputBuffer.directBuffers {
        buffers.append(.allocate(byteCount: OutputBuffer.directCapacity, alignment: OutputBuffer.directAlignment))
      }
      let buffer = buffers[next % OutputBuffer.directBuffers]
      next += 1
      return buffer
    }

    /// A buffer's bytes, read by the writing thread only until its slot is signalled.
    private struct Queued: @unchecked Sendable {
      let bytes: UnsafeRawBufferPointer
    }

    /// Waits until every queued buffer is written.
    func waitForAll() {
      queue.sync {}
    }
  }

  /// Writes `bytes` with `O_DIRECT`; a write the descriptor refuses (`EINVAL`), or one that
  /// writes nothing, switches it to the page cache for the rest (and every later write).
  private static func writeDirect(_ bytes: UnsafeRawBufferPointer, to fileDescriptor: Int32, path: String) throws -> Int {
    var offset = 0
    while offset < bytes.count {
      let written = write(fileDescriptor, bytes.baseAddress! + offset, bytes.count - offset)
      if written > 0 {
        offset += written
        continue
      }
      if written < 0 {
        let error = errno
        if error == EINTR { continue }
        if error != EINVAL {
          errno = error
          throw WriteError.fromErrno(path: path, operation: "write")
        }
      }
      DirectIO.disable(fileDescriptor)
      return offset + (try writeAll(UnsafeRawBufferPointer(rebasing: bytes[offset...]), to: fileDescriptor, path: path))
    }
    return offset
  }
}

/// `O_DIRECT` on a descriptor, where the platform and the file system have it.
enum DirectIO {
  /// Linux's `O_DIRECT` (not exported to Swift: its value depends on the architecture).
  static var flag: Int32? {
    #if os(Linux) && (arch(x86_64) || arch(i386))
    0o40000
    #elseif os(Linux) && (arch(arm64) || arch(arm))
    0o200000
    #else
    nil
    #endif
  }

  /// Turns `O_DIRECT` on; false when the file system (tmpfs, some network ones) or the
  /// platform refuses it.
  static func enable(_ fileDescriptor: Int32) -> Bool {
    guard let flag else { return false }
    let flags = fcntl(fileDescriptor, F_GETFL)
    return flags >= 0 && fcntl(fileDescriptor, F_SETFL, flags | flag) == 0
  }

  static func disable(_ fileDescriptor: Int32) {
    guard let flag else { return }
    let flags = fcntl(fileDescriptor, F_GETFL)
    if flags >= 0, flags & flag != 0 { _ = fcntl(fileDescriptor, F_SETFL, flags & ~flag) }
  }
}
