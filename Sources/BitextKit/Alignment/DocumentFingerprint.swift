/// What a document is about, for grouping sources of the same page by content: the bag of
/// its distinctive tokens. Latin-script words and numbers survive translation (a Korean blog
/// keeps `iPadOS`, `Keynote`, `44`), and the English of bilingual sources names the page.
/// Hangul words are left out: with them, the five corpus documents separated worse (true
/// pairs 0.33–0.52 against 0.26 for the closest unrelated pair; Latin only: 0.56–0.57
/// against 0.35), because every Korean text shares its endings and particles. How
/// distinctive each token is depends on the other documents of the run, so weighting is
/// `SourceGrouper`'s job.
///
/// Shared vocabulary is not enough between two documents with English prose: two HIG pages
/// share `button`, `bar`, `toolbar`, `iOS`, `choose`, and a short document is contained in any
/// long one. Versions and translations of one page share whole sentences, so such documents
/// also carry their English **phrases**: hashes of every four consecutive Latin words.
public struct DocumentFingerprint: Sendable, Equatable {
  public var path: String
  /// Token → occurrences. Latin tokens are ASCII-lowercased.
  public var tokens: [String: Int]
  /// Hashes of four consecutive Latin-script words (lowercased), with no Hangul word between.
  public var phrases: Set<UInt64>
  /// The document has English paragraphs of its own (a bilingual or English source), as
  /// opposed to a Korean-only translation: the page a Korean-only document joins must have.
  public var hasEnglish: Bool
  /// The text's length in Unicode scalars other than white space: a translation is about as
  /// long as its source times the language pair's ratio (Korean about half the English).
  public var length: Int

  public init(path: String, tokens: [String: Int], phrases: Set<UInt64> = [], hasEnglish: Bool = true, length: Int = 0) {
    self.path = path
    self.tokens = tokens
    self.phrases = phrases
    self.hasEnglish = hasEnglish
    self.length = length
  }

  /// Tokens of `text`: Latin words of two or more letters (minus a few function words) and
  /// numbers of two or more digits.
  public init(path: String, text: String, hasEnglish: Bool = true) {
    self.init(path: path, tokens: Self.tokens(of: text), phrases: Self.phrases(of: text), hasEnglish: hasEnglish,
              length: LengthModel.translationLength(of: text))
  }

  /// Runs of ASCII letters (lowercased) or of ASCII digits, two or more long, minus the stop
  /// words. Read as bytes: the letters and digits are ASCII, and no byte of a multi-byte UTF-8
  /// scalar is, so any other scalar ends a run (and is stepped over whole: a Hangul syllable in
  /// one step, not three). Occurrences are counted in a table of the distinct tokens
  /// (`TokenCounts`), each hashed as its run is read, and a string is made once per distinct
  /// token, not per occurrence.
  static func tokens(of text: String) -> [String: Int] {
    var text = text
    return text.withUTF8 { b in
      var counts = TokenCounts()
      var i = 0
      while i < b.count {
        let byte = b[i]
        // The lead byte of a scalar of two to four bytes (a `String` is valid UTF-8).
        if byte >= 0xC0 { i += byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2; continue }
        let kind = TokenKind(byte: byte)
        guard kind != .none else { i += 1; continue }
        let start = i
        var hash = TokenCounts.emptyHash
        while i < b.count && TokenKind(byte: b[i]) == kind {
          hash = TokenCounts.hash(hash, b[i])
          i += 1
        }
        guard i - start >= 2 else { continue }
        counts.add(b, start..<i, hash: hash)
      }
      var tokens: [String: Int] = [:]
      tokens.reserveCapacity(counts.entries.count)
      for entry in counts.entries {
        let token = String(unsafeUninitializedCapacity: entry.range.count) { out in
          for k in entry.range { out[k - entry.range.lowerBound] = Self.lowercased(b[k]) }
          return entry.range.count
        }
        if TokenKind(byte: b[entry.range.lowerBound]) == .latin && stopWords.contains(token) { continue }
        tokens[token] = entry.count
      }
      return tokens
    }
  }

  /// An ASCII capital as its lower-case letter; any other byte as it is.
  @inline(__always)
  static func lowercased(_ c: UInt8) -> UInt8 { c | (c >= 0x41 && c <= 0x5A ? 0x20 : 0) }

  /// Occurrences of each distinct token of a text, by the byte range of its first occurrence:
  /// an open-addressing table keyed by an FNV-1a hash of the token's lower-cased bytes, two
  /// tokens the same when those bytes are.
  struct TokenCounts {
    var entries: [(range: Range<Int>, hash: UInt64, count: Int)] = []
    /// Entry index + 1 per slot, 0 for an empty slot; the slot count a power of two, at least
    /// twice the entries.
    private var slots = [Int32](repeating: 0, count: 1024)

    /// FNV-1a of a token's lower-cased bytes: `hash(hash(emptyHash, first), second)`…
    static var emptyHash: UInt64 { 0xcbf2_9ce4_8422_2325 }

    @inline(__always)
    static func hash(_ hash: UInt64, _ byte: UInt8) -> UInt64 {
      (hash ^ UInt64(DocumentFingerprint.lowercased(byte))) &* 0x0000_0100_0000_01B3
    }

    /// Counts the token `b[range]`, whose `hash` its caller made as it read it.
    mutating func add(_ b: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, hash: UInt64) {
      let mask = slots.count - 1
      var slot = Int(truncatingIfNeeded: hash) & mask
      while slots[slot] != 0 {
        let index = Int(slots[slot]) - 1
        if entries[index].hash == hash && Self.same(b, entries[index].range, range) {
          entries[index].count += 1
          return
        }
        slot = (slot + 1) & mask
      }
      entries.append((range, hash, 1))
      slots[slot] = Int32(entries.count)
      if 2 * entries.count > slots.count { grow() }
    }

    private static func same(_ b: UnsafeBufferPointer<UInt8>, _ x: Range<Int>, _ y: Range<Int>) -> Bool {
      guard x.count == y.count else { return false }
      for k in 0..<x.count where DocumentFingerprint.lowercased(b[x.lowerBound + k]) != DocumentFingerprint.lowercased(b[y.lowerBound + k]) {
        return false
      }
      return true
    }

    private mutating func grow() {
      slots = [Int32](repeating: 0, count: slots.count * 2)
      let mask = slots.count - 1
      for (index, entry) in entries.enumerated() {
        var slot = Int(truncatingIfNeeded: entry.hash) & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = Int32(index + 1)
      }
    }
  }

  /// At most this many phrases are kept (the first ones): enough to tell pages apart.
  static let maximumPhrases = 50_000

  /// Four-word phrases of each line's runs of Latin words; a Hangul word, or a line end,
  /// breaks a run (a Korean sentence naming `Apple Pay` or `SF Symbols` makes no phrase).
  /// A phrase is looked up in an `Interner` (the phrases are hashes already), and the set made
  /// once from the distinct ones, at its size: inserting every phrase into a growing `Set`
  /// hashed each again, and each growth rehashed all of them.
  static func phrases(of text: String) -> Set<UInt64> {
    var text = text
    let distinct = text.withUTF8 { b in
      var seen = Interner()
      var phrases: [UInt64] = []
      // The last four words' hashes, oldest first, of which the last `words` are of the run.
      var (w0, w1, w2, w3): (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
      var words = 0
      @inline(__always) func mixed(_ h: UInt64, _ w: UInt64) -> UInt64 { (h ^ w) &* 0x0000_0100_0000_01B3 &+ 0x1F }
      var i = 0
      while i < b.count {
        if b[i] == 0x0A { words = 0; i += 1; continue }  // a line end breaks a run
        if b[i] == 0x20 || b[i] == 0x09 { i += 1; continue }
        // One word: up to the next space, tab or line end.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325, letters = 0, hangul = false
        while i < b.count, b[i] != 0x20, b[i] != 0x09, b[i] != 0x0A {
          let c = b[i], lower = c | 0x20
          if (lower >= 0x61 && lower <= 0x7A) || (c >= 0x30 && c <= 0x39) {
            hash = (hash ^ UInt64(c >= 0x41 && c <= 0x5A ? lower : c)) &* 0x0000_0100_0000_01B3
            letters += 1
          } else if c >= 0xEA && c <= 0xED {
            hangul = true
          }
          i += 1
        }
        if hangul { words = 0; continue }
        guard letters > 0 else { continue }  // punctuation alone: no word, no break
        (w0, w1, w2, w3) = (w1, w2, w3, hash)
        words = min(words + 1, 4)
        if words == 4 {
          let phrase = mixed(mixed(mixed(mixed(0x9E37_79B9_7F4A_7C15, w0), w1), w2), w3)
          guard seen.id(phrase).isNew else { continue }
          phrases.append(phrase)
          if phrases.count >= maximumPhrases { return phrases }
        }
      }
      return phrases
    }
    return Set(distinct)
  }

  enum TokenKind {
    case none, latin, digits

    init(byte: UInt8) {
      switch byte {
      case 0x41...0x5A, 0x61...0x7A: self = .latin
      case 0x30...0x39: self = .digits
      default: self = .none
      }
    }
  }

  /// English function words: frequent in every English text, so they only add noise.
  static let stopWords: Set<String> = [
    "a", "an", "and", "are", "as", "at", "be", "by", "can", "for", "from", "if", "in", "is", "it",
    "its", "of", "on", "or", "that", "the", "their", "they", "this", "to", "when", "with", "you", "your",
  ]
}
