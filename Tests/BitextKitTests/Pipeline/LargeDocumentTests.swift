import Foundation
import Testing
@testable import BitextKit

/// A document above `streamingThreshold` is grouped and aligned like the same content below it
/// (the threshold is lowered here rather than writing 16 MiB); alone on its page it is streamed,
/// and every summary still counts all its units and findings.
@Suite("Large documents")
struct LargeDocumentTests {
  static let outputs = ["alignment.csv", "alignment.tmx", "report.md", "report.html", "findings.json"]

  /// Runs `align` over `inputs` with `threshold`, returning the summary and the five outputs.
  static func run(_ inputs: [String], threshold: Int, in directory: TemporaryDirectory, out: String)
    throws -> (summary: RunSummary, result: RunResult, outputs: [String: [UInt8]]) {
    var options = AlignmentOptions(inputs: inputs, outputDirectory: directory.path + "/" + out)
    options.streamingThreshold = threshold
    var log: [String] = []
    let (summary, result) = AlignmentRun.execute(options) { log.append($0) }
    #expect(summary.failedInputs.isEmpty, "\(log)")
    var outputs: [String: [UInt8]] = [:]
    for name in Self.outputs {
      outputs[name] = try Array(Data(contentsOf: URL(fileURLWithPath: options.outputDirectory + "/" + name)))
    }
    return (summary, result, outputs)
  }

  @Test("an English page and its Korean-only translation above the threshold give the same five outputs as below it")
  func largeSourcesOfOnePageAlignAsSmallOnes() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let english = try directory.write("en/sharing-state.md", KoreanEditionTests.english)
    let korean = try directory.write("ko/sharing-state.md", KoreanEditionTests.korean)
    let small = try Self.run([english, korean], threshold: AlignmentRun.streamingThreshold, in: directory, out: "small")
    let large = try Self.run([english, korean], threshold: 16, in: directory, out: "large")
    #expect(large.result.groups.count == 1)
    #expect(large.result.units.count { $0.status == .aligned } == 8)
    #expect(large.result.documents.allSatisfy { $0.streamed == nil })
    for name in Self.outputs {
      #expect(large.outputs[name] == small.outputs[name], "\(name) differs")
    }
    #expect(large.summary.units == small.summary.units && large.summary.aligned == small.summary.aligned)
  }

  @Test("the corpus with every file above the threshold: the same pages; a document alone on its page is streamed")
  func corpusAboveTheThresholdGroupsTheSame() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let small = try Self.run([CorpusRun.corpus], threshold: AlignmentRun.streamingThreshold, in: directory, out: "small")
    let large = try Self.run([CorpusRun.corpus], threshold: 16, in: directory, out: "large")
    let shared = small.result.groups.filter { $0.paths.count > 1 }
    #expect(!shared.isEmpty)
    #expect(large.result.groups.map(\.paths) == shared.map(\.paths))
    #expect(large.result.groups.map(\.units) == shared.map(\.units))
    let alone = small.result.groups.filter { $0.paths.count == 1 }.flatMap(\.paths)
    #expect(Set(large.result.documents.filter { $0.streamed != nil }.map(\.path)) == Set(alone))
    // Every unit is counted, streamed or held, the same as in the held run.
    #expect(large.summary.units == small.summary.units)
    #expect(large.summary.aligned == small.summary.aligned)
    #expect(large.result.unitCounts == small.result.unitCounts)
  }

  @Test("a streamed document's units and findings are in the report headline and the findings.json summary")
  func summariesCountStreamedUnits() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let buttons = CorpusRun.corpus + "/buttons.txt"
    let large = try Self.run([buttons], threshold: 16, in: directory, out: "large")
    let held = try Self.run([buttons], threshold: AlignmentRun.streamingThreshold, in: directory, out: "held")
    #expect(large.result.documents.allSatisfy { $0.streamed != nil })
    #expect(large.result.units.isEmpty)
    let units = large.summary.units
    #expect(units > 50 && units == held.summary.units)
    #expect(large.outputs["alignment.csv"]!.count(of: 0x0A) == held.outputs["alignment.csv"]!.count(of: 0x0A))
    let report = String(decoding: large.outputs["report.md"]!, as: UTF8.self)
    #expect(report.contains("1 documents, \(units) units: \(large.summary.aligned) aligned"))
    let json = try JSONSerialization.jsonObject(with: Data(large.outputs["findings.json"]!)) as! [String: Any]
    let summary = json["summary"] as! [String: Any]
    #expect(summary["units"] as? Int == units)
    #expect(summary["findings"] as? Int == large.summary.findings.count)
    #expect(summary["unlisted"] as? Int == 0)
    let heldJSON = try JSONSerialization.jsonObject(with: Data(held.outputs["findings.json"]!)) as! [String: Any]
    #expect((heldJSON["summary"] as! [String: Any])["units"] as? Int == units)
  }

  @Test("findings beyond the streamed list are counted, by code and severity, and said to be unlisted")
  func unlistedFindingsAreCounted() {
    var result = RunResult(documents: [], groups: [], findings: [])
    let finding = Finding.missing(TranslationUnit(group: "p", english: [], korean: [], score: 0, status: .missing))
    result.omittedFindings.add(finding)
    result.omittedFindings.add(finding)
    result.findings = [finding]
    #expect(result.findingTally.total == 3)
    #expect(result.findingTally[.missing] == 3)
    var summary = RunSummary()
    summary.count(result)
    #expect(RunLog.summary(summary).contains("3 findings (2 not listed: a streamed document lists its first 10000 findings)"))
  }
}

extension [UInt8] {
  func count(of byte: UInt8) -> Int { count { $0 == byte } }
}
