/// What survives translation, read from one side of a pair: numbers, Latin-script terms and
/// (in Korean text) the Hangul words around them. Checks compare the anchors of the two sides;
/// cross-source alignment uses them as cheap evidence that two paragraphs say the same thing.
///
/// Extraction is a single pass over the UTF-8 bytes (no `Character`, no regular expressions):
/// - numbers are normalized so that both languages write them alike: `1,000` → `1000`,
///   `60-pt` / `60pt` / `60 pt` / `60포인트` → `60`, `44 × 44` → `44x44`, `2023.10.16` and
///   `2023-10-16` → `2023/10/16`, `@2x` stays `@2x`, decimals stay `1.5`, leading zeros go;
/// - digits glued to a Latin word (`UTF8`, `H264`) belong to the word, not to `numbers`;
/// - every Latin word is a `Term` with its shape; `names` joins consecutive name-shaped words
///   (`Apple Vision Pro`, `SF Symbols`); `versions` ties a name to the number after it
///   (`iPadOS 16`), while the number is still in `numbers` so it compares as a number;
/// - `numberWords` are numbers written as words: English `three`, `second`, Korean `세`, `두 번째`,
///   `하나`. They never raise a mismatch themselves; they excuse a digit on the other side.
/// - Complexity: O(n) in bytes.
public struct Anchors: Sendable, Equatable {
  /// A Latin-script word and how it is written, which decides whether it is a name.
  public struct Term: Sendable, Equatable, Hashable {
    public enum Shape: String, Sendable, Equatable, Hashable {
      /// `button`, `pop-up`: an ordinary word.
      case lowercase
      /// `Button`, `Keynote`: a name only when not at the start of a sentence and recurring.
      case capitalized
      /// `OK`, `API`, `SF`: an acronym.
      case allCaps
      /// `iPadOS`, `macOS`, `isBordered`, `UIKit`, `AutoFill`: a name by its shape.
      case mixedCase
      /// `square.and.arrow.up`, `safe_area`: an identifier.
      case identifier
      /// `H264`, `A17`: letters and digits.
      case alphanumeric
    }

    /// The word's bytes in the text its anchors were read from (`Anchors.text`): their offset
    /// and count, 32 bits each. A term holds no string: an array of terms is plain integers,
    /// freed at once and never retained (a run keeps every unit's terms), and a scan makes no
    /// string for a word it keeps.
    public var start: Int32
    public var count: Int32
    public var shape: Shape
    /// First word of a sentence (or of the text), where ordinary words are capitalized too.
    public var isSentenceInitial: Bool

    public init(start: Int, count: Int, shape: Shape, isSentenceInitial: Bool) {
      self.init(start: Int32(start), count: Int32(count), shape: shape, isSentenceInitial: isSentenceInitial)
    }

    /// A term of bounds already in 32 bits (`AnchorScanner` tests the word's end once).
    init(start: Int32, count: Int32, shape: Shape, isSentenceInitial: Bool) {
      self.start = start
      self.count = count
      self.shape = shape
      self.isSentenceInitial = isSentenceInitial
    }

    /// The word's byte range in `Anchors.text`.
    public var range: Range<Int> { Int(start)..<(Int(start) + Int(count)) }

    /// Names by shape alone (mixed case, identifiers, letters with digits, acronyms of three
    /// letters or more). Capitalized words and two-letter acronyms (`OK`, `UI`) are too often
    /// ordinary words or translated labels to count without evidence from the run.
    public var isStrongName: Bool {
      switch shape {
      case .mixedCase, .identifier, .alphanumeric: true
      case .allCaps: count >= 3
      case .lowercase, .capitalized: false
      }
    }

    /// Could be a name: strong names, acronyms, and capitalized words inside a sentence.
    public var isNameCandidate: Bool { Self.isNameCandidate(shape: shape, isSentenceInitial: isSentenceInitial) }

    /// `isNameCandidate` of a term of `shape`, first in its sentence or not: for a caller that
    /// has the two at hand (`AnchorScanner`, as it reads the word) and need not read the term.
    static func isNameCandidate(shape: Shape, isSentenceInitial: Bool) -> Bool {
      switch shape {
      case .lowercase: false
      case .capitalized: !isSentenceInitial
      default: true
      }
    }
  }

  /// The text the anchors were read from: `terms` are byte ranges in it. Empty for anchors a
  /// caller scanned from bytes of its own (`AnchorScanner`), which reads their terms there.
  public var text: String

  /// Normalized numbers in reading order (duplicates kept).
  public var numbers: [String]
  /// Numbers written as words (English or Korean), as digits: `three` → `3`, `두 번째` → `2`.
  public var numberWords: [String]
  /// Latin-script words in reading order.
  public var terms: [Term]
  /// Consecutive name candidates joined by one space: `Apple Vision Pro`, `SF Symbols`.
  public var names: [String]
  /// A name followed by a number: `iPadOS 16`, `watchOS 10`.
  public var versions: [String]
  /// Runs of Hangul syllables (particles not removed): the words of Korean text.
  public var hangulWords: [String]
  /// Count of Hangul syllables and jamo.
  public var hangulCount: Int

  public init(text: String = "", numbers: [String] = [], numberWords: [String] = [], terms: [Term] = [], names: [String] = [],
              versions: [String] = [], hangulWords: [String] = [], hangulCount: Int = 0) {
    self.text = text
    self.numbers = numbers
    self.numberWords = numberWords
    self.terms = terms
    self.names = names
    self.versions = versions
    self.hangulWords = hangulWords
    self.hangulCount = hangulCount
  }

  /// Extracts the anchors of `text` (either language). Without `keepsWords`, `names`,
  /// `versions` and `hangulWords` stay empty (`AnchorScanner`'s `keepsNames` and
  /// `keepsHangulWords`): a caller comparing terms and numbers makes no string for them.
  public init(_ text: String, keepsWords: Bool = true) {
    var scanner = AnchorScanner(keepsHangulWords: keepsWords, keepsNames: keepsWords)
    var copy = text
    copy.withUTF8 { scanner.scan($0) }
    self = scanner.anchors
    self.text = text
  }

  /// The text of `term` (one of `terms`).
  public func text(of term: Term) -> String {
    withBytes(of: term) { AnchorScanner.string($0) }
  }

  /// The key terms are compared by: ASCII-lowercased (`MacOS` in Korean is `macOS`).
  public func key(of term: Term) -> String {
    withBytes(of: term) { word in
      String(unsafeUninitializedCapacity: word.count) { buffer in
        for index in word.indices { buffer[index] = word[index].asciiLowercased }
        return word.count
      }
    }
  }

  /// Calls `body` with the UTF-8 bytes of `term` (one of `terms`), read in place. A term outside
  /// `text` (anchors made with terms but not the text they were read from) stops the program with
  /// that message: a slice of an unsafe buffer is not checked in release builds.
  @inline(__always)
  func withBytes<Result>(of term: Term, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    text.withUTF8Bytes { raw in
      precondition(term.start >= 0 && term.count >= 0 && Int(term.start) + Int(term.count) <= raw.count,
                   "Anchors: a term's bytes lie outside the text its anchors were read from")
      return body(UnsafeBufferPointer(rebasing: raw.assumingMemoryBound(to: UInt8.self)[term.range]))
    }
  }

  /// The integer parts of a compound number (`44x44` → `44`, `44`; `2023/10/16` → three parts),
  /// so that `44x44` in one language matches `44` and `44` written apart in the other.
  /// Numbers are ASCII (`AnchorScanner` writes digits, `.`, `/`, `x`, `@`): their bytes are
  /// split, each a character; splitting by `Character` took a grapheme break per character
  /// (~4,000 instructions a number). Any other text is split by `Character`.
  public static func components(of number: String) -> [Substring] {
    guard number.utf8.allSatisfy({ $0 < 0x80 }) else {
      let trimmed = number.hasPrefix("@") ? number.dropFirst() : Substring(number)
      return trimmed.split(whereSeparator: { $0 == "x" || $0 == "/" })
    }
    let whole = Substring(number)
    let trimmed = whole.utf8.first == UInt8(ascii: "@") ? whole.dropFirst() : whole
    return trimmed.utf8.split(whereSeparator: { $0 == UInt8(ascii: "x") || $0 == UInt8(ascii: "/") }).map(Substring.init)
  }

  static func asciiLowercased(_ text: String) -> String {
    var bytes = Array(text.utf8)
    for i in bytes.indices where bytes[i] >= 0x41 && bytes[i] <= 0x5A { bytes[i] |= 0x20 }
    return String(decoding: bytes, as: UTF8.self)
  }
}

extension Anchors {
  /// An anchor's hash: FNV-1a of its UTF-8 bytes. The aligner compares anchors by it
  /// (`AnchorSet.key`); the scanner's alignment mode makes it as it reads (a kept word's is
  /// `EnglishTerms.fnv`, the same hash of its lower-cased bytes).
  static func hash(_ anchor: String) -> UInt64 {
    var anchor = anchor
    return anchor.withUTF8 { bytes in
      var h: UInt64 = 0xcbf2_9ce4_8422_2325
      for b in bytes { h = (h ^ UInt64(b)) &* 0x0000_0100_0000_01B3 }
      return h
    }
  }
}
