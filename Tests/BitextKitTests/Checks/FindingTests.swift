import Testing
@testable import BitextKit

@Suite("Finding")
struct FindingTests {
  @Test("codes have the documented raw values")
  func codes() {
    #expect(FindingCode.allCases.map(\.rawValue) == ["missing", "number-mismatch", "term-mismatch", "untranslated", "omission",
                                                     "addition", "length-ratio", "duplicate", "divergent-sources", "source-changed",
                                                     "register-mix", "particle", "glossary-mismatch"])
  }

  @Test("description reads like a compiler diagnostic, at the Korean location")
  func description() {
    let finding = Finding(code: .numberMismatch, severity: .warning, englishLocation: SourceLocation(file: "a.md", firstLine: 40),
                          koreanLocation: SourceLocation(file: "a.md", firstLine: 42), message: "number 12 in English is 21 in Korean")
    #expect(finding.description == "a.md:42:1: warning: [number-mismatch] number 12 in English is 21 in Korean")
    var englishOnly = finding
    englishOnly.koreanLocation = nil
    #expect(englishOnly.description.hasPrefix("a.md:40:1: "))
  }
}
