import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import BitextKit

/// Nothing from the input is executed or interpreted by what users open (issue 6): the real
/// outputs of `AlignmentRun` on a document written to attack each of them.
@Suite struct InjectionTests {
  /// Runs the whole pipeline on `text` (as `doc.md`) and returns the three outputs.
  private func run(_ text: String, options: (inout BitextKit.AlignmentOptions) -> Void = { _ in })
    throws -> (csv: [UInt8], tmx: String, report: String, files: [String]) {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("in/doc.md", text)
    var o = BitextKit.AlignmentOptions(inputs: [directory.path + "/in"], outputDirectory: directory.path + "/out")
    options(&o)
    _ = AlignmentRun.run(o) { _ in }
    func read(_ name: String) -> [UInt8] { Array(FileManager.default.contents(atPath: directory.path + "/out/" + name) ?? Data()) }
    let files = try FileManager.default.subpathsOfDirectory(atPath: directory.path).sorted()
    return (read("alignment.csv"), String(decoding: read("alignment.tmx"), as: UTF8.self),
            String(decoding: read("report.md"), as: UTF8.self), files)
  }

  static let formulas = """
    =HYPERLINK("http://evil.example","Click for details")

    > =HYPERLINK("http://evil.example","자세히 보려면 누르세요")

    +SUM(1,2) adds the numbers in the toolbar.

    > +SUM(1,2)는 툴바의 숫자를 더합니다.

    -2+3 is the offset of the button.

    > -2+3은 버튼의 위치입니다.

    @SUM(A1) calls the function.

    > @SUM(A1)은 함수를 부릅니다.
    """

  @Test func csvCellsThatLookLikeFormulasAreNeutralisedByDefault() throws {
    let rows = try RFC4180Reader.rows(run(Self.formulas).csv)
    let header = try #require(rows.first)
    let en = try #require(header.firstIndex(of: "en")), ko = try #require(header.firstIndex(of: "ko"))
    let body = rows.dropFirst().filter { $0.count == header.count }
    #expect(body.count == 4)
    for row in body {
      for cell in [row[en], row[ko]] {
        #expect(cell.hasPrefix("'"), "\(cell)")
        #expect(!Array(cell.utf8).withUnsafeBytes { CSVEscaping.startsLikeFormula($0) })
      }
    }
    #expect(body.map { $0[en] }.contains("'=HYPERLINK(\"http://evil.example\",\"Click for details\")"))
  }

  @Test func rawCSVKeepsTheCellsAsWritten() throws {
    let rows = try RFC4180Reader.rows(run(Self.formulas) { $0.neutralizesFormulas = false }.csv)
    let en = try #require(rows.first?.firstIndex(of: "en"))
    #expect(rows.dropFirst().map { $0[en] }.contains("@SUM(A1) calls the function."))
  }

  /// Complete tags are removed by the parser as inline markup (`<b>`); what reaches the writers
  /// is markup that the parser leaves as text: unclosed tags, Hangul "tags", entities, `]]>`.
  static let markup = """
    A lone </seg and </tuv without end, <tu & more ]]> text.

    > <스크립트> 와 </tuv 그리고 & 기호 ]]> &lt;/seg&gt; 입니다.

    Nonchar \u{FFFF} and \u{FFFE} end here.

    > 비문자 \u{FFFF} 여기서 끝납니다.
    """

  @Test func tmxMarkupFromTheInputNeverOpensOrClosesAnElement() throws {
    let out = try run(Self.markup)
    let document = try XMLDocument(xmlString: out.tmx)
    #expect(try document.nodes(forXPath: "/tmx/body/tu").count == 2)
    #expect(try document.nodes(forXPath: "//tuv").count == 4)
    #expect(try document.nodes(forXPath: "//seg").count == 4)
    #expect(try document.nodes(forXPath: "//seg/*").isEmpty)
    let english = try document.nodes(forXPath: "/tmx/body/tu/tuv[@xml:lang='en']/seg").map { $0.stringValue ?? "" }
    let korean = try document.nodes(forXPath: "/tmx/body/tu/tuv[@xml:lang='ko']/seg").map { $0.stringValue ?? "" }
    #expect(english.first == "A lone </seg and </tuv without end, <tu & more ]]> text.")
    // `&lt;/seg&gt;` is a character reference in markdown: decoded once to `</seg>`, escaped once.
    #expect(korean.first == "<스크립트> 와 </tuv 그리고 & 기호 ]]> </seg> 입니다.")
  }

  @Test func forbiddenXMLCharactersAreRemovedAndCountedInTheReport() throws {
    let out = try run(Self.markup)
    #expect(!out.tmx.unicodeScalars.contains { $0.value == 0xFFFF || $0.value == 0xFFFE })
    #expect(try XMLDocument(xmlString: out.tmx).rootElement()?.name == "tmx")
    #expect(out.report.contains("3 characters that XML 1.0 forbids (U+FFFE, U+FFFF, control characters) were removed from alignment.tmx"))
  }

  @Test func reportEscapesHTMLAndScriptURLs() throws {
    let out = try run("""
      The image <img src=x onerror=alert(1) has no Korean yet.

      A <script src=javascript:alert(1) tag that never closes.

      See [the guide](javascript:alert(1)) and <a href="javascript:alert(2)">here</a> for details.
      """)
    // Every `<` that could open a tag is backslash-escaped: CommonMark renders `\<` as a
    // literal `<`, never as HTML, and the line stays readable as plain text.
    let unescaped = out.report.split(separator: "\n").contains { line in
      line.indices.contains { i in line[i] == "<" && (i == line.startIndex || line[line.index(before: i)] != "\\") }
    }
    #expect(!unescaped)
    #expect(!out.report.contains("](javascript:"))
    #expect(out.report.contains("\\<img src=x onerror=alert(1) has no Korean yet."))
    #expect(out.report.contains("A \\<script src=javascript:alert(1) tag that never closes."))
  }

  /// What a reader sees: `&&`, `a > b`, `x < 1` and `<li>` stay readable; only what could form
  /// HTML or a character reference is escaped.
  @Test(arguments: [
    ("if isPacked && ready", "if isPacked && ready"),
    ("importance > 0 && x < 1", "importance > 0 && x < 1"),
    ("a <li> item", "a \\<li> item"),
    ("write &amp; here", "write \\&amp; here"),
    ("AT&T and &#60;", "AT&T and \\&\\#60;"),
  ])
  func markdownEscapingKeepsTextReadable(text: String, expected: String) {
    #expect(MarkdownEscaping.inline(text) == expected)
  }

  /// The title of a document is only ever text in the outputs: a run writes exactly its seven
  /// exports, whatever the title says.
  @Test func noOutputPathComesFromInput() throws {
    let out = try run("""
      # ../../../tmp/escape/../x.csv

      The title tries to walk out of the folder.

      > 제목이 폴더 밖으로 나가려 합니다.
      """)
    #expect(out.files == ["in", "in/doc.md", "out", "out/alignment.csv", "out/alignment.tmx", "out/findings.json", "out/report.html", "out/report.md",
                         "out/terminology.csv", "out/terminology.tbx"])
  }
}

/// Regression (found by the injection tests): `tagEnd` took `<` … `>` across any text as one
/// HTML tag, so `</tuv 그리고 & 기호 ]]>` vanished from the exports.
@Suite struct InlineTagShapeTests {
  @Test("prose with < and > is kept; real tags are removed", arguments: [
    ("a </tuv 그리고 & 기호 ]]> b", "a </tuv 그리고 & 기호 ]]> b"),
    ("if a < b and c > d then", "if a < b and c > d then"),
    ("<tu & more ]]> text", "<tu & more ]]> text"),
    ("Press <kbd>Tab</kbd> now", "Press Tab now"),
    ("<a href=\"x\" class='y' hidden>link</a> end", "link end"),
    ("see <https://example.com/a> here", "see https://example.com/a here"),
    ("<br/> and <img src=x onerror=alert(1)> gone", "and gone"),
  ])
  func shapes(input: String, expected: String) {
    let bytes = Array(input.utf8)
    let plain = bytes.withUnsafeBufferPointer { InlineMarkup.plainText($0, from: 0, to: $0.count) }
    #expect(String(decoding: plain, as: UTF8.self) == expected)
  }
}
