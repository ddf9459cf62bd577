import Glibc

/// The size of a file on disk, without opening it.
enum FileSize {
  /// Bytes, or nil when `path` cannot be `stat`ed.
  static func of(_ path: String) -> Int? {
    var st = stat()
    return stat(path, &st) == 0 ? Int(st.st_size) : nil
  }
}
