import Glibc

/// The folder the exports go to.
///
/// `check` runs before any input is read and changes nothing: an existing file in the way, an
/// unwritable folder or one that cannot be created is an error naming the real cause, before any
/// work is lost, and a run that then reads nothing leaves no `out/` behind. `prepare` runs once
/// there is something to write: it creates the folder (with parents), locks it and removes
/// what a killed run left.
enum OutputDirectory {
  struct Problem: Error, CustomStringConvertible { var description: String }

  /// Throws when `path` could not receive the exports: not a directory, not writable, or, when
  /// missing, its nearest existing ancestor is not a writable directory.
  static func check(_ path: String) throws {
    var st = stat()
    if stat(path, &st) == 0 {
      guard st.st_mode & S_IFMT == S_IFDIR else { throw Problem(description: "exists and is not a directory") }
      guard access(path, W_OK) == 0 else { throw Problem(description: "directory is not writable: \(String(cString: strerror(EACCES)))") }
      return
    }
    guard errno == ENOENT else { throw Problem(description: "cannot create directory: \(String(cString: strerror(errno)))") }
    var ancestor = parent(of: path)
    while stat(ancestor, &st) != 0 {
      guard errno == ENOENT else { throw Problem(description: "cannot create directory: \(String(cString: strerror(errno)))") }
      ancestor = parent(of: ancestor)
    }
    guard st.st_mode & S_IFMT == S_IFDIR else {
      throw Problem(description: "cannot create directory: '\(ancestor)' is not a directory")
    }
    guard access(ancestor, W_OK) == 0 else {
      throw Problem(description: "cannot create directory: \(String(cString: strerror(EACCES)))")
    }
  }

  /// Creates `path` if missing, locks it against a second run and removes the temporary files of
  /// runs that died (SIGKILL, power loss) before they could. Returns the lock, held until it
  /// is released, and the names of the files removed.
  static func prepare(_ path: String, targets: [String]) throws -> (lock: OutputLock, removed: [String]) {
    try create(path)
    let lock = try OutputLock(directory: path)
    return (lock, removeLeftovers(in: path, targets: targets))
  }

  private static func create(_ path: String) throws {
    var prefix = path.hasPrefix("/") ? "/" : ""
    for component in path.split(separator: "/") {
      prefix += component
      if mkdir(prefix, 0o755) != 0 && errno != EEXIST {
        throw Problem(description: "cannot create directory: \(String(cString: strerror(errno)))")
      }
      prefix += "/"
    }
    var st = stat()
    guard stat(path, &st) == 0, st.st_mode & S_IFMT == S_IFDIR else { throw Problem(description: "exists and is not a directory") }
  }

  /// Under the lock no other run is writing here, so every temporary file of an export is a
  /// dead run's: remove it (they can be as large as the outputs).
  private static func removeLeftovers(in path: String, targets: [String]) -> [String] {
    guard let directory = opendir(path) else { return [] }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
      if targets.contains(where: { AtomicFile.isTemporaryName(name, of: $0) }) { names.append(name) }
    }
    return names.sorted().filter { unlink(path + "/" + $0) == 0 }
  }

  private static func parent(of path: String) -> String {
    var trimmed = Substring(path)
    while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
    guard let slash = trimmed.lastIndex(of: "/") else { return "." }
    return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
  }
}

/// An exclusive `flock` on the output directory itself, held while a run writes into it: a
/// second run into the same folder is refused instead of interleaving its files with the
/// first's. Locking the directory (Linux and the BSDs allow `flock` on a directory descriptor)
/// leaves no lock file among the outputs, and the kernel drops the lock when the process dies,
/// however it dies, so nothing stale ever blocks a later run.
final class OutputLock {
  private let descriptor: Int32

  init(directory path: String) throws {
    var descriptor: Int32
    repeat { descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC) } while descriptor < 0 && errno == EINTR
    guard descriptor >= 0 else {
      throw OutputDirectory.Problem(description: "cannot open directory: \(String(cString: strerror(errno)))")
    }
    var result: Int32
    repeat { result = flock(descriptor, LOCK_EX | LOCK_NB) } while result != 0 && errno == EINTR
    guard result == 0 else {
      let busy = errno == EWOULDBLOCK
      let reason = String(cString: strerror(errno))
      close(descriptor)
      throw OutputDirectory.Problem(description: busy
        ? "another bitext run is writing into this directory; nothing was written, run again when it has finished"
        : "cannot lock directory: \(reason)")
    }
    self.descriptor = descriptor
  }

  deinit { close(descriptor) }
}
