/// The findings of a run looked up by the unit they are about: what the CSV and TMX `flags`,
/// the report cells and the summary counts read. Each unit's findings are most severe first,
/// then in code order. Built once per run (`RunResult.findingsByUnit`); each unit's codes are
/// listed when the table is made, so a row reads them without sorting.
public struct FindingsByUnit: Sendable {
  private struct Entry: Sendable {
    var findings: [Finding]
    var codes: [FindingCode] = []
  }
  /// Each unit with findings has an entry; `entryOfUnit` finds it.
  private var entries: [Entry] = []
  private var entryOfUnit: [UnitID: Int] = [:]

  public init(_ findings: some Sequence<Finding>) {
    for finding in findings {
      guard let unit = finding.unit else { continue }
      if let entry = entryOfUnit[unit] {
        entries[entry].findings.append(finding)
      } else {
        entryOfUnit[unit] = entries.count
        entries.append(Entry(findings: [finding]))
      }
    }
    for index in entries.indices {
      entries[index].findings.sort { $0.severity != $1.severity ? $0.severity > $1.severity : $0.code.order < $1.code.order }
      entries[index].codes = Self.codes(entries[index].findings)
    }
  }

  public subscript(unit: UnitID) -> [Finding] { entryOfUnit[unit].map { entries[$0].findings } ?? [] }

  /// How many of `units` have at least one finding of each code (codes no unit has are absent),
  /// made in one pass over the units (the reports count a page's units by position:
  /// `Positions.unitCounts`).
  public func unitCounts(_ units: some Sequence<TranslationUnit>) -> [FindingCode: Int] {
    var perCode = [Int](repeating: 0, count: FindingCode.allCases.count)
    for unit in units {
      for code in codes(of: unit.id) { perCode[code.order] += 1 }
    }
    return Self.counts(perCode)
  }

  private static func counts(_ perCode: [Int]) -> [FindingCode: Int] {
    var counts: [FindingCode: Int] = [:]
    for (order, code) in FindingCode.allCases.enumerated() where perCode[order] > 0 { counts[code] = perCode[order] }
    return counts
  }

  /// The unit's finding codes, each once, in declaration order (the CSV `flags` column).
  public func codes(of unit: UnitID) -> [FindingCode] {
    entryOfUnit[unit].map { entries[$0].codes } ?? []
  }

  /// The findings of `units` by each unit's position: a look-up per unit, once, for the
  /// writers that visit every unit (each looked each unit up by identity several times).
  public func positions(of units: [TranslationUnit]) -> Positions {
    var entryAt = [Int32](repeating: -1, count: units.count)
    if !entries.isEmpty {
      for index in units.indices {
        if let entry = entryOfUnit[units[index].id] { entryAt[index] = Int32(entry) }
      }
    }
    return Positions(table: self, entryAt: entryAt, start: 0)
  }

  /// Findings by the position of their unit in a list of units (`positions(of:)`), or in a
  /// stretch of it (`pages`: each page's units within the run's).
  public struct Positions: Sendable {
    fileprivate var table: FindingsByUnit
    /// Each position's entry in `table`, -1 for a unit with no findings.
    fileprivate var entryAt: [Int32]
    fileprivate var start: Int

    public init() { self.init(table: FindingsByUnit([]), entryAt: [], start: 0) }

    fileprivate init(table: FindingsByUnit, entryAt: [Int32], start: Int) {
      self.table = table
      self.entryAt = entryAt
      self.start = start
    }

    /// The same table with position 0 at `position` (the first unit of a page).
    private func from(_ position: Int) -> Positions {
      Positions(table: table, entryAt: entryAt, start: start + position)
    }

    /// The table of each of consecutive pages of `unitCounts` units (each from its page's first
    /// unit): the pages of a run, laid end to end as its units are.
    public func pages(_ unitCounts: some Sequence<Int>) -> [Positions] {
      var first = 0
      return unitCounts.map { count in
        defer { first += count }
        return from(first)
      }
    }

    /// The findings of the unit at `position`, most severe first.
    public subscript(position: Int) -> [Finding] {
      let entry = entryAt[start + position]
      return entry < 0 ? [] : table.entries[Int(entry)].findings
    }

    /// Whether the unit at `position` has any finding.
    public func hasFindings(at position: Int) -> Bool { entryAt[start + position] >= 0 }

    /// The codes of the unit at `position`, each once, in declaration order.
    public func codes(at position: Int) -> [FindingCode] {
      let entry = entryAt[start + position]
      return entry < 0 ? [] : table.entries[Int(entry)].codes
    }

    /// How many of the units at `positions` have at least one finding of each code (codes no
    /// unit has are absent): a report's per-source counts; only the units with findings are
    /// looked at.
    public func unitCounts(_ positions: some Sequence<Int>) -> [FindingCode: Int] {
      var perCode = [Int](repeating: 0, count: FindingCode.allCases.count)
      for position in positions {
        let entry = entryAt[start + position]
        guard entry >= 0 else { continue }
        for code in table.entries[Int(entry)].codes { perCode[code.order] += 1 }
      }
      return FindingsByUnit.counts(perCode)
    }
  }

  /// The codes of `findings`, each once, in declaration order.
  public static func codes(_ findings: some Sequence<Finding>) -> [FindingCode] {
    var seen: UInt64 = 0
    for finding in findings { seen |= UInt64(1) << UInt64(finding.code.order) }
    guard seen != 0 else { return [] }
    return FindingCode.allCases.enumerated().compactMap { order, code in seen & (UInt64(1) << UInt64(order)) != 0 ? code : nil }
  }
}

extension FindingCode {
  /// Declaration order, for stable listings.
  public var order: Int { Self.allCases.firstIndex(of: self)! }
}
