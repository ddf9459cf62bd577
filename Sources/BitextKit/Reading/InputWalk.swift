#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The state of one `InputFiles.find`: what was found, what failed, what was already seen.
struct InputWalk {
  /// A file system object, the same whatever path or link reaches it.
  private struct Identity: Hashable {
    var device: UInt64
    var inode: UInt64
  }

  let excludedRealPath: String?
  private(set) var files: [String] = []
  private(set) var problems: [FileError] = []
  private var visitedDirectories: Set<Identity> = []
  private var takenFiles: Set<Identity> = []

  init(excludedRealPath: String?) {
    self.excludedRealPath = excludedRealPath
  }

  /// One command-line path: a file, a folder, or `-`.
  mutating func add(_ path: String) {
    if path == "-" {
      files.append(path)
      return
    }
    guard let status = Self.status(path) else {
      return problems.append(FileError(path: path, errno: errno))
    }
    if isExcluded(path) {
      return problems.append(FileError(path: path, reason: "inside the output directory, skipped"))
    }
    if status.st_mode & S_IFMT == S_IFDIR {
      var found: [Candidate] = []
      walk(path, into: &found)
      files += deduplicated(found)
    } else {
      take(path, status)
    }
  }

  private mutating func take(_ path: String, _ status: stat) {
    if takenFiles.insert(Self.identity(status)).inserted { files.append(path) }
  }

  /// A file a walk found: its path, what it is, and whether the name was a symbolic link.
  private struct Candidate {
    var path: String
    var identity: Identity
    var isLink: Bool
  }

  /// Sorted by path bytes; a file reached by its own name and through links is taken under
  /// its own name, so findings point at the real file.
  private mutating func deduplicated(_ found: [Candidate]) -> [String] {
    let sorted = found.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
    var keep = [Bool](repeating: false, count: sorted.count)
    for pass in [false, true] {
      for (index, candidate) in sorted.enumerated() where candidate.isLink == pass {
        keep[index] = takenFiles.insert(candidate.identity).inserted
      }
    }
    return sorted.indices.filter { keep[$0] }.map { sorted[$0].path }
  }

  /// Depth-first through `root` with an explicit stack (deep trees cannot overflow the stack).
  private mutating func walk(_ root: String, into found: inout [Candidate]) {
    var pending = [root]
    while let directory = pending.popLast() {
      guard let status = Self.status(directory),
            visitedDirectories.insert(Self.identity(status)).inserted,
            !isExcluded(directory) else { continue }
      for name in entries(of: directory) {
        let path = directory.utf8.last == UInt8(ascii: "/") ? directory + name : directory + "/" + name
        consider(path, name: name, found: &found, pending: &pending)
      }
    }
  }

  private mutating func consider(_ path: String, name: String, found: inout [Candidate], pending: inout [String]) {
    let isText = InputFiles.hasTextExtension(name)
    guard let status = Self.status(path) else {
      if isText { problems.append(FileError(path: path, errno: errno)) }
      return
    }
    if status.st_mode & S_IFMT == S_IFDIR {
      pending.append(path)
    } else if isText, status.st_mode & S_IFMT == S_IFREG, !isExcluded(path) {
      var link = stat()
      let isLink = lstat(path, &link) == 0 && link.st_mode & S_IFMT == S_IFLNK
      found.append(Candidate(path: path, identity: Self.identity(status), isLink: isLink))
    }
  }

  /// The names in a folder, except `.`, `..` and hidden ones. Unreadable folders and names
  /// that are not UTF-8 become problems.
  private mutating func entries(of directory: String) -> [String] {
    guard let handle = opendir(directory) else {
      problems.append(FileError(path: directory, errno: errno))
      return []
    }
    defer { closedir(handle) }
    var names: [String] = []
    while let entry = readdir(handle) {
      let name = withUnsafePointer(to: &entry.pointee.d_name) { tuple in
        tuple.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: tuple.pointee)) {
          (String(validatingCString: $0), $0.pointee == CChar(UInt8(ascii: ".")))
        }
      }
      if name.1 { continue }
      guard let valid = name.0 else {
        problems.append(FileError(path: directory, reason: "a file name in it is not UTF-8, skipped"))
        continue
      }
      names.append(valid)
    }
    // Sorted so that which of two links to one file is taken does not depend on the file system.
    return names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
  }

  private func isExcluded(_ path: String) -> Bool {
    guard let excluded = excludedRealPath, let real = InputFiles.realPath(path) else { return false }
    if real.utf8.elementsEqual(excluded.utf8) { return true }
    let prefix = excluded.utf8.last == UInt8(ascii: "/") ? excluded : excluded + "/"
    return real.utf8.starts(with: prefix.utf8)
  }

  private static func status(_ path: String) -> stat? {
    var status = stat()
    return stat(path, &status) == 0 ? status : nil
  }

  private static func identity(_ status: stat) -> Identity {
    Identity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
  }
}
