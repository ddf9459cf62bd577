import Testing
@testable import BitextKit

@Suite struct WordDiffTests {
  @Test func rendersChangedWordsInPlace() {
    let old = "A toolbar appears at the bottom of an app screen and contains buttons for performing actions."
    let new = "A toolbar appears at the bottom of a screen and contains buttons for performing common actions."
    let diff = WordDiff(old: old, new: new)
    #expect(diff.rendered == "A toolbar appears at the bottom of [-an app-]{+a+} screen and contains buttons for performing {+common+} actions.")
    #expect(!diff.isUnchanged)
  }

  @Test func identicalTextIsUnchanged() {
    let text = "In iOS, a toolbar appears at the bottom of a screen."
    #expect(WordDiff(old: text, new: text).isUnchanged)
    #expect(WordDiff(old: text, new: text).operations == [.equal(WordDiff.words(text))])
  }

  @Test(arguments: [
    ("", "Toolbars are translucent.", "{+Toolbars are translucent.+}"),
    ("Toolbars are translucent.", "", "[-Toolbars are translucent.-]"),
    ("Use a toolbar.", "Prefer a tab bar.", "[-Use-]{+Prefer+} a [-toolbar.-]{+tab bar.+}"),
  ])
  func edgeCases(old: String, new: String, rendered: String) {
    #expect(WordDiff(old: old, new: new).rendered == rendered)
  }

  @Test func reversedWordsKeepOneInCommon() {
    let diff = WordDiff(old: "one two three four five", new: "five four three two one")
    #expect(diff.operations.filter { if case .equal = $0 { true } else { false } }.count == 1)
  }

  @Test func subsequenceIsLongest() {
    var matches: [(Int, Int)] = []
    let a = [1, 2, 3, 4, 5, 6, 7, 8], b = [2, 9, 4, 6, 1, 7, 8, 3]
    WordDiff.commonSubsequence(a[...], b[...], into: &matches)
    #expect(matches.count == 5)  // 2 4 6 7 8
    #expect(matches.allSatisfy { a[$0.0] == b[$0.1] })
    #expect(zip(matches, matches.dropFirst()).allSatisfy { $0.0 < $1.0 && $0.1 < $1.1 })
  }
}
