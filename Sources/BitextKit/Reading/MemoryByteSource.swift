/// Bytes from memory, handed out in chunks of chosen sizes.
///
/// For tests and benchmarks: a reader must give the same lines whatever the chunking, so tests
/// drip-feed the same input one byte at a time, at every fixed size, and in seeded random sizes
/// (reproducible: the same seed gives the same chunks on every run and machine).
public struct MemoryByteSource: ByteSource, Sendable {
  /// How many bytes each `read` hands out (never more than the caller's buffer holds).
  public enum ChunkSizes: Sendable, Equatable {
    /// Every chunk has this size (the last may be shorter). Must be at least 1.
    case fixed(Int)
    /// Sizes drawn uniformly from `1...maximum` by a SplitMix64 generator started at `seed`.
    case random(seed: UInt64, maximum: Int)
  }

  public let bytes: [UInt8]
  public let chunkSizes: ChunkSizes
  private var offset = 0
  private var generator: SplitMix64

  public init(bytes: [UInt8], chunkSizes: ChunkSizes = .fixed(64 * 1024)) {
    switch chunkSizes {
    case .fixed(let size): precondition(size >= 1, "chunk size must be at least 1")
    case .random(_, let maximum): precondition(maximum >= 1, "maximum chunk size must be at least 1")
    }
    self.bytes = bytes
    self.chunkSizes = chunkSizes
    if case .random(let seed, _) = chunkSizes {
      generator = SplitMix64(seed: seed)
    } else {
      generator = SplitMix64(seed: 0)
    }
  }

  public mutating func read(into buffer: UnsafeMutableRawBufferPointer) -> Int {
    let count = min(nextChunkSize(), buffer.count, bytes.count - offset)
    guard count > 0 else { return 0 }
    bytes.withUnsafeBytes { all in
      buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: all[offset..<offset + count]))
    }
    offset += count
    return count
  }

  private mutating func nextChunkSize() -> Int {
    switch chunkSizes {
    case .fixed(let size): size
    case .random(_, let maximum): Int(generator.next() % UInt64(maximum)) + 1
    }
  }
}
