import BitextKit

/// Writes synthesized bytes through a `BitextKit.OutputBuffer` while counting newlines and
/// hashing, so the benchmark knows the expected line count without reading the file again.
final class SynthesisWriter {
  let file: AtomicFile
  private(set) var bytes = 0
  private(set) var newlines = 0
  private var hash: UInt64 = 0xCBF2_9CE4_8422_2325

  init(path: String) throws { file = try AtomicFile(path: path) }

  func append(_ line: [UInt8]) throws {
    for byte in line {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3
      if byte == 0x0A { newlines += 1 }
    }
    bytes += line.count
    try line.withUnsafeBytes { try file.output.append($0) }
  }

  func commit(paragraphs: Int = 0) throws -> SynthesizedFile {
    try file.commit()
    return SynthesizedFile(path: file.path, bytes: bytes, newlines: newlines, checksum: hash, paragraphs: paragraphs)
  }
}
