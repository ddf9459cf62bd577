/// Runs every check of this folder over the units of a run: learns `RunStatistics` from all
/// aligned units first, then checks each aligned unit, then looks for duplicates across units.
/// Findings come in unit order, each naming its unit (`Finding.unit`).
public enum TranslationChecks {
  /// Profiles and per-unit checks run on all cores in chunks, their findings joined in unit
  /// order: the same findings, in the same order, as one loop. The duplicates are looked for
  /// on another thread meanwhile, and the profiles freed on another thread after.
  public static func run(_ units: [TranslationUnit]) -> [Finding] {
    var sharedAnchors: [Bool?] = []
    return run(units, sharedAnchors: &sharedAnchors)
  }

  /// `run(_:)`, setting `sharedAnchors` to one value per unit: `CheckedScore.sharedAnchor` of
  /// its profile where its findings hold a name or number mismatch (what `CheckedScore.weigh`
  /// asks then, while the profile exists), nil elsewhere.
  static func run(_ units: [TranslationUnit], sharedAnchors: inout [Bool?]) -> [Finding] {
    // Only aligned units are profiled: the statistics, the duplicates and the per-unit checks
    // read no other (a missing or extra unit's profile was made and freed unread).
    let aligned = units.indices.filter { units[$0].status == .aligned }
    // By index: a unit handed to the closure is copied first (each of its parts retained).
    let profiles = ParallelMap.map(aligned, minimumChunk: unitsPerTask) { UnitProfile(units[$0], kept: true) }
    let duplicates = Background {
      var found: [Finding] = []
      DuplicateCheck.check(profiles, into: &found)
      return found
    }
    let statistics = RunStatistics(profiles: profiles)
    let checked = ParallelMap.map(Array(profiles.indices), minimumChunk: unitsPerTask) { index -> (found: [Finding], shared: Bool?) in
      var found: [Finding] = []
      check(profiles[index], statistics: statistics, into: &found)
      let mismatch = found.contains { $0.code == .termMismatch || $0.code == .numberMismatch }
      return (found, mismatch ? CheckedScore.sharedAnchor(profiles[index]) : nil)
    }
    var findings = Array(checked.lazy.map(\.found).joined())
    sharedAnchors = [Bool?](repeating: nil, count: units.count)
    for (position, index) in aligned.enumerated() { sharedAnchors[index] = checked[position].shared }
    findings += duplicates.value()
    Background<Void>.release(consume profiles)
    return findings
  }

  /// Units per parallel task: enough that a task costs more than handing it out.
  static let unitsPerTask = 256

  /// The per-unit checks, in reporting order. An untranslated unit gets no other finding: its
  /// numbers and names trivially "match" and its length says nothing more.
  public static func check(_ profile: UnitProfile, statistics: RunStatistics, into findings: inout [Finding]) {
    let before = findings.count
    UntranslatedCheck.check(profile, into: &findings)
    guard findings.count == before else { return }
    // Both read the names whose digits changed: found once.
    let renumbered = NumberCheck.renumberedNames(profile)
    NumberCheck.check(profile, renumbered: renumbered, into: &findings)
    TermCheck.check(profile, statistics: statistics, renumbered: renumbered, into: &findings)
    let model = statistics.lengthModel
    // The closure captures the two lengths' arrays, not the profile (a copy of every field).
    let englishLengths = profile.englishMeasure.sentenceLengths, koreanLengths = profile.koreanMeasure.sentenceLengths
    let omitted = OmissionCheck.check(profile, alignment: {
      SentenceAlignment(english: englishLengths, korean: koreanLengths, model: model)
    }, model: model, into: &findings)
    let added = AdditionCheck.check(profile, model: model, into: &findings)
    if !omitted && !added {
      LengthRatioCheck.check(profile, model: model, into: &findings)
    }
  }
}
