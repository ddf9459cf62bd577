import Foundation
import Testing
@testable import BitextKit

/// The outputs of one run describe the same units: every writer reads each unit's source,
/// status and identity from the run's pages, so the CSV, `findings.json`, `report.md`,
/// `report.html`, the log lines and the findings `check` prints agree unit by unit.
@Suite("Output agreement")
struct OutputAgreementTests {
  struct Counts: Equatable, CustomStringConvertible {
    var units = 0, aligned = 0, missing = 0, extra = 0
    var description: String { "\(units) units (\(aligned) aligned, \(missing) missing, \(extra) extra)" }
  }

  /// The blog with a stretch of its translation gone: its rows for that English become
  /// `missing` rows of the blog, under the English of `toolbars.md`.
  static func blogWithGap(in directory: TemporaryDirectory) throws -> [String] {
    let blog = try String(contentsOfFile: CorpusRun.corpus + "/toolbars-blog.txt", encoding: .utf8)
    let lines = blog.split(separator: "\n", omittingEmptySubsequences: false)
    let kept = lines[..<59] + lines[110...]  // lines 60–110 deleted (1-based)
    let md = try directory.write("in/toolbars.md", try String(contentsOfFile: CorpusRun.corpus + "/toolbars.md", encoding: .utf8))
    let gap = try directory.write("in/toolbars-blog.txt", kept.joined(separator: "\n"))
    return [md, gap]
  }

  @Test("a Korean-only source with a gap: CSV, findings.json, both reports, log lines and check agree on every unit")
  func blogWithAGap() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let paths = try Self.blogWithGap(in: directory)
    let out = directory.path + "/out"
    var log: [String] = []
    let (summary, result) = AlignmentRun.execute(AlignmentOptions(inputs: [directory.path + "/in"], outputDirectory: out)) {
      log.append($0)
    }
    #expect(summary.failedInputs.isEmpty)

    // The CSV: one row per unit; a row's source is its ko_file.
    let table = try RFC4180Reader.rows(Array(try Data(contentsOf: URL(fileURLWithPath: out + "/alignment.csv"))))
    let header = table[0]
    let rows = table.dropFirst().map { Dictionary(uniqueKeysWithValues: zip(header, $0)) }
    #expect(rows.count == result.units.count)
    var csv: [String: Counts] = [:]
    for (row, unit) in zip(rows, result.units) {
      #expect(row["ko_file"] == unit.source)
      #expect(row["status"] == unit.status.rawValue)
      csv[row["ko_file"]!, default: Counts()].add(row["status"]!)
    }
    // The scenario: the blog lacks the Korean of many paragraphs of toolbars.md.
    let blogMissing = rows.filter { $0["status"] == "missing" && $0["ko_file"] == paths[1] && $0["en_file"] == paths[0] }
    #expect(blogMissing.count >= 15)

    // findings.json: each finding's source and status are those of its unit's CSV row.
    let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out + "/findings.json"))) as? [String: Any]
    let findings = try #require(json?["findings"] as? [[String: Any]])
    #expect(findings.count == result.findings.count)
    let ids = result.units.map(\.id.description)
    for finding in findings {
      let index = try #require(finding["unitIndex"] as? Int)
      #expect(finding["unit"] as? String == ids[index])
      #expect(finding["source"] as? String == rows[index]["ko_file"])
      #expect(finding["status"] as? String == rows[index]["status"])
    }
    let missingBySource = Dictionary(grouping: findings.filter { $0["code"] as? String == "missing" }) { $0["source"] as! String }
    #expect(missingBySource.mapValues(\.count) == csv.mapValues(\.missing))

    // report.md: the summary table and each document's section.
    let markdown = try String(contentsOfFile: out + "/report.md", encoding: .utf8)
    for (source, counts) in csv {
      let row = try #require(markdown.split(separator: "\n").first { $0.hasPrefix("| Toolbars | `\(source)` |") })
      let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      #expect(Counts(cells[3...6]) == counts, "report.md summary for \(source)")
      let section = try #require(markdown.components(separatedBy: "\n## \(source)\n").last)
      #expect(section.contains("\(counts.aligned) aligned, \(counts.missing) missing, \(counts.extra) extra,"))
    }

    // report.html: the summary table.
    let html = try String(contentsOfFile: out + "/report.html", encoding: .utf8)
    for (source, counts) in csv {
      let prefix = "<code>\(source)</code></td>"
      let start = try #require(html.range(of: prefix))
      let numbers = html[start.upperBound...].prefix(400).matches(of: /<td class="n[^"]*"[^>]*>(\d+)<\/td>/).prefix(4).map { String($0.1) }
      #expect(Counts(numbers[...]) == counts, "report.html summary for \(source)")
    }

    // The log: one line per file with the same counts, and the final line's totals.
    for (source, counts) in csv {
      #expect(log.contains { $0.hasPrefix("read \(source): \(counts),") }, "log line for \(source)")
    }
    #expect(summary.missing == csv.values.reduce(0) { $0 + $1.missing })

    // check: a missing row of the blog names the blog, though its line is in toolbars.md.
    let printed = result.findings.filter { $0.code == .missing && $0.location?.file == paths[0] }.map(\.description)
    #expect(printed.count == rows.count { $0["status"] == "missing" && $0["en_file"] == paths[0] })
    #expect(printed.filter { $0.hasSuffix("English has no Korean in \(paths[1])") }.count == blogMissing.count)
  }

  @Test("inserting a paragraph at the top of a document changes no other unit's identity")
  func identitiesSurviveAnInsertion() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let paths = try Self.blogWithGap(in: directory)
    let options = AlignmentOptions(inputs: [directory.path + "/in"], writesOutputs: false)
    let before = AlignmentRun.execute(options) { _ in }.result.units
    let original = try String(contentsOfFile: paths[0], encoding: .utf8)
    let inserted = "Toolbars and tab bars both sit at the bottom of the screen, so keep their roles apart.\n\n"
      + "> 툴바와 탭 바는 모두 화면 아래쪽에 있으므로 역할을 구분하세요.\n\n"
    _ = try directory.write("in/toolbars.md", inserted + original)
    let after = AlignmentRun.execute(options) { _ in }.result.units

    #expect(Set(before.map(\.id)).count == before.count)  // every unit its own identity
    let afterByID = Dictionary(uniqueKeysWithValues: after.map { ($0.id, $0) })
    for unit in before {
      let same = afterByID[unit.id]
      #expect(same?.englishText == unit.englishText && same?.koreanText == unit.koreanText && same?.source == unit.source,
              "\(unit.id) \(unit.englishText.prefix(40))")
    }
    let new = after.filter { unit in !before.contains { $0.id == unit.id } }
    #expect(!new.isEmpty && new.allSatisfy { $0.englishText.hasPrefix("Toolbars and tab bars both") })
    // Lines moved by 4, identities did not.
    #expect(after.first { $0.id == before[0].id }?.englishLocation?.firstLine == before[0].englishLocation.map { $0.firstLine + 4 })
  }
}

extension OutputAgreementTests.Counts {
  /// From the cells `units, aligned, missing, extra` of a report's summary row.
  init(_ cells: ArraySlice<String>) {
    let n = cells.map { Int($0) ?? -1 }
    self.init(units: n[n.startIndex], aligned: n[n.startIndex + 1], missing: n[n.startIndex + 2], extra: n[n.startIndex + 3])
  }

  mutating func add(_ status: String) {
    units += 1
    switch status {
    case "aligned": aligned += 1
    case "missing": missing += 1
    default: extra += 1
    }
  }
}
