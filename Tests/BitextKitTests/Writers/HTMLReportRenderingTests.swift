import Foundation
import Testing
@testable import BitextKit

/// Renders `report.html` with headless Chromium and checks a real picture came out. Skipped
/// where Chromium is not installed (`apt-get install chromium`). Set `BITEXT_SCREENSHOTS` to a
/// folder to keep the HTML and PNGs for a look.
@Suite(.enabled(if: Chromium.path != nil, "headless Chromium not installed (apt-get install chromium)"))
struct HTMLReportRenderingTests {
  static func render(_ result: RunResult, name: String, height: Int) throws -> (html: String, png: [UInt8]) {
    let directory = try TemporaryDirectory()
    let folder = ProcessInfo.processInfo.environment["BITEXT_SCREENSHOTS"] ?? directory.path
    let htmlPath = "\(folder)/\(name).html", pngPath = "\(folder)/\(name).png"
    try AtomicFile.write(to: htmlPath) { output in
      var writer = HTMLReportWriter(sink: output)
      try writer.write(result)
    }
    #expect(try Chromium.screenshot(htmlPath, to: pngPath, height: height))
    let png = (try? Data(contentsOf: URL(fileURLWithPath: pngPath))).map(Array.init) ?? []
    return (try String(contentsOfFile: htmlPath, encoding: .utf8), png)
  }

  @Test("two sources of one page, a missing cell and a term mismatch render to a full-size picture")
  func fixture() throws {
    let (_, png) = try Self.render(ReportFixtures.result(), name: "fixture", height: 1500)
    let size = try #require(Chromium.pngSize(png))
    #expect(size.width == 1400 && size.height == 1500)
    #expect(png.count > 40_000, "a blank or nearly blank page compresses to a few KB, got \(png.count) bytes")
  }

  @Test("the filter script hides rows without the checked code and the columns of unchecked sources")
  func filterScript() throws {
    let directory = try TemporaryDirectory()
    var writer = HTMLReportWriter(sink: [UInt8]())
    try writer.write(ReportFixtures.result())
    let html = String(decoding: writer.sink, as: UTF8.self)
      .replacingOccurrences(of: "value=\"term-mismatch\">", with: "value=\"term-mismatch\" checked>")
      .replacingOccurrences(of: "value=\"1\" checked>", with: "value=\"1\">")
    try directory.write("filtered.html", html)
    let dom = try #require(try Chromium.dumpDOM(directory.file("filtered.html")))
    #expect(dom.contains("<html lang=\"en\" class=\"js\">"))
    #expect(dom.contains("<tr data-row=\"\" id=\"toolbars/9\">"))
    for hidden in [5, 13, 17] { #expect(dom.contains("<tr data-row=\"\" id=\"toolbars/\(hidden)\" class=\"filtered\">")) }
    #expect(dom.contains("<th data-source=\"1\" class=\"off\">"))
    #expect(dom.contains("<th data-source=\"0\">"))
  }

  /// Today's corpus report has thirteen finding codes in its summary: the widest table a
  /// real run gives.
  @Test("readable from 420 to 1,400 px: no sideways scrolling, every summary cell on screen, no legend entry over another",
        arguments: [420, 1400])
  func widths(width: Int) throws {
    let (_, result) = AlignmentRun.execute(AlignmentOptions(inputs: [CorpusRun.corpus], writesOutputs: false)) { _ in }
    let directory = try TemporaryDirectory()
    let html = directory.file("report.html")
    try AtomicFile.write(to: html) { output in
      var writer = HTMLReportWriter(sink: output)
      try writer.write(result)
    }
    let layout = try #require(try Chromium.layout(html, width: width))
    #expect(layout.width == Double(width))
    #expect(layout.scrollWidth <= layout.width, "the page scrolls sideways: \(layout.scrollWidth) px wide")
    #expect(layout.summaryCells.count > 20)
    let rightmost = layout.summaryCells.map { $0[2] }.max() ?? 0
    #expect(rightmost <= layout.width, "the summary reaches \(rightmost) px")
    #expect(layout.legend.count == 2 * FindingCode.allCases.count)
    #expect(layout.legend.allSatisfy { $0[2] <= layout.width + 0.5 })
    #expect(layout.overlappingLegendEntries == 0)
  }

  @Test("the corpus report names the tvOS paragraph of buttons.txt and renders")
  func corpus() throws {
    let (_, result) = AlignmentRun.execute(AlignmentOptions(inputs: [CorpusRun.corpus], writesOutputs: false)) { _ in }
    let (html, png) = try Self.render(result, name: "corpus", height: 2400)
    #expect(html.contains("macOS와 <mark>tvOS</mark>에서는"))
    #expect(html.contains("In macOS and <mark>visionOS</mark>, the system displays a tooltip"))
    #expect(html.contains("in <mark>visionOS</mark>, <mark>60x60</mark> pt"))
    #expect(png.count > 100_000, "\(png.count) bytes")
  }
}
