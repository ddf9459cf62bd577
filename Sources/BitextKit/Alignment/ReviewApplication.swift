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
/// The page's `versionChanges` and `parallelTranslations`, which name units by their index,
/// follow them: a change stays on the row that keeps its unit's English, and a translation to
/// compare stays only while that row is still a pair.
/// - Complexity: O(units) per page plus O(decisions) for the tables.
enum ReviewApplication {
  /// A unit while decisions are applied, with the index (on the page as aligned) of the unit
  /// whose English it keeps; nil for a row holding only Korean split off a pair.
  private struct Row {
    var unit: TranslationUnit
    var origin: Int?
  }

  /// Applies `review` to `page`; returns the keys of the decisions that changed something
  /// (rejected pairs split, accepted pairs linked again).
  static func apply(_ review: ReviewDecisions, to page: inout GroupAlignment) -> Set<ReviewDecisions.Key> {
    var rows = page.units.indices.map { Row(unit: page.units[$0], origin: $0) }
    var applied: Set<ReviewDecisions.Key> = []
    let rejected = review.rejected
    if !rejected.isEmpty { split(&rows, rejected: rejected, applied: &applied) }
    for (key, _) in review.accepted.sorted(by: { $0.value.line < $1.value.line }) {
      if rows.contains(where: { $0.unit.status == .aligned && Self.key(of: $0.unit) == key }) { continue }
      if link(key, in: &rows) { applied.insert(key) }
    }
    guard !applied.isEmpty else { return applied }
    var newIndex = [Int?](repeating: nil, count: page.units.count)
    for (index, row) in rows.enumerated() { if let origin = row.origin { newIndex[origin] = index } }
    page.units = rows.map(\.unit)
    page.versionChanges = page.versionChanges.compactMap { change in
      guard let index = newIndex[change.unitIndex] else { return nil }
      var moved = change
      moved.unitIndex = index
      return moved
    }
    page.parallelTranslations = page.parallelTranslations.compactMap { indices in
      let pairs = indices.compactMap { newIndex[$0] }.filter { page.units[$0].status == .aligned }
      return pairs.count > 1 ? pairs : nil
    }
    return applied
  }

  static func key(of unit: TranslationUnit) -> ReviewDecisions.Key {
    ReviewDecisions.Key(english: SameText.key(unit.englishText), korean: SameText.key(unit.koreanText))
  }

  private static func split(_ rows: inout [Row], rejected: [ReviewDecisions.Key: ReviewDecisions.Decision],
                            applied: inout Set<ReviewDecisions.Key>) {
    var result: [Row] = []
    result.reserveCapacity(rows.count)
    for row in rows {
      let key = row.unit.status == .aligned ? Self.key(of: row.unit) : nil
      guard let key, rejected[key] != nil else { result.append(row); continue }
      applied.insert(key)
      result += [Row(unit: englishAlone(row.unit), origin: row.origin), Row(unit: koreanAlone(row.unit), origin: nil)]
    }
    rows = result
  }

  /// Links the English of one unit with the Korean of another (the same source preferred).
  private static func link(_ key: ReviewDecisions.Key, in rows: inout [Row]) -> Bool {
    let koreanHolders = rows.indices.filter { !rows[$0].unit.korean.isEmpty && SameText.key(rows[$0].unit.koreanText) == key.korean }
    let englishHolders = rows.indices.filter { !rows[$0].unit.english.isEmpty && SameText.key(rows[$0].unit.englishText) == key.english }
    guard let k = koreanHolders.first else { return false }
    guard let e = englishHolders.first(where: { rows[$0].unit.source == rows[k].unit.source }) ?? englishHolders.first, e != k else {
      return false
    }
    let englishUnit = rows[e].unit, koreanUnit = rows[k].unit
    var linked = englishUnit
    linked.korean = koreanUnit.korean
    linked.notes = englishUnit.notes + koreanUnit.notes
    linked.noteLocations = englishUnit.noteLocations + koreanUnit.noteLocations
    linked.source = koreanUnit.source
    linked.status = .aligned
    linked.score = 1
    var replacement: [Int: [Row]] = [e: [Row(unit: linked, origin: rows[e].origin)], k: []]
    if !englishUnit.korean.isEmpty { replacement[e]!.append(Row(unit: koreanAlone(englishUnit), origin: nil)) }
    if !koreanUnit.english.isEmpty { replacement[k] = [Row(unit: englishAlone(koreanUnit), origin: rows[k].origin)] }
    rows = rows.indices.flatMap { replacement[$0] ?? [rows[$0]] }
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
