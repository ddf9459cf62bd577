/// Whether two texts are the same sentence despite case and spacing: how a copy of the English
/// left in a translation's place is recognized, by pairing (an untranslated Korean slot) and by
/// the untranslated check alike.
enum SameText {
  /// ASCII-lowercased bytes without white space: `Use  a Toolbar.` = `use a toolbar.`. Written
  /// into the array's storage over the contiguous UTF-8 (appending byte by byte from the
  /// string's view cost about 20 instructions a byte: the TMX selection keys every English).
  static func key(_ text: String) -> [UInt8] {
    text.withUTF8Bytes { bytes in
      [UInt8](unsafeUninitializedCapacity: bytes.count) { key, count in
        var n = 0
        for b in bytes where !isSpace(b) {
          key[n] = lowered(b)
          n += 1
        }
        count = n
      }
    }
  }

  /// `part` is a copy of a stretch of `whole` (a sentence of it), despite case and spacing.
  static func contained(_ part: String, in whole: String) -> Bool {
    guard part.utf8.count <= whole.utf8.count + 2 else { return false }
    let p = key(part)
    guard !p.isEmpty else { return false }
    return key(whole).firstRange(of: p) != nil
  }

  static func equal(_ a: String, _ b: String) -> Bool {
    // Texts whose sizes differ by more than their spacing could are never the same: most
    // neighbours are told apart without building a key.
    let ca = a.utf8.count, cb = b.utf8.count
    guard abs(ca - cb) <= max(ca, cb) / 8 + 2 else { return false }
    return sameKey(a, b)
  }

  /// FNV-1a of `key(text)` and the count of its bytes, without building the key (the TMX
  /// selection groups every English paragraph by its key, the duplicate check every Korean;
  /// with `sameKey` for equality: `HashedText`).
  static func keyHash(_ text: String) -> (hash: UInt64, count: Int) {
    text.withUTF8Bytes { bytes in
      var hash: UInt64 = 0xCBF2_9CE4_8422_2325
      var count = 0
      for b in bytes {
        // A byte past `Z` (lower case, the rest of UTF-8: most bytes of a text) is neither white
        // space nor upper case: its own key byte, without the two tests every byte paid.
        if b > 0x5A {
          hash = (hash ^ UInt64(b)) &* 0x100_0000_01B3
        } else if !isSpace(b) {
          hash = (hash ^ UInt64(lowered(b))) &* 0x100_0000_01B3
        } else {
          continue
        }
        count &+= 1
      }
      return (hash, count)
    }
  }

  /// A text as `key` reads it, hashed over the key's bytes without building the key
  /// (`keyHash`), equal when the keys are (`sameKey`): a table of texts by their keys
  /// holds no copy of their bytes. `keyCount` is the key's byte count.
  struct HashedText: Hashable, Sendable {
    let text: String
    let hash: UInt64
    let keyCount: Int

    init(_ text: String) {
      self.text = text
      (hash, keyCount) = SameText.keyHash(text)
    }

    static func == (a: HashedText, b: HashedText) -> Bool {
      a.hash == b.hash && a.keyCount == b.keyCount && SameText.sameKey(a.text, b.text)
    }

    func hash(into hasher: inout Hasher) { hasher.combine(hash) }
  }

  /// `key(a) == key(b)` without building either key: both texts walked at once, white space
  /// skipped, stopping at the first byte that differs (for a translation, the first letter).
  static func sameKey(_ a: String, _ b: String) -> Bool {
    // Read in place (`withUTF8Bytes`): a copy to call `withUTF8` on retains the text, on every
    // core at once in the TMX selection and the duplicate check.
    a.withUTF8Bytes { x in
      b.withUTF8Bytes { y in
        var i = 0, j = 0
        while true {
          while i < x.count, isSpace(x[i]) { i += 1 }
          while j < y.count, isSpace(y[j]) { j += 1 }
          guard i < x.count, j < y.count else { return i == x.count && j == y.count }
          if lowered(x[i]) != lowered(y[j]) { return false }
          i += 1; j += 1
        }
      }
    }
  }

  @inline(__always) private static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }
  @inline(__always) private static func lowered(_ b: UInt8) -> UInt8 { b >= 0x41 && b <= 0x5A ? b | 0x20 : b }
}
