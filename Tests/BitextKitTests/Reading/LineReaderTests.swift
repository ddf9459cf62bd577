import Testing
@testable import BitextKit

/// UTF-16 with a byte order mark, as Windows "Unicode" files are saved.
private func utf16(_ text: String, bigEndian: Bool) -> [UInt8] {
  let units = [0xFEFF] + Array(text.utf16)
  return units.flatMap { unit in
    let high = UInt8(unit >> 8), low = UInt8(unit & 0xFF)
    return bigEndian ? [high, low] : [low, high]
  }
}

private func kinds(_ reader: LineReader) -> [String] {
  reader.issues.map { "\($0.location.firstLine) \($0.message)" }
}

private let document = "# 툴바\r\nA toolbar appears at the bottom.\n툴바는 화면 하단에 나타납니다 😀\rend"
private let documentDump = ["1 CRLF # 툴바", "2 LF A toolbar appears at the bottom.", "3 CR 툴바는 화면 하단에 나타납니다 😀", "4 none end"]

@Suite struct LineReaderTests {
  @Test("Seeded random chunk sizes give the same lines as one chunk", arguments: 1...40 as ClosedRange<UInt64>)
  func randomChunks(seed: UInt64) {
    let bytes = Array(document.utf8)
    let oneChunk = ChunkedSource(bytes, chunkSizes: .fixed(bytes.count)).lines
    let random = ChunkedSource(bytes, chunkSizes: .random(seed: seed, maximum: 9)).lines
    #expect(random == oneChunk)
    #expect(dump(random) == documentDump)
    #expect(ChunkedSource.rejoin(random) == bytes)
  }

  @Test func emptyInputHasNoLinesAndNoIssues() {
    let (lines, reader) = ChunkedSource([], chunkSizes: .fixed(1)).read()
    #expect(lines.isEmpty)
    #expect(reader.issues.isEmpty)
  }

  @Test("A UTF-8 byte order mark is removed from line 1 only", arguments: [1, 2, 3, 4, 5, 64])
  func utf8ByteOrderMark(chunkSize: Int) {
    let bytes = [0xEF, 0xBB, 0xBF] + Array("# 버튼\n\u{FEFF}kept\n".utf8)
    let (lines, reader) = ChunkedSource(bytes, chunkSizes: .fixed(chunkSize)).read()
    #expect(dump(lines) == ["1 LF # 버튼", "2 LF \u{FEFF}kept"])
    #expect(reader.byteOrderMark == .utf8)
    #expect(reader.issues.isEmpty)
    #expect([0xEF, 0xBB, 0xBF] + ChunkedSource.rejoin(lines) == bytes)
  }

  @Test("UTF-16 with a byte order mark is transcoded at every chunk size",
        arguments: [false, true], 1...24)
  func utf16Transcoded(bigEndian: Bool, chunkSize: Int) {
    let bytes = utf16(document, bigEndian: bigEndian)
    let (lines, reader) = ChunkedSource(bytes, chunkSizes: .fixed(chunkSize)).read()
    #expect(dump(lines) == documentDump)
    #expect(ChunkedSource.rejoin(lines) == Array(document.utf8))
    #expect(reader.byteOrderMark == (bigEndian ? .utf16BigEndian : .utf16LittleEndian))
    #expect(kinds(reader) == ["1 UTF-16 file decoded to UTF-8"])
  }

  @Test func utf16LoneSurrogateIsFlagged() {
    // "ok", a high surrogate without its low half, "A"; then an odd final byte.
    let bytes: [UInt8] = [0xFF, 0xFE, 0x6F, 0x00, 0x6B, 0x00, 0x00, 0xD8, 0x41, 0x00, 0x0A, 0x00, 0x42]
    let (lines, reader) = ChunkedSource(bytes, chunkSizes: .fixed(3)).read()
    // The surrogate's three bytes each show as U+FFFD (the stdlib replaces maximal invalid subparts).
    // The odd final byte is invalid too (0xFF), so its line is reported, not silently U+FFFD.
    #expect(dump(lines) == ["1 LF invalid ok\u{FFFD}\u{FFFD}\u{FFFD}A", "2 none invalid \u{FFFD}"])
    #expect(lines[0].bytes == [0x6F, 0x6B, 0xED, 0xA0, 0x80, 0x41])
    #expect(kinds(reader) == ["1 UTF-16 file decoded to UTF-8", "1 invalid UTF-8 replaced with U+FFFD",
                              "2 invalid UTF-8 replaced with U+FFFD"])
  }

  @Test("Invalid UTF-8 is kept, flagged per line, shown as U+FFFD", arguments: [1, 5, 4096])
  func invalidUTF8(chunkSize: Int) {
    let bytes = Array("버튼\n".utf8) + [0x62, 0xFF, 0x61, 0x0A] + Array("NBSP\u{A0}ok\n".utf8) + [0xC0, 0xAF]
    let (lines, reader) = ChunkedSource(bytes, chunkSizes: .fixed(chunkSize)).read()
    #expect(dump(lines) == ["1 LF 버튼", "2 LF invalid b\u{FFFD}a", "3 LF NBSP\u{A0}ok", "4 none invalid \u{FFFD}\u{FFFD}"])
    #expect(lines[1].bytes == [0x62, 0xFF, 0x61])
    #expect(ChunkedSource.rejoin(lines) == bytes)
    #expect(kinds(reader) == ["2 invalid UTF-8 replaced with U+FFFD", "4 invalid UTF-8 replaced with U+FFFD"])
    #expect(reader.invalidUTF8LineCount == 2)
  }

  @Test func invalidUTF8IssuesAreCappedButCounted() {
    let bytes = Array(repeating: [0x78, 0xFF, 0x0A] as [UInt8], count: 150).flatMap { $0 }
    let (lines, reader) = ChunkedSource(bytes, chunkSizes: .fixed(64)).read()
    #expect(lines.count == 150)
    #expect(reader.issues.count == LineReader.maximumStoredLineIssues)
    #expect(reader.issues.last?.location.firstLine == 100)
    #expect(reader.invalidUTF8LineCount == 150)
  }

  /// Control bytes other than tab are dropped by the parser; the reader names each line that
  /// has them, with the count, wherever they fall in the 8-byte steps of the scan.
  @Test("Control characters are counted per line", arguments: [1, 7, 4096])
  func controlCharacters(chunkSize: Int) {
    let bytes = Array("Tabs\tare\tfine in a line.\n".utf8) + Array("Escape \u{1B}[31m and DEL\u{7F}.\n".utf8)
      + Array("버튼\n".utf8) + [0x0C] + Array("form feed first, bell last\u{7}\n".utf8) + [0x01]
    let (lines, reader) = ChunkedSource(bytes, chunkSizes: .fixed(chunkSize)).read()
    #expect(lines.count == 5)
    #expect(ChunkedSource.rejoin(lines) == bytes)
    #expect(kinds(reader) == ["2 2 control characters (NUL or other) removed",
                              "4 2 control characters (NUL or other) removed",
                              "5 1 control character (NUL or other) removed"])
    #expect(reader.controlCharacterLineCount == 3)
  }

  /// A line ended by a CR that is the last byte of a chunk is held until the next byte says CR or
  /// CRLF: its controls are still counted, at every chunk size (C0 in one line, C1 in the next).
  @Test("Controls of a line ended by a bare CR are counted", arguments: 1...12)
  func controlsBeforeABareCarriageReturn(chunkSize: Int) {
    let bytes = Array("a\u{1}\r".utf8) + Array("b\u{85}\r".utf8) + Array("plain\r\n".utf8)
    let (lines, reader) = ChunkedSource(bytes, chunkSizes: .fixed(chunkSize)).read()
    #expect(lines.count == 3)
    #expect(ChunkedSource.rejoin(lines) == bytes)
    #expect(kinds(reader) == ["1 1 control character (NUL or other) removed",
                              "2 1 control character (NUL or other) removed"])
    #expect(reader.controlCharacterLineCount == 2)
  }

  @Test("ControlBytes.count agrees with a byte-by-byte count", arguments: [0, 1, 7, 8, 9, 15, 16, 17, 31])
  func controlByteScan(length: Int) {
    var generator = SplitMix64(seed: UInt64(length) + 1)
    for _ in 0..<200 {
      let bytes = (0..<length).map { _ in [0x00, 0x09, 0x1F, 0x20, 0x41, 0x7E, 0x7F, 0x80, 0xEB, 0xFF][generator.below(10)] as UInt8 }
      let expected = bytes.filter { ($0 < 0x20 && $0 != 0x09) || $0 == 0x7F }.count
      #expect(ControlBytes.count(in: bytes) == expected)
    }
  }

  @Test func overLongLineIsReported() {
    let bytes = Array("short\n\(String(repeating: "toolbar ", count: 10))\nnext".utf8)
    let (lines, reader) = ChunkedSource(bytes, chunkSizes: .fixed(7), maximumLineLength: 32).read()
    #expect(dump(lines) == ["1 LF short", "2 LF toolbar toolbar toolbar toolbar ", "3 none next"])
    #expect(kinds(reader) == ["2 line too long: 48 bytes past the limit were dropped"])
    #expect(reader.issues.first?.description == "test.md:2: warning: line too long: 48 bytes past the limit were dropped")
  }

  @Test("NUL bytes in the first 8 KiB mean binary: no lines", arguments: [1, 100, 65_536])
  func binary(chunkSize: Int) {
    let bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D] + Array("IHDR\n".utf8)
    let (lines, reader) = ChunkedSource(bytes, chunkSizes: .fixed(chunkSize)).read(path: "corpus/image.md")
    #expect(lines.isEmpty)
    #expect(reader.issues.map(\.description) == ["corpus/image.md:1: error: binary file (NUL bytes), skipped"])
  }

  @Test func nulAfterTheProbeIsText() {
    let text = Array(repeating: Array("A button initiates an action.\n".utf8), count: 300).flatMap { $0 }
    let bytes = text + [0x00, 0x0A]
    let (lines, reader) = ChunkedSource(bytes, chunkSizes: .fixed(4096)).read()
    #expect(lines.count == 301)
    #expect(lines.last?.bytes == [0x00])
    #expect(kinds(reader) == ["301 1 control character (NUL or other) removed"])
  }

  @Test func utf32IsReportedAsBinary() {
    let (lines, reader) = ChunkedSource([0xFF, 0xFE, 0x00, 0x00, 0x41, 0x00, 0x00, 0x00], chunkSizes: .fixed(8)).read()
    #expect(lines.isEmpty)
    #expect(kinds(reader) == ["1 binary file (NUL bytes), skipped"])
  }

  @Test func readErrorStopsKeepsLinesAndIsRecorded() {
    let input = Array(String(repeating: "A toolbar.\n", count: 1000).utf8) + Array("툴바는".utf8)
    var reader = LineReader(source: FailingByteSource(bytes: input), path: "disk.md")
    var lines: [Line] = []
    while let line = reader.next() { lines.append(line) }
    #expect(lines.count == 1001)
    #expect(lines.last?.text == "툴바는")
    #expect(reader.issues.map(\.description) == ["disk.md:1001: error: cannot read: Input/output error"])
    #expect(reader.next() == nil)
  }
}
