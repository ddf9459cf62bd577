/// English term candidates of a text, on UTF-8 bytes: words of three ASCII letters or more,
/// lower-cased, plural `-s`/`-ies` removed (`toolbars` → `toolbar`, `categories` → `category`),
/// and two such words separated by one space or hyphen (`toolbar item`).
///
/// Not terms, and they break a two-word term: function words and common verbs (`EnglishTerms.stopwords`),
/// words with a capital after the first letter (names a translation keeps as written:
/// `iPadOS`, `UIKit`), `-ly` adverbs of six letters or more, and words joined to non-ASCII text.
///
/// - Complexity: O(n) in bytes; hashes are computed on the bytes, strings only on request.
enum EnglishTerms {
  struct Term {
    let bytes: UnsafeBufferPointer<UInt8>
    /// The word, or the two words, as byte ranges.
    let first: Range<Int>
    let second: Range<Int>?
    /// The hash of the key (singular, lower case, one space between words).
    let hash: UInt64
    /// For two words, the hashes of each word's key.
    let parts: (UInt64, UInt64)?
    /// The words as written are the key (no plural removed): the term's natural form.
    let isKey: Bool

    /// The key: `toolbar item` for `Toolbar items`.
    func key() -> String {
      var out = EnglishTerms.key(bytes, first)
      if let second { out += [0x20] + EnglishTerms.key(bytes, second) }
      return String(decoding: out, as: UTF8.self)
    }

    /// The words as written, lower-cased: `settings window`.
    func surface() -> String {
      var out = first.map { EnglishTerms.lower(bytes[$0]) }
      if let second { out += [0x20] + second.map { EnglishTerms.lower(bytes[$0]) } }
      return String(decoding: out, as: UTF8.self)
    }
  }

  /// Their hashes, in a table that looks a hash up without hashing it again (asked of every word).
  static let stopwords = Glosses.Vocabulary(distinct: Array(Set("""
    the and for that with you your are can this from not use when they them their have has its into more than also only \
    such each but all any other some like which what how about people help make may might most many one two don doesn \
    isn aren using consider example avoid prefer provide let lets need want same different because even whether both often \
    new was were will would should could been being there these those then here where who whom whose our ours his her \
    she him very just own over under out off too via per yet while within without upon onto across after before during \
    through between among around above below do does did done see know sure get gets instead etc
    """.split(whereSeparator: { $0 == " " || $0 == "\n" }).map { word in
      var bytes = Array(word.utf8)
      return bytes.withUnsafeMutableBufferPointer { fnv(UnsafeBufferPointer($0), 0..<$0.count) }
    })))

  /// Calls `emit` for each term candidate, a word's before the two-word term ending with it.
  static func scan(_ b: UnsafeBufferPointer<UInt8>, _ emit: (Term) -> Void) {
    // Fetched once: each access to a static goes through `swift_once` (a call per word).
    let stopwords = Self.stopwords
    var previous: (range: Range<Int>, hash: UInt64, isKey: Bool)? = nil
    var gapStart = 0
    var i = 0
    while i < b.count {
      guard b[i].isASCIILetter else { i += 1; continue }
      let start = i
      // The run of letters found eight bytes at a time, with its capitals counted
      // (`ScriptScanner.letterRun`): a capital after the first letter marks a name.
      let upper: Int
      (i, upper) = ScriptScanner.letterRun(b, from: start)
      let innerCapital = upper > (b[start] < 0x61 ? 1 : 0)
      let word = start..<i
      defer { gapStart = i }
      let joined = (start > 0 && b[start - 1] >= 0x80) || (i < b.count && b[i] >= 0x80)
      let lastTwo = word.count >= 2 ? (lower(b[i - 2]), lower(b[i - 1])) : (0, 0)
      let adverb = word.count >= 6 && lastTwo == (0x6C, 0x79)  // -ly
      // Short words, names and adverbs are told without hashing them (most short words).
      guard word.count >= 3 && !innerCapital && !joined && !adverb else { previous = nil; continue }
      // `fnv(b, word)`, and for a word that may be a plural (`keyHash`: five letters or more)
      // its value without the last byte and without the last three (the keys of `-s` and `-ies`).
      var full: UInt64 = 0xcbf2_9ce4_8422_2325
      var k = start
      let plain = word.count > 4 ? i - 3 : i
      while k < plain { full = fnvStep(full, b[k]); k += 1 }
      let less3 = full
      var less1 = full
      if k < i {
        full = fnvStep(fnvStep(full, b[k]), b[k + 1])
        less1 = full
        full = fnvStep(full, b[k + 2])
      }
      guard !stopwords.contains(full) else { previous = nil; continue }
      let (h, isKey) = keyHash(b, word, full: full, less1: less1, less3: less3)
      emit(Term(bytes: b, first: word, second: nil, hash: h, parts: nil, isKey: isKey))
      if let p = previous, start - gapStart == 1, b[gapStart] == 0x20 || b[gapStart] == 0x2D {
        emit(Term(bytes: b, first: p.range, second: word, hash: combine(p.hash, h), parts: (p.hash, h), isKey: p.isKey && isKey))
      }
      previous = (word, h, isKey)
    }
  }

  /// The hash of `key(b, word)`, and whether the key is the word as written (no plural
  /// removed), without making the key: from `fnv` of the word (`full`), of all but its last
  /// byte (`less1`) and of all but its last three (`less3`).
  @inline(__always)
  static func keyHash(_ b: UnsafeBufferPointer<UInt8>, _ word: Range<Int>, full: UInt64, less1: UInt64,
                      less3: UInt64) -> (hash: UInt64, isKey: Bool) {
    let n = word.count, end = word.upperBound
    if n > 4, lower(b[end - 3]) == 0x69, lower(b[end - 2]) == 0x65, lower(b[end - 1]) == 0x73 {  // -ies → -y
      return ((less3 ^ 0x79) &* 0x0000_0100_0000_01B3, false)
    }
    if n > 4, lower(b[end - 1]) == 0x73, lower(b[end - 2]) != 0x73, lower(b[end - 2]) != 0x75 {  // -s, not -ss, -us
      return (less1, false)
    }
    return (full, true)
  }

  /// The word lower-cased with its plural removed.
  static func key(_ b: UnsafeBufferPointer<UInt8>, _ word: Range<Int>) -> [UInt8] {
    var out = word.map { lower(b[$0]) }
    let n = out.count
    if n > 4, out[n - 3] == 0x69, out[n - 2] == 0x65, out[n - 1] == 0x73 {  // -ies → -y
      out.removeLast(3)
      out.append(0x79)
    } else if n > 4, out[n - 1] == 0x73, out[n - 2] != 0x73, out[n - 2] != 0x75 {  // -s, not -ss, -us
      out.removeLast()
    }
    return out
  }

  @inline(__always)
  static func lower(_ byte: UInt8) -> UInt8 { byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte }

  /// FNV-1a of the bytes, lower-cased.
  static func fnv(_ b: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> UInt64 {
    var h: UInt64 = 0xcbf2_9ce4_8422_2325
    for i in range { h = fnvStep(h, b[i]) }
    return h
  }

  /// `fnv` of some bytes followed by `byte`, from `fnv` of those bytes.
  @inline(__always)
  static func fnvStep(_ h: UInt64, _ byte: UInt8) -> UInt64 {
    (h ^ UInt64(lower(byte))) &* 0x0000_0100_0000_01B3
  }

  static func combine(_ a: UInt64, _ b: UInt64) -> UInt64 {
    var h = a &* 0x9E37_79B9_7F4A_7C15
    h ^= h >> 29
    return (h ^ b) &* 0xBF58_476D_1CE4_E5B9
  }
}

/// Ids for 64-bit hashes, in order of first sight. The keys are hashes already: an
/// open-addressing table (linear probing, at most half full) finds one in a probe or two, where
/// a `Dictionary` hashed each again (terminology asks for an id per word and phrase it reads).
struct Interner {
  /// Key and id by slot; id -1 marks an empty slot. The slot count is a power of two.
  private var keys = [UInt64](repeating: 0, count: 1_024)
  private var ids = [Int32](repeating: -1, count: 1_024)
  private(set) var count = 0

  /// Inlined, a hash seen before costs its probe alone (a call cost ~15 instructions more; its
  /// callers ask for an id per word they read, most of them seen before); a new one is added
  /// by a call.
  @inline(__always)
  mutating func id(_ hash: UInt64) -> (id: Int32, isNew: Bool) {
    let slot = self.slot(of: hash)
    if ids[slot] >= 0 { return (ids[slot], false) }
    return (add(hash, at: slot), true)
  }

  /// Gives `hash` the next id at `slot`, its empty slot.
  @inline(never)
  private mutating func add(_ hash: UInt64, at slot: Int) -> Int32 {
    let id = Int32(count)
    keys[slot] = hash
    ids[slot] = id
    count += 1
    if 2 * count > ids.count { grow() }
    return id
  }

  func lookup(_ hash: UInt64) -> Int32? {
    let id = ids[slot(of: hash)]
    return id >= 0 ? id : nil
  }

  /// The slot holding `hash`, or the empty slot where it would go.
  @inline(__always)
  private func slot(of hash: UInt64) -> Int {
    let mask = ids.count - 1
    var slot = Self.home(hash, mask)
    while ids[slot] >= 0 && keys[slot] != hash { slot = (slot + 1) & mask }
    return slot
  }

  @inline(__always)
  private static func home(_ hash: UInt64, _ mask: Int) -> Int {
    Int(truncatingIfNeeded: (hash &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
  }

  private mutating func grow() {
    let (oldKeys, oldIDs) = (keys, ids)
    keys = [UInt64](repeating: 0, count: oldIDs.count * 2)
    ids = [Int32](repeating: -1, count: oldIDs.count * 2)
    let mask = ids.count - 1
    for i in oldIDs.indices where oldIDs[i] >= 0 {
      var slot = Self.home(oldKeys[i], mask)
      while ids[slot] >= 0 { slot = (slot + 1) & mask }
      keys[slot] = oldKeys[i]
      ids[slot] = oldIDs[i]
    }
  }
}

/// How many times each 64-bit hash was added: an `Interner`'s ids index the counts (a
/// `Dictionary` hashed the hash again on every word).
struct HashCounts {
  private var ids = Interner()
  private var counts: [Int32] = []

  /// Inlined, as `Interner.id`: a stem seen before costs its probe and its count (`KoreanWords`
  /// counts every stem of the run's Korean through it; a call per word cost ~15 instructions more).
  @inline(__always)
  mutating func add(_ hash: UInt64) {
    let (id, isNew) = ids.id(hash)
    if isNew { counts.append(1) } else { counts[Int(id)] += 1 }
  }

  /// The count of `hash`, 0 if it was never added.
  subscript(_ hash: UInt64) -> Int32 {
    ids.lookup(hash).map { counts[Int($0)] } ?? 0
  }
}
