import Foundation
import Testing
@testable import BitextKit

/// What the checks must say about the corpus (issue: translation checks), read from the real
/// outputs of one run.
@Suite struct CorpusFindingsTests {
  let run = CorpusRun.shared

  func flags(_ file: String, englishLine: Int, source: String? = nil) throws -> [String] {
    let row = try #require(run.rows(file, englishLine: englishLine, source: source).first)
    return row["flags"]!.split(separator: ";").map(String.init)
  }

  @Test func noteParagraphWhoseKoreanSaysTvOSIsATermMismatchError() throws {
    #expect(try flags("buttons.txt", englishLine: 50).contains("term-mismatch"))
    let finding = try #require(run.summary.findings.first { $0.code == .termMismatch && $0.koreanLocation?.firstLine == 51 })
    #expect(finding.severity == .error)
    #expect(finding.evidence == ["visionOS", "tvOS"])
    #expect(run.text("report.md").contains("visionOS in English is tvOS in Korean"))
  }

  @Test func hitRegionParagraphDroppingTheVisionOSSizeIsFlagged() throws {
    let codes = try flags("buttons.txt", englishLine: 24)
    #expect(codes.contains("number-mismatch") || codes.contains("omission"))
    #expect(run.summary.findings.contains { $0.code == .numberMismatch && $0.evidence.contains("60x60") })
  }

  @Test func koreanThatCarriesSentencesTheEnglishLacksIsAnAddition() throws {
    // "In general, use a button that has a visible background…": the Korean adds the next
    // paragraph's advice about not overusing filled buttons.
    #expect(try flags("buttons.txt", englishLine: 38).contains("addition"))
  }

  @Test(arguments: [
    ("buttons.txt", 5), ("buttons.txt", 10), ("buttons.txt", 63), ("navigation-bars.txt", 6),
    ("navigation-bars.txt", 24), ("toolbars.md", 12), ("toolbars.md", 38), ("navigation-bars.txt", 56),
  ])
  func faithfulPairsHaveNoFinding(file: String, line: Int) throws {
    #expect(try flags(file, englishLine: line).isEmpty)
  }

  @Test func findingsJSONHoldsEveryFinding() throws {
    let data = try Data(contentsOf: URL(fileURLWithPath: run.output + "/findings.json"))
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let findings = try #require(object["findings"] as? [[String: Any]])
    #expect(findings.count == run.summary.findings.count)
  }
}
