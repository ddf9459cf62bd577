import Glibc

/// The folder the exports go to: created (with parents) when missing; an existing file or an
/// unwritable folder is an error that names it, before any input is lost work.
enum OutputDirectory {
  struct Problem: Error, CustomStringConvertible { var description: String }

  static func prepare(_ path: String) throws {
    var st = stat()
    if stat(path, &st) == 0 {
      guard st.st_mode & S_IFMT == S_IFDIR else { throw Problem(description: "exists and is not a directory") }
      guard access(path, W_OK) == 0 else { throw Problem(description: "directory is not writable") }
      return
    }
    var prefix = path.hasPrefix("/") ? "/" : ""
    for component in path.split(separator: "/") {
      prefix += component
      if mkdir(prefix, 0o755) != 0 && errno != EEXIST {
        throw Problem(description: "cannot create directory: \(String(cString: strerror(errno)))")
      }
      prefix += "/"
    }
  }
}
