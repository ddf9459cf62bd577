/// The findings of a run looked up by the unit they are about: what the CSV and TMX `flags`,
/// the report cells and the summary counts read. Each unit's findings are most severe first,
/// then in code order. Built once per run (`RunResult.findingsByUnit`); each unit's codes are
/// listed when the table is made, so a row reads them without sorting.
public struct FindingsByUnit: Sendable {
  private struct Entry: Sendable {
    var findings: [Finding]
    var codes: [FindingCode] = []
  }
  private var byUnit: [UnitID: Entry] = [:]

  public init(_ findings: some Sequence<Finding>) {
    for finding in findings {
      guard let unit = finding.unit else { continue }
      byUnit[unit, default: Entry(findings: [])].findings.append(finding)
    }
    for index in byUnit.values.indices {
      byUnit.values[index].findings.sort { $0.severity != $1.severity ? $0.severity > $1.severity : $0.code.order < $1.code.order }
      byUnit.values[index].codes = Self.codes(byUnit.values[index].findings)
    }
  }

  public subscript(unit: UnitID) -> [Finding] { byUnit[unit]?.findings ?? [] }

  /// How many of `units` have at least one finding of each code (codes no unit has are absent):
  /// a report's per-source counts, made in one pass over the units.
  public func unitCounts(_ units: some Sequence<TranslationUnit>) -> [FindingCode: Int] {
    var perCode = [Int](repeating: 0, count: FindingCode.allCases.count)
    for unit in units {
      for code in codes(of: unit.id) { perCode[code.order] += 1 }
    }
    var counts: [FindingCode: Int] = [:]
    for (order, code) in FindingCode.allCases.enumerated() where perCode[order] > 0 { counts[code] = perCode[order] }
    return counts
  }

  /// The unit's finding codes, each once, in declaration order (the CSV `flags` column).
  public func codes(of unit: UnitID) -> [FindingCode] {
    byUnit[unit]?.codes ?? []
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
