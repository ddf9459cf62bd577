extension Finding.Message {
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
/// older English version, `divergent-sources` on both units of two sources that disagree.
public enum CrossSourceFindings {
  /// `offset` is the index of the group's first unit in the run's unit array.
  public static func findings(_ group: GroupAlignment, offset: Int) -> [Finding] {
    var out: [Finding] = []
    for change in group.versionChanges {
      let unit = group.units[change.unitIndex]
      let words = changedWords(change.diff)
      out.append(Finding(code: .sourceChanged, severity: .warning, englishLocation: unit.englishLocation,
                         koreanLocation: unit.koreanLocation,
                         message: Finding.Message.sourceChanged(current: change.currentLocation, diff: change.diff),
                         evidence: words, unitIndex: offset + change.unitIndex))
    }
    for d in group.divergences {
      for (mine, other) in [(d.unitIndex, d.otherUnitIndex), (d.otherUnitIndex, d.unitIndex)] {
        let unit = group.units[mine]
        var finding = Finding(code: .divergentSources, severity: .warning, englishLocation: unit.englishLocation,
                              koreanLocation: unit.koreanLocation,
                              message: Finding.Message.divergent(other: group.units[other].koreanLocation, reason: d.reason),
                              evidence: d.evidence, unitIndex: offset + mine)
        finding.relatedUnitIndex = offset + other
        out.append(finding)
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
