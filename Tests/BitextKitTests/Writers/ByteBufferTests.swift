@testable import BitextKit
import Testing

@Suite struct ByteBufferTests {
  /// Pieces of every size, across chunk boundaries, come back in order and whole.
  @Test func keepsEveryByteInOrderAcrossChunks() {
    let buffer = ByteBuffer()
    var expected: [UInt8] = []
    var generator = SplitMix64(seed: 11)
    while expected.count < 3 * ByteBuffer.chunkSize + 100 {
      let piece = (0..<generator.below(3_000)).map { _ in UInt8(truncatingIfNeeded: generator.below(256)) }
      if piece.count == 1 { buffer.append(piece[0]) } else { piece.withUnsafeBytes { buffer.append($0) } }
      expected += piece
    }
    let run = [UInt8](repeating: 7, count: ByteBuffer.chunkSize * 2)  // more than a chunk in one append
    run.withUnsafeBytes { buffer.append($0) }
    expected += run
    var read: [UInt8] = []
    var chunks = 0
    buffer.forEachChunk { chunk in
      read += chunk
      chunks += 1
    }
    #expect(read == expected)
    #expect(buffer.count == expected.count)
    #expect(chunks == (expected.count + ByteBuffer.chunkSize - 1) / ByteBuffer.chunkSize)
  }
}
