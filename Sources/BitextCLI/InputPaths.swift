#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The paths a command is to read, checked before anything runs: a word that is no existing
/// file or folder is a mistyped path or command (`bitext align corpus/toolbar.md`, `bitext
/// version`), so a usage error with the closest name, not a run that reads nothing.
enum InputPaths {
  static func requireExisting(_ paths: [String], command: CommandDefinition) throws(UsageError) {
    for path in paths where path != "-" && !exists(path) {
      let shown = LogPrinter.printable(path)
      var message = "No such file or folder '\(shown)'."
      if let match = closestName(to: path) { message += " Did you mean '\(LogPrinter.printable(match))'?" }
      throw UsageError(message: message, command: command)
    }
  }

  /// Missing means missing (`ENOENT`, `ENOTDIR`); a path that exists but cannot be read is an
  /// input error the run reports with its reason.
  private static func exists(_ path: String) -> Bool {
    var st = stat()
    return lstat(path, &st) == 0 || (errno != ENOENT && errno != ENOTDIR)
  }

  /// A sibling one typo away (`corpus/toolbars.md`), or for a bare word also a subcommand or
  /// `--version`.
  private static func closestName(to path: String) -> String? {
    let slash = path.utf8.lastIndex(of: UInt8(ascii: "/"))
    let directory = slash.map { String(path[...$0]) } ?? ""
    let name = slash.map { String(path[path.utf8.index(after: $0)...]) } ?? path
    var candidates = entries(of: directory.isEmpty ? "." : directory)
    if slash == nil { candidates += ["align", "check", "help", "--version", "--help"] }
    return name.closestMatch(in: candidates).map { directory + $0 }
  }

  private static func entries(of directory: String) -> [String] {
    guard let stream = opendir(directory) else { return [] }
    defer { closedir(stream) }
    var names: [String] = []
    while let entry = readdir(stream), names.count < 10_000 {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
      if name != "." && name != ".." { names.append(name) }
    }
    return names
  }
}
