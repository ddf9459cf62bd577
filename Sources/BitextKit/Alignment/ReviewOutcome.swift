/// What a run did with the reviewer's decisions (`--review`), for the reports: each decision
/// applied, with the units it applies to, and each that no longer matches anything (its English
/// or its Korean changed, or the pair is gone).
public struct ReviewOutcome: Sendable {
  public struct Applied: Sendable {
    public var decision: ReviewDecisions.Decision
    /// The pair's units now (accepted), or the units its two sides became (rejected).
    public var units: [UnitID]
  }

  /// The review file, nil when no `--review` was given.
  public var path: String?
  public var applied: [Applied] = []
  public var unmatched: [ReviewDecisions.Decision] = []
  /// Units a reviewer accepted: kept in the TMX and marked `x-review`.
  public var accepted: Set<UnitID> = []

  public init(path: String? = nil) { self.path = path }

  /// Matches each decision to the pages' units (identities given). A rejected decision is
  /// applied when alignment produced the pair and it was split (`changed`); an accepted one when
  /// the pair is among the aligned units.
  init(_ review: ReviewDecisions, pages: [GroupAlignment], changed: Set<ReviewDecisions.Key>) {
    path = review.path
    var aligned: [ReviewDecisions.Key: [UnitID]] = [:]
    var sides: [[UInt8]: [UnitID]] = [:]
    for unit in pages.lazy.flatMap(\.units) {
      if unit.status == .aligned { aligned[ReviewApplication.key(of: unit), default: []].append(unit.id) }
      if unit.status == .missing { sides[SameText.key(unit.englishText), default: []].append(unit.id) }
      if unit.status == .extra { sides[SameText.key(unit.koreanText), default: []].append(unit.id) }
    }
    for decision in review.decisions {
      let key = decision.key
      switch decision.verdict {
      case .accept:
        guard let units = aligned[key] else { unmatched.append(decision); continue }
        applied.append(Applied(decision: decision, units: units))
        accepted.formUnion(units)
      case .reject:
        guard changed.contains(key) else { unmatched.append(decision); continue }
        applied.append(Applied(decision: decision, units: (sides[key.english] ?? []) + (sides[key.korean] ?? [])))
      }
    }
  }
}
