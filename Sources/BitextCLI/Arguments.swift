/// The scanned command line of one command: flags given, option values, positionals.
///
/// Accepts `--flag`, `--name value`, `--name=value`, the short aliases a command declares
/// (`-h`), `--` (everything after it is positional, even `-x`), and `-` as a positional
/// (standard input). A value never starts with `-` unless given as `--name=-value` or as the
/// single `-`, so `--out --quiet` is a missing value rather than a directory called `--quiet`.
/// Hand-written: the whole grammar is these few cases, and the package has no dependencies.
struct Arguments: Equatable {
  var positionals: [String] = []
  var flags: Set<String> = []
  /// Every value of each option, in order (`--group` repeats; others use the last).
  var values: [String: [String]] = [:]

  init(_ arguments: [String], for command: CommandDefinition) throws(UsageError) {
    var remaining = arguments[...]
    var onlyPositionals = false
    while let argument = remaining.popFirst() {
      if onlyPositionals || argument == "-" || !argument.hasPrefix("-") {
        positionals.append(argument)
      } else if argument == "--" {
        onlyPositionals = true
      } else {
        try scanOption(argument, rest: &remaining, command: command)
      }
    }
  }

  func has(_ flag: String) -> Bool { flags.contains(flag) }

  /// The last value given for `--name`, if any.
  func value(_ name: String) -> String? { values[name]?.last }

  private mutating func scanOption(_ argument: String, rest: inout ArraySlice<String>,
                                   command: CommandDefinition) throws(UsageError) {
    let (spelled, inlineValue) = Self.split(argument)
    guard let option = Self.lookUp(spelled, in: command) else {
      throw UsageError(message: Self.unknownOptionMessage(spelled, command: command),
                       command: command)
    }
    guard option.takesValue else {
      if let inlineValue {
        throw UsageError(message: "The option '--\(option.name)' takes no value, but '\(inlineValue)' was given.",
                         command: command)
      }
      flags.insert(option.name)
      return
    }
    let value = inlineValue ?? Self.popValue(&rest)
    guard let value, !value.isEmpty else {
      throw UsageError(message: "Missing value for '\(option.synopsis)'.", command: command)
    }
    values[option.name, default: []].append(value)
  }

  /// `--name=value` → (`--name`, `value`); `-h` → (`-h`, nil).
  private static func split(_ argument: String) -> (spelled: String, inlineValue: String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }

  private static func lookUp(_ spelled: String, in command: CommandDefinition) -> OptionDefinition? {
    if spelled.hasPrefix("--") { return command.option(named: String(spelled.dropFirst(2))) }
    guard spelled.count == 2, let letter = spelled.last else { return nil }
    return command.option(short: letter)
  }

  /// The next argument as a value, unless it looks like an option.
  private static func popValue(_ rest: inout ArraySlice<String>) -> String? {
    guard let next = rest.first, next == "-" || !next.hasPrefix("-") else { return nil }
    return rest.popFirst()
  }

  private static func unknownOptionMessage(_ spelled: String, command: CommandDefinition) -> String {
    let typed = String(spelled.drop { $0 == "-" })
    let suggestion = typed.closestMatch(in: command.options.map(\.name))
    return "Unknown option '\(spelled)'." + (suggestion.map { " Did you mean '--\($0)'?" } ?? "")
  }
}

extension Arguments {
  /// The value of `--name` as one of a fixed set (`--format text|json`), or `nil` when absent.
  func choice<Choice: RawRepresentable<String> & CaseIterable>(
    _ name: String, for command: CommandDefinition
  ) throws(UsageError) -> Choice? {
    guard let raw = value(name) else { return nil }
    if let choice = Choice(rawValue: raw) { return choice }
    let allowed = Choice.allCases.map(\.rawValue)
    let synopsis = command.option(named: name)?.synopsis ?? "--\(name)"
    let hint = raw.closestMatch(in: allowed).map { " Did you mean '\($0)'?" } ?? ""
    throw UsageError(
      message: "Invalid value '\(raw)' for '\(synopsis)'. Expected one of: "
        + allowed.map { "'\($0)'" }.joined(separator: ", ") + "." + hint,
      command: command)
  }
}
