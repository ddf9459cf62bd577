import BitextKit
import Foundation
import Testing

@Suite struct CSVWriterTests {
  /// `flags[i]` are the codes of `units[i]`'s findings (none when `flags` is shorter).
  static func csv(_ units: [TranslationUnit], flags: [[FindingCode]] = [], neutralizesFormulas: Bool = true,
                  writesBOM: Bool = false) throws -> [UInt8] {
    var writer = try CSVWriter(sink: [UInt8](), neutralizesFormulas: neutralizesFormulas, writesBOM: writesBOM)
    for (i, unit) in units.enumerated() { try writer.write(unit, flags: flags.indices.contains(i) ? flags[i] : []) }
    try writer.finish()
    #expect(writer.rowsWritten == units.count)
    return writer.sink
  }

  @Test("golden bytes for the fixture units")
  func golden() throws {
    try assertWriterSnapshot(try Self.csv(WriterFixtures.units, flags: WriterFixtures.flags), named: "tiny.csv")
  }

  @Test("header only, CRLF, no BOM by default; BOM on request")
  func header() throws {
    let header = Array("group,en_file,en_line,ko_file,ko_line,en,ko,score,status,flags,note\r\n".utf8)
    #expect(try Self.csv([]) == header)
    #expect(try Self.csv([], writesBOM: true) == [0xEF, 0xBB, 0xBF] + header)
  }

  @Test("parsed back, every row has the 11 fields the units hold", arguments: [true, false])
  func roundTrip(neutralizesFormulas: Bool) throws {
    let rows = try RFC4180Reader.rows(try Self.csv(WriterFixtures.units, flags: WriterFixtures.flags, neutralizesFormulas: neutralizesFormulas))
    #expect(rows.count == 1 + WriterFixtures.units.count)
    #expect(rows[0] == CSVWriter<[UInt8]>.header.split(separator: ",").map(String.init))
    let prefix = neutralizesFormulas ? "'" : ""
    #expect(rows[1] == ["toolbars", "corpus/toolbars.md", "5", "corpus/toolbars.md", "7",
                        WriterFixtures.units[0].englishText, WriterFixtures.units[0].koreanText, "0.93", "aligned", "", ""])
    #expect(rows[2] == ["toolbars", "corpus/toolbars.md", "12", "corpus/toolbars-blog.txt", "40",
                        "Use the \"Done\" button, not <Cancel>, to save & close. Avoid more than 3 items.",
                        "저장하고 닫으려면 <취소>가 아니라 \"완료\" 버튼을 사용하세요 & 항목은 3개 이하로 두세요.",
                        "0.46", "aligned", "term-mismatch;length-ratio",
                        "→ 완료 버튼은 오른쪽에 둡니다 | 역자첨언: 'Done'은 '완료'로 옮김"])
    #expect(rows[3] == ["toolbars", "corpus/toolbars.md", "20", "", "",
                        prefix + "-1 items is not a valid count, =SUM(A1) neither.", "", "0.00", "missing", "missing", ""])
    #expect(rows[4] == ["navigation-bars", "", "", "corpus/navigation-bars.txt", "9",
                        "", prefix + "@내비게이션 바는\n여러 줄일 수 있습니다.", "0.00", "extra", "", "두 줄 문단"])
  }

  @Test("scores print with two decimals, clamped to [0, 1]", arguments: [
    (0.0, "0.00"), (0.005, "0.01"), (0.1, "0.10"), (0.456, "0.46"), (0.999, "1.00"), (1.0, "1.00"),
    (1.7, "1.00"), (-0.2, "0.00"), (Double.nan, "0.00"),
  ])
  func score(score: Double, expected: String) throws {
    var unit = WriterFixtures.units[0]
    unit.score = score
    let rows = try RFC4180Reader.rows(try Self.csv([unit]))
    #expect(rows[1][7] == expected)
  }

  @Test("Korean round-trips byte for byte through a file")
  func koreanThroughFile() throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("alignment.csv")
    try AtomicFile.write(to: path) { output in
      var writer = try CSVWriter(sink: output, writesBOM: true)
      for unit in WriterFixtures.units { try writer.write(unit) }
      try writer.finish()
    }
    let bytes = try directory.bytes(of: "alignment.csv")
    #expect(Array(bytes.prefix(3)) == [0xEF, 0xBB, 0xBF])
    let rows = try RFC4180Reader.rows(Array(bytes.dropFirst(3)))
    for (row, unit) in zip(rows.dropFirst(), WriterFixtures.units) where unit.status == .aligned {
      #expect(Array(row[6].utf8) == Array(unit.koreanText.utf8))
    }
  }
}
