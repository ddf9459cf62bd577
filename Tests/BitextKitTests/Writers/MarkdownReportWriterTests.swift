import Testing
@testable import BitextKit

@Suite struct MarkdownReportWriterTests {
  /// The fixture's run with these findings (code, severity, unit index, message), in this order.
  static func result(_ findings: [(FindingCode, Finding.Severity, Int, String)]) -> RunResult {
    var result = ReportFixtures.result()
    let units = result.groups[0].units
    result.findings = findings.map { code, severity, index, message in
      Finding(code: code, severity: severity, englishLocation: units[index].englishLocation,
              koreanLocation: units[index].koreanLocation, message: message, evidence: [], unit: units[index].id)
    }
    return result
  }

  static func markdown(_ result: RunResult) throws -> String {
    var writer = MarkdownReportWriter(sink: [UInt8](), limits: .standard)
    try writer.write(result)
    return String(decoding: writer.sink, as: UTF8.self)
  }

  /// Where each message first appears in the page's list of findings in `text`.
  static func positions(of messages: [String], in text: String) -> [String.Index?] {
    guard let list = text.range(of: "### Findings (")?.upperBound else { return messages.map { _ in nil } }
    return messages.map { text[list...].range(of: $0)?.lowerBound }
  }

  @Test("a page's findings are listed most severe first, then in the run's order, whatever order they come in")
  func findingsBySeverity() throws {
    let findings = Self.result([
      (.lengthRatio, .info, 0, "a note on the intro"),
      (.numberMismatch, .error, 2, "number 3 in English is missing"),
      (.lengthRatio, .warning, 3, "Korean is much shorter"),
      (.termMismatch, .error, 5, "Markup in English is 마크 in Korean"),
      (.lengthRatio, .info, 5, "a note on the count"),
    ]).findings
    // The run's order, as the checks hand findings over (by place), and what the page lists.
    let inRunOrder = findings.sorted(by: RunChecks.order)
    let expected = [Finding.Severity.error, .warning, .info].flatMap { severity in
      inRunOrder.filter { $0.severity == severity }.map(\.message)
    }
    var result = Self.result([])
    result.findings = inRunOrder
    let listed = try Self.markdown(result)
    let positions = Self.positions(of: expected, in: listed)
    #expect(positions.allSatisfy { $0 != nil }, "every finding is listed")
    #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted())
    // Out of the run's order (sorted, not partitioned), the same report.
    result.findings = inRunOrder.reversed()
    #expect(try Self.markdown(result) == listed)
  }
}
