import Testing
@testable import BitextKit

@Suite("CurrentEnglish")
struct CurrentEnglishTests {
  let aligner = KoreanOnlyAligner(lengthModel: .englishToKorean)

  @Test("the only English source is current; its paragraphs are its English units and the heading it left untranslated, in order")
  func onlySource() throws {
    let current = try #require(CurrentEnglish.choose(among: [ToolbarsPage.current], koreanOnly: [ToolbarsPage.blog], aligner: aligner))
    #expect(current.document.path == "current.md")
    #expect(current.reason == "current.md is the only English source")
    #expect(current.paragraphs.map(\.optional) == [true, false, false, false, false, false])
    #expect(current.paragraphs.map { $0.englishLocation?.firstLine } == [1, 3, 7, 11, 15, 19])
  }

  @Test("without a Korean-only source: the English source with the most paragraphs")
  func mostParagraphs() throws {
    let current = try #require(CurrentEnglish.choose(among: [ToolbarsPage.older, ToolbarsPage.current], koreanOnly: [], aligner: aligner))
    #expect(current.document.path == "current.md")
    #expect(current.reason == "no Korean-only source to decide by; current.md has the most English paragraphs")
  }

  @Test("with a Korean-only source: the English it follows best, though another has more paragraphs")
  func followedBest() throws {
    let current = try #require(CurrentEnglish.choose(among: [ToolbarsPage.current, ToolbarsPage.older],
                                                     koreanOnly: [ToolbarsPage.olderBlog], aligner: aligner))
    #expect(current.document.path == "older.md")
    #expect(current.reason.hasPrefix("the Korean-only source follows older.md best (mean alignment score "))
    #expect(current.reason.contains("; current.md "))
    let blogFollowsCurrent = try #require(CurrentEnglish.choose(among: [ToolbarsPage.older, ToolbarsPage.current],
                                                                koreanOnly: [ToolbarsPage.blog], aligner: aligner))
    #expect(blogFollowsCurrent.document.path == "current.md")
  }

  @Test("no English source, no current English")
  func noEnglish() {
    #expect(CurrentEnglish.choose(among: [], koreanOnly: [ToolbarsPage.blog], aligner: aligner) == nil)
  }

  @Test("its own rows sit at their paragraphs, the untranslated heading counted; the aligned ones are translations")
  func ownRows() {
    let rows = CurrentEnglish(ToolbarsPage.current, reason: "").rows(besideKoreanOnly: true)
    #expect(rows.map(\.place) == (1...5).map { RowPlace(paragraph: $0, source: 0) })
    #expect(rows.map(\.translates) == [1, 2, 3, 4, 5])
    #expect(rows.map(\.unit) == ToolbarsPage.current.units)
  }

  @Test("an English-only current source beside a Korean-only one has no missing rows of its own")
  func englishOnlyRows() {
    let english = readDocument("""
      # Toolbars

      A toolbar appears at the bottom of a screen and contains buttons for performing common actions.

      Use the system-provided toolbar buttons for standard actions such as Share.

      """, path: "english.md")
    let current = CurrentEnglish(english, reason: "")
    #expect(current.rows(besideKoreanOnly: false).map(\.unit.status) == [.missing, .missing])
    #expect(current.rows(besideKoreanOnly: false).map(\.translates) == [nil, nil])
    #expect(current.rows(besideKoreanOnly: true).isEmpty)
  }
}
