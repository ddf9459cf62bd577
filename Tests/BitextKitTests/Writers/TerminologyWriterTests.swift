@testable import BitextKit
import Foundation
import Testing

@Suite struct TerminologyWriterTests {
  static let terms = Terminology(units: TerminologyTests.units(TerminologyTests.english, TerminologyTests.page, "page.md")
    + TerminologyTests.units(TerminologyTests.english, TerminologyTests.blog, "blog.txt"))

  @Test func csvHasTheColumnsCsv2tbxReadsAndOneRowPerRendering() throws {
    var bytes: [UInt8] = []
    try TerminologyWriter.writeCSV(Self.terms, to: &bytes)
    let rows = try RFC4180Reader.rows(bytes)
    #expect(rows.first == ["source", "target", "count", "total", "sources", "unit", "location", "example_en", "example_ko"])
    #expect(rows.dropFirst().map { "\($0[0]) → \($0[1]) \($0[2]) of \($0[3]) in \($0[4])" }.sorted() == [
      "toolbar item → 도구 모음 항목 4 of 4 in page.md", "toolbar item → 툴바 항목 4 of 4 in blog.txt",
      "toolbar → 도구 모음 6 of 6 in page.md", "toolbar → 툴바 6 of 6 in blog.txt",
    ])
    #expect(rows.dropFirst().allSatisfy { $0[6].hasSuffix(":1") || $0[6].hasSuffix(":3") })
  }

  @Test func tbxIsOneEntryPerEnglishTermWithEveryRendering() throws {
    var bytes: [UInt8] = []
    try TerminologyWriter.writeTBX(Self.terms, to: &bytes, koreanLanguageCode: "ko-KR")
    let tbx = String(decoding: bytes, as: UTF8.self)
    #expect(tbx.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<martif type=\"TBX-Basic\" xml:lang=\"en\">"))
    #expect(tbx.components(separatedBy: "<termEntry ").count - 1 == 2)
    #expect(tbx.contains("<langSet xml:lang=\"ko-KR\">"))
    #expect(tbx.contains("<note>6 of 6 aligned pairs with \"toolbar\" (blog.txt); example blog.txt:1, unit"))
  }
}

/// translate-toolkit (PyPI `translate-toolkit`, test tooling only) reads what bitext writes:
/// its TBX reader gets every term back, and `csv2tbx` turns our CSV into the same pairs.
@Suite(.enabled(if: TranslateToolkit.isAvailable, "python3 with translate-toolkit not available (pip install translate-toolkit)"))
struct TranslateToolkitTests {
  @Test func itsTBXReaderAndCsv2tbxReadTheTermsBack() throws {
    let directory = try TemporaryDirectory()
    var csv: [UInt8] = [], tbx: [UInt8] = []
    try TerminologyWriter.writeCSV(TerminologyWriterTests.terms, to: &csv)
    try TerminologyWriter.writeTBX(TerminologyWriterTests.terms, to: &tbx)
    try Data(csv).write(to: URL(fileURLWithPath: directory.file("terminology.csv")))
    try Data(tbx).write(to: URL(fileURLWithPath: directory.file("terminology.tbx")))
    let expected = TerminologyWriterTests.terms.entries.map { "\($0.english)\t\($0.korean)" }.sorted()
    let read = try TranslateToolkit.pairs(tbx: directory.file("terminology.tbx"))
    #expect(read.terms == expected)
    #expect(read.notes.contains { $0.hasPrefix("6 of 6 aligned pairs with \"toolbar\"") })
    let converted = try TranslateToolkit.pairs(csvConvertedToTBX: directory.file("terminology.csv"), output: directory.file("csv2tbx.tbx"))
    #expect(converted.terms == expected)
  }
}

enum TranslateToolkit {
  static let isAvailable: Bool = (try? python(["-c", "import translate.storage.tbx, translate.convert.csv2tbx"]).status) == 0

  /// `english\tkorean` for every term of every entry, sorted, and the notes of the Korean terms.
  static func pairs(tbx path: String) throws -> (terms: [String], notes: [String]) {
    let script = """
      import sys
      from translate.storage import tbx
      store = tbx.tbxfile.parsestring(open(sys.argv[1], 'rb').read(), 'en', 'ko')
      for unit in store.units:
          for term in unit.get_target_terms('ko'):
              print('T\\t' + unit.source + '\\t' + term.text)
              for note in term.notes:
                  print('N\\t' + note.text)
      """
    return try parse(python(["-c", script, path]))
  }

  static func pairs(csvConvertedToTBX csv: String, output: String) throws -> (terms: [String], notes: [String]) {
    let run = try python(["-m", "translate.convert.csv2tbx", "--progress=none", csv, output])
    guard run.status == 0 else { throw Failure(description: "csv2tbx failed: \(run.error)") }
    let script = """
      import sys
      from translate.storage import tbx
      store = tbx.tbxfile.parsestring(open(sys.argv[1], 'rb').read())
      for unit in store.units:
          print('T\\t' + unit.source + '\\t' + unit.target)
      """
    return try parse(python(["-c", script, output]))
  }

  struct Failure: Error, CustomStringConvertible { var description: String }

  private static func parse(_ run: (status: Int32, output: String, error: String)) throws -> (terms: [String], notes: [String]) {
    guard run.status == 0 else { throw Failure(description: "python3 failed: \(run.error)") }
    let lines = run.output.split(separator: "\n").map(String.init)
    return (lines.filter { $0.hasPrefix("T\t") }.map { String($0.dropFirst(2)) }.sorted(),
            lines.filter { $0.hasPrefix("N\t") }.map { String($0.dropFirst(2)) })
  }

  /// Runs `python3` from the PATH; stdout is read to the end before waiting (a full pipe would block).
  private static func python(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3"] + arguments
    var environment = ProcessInfo.processInfo.environment
    environment["PYTHONIOENCODING"] = "utf-8"
    process.environment = environment
    let output = Pipe(), error = Pipe()
    process.standardOutput = output
    process.standardError = error
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let out = try output.fileHandleForReading.readToEnd() ?? Data()
    let err = try error.fileHandleForReading.readToEnd() ?? Data()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
  }
}
