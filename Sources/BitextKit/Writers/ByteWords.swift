/// Eight bytes at a time for the escapers: whether a word of UTF-8 may hold a byte that needs
/// escaping, so clean text is passed over a word per test instead of a byte (the reports escape
/// every paragraph they show). Exact: a word with no such byte always tests false.
enum ByteWords {
  static let ones: UInt64 = 0x0101_0101_0101_0101
  static let highs: UInt64 = 0x8080_8080_8080_8080

  /// The eight bytes at `offset` (which has eight bytes after it), in memory order.
  @inline(__always)
  static func load(_ bytes: UnsafeRawBufferPointer, at offset: Int) -> UInt64 {
    bytes.baseAddress!.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
  }

  /// Whether a byte of `word` equals `byte`.
  @inline(__always)
  static func has(_ word: UInt64, _ byte: UInt8) -> Bool {
    let x = word ^ (ones &* UInt64(byte))
    return (x &- ones) & ~x & highs != 0
  }

  /// Whether a byte of `word` is below `bound` (at most 0x80).
  @inline(__always)
  static func hasBelow(_ word: UInt64, _ bound: UInt8) -> Bool {
    (word &- ones &* UInt64(bound)) & ~word & highs != 0
  }
}
