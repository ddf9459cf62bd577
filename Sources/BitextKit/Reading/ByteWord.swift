/// Eight bytes tested at once ("SWAR"): the scanners of clean text (control bytes, XML and CSV
/// escaping, scalar counts) step a word at a time and look at single bytes only where a test
/// says something is there. Each test is exact as a yes/no for the whole word; the high bit it
/// sets may also be set for a byte above a match (borrow), so callers never use it as a position.
enum ByteWord {
  static let ones: UInt64 = 0x0101_0101_0101_0101
  static let highBits: UInt64 = 0x8080_8080_8080_8080

  @inline(__always)
  static func load(_ bytes: UnsafeRawBufferPointer, at offset: Int) -> UInt64 {
    bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
  }

  /// From `start`, the offset of the first word in which `marks` (a test above, or several
  /// or-ed) finds something, or of the bytes left that fill no word: every byte before it is
  /// clean, and the caller looks at single bytes from there (the escapers: at most a word of
  /// them before skipping again). Two words are tested per step, one branch for both, and the
  /// base address is read once (a word per step cost ~37 instructions in `XMLEscaping`).
  @inline(__always)
  static func cleanEnd(_ bytes: UnsafeRawBufferPointer, from start: Int, _ marks: (UInt64) -> UInt64) -> Int {
    guard let base = bytes.baseAddress else { return start }
    let count = bytes.count
    var index = start
    while index &+ 16 <= count {
      let first = base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
      let second = base.loadUnaligned(fromByteOffset: index &+ 8, as: UInt64.self)
      if marks(first) | marks(second) != 0 { break }
      index &+= 16
    }
    if index &+ 8 <= count, marks(base.loadUnaligned(fromByteOffset: index, as: UInt64.self)) == 0 { index &+= 8 }
    return index
  }

  /// Nonzero when some byte of `word` equals `byte`.
  @inline(__always)
  static func has(_ word: UInt64, _ byte: UInt8) -> UInt64 {
    let x = word ^ (ones &* UInt64(byte))
    return (x &- ones) & ~x & highBits
  }

  /// Nonzero when some byte of `word` is below `limit` (at most 0x80).
  @inline(__always)
  static func hasByteBelow(_ word: UInt64, _ limit: UInt8) -> UInt64 {
    (word &- ones &* UInt64(limit)) & ~word & highBits
  }

  /// The top bit set in each byte of `word` that is an ASCII letter; exact per byte (the top
  /// bits are cleared before the additions, so no byte carries into the next). Capitals are
  /// folded to lower case: a letter is then `a`–`z`, 0x61–0x7A.
  @inline(__always)
  static func asciiLetters(_ word: UInt64) -> UInt64 {
    let folded = (word & 0x7F7F_7F7F_7F7F_7F7F) | 0x2020_2020_2020_2020
    return (folded &+ 0x1F1F_1F1F_1F1F_1F1F) & ~(folded &+ 0x0505_0505_0505_0505) & ~word & highBits
  }

  /// How many bytes of `word` are UTF-8 continuation bytes (`10xxxxxx`); exact per byte.
  @inline(__always)
  static func continuationCount(_ word: UInt64) -> Int {
    highBitCount(word & ~(word << 1))
  }

  /// How many bytes of `mask` have their top bit set (a test's result above, or a part of
  /// one): the top bits summed in the high byte by one multiplication. `nonzeroBitCount` is
  /// some fifteen instructions on x86-64 without `popcnt`, which the build does not assume.
  @inline(__always)
  static func highBitCount(_ mask: UInt64) -> Int {
    Int(truncatingIfNeeded: (((mask & highBits) &>> 7) &* ones) &>> 56)
  }
}
