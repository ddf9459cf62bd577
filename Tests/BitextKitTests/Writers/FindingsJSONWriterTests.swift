import Foundation
import Testing
@testable import BitextKit

@Suite struct FindingsJSONWriterTests {
  static func json(_ result: RunResult) throws -> (text: String, object: [String: Any]) {
    var writer = FindingsJSONWriter(sink: [UInt8]())
    try writer.write(result)
    let object = try JSONSerialization.jsonObject(with: Data(writer.sink)) as? [String: Any]
    return (String(decoding: writer.sink, as: UTF8.self), try #require(object))
  }

  @Test("every finding parses back with its code, texts, locations, group, source and anchor")
  func fields() throws {
    let (_, object) = try Self.json(ReportFixtures.result())
    #expect(object["version"] as? Int == 1)
    #expect(object["tool"] as? String == "bitext")
    let findings = try #require(object["findings"] as? [[String: Any]])
    #expect(findings.count == 2)
    let term = findings[0]
    #expect(term["code"] as? String == "term-mismatch")
    #expect(term["severity"] as? String == "error")
    #expect(term["message"] as? String == "visionOS in English is tvOS in Korean")
    #expect(term["evidence"] as? [String] == ["visionOS", "tvOS"])
    #expect(term["group"] as? String == "Toolbars")
    #expect(term["source"] as? String == "corpus/toolbars.md")
    #expect(term["status"] as? String == "aligned")
    #expect(term["anchor"] as? String == "toolbars/11")
    #expect(term["unitIndex"] as? Int == 2)
    #expect(term["unit"] as? String == ReportFixtures.result().units[2].id.description)
    let english = try #require(term["english"] as? [String: Any])
    #expect(english["file"] as? String == "corpus/toolbars.md")
    #expect(english["line"] as? Int == 9)
    #expect(english["lastLine"] as? Int == 9)
    #expect(english["text"] as? String == ReportFixtures.platforms)
    let korean = try #require(term["korean"] as? [String: Any])
    #expect(korean["line"] as? Int == 11)
    #expect((korean["text"] as? String)?.hasPrefix("iPadOS와 tvOS에서는") == true)

    let missing = findings[1]
    #expect(missing["code"] as? String == "missing")
    #expect(missing["korean"] is NSNull)
    #expect(missing["evidence"] as? [String] == [])
    #expect(missing["anchor"] as? String == "toolbars/17")
    #expect(missing["status"] as? String == "missing")
  }

  @Test("the summary counts units, severities and every code")
  func summary() throws {
    let (_, object) = try Self.json(ReportFixtures.result())
    let summary = try #require(object["summary"] as? [String: Any])
    #expect(summary["documents"] as? Int == 2)
    #expect(summary["units"] as? Int == 7)
    #expect(summary["aligned"] as? Int == 5)
    #expect(summary["missing"] as? Int == 1)
    #expect(summary["extra"] as? Int == 1)
    #expect(summary["findings"] as? Int == 2)
    #expect(summary["bySeverity"] as? [String: Int] == ["error": 1, "warning": 1, "info": 0])
    let byCode = try #require(summary["byCode"] as? [String: Int])
    #expect(byCode.count == FindingCode.allCases.count)
    #expect(byCode["term-mismatch"] == 1 && byCode["missing"] == 1 && byCode["number-mismatch"] == 0)
  }

  @Test("a finding without a unit has null group, sides text and index; no findings is an empty array")
  func looseAndEmpty() throws {
    var result = ReportFixtures.result()
    result.findings = [Finding(code: .sourceChanged, severity: .info, englishLocation: SourceLocation(file: "a.md", firstLine: 3, lastLine: 4),
                               koreanLocation: nil, message: "English changed")]
    let loose = try #require((try Self.json(result).object["findings"] as? [[String: Any]])?.first)
    #expect(loose["group"] is NSNull && loose["anchor"] is NSNull && loose["unitIndex"] is NSNull && loose["korean"] is NSNull)
    let english = try #require(loose["english"] as? [String: Any])
    #expect(english["lastLine"] as? Int == 4 && english["text"] is NSNull)
    result.findings = []
    let empty = try Self.json(result)
    #expect(empty.text.contains("\"findings\":[],"))
    #expect((empty.object["findings"] as? [Any])?.isEmpty == true)
  }

  @Test("quotes, backslashes, controls and line separators are escaped and round-trip")
  func escaping() throws {
    let nasty = "say \"Done\" \\ path\u{0}\u{1}\u{8}\t\n\r\u{C}\u{1F}\u{7F} 줄\u{2028}바꿈\u{2029}끝 </script>"
    var units = ReportFixtures.units()
    units[2].english[0].text = nasty
    var result = ReportFixtures.result(from: units)
    result.findings[0].evidence = [nasty]
    let (text, object) = try Self.json(result)
    let first = try #require((object["findings"] as? [[String: Any]])?.first)
    #expect((first["english"] as? [String: Any])?["text"] as? String == nasty)
    #expect(first["evidence"] as? [String] == [nasty])
    #expect(text.contains(#"say \"Done\" \\ path\u0000\u0001\b\t\n\r\f\u001f"#))
    #expect(text.contains(#" 줄\u2028바꿈\u2029끝"#))
    let raw = Array(text.utf8)
    #expect(!raw.contains { $0 < 0x20 && $0 != 0x0A })  // only our own line breaks
    #expect(!text.unicodeScalars.contains { $0 == "\u{2028}" || $0 == "\u{2029}" })
  }

  @Test("JSONEscaping.quoted", arguments: [
    ("", "\"\""),
    ("툴바", "\"툴바\""),
    ("a\"b\\c", #""a\"b\\c""#),
    ("\u{1B}[0m", #""\u001b[0m""#),
    ("\u{2028}", #""\u2028""#),
    ("† ‡ …", "\"† ‡ …\""),  // E2 80 A0/A1/A6: same lead bytes as U+2028, kept
  ])
  func quoted(input: String, expected: String) {
    #expect(JSONEscaping.quoted(input) == expected)
  }

  @Test("over the corpus: one object per finding, the tvOS paragraph of buttons.txt among them")
  func corpus() throws {
    let (_, result) = AlignmentRun.execute(AlignmentOptions(inputs: [CorpusRun.corpus], writesOutputs: false)) { _ in }
    let findings = result.findings
    let (_, object) = try Self.json(result)
    let parsed = try #require(object["findings"] as? [[String: Any]])
    #expect(parsed.count == findings.count)
    let tvOS = parsed.first { ($0["evidence"] as? [String]) == ["visionOS", "tvOS"] }
    #expect(tvOS?["code"] as? String == "term-mismatch")
    #expect(tvOS?["group"] as? String == "Buttons")
    #expect((tvOS?["anchor"] as? String)?.hasPrefix("buttons/") == true)
    #expect(((tvOS?["korean"] as? [String: Any])?["text"] as? String)?.contains("macOS와 tvOS") == true)
  }
}
