import Foundation
import FoundationXML
import Testing
@testable import BitextKit

@Suite struct CorpusTests {
  let run = CorpusRun.shared

  @Test func writesTheThreeOutputsAndReadsEveryFile() {
    #expect(run.summary.filesRead == 5)
    #expect(run.summary.failedInputs.isEmpty)
    for name in ["alignment.csv", "alignment.tmx", "report.md"] {
      #expect(FileManager.default.fileExists(atPath: run.output + "/" + name))
    }
    #expect(run.rows.allSatisfy { $0.count == 11 })
  }

  @Test(arguments: [
    // (file, English line, Korean line, English starts with, Korean starts with)
    ("toolbars.md", 3, 4, "A toolbar provides convenient access", "도구 모음을 사용하면"),
    ("toolbars.md", 19, 20, "In iOS, a toolbar appears at the bottom", "iOS에서 도구 모음은"),
    ("toolbars.md", 177, 178, "DEVELOPER NOTE In iPadOS", "개발자 참고 iPadOS에서는"),
    ("toolbars-ios-legacy.txt", 11, 13, "Provide relevant toolbar buttons.", "관련있는 툴바 버튼을"),
    ("toolbars-ios-legacy.txt", 25, 27, "Avoid using a segmented control", "툴바에는 세그먼트 컨트롤을"),
    ("buttons.txt", 10, 13, "Style. A visual style", "스타일(Style)."),
    ("buttons.txt", 11, 14, "Content. The symbol", "콘텐츠(Content)."),
    ("buttons.txt", 12, 15, "Role. A system-defined role", "역할(Role)."),
    ("buttons.txt", 61, 65, "Normal. No specific meaning.", "평범한(Normal)."),
    ("buttons.txt", 64, 68, "Destructive.", "파괴적인(Destructive)."),
    ("buttons.txt", 50, 51, "Note In macOS and visionOS", "macOS와 tvOS에서는"),
    ("navigation-bars.txt", 58, 58, "Important The clock appears", "시계는 모달이 아닌"),
    ("navigation-bars.txt", 48, 49, "radius = 60 pt - padding", "반지름 = 60pt - padding."),
  ])
  func pairsEnglishWithExactlyItsKorean(file: String, en: Int, ko: Int, english: String, korean: String) throws {
    let rows = run.rows(file, englishLine: en)
    try #require(rows.count == 1)
    #expect(rows[0]["status"] == "aligned")
    #expect(rows[0]["ko_file"] == run.file(file))
    #expect(rows[0]["ko_line"] == String(ko))
    #expect(rows[0]["en"]!.hasPrefix(english))
    #expect(rows[0]["ko"]!.hasPrefix(korean))
    #expect(Double(rows[0]["score"]!)! >= 0.5)
  }

  @Test(arguments: [
    ("toolbars-ios-legacy.txt", 5, "TIP It’s important to understand"),
    ("toolbars-ios-legacy.txt", 9, "For developer guidance, see UIToolbar."),
    ("navigation-bars.txt", 28, "No additional considerations for tvOS."),
    ("buttons.txt", 92, "Several specific button types are unique to macOS."),
  ])
  func untranslatedEnglishIsMissingAndListedInTheReport(file: String, line: Int, english: String) throws {
    let rows = run.rows(file, englishLine: line)
    try #require(rows.count == 1)
    #expect(rows[0]["status"] == "missing")
    #expect(rows[0]["ko"] == "")
    #expect(rows[0]["en"]!.contains(english))
    #expect(run.text("report.md").contains("`\(run.file(file)):\(line)`"))
  }

  @Test func notesAreAttachedNeverTranslated() throws {
    let row = try #require(run.rows("buttons.txt", englishLine: 7).first)
    #expect(row["note"]!.hasPrefix("다양한 형태를 가진 버튼은"))
    #expect(!run.rows.contains { $0["ko"]!.contains("→") || $0["ko"]!.hasPrefix("역자") })
    let guidance = try #require(run.rows("navigation-bars.txt", englishLine: 32).first)
    #expect(guidance["note"]!.contains("역자 첨언"))
  }

  @Test func pageChromeAndChangeLogsAreSkippedNotExported() {
    let report = run.text("report.md")
    #expect(!run.rows.contains { $0["en"] == "Search" || $0["ko"] == "초기 번역" || $0["en"] == "Duplicate" })
    #expect(report.contains("| 63 | change log | Change log |"))
    #expect(report.contains("| 1 | page chrome before the content (short untranslated line) | brunch |"))
    #expect(report.contains("author or date line"))
  }

  @Test func koreanOnlyBlogIsNeverPairedWithItsOwnEnglishLines() {
    let blog = run.rows.filter { $0["ko_file"] == run.file("toolbars-blog.txt") }
    #expect(!blog.isEmpty)
    // An English line of the blog that translates nothing (a related video's title) stays its
    // own row; it must never be aligned to the blog's own Korean.
    #expect(!blog.contains { $0["en_file"] == run.file("toolbars-blog.txt") && $0["status"] == "aligned" })
  }

  @Test func tmxParsesWithFoundationXMLAndHoldsEveryAlignedRowNotLeftOut() throws {
    let document = try XMLDocument(contentsOf: URL(fileURLWithPath: run.output + "/alignment.tmx"))
    let tus = try document.nodes(forXPath: "/tmx/body/tu")
    let summary = try #require(run.json["summary"] as? [String: Any])
    let memory = try #require(summary["tmx"] as? [String: Any])
    let leftOut = try #require(memory["leftOut"] as? [String: Int]).values.reduce(0, +)
    #expect(leftOut > 0)
    #expect(tus.count == run.rows.filter { $0["status"] == "aligned" }.count - leftOut)
    #expect(memory["written"] as? Int == tus.count)
    let header = try #require(try document.nodes(forXPath: "/tmx/header").first as? XMLElement)
    #expect(header.attribute(forName: "srclang")?.stringValue == "en")
    let langs = try document.nodes(forXPath: "/tmx/body/tu[1]/tuv/@xml:lang").compactMap(\.stringValue)
    #expect(langs == ["en", "ko"])
  }

  @Test(.enabled(if: OmegaTProject.isAvailable, "OmegaT is not installed (apt-get install omegat)"))
  func omegaTPretranslatesTheEnglishFromTheRealTMX() throws {
    let directory = try TemporaryDirectory()
    let inMemory = try run.translationMemoryPairs()
    let aligned = run.rows.filter { $0["status"] == "aligned" && inMemory.contains([$0["en"]!, $0["ko"]!]) }
    var seen = Set<String>()
    let english = aligned.compactMap { seen.insert($0["en"]!).inserted ? $0["en"]! : nil }
    let result = try OmegaTProject.run(englishParagraphs: english, tmxPath: run.output + "/alignment.tmx", in: directory.path)
    let target = result.targetText
    let missing = aligned.filter { row in !target.contains(row["ko"]!) && english.filter { $0 == row["en"]! }.count == 1 }
    // Two sources can give one English two translations: OmegaT inserts one of them.
    let duplicatedEnglish = Set(aligned.map { $0["en"]! }.filter { en in aligned.filter { $0["en"] == en }.count > 1 })
    #expect(missing.filter { !duplicatedEnglish.contains($0["en"]!) }.isEmpty)
  }

  /// The measure: OmegaT pre-translating the corpus's English pages from the clean TMX,
  /// with sentence segmentation on, leaves no English in a segment it counts as translated. A
  /// segment filled with a copy of the English would still stand in the target yet be counted
  /// translated; so every segment OmegaT translated must be gone from the target. The same run
  /// over `--tmx all` (which keeps the untranslated unit) shows the measure catches it.
  @Test(.enabled(if: OmegaTProject.isAvailable, "OmegaT is not installed (apt-get install omegat)"))
  func omegaTWithSentenceSegmentationLeavesNoEnglishInATargetSegment() throws {
    var seen = Set<String>()
    let english = run.rows.compactMap { row in row["en"]!.isEmpty || !seen.insert(row["en"]!).inserted ? nil : row["en"]! }
    func englishLeft(tmx: String) throws -> (translated: Int, englishLeft: Int) {
      let directory = try TemporaryDirectory()
      let result = try OmegaTProject.run(englishParagraphs: english, tmxPath: tmx, in: directory.path, sentenceSegmentation: true)
      let segments = try OmegaTProject.sourceSegments(of: result, in: directory.path)
      let translated = try #require(result.uniqueSegments) - #require(result.uniqueRemainingSegments)
      let replaced = segments.count { !result.targetText.contains($0) }
      return (translated, translated - replaced)
    }
    let clean = try englishLeft(tmx: run.output + "/alignment.tmx")
    #expect(clean.englishLeft == 0)
    #expect(clean.translated > english.count)  // sentences: more segments than paragraphs

    let all = try TemporaryDirectory()
    var options = AlignmentOptions(inputs: [CorpusRun.corpus], outputDirectory: all.path + "/out")
    options.tmx.content = .all
    _ = AlignmentRun.run(options) { _ in }
    #expect(try englishLeft(tmx: all.path + "/out/alignment.tmx").englishLeft > 0)
  }
}
