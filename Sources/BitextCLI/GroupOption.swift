/// Parses the values of `--group NAME=PATH,PATH` into `AlignmentOptions.groupOverrides`.
///
/// Strict on purpose: a group decides which documents are aligned with each other, so a
/// silently dropped path or a path in two groups would produce a wrong memory without a word.
/// Paths are taken literally (no trimming): file names may contain spaces.
enum GroupOption {
  static let definition = OptionDefinition(
    "group", value: "name=path,path", repeats: true,
    help: "Put these documents in one group (the sources of one page), instead of the automatic "
      + "grouping. May be repeated, once per group.")

  static func parse(_ values: [String], command: CommandDefinition) throws(UsageError) -> [String: [String]] {
    var groups: [String: [String]] = [:]
    var groupOfPath: [String: String] = [:]
    for value in values {
      let (name, paths) = try parseOne(value, command: command)
      guard groups[name] == nil else { throw UsageError(message: "The group '\(name)' is given twice.", command: command) }
      for path in paths {
        if let other = groupOfPath[path] {
          throw UsageError(message: "'\(path)' is in both groups '\(other)' and '\(name)'.", command: command)
        }
        groupOfPath[path] = name
      }
      groups[name] = paths
    }
    return groups
  }

  private static func parseOne(_ value: String, command: CommandDefinition) throws(UsageError) -> (String, [String]) {
    func invalid(_ reason: String) -> UsageError {
      UsageError(message: "Invalid value '\(value)' for '\(definition.synopsis)': \(reason).", command: command)
    }
    guard let equals = value.firstIndex(of: "=") else { throw invalid("expected NAME=PATH,PATH") }
    let name = String(value[..<equals])
    guard !name.isEmpty else { throw invalid("the group name before '=' is empty") }
    let paths = value[value.index(after: equals)...].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    guard !paths.contains(where: \.isEmpty) else { throw invalid("expected one or more paths separated by ','") }
    return (name, paths)
  }
}
