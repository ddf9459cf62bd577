#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What a command line asks for, once parsed and before anything runs. Separate from running,
/// so tests can check parsing without touching the file system.
enum Invocation: Equatable {
  /// Print this text on standard output and exit 0.
  case help(String)
  case version
  case align(AlignCommand)
  case check(CheckCommand)

  /// The first argument picks the subcommand; anything else runs `align` with every argument,
  /// so `bitext`, `bitext notes/` and `bitext --out x` all align.
  static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
    let rest = Array(arguments.dropFirst())
    switch arguments.first {
    case "align": return try parseAlign(rest, command: AlignCommand.definition)
    case "check": return try parseCheck(rest)
    case "help": return try Help.parse(rest)
    default: return try parseDefault(arguments)
    }
  }

  private static func parseAlign(_ arguments: [String], command: CommandDefinition) throws(UsageError) -> Invocation {
    let scanned = try Arguments(arguments, for: command)
    if scanned.has("help") { return .help(AlignCommand.definition.helpText) }
    return .align(try AlignCommand(scanned, command: command))
  }

  private static func parseCheck(_ arguments: [String]) throws(UsageError) -> Invocation {
    let scanned = try Arguments(arguments, for: CheckCommand.definition)
    if scanned.has("help") { return .help(CheckCommand.definition.helpText) }
    return .check(try CheckCommand(scanned))
  }

  /// No subcommand: `align`, also accepting `--version`; `--help` shows the root help.
  private static func parseDefault(_ arguments: [String]) throws(UsageError) -> Invocation {
    try rejectMistypedSubcommand(arguments.first)
    let command = AlignCommand.definition.accepting(hidden: [.version])
    let scanned = try Arguments(arguments, for: command)
    if scanned.has("help") { return .help(Help.root.helpText) }
    if scanned.has("version") { return .version }
    return .align(try AlignCommand(scanned, command: AlignCommand.definition))
  }

  /// `bitext chek` would otherwise align a path called `chek` and fail on it as an unreadable
  /// input (exit 1). A first word that is no existing path but one typo away from a subcommand
  /// is a usage error instead.
  private static func rejectMistypedSubcommand(_ first: String?) throws(UsageError) {
    guard let first, !first.hasPrefix("-"), !first.contains("/"), !first.contains("."),
          let match = first.closestMatch(in: ["align", "check", "help"]),
          access(first, F_OK) != 0 else { return }
    throw UsageError(message: "Unknown subcommand '\(first)'. Did you mean '\(match)'?", command: Help.root)
  }
}
