import Foundation
import Testing
@testable import BitextKit

/// A change log is skipped as far as its own shape goes, never to the end of the document on one
/// line's say-so (issue 15: a "Change Log" line in the middle made every later pair "skipped:
/// change log"; two corpus files pasted into one lost all 76 pairs of the second).
@Suite struct ChangeLogExtentTests {
  @Test func aChangeLogLineInTheMiddleSkipsOnlyItsEntries() {
    let events = pairDocument("""
      A toolbar holds buttons for frequent actions.
      툴바에는 자주 쓰는 동작의 버튼이 있습니다.

      Change Log

      작성 날짜
      작성자
      2023/09/26
      예나
      초기 번역

      Keep the toolbar uncluttered so people find what they need.
      툴바를 어수선하지 않게 유지해서 필요한 것을 찾을 수 있게 하세요.
      """)
    #expect(units(events).map(\.dump) == [
      "aligned 1/2 \"A toolbar holds buttons\" => \"툴바에는 자주 쓰는 동작의\"",
      "aligned 12/13 \"Keep the toolbar uncluttered\" => \"툴바를 어수선하지 않게 유지해서\"",
    ])
    #expect(skipped(events).map { "\($0.location.firstLine) \($0.reason)" } == [
      "4 change log", "6 change log", "7 change log", "8 change log", "9 change log", "10 change log",
    ])
  }

  @Test func twoCorpusFilesPastedIntoOneKeepEveryPair() throws {
    let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appending(path: "corpus")
    let first = try String(contentsOf: corpus.appending(path: "navigation-bars.txt"), encoding: .utf8)
    let second = try String(contentsOf: corpus.appending(path: "buttons.txt"), encoding: .utf8)
    let separate = units(pairDocument(first)).count + units(pairDocument(second)).count
    let pasted = units(pairDocument(first + second))
    #expect(units(pairDocument(second)).count == 76)
    #expect(pasted.count == separate)
    #expect(pasted.contains { $0.englishText == "A button initiates an instantaneous action." })
  }

  @Test("A change log title is told on bytes for ASCII and Hangul text, as lower-casing tells it",
        arguments: ["Change Log", "CHANGELOG:", "  Version History ", "history::", "변경 이력", "개정 이력 :", "Change  Log",
                    "Change Log: v2", "histories", "", " : ", "Revision history\u{A0}", "Ｈistory", "change\rlog", "변경이력"])
  func changeLogTitleOnBytes(text: String) {
    var lowered = text.lowercased()
    while lowered.hasSuffix(":") { lowered.removeLast() }
    let expected = DocumentPairer.changeLogTitles.contains(lowered.trimmingSpaces)
    var bytes = text
    let isByteText = text.unicodeScalars.allSatisfy { $0.isASCII && $0 != "\r" || (0xAC00...0xD7A3).contains($0.value) }
    #expect(bytes.withUTF8 { DocumentPairer.matchesChangeLogTitle($0) } == (isByteText ? expected : nil))
  }
}
