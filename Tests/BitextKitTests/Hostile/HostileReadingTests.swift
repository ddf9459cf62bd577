import Foundation
import Testing
@testable import BitextKit

/// The first stages on input that is hard to read (issue 6), with limits lowered so that a
/// debug build reaches them on kilobytes. The full-size cases (a 200 MB line, 1,000,000 lines)
/// are checked by hand in release; see `.ci/fuzz/` and the issue 6 report.
@Suite struct HostileReadingTests {
  private func read(_ bytes: [UInt8], maximumLineLength: Int = LineSplitter.defaultMaximumLineLength,
                    chunk: Int = 4096) -> DocumentResult {
    var reader = LineReader(source: MemoryByteSource(bytes: bytes, chunkSizes: .fixed(chunk)), path: "doc.md",
                            maximumLineLength: maximumLineLength)
    return DocumentReader.read(&reader, path: "doc.md")
  }

  /// A file listed by `InputFiles.find` and removed before it is read: the reader's error names
  /// it, and an `AlignmentRun` still reads the others (the same path as a real race).
  @Test func fileDeletedBetweenListingAndReading() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let gone = try directory.write("in/gone.md", "Deleted text.\n")
    try directory.write("in/kept.md", "Kept text here.\n\n> 남은 텍스트입니다.\n")
    let found = InputFiles.find([directory.path + "/in"], excluding: nil)
    #expect(found.files == [directory.path + "/in/gone.md", directory.path + "/in/kept.md"])
    try FileManager.default.removeItem(atPath: gone)
    #expect(throws: FileError.self) { try DocumentReader.read(path: gone) }
    do {
      _ = try DocumentReader.read(path: gone)
    } catch {
      #expect(error.path == gone)
      #expect(error.reason == "No such file or directory")
    }
    var summary = RunSummary()
    var log: [String] = []
    let documents = AlignmentRun.readDocuments(found.files, summary: &summary) { log.append($0) }
    #expect(documents.map(\.path) == [directory.path + "/in/kept.md"])
    #expect(summary.failedInputs == [gone])
    #expect(log.first == "\(gone): error: No such file or directory")
  }

  /// The 200 MB line scaled down: a 3 MB line against a 64 KiB cap, fed in 64 KiB chunks.
  @Test func overLongLineIsCutAndCounted() {
    let long = [UInt8](repeating: UInt8(ascii: "a"), count: 3_000_000)
    let tail = Array("\n\nThe toolbar sits at the bottom of the screen.\n\n> 툴바는 화면 아래쪽에 있습니다.\n".utf8)
    let result = read(long + tail, maximumLineLength: 64 * 1024, chunk: 64 * 1024)
    #expect(result.issues.map(\.kind) == [.lineTooLong(droppedBytes: 3_000_000 - 64 * 1024)])
    #expect(result.issues.first?.location.firstLine == 1)
    #expect(result.units.contains { $0.englishText == "The toolbar sits at the bottom of the screen." && $0.koreanText == "툴바는 화면 아래쪽에 있습니다." })
    #expect(AlignmentRun.incompleteness(of: result) != nil)
  }

  /// 10,000 levels of `>` and of list markers: no recursion, the text comes out.
  @Test func deepNesting() {
    let text = String(repeating: "> ", count: 10_000) + "The deepest quote holds text.\n\n"
      + String(repeating: "- ", count: 10_000) + "Deep list item ends here.\n\n"
      + String(repeating: ">", count: 10_000) + " 가장 깊은 인용문입니다.\n"
    let result = read(Array(text.utf8))
    let english = result.units.map(\.englishText).joined(separator: "|")
    #expect(english.contains("The deepest quote holds text."))
    #expect(english.contains("Deep list item ends here."))
    #expect(result.units.contains { $0.koreanText == "가장 깊은 인용문입니다." })
  }

  /// One paragraph of 5,000 unpunctuated lines (five times `BlockParser.maximumParagraphLines`): blocks are capped, memory stays bounded and
  /// every line is still in a segment.
  @Test func fiveThousandLineParagraph() {
    var text = ""
    for i in 0..<5_000 { text += "line \(i) of a paragraph that never ends and keeps on going without a stop\n" }
    let result = read(Array(text.utf8), chunk: 65_536)
    #expect(result.lineCount == 5_000)
    let covered = result.units.flatMap { $0.english + $0.korean }.reduce(0) { $0 + $1.location.lastLine - $1.location.firstLine + 1 }
    #expect(covered + result.skipped.reduce(0) { $0 + $1.location.lastLine - $1.location.firstLine + 1 } == 5_000)
  }

  @Test("invalid UTF-8 is named by line whatever the chunking", arguments: [1, 2, 3, 7, 4096])
  func invalidUTF8AcrossChunks(chunk: Int) {
    let bytes = Array("Fine line.\n\n> 좋은 줄.\n\nBad ".utf8) + [0xE2, 0x82] + Array(" here.\n\n".utf8) + [0xC0, 0xAF, 0x80] + Array("\n".utf8)
    let result = read(bytes, chunk: chunk)
    #expect(result.issues.map(\.location.firstLine) == [5, 7])
    #expect(result.issues.allSatisfy { $0.kind == .invalidUTF8 })
  }
}
