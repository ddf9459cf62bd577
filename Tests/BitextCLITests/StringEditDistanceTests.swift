import Testing
@testable import BitextCLI

@Suite struct StringEditDistanceTests {
  @Test("edit distance counts an adjacent swap as one edit", arguments: [
    ("fromat", "format", 1), ("format", "format", 0), ("", "out", 3), ("out", "", 3),
    ("quite", "quiet", 1), ("exel", "excel", 1), ("kitten", "sitting", 3), ("ab", "ba", 1),
  ])
  func distance(a: String, b: String, expected: Int) {
    #expect(a.editDistance(to: b) == expected)
    #expect(b.editDistance(to: a) == expected)
  }

  @Test func closestMatchNeedsToBeCloseEnough() {
    let names = ["out", "group", "quiet", "raw-csv", "excel", "ko-code", "help"]
    #expect("grop".closestMatch(in: names) == "group")
    #expect("rawcsv".closestMatch(in: names) == "raw-csv")
    #expect("x".closestMatch(in: names) == nil)
    #expect("format".closestMatch(in: names) == nil)
    #expect("anything".closestMatch(in: []) == nil)
  }
}
