@testable import BitextKit

/// Small builders shared by the check tests.
enum CheckFixtures {
  static func unit(_ english: String, _ korean: String, line: Int = 10) -> TranslationUnit {
    TranslationUnit(group: "buttons",
                    english: [Segment(language: .english, text: english, location: SourceLocation(file: "buttons.txt", firstLine: line), kind: .paragraph)],
                    korean: [Segment(language: .korean, text: korean, location: SourceLocation(file: "buttons.txt", firstLine: line + 1), kind: .paragraph)],
                    score: 1, status: .aligned)
  }

  /// Findings of the per-unit checks for one pair, with the default statistics.
  static func findings(_ english: String, _ korean: String, statistics: RunStatistics = RunStatistics()) -> [Finding] {
    var findings: [Finding] = []
    TranslationChecks.check(UnitProfile(unit(english, korean)), statistics: statistics, into: &findings)
    return findings
  }

  static func codes(_ english: String, _ korean: String, statistics: RunStatistics = RunStatistics()) -> [FindingCode] {
    findings(english, korean, statistics: statistics).map(\.code)
  }
}
