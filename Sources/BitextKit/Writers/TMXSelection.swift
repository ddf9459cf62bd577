/// Which aligned units go into `alignment.tmx`, in which order, and why the others do not: the
/// TMX a CAT tool pre-translates from must hold only what it can insert as is (`TMXPolicy`).
///
/// - Left out (`Exclusion`, checked in this order): Korean that is no translation (an
///   `untranslated` finding, the English copied, or no Hangul at all: a CAT tool would fill the
///   target with English), a unit with an error-severity finding (a number or a name replaced),
///   a score under `TMXPolicy.minimumScore`; with `--tmx preferred` also every translation but
///   the preferred one. `--tmx all` leaves nothing out. A pair a reviewer accepted
///   (`--review`) is always kept.
/// - **Preferred translation.** Where several units of a page translate the same English
///   paragraph (same text, ignoring case and spacing: another source, an older version), one is
///   preferred, by this rule: a pair the reviewer accepted; else the Korean of the page's
///   current English source (its own bilingual translation); else the unit with the fewest
///   findings; else the higher score; else the first in reading order. It is marked
///   `<prop type="x-preferred">yes</prop>` and written first, the others right after it.
/// - Units are otherwise written in the CSV's order.
///
/// - Complexity: O(units + findings); one table entry per distinct English paragraph of a page.
public struct TMXSelection: Sendable {
  /// Why a unit was left out of the TMX. Raw values are what the reports and `findings.json` print.
  public enum Exclusion: String, Sendable, Equatable, CaseIterable {
    case untranslated
    case errorFinding = "error-finding"
    case lowScore = "low-score"
    case notPreferred = "not-preferred"

    /// For the reports: `untranslated (Korean is the English, or has no Hangul)`.
    public var explanation: String {
      switch self {
      case .untranslated: "Korean is the English, or has no Hangul"
      case .errorFinding: "an error finding (number or name replaced)"
      case .lowScore: "score under --min-score"
      case .notPreferred: "another source's translation is preferred (--tmx preferred)"
      }
    }
  }

  /// One `<tu>` to write: the unit at `index` of its page's `units`, an array shared with the
  /// page (a unit copied into each entry retained its every part, on the one thread that
  /// selects, and again with each copy of the entry).
  public struct Entry: Sendable {
    let units: [TranslationUnit]
    let index: Int
    public var unit: TranslationUnit { units[index] }
    public var flags: [FindingCode]
    /// Marked `x-preferred`: the chosen one of several translations of its English.
    public var isPreferred: Bool
    /// A reviewer accepted the pair (`x-review`).
    public var isAccepted: Bool
  }

  public let policy: TMXPolicy
  /// The units to write, in order.
  public private(set) var entries: [Entry] = []
  /// Held units left out, with the reason (the reports mark them).
  public private(set) var leftOut: [UnitID: Exclusion] = [:]
  /// Units left out per reason, streamed documents included.
  public private(set) var counts: [Exclusion: Int] = [:]
  /// English paragraphs with several translations in the TMX candidates (one preferred each).
  public private(set) var competingParagraphs = 0

  public init(policy: TMXPolicy = TMXPolicy()) { self.policy = policy }

  /// Selects among the pages' aligned units. `accepted` are the units a reviewer accepted.
  public init(groups: [GroupAlignment], findings: FindingsByUnit, policy: TMXPolicy, accepted: Set<UnitID> = []) {
    self.init(groups: groups, findings: findings.positions(of: groups.allUnits), policy: policy, accepted: accepted)
  }

  /// `findings`: by the position of each unit in the pages' units in page order
  /// (`RunResult.findingsByRow`).
  init(groups: [GroupAlignment], findings: FindingsByUnit.Positions, policy: TMXPolicy, accepted: Set<UnitID> = []) {
    self.policy = policy
    // Room for every unit at once (only the entries' pages are touched): grown by doubling, the
    // 100k pair's entries (a unit each) were copied into ever larger arrays, fresh memory each time.
    entries.reserveCapacity(groups.reduce(0) { $0 + $1.units.count })
    for (page, findings) in zip(groups, findings.pages(groups.map(\.units.count))) {
      select(page, findings: findings, accepted: accepted)
    }
  }

  /// Whether a unit of a streamed document goes in (no preference: a streamed document is alone).
  public mutating func admits(_ unit: TranslationUnit, findings: [Finding]) -> Bool {
    guard unit.status == .aligned else { return false }
    if let reason = Self.exclusion(of: unit, findings: findings, policy: policy) {
      counts[reason, default: 0] += 1
      return false
    }
    return true
  }

  /// Adds the counts of `other`, which judged units of a streamed document (`admits`) apart.
  mutating func addCounts(of other: TMXSelection) {
    for (reason, count) in other.counts { counts[reason, default: 0] += count }
  }

  /// Units written.
  public var writtenCount: Int { entries.count }
  public var leftOutCount: Int { counts.values.reduce(0, +) }

  /// Why `unit` stays out of the TMX under `policy`, or nil when it goes in (preference aside).
  public static func exclusion(of unit: TranslationUnit, findings: [Finding], policy: TMXPolicy,
                               accepted: Bool = false) -> Exclusion? {
    exclusion(score: unit.score, findings: findings, policy: policy, accepted: accepted) { isCopy(unit) }
  }

  /// `exclusion(of:)` of a unit scored `score`, asking `isCopy` only where it decides.
  static func exclusion(score: Double, findings: [Finding], policy: TMXPolicy, accepted: Bool,
                        isCopy: () -> Bool) -> Exclusion? {
    guard policy.content != .all, !accepted else { return nil }
    if findings.contains(where: { $0.code == .untranslated }) || isCopy() { return .untranslated }
    if findings.contains(where: { $0.severity == .error }) { return .errorFinding }
    if score < policy.minimumScore { return .lowScore }
    return nil
  }

  /// Korean that a CAT tool would insert as English: the English itself, or text with no Hangul.
  static func isCopy(_ unit: TranslationUnit) -> Bool {
    isCopy(english: unit.englishText, korean: unit.koreanText)
  }

  /// `isCopy` of the joined texts of a unit's sides.
  static func isCopy(english: String, korean: String) -> Bool {
    !ScriptScanner.hasHangul(korean) || SameText.equal(english, korean)
  }

  // MARK: Steps

  /// A page's aligned unit: why it is left out, or the key of its English.
  private enum Verdict: Sendable {
    case leftOut(Exclusion)
    case admitted(englishKey: SameText.HashedText)  // its English by `SameText.key`
  }

  /// `findings`: by the unit's position in the page.
  private mutating func select(_ page: GroupAlignment, findings: FindingsByUnit.Positions, accepted: Set<UnitID>) {
    // Each unit is judged on all cores; the page's table is then built in reading order.
    let policy = policy
    let verdicts = ParallelMap.map(Array(page.units.indices), minimumChunk: TranslationChecks.unitsPerTask) { index -> Verdict? in
      // The unit's fields read in place: a copy of the unit retains every part of it.
      guard page.units[index].status == .aligned else { return nil }
      let english = TranslationUnit.joined(page.units[index].english)
      if let reason = Self.exclusion(score: page.units[index].score, findings: findings[index], policy: policy,
                                     accepted: accepted.contains(page.units[index].id),
                                     isCopy: { Self.isCopy(english: english, korean: TranslationUnit.joined(page.units[index].korean)) }) {
        return .leftOut(reason)
      }
      return .admitted(englishKey: SameText.HashedText(english))
    }
    // Each English key is looked up once: its slot, whose candidates are chained in reading
    // order (`first`, then `next` of each; -1 ends the chain). Most keys have one candidate:
    // an array per key was three allocations per unit.
    var slots: [SameText.HashedText: Int] = [:]
    slots.reserveCapacity(verdicts.count)
    var first: [Int] = [], last: [Int] = []
    var next = [Int](repeating: -1, count: verdicts.count)
    for (index, verdict) in verdicts.enumerated() {
      switch verdict {
      case nil: continue
      case .leftOut(let reason): leave(page.units[index].id, reason)
      case .admitted(let key):
        let slot = Self.slot(&slots[key, default: first.count])
        if slot == first.count {
          first.append(index)
          last.append(index)
        } else {
          next[last[slot]] = index
          last[slot] = index
        }
      }
    }
    for start in first {
      guard next[start] >= 0 else {
        let id = page.units[start].id
        entries.append(Entry(units: page.units, index: start, flags: findings.codes(at: start), isPreferred: false,
                             isAccepted: accepted.contains(id)))
        continue
      }
      let candidates = Array(sequence(first: start) { next[$0] >= 0 ? next[$0] : nil })
      let best = preferred(candidates, page: page, findings: findings, accepted: accepted)
      competingParagraphs += 1
      for index in [best] + candidates.filter({ $0 != best }) {
        let id = page.units[index].id
        if index != best, policy.content == .preferred, !accepted.contains(id) {
          leave(id, .notPreferred)
          continue
        }
        entries.append(Entry(units: page.units, index: index, flags: findings.codes(at: index), isPreferred: index == best,
                             isAccepted: accepted.contains(id)))
      }
    }
  }

  /// The rule in the type's documentation: accepted, current English's own Korean, fewest
  /// findings, higher score, reading order.
  private func preferred(_ candidates: [Int], page: GroupAlignment, findings: FindingsByUnit.Positions, accepted: Set<UnitID>) -> Int {
    func rank(_ index: Int) -> (Int, Int, Int, Double, Int) {
      let unit = page.units[index]
      let own = page.currentEnglish != nil && unit.source == page.currentEnglish
      return (accepted.contains(unit.id) ? 0 : 1, own ? 0 : 1, findings[index].count, -unit.score, index)
    }
    return candidates.min { rank($0) < rank($1) }!
  }

  /// A slot as the table holds it, or as its default has just inserted it.
  private static func slot(_ value: inout Int) -> Int { value }

  private mutating func leave(_ unit: UnitID, _ reason: Exclusion) {
    leftOut[unit] = reason
    counts[reason, default: 0] += 1
  }
}
