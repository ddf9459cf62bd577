/// Splits a segment's plain text into sentences, scanning UTF-8 bytes (no `Character` loop).
/// Used by `--segment sentence` (`SentenceUnits`); the checks keep their own sentence measure.
///
/// - **English** (`english(_:)`): a sentence ends at `.`, `?` or `!` (closing quotes, brackets
///   and further `.?!` included) followed by whitespace and then an upper-case letter, a digit or
///   an opening quote/bracket. A `.` does not end one after an abbreviation (`e.g.`, `i.e.`,
///   `U.S.`, `Mr.`, `Dr.`, `etc.`, `vs.` …, or a single-letter initial), after `...`, or inside a
///   token (`3.5`, `v1.2.3`, `example.com/a.b`, `README.md`: no whitespace follows).
/// - **Korean** (`korean(_:)`): a sentence ends at `.`, `?` or `!` (closing quotes and brackets
///   included) followed by whitespace: `-다.`, `-요.`, `-까?`, `!` … . Not inside numbers
///   (`3.5`), not after `...` or `…`, and not after an English abbreviation kept in the Korean.
/// - Neither splits at a terminator written after a space (`cond ? a : b`).
///
/// Both return the sentences trimmed of surrounding whitespace, in order; text with no
/// boundary is one sentence (empty text gives none).
public enum SentenceSplitter {
  public static func english(_ text: String) -> [String] { split(text, korean: false) }
  public static func korean(_ text: String) -> [String] { split(text, korean: true) }

  /// How many sentences `korean(_:)` would return, without building them: a terminator and
  /// whitespace end a sentence whatever follows. Applied to English too, it counts both sides
  /// of a pair alike (an English sentence may start with `iOS`, `npm` or `useState`), which is
  /// what comparing their counts needs.
  public static func count(_ text: String) -> Int { count(text, korean: true) }

  /// Lower-cased abbreviations (without their final `.`) after which a `.` ends no sentence.
  static let abbreviations: Set<String> = [
    "e.g", "i.e", "u.s", "u.k", "u.s.a", "mr", "mrs", "ms", "dr", "prof", "sr", "jr", "st", "etc", "vs", "cf",
    "no", "fig", "figs", "approx", "inc", "ltd", "co", "corp", "jan", "feb", "mar", "apr", "jun", "jul", "aug",
    "sep", "sept", "oct", "nov", "dec", "p", "pp", "vol", "ed", "eds", "al", "a.m", "p.m", "ph.d",
  ]

  private static func split(_ text: String, korean: Bool) -> [String] {
    var text = text
    return text.withUTF8 { b in
      var sentences: [String] = []
      scan(b, korean: korean) { from, to in append(b, from, to, to: &sentences) }
      return sentences
    }
  }

  /// Read from the string's own bytes: the aligner counts every paragraph of both sides.
  private static func count(_ text: String, korean: Bool) -> Int {
    var text = text
    return text.withUTF8 { b in
      var count = 0
      scan(b, korean: korean) { from, to in
        var s = from
        while s < to, isSpace(b[s]) { s += 1 }
        if s < to { count += 1 }
      }
      return count
    }
  }

  /// Calls `sentence(from, to)` with the byte range of each sentence in order (untrimmed; the
  /// last one may be all whitespace).
  private static func scan(_ b: UnsafeBufferPointer<UInt8>, korean: Bool, _ sentence: (Int, Int) -> Void) {
    var start = 0
    var i = 0
    while i < b.count {
      i = nextTerminator(b, from: i)
      guard i < b.count else { break }
      // The whole run of terminators and closers.
      var j = i
      while j < b.count, isTerminator(b[j]) { j += 1 }
      while true {
        if j < b.count, isClosingASCII(b[j]) { j += 1; continue }
        if let n = closingQuoteLength(b, j) { j += n; continue }
        break
      }
      guard j < b.count, isSpace(b[j]) else { i = j; continue }
      var k = j
      while k < b.count, isSpace(b[k]) { k += 1 }
      guard k < b.count else { break }
      if endsSentence(b, terminatorAt: i, runEnd: j, next: k, korean: korean) {
        sentence(start, j)
        start = k
      }
      i = k
    }
    sentence(start, b.count)
  }

  /// The index of the first `.`, `?` or `!` at or after `i`, `b.count` if none: eight bytes
  /// at a time while none of them is one (a byte at a time was most of counting the sentences
  /// of every paragraph of both sides).
  @inline(__always)
  private static func nextTerminator(_ b: UnsafeBufferPointer<UInt8>, from i: Int) -> Int {
    var i = i
    if let base = b.baseAddress {
      let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
      // Whether a byte of `w` is zero (exact for the word as a whole).
      @inline(__always) func hasZero(_ w: UInt64) -> Bool { (w &- ones) & ~w & highs != 0 }
      while i + 8 <= b.count {
        let w = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
        if hasZero(w ^ (ones &* UInt64(UInt8(ascii: ".")))) || hasZero(w ^ (ones &* UInt64(UInt8(ascii: "?"))))
          || hasZero(w ^ (ones &* UInt64(UInt8(ascii: "!")))) { break }
        i += 8
      }
    }
    while i < b.count, !isTerminator(b[i]) { i += 1 }
    return i
  }

  private static func endsSentence(_ b: UnsafeBufferPointer<UInt8>, terminatorAt i: Int, runEnd j: Int, next k: Int, korean: Bool) -> Bool {
    // `...` (or more) is an ellipsis, not an end.
    var dots = 0
    var m = i
    while m < j, b[m] == UInt8(ascii: ".") { dots += 1; m += 1 }
    if dots >= 3 || (dots >= 2 && m == j) { return false }
    if i >= 3, b[i - 3] == 0xE2, b[i - 2] == 0x80, b[i - 1] == 0xA6 { return false }  // "…."
    // A lone `?` or `!` after a space is an operator or a symbol (`cond ? a : b`), not an end.
    if i > 0, isSpace(b[i - 1]) { return false }
    let onlyDot = dots > 0 && (i + dots == j || !isTerminator(b[i + dots]))
    if onlyDot, isAbbreviation(b, dotAt: i) { return false }
    if korean { return true }
    return startsSentence(b, k)
  }

  /// An upper-case letter, a digit, an opening quote or bracket (possibly markdown-marked).
  private static func startsSentence(_ b: UnsafeBufferPointer<UInt8>, _ k: Int) -> Bool {
    var k = k
    while k < b.count, b[k] == UInt8(ascii: "*") || b[k] == UInt8(ascii: "_") || b[k] == UInt8(ascii: "`")
      || b[k] == UInt8(ascii: "(") || b[k] == UInt8(ascii: "[") { k += 1 }
    guard k < b.count else { return false }
    let c = b[k]
    if (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z")) || (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")) { return true }
    if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") { return true }
    // “ ‘ (E2 80 9C, E2 80 98)
    if c == 0xE2, k + 2 < b.count, b[k + 1] == 0x80, b[k + 2] == 0x9C || b[k + 2] == 0x98 { return true }
    return false
  }

  /// The word before the `.` at `i` (back to whitespace or an opening bracket/quote) is an
  /// abbreviation or a single-letter initial.
  private static func isAbbreviation(_ b: UnsafeBufferPointer<UInt8>, dotAt i: Int) -> Bool {
    var s = i
    while s > 0, !isSpace(b[s - 1]), b[s - 1] != UInt8(ascii: "("), b[s - 1] != UInt8(ascii: "\""),
          b[s - 1] != UInt8(ascii: "["), b[s - 1] < 0x80 { s -= 1 }
    guard s < i else { return false }
    if i - s == 1, b[s] | 0x20 >= UInt8(ascii: "a"), b[s] | 0x20 <= UInt8(ascii: "z") {
      return b[s] >= UInt8(ascii: "A") && b[s] <= UInt8(ascii: "Z")  // an initial: "J. Smith"
    }
    // No abbreviation is longer: most words before a `.` are looked up in no table.
    guard i - s <= maximumPackedLength else { return false }
    let key = packed(b, s..<i)
    return packedAbbreviations.withUnsafeBufferPointer { keys in
      var low = 0, high = keys.count
      while low < high {
        let mid = (low + high) >> 1
        if keys[mid] < key { low = mid + 1 } else { high = mid }
      }
      return low < keys.count && keys[low] == key
    }
  }

  /// `abbreviations` as `packed` gives them, sorted: the period after every word of every
  /// paragraph the aligner counts was an array, a string and a string hash.
  private static let packedAbbreviations: [UInt64] = abbreviations.map { word in
    precondition(word.utf8.count <= maximumPackedLength)
    var word = word
    return word.withUTF8 { packed($0, 0..<$0.count) }
  }.sorted()

  /// Words of up to this many bytes fit in `packed` beside their length (every abbreviation does).
  private static let maximumPackedLength = 7

  /// The bytes of `b[range]` (at most `maximumPackedLength`), upper-case ASCII letters in lower
  /// case, one a byte, under the byte count in the top byte: two words pack alike only if
  /// they are the same word in lower case.
  @inline(__always)
  private static func packed(_ b: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> UInt64 {
    var key = UInt64(range.count) << 56
    for i in range {
      let c = b[i]
      key = key | UInt64(c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z") ? c | 0x20 : c) << (8 * UInt64(i - range.lowerBound))
    }
    return key
  }

  @inline(__always) private static func isTerminator(_ c: UInt8) -> Bool {
    c == UInt8(ascii: ".") || c == UInt8(ascii: "?") || c == UInt8(ascii: "!")
  }

  @inline(__always) private static func isClosingASCII(_ c: UInt8) -> Bool {
    c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") || c == UInt8(ascii: ")") || c == UInt8(ascii: "]")
      || c == UInt8(ascii: "*") || c == UInt8(ascii: "_") || c == UInt8(ascii: "`")
  }

  /// ” ’ (E2 80 9D/99), 」 』 (E3 80 8D/8F), ） (EF BC 89): their byte length at `j`, else nil.
  private static func closingQuoteLength(_ b: UnsafeBufferPointer<UInt8>, _ j: Int) -> Int? {
    guard j + 2 < b.count else { return nil }
    if b[j] == 0xE2, b[j + 1] == 0x80, b[j + 2] == 0x9D || b[j + 2] == 0x99 { return 3 }
    if b[j] == 0xE3, b[j + 1] == 0x80, b[j + 2] == 0x8D || b[j + 2] == 0x8F { return 3 }
    if b[j] == 0xEF, b[j + 1] == 0xBC, b[j + 2] == 0x89 { return 3 }
    return nil
  }

  @inline(__always) private static func isSpace(_ c: UInt8) -> Bool {
    c == UInt8(ascii: " ") || c == UInt8(ascii: "\n") || c == UInt8(ascii: "\t") || c == UInt8(ascii: "\r")
  }

  private static func append(_ b: UnsafeBufferPointer<UInt8>, _ from: Int, _ to: Int, to sentences: inout [String]) {
    var s = from, e = to
    while s < e, isSpace(b[s]) { s += 1 }
    while e > s, isSpace(b[e - 1]) { e -= 1 }
    if s < e { sentences.append(String(decoding: UnsafeBufferPointer(rebasing: b[s..<e]), as: UTF8.self)) }
  }
}
