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

/// The keys of a side's terms as a profile keeps them: each key's hash alone (`TermKey.bytesHash`,
/// made by the anchor scanner), its bytes read in place from the term's bytes in the text
/// (`UnitProfile.keyCount` of them, ASCII-lowercased). A profile kept for a run held a
/// `TermKey` (a string and a hash, 24 bytes) per word; these take 8. Keys are compared by hash,
/// then by bytes only when the hashes agree; an owned `TermKey` is made only for a key that is
/// stored or reported (`subscript`).
struct TermKeys {
  let terms: [Anchors.Term]
  let text: String
  let hashes: [UInt64]

  var count: Int { min(terms.count, hashes.count) }
  var indices: Range<Int> { 0..<count }

  /// The key of `terms[index]`, as an owned `TermKey` (a string made from its bytes).
  subscript(index: Int) -> TermKey {
    withWords { TermKey(UnitProfile.termKey(of: $0(index)), bytesHash: hashes[index]) }
  }

  /// `body` given the bytes of the term at an index (`terms[index]`), read in place from the
  /// text: a key is the first `UnitProfile.keyCount(of:)` of them, ASCII-lowercased.
  @inline(__always)
  func withWords<Result>(_ body: ((Int) -> UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    text.withUTF8Bytes { raw in
      let bytes = raw.assumingMemoryBound(to: UInt8.self)
      return body { UnsafeBufferPointer(rebasing: bytes[terms[$0].range]) }
    }
  }

  /// Whether the key of `terms[index]` is `key` (`Reader.matches`).
  func matches(_ index: Int, _ key: TermKey) -> Bool {
    hashes[index] == key.bytesHash && withReader { $0.matches(index, key) }
  }

  /// Whether the keys of `terms[index]` and `terms[other]` are equal (`Reader.matches`).
  func matches(_ index: Int, _ other: Int) -> Bool {
    hashes[index] == hashes[other] && withReader { $0.matches(index, other) }
  }

  /// `body` given a reader of the keys with the text's bytes bound once: for a caller that
  /// compares many keys of one side (binding them for each comparison was most of its cost).
  @inline(__always)
  func withReader<Result>(_ body: (Reader) -> Result) -> Result {
    text.withUTF8Bytes { body(Reader(keys: self, bytes: $0.assumingMemoryBound(to: UInt8.self))) }
  }

  /// The keys with the bytes of their text (valid only inside `withReader`).
  struct Reader {
    let keys: TermKeys
    let bytes: UnsafeBufferPointer<UInt8>

    /// The bytes of `keys.terms[index]`.
    @inline(__always)
    func word(_ index: Int) -> UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(rebasing: bytes[keys.terms[index].range]) }

    /// `keys.terms[index]` as a `ShortWord`, if it is one (16 bytes loaded at once where they lie in the text).
    @inline(__always)
    func short(_ index: Int) -> ShortWord? {
      let range = keys.terms[index].range
      return ShortWord(UnsafeBufferPointer(rebasing: bytes[range]), wide: range.lowerBound &+ 16 <= bytes.count)
    }

    /// Whether the key of `keys.terms[index]` is `key`. A short ASCII word's key is made from
    /// two integers (`ShortWord`) and compared with the key's string as it is stored (equal
    /// strings of up to 15 bytes compare by those integers); another's, byte by byte.
    @inline(__always)
    func matches(_ index: Int, _ key: TermKey) -> Bool {
      guard keys.hashes[index] == key.bytesHash else { return false }
      if ShortWord.layoutHolds, let word = short(index) { return UnitProfile.keyWord(of: word).string == key.text }
      return TermKeys.isKey(of: word(index), key)
    }

    /// Whether the keys of `keys.terms[index]` and `keys.terms[other]` are equal: by their two
    /// integers for short ASCII words (`ShortWord`), else byte by byte.
    @inline(__always)
    func matches(_ index: Int, _ other: Int) -> Bool {
      guard keys.hashes[index] == keys.hashes[other] else { return false }
      if let first = short(index), let second = short(other) {
        // The same bytes (a word written again, as most duplicates are): the same key.
        if first.count == second.count && first.low == second.low && first.high == second.high { return true }
        let key = UnitProfile.keyWord(of: first), otherKey = UnitProfile.keyWord(of: second)
        return key.count == otherKey.count && key.low == otherKey.low && key.high == otherKey.high
      }
      let first = word(index), second = word(other)
      let count = UnitProfile.keyCount(of: first)
      guard UnitProfile.keyCount(of: second) == count else { return false }
      for i in 0..<count where first[i].asciiLowercased != second[i].asciiLowercased { return false }
      return true
    }
  }

  /// Whether the key of `terms[index]` is `bytes` (with their hash, `TermKey.hash`).
  func matches(_ index: Int, _ bytes: UnsafeBufferPointer<UInt8>, hash: UInt64) -> Bool {
    hashes[index] == hash && withWords { Self.isKey(of: $0(index), bytes) }
  }

  /// Whether `key` is the key of `word` (a term's bytes).
  @inline(__always)
  static func isKey(of word: UnsafeBufferPointer<UInt8>, _ key: UnsafeBufferPointer<UInt8>) -> Bool {
    guard UnitProfile.keyCount(of: word) == key.count else { return false }
    for i in 0..<key.count where word[i].asciiLowercased != key[i] { return false }
    return true
  }

  /// Whether `key` is the key of `word` (a term's bytes): its UTF-8 read as it is stored.
  @inline(__always)
  static func isKey(of word: UnsafeBufferPointer<UInt8>, _ key: TermKey) -> Bool {
    let utf8 = key.text.utf8
    guard UnitProfile.keyCount(of: word) == utf8.count else { return false }
    var i = 0
    for b in utf8 {
      if word[i].asciiLowercased != b { return false }
      i &+= 1
    }
    return true
  }

  func contains(_ key: TermKey) -> Bool { firstIndex(of: key) != nil }

  func firstIndex(of key: TermKey) -> Int? {
    hashes.withUnsafeBufferPointer { hashes in
      for index in 0..<count where hashes[index] == key.bytesHash && matches(index, key) { return index }
      return nil
    }
  }
}
