#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns the paths on the command line into the list of files to read.
///
/// - A file given directly is taken whatever its extension (the user asked for it), and `-`
///   (standard input) is passed through.
/// - A folder is walked recursively for `*.md`, `*.markdown`, `*.mdx`, `*.txt`, `*.text` and `*.tsv` (any case). Names
///   starting with `.` are skipped (`.git`, `.build`, editor backups), as most tools do.
///   The files of one folder come sorted by path bytes, so runs are reproducible whatever order
///   the file system lists them in. Paths are built from the argument as given
///   (`corpus` → `corpus/buttons.txt`).
/// - Symbolic links are followed, but each folder is walked once (tracked by device and inode),
///   so a link loop cannot hang the walk; a file reached twice is taken once.
/// - The output folder, and anything inside it, is never taken (compared by real path), so
///   writing `out/report.md` and then re-running on `.` does not read our own output.
/// - A missing or unreadable path, or a name that is not UTF-8, becomes a `FileError` naming it;
///   the rest is still found.
public enum InputFiles {
  /// The extensions a folder walk takes, lowercased.
  public static let textExtensions: Set<String> = ["md", "markdown", "mdx", "txt", "text", "tsv"]

  public static func find(_ paths: [String], excluding outputDirectory: String?) -> (files: [String], problems: [FileError]) {
    var walk = InputWalk(excludedRealPath: outputDirectory.flatMap(realPath))
    for path in paths { walk.add(path) }
    return (walk.files, walk.problems)
  }

  /// Whether a name ends in one of `textExtensions`, ignoring ASCII case.
  static func hasTextExtension(_ name: String) -> Bool {
    guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) else { return false }
    let suffix = name.utf8[name.utf8.index(after: dot)...]
    guard suffix.count <= 8 else { return false }
    let lowered = String(decoding: suffix.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
    return textExtensions.contains(lowered)
  }

  /// The canonical absolute path (`realpath(3)`), or nil if it does not exist.
  static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
