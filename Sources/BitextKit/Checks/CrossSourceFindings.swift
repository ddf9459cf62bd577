extension Finding.Message {
  static let currentEnglish = "Current English"
  static let otherSource = "Other source"
  static func sourceChanged(current: SourceLocation?, diff: String) -> String {
    let place = current.map { " (now \($0.file):\($0.firstLine))" } ?? ""
    return "the English changed since this translation\(place): \(diff)"
  }

  static func divergent(other: SourceLocation?, reason: String) -> String {
    let place = other.map { "\($0.file):\($0.firstLine)" } ?? "another source"
    return "differs from the translation in \(place): \(reason)"
  }
}

/// Turns what cross-source alignment found into findings: `source-changed` on the units of an
/// older English version (with a note on the current English), `divergent-sources` on both
/// units of two sources that disagree (each with a note on the other's translation).
public enum CrossSourceFindings {
  public static func findings(_ group: GroupAlignment) -> [Finding] {
    var out: [Finding] = []
    for change in group.versionChanges {
      let unit = group.units[change.unitIndex]
      let words = changedWords(change.diff)
      let current = change.currentLocation.map { [Finding.Note(message: Finding.Message.currentEnglish, location: $0)] } ?? []
      out.append(Finding(code: .sourceChanged, severity: .warning, englishLocation: unit.englishLocation,
                         koreanLocation: unit.koreanLocation,
                         message: Finding.Message.sourceChanged(current: change.currentLocation, diff: change.diff),
                         evidence: words, unit: unit.id, notes: current))
    }
    for d in group.divergences {
      for (mine, other) in [(d.unitIndex, d.otherUnitIndex), (d.otherUnitIndex, d.unitIndex)] {
        let unit = group.units[mine], otherUnit = group.units[other]
        out.append(Finding(code: .divergentSources, severity: .warning, englishLocation: unit.englishLocation,
                           koreanLocation: unit.koreanLocation,
                           message: Finding.Message.divergent(other: otherUnit.koreanLocation, reason: d.reason),
                           evidence: d.evidence, unit: unit.id,
                           notes: [Finding.Note(message: Finding.Message.otherSource, location: otherUnit.koreanLocation,
                                                unit: otherUnit.id)]))
      }
    }
    return out
  }
  /// The words inside `[-…-]` and `{+…+}` of a rendered word diff.
  static func changedWords(_ diff: String) -> [String] {
    var words: [String] = []
    var rest = Substring(diff)
    while let open = rest.range(of: "[-") ?? rest.range(of: "{+") {
      let closer = rest[open].hasPrefix("[") ? "-]" : "+}"
      guard let close = rest[open.upperBound...].range(of: closer) else { break }
      words.append(String(rest[open.upperBound..<close.lowerBound]))
      rest = rest[close.upperBound...]
    }
    return Array(words.prefix(12))
  }
}
