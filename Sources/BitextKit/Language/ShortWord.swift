/// An ASCII word of up to 15 bytes held in two integers, the way the standard library stores a
/// string that short inline: its `String` is made from the two integers as they are, with no
/// call into the standard library's string initializers (about a hundred instructions a word,
/// and the anchor scanner makes one for every Latin word of every unit). The word's key and its
/// hash (`TermKey.hash`) are made from the integers too.
///
/// The layout is the standard library's, not a promise of the language: `layoutHolds` checks it
/// once against strings the standard library made, and callers use `ShortWord` only when it
/// holds (else they make strings the ordinary way).
struct ShortWord {
  /// The first eight bytes, the first in the low byte; zero past the word.
  private(set) var low: UInt64
  /// Bytes 8 to 14; zero past the word.
  private(set) var high: UInt64
  private(set) var count: Int

  /// The word's bytes if they are ASCII and at most 15. With `wide`, the 16 bytes from the
  /// word's start may be read (they lie inside the caller's buffer): two loads, no byte loop.
  @inline(__always)
  init?(_ word: UnsafeBufferPointer<UInt8>, wide: Bool) {
    let count = word.count
    guard count > 0, count <= 15, let base = word.baseAddress else { return nil }
    var low: UInt64 = 0, high: UInt64 = 0
    if wide {
      let raw = UnsafeRawPointer(base)
      low = raw.loadUnaligned(as: UInt64.self)
      high = raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
      if count < 8 {
        low &= (1 &<< UInt64(truncatingIfNeeded: count &* 8)) &- 1
        high = 0
      } else {
        high &= (1 &<< UInt64(truncatingIfNeeded: (count &- 8) &* 8)) &- 1
      }
    } else {
      for k in 0..<min(count, 8) { low |= UInt64(base[k]) &<< UInt64(truncatingIfNeeded: k &* 8) }
      for k in min(count, 8)..<count { high |= UInt64(base[k]) &<< UInt64(truncatingIfNeeded: (k &- 8) &* 8) }
    }
    guard (low | high) & 0x8080_8080_8080_8080 == 0 else { return nil }
    self.low = low
    self.high = high
    self.count = count
  }

  /// The byte at `index` (below `count`).
  @inline(__always)
  func byte(_ index: Int) -> UInt8 {
    let word = index < 8 ? low : high
    return UInt8(truncatingIfNeeded: word &>> UInt64(truncatingIfNeeded: (index & 7) &* 8))
  }

  /// The word without its last byte (a word of two bytes or more).
  @inline(__always)
  func droppingLast() -> ShortWord {
    var copy = self
    copy.count = count &- 1
    let shift = UInt64(truncatingIfNeeded: (copy.count & 7) &* 8)
    if copy.count < 8 { copy.low &= (1 &<< shift) &- 1 } else { copy.high &= (1 &<< shift) &- 1 }
    return copy
  }

  /// Whether a byte is an ASCII capital.
  @inline(__always)
  var hasUpper: Bool { Self.upperMask(low) | Self.upperMask(high) != 0 }

  /// ASCII capitals lowered.
  @inline(__always)
  func lowercased() -> ShortWord {
    var copy = self
    copy.low |= Self.upperMask(low) &>> 2
    copy.high |= Self.upperMask(high) &>> 2
    return copy
  }

  /// 0x80 in each byte that is `A`–`Z` (bytes are ASCII).
  @inline(__always)
  private static func upperMask(_ word: UInt64) -> UInt64 {
    // A byte at least `A` gets its top bit from adding 0x80 - 0x41; one above `Z`, from 0x80 - 0x5B
    // (no byte carries into the next: every byte is below 0x80).
    let atLeastA = word &+ 0x3F3F_3F3F_3F3F_3F3F
    let aboveZ = word &+ 0x2525_2525_2525_2525
    return atLeastA & ~aboveZ & 0x8080_8080_8080_8080
  }

  /// The word as a string (call only when `layoutHolds`).
  @inline(__always)
  var string: String {
    unsafeBitCast((low, high | UInt64(0xE0 | count) &<< 56), to: String.self)
  }

  /// `TermKey.hash` of the word's bytes, from the two integers.
  @inline(__always)
  var hash: UInt64 { TermKey.hash(low: low, high: high, count: count) }

  /// Whether `string` makes the strings the standard library makes, checked once on words of
  /// every length from 1 to 15 bytes.
  static let layoutHolds: Bool = {
    guard MemoryLayout<String>.size == 16 else { return false }
    let sample = Array("aZ09.-_~ xyzQRS".utf8)
    for length in 1...sample.count {
      let expected = String(decoding: sample[..<length], as: UTF8.self)
      let made: String? = sample.withUnsafeBufferPointer { buffer in
        ShortWord(UnsafeBufferPointer(rebasing: buffer[..<length]), wide: false).map(\.string)
      }
      guard let made, unsafeBitCast(made, to: (UInt64, UInt64).self) == unsafeBitCast(expected, to: (UInt64, UInt64).self),
            made == expected, made.utf8.count == length else { return false }
    }
    return true
  }()
}
