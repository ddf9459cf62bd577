/// Renders a `CommandDefinition` in swift-argument-parser's layout (OVERVIEW, USAGE, ARGUMENTS,
/// OPTIONS, SUBCOMMANDS) plus an EXIT STATUS section: labels in a 26-column left column, text
/// wrapped at 80 columns, a label too long for its column on a line of its own.
extension CommandDefinition {
  private static let width = 80
  private static let labelColumn = 26

  var helpText: String {
    var sections = ["OVERVIEW: " + Self.wrap(abstract, indent: 10).joined(separator: "\n").dropFirst(10)]
    if !discussion.isEmpty { sections.append(Self.wrapParagraphs(discussion)) }
    sections.append("USAGE: " + Self.wrap(usageParts, indent: 7).joined(separator: "\n").dropFirst(7))
    if !arguments.isEmpty {
      sections.append(Self.section("ARGUMENTS", arguments.map { HelpRow(label: $0.label, text: $0.help) }))
    }
    sections.append(Self.section("OPTIONS", options.map { HelpRow(label: $0.label, text: $0.help) }))
    if !subcommands.isEmpty {
      sections.append(Self.section("SUBCOMMANDS", subcommands)
        + "\n\n  See 'bitext help <subcommand>' for detailed help.")
    }
    sections.append("EXIT STATUS:\n" + Self.wrap(exitStatus, indent: 2).joined(separator: "\n"))
    return sections.joined(separator: "\n\n") + "\n"
  }

  private static func section(_ title: String, _ rows: [HelpRow]) -> String {
    "\(title):\n" + rows.map(row).joined(separator: "\n")
  }

  private static func row(_ row: HelpRow) -> String {
    let label = "  " + row.label
    let text = wrap(row.text, indent: labelColumn)
    guard label.count <= labelColumn - 2 else { return ([label] + text).joined(separator: "\n") }
    let first = label + String(repeating: " ", count: labelColumn - label.count) + text[0].dropFirst(labelColumn)
    return ([first] + text.dropFirst()).joined(separator: "\n")
  }

  private static func wrapParagraphs(_ text: String) -> String {
    text.split(separator: "\n\n", omittingEmptySubsequences: true)
      .map { wrap(String($0), indent: 0).joined(separator: "\n") }
      .joined(separator: "\n\n")
  }

  /// Greedy word wrap; every returned line starts with `indent` spaces. Help texts are a few
  /// hundred characters, so `String` splitting is fine here.
  static func wrap(_ text: String, indent: Int) -> [String] {
    wrap(text.split(separator: " ").map(String.init), indent: indent)
  }

  /// Greedy wrap of whole words (a usage part such as `[<path> ...]` counts as one word).
  static func wrap(_ words: [String], indent: Int) -> [String] {
    let margin = String(repeating: " ", count: indent)
    var lines: [String] = []
    var current = margin
    for word in words {
      if current.count > indent, current.count + 1 + word.count > width {
        lines.append(current)
        current = margin
      }
      current += (current.count > indent ? " " : "") + word
    }
    lines.append(current)
    return lines
  }
}
