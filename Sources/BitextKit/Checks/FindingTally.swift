/// Findings counted by code and severity, for summaries that must count every finding even
/// when not every one is listed (a streamed document keeps its first
/// `StreamedDocument.findingLimit`).
public struct FindingTally: Sendable, Equatable {
  public private(set) var total = 0
  public private(set) var byCode: [FindingCode: Int] = [:]
  public private(set) var bySeverity: [Finding.Severity: Int] = [:]

  public init() {}

  /// Reads each finding's code and severity in place (a loop over the findings copied each one).
  public init(_ findings: [Finding]) {
    for i in findings.indices { add(findings[i].code, findings[i].severity) }
  }

  public mutating func add(_ finding: Finding) {
    add(finding.code, finding.severity)
  }

  private mutating func add(_ code: FindingCode, _ severity: Finding.Severity) {
    total += 1
    byCode[code, default: 0] += 1
    bySeverity[severity, default: 0] += 1
  }

  public static func + (a: FindingTally, b: FindingTally) -> FindingTally {
    var sum = a
    sum.total += b.total
    sum.byCode.merge(b.byCode, uniquingKeysWith: +)
    sum.bySeverity.merge(b.bySeverity, uniquingKeysWith: +)
    return sum
  }

  public subscript(code: FindingCode) -> Int { byCode[code] ?? 0 }
  public subscript(severity: Finding.Severity) -> Int { bySeverity[severity] ?? 0 }
}
