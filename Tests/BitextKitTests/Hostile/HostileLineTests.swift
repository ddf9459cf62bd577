import Testing
@testable import BitextKit

/// One line of a single markup character repeated a million times (issue 15: `[` × 1 MiB took
/// 191 s, every `[` scanning to the end of the line). Each must be read, parsed, tagged and
/// paired in linear time: a quadratic stage would not finish within the test run at this size
/// (10^12 steps), while a linear one takes a fraction of a second even in a debug build.
@Suite struct HostileLineTests {
  static let size = 1 << 20 - 64

  @Test("a 1 MiB line of one markup character completes and keeps its text", arguments: [
    "[", "*", "|", "`", "<", "[a](", "<a ", "_", "![", "\\", "> ", "- ", "#", "(", "]", "~",
  ])
  func millionFold(pattern: String) {
    let unit = Array(pattern.utf8)
    var bytes = Array("A toolbar holds buttons.\n\n> 툴바에는 버튼이 있습니다.\n\n".utf8)
    bytes.reserveCapacity(Self.size + 200)
    while bytes.count < Self.size { bytes += unit }
    bytes += Array(" end of line\n".utf8)
    var reader = LineReader(source: MemoryByteSource(bytes: bytes, chunkSizes: .fixed(LineReader.chunkSize)), path: "hostile.md")
    let result = DocumentReader.read(&reader, path: "hostile.md")
    #expect(result.units.contains { $0.english.first?.text == "A toolbar holds buttons." })
    #expect(result.lineCount == 5)
  }
}
