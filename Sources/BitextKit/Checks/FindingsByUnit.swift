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
