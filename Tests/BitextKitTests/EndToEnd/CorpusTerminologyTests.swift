import Foundation
import Testing
@testable import BitextKit

/// The corpus's terminology, as `terminology.csv` and the report give it: whole renderings, both
/// sources' habits for `toolbar`, and the report counting the rows of the CSV.
@Suite struct CorpusTerminologyTests {
  let run = CorpusRun.shared

  func rows() throws -> [[String]] {
    try RFC4180Reader.rows(Array(run.text("terminology.csv").utf8))
  }

  @Test func theCSVHoldsWholeRenderingsOfEachSource() throws {
    let rows = try rows()
    #expect(rows.first == ["source", "target", "count", "total", "sources", "unit", "location", "example_en", "example_ko"])
    let pairs = Set(rows.dropFirst().map { "\($0[0]) → \($0[1])" })
    for expected in ["toolbar → 도구 모음", "toolbar → 툴바", "toolbar item → 도구 모음 항목", "toolbar item → 툴바 항목",
                     "navigation bar → 네비게이션 바", "back button → 뒤로가기 버튼", "control → 컨트롤"] {
      #expect(pairs.contains(expected))
    }
    // The wrong renderings: cut, or a neighbour taken for the term.
    for wrong in ["toolbar item → 모음 항목", "back button → 컨트롤", "task → 사람들 콘텐츠", "hidden → 때까지 내비게이션"] {
      #expect(!pairs.contains(wrong))
    }
    #expect(rows.dropFirst().allSatisfy { Int($0[2])! >= 3 && Int($0[2])! <= Int($0[3])! && $0[5].count == 16 })
  }

  @Test func theReportCountsTheSameRenderings() throws {
    let renderings = try rows().count - 1
    #expect(run.text("report.md").contains("\n\(renderings) renderings of "))
    #expect(run.text("terminology.tbx").components(separatedBy: "<tig>").count - 1
            == renderings + Set(try rows().dropFirst().map { $0[0] }).count)
  }
}
