/// Numbers written as words. Translators often turn `three` into `3` or `세`, and `3` into
/// `three`, so a digit on one side is excused by the same number spelled on the other side.
/// Spelled numbers are evidence only: a number word with no counterpart is never a mismatch
/// (`a button` may become `한 버튼` or nothing at all).
enum NumberWords {
  /// Cardinals, ordinals and a few words that mean a count (`twice`, `both`, `dozen`).
  private static let englishTable: [String: String] = [
    "zero": "0", "one": "1", "two": "2", "three": "3", "four": "4", "five": "5", "six": "6",
    "seven": "7", "eight": "8", "nine": "9", "ten": "10", "eleven": "11", "twelve": "12",
    "thirteen": "13", "fourteen": "14", "fifteen": "15", "sixteen": "16", "seventeen": "17",
    "eighteen": "18", "nineteen": "19", "twenty": "20", "thirty": "30", "forty": "40",
    "fifty": "50", "hundred": "100", "thousand": "1000",
    "first": "1", "second": "2", "third": "3", "fourth": "4", "fifth": "5", "sixth": "6",
    "seventh": "7", "eighth": "8", "ninth": "9", "tenth": "10", "eleventh": "11", "twelfth": "12",
    "once": "1", "twice": "2", "thrice": "3", "single": "1", "double": "2", "both": "2",
    "pair": "2", "dozen": "12", "half": "2", "triple": "3",
  ]

  /// The value of an English number word (lowercased), if it is one.
  /// A hyphenated word counts by its first part (`second-level`, `two-line`).
  static func english(_ lowercased: String) -> String? {
    if let value = englishTable[lowercased] { return value }
    guard let hyphen = lowercased.utf8.firstIndex(of: UInt8(ascii: "-")) else { return nil }
    return englishTable[String(lowercased[..<hyphen])]
  }

  /// `english(_:)` of the word's bytes as written (ASCII case ignored), with no string made
  /// unless it is a number word: the anchor scanner asks this of every Latin word.
  static func english(_ word: UnsafeBufferPointer<UInt8>) -> String? {
    englishIndex.value(of: word, hyphenated: word.contains(UInt8(ascii: "-")))
  }

  /// `englishTable` as the anchor scanner reads it, made once. One object, so that a scanner
  /// keeps it for a whole text and asks it of every Latin word without going through the
  /// lazy globals' guards each time (four of them per word were a fifth of the lookup).
  static let englishIndex = EnglishIndex(englishTable)

  final class EnglishIndex: Sendable {
    /// The table's words by their first eight lowercased letters packed into an integer (no
    /// two share them), in an open-addressing table of 256 slots indexed by a multiplicative
    /// hash of the key (a `Dictionary` hashed every Latin word with SipHash: 6 % of
    /// cross-source time). Key 0 marks an empty slot (no word packs to 0).
    private let keys: [UInt64]
    private let entries: [(word: [UInt8], value: String)]
    /// For each first two bytes' low five bits (32 × 32: a letter's in either case), the lengths
    /// of the table's words that start with them, as bits: most words are rejected by their
    /// first letters and length before the key is packed and looked up (by the first letters
    /// alone, `the`, `this` and `that` were looked up, a sixth of all English words). A byte
    /// that is not a letter shares its bits with one (`'` with `g`): such a word is looked up
    /// and rejected there, and is rare.
    private let lengths: [UInt32]

    init(_ table: [String: String]) {
      var keys = [UInt64](repeating: 0, count: 256)
      var entries = [(word: [UInt8], value: String)](repeating: ([], ""), count: 256)
      var lengths = [UInt32](repeating: 0, count: 32 * 32)
      for (word, value) in table {
        let bytes = Array(word.utf8)
        let key = NumberWords.packed(bytes[...])!
        var slot = Self.slotIndex(key)
        while keys[slot] != 0 { slot = (slot + 1) & 255 }
        keys[slot] = key
        entries[slot] = (bytes, value)
        precondition(bytes.count >= 2 && bytes.count < 32)
        lengths[Self.lengthsIndex(bytes[0], bytes[1])] |= 1 << UInt32(bytes.count)
      }
      self.keys = keys
      self.entries = entries
      self.lengths = lengths
    }

    /// `NumberWords.english(word)`, told whether the word holds a hyphen (the scanner knows):
    /// a hyphenated word counts by its first part.
    @inline(__always)
    func value(of word: UnsafeBufferPointer<UInt8>, hyphenated: Bool) -> String? {
      // Most words are rejected by their length and first letters here, with no call made.
      guard hyphenated || mayBeEntry(word) else { return nil }
      return value(ofCandidate: word, hyphenated: hyphenated)
    }

    private func value(ofCandidate word: UnsafeBufferPointer<UInt8>, hyphenated: Bool) -> String? {
      if let value = entry(word) { return value }
      guard hyphenated, let hyphen = word.firstIndex(of: UInt8(ascii: "-")) else { return nil }
      return entry(UnsafeBufferPointer(rebasing: word[..<hyphen]))
    }

    /// Whether the word's first two letters and length may be those of some entry (`lengths`).
    @inline(__always)
    private func mayBeEntry(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
      // Two bytes to 31 (every entry's length, below the bits of a `UInt32`).
      guard UInt(bitPattern: word.count) &- 2 < 30 else { return false }
      return lengths[Self.lengthsIndex(word[0], word[1])] >> UInt32(truncatingIfNeeded: word.count) & 1 != 0
    }

    /// The index in `lengths` of a word's first two bytes.
    @inline(__always)
    private static func lengthsIndex(_ first: UInt8, _ second: UInt8) -> Int { Int(first & 0x1F) &<< 5 | Int(second & 0x1F) }

    @inline(__always)
    private static func slotIndex(_ key: UInt64) -> Int { Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 56) }

    @inline(__always)
    private func entry(_ word: UnsafeBufferPointer<UInt8>) -> String? {
      guard mayBeEntry(word) else { return nil }
      return lookUp(word)
    }

    /// The entry of a word that passed the length and first-letters filters (few words do).
    private func lookUp(_ word: UnsafeBufferPointer<UInt8>) -> String? {
      guard let key = NumberWords.packed(word) else { return nil }
      var slot = Self.slotIndex(key)
      while keys[slot] != 0 {
        if keys[slot] == key {
          let entry = entries[slot]
          guard entry.word.count == word.count else { return nil }
          for (a, b) in zip(entry.word, word) where a != b | 0x20 { return nil }
          return entry.value
        }
        slot = (slot + 1) & 255
      }
      return nil
    }
  }

  /// ASCII letters only, lowercased, first eight packed; nil for any other byte.
  @inline(__always)
  fileprivate static func packed<C: Collection<UInt8>>(_ word: C) -> UInt64? {
    var key: UInt64 = 0, count = 0
    for b in word {
      let lower = b | 0x20
      guard lower >= 0x61 && lower <= 0x7A else { return nil }
      if count < 8 { key = key << 8 | UInt64(lower) }
      count += 1
    }
    return key
  }

  /// Native determiners (`두 줄`, `세 가지`): a number when a word follows.
  private static let determiners: [(String, String)] = [
    ("한", "1"), ("두", "2"), ("세", "3"), ("석", "3"), ("네", "4"), ("넉", "4"), ("다섯", "5"),
    ("여섯", "6"), ("일곱", "7"), ("여덟", "8"), ("아홉", "9"), ("열", "10"), ("열한", "11"),
    ("열두", "12"), ("스무", "20"), ("첫", "1"),
  ]
  /// Native numerals as nouns (`하나`, `둘 다`, `셋`), alone or with a particle.
  private static let nouns: [(String, String)] = [
    ("하나", "1"), ("둘", "2"), ("셋", "3"), ("넷", "4"), ("다섯", "5"), ("여섯", "6"), ("일곱", "7"),
    ("여덟", "8"), ("아홉", "9"), ("열", "10"), ("열하나", "11"), ("열둘", "12"), ("스물", "20"),
    ("첫째", "1"), ("둘째", "2"), ("셋째", "3"), ("넷째", "4"),
    // Sino-Korean numerals, only as whole words: glued to other syllables they are too often
    // parts of ordinary words (구분, 사회, 이번).
    ("삼", "3"), ("육", "6"), ("칠", "7"), ("십", "10"), ("백", "100"), ("천", "1000"),
  ]
  private static let counters = ["개", "가지", "줄", "번", "명", "곳", "배", "칸", "쪽", "자", "글자", "단계", "차례", "째"]
  private static let particles: Set<String> = ["", "을", "를", "이", "가", "은", "는", "의", "에", "도", "만", "와", "과",
                                               "로", "씩", "다", "으로", "에서", "까지", "보다", "이나", "나"]

  /// Whether a Hangul run (UTF-8) starts as some native numeral does: false for the vast
  /// majority, so the anchor scanner reads only the few that may be one.
  /// Asked of every Hangul run: one bit of `leadSyllables`, not a search of `leadList`.
  static func mayStartNumeral(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
    guard !word.isEmpty, let index = ScriptScanner.syllableIndex(word, at: 0) else { return false }
    return isLead(index, in: leadSyllables)
  }

  /// Whether the precomposed syllable of index `index` (`ScriptScanner.syllableIndex`) is set in
  /// `leads`, which is `leadSyllables` (callers in a hot loop hold a copy of it).
  @inline(__always)
  static func isLead(_ index: Int, in leads: [UInt64]) -> Bool { leads[index >> 6] >> UInt64(index & 63) & 1 != 0 }

  /// `leadList` as a bit set over the precomposed syllables (every numeral starts with one).
  static let leadSyllables: [UInt64] = {
    var bits = [UInt64](repeating: 0, count: (0xD7A3 - 0xAC00) / 64 + 1)
    for lead in leadList {
      let bytes = [UInt8(lead >> 16), UInt8(lead >> 8 & 0xFF), UInt8(lead & 0xFF)]
      let index = bytes.withUnsafeBufferPointer { ScriptScanner.syllableIndex($0, at: 0) }!
      bits[index >> 6] |= 1 << UInt64(index & 63)
    }
    return bits
  }()

  /// The value of one Korean word (a Hangul run, UTF-8) spelling a number, as digits; `followedByWord` if
  /// another Hangul run comes after it in the text. Makes no string unless it is a number.
  static func koreanValue(of word: UnsafeBufferPointer<UInt8>, followedByWord: Bool) -> String? {
    guard word.count >= 3 else { return nil }
    let lead = UInt32(word[0]) << 16 | UInt32(word[1]) << 8 | UInt32(word[2])
    // Most words that pass the lead check (`한다`, `하는`, `다른`) are rejected by their first two
    // scalars, with no entry read (a search of `leadPairs`; each entry read and each particle and
    // counter compared was about 500 instructions a word).
    let second = word.count >= 6 ? UInt32(word[3]) << 16 | UInt32(word[4]) << 8 | UInt32(word[5]) : 0
    guard leadPairs.sortedIndex(of: pairKey(lead, second)) != nil else { return nil }
    // Words that pass the lead check are common (`한`, `다`, `하` start many words): only the
    // entries of their first syllable are read (`entriesByLead`, found by a binary search of
    // `leadList`). A loop over every entry, skipping the others by their lead, copied each
    // entry it passed (its bytes and value retained).
    guard let leadIndex = leadList.sortedIndex(of: lead) else { return nil }
    let entries = entriesByLead[leadIndex]
    for entry in entries.nouns where startsWith(word, entry.bytes) {
      let rest = UnsafeBufferPointer(rebasing: word[entry.bytes.count...])
      if particleBytes.contains(where: { startsWith(rest, $0) && rest.count == $0.count }) { return entry.value }
    }
    for entry in entries.determiners where startsWith(word, entry.bytes) {
      let rest = UnsafeBufferPointer(rebasing: word[entry.bytes.count...])
      if rest.isEmpty ? followedByWord : counterBytes.contains(where: { startsWith(rest, $0) }) { return entry.value }
    }
    return nil
  }

  /// `word.starts(with: prefix)` by bytes (the generic sequence comparison was most of
  /// `koreanValue`'s time).
  @inline(__always)
  private static func startsWith(_ word: UnsafeBufferPointer<UInt8>, _ prefix: [UInt8]) -> Bool {
    guard word.count >= prefix.count else { return false }
    for k in prefix.indices where word[k] != prefix[k] { return false }
    return true
  }

  /// The tables as byte arrays, for `koreanValue(of:followedByWord:)`: `String.hasPrefix` on
  /// Hangul takes the grapheme-aware slow path, which profiling showed as a cost of
  /// cross-source alignment. `lead` is the first scalar's three bytes (as in `leadList`).
  private static let nounBytes = nouns.map { (bytes: Array($0.0.utf8), value: $0.1, lead: leadKey($0.0.utf8)!) }
  private static let determinerBytes = determiners.map { (bytes: Array($0.0.utf8), value: $0.1, lead: leadKey($0.0.utf8)!) }
  /// Per lead of `leadList` (at the same index), the entries that start with it in the order
  /// `koreanValue(of:followedByWord:)` tries them: the nouns in table order, then the
  /// determiners from the last (`열두` before `열`).
  private static let entriesByLead = leadList.map { lead in
    (nouns: nounBytes.filter { $0.lead == lead }, determiners: determinerBytes.reversed().filter { $0.lead == lead })
  }
  private static let counterBytes = counters.map { Array($0.utf8) }
  private static let particleBytes = particles.map { Array($0.utf8) }

  /// The first two scalars (`pairKey`; 0 for none) of every word `koreanValue(of:followedByWord:)`
  /// can read as a number, sorted: a noun's with each particle (`둘을`, `셋`), a determiner's
  /// alone or with each counter (`두`, `세개`); an entry of two syllables or more gives its own.
  private static let leadPairs: [UInt64] = {
    var pairs = Set<UInt64>()
    func add(_ entry: [UInt8], endings: [[UInt8]]) {
      let lead = leadKey(entry)!
      if entry.count >= 6 {
        pairs.insert(pairKey(lead, leadKey(entry[3...])!))
      } else {
        for ending in endings { pairs.insert(pairKey(lead, leadKey(ending) ?? 0)) }
      }
    }
    for entry in nounBytes { add(entry.bytes, endings: particleBytes) }
    for entry in determinerBytes { add(entry.bytes, endings: [[]] + counterBytes) }
    return pairs.sorted()
  }()

  /// A word's first scalar's and second scalar's UTF-8 triples (`leadKey`) in one integer.
  @inline(__always)
  private static func pairKey(_ lead: UInt32, _ second: UInt32) -> UInt64 { UInt64(lead) << 24 | UInt64(second) }

  /// First scalars (as UTF-8 lead triples) that any native numeral starts with, packed into
  /// integers: what `leadSyllables` marks, and what a table entry's `lead` is compared with.
  private static let leadList: [UInt32] = Array(Set((nouns.map(\.0) + determiners.map(\.0)).compactMap { leadKey($0.utf8) })).sorted()

  @inline(__always)
  private static func leadKey(_ bytes: some Sequence<UInt8>) -> UInt32? {
    var iterator = bytes.makeIterator()
    guard let a = iterator.next(), let b = iterator.next(), let c = iterator.next() else { return nil }
    return UInt32(a) << 16 | UInt32(b) << 8 | UInt32(c)
  }
}
