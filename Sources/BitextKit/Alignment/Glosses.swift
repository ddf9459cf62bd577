/// English words a Korean translation keeps in parentheses after the Korean it glosses:
/// `역할(Role)`, `활동 표시기(activity indicator)`. Translators add them where a term matters, so
/// when the English of a paragraph holds the glossed word, that is strong evidence the two
/// belong together. It is evidence *for* a pair only: a gloss says nothing against English
/// that lacks it (one translator glosses, another does not), which is why glosses are not
/// anchors, whose absence on one side costs.
///
/// Words are kept as 64-bit hashes of their lower-case ASCII letters, sorted and unique: a
/// page's English is scanned word by word against the glossed vocabulary, and strings (one per
/// matched word, in a set per paragraph) cost more than the rest of the alignment at 100k
/// paragraphs.
public enum Glosses {
  /// Words shorter than this (`UI`, `of`) and these function words are no evidence.
  static let minimumLetters = 3
  static let functionWords: Set<UInt64> = Set(["the", "and", "for", "with", "that", "this", "from", "into", "not", "are", "you", "your"]
    .map { word in word.utf8.withContiguousStorageIfAvailable { hash($0, 0..<$0.count) }! })

  /// The glossed words of a Korean text (hashed): ASCII words in a parenthesis that follows
  /// Hangul directly (or after one space) and holds no Hangul.
  public static func ofKorean(_ text: String) -> [UInt64] {
    var text = text
    return text.withUTF8 { b in
      var words: [UInt64] = []
      var i = 0
      while i < b.count {
        defer { i += 1 }
        guard b[i] == UInt8(ascii: "("), followsHangul(b, before: i) else { continue }
        var j = i + 1
        var hangul = false
        while j < b.count, b[j] != UInt8(ascii: ")"), j - i <= 60 {
          if b[j] >= 0xEA && b[j] <= 0xED { hangul = true }
          j += 1
        }
        guard j < b.count, b[j] == UInt8(ascii: ")"), !hangul else { continue }
        eachWord(b, (i + 1)..<j) { words.append($0) }
        i = j
      }
      return words.sortedUnique()
    }
  }

  /// The words of an English text (hashed) that are in `vocabulary`.
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
      eachWord(b, 0..<b.count, keepingFunctionWords: true) { if vocabulary.contains($0) { words.append($0) } }
      return words.sortedUnique()
    }
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
      let words = words.subtracting(Glosses.functionWords)
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
      if word == 0 { return hasZero }
      var slot = Int(truncatingIfNeeded: word) & mask
      while true {
        let held = slots[slot]
        if held == word { return true }
        if held == 0 { return false }
        slot = (slot + 1) & mask
      }
    }
  }

  /// The hash of a word as `ofKorean` and `ofEnglish` give it, for tests and callers.
  public static func key(_ word: String) -> UInt64 {
    var word = word
    return word.withUTF8 { hash($0, 0..<$0.count) }
  }

  private static func followsHangul(_ b: UnsafeBufferPointer<UInt8>, before index: Int) -> Bool {
    var k = index
    if k > 0, b[k - 1] == .space { k -= 1 }
    // The last scalar before: a Hangul syllable is three bytes with lead EA–ED.
    return k >= 3 && b[k - 3] >= 0xEA && b[k - 3] <= 0xED
  }

  @inline(__always)
  private static func eachWord(_ b: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, keepingFunctionWords: Bool = false,
                               _ body: (UInt64) -> Void) {
    var i = range.lowerBound
    while i < range.upperBound {
      while i < range.upperBound, !b[i].isASCIILetter { i += 1 }
      let start = i
      while i < range.upperBound, b[i].isASCIILetter { i += 1 }
      guard i - start >= minimumLetters else { continue }
      let word = hash(b, start..<i)
      if keepingFunctionWords || !functionWords.contains(word) { body(word) }
    }
  }

  /// FNV-1a of the letters in lower case.
  @inline(__always)
  private static func hash(_ b: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> UInt64 {
    var h: UInt64 = 0xcbf2_9ce4_8422_2325
    for i in range { h = (h ^ UInt64(b[i] | 0x20)) &* 0x0000_0100_0000_01B3 }
    return h
  }
}
