/// Which checks a run makes beyond the defaults: the team's glossary (`--glossary`) and the
/// codes a team switches off because its conventions differ (`--disable register-mix,particle`).
public struct CheckSettings: Sendable, Equatable {
  public var glossary: Glossary?
  public var disabled: Set<FindingCode>

  public init(glossary: Glossary? = nil, disabled: Set<FindingCode> = []) {
    self.glossary = glossary
    self.disabled = disabled
  }
}

/// The checks that read the Korean as Korean: speech level per page (`register-mix`), particles
/// after words (`particle`) and the team glossary (`glossary-mismatch`). Findings name their
/// unit. Units that `untranslated` reports get none of them (no Korean to judge).
public enum KoreanChecks {
  public static func run(_ units: [TranslationUnit], settings: CheckSettings, untranslated: Set<UnitID> = []) -> [Finding] {
    run(units, settings: settings, untranslated: untranslated, registerMix: registerMix(units, settings: settings))
  }

  /// `run` with the `register-mix` findings of all `units` (`registerMix`) given, made apart:
  /// they need no other check's findings, so a run looks for them while it checks the rest.
  static func run(_ units: [TranslationUnit], settings: CheckSettings, untranslated: Set<UnitID>,
                  registerMix mixed: [Finding]?) -> [Finding] {
    let particles = !settings.disabled.contains(.particle)
    let glossary = settings.disabled.contains(.glossaryMismatch) ? nil : settings.glossary
    // Per unit on all cores, joined in unit order (the same findings as one loop).
    var findings = Array(ParallelMap.map(units, minimumChunk: TranslationChecks.unitsPerTask) { unit in
      var found: [Finding] = []
      guard unit.status == .aligned && !untranslated.contains(unit.id) else { return found }
      if particles { ParticleCheck.check(unit, into: &found) }
      if let glossary { GlossaryCheck.check(unit, glossary: glossary, into: &found) }
      return found
    }.joined())
    if let mixed { findings += mixed.filter { $0.unit.map { !untranslated.contains($0) } ?? true } }
    return findings
  }

  /// The `register-mix` findings of all `units` (untranslated ones included), or nil when
  /// `settings` disables the code.
  static func registerMix(_ units: [TranslationUnit], settings: CheckSettings) -> [Finding]? {
    guard !settings.disabled.contains(.registerMix) else { return nil }
    var mixed: [Finding] = []
    RegisterMixCheck.check(units, into: &mixed)
    return mixed
  }
}
