/// Checks the units of a run's pages: the per-unit and duplicate checks over all units, the
/// cross-source checks of each page (`source-changed`, `divergent-sources`) and `missing` for
/// every unit without Korean, and the Korean-aware checks (`KoreanChecks`) as `settings` allow;
/// codes `settings` disables are dropped. Findings name their unit by identity; the CSV and TMX `flags` are
/// derived from them (`FindingsByUnit`). Sorted by file and line.
public enum RunChecks {
  public static func findings(_ pages: [GroupAlignment], settings: CheckSettings = CheckSettings()) -> [Finding] {
    var sharedAnchors: [Bool?] = []
    return findings(pages, settings: settings, sharedAnchors: &sharedAnchors)
  }

  /// `findings(_:settings:)`, with `TranslationChecks.run`'s `sharedAnchors` of the pages' units
  /// in order.
  static func findings(_ pages: [GroupAlignment], settings: CheckSettings, sharedAnchors: inout [Bool?]) -> [Finding] {
    let units = pages.allUnits
    // Speech levels per page need no other check: read on another thread meanwhile.
    let registerMix = Background { KoreanChecks.registerMix(units, settings: settings) }
    var findings = TranslationChecks.run(units, sharedAnchors: &sharedAnchors)
    let untranslated = Set(findings.lazy.filter { $0.code == .untranslated }.compactMap(\.unit))
    findings += KoreanChecks.run(units, settings: settings, untranslated: untranslated, registerMix: registerMix.value())
    for page in pages {
      SourceChangeCheck.check(page, into: &findings)
      DivergenceCheck.check(page, into: &findings)
    }
    // By index: a loop over the units copied each one (retaining its fields) to read its status.
    for index in units.indices where units[index].status == .missing { findings.append(.missing(units[index])) }
    if !settings.disabled.isEmpty { findings.removeAll { settings.disabled.contains($0.code) } }
    // Sorted in place (the same stable sort `sorted` makes on a copy of the findings).
    findings.sort(by: Self.order)
    return findings
  }

  /// File, then line, then most severe first.
  static func order(_ a: Finding, _ b: Finding) -> Bool {
    let la = a.location, lb = b.location
    if la?.file != lb?.file { return (la?.file ?? "") < (lb?.file ?? "") }
    if la?.firstLine != lb?.firstLine { return (la?.firstLine ?? 0) < (lb?.firstLine ?? 0) }
    return a.severity > b.severity
  }
}
