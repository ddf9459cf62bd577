/// A rough consonant skeleton, used to recognize a Korean transliteration of a Latin name
/// (`Keynote` ↔ `키노트`, `Safari` ↔ `사파리`, `Magic Trackpad` ↔ `매직 트랙패드`). Both scripts map
/// to the same classes: K (g k c q, ㄱ ㅋ), T (t d th, ㄷ ㅌ), P (p b f v, ㅂ ㅍ), S (s z, ㅅ),
/// J (j ch and soft g, ㅈ ㅊ), L (l r, ㄹ), M, N (n ng, ㄴ final ㅇ), H; vowels are dropped and
/// repeats collapse. Korean adds vowels to consonant clusters but keeps the consonants, so the
/// skeletons agree; particles after the word only add consonants at the end.
enum PhoneticKey {
  /// The skeleton of a Latin word (ASCII letters; others ignored).
  static func latin(_ word: String) -> [UInt8] {
    var word = word
    return word.withUTF8 { latin($0) }
  }

  /// `latin(_:)` of a word's UTF-8, read in place (a term's bytes in its text: `Anchors.withBytes(of:_:)`).
  static func latin(_ b: UnsafeBufferPointer<UInt8>) -> [UInt8] {
    var key: [UInt8] = []
    // Its ASCII letters, lowercased, in place of a lowercased copy and an array of its letters.
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: b.count) { letters in
      var n = 0
      for byte in b where byte.isASCIILetter {
        letters[n] = byte | 0x20
        n += 1
      }
      latin(UnsafeBufferPointer(rebasing: letters[..<n]), 0..<n, limit: .max) { key.append($0) }
    }
    return key
  }

  /// The skeleton of the ASCII letters `w[range]` (either case), class by class, stopping
  /// after `limit` classes: the byte loop behind `latin(_:)` (`soundKey(english:)` reads the same
  /// classes through a table).
  @inline(__always)
  static func latin(_ w: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, limit: Int, _ emit: (UInt8) -> Void) {
    var last: UInt8 = 0, count = 0
    var i = range.lowerBound
    @inline(__always) func at(_ k: Int) -> UInt8 { i + k < range.upperBound ? w[i + k] | 0x20 : 0 }
    @inline(__always) func isSoftVowel(_ c: UInt8) -> Bool { c == 0x65 || c == 0x69 || c == 0x79 }  // e i y
    @inline(__always) func add(_ cls: UInt8) { if cls != 0 && last != cls { emit(cls); last = cls; count += 1 } }
    while i < range.upperBound && count < limit {
      let c = w[i] | 0x20
      var cls: UInt8 = 0
      var step = 1
      switch c {
      case 0x63:  // c
        if at(1) == 0x68 { cls = K.j; step = 2 }
        else if at(1) == 0x6B { cls = K.k; step = 2 }
        else if isSoftVowel(at(1)) { cls = K.s }
        else { cls = K.k }
      case 0x74:  // t
        if at(1) == 0x63 && at(2) == 0x68 { cls = K.j; step = 3 }
        else if at(1) == 0x68 { cls = K.t; step = 2 }
        else { cls = K.t }
      case 0x73: cls = K.s; step = at(1) == 0x68 ? 2 : 1  // s, sh
      case 0x70: cls = K.p; step = at(1) == 0x68 ? 2 : 1  // p, ph
      case 0x67:  // g: soft before e i y; after n it is the n's
        cls = isSoftVowel(at(1)) ? K.j : K.k
        if i > range.lowerBound && w[i - 1] | 0x20 == 0x6E { cls = 0 }
      case 0x6B, 0x71: cls = K.k
      case 0x78: emit(K.k); last = K.k; count += 1; cls = K.s  // x: K always, as written
      case 0x64: cls = K.t
      case 0x62, 0x66, 0x76: cls = K.p
      case 0x7A, 0x6A: cls = K.j
      case 0x6C, 0x72: cls = K.l
      case 0x6D: cls = K.m
      case 0x6E: cls = K.n
      case 0x68: cls = i == range.lowerBound ? K.h : 0
      default: cls = 0  // vowels, w, y
      }
      add(cls)
      i += step
    }
  }

  /// The classes as the bytes of their letters.
  private enum K {
    static let k = UInt8(ascii: "K"), t = UInt8(ascii: "T"), p = UInt8(ascii: "P"), s = UInt8(ascii: "S")
    static let j = UInt8(ascii: "J"), l = UInt8(ascii: "L"), m = UInt8(ascii: "M"), n = UInt8(ascii: "N")
    static let h = UInt8(ascii: "H")
  }

  /// The skeleton of a Hangul word (syllables only; other scalars ignored).
  static func hangul(_ word: String) -> [UInt8] {
    var key: [UInt8] = []
    var copy = word
    copy.withUTF8 { hangul($0, into: &key) }
    return key
  }

  /// Appends the skeleton of the Hangul word in `bytes` (valid UTF-8) to `key`: the
  /// syllables decoded inline, any other scalar stepped over.
  /// The classes' tables are read in place (`withSyllableClasses`); `last` 0 stands for none
  /// (no class is 0), as in `soundKey(koreanRunAt:)`.
  static func hangul(_ b: UnsafeBufferPointer<UInt8>, into key: inout [UInt8]) {
    withSyllableClasses { initials, finals in eachClass(of: b, initials: initials, finals: finals) { key.append($0) } }
  }

  /// The classes `hangul(_:into:)` writes for the word in `b`, in order, given to `emit`; the
  /// tables are `withSyllableClasses`'.
  @inline(__always)
  private static func eachClass(of b: UnsafeBufferPointer<UInt8>, initials: UnsafeBufferPointer<UInt8>,
                                finals: UnsafeBufferPointer<UInt8>, _ emit: (UInt8) -> Void) {
    let dash = UInt8(ascii: "-")
    var last: UInt8 = 0
    var i = 0
    while i < b.count {
      if let index = ScriptScanner.syllableIndex(b, at: i) {
        let initial = initials[index / 588], final = finals[index % 28]
        if initial != dash && last != initial { emit(initial); last = initial }
        if final != dash && last != final { emit(final); last = final }
        i += 3
      } else {
        i += ScriptScanner.scalar(b, at: i).length
      }
    }
  }

  /// The skeletons (`hangul(_:into:)`) of `words`, one after another in one buffer, and each
  /// word's range there: one pass over a unit's words with the class tables read in place and
  /// the classes written into room made at once (a syllable of three bytes gives at most two
  /// classes; other scalars none). `withBytes` calls its body with a word's UTF-8 (a range of a
  /// text, a `TransliterationLexicon.Stem`), and `byteCount` is their bytes in all.
  static func hangul<Words: Collection>(_ words: Words, byteCount: Int,
                                        withBytes: (Words.Element, (UnsafeBufferPointer<UInt8>) -> Void) -> Void)
    -> (keys: [UInt8], bounds: [Range<Int>]) {
    var bounds: [Range<Int>] = []
    bounds.reserveCapacity(words.count)
    let keys = withSyllableClasses { initials, finals in
      [UInt8](unsafeUninitializedCapacity: byteCount) { out, count in
        var n = 0
        for word in words {
          let start = n
          withBytes(word) { bytes in
            eachClass(of: bytes, initials: initials, finals: finals) {
              (out.baseAddress! + n).initialize(to: $0)
              n += 1
            }
          }
          bounds.append(start..<n)
        }
        count = n
      }
    }
    return (keys, bounds)
  }

  /// The classes of a syllable's (U+AC00–U+D7A3, index `i` from U+AC00) initial consonant,
  /// `initials[i / 588]`, and final one, `finals[i % 28]`; `-` for none.
  private static let initials = Array("KKNTTLMPPSS-JJJKTPH".utf8)
  private static let finals = Array("-KKKNNNTLLLLLLLLMPPTTNTTKTP-".utf8)

  /// The fewest consonants of a Latin skeleton that `matches` any Hangul word.
  static let minimumMatchLength = 3

  /// Whether a Hangul word (possibly followed by a particle) spells the Latin word. Skeletons
  /// of one or two consonants match too many words to mean anything (`Phone` P-N would match
  /// `분할된`); from four consonants one may differ.
  static func matches(latin: [UInt8], hangul: [UInt8]) -> Bool {
    matches(latin: latin, hangul: hangul[...])
  }

  /// `matches(latin:hangul:)` of a skeleton kept in a slice (of one buffer of a unit's words).
  static func matches(latin: [UInt8], hangul: ArraySlice<UInt8>) -> Bool {
    let allowed = latin.count >= 4 ? 1 : 0
    guard latin.count >= minimumMatchLength, hangul.count >= latin.count - allowed else { return false }
    for length in max(latin.count - allowed, 1)...min(latin.count + allowed, hangul.count) {
      let prefix = hangul.prefix(length)
      if allowed == 0 ? latin.elementsEqual(prefix) : withinOneEdit(latin, prefix) { return true }
    }
    return false
  }

  /// Whether an edit distance of at most one separates `a` and `b` (one substitution, or one
  /// byte more in either), compared in place: `matches` asks this of every Hangul word of a
  /// unit for every name its Korean lacks.
  static func withinOneEdit(_ a: [UInt8], _ b: ArraySlice<UInt8>) -> Bool {
    a.withUnsafeBufferPointer { x in
      b.withUnsafeBufferPointer { y in
        let (short, long) = x.count <= y.count ? (x, y) : (y, x)
        guard long.count - short.count <= 1 else { return false }
        var i = 0
        while i < short.count, short[i] == long[i] { i += 1 }
        if i == short.count { return true }  // equal, or one byte more at the end
        if short.count == long.count {
          // One substitution at i: the rest must be equal.
          var j = i + 1
          while j < short.count, short[j] == long[j] { j += 1 }
          return j == short.count
        }
        // One byte more in `long` at i: the rest of `short` must follow it.
        var j = i
        while j < short.count, short[j] == long[j + 1] { j += 1 }
        return j == short.count
      }
    }
  }

  private static func ascii(_ s: Unicode.Scalar) -> UInt8 { UInt8(ascii: s) }
}

extension PhoneticKey {
  /// Consonants of a key that `soundKeys` keep: four tell a transliteration from chance
  /// (measured on the corpus pairs: a translation shares 0.74 such keys with its English on
  /// average, an unrelated paragraph 0.13; with three consonants 2.7 against 1.2).
  static let soundKeyLength = 4

  /// The first `soundKeyLength` consonants of each English word of four letters or more, as
  /// sorted unique hashes: what a Korean transliteration of it would start with.
  static func soundKeys(english text: String) -> [UInt64] {
    var text = text
    return text.withUTF8 { b in
      var keys: [UInt64] = []
      var i = 0
      while i < b.count {
        while i < b.count, !b[i].isASCIILetter { i += 1 }
        let start = i
        while i < b.count, b[i].isASCIILetter { i += 1 }
        if let key = soundKey(english: b, start..<i) { keys.append(key) }
      }
      return keys.sortedUnique()
    }
  }

  /// The sound key of the English word `b[word]` (ASCII letters): its first `soundKeyLength`
  /// classes, nil for a word shorter than four letters or with fewer classes.
  static func soundKey(english b: UnsafeBufferPointer<UInt8>, _ word: Range<Int>) -> UInt64? {
    withLetterClasses { soundKey(english: b, word, classes: $0) }
  }

  /// `soundKey(english:_:)` with `withLetterClasses`' table: the classes of `latin(_:_:limit:_:)`,
  /// the letters whose class is their own read from the table, the others (`c g h p s t x`,
  /// which look at their neighbours) as `latin` reads them; the key hashed as it is read.
  /// - Precondition: `b[word]` are ASCII letters (the table has one class per letter).
  @inline(__always)
  static func soundKey(english b: UnsafeBufferPointer<UInt8>, _ word: Range<Int>, classes: UnsafeBufferPointer<UInt8>) -> UInt64? {
    guard word.count >= 4 else { return nil }
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325, count = 0, last: UInt8 = 0
    let end = word.upperBound
    var i = word.lowerBound
    @inline(__always) func at(_ k: Int) -> UInt8 { k < end ? b[k] | 0x20 : 0 }
    @inline(__always) func isSoftVowel(_ c: UInt8) -> Bool { c == 0x65 || c == 0x69 || c == 0x79 }  // e i y
    @inline(__always) func emit(_ cls: UInt8) {
      if count < soundKeyLength { hash = (hash ^ UInt64(cls)) &* 0x0000_0100_0000_01B3; count &+= 1 }
    }
    while i < end && count < soundKeyLength {
      let c = b[i] | 0x20
      assert(c >= 0x61 && c <= 0x7A, "soundKey(english:) reads letters only")
      var cls = classes[Int(c &- 0x61)]
      var step = 1
      if cls == 1 {
        switch c {
        case 0x63:  // c
          let next = at(i + 1)
          if next == 0x68 { cls = K.j; step = 2 }
          else if next == 0x6B { cls = K.k; step = 2 }
          else if isSoftVowel(next) { cls = K.s }
          else { cls = K.k }
        case 0x74:  // t
          let next = at(i + 1)
          if next == 0x63 && at(i + 2) == 0x68 { cls = K.j; step = 3 }
          else { cls = K.t; step = next == 0x68 ? 2 : 1 }
        case 0x73: cls = K.s; step = at(i + 1) == 0x68 ? 2 : 1  // s, sh
        case 0x70: cls = K.p; step = at(i + 1) == 0x68 ? 2 : 1  // p, ph
        case 0x67:  // g: soft before e i y; after n it is the n's
          cls = i > word.lowerBound && b[i - 1] | 0x20 == 0x6E ? 0 : isSoftVowel(at(i + 1)) ? K.j : K.k
        case 0x78: emit(K.k); last = K.k; cls = K.s  // x: K always, as written
        default: cls = i == word.lowerBound ? K.h : 0  // h
        }
      }
      if cls != 0 && last != cls { emit(cls); last = cls }
      i += step
    }
    return count >= soundKeyLength ? hash : nil
  }

  /// The class of each letter `a`–`z` that `latin` gives it alone (0 for none: vowels, `w`,
  /// `y`), 1 for the letters it reads with their neighbours.
  private static let letterClasses: [UInt8] = Array("-P?T-P??-JKLMN-?KL??-P-?-J".utf8).map {
    $0 == UInt8(ascii: "-") ? 0 : $0 == UInt8(ascii: "?") ? 1 : $0
  }

  /// Calls `body` with `letterClasses`, read in place.
  @inline(__always)
  static func withLetterClasses<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    letterClasses.withUnsafeBufferPointer(body)
  }

  /// The same for the Hangul words (two syllables or more) of a Korean text: a particle after
  /// a transliterated word only adds consonants at the end.
  static func soundKeys(korean text: String) -> [UInt64] {
    var text = text
    return withSyllableKeys { table in
      text.withUTF8 { b in
        var keys: [UInt64] = []
        var i = 0
        while i < b.count {
          // Not the lead byte of a syllable: no run starts here.
          guard b[i] >= 0xEA && b[i] <= 0xED else { i &+= 1; continue }
          if let key = soundKey(koreanRunAt: &i, b, keys: table) { keys.append(key) }
        }
        return keys.sortedUnique()
      }
    }
  }

  /// Calls `body` with the classes' tables (`initials`, `finals`), read in place (a static array
  /// costs a lazy-initialization check per read).
  @inline(__always)
  static func withSyllableClasses<R>(_ body: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>) -> R) -> R {
    initials.withUnsafeBufferPointer { initials in finals.withUnsafeBufferPointer { finals in body(initials, finals) } }
  }

  /// Each syllable's (index from U+AC00) classes and whether it `looksBorrowed`, packed: the
  /// initial's class in the low byte, the final's in the next (0 for none), 1 << 16 when
  /// borrowed. One read per syllable instead of two divisions for the classes and three for
  /// `looksBorrowed`.
  private static let syllableKeys: [UInt32] = (0..<11172).map { index in
    let dash = UInt8(ascii: "-")
    let initial = initials[index / 588], final = finals[index % 28]
    return UInt32(initial == dash ? 0 : initial) | UInt32(final == dash ? 0 : final) << 8
      | (looksBorrowed(UInt32(0xAC00 + index)) ? 1 << 16 : 0)
  }

  /// Calls `body` with `syllableKeys`, read in place.
  @inline(__always)
  static func withSyllableKeys<R>(_ body: (UnsafeBufferPointer<UInt32>) -> R) -> R {
    syllableKeys.withUnsafeBufferPointer(body)
  }

  /// Reads the run of Hangul syllables at `b[i]`, a lead byte EA–ED, and moves `i` past it
  /// (one byte on when no syllable starts there): the run's sound key, nil for a run of one
  /// syllable, too few classes or no borrowed syllable. `keys` is `withSyllableKeys`' table;
  /// the last class 0 stands for none (no class is 0).
  @inline(__always)
  static func soundKey(koreanRunAt i: inout Int, _ b: UnsafeBufferPointer<UInt8>, keys: UnsafeBufferPointer<UInt32>) -> UInt64? {
    @inline(__always) func syllable(at j: Int) -> UInt32 {
      UInt32(b[j] & 0x0F) << 12 | UInt32(b[j + 1] & 0x3F) << 6 | UInt32(b[j + 2] & 0x3F)
    }
    // A run of syllables: three bytes each, lead EA–ED, value U+AC00–U+D7A3. Read once for its
    // end and whether a syllable looks borrowed: most runs are native words, which have no
    // key, and their classes are not read (they were, for every syllable up to the fourth class).
    let start = i
    var syllables = 0, foreign = false
    while i + 2 < b.count, b[i] >= 0xEA && b[i] <= 0xED {
      let value = syllable(at: i)
      guard value >= 0xAC00 && value <= 0xD7A3 else { break }
      syllables &+= 1
      i &+= 3
      if !foreign { foreign = keys[Int(value &- 0xAC00)] & 0x1_0000 != 0 }
    }
    if syllables == 0 { i &+= 1 }
    guard syllables >= 2 && foreign else { return nil }
    // The run's first classes, again from its start.
    var count = 0
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    var last: UInt8 = 0
    @inline(__always) func add(_ cls: UInt8) {
      guard cls != 0 && cls != last else { return }
      last = cls
      if count < soundKeyLength { hash = (hash ^ UInt64(cls)) &* 0x0000_0100_0000_01B3; count &+= 1 }
    }
    var j = start
    while j < i && count < soundKeyLength {
      let key = keys[Int(syllable(at: j) &- 0xAC00)]
      add(UInt8(truncatingIfNeeded: key))
      add(UInt8(truncatingIfNeeded: key >> 8))
      j &+= 3
    }
    return count >= soundKeyLength ? hash : nil
  }

  /// A syllable loanwords are made of and native words rarely are: an aspirated initial
  /// (ㅊ ㅋ ㅌ ㅍ: `버튼`, `컨트롤`, `포인트`) or ㅡ closing a syllable (`스`, `드`: the vowel Korean
  /// adds to an English consonant cluster). Native words would otherwise make most keys.
  @inline(__always)
  static func looksBorrowed(_ value: UInt32) -> Bool {
    let index = Int(value - 0xAC00)
    let initial = index / 588, vowel = (index % 588) / 28, final = index % 28
    return (14...17).contains(initial) || (vowel == 18 && final == 0)
  }

  /// The hash `soundKeys` give a skeleton's first `soundKeyLength` classes (for tests).
  static func hash(_ key: ArraySlice<UInt8>) -> UInt64 {
    key.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01B3 }
  }
}
