/// Bytes built in memory before they go to a file: a batch of CSV rows or TMX entries rendered
/// on a worker, then appended to the file's `OutputBuffer` in order, a chunk per call. An append
/// is one copy (an `[UInt8]` sink copies byte by byte: about eight times the instructions for a
/// piece of markup), and the bytes are kept in 64 KiB chunks, so growing never copies them again.
/// Used by one thread at a time: filled by one, then handed over and read by another.
final class ByteBuffer: ByteSink, @unchecked Sendable {
  static let chunkSize = 64 * 1024

  private var filled: [UnsafeMutableRawPointer] = []
  private var current: UnsafeMutableRawPointer
  private var used = 0

  init() {
    current = .allocate(byteCount: Self.chunkSize, alignment: 1)
  }

  deinit {
    for chunk in filled { chunk.deallocate() }
    current.deallocate()
  }

  var count: Int { filled.count * Self.chunkSize + used }

  // Both appends inlined where the writers call them (their call was ~15 of the ~35
  // instructions of an append, and a row or entry makes dozens); a new chunk is not.
  @inline(__always)
  func append(_ byte: UInt8) {
    if used == Self.chunkSize { startChunk() }
    current.storeBytes(of: byte, toByteOffset: used, as: UInt8.self)
    used += 1
  }

  @inline(__always)
  func append(_ bytes: UnsafeRawBufferPointer) {
    guard var source = bytes.baseAddress else { return }
    var remaining = bytes.count
    // Bytes that fit, in one copy of their own length: a literal's is a constant where this is
    // inlined, and a short constant copy needs no call to `memmove`.
    if remaining <= Self.chunkSize &- used {
      (current + used).copyMemory(from: source, byteCount: remaining)
      used &+= remaining
      return
    }
    while remaining > 0 {
      if used == Self.chunkSize { startChunk() }
      let piece = min(remaining, Self.chunkSize - used)
      (current + used).copyMemory(from: source, byteCount: piece)
      used += piece
      source += piece
      remaining -= piece
    }
  }

  /// The bytes in order, a chunk at a time.
  func forEachChunk(_ body: (UnsafeRawBufferPointer) throws -> Void) rethrows {
    for chunk in filled { try body(UnsafeRawBufferPointer(start: chunk, count: Self.chunkSize)) }
    if used > 0 { try body(UnsafeRawBufferPointer(start: current, count: used)) }
  }

  private func startChunk() {
    filled.append(current)
    current = .allocate(byteCount: Self.chunkSize, alignment: 1)
    used = 0
  }
}
