/// What the checks read from one unit, computed once: the anchors and measures of both sides.
/// Statistics are learned from the profiles of a whole run, then every check reads the same
/// profile, so each text is scanned once.
public struct UnitProfile: Sendable {
  public var unit: TranslationUnit
  /// The English's anchors, without `names` and `versions` (no check reads them).
  public var english: Anchors
  /// The Korean's anchors, without `names`, `versions` and `hangulWords`: the lexicon and
  /// the checks read the words' stems (`TransliterationLexicon.stems`) from
  /// `koreanHangulWordRanges`.
  public var korean: Anchors
  /// Byte ranges of the Hangul words in `unit.koreanText`, in order (bounds of 32 bits).
  let koreanHangulWordRanges: [Range<Int32>]
  var englishMeasure: TextMeasure
  var koreanMeasure: TextMeasure
  /// `termKey` of each of `english.terms` / `korean.terms`, in the same order, with their
  /// hashes: made once, on all cores, by the anchor scanners, and read by the run statistics,
  /// the lexicon and the checks, which compare keys by their hashes first (most Korean has few
  /// Latin words: its keys are looked up in place, with no set made). The English's are kept
  /// as their hashes alone (`englishKeyHashes`, read through `englishKeys`): a run keeps every
  /// profile, and a `TermKey` per English word was a fifth of the 100k pair's peak.
  var englishKeys: TermKeys { TermKeys(terms: english.terms, text: english.text, hashes: englishKeyHashes) }
  private(set) var englishKeyHashes: [UInt64]
  private(set) var koreanKeys: [TermKey]
  /// The English's name candidates whose keys the Korean lacks, each key once, at its first
  /// candidate, in order: `body` gets the index into `keys.terms` (a profile's `englishKeys`).
  /// Read in place with no list made: most names are in the Korean. The lexicon learns from
  /// these names and `TermCheck` weighs them.
  static func forEachMissingName(_ keys: TermKeys, koreanKeys: [TermKey], _ body: (Int) -> Void) {
    for index in keys.indices where isMissingName(index, keys, koreanKeys: koreanKeys) {
      body(index)
    }
  }

  /// Whether `forEachMissingName` hands over `index` (below `keys.count`): for a caller whose
  /// body would capture more than the index (a closure's context copies what it captures).
  @inline(__always)
  static func isMissingName(_ index: Int, _ keys: TermKeys, koreanKeys: [TermKey]) -> Bool {
    let terms = keys.terms
    guard terms[index].isNameCandidate else { return false }
    guard !koreanKeys.contains(where: { keys.matches(index, $0) }) else { return false }
    // A key of an earlier candidate was taken there.
    return !(0..<index).contains(where: { terms[$0].isNameCandidate && keys.matches($0, index) })
  }

  public init(_ unit: TranslationUnit) { self.init(unit, kept: false) }

  /// With `kept`, for a profile kept for a whole run (`TranslationChecks.run`): its arrays get
  /// no more room than they use, or little more (a run keeps every profile).
  init(_ unit: TranslationUnit, kept: Bool) {
    var scanners = Scanners()
    self.init(unit, kept: kept, scanners: &scanners, taking: true)
  }

  /// The two scanners a profile is read with. A thread that profiles unit after unit, each
  /// profile freed before the next is made (a streamed batch's checks), keeps one and passes
  /// it to `init(_:reusing:)`: the profile's anchors, keys and Hangul word ranges are then
  /// copies of the scanners' arrays (a reference each), which the next scan empties and fills
  /// again in their room once the profile is gone. New scanners for each unit allocated and
  /// freed each of those arrays, and the scanners, once a unit.
  struct Scanners {
    fileprivate var english = AnchorScanner(keepsNames: false, keepsKeyHashes: true)
    fileprivate var korean = AnchorScanner(keepsHangulWords: false, keepsNames: false, keepsKeys: true)
    /// The sentence lengths of each side's `TextMeasure`.
    fileprivate var englishLengths: [Int] = [], koreanLengths: [Int] = []
    /// Whether the scanners have read a unit since they were made (and need a reset).
    fileprivate var used = false
  }

  /// A profile read with `scanners`, reset first (a reset scanner reads as a new one). Its
  /// arrays share the scanners' storage until the next unit's reset: a profile still held
  /// then is not changed (the scanners' arrays are copied on write), only dearer.
  init(_ unit: TranslationUnit, reusing scanners: inout Scanners) {
    if scanners.used {
      scanners.english.reset()
      scanners.korean.reset()
    }
    scanners.used = true
    self.init(unit, kept: false, scanners: &scanners, taking: false)
  }

  /// `taking`: the scanners' arrays are moved into the profile (scanners used once), else copied.
  /// Inlined into both callers, each with its `taking`: a kept profile's scanners are its locals.
  @inline(__always)
  private init(_ unit: TranslationUnit, kept: Bool, scanners: inout Scanners, taking: Bool) {
    let englishText = unit.englishText, koreanText = unit.koreanText
    var englishBytes = englishText
    englishBytes.withUTF8 {
      // English has a word every five to seven bytes in most sides (more than one every five in
      // about one side of a hundred); Korean a Hangul word every ten or so. Room for one every
      // five bytes: what room for one every ten grew to in nearly every English side, copied
      // once on the way. A kept profile's room is counted (`termBound`, a pass over the bytes):
      // a run keeps every profile, and room for one every five bytes was ~40 MB of the 100k
      // pair's fresh pages.
      scanners.english.reserve(terms: kept ? AnchorScanner.termBound($0) : $0.count / 5)
      scanners.english.scan($0)
    }
    var koreanBytes = koreanText
    koreanBytes.withUTF8 {
      // A kept profile's room holds every word the text can (a Hangul word takes three bytes and
      // a byte between words: never grown), and its ranges are copied into room of their count
      // below; another's, one every eight bytes (a word and its space take about ten: room for
      // one every twelve was grown in most Korean sides). A profile not kept also has room for a
      // Latin term every 64 bytes (most Korean sides with one have a few: grown from none, their
      // terms and keys were copied two or three times each).
      scanners.korean.reserve(terms: kept ? 0 : $0.count / 64, hangulWordRanges: kept ? ($0.count + 1) / 4 : $0.count / 8)
      scanners.korean.scan($0)
    }
    // The scanners' arrays are moved into the profile (shared with them if they are reused),
    // each stored property set once. A kept profile's Hangul word ranges are copied into
    // storage of their count (plain integers: one copy of their bytes; the 100k pair's spare
    // room was ~35 MB of fresh pages), and the scanner's storage, freed at once, is taken again
    // by the next unit's. Terms and keys are not copied (each string retained by the copy and
    // released with the first was ~200 instructions a term).
    // The terms are byte ranges in the texts scanned.
    scanners.english.scanned(englishText)
    scanners.korean.scanned(koreanText)
    let english = taking ? scanners.english.take()
      : (anchors: scanners.english.anchors, keys: scanners.english.keys, keyHashes: scanners.english.keyHashes,
         hangulWordRanges: scanners.english.hangulWordRanges)
    let korean = taking ? scanners.korean.take()
      : (anchors: scanners.korean.anchors, keys: scanners.korean.keys, keyHashes: scanners.korean.keyHashes,
         hangulWordRanges: scanners.korean.hangulWordRanges)
    self.unit = unit
    self.english = english.anchors
    self.korean = korean.anchors
    let ranges = korean.hangulWordRanges
    koreanHangulWordRanges = kept && ranges.capacity > ranges.count ? ranges.withUnsafeBufferPointer { Array($0) } : ranges
    if taking {
      englishMeasure = TextMeasure(englishText)
      koreanMeasure = TextMeasure(koreanText, excludingGlosses: true)
    } else {
      englishMeasure = TextMeasure(englishText, reusing: &scanners.englishLengths)
      koreanMeasure = TextMeasure(koreanText, excludingGlosses: true, reusing: &scanners.koreanLengths)
    }
    // The scanners keyed the terms as they read them (the English's by hash alone).
    englishKeyHashes = english.keyHashes
    koreanKeys = korean.keys
    // Without a hyphenated term with a capital or a digit (most texts) a side has nothing to split.
    let splitsEnglish = scanners.english.keptSplittableTerm, splitsKorean = scanners.korean.keptSplittableTerm
    if splitsEnglish || splitsKorean {
      splitCompounds(english: splitsEnglish, korean: splitsKorean)
    }
  }

  /// `splittingCompounds` of the sides told, with their keys: a term kept whole keeps the key
  /// the scanner made, and only the parts of a split one are keyed.
  private mutating func splitCompounds(english splitsEnglish: Bool, korean splitsKorean: Bool) {
    let englishAnchors = english, koreanAnchors = korean
    if splitsEnglish {
      (english.terms, englishKeyHashes) = Self.splittingCompounds(englishAnchors, keys: englishKeyHashes, keying: { term in
        englishAnchors.withBytes(of: term) { Self.keyHash(of: $0, hasUpper: nil) }
      }, unlessIn: koreanAnchors)
    }
    if splitsKorean {
      (korean.terms, koreanKeys) = Self.splittingCompounds(koreanAnchors, keys: koreanKeys, keying: { Self.key($0, in: koreanAnchors) },
                                                          unlessIn: englishAnchors)
    }
  }

  /// A hyphenated word with name-shaped parts (a capital or a digit) stands for those parts:
  /// the Korean keeps the name and translates the rest (`Suspense-enabled` → `Suspense 지원`,
  /// `non-React` → `React가 아닌`, `CMS-backed` → `CMS를 활용한`). Other words stay whole, and
  /// so does one the other side writes whole (`Code-Splitting` for `code-splitting`).
  static func splittingCompounds(_ anchors: Anchors, unlessIn other: Anchors) -> [Anchors.Term] {
    splittingCompounds(anchors, keys: nil as [UInt64]?, keying: { _ in 0 }, unlessIn: other).terms
  }

  /// `splittingCompounds(_:unlessIn:)` with the result's keys, given `keys` (`keying` of each
  /// of `anchors.terms`: a key or its hash): a term kept whole keeps its key, a part is keyed.
  /// Without `keys`, none. A part is a range of its word's bytes: no string is made for it.
  static func splittingCompounds<Key>(_ anchors: Anchors, keys: [Key]?, keying: (Anchors.Term) -> Key,
                                      unlessIn other: Anchors) -> (terms: [Anchors.Term], keys: [Key]) {
    let terms = anchors.terms
    guard let first = terms.firstIndex(where: { anchors.withBytes(of: $0, isSplittable) }) else { return (terms, keys ?? []) }
    let otherKeys = Set(other.terms.lazy.filter { other.withBytes(of: $0) { $0.contains(UInt8(ascii: "-")) } }.map { other.key(of: $0) })
    var result: [Anchors.Term] = [], resultKeys: [Key] = []
    result.reserveCapacity(terms.count)
    if keys != nil { resultKeys.reserveCapacity(terms.count) }
    // The words before the first that may split stay whole: copied at once, not read again.
    result.append(contentsOf: terms[..<first])
    if let keys { resultKeys.append(contentsOf: keys[..<first]) }
    for position in first..<terms.count {
      let term = terms[position]
      // Most words hold no hyphen, or no part that is a name: they stay whole without being split.
      // The name parts' ranges in the word, with their shapes.
      let names: [(range: Range<Int>, shape: Anchors.Term.Shape)] = anchors.withBytes(of: term) { word in
        guard isSplittable(word) else { return [] }
        let parts = word.split(separator: UInt8(ascii: "-"))
        guard parts.count > 1, !otherKeys.contains(anchors.key(of: term)) else { return [] }
        return parts.filter { part in part.contains { ($0 >= 0x41 && $0 <= 0x5A) || ($0 >= 0x30 && $0 <= 0x39) } }.map { part in
          (part.startIndex..<part.endIndex, AnchorScanner.shape(of: UnsafeBufferPointer(rebasing: part), identifier: false))
        }
      }
      guard !names.isEmpty else {
        result.append(term)
        if let keys { resultKeys.append(keys[position]) }
        continue
      }
      for (index, part) in names.enumerated() {
        let piece = Anchors.Term(start: Int(term.start) + part.range.lowerBound, count: part.range.count, shape: part.shape,
                                 isSentenceInitial: term.isSentenceInitial && index == 0 && part.range.lowerBound == 0)
        result.append(piece)
        if keys != nil { resultKeys.append(keying(piece)) }
      }
    }
    return (result, resultKeys)
  }

  /// A hyphen and a capital or a digit: a word `splittingCompounds` may split (one without
  /// either is kept whole). One pass over the bytes, read in place.
  private static func isSplittable(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var hyphen = false, nameByte = false
    for b in bytes {
      if b == UInt8(ascii: "-") {
        hyphen = true
      } else if (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39) {
        nameByte = true
      }
    }
    return hyphen && nameByte
  }

  /// `Toolbars` and `toolbar` compare equal: a plural is not a different name. So do `IDs` and
  /// `ID`: an acronym takes a lower-case `s`, however short. Made from the word's bytes in one
  /// step (a key of up to 15 bytes is stored inline, no allocation): every check and the run
  /// statistics key every word.
  static func termKey(_ term: Anchors.Term, in anchors: Anchors) -> String {
    anchors.withBytes(of: term) { termKey(of: $0) }
  }

  /// `termKey` of a word's bytes (a term's, read where it was scanned).
  static func termKey(of word: UnsafeBufferPointer<UInt8>) -> String { key(of: word, hashing: false, hasUpper: nil).text }

  /// `termKey` with the hash of its bytes (`TermKey.hash`).
  static func key(_ term: Anchors.Term, in anchors: Anchors) -> TermKey {
    anchors.withBytes(of: term) { key(of: $0, hashing: true, hasUpper: nil) }
  }

  /// The byte count of a word's key: without a plural `s` (four bytes or more, or an acronym's
  /// lower-case `s`: `IDs`), else the word's.
  @inline(__always)
  static func keyCount(of word: UnsafeBufferPointer<UInt8>) -> Int {
    let count = word.count
    if count > 3, word[count - 1] | 0x20 == UInt8(ascii: "s") { return count - 1 }
    if count == 3, word[2] == UInt8(ascii: "s"), word[0] >= 0x41 && word[0] <= 0x5A, word[1] >= 0x41 && word[1] <= 0x5A {
      return 2
    }
    return count
  }

  /// `key(of:hashing:hasUpper:)`'s hash alone (`TermKey.hash` of the key's bytes), with no
  /// string made: the key's bytes are lowered into a buffer on the stack if they need it.
  static func keyHash(of word: UnsafeBufferPointer<UInt8>, hasUpper: Bool?) -> UInt64 {
    let count = keyCount(of: word)
    if count == word.count && !(hasUpper ?? word.contains(where: \.isASCIIUpper)) { return TermKey.hash(word) }
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(count, 1)) { buffer in
      for index in 0..<count { buffer[index] = word[index].asciiLowercased }
      return TermKey.hash(UnsafeBufferPointer(rebasing: buffer[..<count]))
    }
  }

  /// The key of a word's bytes, with its hash if `hashing` (else 0: a key that never leaves
  /// `termKey`). `hasUpper`: whether the word holds an upper-case letter, if the caller knows
  /// (the anchor scanner, which keys every term as it reads it).
  @inline(__always)
  static func key(of word: UnsafeBufferPointer<UInt8>, hashing: Bool, hasUpper: Bool?) -> TermKey {
    let count = keyCount(of: word)
    if count == word.count && !(hasUpper ?? word.contains(where: \.isASCIIUpper)) {
      // Already its own key (most words): nothing to make.
      return TermKey(AnchorScanner.string(word), bytesHash: hashing ? TermKey.hash(word) : 0)
    }
    var hash: UInt64 = 0
    let key = String(unsafeUninitializedCapacity: count) { buffer in
      for index in 0..<count { buffer[index] = word[index].asciiLowercased }
      if hashing { hash = TermKey.hash(UnsafeBufferPointer(rebasing: buffer[..<count])) }
      return count
    }
    return TermKey(key, bytesHash: hash)
  }

  /// `key(of:hashing:hasUpper:)` with its hash, of a short ASCII word (`ShortWord`): the
  /// key, its string and its hash are made from the word's two integers.
  @inline(__always)
  static func key(of word: ShortWord) -> TermKey {
    let key = keyWord(of: word)
    return TermKey(key.string, bytesHash: key.hash)
  }

  /// The key of a short ASCII word as a `ShortWord` (its hash is the key's `bytesHash`).
  @inline(__always)
  static func keyWord(of word: ShortWord) -> ShortWord {
    let count = word.count
    if count > 3, word.byte(count - 1) | 0x20 == UInt8(ascii: "s") {
      return word.droppingLast().lowercased()
    } else if count == 3, word.byte(2) == UInt8(ascii: "s"), word.byte(0) >= 0x41 && word.byte(0) <= 0x5A,
              word.byte(1) >= 0x41 && word.byte(1) <= 0x5A {
      return word.droppingLast().lowercased()
    }
    // Already its own key (most words).
    return word.hasUpper ? word.lowercased() : word
  }

  /// The key without a plural `s`, for keys of four letters or more.
  static func termKey(_ key: String) -> String {
    key.utf8.count > 3 && key.utf8.last == UInt8(ascii: "s") ? String(key.dropLast()) : key
  }
}
