/// One option a command accepts: what the scanner recognizes and what the help lists, from a
/// single declaration so the two cannot disagree.
struct OptionDefinition: Sendable, Equatable {
  /// The long name without dashes: `out` for `--out`.
  var name: String
  /// A one-letter alias (`h` for `-h`), if any.
  var short: Character?
  /// The placeholder of the value (`directory` → `--out <directory>`); `nil` for a flag.
  var valueName: String?
  /// May be given more than once; every value is kept (`--group`).
  var repeats: Bool
  var help: String

  init(_ name: String, short: Character? = nil, value valueName: String? = nil,
       repeats: Bool = false, help: String) {
    self.name = name
    self.short = short
    self.valueName = valueName
    self.repeats = repeats
    self.help = help
  }

  var takesValue: Bool { valueName != nil }

  /// `--out <directory>`: how messages and the usage line name the option.
  var synopsis: String {
    valueName.map { "--\(name) <\($0)>" } ?? "--\(name)"
  }

  /// `-h, --help` or `--out <directory>`: the label in the OPTIONS section.
  var label: String {
    short.map { "-\($0), \(synopsis)" } ?? synopsis
  }

  static let help = OptionDefinition("help", short: "h", help: "Show help information.")
  static let version = OptionDefinition("version", help: "Show the version.")
}
