/// A term's key (`UnitProfile.termKey`: ASCII-lowercased, plural `s` removed) with a hash of
/// its bytes made once, when the profile is made (on all cores). A unit's checks look keys up
/// in its few keys by comparing hashes; the run statistics and the lexicon's evidence, in sets
/// and dictionaries that hash one integer instead of the key's bytes. The bytes are compared
/// only when the hashes agree: keys are equal exactly when their texts are.
struct TermKey: Hashable, Sendable, BytesHashed {
  let text: String
  /// `hash(_:)` of `text`'s UTF-8.
  let bytesHash: UInt64

  init(_ text: String) {
    var copy = text
    bytesHash = copy.withUTF8 { Self.hash($0) }
    self.text = text
  }

  /// A key whose hash was made with its bytes (`hash(_:)` of `text`'s UTF-8).
  init(_ text: String, bytesHash: UInt64) {
    self.text = text
    self.bytesHash = bytesHash
  }

  /// A hash of `bytes` eight at a time (a key of up to eight bytes costs one round): keys
  /// and stems are short.
  static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var hash = UInt64(truncatingIfNeeded: bytes.count) &* 0x9E37_79B9_7F4A_7C15
    guard let base = bytes.baseAddress else { return hash }
    let raw = UnsafeRawPointer(base)
    // The index stays within the bytes: wrapping additions, no overflow tests.
    var i = 0
    while i &+ 8 <= bytes.count {
      hash = mix(hash ^ raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))
      i &+= 8
    }
    if i < bytes.count {
      // The last one to seven bytes, little-endian (the first in the low byte), read four, two
      // and one at a time rather than byte by byte: most keys end here.
      let rest = bytes.count &- i
      var tail: UInt64 = 0
      var shift: UInt64 = 0
      if rest & 4 != 0 {
        tail = UInt64(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt32.self)))
        shift = 32
        i &+= 4
      }
      if rest & 2 != 0 {
        tail |= UInt64(UInt16(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt16.self))) << shift
        shift &+= 16
        i &+= 2
      }
      if rest & 1 != 0 { tail |= UInt64(bytes[i]) << shift }
      hash = mix(hash ^ tail)
    }
    return hash
  }

  /// `hash(_:)` of up to 15 bytes held in two integers (`ShortWord`): the first eight in `low`,
  /// the first in its low byte, the rest in `high`, zero past `count`. The same rounds as
  /// `hash(_:)`, with no bytes read.
  @inline(__always)
  static func hash(low: UInt64, high: UInt64, count: Int) -> UInt64 {
    var hash = UInt64(truncatingIfNeeded: count) &* 0x9E37_79B9_7F4A_7C15
    hash = mix(hash ^ low)
    if count > 8 { hash = mix(hash ^ high) }
    return hash
  }

  @inline(__always)
  private static func mix(_ value: UInt64) -> UInt64 {
    var x = value &* 0xFF51_AFD7_ED55_8CCD
    x ^= x >> 32
    return x
  }

  static func == (a: TermKey, b: TermKey) -> Bool { a.bytesHash == b.bytesHash && a.text == b.text }

  func hash(into hasher: inout Hasher) { hasher.combine(bytesHash) }
}
