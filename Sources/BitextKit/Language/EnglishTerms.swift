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

  static let stopwords: Set<UInt64> = Set("""
    the and for that with you your are can this from not use when they them their have has its into more than also only \
    such each but all any other some like which what how about people help make may might most many one two don doesn \
    isn aren using consider example avoid prefer provide let lets need want same different because even whether both often \
    new was were will would should could been being there these those then here where who whom whose our ours his her \
    she him very just own over under out off too via per yet while within without upon onto across after before during \
    through between among around above below do does did done see know sure get gets instead etc
    """.split(whereSeparator: { $0 == " " || $0 == "\n" }).map { word in
      var bytes = Array(word.utf8)
      return bytes.withUnsafeMutableBufferPointer { fnv(UnsafeBufferPointer($0), 0..<$0.count) }
    })

  /// Calls `emit` for each term candidate, a word's before the two-word term ending with it.
  static func scan(_ b: UnsafeBufferPointer<UInt8>, _ emit: (Term) -> Void) {
    var previous: (range: Range<Int>, hash: UInt64, isKey: Bool)? = nil
    var gapStart = 0
    var i = 0
    while i < b.count {
      guard b[i].isASCIILetter else { i += 1; continue }
      let start = i
      var innerCapital = false
      while i < b.count, b[i].isASCIILetter {
        if i > start, b[i] >= 0x41, b[i] <= 0x5A { innerCapital = true }
        i += 1
      }
      let word = start..<i
      let joined = (start > 0 && b[start - 1] >= 0x80) || (i < b.count && b[i] >= 0x80)
      let lastTwo = word.count >= 2 ? (lower(b[i - 2]), lower(b[i - 1])) : (0, 0)
      let adverb = word.count >= 6 && lastTwo == (0x6C, 0x79)  // -ly
      let isTerm = word.count >= 3 && !innerCapital && !joined && !adverb && !stopwords.contains(fnv(b, word))
      defer { gapStart = i }
      guard isTerm else { previous = nil; continue }
      let keyBytes = key(b, word)
      let h = keyBytes.withUnsafeBufferPointer { fnv($0, 0..<$0.count) }
      let isKey = keyBytes.count == word.count
      emit(Term(bytes: b, first: word, second: nil, hash: h, parts: nil, isKey: isKey))
      if let p = previous, start - gapStart == 1, b[gapStart] == 0x20 || b[gapStart] == 0x2D {
        emit(Term(bytes: b, first: p.range, second: word, hash: combine(p.hash, h), parts: (p.hash, h), isKey: p.isKey && isKey))
      }
      previous = (word, h, isKey)
    }
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
    for i in range { h = (h ^ UInt64(lower(b[i]))) &* 0x0000_0100_0000_01B3 }
    return h
  }

  static func combine(_ a: UInt64, _ b: UInt64) -> UInt64 {
    var h = a &* 0x9E37_79B9_7F4A_7C15
    h ^= h >> 29
    return (h ^ b) &* 0xBF58_476D_1CE4_E5B9
  }
}

/// Ids for 64-bit hashes, in order of first sight.
struct Interner {
  private var ids: [UInt64: Int32] = [:]
  private(set) var count = 0

  mutating func id(_ hash: UInt64) -> (id: Int32, isNew: Bool) {
    if let id = ids[hash] { return (id, false) }
    let id = Int32(count)
    ids[hash] = id
    count += 1
    return (id, true)
  }

  func lookup(_ hash: UInt64) -> Int32? { ids[hash] }
}
