@testable import BitextKit

/// Reads a document written in the test, as `DocumentReader` reads a file (in 64-byte chunks).
func readDocument(_ text: String, path: String) -> DocumentResult {
  var reader = LineReader(source: MemoryByteSource(bytes: Array(text.utf8), chunkSizes: .fixed(64)), path: path)
  return DocumentReader.read(&reader, path: path)
}
