import Testing
@testable import BitextKit

/// A small document in the corpus's style with every kind of terminator and no final one.
private let mixed = Array("# Toolbars\r\n\r\nA toolbar appears at the bottom of a screen.\n> 툴바는 화면 하단에 나타납니다.\rLast line 😀".utf8)

private func split(_ bytes: [UInt8], chunkSize: Int, maximumLineLength: Int = LineSplitter.defaultMaximumLineLength) -> [Line] {
  var splitter = LineSplitter(maximumLineLength: maximumLineLength)
  var lines: [Line] = []
  var start = 0
  bytes.withUnsafeBytes { all in
    while start < all.count {
      let end = min(start + chunkSize, all.count)
      splitter.consume(UnsafeRawBufferPointer(rebasing: all[start..<end]), into: &lines)
      start = end
    }
  }
  if let last = splitter.finish() { lines.append(last) }
  return lines
}

@Suite struct LineSplitterTests {
  @Test func mixedTerminatorsAndMissingFinalTerminator() {
    #expect(dump(split(mixed, chunkSize: mixed.count)) == [
      "1 CRLF # Toolbars",
      "2 CRLF ",
      "3 LF A toolbar appears at the bottom of a screen.",
      "4 CR > 툴바는 화면 하단에 나타납니다.",
      "5 none Last line 😀",
    ])
  }

  @Test("Every chunk size gives the same lines as one chunk", arguments: 1...mixed.count)
  func everyChunkSize(chunkSize: Int) {
    let lines = split(mixed, chunkSize: chunkSize)
    #expect(lines == split(mixed, chunkSize: mixed.count))
    #expect(ChunkedSource.rejoin(lines) == mixed)
  }

  @Test("CRLF split across two chunks is one break", arguments: [1, 2, 3, 5, 8])
  func crlfAcrossChunks(before: Int) {
    let first = String(repeating: "버", count: before)
    let bytes = Array((first + "\r\ncd\r\n").utf8)
    let cut = first.utf8.count + 1
    var splitter = LineSplitter()
    var lines: [Line] = []
    bytes.withUnsafeBytes { all in
      // The first chunk ends right after the first CR.
      splitter.consume(UnsafeRawBufferPointer(rebasing: all[..<cut]), into: &lines)
      #expect(lines.isEmpty, "the CR line waits for the next byte")
      splitter.consume(UnsafeRawBufferPointer(rebasing: all[cut...]), into: &lines)
    }
    #expect(splitter.finish() == nil)
    #expect(dump(lines) == ["1 CRLF \(first)", "2 CRLF cd"])
  }

  @Test("Terminator shapes", arguments: [
    ("", [String]()),
    ("\n", ["1 LF "]),
    ("\r", ["1 CR "]),
    ("\r\n", ["1 CRLF "]),
    ("\n\r", ["1 LF ", "2 CR "]),
    ("\r\r\n", ["1 CR ", "2 CRLF "]),
    ("a\rb\rc", ["1 CR a", "2 CR b", "3 none c"]),
    (" \t \n  ", ["1 LF  \t ", "2 none   "]),
  ])
  func terminatorShapes(input: String, expected: [String]) {
    let bytes = Array(input.utf8)
    for chunkSize in 1...max(1, bytes.count) {
      let lines = split(bytes, chunkSize: chunkSize)
      #expect(dump(lines) == expected, "chunk size \(chunkSize)")
      #expect(ChunkedSource.rejoin(lines) == bytes)
    }
  }

  @Test func unicodeLineSeparatorsAreNotBreaks() {
    let lines = split(Array("one\u{85}two\u{2028}three\u{2029}four\n".utf8), chunkSize: 4)
    #expect(lines.count == 1)
    #expect(lines[0].text == "one\u{85}two\u{2028}three\u{2029}four")
  }

  @Test("Over-long line keeps the limit, counts the rest, never splits a character",
        arguments: [1, 2, 3, 7, 64])
  func overLongLine(chunkSize: Int) {
    // 24 bytes of Hangul; a 16-byte limit would cut the sixth syllable, so 15 bytes are kept.
    let bytes = Array("가나다라마바사아\nshort\n".utf8)
    let lines = split(bytes, chunkSize: chunkSize, maximumLineLength: 16)
    #expect(dump(lines) == ["1 LF 가나다라마", "2 LF short"])
    #expect(lines[0].droppedByteCount == 9)
    #expect(lines[1].droppedByteCount == 0)
  }

  @Test func longLineDoesNotGrowPastTheLimit() {
    let bytes = [UInt8](repeating: UInt8(ascii: "x"), count: 300_000) + [.lineFeed]
    let lines = split(bytes, chunkSize: 65_536, maximumLineLength: 1024)
    #expect(lines.count == 1)
    #expect(lines[0].bytes.count == 1024)
    #expect(lines[0].droppedByteCount == 300_000 - 1024)
    #expect(lines[0].bytes.capacity < 4096)
  }
}
