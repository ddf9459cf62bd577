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
    var findings: [Finding] = []
    let particles = !settings.disabled.contains(.particle)
    let glossary = settings.disabled.contains(.glossaryMismatch) ? nil : settings.glossary
    for unit in units where unit.status == .aligned && !untranslated.contains(unit.id) {
      if particles { ParticleCheck.check(unit, into: &findings) }
      if let glossary { GlossaryCheck.check(unit, glossary: glossary, into: &findings) }
    }
    if !settings.disabled.contains(.registerMix) {
      var mixed: [Finding] = []
      RegisterMixCheck.check(units, into: &mixed)
      findings += mixed.filter { $0.unit.map { !untranslated.contains($0) } ?? true }
    }
    return findings
  }
}
