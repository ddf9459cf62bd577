import Testing
@testable import BitextKit

@Suite struct MemoryByteSourceTests {
  private static func chunks(_ source: MemoryByteSource, bufferSize: Int = 100) -> [[UInt8]] {
    var source = source
    var chunks: [[UInt8]] = []
    var buffer = [UInt8](repeating: 0, count: bufferSize)
    while true {
      let count = buffer.withUnsafeMutableBytes { source.read(into: $0) }
      if count == 0 { return chunks }
      chunks.append(Array(buffer[..<count]))
    }
  }

  @Test func fixedChunks() {
    let chunks = Self.chunks(MemoryByteSource(bytes: Array("툴바 bar".utf8), chunkSizes: .fixed(4)))
    #expect(chunks.map(\.count) == [4, 4, 2])
    #expect(chunks.flatMap { $0 } == Array("툴바 bar".utf8))
  }

  @Test func chunksNeverExceedTheBuffer() {
    let chunks = Self.chunks(MemoryByteSource(bytes: Array(repeating: 7, count: 10), chunkSizes: .fixed(64)), bufferSize: 3)
    #expect(chunks.map(\.count) == [3, 3, 3, 1])
  }

  @Test func randomChunksAreReproducibleAndBounded() {
    let bytes = (0..<500).map { UInt8($0 % 251) }
    let first = Self.chunks(MemoryByteSource(bytes: bytes, chunkSizes: .random(seed: 42, maximum: 9)))
    let again = Self.chunks(MemoryByteSource(bytes: bytes, chunkSizes: .random(seed: 42, maximum: 9)))
    let other = Self.chunks(MemoryByteSource(bytes: bytes, chunkSizes: .random(seed: 43, maximum: 9)))
    #expect(first.map(\.count) == again.map(\.count))
    #expect(first.map(\.count) != other.map(\.count))
    #expect(first.allSatisfy { (1...9).contains($0.count) })
    #expect(Set(first.map(\.count)).count > 5, "sizes vary")
    #expect(first.flatMap { $0 } == bytes)
  }
}
