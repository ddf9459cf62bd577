/// The byte-level pass behind `Anchors.init(_:)`. One instance scans one text; it keeps only
/// what the anchors need (indices into the buffer, the current run of name words).
///
/// With `alignmentOnly` it collects just what `AnchorSet.of` keeps (numbers, number words,
/// strong names by key), hashed, into `alignmentKeys`, and makes no string for any word: no
/// terms, names, versions or Hangul words. Cross-source alignment scans every paragraph of
/// both sides, and those strings were most of its anchor time.
/// - Complexity: O(n) in bytes; every loop advances the index.
struct AnchorScanner {
  private(set) var anchors = Anchors()
  /// `alignmentOnly`: the hashes (`Anchors.hash`) of the anchors `AnchorSet.of` builds from
  /// `anchors`, in the order read, repeats included.
  private(set) var alignmentKeys: [UInt64] = []
  let alignmentOnly: Bool
  /// Without `keepsHangulWords`, `anchors.hangulWords` stays empty and the Hangul runs' byte
  /// ranges are kept in `hangulWordRanges` instead, for a caller that makes the few texts it
  /// reads (`TransliterationLexicon.stems`): a string per run was a tenth of a unit's anchors.
  /// The ranges' bounds take 32 bits (a run keeps them for every unit): a word past 2 GiB into a
  /// text is not kept.
  let keepsHangulWords: Bool
  private(set) var hangulWordRanges: [Range<Int32>] = []
  /// Without `keepsNames`, `anchors.names` and `anchors.versions` stay empty: no check reads
  /// them, and a run of names cost a string kept per word and one joined per run.
  let keepsNames: Bool
  /// With `keepsKeys`, `keys` holds `UnitProfile.key` of each of `anchors.terms`, in order, made
  /// from the word's bytes as it is read (the profile keys every term).
  let keepsKeys: Bool
  private(set) var keys: [TermKey] = []
  /// With `keepsKeyHashes`, `keyHashes` holds the hash alone of each of those keys
  /// (`TermKey.bytesHash`; `UnitProfile.englishKeys`), with no key string made.
  let keepsKeyHashes: Bool
  private(set) var keyHashes: [UInt64] = []
  /// With `keepsOnlyTermsAndNumbers`, only `anchors.terms` and `anchors.numbers` are read: every
  /// byte of a non-ASCII scalar is passed over, eight at a time where it can (no Hangul run is
  /// read: no `hangulCount`, Hangul word or Korean number word), for a caller that compares
  /// terms' keys and numbers (`SentenceAlignment.sentenceAnchors`). A term or a number starts
  /// at an ASCII byte and reads its own non-ASCII bytes (`’`, `×`), so they are the same.
  let keepsOnlyTermsAndNumbers: Bool
  /// The last Hangul run that may spell a number (`NumberWords.mayStartNumeral`) is read
  /// when the next run starts (followed by a word) or when the scan ends (not); the Korean
  /// number words read, kept apart until the scan ends (after the Latin words' number words).
  /// An array of every run that may start a numeral was grown for most texts (`다`, `하`, `한`
  /// start many words), to read them all after the scan.
  private var pendingNumeral: Range<Int>?
  private var koreanNumberWords: [String] = []
  private var atSentenceStart = true
  private var nameRun: [String] = []
  private var nameRunEnd = -1
  /// End index and text of the last word, if it was a name candidate (for `versions`).
  private var lastName: (end: Int, text: String)?
  /// Whether a term kept holds a hyphen and an upper-case letter or a digit (`Suspense-enabled`,
  /// `non-React`; or `API's-…`, counted before its possessive is cut): without one,
  /// `UnitProfile.splittingCompounds` has nothing to split (`pop-up` stays whole) and need not
  /// read the terms again.
  private(set) var keptSplittableTerm = false
  /// `NumberWords.englishIndex`, read once per text instead of once per word.
  private let englishNumbers = NumberWords.englishIndex
  /// `NumberWords.leadSyllables`, read once per text instead of once per Hangul run.
  private let numeralLeads = NumberWords.leadSyllables
  /// `ShortWord.layoutHolds`, read once per text instead of once per word.
  private let makesShortWords = ShortWord.layoutHolds

  init(alignmentOnly: Bool = false, keepsHangulWords: Bool = true, keepsNames: Bool = true, keepsKeys: Bool = false,
       keepsKeyHashes: Bool = false, keepsOnlyTermsAndNumbers: Bool = false) {
    self.alignmentOnly = alignmentOnly
    self.keepsOnlyTermsAndNumbers = keepsOnlyTermsAndNumbers
    self.keepsHangulWords = keepsHangulWords
    self.keepsNames = keepsNames
    self.keepsKeys = keepsKeys
    self.keepsKeyHashes = keepsKeyHashes
  }

  /// Room for `terms` terms and `hangulWordRanges` Hangul word ranges before the scan, for a
  /// caller that knows about how many a text has (an array grown one by one is copied at every
  /// doubling).
  mutating func reserve(terms: Int = 0, hangulWordRanges: Int = 0) {
    if terms > 0 {
      anchors.terms.reserveCapacity(terms)
      if keepsKeys { keys.reserveCapacity(terms) }
      if keepsKeyHashes { keyHashes.reserveCapacity(terms) }
    }
    if hangulWordRanges > 0 { self.hangulWordRanges.reserveCapacity(hangulWordRanges) }
  }

  /// About as many as the terms a scan of `bytes` reads, and in text no fewer: the ASCII
  /// letters that follow neither a letter nor a digit (a word starts at one; a word with a
  /// joiner, `pop-up`, `don’t`, counts once a part). Eight bytes at a time, for a caller that
  /// keeps the terms and so reserves room for them (`reserve(terms:)`): room for one every
  /// five bytes left a kept profile a fifth or more of its terms' room unused.
  static func termBound(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var count = 0
    // The top bit of the low byte set if the byte before the chunk is a letter or a digit.
    var afterWordByte: UInt64 = 0
    var i = 0
    if let base = bytes.baseAddress {
      while i &+ 8 <= bytes.count {
        let chunk = UInt64(littleEndian: UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self))
        let letterOrDigit = Self.wordBytes(chunk).letterOrDigit
        count &+= (ByteWord.asciiLetters(chunk) & ~(letterOrDigit &<< 8 | afterWordByte)).nonzeroBitCount
        afterWordByte = letterOrDigit &>> 56
        i &+= 8
      }
    }
    var previousIsWordByte = afterWordByte != 0
    while i < bytes.count {
      let b = bytes[i]
      if b.isASCIILetter && !previousIsWordByte { count &+= 1 }
      previousIsWordByte = b.isASCIILetter || b.isASCIIDigit
      i &+= 1
    }
    return count
  }

  /// Sets `anchors.text` to `text`, whose UTF-8 the scan read: its terms are byte ranges in it
  /// (for a caller that keeps the anchors and reads their terms).
  mutating func scanned(_ text: String) { anchors.text = text }

  /// The anchors, keys and Hangul word ranges kept, handed over without a copy: the scanner is
  /// left with empty ones (a copy's arrays were retained by the caller and released again when
  /// the scanner was destroyed).
  mutating func take() -> (anchors: Anchors, keys: [TermKey], keyHashes: [UInt64], hangulWordRanges: [Range<Int32>]) {
    var taken = (anchors: Anchors(), keys: [TermKey](), keyHashes: [UInt64](), hangulWordRanges: [Range<Int32>]())
    swap(&taken.anchors, &anchors)
    swap(&taken.keys, &keys)
    swap(&taken.keyHashes, &keyHashes)
    swap(&taken.hangulWordRanges, &hangulWordRanges)
    return taken
  }

  /// Back to the state of a new scanner with the same options, the arrays' room kept: a caller
  /// that scans many short texts (`SentenceAlignment.sentenceAnchors`, a scan per sentence)
  /// makes one scanner instead of one a text.
  mutating func reset() {
    // Only the arrays written to: removing all of an empty array is still a call.
    if !anchors.numbers.isEmpty { anchors.numbers.removeAll(keepingCapacity: true) }
    if !anchors.numberWords.isEmpty { anchors.numberWords.removeAll(keepingCapacity: true) }
    if !anchors.terms.isEmpty { anchors.terms.removeAll(keepingCapacity: true) }
    if !anchors.names.isEmpty { anchors.names.removeAll(keepingCapacity: true) }
    if !anchors.versions.isEmpty { anchors.versions.removeAll(keepingCapacity: true) }
    if !anchors.hangulWords.isEmpty { anchors.hangulWords.removeAll(keepingCapacity: true) }
    anchors.hangulCount = 0
    if !anchors.text.isEmpty { anchors.text = "" }
    if !alignmentKeys.isEmpty { alignmentKeys.removeAll(keepingCapacity: true) }
    if !hangulWordRanges.isEmpty { hangulWordRanges.removeAll(keepingCapacity: true) }
    if !keys.isEmpty { keys.removeAll(keepingCapacity: true) }
    if !keyHashes.isEmpty { keyHashes.removeAll(keepingCapacity: true) }
    pendingNumeral = nil
    if !koreanNumberWords.isEmpty { koreanNumberWords.removeAll(keepingCapacity: true) }
    atSentenceStart = true
    if !nameRun.isEmpty { nameRun.removeAll(keepingCapacity: true) }
    nameRunEnd = -1
    lastName = nil
    keptSplittableTerm = false
  }

  /// Never inlined: a caller that inlined it (`AnchorSet.keys(of:)`, `Anchors.init`) called
  /// `scanWord` once a word instead of reading the word inline (a call's registers saved and
  /// restored, ~25 instructions a word), while this body reads it inline.
  @inline(never)
  mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>) {
    var i = 0
    while i < bytes.count {
      let b = bytes[i]
      // A space between words changes nothing (`scanPunctuation` skips it): most ASCII marks.
      if b == .space {
        i &+= 1
      } else if b.isASCIILetter {
        scanWord(bytes, &i)
      } else if b.isASCIIDigit {
        scanNumber(bytes, &i)
      } else if b == UInt8(ascii: "@"), i + 1 < bytes.count, bytes[i + 1].isASCIIDigit {
        scanScale(bytes, &i)
      } else if b < 0x80 {
        scanPunctuation(bytes, &i)
      } else if keepsOnlyTermsAndNumbers {
        i = Self.pastNonASCII(bytes, i)
      } else {
        scanNonASCII(bytes, &i)
      }
    }
    flushNames()
    // Korean number words (`NumberWords.korean(in: hangulWords)`), read from the bytes of the
    // few runs that may spell one: the last with no word after it.
    readPendingNumeral(bytes, followedByWord: false)
    for value in koreanNumberWords {
      if alignmentOnly { alignmentKeys.append(Anchors.hash(value)) } else { anchors.numberWords.append(value) }
    }
  }

  /// The Korean number word of the run in `pendingNumeral`, if it spells one, kept; none pending after.
  @inline(__always)
  private mutating func readPendingNumeral(_ bytes: UnsafeBufferPointer<UInt8>, followedByWord: Bool) {
    guard let run = pendingNumeral else { return }
    pendingNumeral = nil
    if let value = NumberWords.koreanValue(of: UnsafeBufferPointer(rebasing: bytes[run]), followedByWord: followedByWord) {
      koreanNumberWords.append(value)
    }
  }

  // MARK: Latin words

  @inline(__always)
  private mutating func scanWord(_ bytes: UnsafeBufferPointer<UInt8>, _ i: inout Int) {
    let start = i
    var sawIdentifierJoiner = false
    var shortestPart = Int.max
    var partStart = i
    // An upper-case letter or a digit after the first byte: without one, the word is lower-case
    // or capitalized by its first letter, and `shape(of:)` need not read it again.
    var upperOrDigitAfterFirst = false
    var hyphenated = false
    // The first byte is a letter (the caller's test); the index is a local until the word ends,
    // not written back through `i` at every byte. It stays below the text's length: wrapping
    // additions, no overflow tests.
    var j = i &+ 1
    while j < bytes.count {
      // Eight bytes at a time while they are letters and digits (most of a word's bytes).
      if j &+ 8 <= bytes.count, let base = bytes.baseAddress {
        let chunk = UInt64(littleEndian: UnsafeRawPointer(base + j).loadUnaligned(as: UInt64.self))
        let (letterOrDigit, belowLowerA) = Self.wordBytes(chunk)
        let ends = ~letterOrDigit & ByteWord.highBits
        let run = ends == 0 ? 8 : ends.trailingZeroBitCount >> 3
        if run > 0 {
          let inRun: UInt64 = run == 8 ? ~0 : (1 &<< UInt64(truncatingIfNeeded: run &* 8)) &- 1
          if letterOrDigit & belowLowerA & inRun != 0 { upperOrDigitAfterFirst = true }
          j &+= run
          if run == 8 { continue }
        }
      }
      let b = bytes[j]
      // A space ends most words: no joiner to look for.
      if b == .space { break }
      if b.isASCIILetter || b.isASCIIDigit {
        if b < 0x61 { upperOrDigitAfterFirst = true }
        j &+= 1
        continue
      }
      let next = j &+ 1 < bytes.count ? bytes[j &+ 1] : 0
      if (b == UInt8(ascii: ".") || b == UInt8(ascii: "_")) && (next.isASCIILetter || next.isASCIIDigit) {
        sawIdentifierJoiner = true
        shortestPart = min(shortestPart, j &- partStart)
        j &+= 1; partStart = j; continue
      }
      if (b == UInt8(ascii: "-") || b == UInt8(ascii: "'")) && next.isASCIILetter {
        if b == UInt8(ascii: "-") { hyphenated = true }
        j &+= 1; continue
      }
      // ’ (U+2019) inside a word: don’t, button’s.
      if b == 0xE2, j &+ 3 < bytes.count, bytes[j &+ 1] == 0x80, bytes[j &+ 2] == 0x99, bytes[j &+ 3].isASCIILetter {
        j &+= 3; continue
      }
      break
    }
    i = j
    shortestPart = min(shortestPart, i &- partStart)
    var end = i
    end = Self.endWithoutPossessive(bytes, start: start, end: end)
    let word = UnsafeBufferPointer(rebasing: bytes[start..<end])
    let shape: Anchors.Term.Shape
    if sawIdentifierJoiner && shortestPart >= 2 {
      shape = .identifier
    } else if !upperOrDigitAfterFirst {
      shape = bytes[start].isASCIIUpper ? .capitalized : .lowercase
    } else {
      shape = Self.shape(of: word, identifier: false)
    }
    if alignmentOnly {
      // What `AnchorSet.of` keeps of a term: a strong name's key, a number word's value.
      switch shape {
      case .mixedCase, .identifier, .alphanumeric: alignmentKeys.append(EnglishTerms.fnv(word, 0..<word.count))
      case .allCaps: if word.count >= 3 { alignmentKeys.append(EnglishTerms.fnv(word, 0..<word.count)) }
      case .lowercase, .capitalized:
        if let value = englishNumbers.value(of: word, hyphenated: hyphenated) { alignmentKeys.append(Anchors.hash(value)) }
      }
      return
    }
    let isSentenceInitial = atSentenceStart
    // A term is its bytes' range (32 bits each): a word past 2 GiB into one text is not kept
    // (as a Hangul word there), where a trap would end the run.
    if end <= Int(Int32.max) {
      // Most words are ASCII of at most 15 bytes: their key is made from two integers.
      if keepsKeys {
        if makesShortWords, let short = ShortWord(word, wide: start &+ 16 <= bytes.count) {
          keys.append(UnitProfile.key(of: short))
        } else {
          // Without an upper-case letter or digit after the first byte, only the first can be upper-case.
          let hasUpper: Bool? = upperOrDigitAfterFirst ? nil : bytes[start].isASCIIUpper
          keys.append(UnitProfile.key(of: word, hashing: true, hasUpper: hasUpper))
        }
      } else if keepsKeyHashes {
        if makesShortWords, let short = ShortWord(word, wide: start &+ 16 <= bytes.count) {
          keyHashes.append(UnitProfile.keyWord(of: short).hash)
        } else {
          let hasUpper: Bool? = upperOrDigitAfterFirst ? nil : bytes[start].isASCIIUpper
          keyHashes.append(UnitProfile.keyHash(of: word, hasUpper: hasUpper))
        }
      }
      anchors.terms.append(Anchors.Term(start: Int32(truncatingIfNeeded: start), count: Int32(truncatingIfNeeded: end &- start),
                                        shape: shape, isSentenceInitial: isSentenceInitial))
    }
    if hyphenated && (upperOrDigitAfterFirst || bytes[start].isASCIIUpper) { keptSplittableTerm = true }
    if shape == .lowercase || shape == .capitalized, let value = englishNumbers.value(of: word, hyphenated: hyphenated) {
      anchors.numberWords.append(value)
    }
    atSentenceStart = false
    // Without names no run is ever open and `lastName` stays nil: nothing to flush or tie.
    guard keepsNames else { return }
    // The term's shape and place, not the term read back: a copy of it retained its text, and
    // most words are no name.
    if Anchors.Term.isNameCandidate(shape: shape, isSentenceInitial: isSentenceInitial) {
      let text = Self.string(word)
      if nameRun.isEmpty || !(start == nameRunEnd + 1 && bytes[nameRunEnd] == .space) { flushNames() }
      nameRun.append(text)
      nameRunEnd = i
      lastName = (i, text)
    } else {
      flushNames()
      lastName = nil
    }
  }

  /// Of eight bytes (the first in the low byte): the top bit set in each that is an ASCII letter
  /// or digit, and in each below `a` (a capital or a digit, among letters and digits). The
  /// bytes' top bits are cleared before the additions, so that no byte carries into the next.
  @inline(__always)
  private static func wordBytes(_ chunk: UInt64) -> (letterOrDigit: UInt64, belowLowerA: UInt64) {
    let high = ByteWord.highBits
    let low = chunk & 0x7F7F_7F7F_7F7F_7F7F
    // A digit is 0x30–0x39.
    let digit = (low &+ 0x5050_5050_5050_5050) & ~(low &+ 0x4646_4646_4646_4646) & ~chunk & high
    return (ByteWord.asciiLetters(chunk) | digit, ~(low &+ 0x1F1F_1F1F_1F1F_1F1F) & high)
  }

  /// The text of bytes cut from valid UTF-8 at scalar boundaries, without the validation
  /// `String(decoding:as:)` runs (a short ASCII word is made by `ShortWord` instead).
  @inline(__always)
  static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    String(unsafeUninitializedCapacity: bytes.count) { buffer in
      _ = buffer.initialize(from: bytes)
      return bytes.count
    }
  }

  @inline(__always)
  private static func endWithoutPossessive(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int) -> Int {
    // `start` and `end` bound a word in `bytes`: wrapping subtractions, no overflow tests.
    guard end &- start > 2, bytes[end &- 1] == UInt8(ascii: "s") || bytes[end &- 1] == UInt8(ascii: "S") else { return end }
    if bytes[end &- 2] == UInt8(ascii: "'") { return end &- 2 }
    if end &- start > 4, bytes[end &- 2] == 0x99, bytes[end &- 3] == 0x80, bytes[end &- 4] == 0xE2 { return end &- 4 }
    return end
  }

  static func shape(of word: UnsafeBufferPointer<UInt8>, identifier: Bool) -> Anchors.Term.Shape {
    if identifier { return .identifier }
    var upper = 0, lower = 0, digits = 0, upperAfterLower = false, lowerAfterUpperRun = false
    var previousUpperRun = 0
    for b in word {
      if b.isASCIIUpper {
        upper += 1
        if lower > 0 { upperAfterLower = true }
        previousUpperRun += 1
      } else if b.isASCIILower {
        if previousUpperRun >= 2 { lowerAfterUpperRun = true }
        lower += 1
        previousUpperRun = 0
      } else {
        if b.isASCIIDigit { digits += 1 }
        previousUpperRun = 0
      }
    }
    if digits > 0 { return .alphanumeric }
    if upper == 0 { return .lowercase }
    if lower == 0 { return upper >= 2 ? .allCaps : .capitalized }
    if upperAfterLower || lowerAfterUpperRun { return .mixedCase }
    return word.first?.isASCIIUpper == true ? .capitalized : .mixedCase
  }

  /// A mark or a word that no name runs through: ends the open run and forgets the last name.
  /// Without `keepsNames` neither is ever kept: nothing to do (most scanners).
  @inline(__always)
  private mutating func forgetNames() {
    guard keepsNames else { return }
    flushNames()
    lastName = nil
  }

  /// Called after most words and marks, when usually no run is open: returns at once then.
  @inline(__always)
  private mutating func flushNames() {
    guard !nameRun.isEmpty else { return }
    anchors.names.append(nameRun.count == 1 ? nameRun[0] : nameRun.joined(separator: " "))
    nameRun.removeAll(keepingCapacity: true)
  }

  // MARK: Numbers

  private mutating func scanNumber(_ bytes: UnsafeBufferPointer<UInt8>, _ i: inout Int) {
    let start = i
    // The number's text, written as it is read: its groups of digits (`integer`) with `/` between
    // them (a decimal's one `.`), then each dimension's `x` and digits. No group is a string of
    // its own and no array of groups is joined (five allocations a number were most of its time).
    var text: [UInt8] = []
    text.reserveCapacity(16)
    let firstLength = Self.integer(bytes, &i, into: &text)
    var groups = 1
    var separator: UInt8 = 0
    // Decimal (1.5) or dotted date (2023.10.16); slashed date or fraction; ISO date.
    if i + 1 < bytes.count, bytes[i + 1].isASCIIDigit {
      let candidate = bytes[i]
      if candidate == UInt8(ascii: ".") || candidate == UInt8(ascii: "/") || (candidate == UInt8(ascii: "-") && firstLength == 4) {
        separator = candidate
        while i + 1 < bytes.count, bytes[i] == candidate, bytes[i + 1].isASCIIDigit {
          i += 1
          text.append(candidate == UInt8(ascii: ".") ? candidate : UInt8(ascii: "/"))
          Self.integer(bytes, &i, stripsZeros: candidate != UInt8(ascii: "."), into: &text)
          groups += 1
        }
      }
    }
    // Only a decimal keeps its `.`: more dotted groups (a date) are joined by `/` like the others.
    if separator == UInt8(ascii: "."), groups != 2 {
      for k in text.indices where text[k] == UInt8(ascii: ".") { text[k] = UInt8(ascii: "/") }
    }
    // Dimensions: 44x44, 44 x 44, 44×44.
    while let next = Self.dimensionContinuation(bytes, i) {
      i = next
      text.append(UInt8(ascii: "x"))
      Self.integer(bytes, &i, into: &text)
    }
    let number = String(decoding: text, as: UTF8.self)
    i = Self.skipUnit(bytes, i)
    if alignmentOnly {
      alignmentKeys.append(Anchors.hash(number))
      return
    }
    if let name = lastName, start == name.end + 1, bytes[name.end] == .space {
      anchors.versions.append(name.text + " " + number)
    }
    anchors.numbers.append(number)
    forgetNames()
    atSentenceStart = false
  }

  /// `@2x`, `@3x`: image scale suffixes, kept as written.
  private mutating func scanScale(_ bytes: UnsafeBufferPointer<UInt8>, _ i: inout Int) {
    i += 1
    var number = "@" + Self.integer(bytes, &i)
    if i < bytes.count, bytes[i] == UInt8(ascii: "x") { number += "x"; i += 1 }
    if alignmentOnly {
      alignmentKeys.append(Anchors.hash(number))
      return
    }
    anchors.numbers.append(number)
    forgetNames()
  }

  /// Digits with thousands separators (`1,000`), leading zeros removed unless `stripsZeros` is false.
  private static func integer(_ bytes: UnsafeBufferPointer<UInt8>, _ i: inout Int, stripsZeros: Bool = true) -> String {
    var digits: [UInt8] = []
    integer(bytes, &i, stripsZeros: stripsZeros, into: &digits)
    return String(decoding: digits, as: UTF8.self)
  }

  /// `integer(_:_:stripsZeros:)` appended to `text`; its count of digits.
  @discardableResult
  private static func integer(_ bytes: UnsafeBufferPointer<UInt8>, _ i: inout Int, stripsZeros: Bool = true,
                              into text: inout [UInt8]) -> Int {
    let first = text.count
    while i < bytes.count {
      if bytes[i].isASCIIDigit { text.append(bytes[i]); i += 1; continue }
      if bytes[i] == UInt8(ascii: ","), i + 3 < bytes.count,
         bytes[i + 1].isASCIIDigit, bytes[i + 2].isASCIIDigit, bytes[i + 3].isASCIIDigit,
         i + 4 == bytes.count || !bytes[i + 4].isASCIIDigit {
        i += 1; continue
      }
      break
    }
    if stripsZeros {
      var zeros = 0
      while text.count - first - zeros > 1, text[first + zeros] == UInt8(ascii: "0") { zeros += 1 }
      if zeros > 0 { text.removeSubrange(first..<(first + zeros)) }
    }
    return text.count - first
  }

  /// The index of the next factor's first digit if `x`/`X`/`×` (with optional spaces) follows.
  private static func dimensionContinuation(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int) -> Int? {
    var i = start
    if i < bytes.count, bytes[i] == .space { i += 1 }
    guard i < bytes.count else { return nil }
    if bytes[i] == UInt8(ascii: "x") || bytes[i] == UInt8(ascii: "X") {
      i += 1
    } else if bytes[i] == 0xC3, i + 1 < bytes.count, bytes[i + 1] == 0x97 {
      i += 2
    } else {
      return nil
    }
    if i < bytes.count, bytes[i] == .space { i += 1 }
    return i < bytes.count && bytes[i].isASCIIDigit ? i : nil
  }

  /// Skips a unit glued to the number (`pt`, `px`, `x`, `nd`, `%`, `-pt`), which is not a term.
  private static func skipUnit(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int) -> Int {
    var i = start
    if i + 1 < bytes.count, bytes[i] == UInt8(ascii: "-"), bytes[i + 1].isASCIILetter { i += 1 }
    if i < bytes.count, bytes[i] == UInt8(ascii: "%") { return i + 1 }
    guard i < bytes.count, bytes[i].isASCIILetter else { return start }
    while i < bytes.count, bytes[i].isASCIILetter { i += 1 }
    return i
  }

  // MARK: UTF-8

  /// Decodes the scalar at `i` (replacement value 0xFFFD for a broken sequence) and its length.
  static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> (UInt32, Int) {
    let b0 = UInt32(bytes[i])
    func continuation(_ k: Int) -> UInt32? {
      guard i + k < bytes.count, bytes[i + k] & 0xC0 == 0x80 else { return nil }
      return UInt32(bytes[i + k] & 0x3F)
    }
    if b0 < 0x80 { return (b0, 1) }
    if b0 >= 0xC2 && b0 < 0xE0, let c1 = continuation(1) { return ((b0 & 0x1F) << 6 | c1, 2) }
    if b0 >= 0xE0 && b0 < 0xF0, let c1 = continuation(1), let c2 = continuation(2) {
      return ((b0 & 0x0F) << 12 | c1 << 6 | c2, 3)
    }
    if b0 >= 0xF0 && b0 < 0xF5, let c1 = continuation(1), let c2 = continuation(2), let c3 = continuation(3) {
      return ((b0 & 0x07) << 18 | c1 << 12 | c2 << 6 | c3, 4)
    }
    return (0xFFFD, 1)
  }

  /// Hangul syllables and the jamo blocks (NFD text spells syllables with conjoining jamo).
  static func isHangul(_ scalar: UInt32) -> Bool {
    (0xAC00...0xD7A3).contains(scalar) || (0x1100...0x11FF).contains(scalar)
      || (0x3130...0x318F).contains(scalar) || (0xA960...0xA97F).contains(scalar)
      || (0xD7B0...0xD7FF).contains(scalar)
  }

  // MARK: Punctuation and other scripts

  /// The index of the first ASCII byte after `start` (a non-ASCII byte), or the end: eight
  /// bytes at a time while none of them is ASCII.
  @inline(__always)
  private static func pastNonASCII(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int) -> Int {
    var j = start &+ 1
    if let base = bytes.baseAddress {
      while j &+ 8 <= bytes.count {
        let ascii = ~UInt64(littleEndian: UnsafeRawPointer(base + j).loadUnaligned(as: UInt64.self)) & ByteWord.highBits
        if ascii != 0 { return j &+ ascii.trailingZeroBitCount >> 3 }
        j &+= 8
      }
    }
    while j < bytes.count, bytes[j] >= 0x80 { j &+= 1 }
    return j
  }

  private mutating func scanPunctuation(_ bytes: UnsafeBufferPointer<UInt8>, _ i: inout Int) {
    let b = bytes[i]
    i &+= 1
    if b == .space { return }
    forgetNames()
    if b == UInt8(ascii: ".") || b == UInt8(ascii: "!") || b == UInt8(ascii: "?") || b == UInt8(ascii: ":") {
      if i >= bytes.count || bytes[i] == .space || bytes[i] == UInt8(ascii: "\n") { atSentenceStart = true }
    }
  }

  /// Whether the bytes at `j` start a precomposed syllable (`ScriptScanner.syllableIndex` not
  /// nil), told by its first two bytes, the bytes being valid UTF-8 (every caller scans a
  /// string's): EA B0–BF, all of EB and EC, ED 80–9D and ED 9E 80–A3.
  @inline(__always)
  private static func isSyllable(_ bytes: UnsafeBufferPointer<UInt8>, at j: Int) -> Bool {
    guard j &+ 2 < bytes.count else { return false }
    let c = bytes[j]
    return c &- 0xEB < 2 || (c == 0xEA && bytes[j &+ 1] >= 0xB0)
      || (c == 0xED && (bytes[j &+ 1] < 0x9E || (bytes[j &+ 1] == 0x9E && bytes[j &+ 2] <= 0xA3)))
  }

  /// `ScriptScanner.syllableIndex` of the syllable at `j` (`isSyllable`), with nothing tested again.
  @inline(__always)
  private static func syllableIndex(_ bytes: UnsafeBufferPointer<UInt8>, at j: Int) -> Int {
    (Int(bytes[j] & 0x0F) &<< 12 | Int(bytes[j &+ 1] & 0x3F) &<< 6 | Int(bytes[j &+ 2] & 0x3F)) &- 0xAC00
  }

  /// A Hangul run, and the runs after it that follow one space each and start with a precomposed
  /// syllable (most Korean), read in one call: what the scan loop would read of them one by one,
  /// the space between them changing nothing. Any other non-ASCII scalar is passed over.
  @inline(__always)
  private mutating func scanNonASCII(_ bytes: UnsafeBufferPointer<UInt8>, _ i: inout Int) {
    var start = i
    // The first syllable's index (most runs start with one, read with no general decoding), for
    // `NumberWords.mayStartNumeral`; nil for a run that starts with a jamo.
    var firstSyllable: Int?
    var length = 3
    if Self.isSyllable(bytes, at: i) {
      firstSyllable = Self.syllableIndex(bytes, at: i)
    } else {
      let scalar: UInt32
      (scalar, length) = AnchorScanner.decode(bytes, at: i)
      guard AnchorScanner.isHangul(scalar) else {
        i &+= length
        // NO-BREAK SPACE is a space; anything else (dashes, quotes) ends a run of names.
        if scalar != 0xA0 { forgetNames() }
        return
      }
    }
    var scalar: UInt32
    // Hangul scalars of every run read, added to `hangulCount` once at the end.
    var count = 0
    // A local index until the runs end, not written back through `i` at every syllable.
    var j = i
    // Counts and indices stay below the text's length: wrapping additions, no overflow tests.
    while true {
      // The run's scalars, its first (of `length` bytes) at `j`.
      while true {
        count &+= 1
        j &+= length
        guard j < bytes.count else { break }
        if Self.isSyllable(bytes, at: j) {
          length = 3
          continue
        }
        guard bytes[j] >= 0x80 else { break }
        (scalar, length) = AnchorScanner.decode(bytes, at: j)
        guard AnchorScanner.isHangul(scalar) else { break }
      }
      endHangulRun(bytes, start..<j, firstSyllable: firstSyllable)
      // One space and a syllable: the next run, read here.
      guard j &+ 1 < bytes.count, bytes[j] == .space, Self.isSyllable(bytes, at: j &+ 1) else { break }
      j &+= 1
      start = j
      firstSyllable = Self.syllableIndex(bytes, at: j)
      length = 3
    }
    i = j
    anchors.hangulCount &+= count
  }

  /// What a Hangul run `run` keeps, `firstSyllable` the index of its first scalar if a syllable.
  @inline(__always)
  private mutating func endHangulRun(_ bytes: UnsafeBufferPointer<UInt8>, _ run: Range<Int>, firstSyllable: Int?) {
    // A run that may spell a number before this one is followed by a word.
    readPendingNumeral(bytes, followedByWord: true)
    // `NumberWords.mayStartNumeral` of the run, from its first syllable already read.
    if let index = firstSyllable, NumberWords.isLead(index, in: numeralLeads) { pendingNumeral = run }
    if alignmentOnly { return }
    if keepsHangulWords {
      anchors.hangulWords.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[run]), as: UTF8.self))
    } else if let start = Int32(exactly: run.lowerBound), let end = Int32(exactly: run.upperBound) {
      // A word past 2 GiB into one text (two joined paragraphs of a thousand 1 MiB lines) is
      // not kept: its stem goes unread, where a trap would end the run.
      hangulWordRanges.append(start..<end)
    }
    forgetNames()
    atSentenceStart = false
  }
}

extension UInt8 {
  var isASCIIUpper: Bool { self >= 0x41 && self <= 0x5A }
  var isASCIILower: Bool { self >= 0x61 && self <= 0x7A }
  /// An ASCII capital lowered; any other byte as it is (the byte form of term keys).
  var asciiLowercased: UInt8 { isASCIIUpper ? self | 0x20 : self }
}
