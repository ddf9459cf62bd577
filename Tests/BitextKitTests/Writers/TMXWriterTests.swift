import BitextKit
import Foundation
import FoundationXML
import Testing

@Suite struct TMXWriterTests {
  /// `flags[i]` are the codes of `units[i]`'s findings (none when `flags` is shorter).
  static func tmx(_ units: [TranslationUnit], flags: [[FindingCode]] = [], koreanCode: String = "ko", date: Date? = nil)
    throws -> (bytes: [UInt8], writer: TMXWriter<[UInt8]>)
  {
    var writer = try TMXWriter(sink: [UInt8](), koreanLanguageCode: koreanCode, creationDate: date)
    for (i, unit) in units.enumerated() { try writer.write(unit, flags: flags.indices.contains(i) ? flags[i] : []) }
    try writer.finish()
    return (writer.sink, writer)
  }

  /// What a TMX reader sees of one `<tu>`.
  struct ParsedUnit: Equatable {
    var props: [String: String]
    var notes: [String]
    var languages: [String]
    var segments: [String]
  }

  static func parse(_ bytes: [UInt8]) throws -> (header: XMLElement, units: [ParsedUnit]) {
    let document = try XMLDocument(data: Data(bytes), options: [])
    let root = try #require(document.rootElement())
    #expect(root.name == "tmx")
    #expect(root.attribute(forName: "version")?.stringValue == "1.4")
    let header = try #require(root.elements(forName: "header").first)
    let body = try #require(root.elements(forName: "body").first)
    let units = body.elements(forName: "tu").map { tu in
      let variants = tu.elements(forName: "tuv")
      return ParsedUnit(
        props: Dictionary(uniqueKeysWithValues: tu.elements(forName: "prop").map {
          ($0.attribute(forName: "type")?.stringValue ?? "", $0.stringValue ?? "")
        }),
        notes: tu.elements(forName: "note").map { $0.stringValue ?? "" },
        languages: variants.map { $0.attribute(forName: "xml:lang")?.stringValue ?? "" },
        segments: variants.map { variant in variant.elements(forName: "seg").map { $0.stringValue ?? "" }.joined(separator: "|") })
    }
    return (header, units)
  }

  @Test("golden bytes for the fixture units")
  func golden() throws {
    try assertWriterSnapshot(try Self.tmx(WriterFixtures.units, flags: WriterFixtures.flags).bytes, named: "tiny.tmx")
  }

  @Test("parsed back: aligned units only, with texts, languages, notes and provenance",
        arguments: ["ko", "ko-KR"])
  func roundTrip(koreanCode: String) throws {
    let (bytes, writer) = try Self.tmx(WriterFixtures.units, flags: WriterFixtures.flags, koreanCode: koreanCode)
    let (header, units) = try Self.parse(bytes)
    for (name, value) in [("creationtool", "bitext"), ("segtype", "paragraph"), ("o-tmf", "bitext"),
                          ("adminlang", "en"), ("srclang", "en"), ("datatype", "plaintext")] {
      #expect(header.attribute(forName: name)?.stringValue == value)
    }
    #expect(header.attribute(forName: "creationdate") == nil)
    #expect(writer.unitsWritten == 2)
    #expect(writer.unitsNotAligned == 2)
    #expect(writer.forbiddenCharactersRemoved == 0)
    let aligned = WriterFixtures.units.filter { $0.status == .aligned }
    #expect(units.map(\.segments) == aligned.map { [$0.englishText, $0.koreanText] })
    #expect(units.map(\.languages) == [["en", koreanCode], ["en", koreanCode]])
    #expect(units.map(\.notes) == aligned.map(\.notes))
    #expect(units[1].props == ["x-group": "toolbars", "x-source-file": "corpus/toolbars.md", "x-source-line": "12",
                               "x-target-file": "corpus/toolbars-blog.txt", "x-target-line": "40",
                               "x-score": "0.46", "x-flags": "term-mismatch;length-ratio"])
    #expect(units[0].props["x-flags"] == nil)
  }

  @Test("props come before notes, notes before the two variants")
  func childOrder() throws {
    let document = try XMLDocument(data: Data(try Self.tmx(WriterFixtures.units, flags: WriterFixtures.flags).bytes), options: [])
    let tu = try #require(try document.nodes(forXPath: "/tmx/body/tu[2]").first as? XMLElement)
    #expect((tu.children ?? []).compactMap { $0 as? XMLElement }.map { $0.name ?? "" }
            == ["prop", "prop", "prop", "prop", "prop", "prop", "prop", "note", "note", "tuv", "tuv"])
    #expect(try document.nodes(forXPath: "//tuv/text()[normalize-space()]").isEmpty)
  }

  @Test("forbidden characters are removed, counted, and the file stays well-formed")
  func forbiddenCharacters() throws {
    var unit = WriterFixtures.units[0]
    unit.english = [WriterFixtures.segment(.english, "Tool\u{01}bars\u{0B} stay.", "corpus/toolbars.md", 3)]
    unit.korean = [WriterFixtures.segment(.korean, "툴바는\u{FFFE} 남습니다.", "corpus/toolbars.md", 4)]
    unit.notes = ["메모\u{1F}"]
    let (bytes, writer) = try Self.tmx([unit])
    #expect(writer.forbiddenCharactersRemoved == 4)
    let units = try Self.parse(bytes).units
    #expect(units.map(\.segments) == [["Toolbars stay.", "툴바는 남습니다."]])
    #expect(units.map(\.notes) == [["메모"]])
  }

  @Test("units with a side over 2000 characters are written and counted")
  func segmentLimit() throws {
    var long = WriterFixtures.units[0]
    long.korean = [WriterFixtures.segment(.korean, String(repeating: "가", count: 2001), "corpus/toolbars.md", 7)]
    var atLimit = WriterFixtures.units[0]
    atLimit.english = [WriterFixtures.segment(.english, String(repeating: "a", count: 2000), "corpus/toolbars.md", 5)]
    // 2,100 bytes of UTF-8, 700 characters: under the limit.
    var manyBytes = WriterFixtures.units[0]
    manyBytes.korean = [WriterFixtures.segment(.korean, String(repeating: "가", count: 700), "corpus/toolbars.md", 7)]
    let (_, writer) = try Self.tmx([long, atLimit, manyBytes, WriterFixtures.units[1]])
    #expect(writer.unitsWritten == 4)
    #expect(writer.unitsOverSegmentLimit == 1)
  }

  @Test("an aligned unit with a blank side is skipped and counted")
  func blankSide() throws {
    var blank = WriterFixtures.units[0]
    blank.korean = [WriterFixtures.segment(.korean, "  ", "corpus/toolbars.md", 7)]
    let (bytes, writer) = try Self.tmx([blank])
    #expect(writer.unitsWritten == 0)
    #expect(writer.unitsWithEmptySide == 1)
    #expect(try Self.parse(bytes).units.isEmpty)
  }

  @Test("creationdate only when a date is given, in UTC basic format", arguments: [
    (0.0, "19700101T000000Z"), (951_782_400.0, "20000229T000000Z"), (1_767_225_599.9, "20251231T235959Z"),
    (-1.0, "19691231T235959Z"),
  ])
  func creationDate(seconds: Double, expected: String) throws {
    let (bytes, _) = try Self.tmx([], date: Date(timeIntervalSince1970: seconds))
    let header = try Self.parse(bytes).header
    #expect(header.attribute(forName: "creationdate")?.stringValue == expected)
  }

  @Test("Korean round-trips byte for byte through a file")
  func koreanThroughFile() throws {
    let directory = try TemporaryDirectory()
    try AtomicFile.write(to: directory.file("alignment.tmx")) { output in
      var writer = try TMXWriter(sink: output)
      for unit in WriterFixtures.units { try writer.write(unit) }
      try writer.finish()
    }
    let units = try Self.parse(try directory.bytes(of: "alignment.tmx")).units
    #expect(units.map { Array($0.segments[1].utf8) }
            == WriterFixtures.units.filter { $0.status == .aligned }.map { Array($0.koreanText.utf8) })
  }
}
