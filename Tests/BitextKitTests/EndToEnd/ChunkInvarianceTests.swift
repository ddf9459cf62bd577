import Foundation
import Testing
@testable import BitextKit

@Suite struct ChunkInvarianceTests {
  static let files = ["toolbars.md", "toolbars-ios-legacy.txt", "navigation-bars.txt"]

  static func read(_ name: String, chunks: MemoryByteSource.ChunkSizes) throws -> DocumentResult {
    let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: CorpusRun.corpus + "/" + name)))
    var reader = LineReader(source: MemoryByteSource(bytes: bytes, chunkSizes: chunks), path: name)
    return DocumentReader.read(&reader, path: name)
  }

  @Test("Any chunking of the bytes gives the same units and skipped blocks", arguments: files)
  func sameUnitsWhateverTheChunks(name: String) throws {
    let whole = try Self.read(name, chunks: .fixed(1 << 20))
    for chunks in [MemoryByteSource.ChunkSizes.fixed(1), .fixed(3), .fixed(4096), .random(seed: 7, maximum: 300), .random(seed: 99, maximum: 17)] {
      let other = try Self.read(name, chunks: chunks)
      #expect(other.units == whole.units, "\(chunks)")
      #expect(other.skipped == whole.skipped, "\(chunks)")
    }
  }
}
