/// English words a Korean translation keeps in Latin letters: in parentheses after the Korean
/// they gloss (`역할(Role)`, `활동 표시기(activity indicator)`) or as they are (`Effect에서`,
/// `src: 문자열 타입`). Translators keep names, code and terms that matter, so when the English
/// of a paragraph holds such a word, that is evidence the two belong together. It is evidence
/// *for* a pair only: a kept word says nothing against English that lacks it (one translator
/// keeps a word, another translates it), which is why these words are not anchors, whose
/// absence on one side costs. `KoreanOnlyAligner` leaves out the words a page repeats in many
/// paragraphs (`React`): they tell no paragraph from another.
///
/// Words are kept as 64-bit hashes of their lower-case ASCII letters, sorted and unique: a
/// page's English is scanned word by word against the kept vocabulary (a plural `-s` also
/// as its singular, `Effects` for `Effect`), and strings (one per matched word, in a set per
/// paragraph) cost more than the rest of the alignment at 100k paragraphs.
public enum Glosses {
  /// Words shorter than this (`UI`, `of`) and these function words are no evidence.
  static let minimumLetters = 3
  static let functionWords: Set<UInt64> = Set(["the", "and", "for", "with", "that", "this", "from", "into", "not", "are", "you", "your"]
    .map { word in word.utf8.withContiguousStorageIfAvailable { hash($0, 0..<$0.count) }! })

  /// Whether `word`, the hash of a run of `letters` letters, is one of `functionWords` (of
  /// three or four letters each: a longer run is none, and is not hashed again to be looked up).
  @inline(__always)
  static func isFunctionWord(_ word: UInt64, letters: Int) -> Bool {
    letters <= 4 && functionWords.contains(word)
  }

  /// The words a Korean text keeps (hashed): its ASCII words, glossed in parentheses or not,
  /// of `minimumLetters` or more, function words left out.
  public static func ofKorean(_ text: String) -> [UInt64] {
    var text = text
    return text.withUTF8 { b in
      var words: [UInt64] = []
      eachWord(b, 0..<b.count) { words.append($0) }
      return words.sortedUnique()
    }
  }

  /// The words of an English text (hashed) that are in `vocabulary`, a plural also as its
  /// singular.
  public static func ofEnglish(_ text: String, in vocabulary: Set<UInt64>) -> [UInt64] {
    ofEnglish(text, in: Vocabulary(vocabulary))
  }

  /// The words of an English text (hashed) that are in `vocabulary`.
  static func ofEnglish(_ text: String, in vocabulary: Vocabulary) -> [UInt64] {
    guard !vocabulary.isEmpty else { return [] }
    var text = text
    return text.withUTF8 { b in
      var words: [UInt64] = []
      // No function word is in a vocabulary: no need to look each word up among them.
      eachWord(b, 0..<b.count, keepingFunctionWords: true, singularToo: true) { if vocabulary.contains($0) { words.append($0) } }
      return words.sortedUnique()
    }
  }

  /// `ofKorean(text)` and `PhoneticKey.soundKeys(korean: text)` in one pass over the text's
  /// bytes: its ASCII words give the glosses, its runs of Hangul syllables the sound keys (the
  /// two passes were each a walk over every byte of every paragraph).
  static func keys(korean text: String) -> (glosses: [UInt64], sounds: [UInt64]) {
    var text = text
    return PhoneticKey.withSyllableKeys { table in
      text.withUTF8 { b in
        // A gloss is three letters and a byte after them, a sound key two syllables (six
        // bytes) and a byte: room for every key a text can give, the arrays made once at the
        // end (appends grew them a few times per paragraph). Each in a room of its own: a room
        // of up to 1 KB is on the stack, one larger is allocated (both in one were, for most
        // paragraphs).
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: b.count / 4 + 1) { glosses in
          withUnsafeTemporaryAllocation(of: UInt64.self, capacity: b.count / 7 + 1) { sounds in
            var g = 0, s = 0
            var i = 0
            while i < b.count {
              let byte = b[i]
              if byte.isASCIILetter {
                let start = i
                var word: UInt64 = 0xcbf2_9ce4_8422_2325
                while i < b.count, b[i].isASCIILetter {
                  word = (word ^ UInt64(b[i] | 0x20)) &* 0x0000_0100_0000_01B3
                  i += 1
                }
                if i - start >= minimumLetters && !isFunctionWord(word, letters: i - start) { glosses[g] = word; g += 1 }
              } else if byte >= 0xEA && byte <= 0xED {
                if let key = PhoneticKey.soundKey(koreanRunAt: &i, b, keys: table) { sounds[s] = key; s += 1 }
              } else {
                i += 1
              }
            }
            return (keys(UnsafeMutableBufferPointer(rebasing: glosses[..<g])), keys(UnsafeMutableBufferPointer(rebasing: sounds[..<s])))
          }
        }
      }
    }
  }

  /// `ofEnglish(text, in: vocabulary)` and `PhoneticKey.soundKeys(english: text)` in one pass
  /// over the text's words (both split it at the same ASCII letters).
  static func keys(english text: String, in vocabulary: Vocabulary) -> (glosses: [UInt64], sounds: [UInt64]) {
    var memo = SoundKeyMemo()
    var keys = keysAsRead(english: text, in: vocabulary, memo: &memo)
    keys.glosses.sortUnique()
    return keys
  }

  /// `keys(english:in:)` with the glosses as the text gives them, repeats included, not sorted,
  /// and the sound keys only those `keepsSound` accepts (left out before they are sorted: most
  /// are, on a long page): for a caller that drops most glosses first (`KoreanOnlyAligner`
  /// drops the words many paragraphs share, on a long page every one) and sorts what it keeps.
  /// `memo` remembers each word's kept key for the next texts read with the same `keepsSound`.
  static func keysAsRead(english text: String, in vocabulary: Vocabulary, memo: inout SoundKeyMemo,
                         keepsSound: (UInt64) -> Bool = { _ in true }) -> (glosses: [UInt64], sounds: [UInt64]) {
    var text = text
    return text.withUTF8 { b in
      // A run of four letters and a byte after it gives at most two glosses (a plural and its
      // singular; one of three letters, one), and at most one sound key: room for all of them,
      // the arrays made once at the end. Each in a room of its own: a room of up to 1 KB is on
      // the stack, one larger is allocated (both in one were, for most paragraphs).
      withUnsafeTemporaryAllocation(of: UInt64.self, capacity: vocabulary.isEmpty ? 0 : 2 * (b.count + 1) / 5 + 1) { glosses in
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: (b.count + 1) / 5 + 1) { sounds in
          var g = 0, s = 0
          PhoneticKey.withLetterClasses { classes in
            eachLetterRun(b, 0..<b.count) { run, word, withoutLast in
              if !vocabulary.isEmpty {
                // No function word is in a vocabulary, and a plural counts as its singular too (as in `ofEnglish`).
                if vocabulary.contains(word) { glosses[g] = word; g += 1 }
                if isPlural(b, run) && vocabulary.contains(withoutLast) { glosses[g] = withoutLast; g += 1 }
              }
              // A word of three letters has no key: not remembered.
              guard run.count >= 4 else { return }
              let key = memo.key(of: word) {
                PhoneticKey.soundKey(english: b, run, classes: classes).flatMap { keepsSound($0) ? $0 : nil }
              }
              if let key { sounds[s] = key; s += 1 }
            }
          }
          return (g == 0 ? [] : Array(glosses[..<g]), keys(UnsafeMutableBufferPointer(rebasing: sounds[..<s])))
        }
      }
    }
  }

  /// The sound keys `keysAsRead` kept for English words, by the word's hash (of its letters in
  /// lower case, all that its key reads): a page's paragraphs use the same words again and
  /// again, and each use made the word's key and looked it up among the Korean side's
  /// (~130 instructions a word, where a remembered word is one probe). Direct-mapped: a word
  /// whose slot another took is keyed again. For one `keepsSound` only (a task's of one page).
  struct SoundKeyMemo {
    private struct Entry {
      var word: UInt64 = 0
      var key: UInt64 = 0
      /// 0 for an empty slot, 1 for a word with no key kept, 2 for one whose kept key is `key`.
      var state: UInt8 = 0
    }

    /// A power of two: 96 KB of entries (a page's common words, in a heap block that is reused).
    private static let slotCount = 4_096
    private var entries = [Entry](repeating: Entry(), count: slotCount)

    /// The kept key of `word`, `make()` when it is not remembered.
    @inline(__always)
    mutating func key(of word: UInt64, _ make: () -> UInt64?) -> UInt64? {
      let slot = Int(truncatingIfNeeded: (word &* 0x9E37_79B9_7F4A_7C15) >> 52) & (Self.slotCount - 1)
      let entry = entries[slot]
      if entry.state != 0 && entry.word == word { return entry.state == 2 ? entry.key : nil }
      let key = make()
      entries[slot] = Entry(word: word, key: key ?? 0, state: key == nil ? 1 : 2)
      return key
    }
  }

  /// The keys in `room`, sorted and unique, as an array of their own.
  @inline(__always)
  private static func keys(_ room: UnsafeMutableBufferPointer<UInt64>) -> [UInt64] {
    room.isEmpty ? [] : Array(UnsafeBufferPointer(rebasing: room[..<room.sortUnique()]))
  }

  /// The glossed words of a source, asked of every word of every English paragraph. The
  /// words are hashes already, so an open-addressing table indexed by their low bits finds
  /// one in a probe or two (a `Set` hashes each again; a sorted array's binary search was the
  /// cost of a page whose English mostly uses glossed words).
  struct Vocabulary: Sendable {
    /// Slot count a power of two, at least twice the words; 0 marks an empty slot.
    private var slots: [UInt64]
    private let mask: Int
    private let hasZero: Bool
    let isEmpty: Bool

    /// Function words are left out, as `ofKorean` leaves them out.
    init(_ words: Set<UInt64>) {
      self.init(distinct: Array(words.subtracting(Glosses.functionWords)))
    }

    /// Exactly `words` (no two equal).
    init(distinct words: [UInt64]) {
      var size = 16
      while size < 2 * words.count { size *= 2 }
      slots = [UInt64](repeating: 0, count: size)
      mask = size - 1
      hasZero = words.contains(0)
      isEmpty = words.isEmpty
      for word in words where word != 0 {
        var slot = Int(truncatingIfNeeded: word) & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = word
      }
    }

    @inline(__always)
    func contains(_ word: UInt64) -> Bool {
      slot(of: word) != nil
    }

    /// One more than the largest slot: the size of a table indexed by `slot(of:)`.
    var slotCount: Int { slots.count + 1 }

    /// The word at `slot` (a `slot(of:)` of one of the words).
    func word(at slot: Int) -> UInt64 {
      slot == slots.count ? 0 : slots[slot]
    }

    /// Where the table holds `word`, nil when it is not one of the words: an index of its own
    /// below `slotCount` for each word (the last one for the hash 0, which no slot holds).
    @inline(__always)
    func slot(of word: UInt64) -> Int? {
      if word == 0 { return hasZero ? slots.count : nil }
      var slot = Int(truncatingIfNeeded: word) & mask
      while true {
        let held = slots[slot]
        if held == word { return slot }
        if held == 0 { return nil }
        slot = (slot + 1) & mask
      }
    }
  }

  /// The hash of a word as `ofKorean` and `ofEnglish` give it, for tests and callers.
  public static func key(_ word: String) -> UInt64 {
    var word = word
    return word.withUTF8 { hash($0, 0..<$0.count) }
  }

  @inline(__always)
  private static func eachWord(_ b: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, keepingFunctionWords: Bool = false,
                               singularToo: Bool = false, _ body: (UInt64) -> Void) {
    eachLetterRun(b, range) { run, word, withoutLast in
      if keepingFunctionWords || !isFunctionWord(word, letters: run.count) { body(word) }
      if singularToo && isPlural(b, run) { body(withoutLast) }
    }
  }

  /// Each run of `minimumLetters` or more ASCII letters in `b[range]`, with the `hash` of the
  /// word as it is read and of the word without its last letter (the singular of a plural),
  /// both in the same pass.
  @inline(__always)
  private static func eachLetterRun(_ b: UnsafeBufferPointer<UInt8>, _ range: Range<Int>,
                                    _ body: (_ run: Range<Int>, _ word: UInt64, _ withoutLast: UInt64) -> Void) {
    var i = range.lowerBound
    while i < range.upperBound {
      while i < range.upperBound, !b[i].isASCIILetter { i += 1 }
      let start = i
      var word: UInt64 = 0xcbf2_9ce4_8422_2325, withoutLast = word
      while i < range.upperBound, b[i].isASCIILetter {
        withoutLast = word
        word = (word ^ UInt64(b[i] | 0x20)) &* 0x0000_0100_0000_01B3
        i += 1
      }
      if i - start >= minimumLetters { body(start..<i, word, withoutLast) }
    }
  }

  /// A run longer than `minimumLetters` ending in `s`: its singular counts too.
  @inline(__always)
  private static func isPlural(_ b: UnsafeBufferPointer<UInt8>, _ run: Range<Int>) -> Bool {
    run.count > minimumLetters && b[run.upperBound - 1] | 0x20 == UInt8(ascii: "s")
  }

  /// FNV-1a of the letters in lower case.
  @inline(__always)
  private static func hash(_ b: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> UInt64 {
    var h: UInt64 = 0xcbf2_9ce4_8422_2325
    for i in range { h = (h ^ UInt64(b[i] | 0x20)) &* 0x0000_0100_0000_01B3 }
    return h
  }
}
