import BitextKit

/// `--glossary FILE` and `--disable CODE,CODE`, shared by `align` and `check`: which checks a run
/// makes beyond the defaults.
enum CheckOptions {
  static let glossary = OptionDefinition(
    "glossary", value: "file",
    help: "Check the Korean against a team glossary: a CSV file with the columns en,ko (several "
      + "Korean renderings separated by |, the first preferred). A pair whose English has a term "
      + "and whose Korean has none of its renderings is a glossary-mismatch.")

  static let disable = OptionDefinition(
    "disable", value: "codes", repeats: true,
    help: "Turn off finding codes, separated by commas (for example register-mix,particle), "
      + "for teams with other conventions.")

  static func parse(_ arguments: Arguments, command: CommandDefinition) throws(UsageError) -> CheckSettings {
    var settings = CheckSettings()
    for value in arguments.values["disable", default: []] {
      for name in value.split(separator: ",", omittingEmptySubsequences: true).map(String.init) {
        guard let code = FindingCode(rawValue: name) else {
          let known = FindingCode.allCases.map(\.rawValue)
          throw UsageError(message: "Unknown finding code '\(name)' for '--disable <codes>'. Known codes: \(known.joined(separator: ", ")).",
                           command: command)
        }
        settings.disabled.insert(code)
      }
    }
    if let path = arguments.value("glossary") {
      do { settings.glossary = try Glossary(path: path) } catch {
        throw UsageError(message: "Invalid glossary \(error.description).", command: command)
      }
    }
    return settings
  }
}
