import Foundation
import Testing
@testable import BitextKit

@Suite struct ReviewTests {
  static let document = """
    Toolbars

    > 도구 모음

    A toolbar provides convenient access to frequently used commands and controls.

    > 도구 모음을 사용하면 자주 사용하는 명령과 컨트롤에 편리하게 액세스할 수 있습니다.

    Prefer system-provided symbols without borders in a toolbar.

    > 도구 모음에서는 테두리가 없는 시스템 제공 기호를 사용하세요.

    Avoid overcrowding a toolbar with too many controls at once.

    > 한 번에 너무 많은 컨트롤로 도구 모음을 채우지 마세요.

    """

  static func align(_ text: String, in directory: TemporaryDirectory, review: ReviewDecisions? = nil) throws -> RunResult {
    let path = directory.path + "/toolbars.md"
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    var options = AlignmentOptions(inputs: [path], outputDirectory: directory.path + "/out")
    options.review = review
    return AlignmentRun.execute(options) { _ in }.result
  }

  static func pair(_ result: RunResult, english prefix: String) -> TranslationUnit? {
    result.units.first { $0.englishText.hasPrefix(prefix) && $0.status == .aligned }
  }

  @Test("Review, insert a paragraph at the top, re-run: every decision is still applied")
  func decisionsSurviveAnEditElsewhere() throws {
    let directory = try TemporaryDirectory()
    let first = try Self.align(Self.document, in: directory)
    let access = try #require(Self.pair(first, english: "A toolbar provides"))
    let symbols = try #require(Self.pair(first, english: "Prefer system-provided"))
    let crowding = try #require(Self.pair(first, english: "Avoid overcrowding"))
    // Accept one pair, reject another, and accept a link alignment did not make (the crowding
    // English with the symbols Korean), as a reviewer fixing a wrong pair would.
    let review = ReviewDecisions(path: "review.csv", decisions: [
      .init(english: access.englishText, korean: access.koreanText, verdict: .accept, line: 2),
      .init(english: symbols.englishText, korean: symbols.koreanText, verdict: .reject, line: 3),
      .init(english: crowding.englishText, korean: symbols.koreanText, verdict: .accept, line: 4),
    ])
    let edited = "Use a toolbar for actions, not for navigation.\n\n> 도구 모음은 탐색이 아니라 작업에 사용하세요.\n\n" + Self.document
    for text in [Self.document, edited] {
      let result = try Self.align(text, in: directory, review: review)
      #expect(result.review.unmatched.isEmpty)
      #expect(result.review.applied.count == 3)
      #expect(Self.pair(result, english: "Prefer system-provided") == nil)
      let linked = try #require(Self.pair(result, english: "Avoid overcrowding"))
      #expect(linked.koreanText == symbols.koreanText)
      #expect(result.units.contains { $0.status == .extra && $0.koreanText == crowding.koreanText })
      let accepted = result.units.filter { result.review.accepted.contains($0.id) }
      #expect(accepted.count == 2)
      let tmx = try String(contentsOfFile: directory.path + "/out/alignment.tmx", encoding: .utf8)
      #expect(tmx.components(separatedBy: "<prop type=\"x-review\">accepted</prop>").count == 3)
      #expect(!tmx.contains(symbols.englishText + "</seg></tuv>\n      <tuv xml:lang=\"ko\"><seg>" + symbols.koreanText))
      let report = try String(contentsOfFile: directory.path + "/out/report.md", encoding: .utf8)
      #expect(report.contains("3 decisions read from review.csv: 3 applied (2 accepted, 1 rejected), 0 no longer matching anything."))
    }
    let changed = try Self.align(Self.document.replacingOccurrences(of: "frequently used", with: "common"), in: directory, review: review)
    #expect(changed.review.unmatched.map(\.line) == [2])
  }

  @Test("A rejected pair split in two leaves the page's version changes and parallel translations on their own units")
  func pageIndicesFollowTheirUnits() throws {
    let documents = [ToolbarsPage.current, ToolbarsPage.blog, ToolbarsPage.older]
    let overrides = ["Toolbars": documents.map(\.path)]
    let before = try #require(PageGrouping.align(documents, overrides: overrides).0.groups.first)
    let first = try #require(before.units.first { $0.source == "current.md" && $0.status == .aligned })
    let review = ReviewDecisions(path: "review.csv", decisions: [
      .init(english: first.englishText, korean: first.koreanText, verdict: .reject, line: 2),
    ])
    let after = try #require(PageGrouping.align(documents, overrides: overrides, review: review).0.groups.first)
    #expect(after.units.count == before.units.count + 1)
    func rows(_ page: GroupAlignment, _ indices: [Int]) -> [String] {
      indices.map { "\(page.units[$0].source ?? "-") \(page.units[$0].status.rawValue) \(page.units[$0].englishLocation?.firstLine ?? 0)" }
    }
    #expect(!before.versionChanges.isEmpty)
    #expect(rows(after, after.versionChanges.map(\.unitIndex)) == rows(before, before.versionChanges.map(\.unitIndex)))
    // The first paragraph's current pair is gone, so only the blog translates it: nothing to compare there.
    #expect(rows(before, before.parallelTranslations.first ?? []) == ["current.md aligned 3", "blog.txt aligned 3"])
    #expect(after.parallelTranslations.map { rows(after, $0) } == before.parallelTranslations.dropFirst().map { rows(before, $0) })
  }

  @Test("alignment.csv with a decision column is a review file; cells protected from spreadsheets are read as text")
  func readsAlignmentCSV() throws {
    let directory = try TemporaryDirectory()
    let path = directory.path + "/review.csv"
    let csv = "group,en_file,en_line,ko_file,ko_line,en,ko,score,status,flags,note,decision\r\n"
      + "T,a.md,1,a.md,2,\"Save, then close.\",저장한 다음 닫으세요.,0.9,aligned,,,Accept\r\n"
      + "T,a.md,3,a.md,4,'-1 means none.,'-1은 없음을 뜻합니다.,0.9,aligned,,,reject\r\n"
      + "T,a.md,5,a.md,6,\"Two\nlines\",두 줄,0.9,aligned,,,\r\n"
    try Data(csv.utf8).write(to: URL(fileURLWithPath: path))
    let review = try ReviewDecisions(path: path)
    #expect(review.decisions == [
      .init(english: "Save, then close.", korean: "저장한 다음 닫으세요.", verdict: .accept, line: 2),
      .init(english: "-1 means none.", korean: "-1은 없음을 뜻합니다.", verdict: .reject, line: 3),
    ])
  }

  @Test("A malformed review file names the file and line", arguments: [
    ("en,ko\na,b\n", "review.csv:1: the header has no column 'decision' (expected at least en,ko,decision)"),
    ("en,ko,decision\na,b,maybe\n", "review.csv:2: decision 'maybe' is neither accept nor reject"),
    ("en,ko,decision\na,b\n", "review.csv:2: expected at least 3 columns, found 2"),
    ("en,ko,decision\n\"a,b,accept\n", "review.csv:2: a quoted field is not closed"),
    ("en,ko,decision\n,b,accept\n", "review.csv:2: a decision needs both the English and the Korean"),
  ])
  func malformed(text: String, message: String) throws {
    let directory = try TemporaryDirectory()
    let path = directory.path + "/review.csv"
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    #expect(throws: ReviewDecisions.Problem.self) { try ReviewDecisions(path: path) }
    do { _ = try ReviewDecisions(path: path) } catch {
      #expect(error.description == directory.path + "/" + message)
    }
  }
}
