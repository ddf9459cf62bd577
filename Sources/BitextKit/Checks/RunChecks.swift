/// Checks all units of a run and writes each finding's code into its unit's `flags`, so the CSV
/// and the TMX carry what the reports say. Findings come back sorted by file and line.
public enum RunChecks {
  public static func apply(to units: inout [TranslationUnit], extra: [Finding] = []) -> [Finding] {
    var findings = TranslationChecks.run(units) + extra
    for (index, unit) in units.enumerated() where unit.status == .missing {
      findings.append(.missing(unit, unitIndex: index))
    }
    for finding in findings {
      guard let index = finding.unitIndex, units.indices.contains(index) else { continue }
      if !units[index].flags.contains(finding.code.rawValue) { units[index].flags.append(finding.code.rawValue) }
    }
    return findings.sorted(by: Self.order)
  }

  /// File, then line, then most severe first.
  static func order(_ a: Finding, _ b: Finding) -> Bool {
    let la = a.location, lb = b.location
    if la?.file != lb?.file { return (la?.file ?? "") < (lb?.file ?? "") }
    if la?.firstLine != lb?.firstLine { return (la?.firstLine ?? 0) < (lb?.firstLine ?? 0) }
    return a.severity > b.severity
  }
}
