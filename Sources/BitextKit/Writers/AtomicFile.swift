#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An output file that appears complete or not at all. Bytes go to a hidden temporary file in
/// the destination's own directory (`.alignment.csv.tmp-<pid>-<n>`: same file system, so the
/// final `rename(2)` is atomic); `commit()` flushes, `fsync`s and renames it over the target.
/// Until then a previous target stays untouched, so a failed or interrupted run never leaves a
/// half-written TMX that a CAT tool would reject whole. `abandon()`, a failed `commit()` and
/// `deinit` without a commit remove the temporary file.
///
/// The same scheme as swift-foundation's atomic `Data.write` (temp in place, fsync, rename),
/// but streaming through one `OutputBuffer` instead of holding the whole file in memory.
public final class AtomicFile {
  private enum State { case open, sealed, committed, abandoned }

  /// The file the user asked for.
  public let path: String
  /// The hidden file being written; it no longer exists after `commit()` or `abandon()`.
  public let temporaryPath: String
  /// Where to append the file's bytes.
  public let output: OutputBuffer
  private var state = State.open
  /// Slot in `TemporaryFileRegistry`, so a SIGINT or SIGTERM removes the temporary file.
  private var registration: Int?

  /// Creates the temporary file (mode 0644 before the umask). Throws a `WriteError` naming
  /// `path` when the directory is missing or not writable. `direct`: the bytes go straight to
  /// the disk, where the file system allows it (`OutputBuffer`'s direct mode: no copy into the
  /// page cache, and little left for the commit's `fsync`), written on another thread while the
  /// next ones are appended; it holds two 256 KiB buffers rather than one of 64 KiB.
  public init(path: String, direct: Bool = false) throws {
    self.path = path
    let (temporaryPath, descriptor, registration) = try Self.createTemporaryFile(for: path)
    self.temporaryPath = temporaryPath
    self.output = direct && DirectIO.enable(descriptor) ? OutputBuffer(directFileDescriptor: descriptor, path: path)
      : OutputBuffer(fileDescriptor: descriptor, path: path)
    self.registration = registration
  }

  deinit { abandon() }

  /// Flushes, `fsync`s and renames the temporary file over `path`. On failure the temporary
  /// file is removed, the previous `path` (if any) is left as it was, and the error is thrown.
  public func commit() throws {
    try seal()
    try publish()
    Self.syncDirectory(of: path)
  }

  /// The first half of `commit()`: flushes, `fsync`s and closes the temporary file, so that
  /// `publish()` is one `rename(2)` with nothing left to fail but the rename. A set of files
  /// seals each of its members first and then publishes them together (see `Exports`).
  public func seal() throws {
    precondition(state == .open, "AtomicFile '\(path)' sealed, committed or abandoned twice")
    do {
      try output.flush()
      if fsync(output.fileDescriptor) != 0 { throw WriteError.fromErrno(path: path, operation: "fsync") }
      let closed = close(output.fileDescriptor)
      state = .sealed
      if closed != 0 { throw WriteError.fromErrno(path: path, operation: "close") }
    } catch {
      abandon()
      throw error
    }
  }

  /// The second half of `commit()`: renames the sealed temporary file over `path`.
  public func publish() throws {
    precondition(state == .sealed, "AtomicFile '\(path)' published before it was sealed")
    guard rename(temporaryPath, path) == 0 else {
      let error = WriteError.fromErrno(path: path, operation: "rename")
      abandon()
      throw error
    }
    state = .committed
    forgetTemporaryFile()
  }

  /// Drops what was written: closes and removes the temporary file. Safe to call more than once
  /// and after `commit()` (then it does nothing).
  public func abandon() {
    guard state == .open || state == .sealed else { return }
    if state == .open {
      output.settle()
      close(output.fileDescriptor)
    }
    state = .abandoned
    unlink(temporaryPath)
    forgetTemporaryFile()
  }

  /// After the rename or the unlink: a signal handler has nothing left to remove.
  private func forgetTemporaryFile() {
    if let slot = registration { TemporaryFileRegistry.unregister(slot) }
    registration = nil
  }

  /// Runs `body` with the output and commits; abandons when `body` or the commit throws.
  public static func write(to path: String, _ body: (OutputBuffer) throws -> Void) throws {
    let file = try AtomicFile(path: path)
    do {
      try body(file.output)
      try file.commit()
    } catch {
      file.abandon()
      throw error
    }
  }

  /// `O_EXCL` with a counter instead of a shared counter: no global state (Swift 6 rejects it)
  /// and two writers of the same target in one process still get different names.
  /// The name is registered for signal clean-up *before* `open` creates it, so a signal
  /// between the two cannot leave it behind (unlinking a name that was never created, or a
  /// stale one of an earlier process with our pid, is harmless).
  private static func createTemporaryFile(for path: String) throws -> (String, Int32, Int?) {
    let (directory, name) = split(path)
    for attempt in 0..<10_000 {
      let candidate = "\(directory).\(name).tmp-\(getpid())-\(attempt)"
      let slot = TemporaryFileRegistry.register(candidate)
      let descriptor = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
      if descriptor >= 0 { return (candidate, descriptor, slot) }
      let error = errno
      if let slot { TemporaryFileRegistry.unregister(slot) }
      if error == EINTR || error == EEXIST { continue }
      errno = error
      throw WriteError.fromErrno(path: path, operation: "create")
    }
    throw WriteError(path: path, operation: "create", code: EEXIST)
  }

  /// Whether `name` (a directory entry) is a temporary file of some `AtomicFile` for `target`
  /// in the same directory, written by this or any other process.
  static func isTemporaryName(_ name: String, of target: String) -> Bool {
    name.hasPrefix(".\(target).tmp-")
  }

  /// `("dir/", "name")`, with `""` as the directory of a bare name (the working directory).
  private static func split(_ path: String) -> (directory: String, name: String) {
    guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return ("", path) }
    let nameStart = path.utf8.index(after: slash)
    return (String(path[..<nameStart]), String(path[nameStart...]))
  }

  /// Makes the rename itself durable. Best effort: some file systems refuse `fsync` on a
  /// directory, and the data is already safe in the renamed file.
  static func syncDirectory(of path: String) {
    let directory = split(path).directory
    let descriptor = open(directory.isEmpty ? "." : directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    _ = fsync(descriptor)
    close(descriptor)
  }
}
