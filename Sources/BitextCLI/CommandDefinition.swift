/// Everything the command line knows about one command: what the scanner accepts, the usage
/// line printed with errors, and the help text. One declaration per command, so help and
/// behaviour cannot drift apart.
struct CommandDefinition: Sendable, Equatable {
  /// `align`, `check`, `help`; empty for the root `bitext` itself.
  var name: String
  /// The one-line OVERVIEW.
  var abstract: String
  /// Paragraphs after the overview (separated by blank lines), wrapped at 80 columns.
  var discussion: String = ""
  var arguments: [ArgumentDefinition] = []
  /// Listed in OPTIONS in this order; include `.help` last, as argument-parser does.
  var options: [OptionDefinition]
  /// Accepted but not listed: `--version` when `align` runs as the default command.
  var hiddenOptions: [OptionDefinition] = []
  /// The SUBCOMMANDS section (root only).
  var subcommands: [HelpRow] = []
  /// The EXIT STATUS section.
  var exitStatus: String
  /// Replaces the generated usage line (root: `bitext <subcommand>`).
  var usageOverride: String? = nil

  /// `bitext align`.
  var commandLine: String { name.isEmpty ? "bitext" : "bitext \(name)" }

  /// `bitext align [--out <directory>] … [<path> ...]`: options first, then positionals.
  var usage: String { usageParts.joined(separator: " ") }

  /// The usage line's words, each kept whole when the help wraps it.
  var usageParts: [String] {
    if let usageOverride { return [usageOverride] }
    let optionParts = options.filter { $0 != .help }.map { $0.repeats ? "[\($0.synopsis) ...]" : "[\($0.synopsis)]" }
    return [commandLine] + optionParts + arguments.map(\.synopsis)
  }

  /// What the "See '…' for more information." line tells the user to run.
  var helpInvocation: String { "\(commandLine) --help" }

  /// The option `--name` refers to, listed or hidden.
  func option(named name: String) -> OptionDefinition? {
    (options + hiddenOptions).first { $0.name == name }
  }

  /// The option `-c` refers to.
  func option(short: Character) -> OptionDefinition? {
    (options + hiddenOptions).first { $0.short == short }
  }

  /// The same command also accepting `extra` without listing it.
  func accepting(hidden extra: [OptionDefinition]) -> CommandDefinition {
    var copy = self
    copy.hiddenOptions += extra
    return copy
  }
}
