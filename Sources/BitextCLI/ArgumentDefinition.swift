/// A positional argument of a command (`<path> ...`), for the usage line and the help.
struct ArgumentDefinition: Sendable, Equatable {
  /// The placeholder without brackets: `path`.
  var name: String
  var repeats: Bool
  var help: String

  /// `<path>`: the label in the ARGUMENTS section.
  var label: String { "<\(name)>" }

  /// `[<path> ...]`: every positional of bitext is optional (paths default to `corpus`).
  var synopsis: String { repeats ? "[\(label) ...]" : "[\(label)]" }
}
