/// Applies a reviewer's decisions (`ReviewDecisions`) to one page's units, after alignment and
/// before identities are given, so the checks, the identities and every output see the result:
///
/// - a **rejected** pair that alignment produced again is split: its English becomes a
///   `missing` row and its Korean an `extra` row of the same source, never a pair;
/// - an **accepted** pair that alignment produced is kept as it is (the TMX keeps it whatever its
///   findings or score and prefers it); one it did not produce, whose English is a unit's whole
///   English and whose Korean a unit's whole Korean on the page, is linked again: the English
///   takes that Korean (score 1), and what the two units held besides stays as a `missing` and
///   an `extra` row, so nothing is lost.
///
/// Units are matched by content (`ReviewDecisions.Key`), so decisions survive edits elsewhere.
/// - Complexity: O(units) per page plus O(decisions) for the tables.
enum ReviewApplication {
  /// Applies `review` to `units`; returns the keys of the decisions that changed something
  /// (rejected pairs split, accepted pairs linked again).
  static func apply(_ review: ReviewDecisions, to units: inout [TranslationUnit]) -> Set<ReviewDecisions.Key> {
    var applied: Set<ReviewDecisions.Key> = []
    let rejected = review.rejected
    if !rejected.isEmpty { split(&units, rejected: rejected, applied: &applied) }
    for (key, _) in review.accepted.sorted(by: { $0.value.line < $1.value.line }) {
      if units.contains(where: { $0.status == .aligned && Self.key(of: $0) == key }) { continue }
      if link(key, in: &units) { applied.insert(key) }
    }
    return applied
  }

  static func key(of unit: TranslationUnit) -> ReviewDecisions.Key {
    ReviewDecisions.Key(english: SameText.key(unit.englishText), korean: SameText.key(unit.koreanText))
  }

  private static func split(_ units: inout [TranslationUnit], rejected: [ReviewDecisions.Key: ReviewDecisions.Decision],
                            applied: inout Set<ReviewDecisions.Key>) {
    var result: [TranslationUnit] = []
    result.reserveCapacity(units.count)
    for unit in units {
      let key = unit.status == .aligned ? Self.key(of: unit) : nil
      guard let key, rejected[key] != nil else { result.append(unit); continue }
      applied.insert(key)
      result += [englishAlone(unit), koreanAlone(unit)]
    }
    units = result
  }

  /// Links the English of one unit with the Korean of another (the same source preferred).
  private static func link(_ key: ReviewDecisions.Key, in units: inout [TranslationUnit]) -> Bool {
    let koreanHolders = units.indices.filter { !units[$0].korean.isEmpty && SameText.key(units[$0].koreanText) == key.korean }
    let englishHolders = units.indices.filter { !units[$0].english.isEmpty && SameText.key(units[$0].englishText) == key.english }
    guard let k = koreanHolders.first else { return false }
    guard let e = englishHolders.first(where: { units[$0].source == units[k].source }) ?? englishHolders.first, e != k else {
      return false
    }
    let englishUnit = units[e], koreanUnit = units[k]
    var linked = englishUnit
    linked.korean = koreanUnit.korean
    linked.notes = englishUnit.notes + koreanUnit.notes
    linked.noteLocations = englishUnit.noteLocations + koreanUnit.noteLocations
    linked.source = koreanUnit.source
    linked.status = .aligned
    linked.score = 1
    var replacement: [Int: [TranslationUnit]] = [e: [linked], k: []]
    if !englishUnit.korean.isEmpty { replacement[e]!.append(koreanAlone(englishUnit)) }
    if !koreanUnit.english.isEmpty { replacement[k] = [englishAlone(koreanUnit)] }
    units = units.indices.flatMap { replacement[$0] ?? [units[$0]] }
    return true
  }

  /// The unit's English as a `missing` row of its source.
  private static func englishAlone(_ unit: TranslationUnit) -> TranslationUnit {
    var alone = unit
    alone.korean = []
    alone.notes = []
    alone.noteLocations = []
    alone.score = 0
    alone.status = .missing
    return alone
  }

  /// The unit's Korean as an `extra` row, with its notes.
  private static func koreanAlone(_ unit: TranslationUnit) -> TranslationUnit {
    var alone = unit
    alone.english = []
    alone.score = 0
    alone.status = .extra
    return alone
  }
}
