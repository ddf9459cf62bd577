@testable import BitextKit

/// Reads in-memory bytes through a `LineReader` with a chosen chunking, for sweep tests.
struct ChunkedSource {
  var bytes: [UInt8]
  var chunkSizes: MemoryByteSource.ChunkSizes
  var maximumLineLength = LineSplitter.defaultMaximumLineLength

  init(_ bytes: [UInt8], chunkSizes: MemoryByteSource.ChunkSizes, maximumLineLength: Int = LineSplitter.defaultMaximumLineLength) {
    self.bytes = bytes
    self.chunkSizes = chunkSizes
    self.maximumLineLength = maximumLineLength
  }

  init(_ text: String, chunkSize: Int) {
    self.init(Array(text.utf8), chunkSizes: .fixed(chunkSize))
  }

  /// All lines and the reader after the last one (for `issues`).
  func read(path: String = "test.md") -> (lines: [Line], reader: LineReader) {
    var reader = LineReader(source: MemoryByteSource(bytes: bytes, chunkSizes: chunkSizes), path: path,
                            maximumLineLength: maximumLineLength)
    var lines: [Line] = []
    while let line = reader.next() { lines.append(line) }
    return (lines, reader)
  }

  var lines: [Line] { read().lines }

  /// The input rebuilt from lines: content then terminator, as conservation demands.
  static func rejoin(_ lines: [Line]) -> [UInt8] {
    lines.flatMap { $0.bytes + $0.terminator.bytes }
  }
}

/// A source that hands out its bytes, then fails like a disk error.
struct FailingByteSource: ByteSource {
  var bytes: [UInt8]
  var offset = 0

  mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
    guard offset < bytes.count else { throw FileError(path: "disk.md", reason: "Input/output error") }
    let count = min(buffer.count, bytes.count - offset, 7)
    for index in 0..<count { buffer[index] = bytes[offset + index] }
    offset += count
    return count
  }
}

/// A compact view of lines for `#expect`: number, terminator, validity, text.
func dump(_ lines: [Line]) -> [String] {
  lines.map { line in
    let terminator = switch line.terminator {
    case .none: "none"
    case .lineFeed: "LF"
    case .carriageReturnLineFeed: "CRLF"
    case .carriageReturn: "CR"
    }
    return "\(line.number) \(terminator)\(line.isValidUTF8 ? "" : " invalid") \(line.text)"
  }
}
