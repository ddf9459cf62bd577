/// The root `bitext` help and the `help` subcommand: `bitext help [<subcommand>]` prints the
/// same text as `bitext <subcommand> --help`.
enum Help {
  static let root = CommandDefinition(
    name: "",
    abstract: "Pair English paragraphs with their Korean translations and export TMX/CSV.",
    options: [.version, .help],
    subcommands: [
      HelpRow(label: "align (default)", text: AlignCommand.definition.abstract),
      HelpRow(label: "check", text: CheckCommand.definition.abstract),
      HelpRow(label: "help", text: command.abstract),
    ],
    exitStatus: "0 no findings at error level, 1 findings or a failed input, 2 usage error.",
    usageOverride: "bitext <subcommand>")

  static let command = CommandDefinition(
    name: "help",
    abstract: "Show subcommand help information.",
    arguments: [ArgumentDefinition(name: "subcommand", repeats: false, help: "align, check or help.")],
    options: [.help],
    exitStatus: "0 help was shown, 2 unknown subcommand.")

  /// The commands `bitext help <name>` knows, by name.
  static let subcommands: [String: CommandDefinition] = [
    "align": AlignCommand.definition, "check": CheckCommand.definition, "help": command,
  ]

  /// Parses the arguments after `help`.
  static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
    let scanned = try Arguments(arguments, for: command)
    if scanned.has("help") { return .help(command.helpText) }
    switch scanned.positionals.count {
    case 0: return .help(root.helpText)
    case 1: return .help(try definition(named: scanned.positionals[0]).helpText)
    default: throw UsageError(message: "Unexpected argument '\(scanned.positionals[1])'.", command: command)
    }
  }

  private static func definition(named name: String) throws(UsageError) -> CommandDefinition {
    if let found = subcommands[name] { return found }
    let suggestion = name.closestMatch(in: subcommands.keys.sorted()).map { " Did you mean '\($0)'?" } ?? ""
    throw UsageError(message: "Unknown subcommand '\(name)'.\(suggestion)", command: command)
  }
}
