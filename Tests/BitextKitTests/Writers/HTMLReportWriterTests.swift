import Foundation
import Testing
@testable import BitextKit

@Suite struct HTMLReportWriterTests {
  static func html(_ result: RunResult) throws -> String {
    var writer = HTMLReportWriter(sink: [UInt8]())
    try writer.write(result)
    return String(decoding: writer.sink, as: UTF8.self)
  }

  /// The markup of the table row whose id is `anchor`.
  static func row(_ anchor: String, in html: String) -> String {
    guard let start = html.range(of: "<tr data-row id=\"\(anchor)\">") else { return "" }
    return String(html[start.lowerBound..<html[start.upperBound...].range(of: "</tr>")!.upperBound])
  }

  /// Reading problems are listed with their line, escaped like every input text (a path may
  /// hold markup); a run without any has no such section.
  @Test func readingProblemsAreListedEscaped() throws {
    var result = ReportFixtures.result()
    #expect(try !Self.html(result).contains("Reading problems"))
    result.documents[1].issues = [
      ReadingIssue(.controlCharacters(count: 2), at: SourceLocation(file: "in/<b>blog</b>.txt", firstLine: 481)),
      ReadingIssue(.unclosed(opener: "code fence", lineCount: 12), at: SourceLocation(file: "in/<b>blog</b>.txt", firstLine: 30)),
    ]
    let html = try Self.html(result)
    #expect(html.contains("<li><code>in/&lt;b&gt;blog&lt;/b&gt;.txt:481</code> 2 control characters (NUL or other) removed</li>"))
    #expect(html.contains("<code>in/&lt;b&gt;blog&lt;/b&gt;.txt:30</code> code fence opened here is never closed"))
    #expect(!html.contains("<b>blog"))
  }

  @Test("one Korean column per source of the page, after the English")
  func columnPerSource() throws {
    let html = try Self.html(ReportFixtures.result())
    #expect(html.contains("<thead><tr><th>English <span class=\"loc\">corpus/toolbars.md</span></th><th data-source=\"0\">Korean <span class=\"loc\">corpus/toolbars.md</span></th>"
      + "<th data-source=\"1\">Korean <span class=\"loc\">corpus/toolbars-blog.txt</span></th></tr></thead>"))
    let intro = Self.row("toolbars/5", in: html)
    #expect(intro.contains("툴바는 화면 하단에 나타나며"))
    #expect(intro.contains("툴바는 화면 아래쪽에 위치하며"))
    #expect(intro.components(separatedBy: "<td").count == 4)  // English + two sources
  }

  @Test("a missing translation is a labelled cell; a source without the paragraph says so")
  func missingAndAbsentCells() throws {
    let html = try Self.html(ReportFixtures.result())
    let count = Self.row("toolbars/17", in: html)
    #expect(count.contains("<td lang=\"ko\" class=\"missing\" data-source=\"0\" data-codes=\"missing\"><span class=\"badge missing\">missing</span>"))
    #expect(count.contains("툴바 항목을 3~5개로 제한합니다"))
    let platforms = Self.row("toolbars/9", in: html)
    #expect(platforms.contains("<td class=\"absent\" data-source=\"1\" data-codes=\"\"><span class=\"badge absent\">not in this source</span></td>"))
    #expect(!Self.row("toolbars/5", in: html).contains("missing"))
  }

  @Test("rows and Korean cells carry group/line anchors that link to themselves")
  func anchors() throws {
    let html = try Self.html(ReportFixtures.result())
    for row in [5, 9, 13, 17] { #expect(html.contains("<tr data-row id=\"toolbars/\(row)\">")) }
    for korean in [7, 11, 12, 15, 20] { #expect(html.contains("id=\"toolbars/\(korean)\" href=\"#toolbars/\(korean)\"")) }
    #expect(html.contains("<li lang=\"ko\" data-row data-source=\"1\" data-codes=\"\" id=\"toolbars/30\">"))
    #expect(html.contains("<section class=\"group\" id=\"toolbars\">"))
  }

  @Test("a finding sits in its cell and its evidence is marked in both texts")
  func findingAndEvidence() throws {
    let row = Self.row("toolbars/9", in: try Self.html(ReportFixtures.result()))
    #expect(row.contains("In iPadOS and <mark>visionOS</mark>, a toolbar"))
    #expect(row.contains("iPadOS와 <mark>tvOS</mark>에서는"))
    #expect(row.contains("<div class=\"finding sev-error\"><span class=\"sev\">error</span><code>term-mismatch</code> visionOS in English is tvOS in Korean"))
    #expect(row.contains("data-codes=\"term-mismatch\""))
    #expect(!row.contains("<mark>iPadOS"))
  }

  @Test("notes, Korean with no English, summary counts and the code legend are shown")
  func notesExtrasSummaryLegend() throws {
    let html = try Self.html(ReportFixtures.result())
    #expect(html.contains("<div class=\"note\">→ &#39;툴바&#39;는 Apple 한국어 문서의 표기를 따름</div>"))
    #expect(html.contains("Korean with no English in <code>corpus/toolbars-blog.txt</code> (1)"))
    #expect(html.contains("역자 주: 이 블로그 글은 iOS 17 기준입니다."))
    // toolbars.md: 4 units (3 aligned, 1 missing), 1 term-mismatch; blog: 3 units, 1 extra.
    #expect(html.contains("<code>corpus/toolbars.md</code></td><td class=\"n\" data-label=\"units\">4</td><td class=\"n\" data-label=\"aligned\">3</td>"
      + "<td class=\"n hot\" data-label=\"missing\">1</td><td class=\"n zero\" data-label=\"extra\">0</td><td class=\"n hot\" data-label=\"term-mismatch\">1</td></tr>"))
    #expect(html.contains("<code>corpus/toolbars-blog.txt</code></td><td class=\"n\" data-label=\"units\">3</td><td class=\"n\" data-label=\"aligned\">2</td>"
      + "<td class=\"n zero\" data-label=\"missing\">0</td><td class=\"n\" data-label=\"extra\">1</td><td class=\"n zero\" data-label=\"term-mismatch\">0</td></tr>"))
    #expect(html.contains("<dt>term-mismatch</dt><dd>Key Term / Alphanumeric Mismatch <span class=\"muted\">(1)</span></dd>"))
    #expect(html.contains("<input type=\"checkbox\" data-filter-code value=\"term-mismatch\">"))
    #expect(html.contains("<input type=\"checkbox\" data-filter-source value=\"1\" checked> corpus/toolbars-blog.txt</label>"))
  }

  static let hostile = ["<script>alert(1)</script>", "\" onerror=\"alert(1)", "javascript:alert(1)",
                        "'><img src=x onerror=alert(1)>", "</td></tr></table><svg onload=alert(1)>"]

  enum Field: CaseIterable { case english, korean, note, group, path }

  @Test("hostile input is escaped everywhere: only our own tags and attributes reach the markup",
        arguments: Field.allCases, hostile)
  func hostileInput(field: Field, payload: String) throws {
    let f = ReportFixtures.self
    var english = [f.intro, f.platforms, f.labels, f.count]
    var korean = ["툴바는 하단에 나타납니다.", "툴바는 아래쪽에 있습니다.", "iPadOS와 tvOS에서는 위에도 나타납니다.", "텍스트 레이블을 쓰세요.", "3~5개로 제한합니다.", "역자 주"]
    var result: RunResult
    switch field {
    case .english: english[1] = "In visionOS " + payload; result = f.result(english: english)
    case .korean: korean[2] = "tvOS " + payload; result = f.result(korean: korean)
    case .note: result = f.result(note: payload)
    case .group: result = f.result(group: payload)
    case .path: result = f.result(md: "corpus/" + payload + ".md", blog: payload)
    }
    let html = try Self.html(result)
    #expect(html.contains(HTMLEscaping.escaped(payload)))  // shown, as text
    #expect(html.components(separatedBy: "<script").count == 2)  // ours only
    // Ids and hrefs are slugs (checked below), which may spell out `onerror-alert-1`: leave them out here.
    let slugs = try Regex(" (id|href)=\"[#a-z0-9/-]*\"")
    let tags = html.matches(of: try Regex("<[^>]*>")).map { String(html[$0.range]).replacing(slugs, with: "") }
    for tag in tags {
      #expect(!tag.contains("alert(") && !tag.contains("onerror") && !tag.contains("onload") && !tag.contains("javascript:"), "\(tag)")
    }
    let allowed: Set<String> = ["html", "head", "meta", "title", "style", "body", "h1", "h2", "h3", "p", "form", "fieldset",
                                "legend", "label", "input", "code", "table", "thead", "tbody", "tr", "th", "td", "a", "span",
                                "dl", "dt", "dd", "section", "mark", "div", "ul", "li", "script"]
    let names = Set(html.matches(of: try Regex("</?([a-zA-Z0-9]+)")).map { String(html[$0.range]).trimmingCharacters(in: ["<", "/"]) })
    #expect(names.isSubset(of: allowed), "\(names.subtracting(allowed))")
    for href in html.matches(of: try Regex("href=\"([^\"]*)\"")).map({ String(html[$0.range]) }) {
      #expect(href.wholeMatch(of: try Regex("href=\"#[a-z0-9/-]*\"")) != nil, "\(href)")
    }
    for id in html.matches(of: try Regex(" id=\"([^\"]*)\"")).map({ String(html[$0.range]) }) {
      #expect(id.wholeMatch(of: try Regex(" id=\"[a-z0-9/-]+\"")) != nil, "\(id)")
    }
  }

  @Test("group slugs keep [a-z0-9-] only and are unique")
  func groupSlugs() throws {
    var units = ReportFixtures.units()
    for i in 3..<units.count { units[i].group = "toolbars" }
    units[6].group = "툴바 · 버튼"
    let view = SideBySide(ReportFixtures.result(from: units))
    #expect(view.groups.map(\.slug) == ["toolbars", "toolbars-2", "group"])
    #expect(view.groups[1].rows.first?.anchor == "toolbars-2/13")
  }

  @Test("same line in two files of one page: the second anchor is qualified by its file")
  func anchorCollision() throws {
    var units = ReportFixtures.units()
    units[1].korean[0].location.firstLine = 5  // blog line 5 = the English line of the row
    let result = ReportFixtures.result(from: units)
    let blogUnit = result.units[1].id
    let view = SideBySide(result)
    #expect(view.unitAnchors[blogUnit] == "toolbars/toolbars-blog-txt/5")
    #expect(view.rowAnchors[blogUnit] == "toolbars/5")
    let finding = Finding(code: .divergentSources, severity: .warning, englishLocation: nil,
                          koreanLocation: result.units[1].koreanLocation, message: "", unit: blogUnit)
    #expect(view.anchor(for: finding) == "toolbars/toolbars-blog-txt/5")
  }
}
