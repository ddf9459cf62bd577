import Testing
@testable import BitextKit

/// `EN: Save the file.\nKO: 파일을 저장하세요.\n` as Windows tools save Korean (CP949).
let cp949Lines: [UInt8] = [
  0x45, 0x4e, 0x3a, 0x20, 0x53, 0x61, 0x76, 0x65, 0x20, 0x74, 0x68, 0x65, 0x20, 0x66, 0x69, 0x6c, 0x65, 0x2e, 0x0a,
  0x4b, 0x4f, 0x3a, 0x20, 0xc6, 0xc4, 0xc0, 0xcf, 0xc0, 0xbb, 0x20, 0xc0, 0xfa, 0xc0, 0xe5, 0xc7, 0xcf, 0xbc, 0xbc,
  0xbf, 0xe4, 0x2e, 0x0a,
]

/// Whether this machine's C library converts CP949 (glibc's gconv modules); the reader falls
/// back to UTF-8 where it does not.
let iconvHasCP949 = cp949Lines.withUnsafeBytes { LegacyKoreanTranscoder.detect($0, isWhole: true) } != nil

@Suite(.enabled(if: iconvHasCP949)) struct LegacyKoreanTests {
  func read(_ bytes: [UInt8], _ chunks: MemoryByteSource.ChunkSizes) -> (lines: [String], issues: [ReadingIssue]) {
    var reader = LineReader(source: MemoryByteSource(bytes: bytes, chunkSizes: chunks), path: "old.txt")
    var lines: [String] = []
    while let line = reader.next() { lines.append(line.text) }
    return (lines, reader.issues)
  }

  @Test func aCP949FileIsReadAsKorean() {
    let (lines, issues) = read(cp949Lines, .fixed(64 * 1024))
    #expect(lines == ["EN: Save the file.", "KO: 파일을 저장하세요."])
    #expect(issues.map(\.description) == ["old.txt:1: warning: CP949 (EUC-KR) file decoded to UTF-8"])
  }

  /// Past the 8 KiB probe, chunks of one byte (and of random sizes) cut characters in two:
  /// the same lines come out.
  @Test(arguments: [MemoryByteSource.ChunkSizes.fixed(1), .random(seed: 5, maximum: 7), .fixed(4096)])
  func charactersCutByChunksAreJoined(chunks: MemoryByteSource.ChunkSizes) {
    let bytes = Array([[UInt8]](repeating: cp949Lines, count: 300).joined())
    let (lines, issues) = read(bytes, chunks)
    #expect(lines.count == 600)
    #expect(Set(lines) == ["EN: Save the file.", "KO: 파일을 저장하세요."])
    #expect(issues.count == 1)
  }

  @Test func latin1AndUTF8AreNotTakenForCP949() {
    let latin1: [UInt8] = Array("Caf".utf8) + [0xE9] + Array(" au lait, na".utf8) + [0xEF] + Array("ve.\n".utf8)
    let (latinLines, latinIssues) = read(latin1, .fixed(64 * 1024))
    #expect(latinLines == ["Caf\u{FFFD} au lait, na\u{FFFD}ve."])
    #expect(latinIssues.map(\.kind) == [.invalidUTF8])
    let utf8 = Array("KO: 파일을 저장하세요.\n".utf8)
    #expect(read(utf8, .fixed(3)).issues.isEmpty)
  }

  /// Past the probe that decided the encoding, a byte that is not CP949 becomes U+FFFD and
  /// reading goes on.
  @Test func aByteThatIsNotCP949BecomesAReplacementCharacter() {
    let start = Array([[UInt8]](repeating: cp949Lines, count: 300).joined())
    let bytes = start + [0x4b, 0x4f, 0x3a, 0x20, 0xc6, 0x0a] + cp949Lines
    let (lines, _) = read(bytes, .fixed(64 * 1024))
    #expect(lines.count == 603)
    #expect(lines[600] == "KO: \u{FFFD}")
    #expect(lines[602] == "KO: 파일을 저장하세요.")
  }
}
