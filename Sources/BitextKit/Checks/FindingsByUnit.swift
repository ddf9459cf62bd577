/// The findings of a run looked up by the unit they are about: what the CSV and TMX `flags`,
/// the report cells and the summary counts read. Each unit's findings are most severe first,
/// then in code order.
public struct FindingsByUnit: Sendable {
  private var byUnit: [UnitID: [Finding]] = [:]

  public init(_ findings: some Sequence<Finding>) {
    for finding in findings {
      guard let unit = finding.unit else { continue }
      byUnit[unit, default: []].append(finding)
    }
    for key in byUnit.keys {
      byUnit[key]!.sort { $0.severity != $1.severity ? $0.severity > $1.severity : $0.code.order < $1.code.order }
    }
  }

  public subscript(unit: UnitID) -> [Finding] { byUnit[unit] ?? [] }

  /// How many of `units` have at least one finding of each code (codes no unit has are absent):
  /// a report's per-source counts, made in one pass over the units.
  public func unitCounts(_ units: some Sequence<TranslationUnit>) -> [FindingCode: Int] {
    var perCode = [Int](repeating: 0, count: FindingCode.allCases.count)
    for unit in units {
      guard let found = byUnit[unit.id] else { continue }
      var seen: UInt64 = 0
      for finding in found {
        let bit = UInt64(1) << UInt64(finding.code.order)
        if seen & bit == 0 { seen |= bit; perCode[finding.code.order] += 1 }
      }
    }
    var counts: [FindingCode: Int] = [:]
    for (order, code) in FindingCode.allCases.enumerated() where perCode[order] > 0 { counts[code] = perCode[order] }
    return counts
  }

  /// The unit's finding codes, each once, in declaration order (the CSV `flags` column).
  public func codes(of unit: UnitID) -> [FindingCode] {
    Self.codes(self[unit])
  }

  /// The codes of `findings`, each once, in declaration order.
  public static func codes(_ findings: some Sequence<Finding>) -> [FindingCode] {
    Set(findings.map(\.code)).sorted { $0.order < $1.order }
  }
}

extension FindingCode {
  /// Declaration order, for stable listings.
  public var order: Int { Self.allCases.firstIndex(of: self)! }
}
