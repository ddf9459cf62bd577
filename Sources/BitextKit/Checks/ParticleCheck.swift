/// A particle that does not fit the sound of the word it follows: `iOS을` (아이오에스 ends in a
/// vowel: `를`), `Mac를` (맥: `을`), `파일으로` (ㄹ takes `로`), `도구 모음를`. Covers the pairs
/// 을/를, 은/는, 이/가, 과/와, 으로/로, 이나/나, 이라/라.
///
/// - After Latin words, acronyms and numbers the reading comes from `SpokenReading`; a word it
///   cannot read is skipped. Quoted English (`‘Save’를`) is skipped: it may be read in either
///   language. A gloss in parentheses is read through: `도구 모음(Toolbar)을` follows 모음.
/// - After Hangul the sound is exact, but a syllable that looks like a particle may end a word
///   (`경로`, `효과`, `사이`, `먹는`), so only the forms no word ends in are checked: `를` after a
///   consonant, `을`/`은` after a vowel (save 마을, 가을 and ㅅ-irregular verbs such as 지을), `으로`
///   after a vowel or ㄹ, `와` after a consonant.
/// - Counters are Hangul: `3개월으로` is checked on 월.
enum ParticleCheck {
  static func check(_ unit: TranslationUnit, into findings: inout [Finding]) {
    var wrong: [String] = []
    for segment in unit.korean { wrong += mismatches(in: segment.text).map(\.description) }
    guard !wrong.isEmpty else { return }
    findings.append(Finding(.particle, .warning, unit, Finding.Message.particles(wrong), evidence: wrong))
  }

  struct Mismatch: Equatable, CustomStringConvertible {
    /// The word as written (`iOS을`) and as it should be (`iOS를`).
    var written: String
    var expected: String
    var coda: Coda
    var description: String { "\(written) → \(expected)" }
  }

  /// Every particle in `text` that does not fit the word before it.
  static func mismatches(in text: String) -> [Mismatch] {
    var text = text
    return text.withUTF8 { mismatches(inUTF8: $0) }
  }

  /// `mismatches(in:)` on the text's UTF-8: words are split and their ends matched against the
  /// particles on the bytes; only a word that ends in one is decoded into scalars (`check`).
  /// Decoding every text into an array of scalars cost a run more than the checking did.
  static func mismatches(inUTF8 bytes: UnsafeBufferPointer<UInt8>) -> [Mismatch] {
    // The endings' tables, read in place by every word of the text.
    Particle.flatEndings.withUnsafeBufferPointer { endings in
      Particle.listStarts.withUnsafeBufferPointer { listStarts in
        Particle.listBySyllable.withUnsafeBufferPointer { bySyllable in
          mismatches(inUTF8: bytes, Particle.Tables(endings: endings, listStarts: listStarts, bySyllable: bySyllable))
        }
      }
    }
  }

  private static func mismatches(inUTF8 bytes: UnsafeBufferPointer<UInt8>, _ tables: Particle.Tables) -> [Mismatch] {
    var result: [Mismatch] = []
    var scalars: [Unicode.Scalar] = []  // the word being checked, reused
    let count = bytes.count
    var i = 0
    while i < count {
      while i < count, let width = spaceWidth(bytes, at: i) { i += width }
      var end = Self.pastSeparatorFreeChunks(bytes, from: i)
      while end < count, spaceWidth(bytes, at: end) == nil { end += 1 }
      if end > i, let ending = particleEnding(bytes, i..<end, tables) {
        // A Hangul host (most words) whose sound the particle fits: told on the bytes, with no
        // scalar decoded (`check(word:of:)` returns nil for it too).
        let host = ending.start - 3
        if host >= i, let syllable = KoreanWords.syllable(bytes, at: host),
           ending.ending.takesConsonantForm(after: Coda.ofSyllable(value: syllable)) == ending.ending.isConsonantForm {
          i = end
          continue
        }
        ScalarArray.decode(UnsafeBufferPointer(rebasing: bytes[i..<end]), into: &scalars)
        if let mismatch = check(word: 0..<scalars.count, of: scalars) { result.append(mismatch) }
      }
      i = end
    }
    return result
  }

  /// The first byte from `start` that may start a separator (a byte below `0` (0x30: every
  /// ASCII separator) or 0xC2 (the lead of U+00A0 and U+00B7)), found eight bytes at a time, or
  /// the start of the last bytes that are no whole chunk: the bytes before it hold no
  /// separator. A Hangul syllable is three bytes, so most of a Korean word is passed over a
  /// chunk at a time, and the word's end is then read from the byte that may end it (not from
  /// the start of its chunk).
  @inline(__always)
  private static func pastSeparatorFreeChunks(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    guard let base = bytes.baseAddress else { return start }
    var i = start
    while i &+ 8 <= bytes.count {
      let chunk = UInt64(littleEndian: UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self))
      // The lowest flag of either test is exact (a false flag of one sits above a true one of
      // it), and the first byte is the lowest (little-endian).
      let flags = ByteWord.hasByteBelow(chunk, 0x30) | ByteWord.has(chunk, 0xC2)
      if flags != 0 { return i &+ flags.trailingZeroBitCount >> 3 }
      i &+= 8
    }
    return i
  }

  /// The bytes of a separator (`isSpace`) at `index`, nil for any other byte: a continuation
  /// byte is none, so stepping through a word byte by byte finds the same words as by scalars.
  /// Every separator starts with a byte below 0x30 or with 0xC2: `pastSeparatorFreeChunks`
  /// skips chunks with neither, so a separator added here must keep to that (or change it).
  @inline(__always)
  private static func spaceWidth(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
    switch bytes[index] {
    case 0x20, 0x09, 0x0A, 0x0D, 0x2F: return 1
    case 0xC2 where index + 1 < bytes.count && (bytes[index + 1] == 0xA0 || bytes[index + 1] == 0xB7): return 2
    default: return nil
    }
  }

  /// The ending of `Particle.endings` that the word at `range` (whole scalars) ends in, after
  /// its trailing punctuation, with a scalar before it, and where the ending starts: the ending
  /// `check(word:of:)` finds (the first of its last syllable's list), on the bytes. The endings
  /// are syllables, so a byte suffix is a scalar suffix.
  private static func particleEnding(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ tables: Particle.Tables)
    -> (ending: Particle.PackedEnding, start: Int)? {
    var end = range.upperBound
    while end > range.lowerBound {
      var start = end - 1
      while start > range.lowerBound, bytes[start] & 0xC0 == 0x80 { start -= 1 }
      if end - start == 3, let syllable = KoreanWords.syllable(bytes, at: start) {
        // At least one scalar before the last syllable.
        guard start > range.lowerBound else { return nil }
        let list = Int(tables.bySyllable[Int(syllable) - 0xAC00])
        guard list > 0 else { return nil }
        let length = end - range.lowerBound
        for index in tables.listStarts[list - 1]..<tables.listStarts[list] {
          let ending = tables.endings[index]
          guard 3 * ending.count < length else { continue }
          var at = end - 3 * ending.count, matches = true
          for scalar in 0..<ending.count {
            let utf8 = ending.utf8[scalar]
            if bytes[at] != UInt8(truncatingIfNeeded: utf8 >> 16) || bytes[at + 1] != UInt8(truncatingIfNeeded: utf8 >> 8)
              || bytes[at + 2] != UInt8(truncatingIfNeeded: utf8) { matches = false; break }
            at += 3
          }
          if matches { return (ending, end - 3 * ending.count) }
        }
        return nil
      }
      end = start
    }
    return nil
  }

  /// One space-separated word (eojeol) at `range` of `scalars`: its trailing punctuation is
  /// dropped, then its end is matched against the particles, longest first (`Mac이라면` is
  /// `이라`+`면`, not `라`). Read in place: a word is sliced only when its last syllable
  /// may end a particle.
  static func check(word range: Range<Int>, of scalars: [Unicode.Scalar]) -> Mismatch? {
    var end = range.upperBound
    while end > range.lowerBound, !Coda.isSyllable(scalars[end - 1]) { end -= 1 }
    guard end - range.lowerBound >= 2, let list = Particle.endingList(endingIn: scalars[end - 1].value) else { return nil }
    let word = scalars[range.lowerBound..<end]
    guard let ending = Particle.packedEndingLists[list].first(where: { $0.ends(word) }) else { return nil }
    let length = ending.count
    let host = word[..<(word.endIndex - length)]
    guard let (coda, exact) = reading(of: host) else { return nil }
    // Most particles fit: told from the ending alone, before a form (five arrays) is copied.
    guard ending.takesConsonantForm(after: coda) != ending.isConsonantForm else { return nil }
    let form = Particle.forms[ending.form]
    let expected = form.family.form(after: coda)
    guard expected != form.text else { return nil }
    if exact && !checkableAfterHangul(form, coda: coda, host: host) { return nil }
    let written = String(String.UnicodeScalarView(word))
    let fixed = String(String.UnicodeScalarView(host)) + String(String.UnicodeScalarView(expected))
      + String(String.UnicodeScalarView(word.suffix(length - form.text.count)))
    return Mismatch(written: written, expected: fixed, coda: coda)
  }

  /// The sound the host ends in, and whether it is Hangul (exact). Looks through a gloss in
  /// parentheses and through quotes around Hangul; nil for quoted English or an unknown word.
  static func reading(of host: ArraySlice<Unicode.Scalar>) -> (Coda, exact: Bool)? {
    guard let last = host.last else { return nil }
    if let coda = Coda.ofSyllable(last) { return (coda, true) }
    if last == ")" {
      // A gloss after Korean (`역할(Role)을`) is read through; after Latin it is a call (`init(x)`).
      guard let open = host.lastIndex(of: "("), open > host.startIndex, Coda.isSyllable(host[open - 1]) else { return nil }
      return reading(of: host[..<open])
    }
    if closingQuotes.contains(last) {
      let inner = host.dropLast()
      guard let before = inner.last, let coda = Coda.ofSyllable(before) else { return nil }
      return (coda, true)
    }
    var start = host.endIndex
    while start > host.startIndex, isLatinTokenScalar(host[start - 1]) { start -= 1 }
    guard start < host.endIndex else { return nil }
    // Latin glued to Hangul before it (`앱의iOS`) is no word a reader would read alone.
    let token = host[start...].map { UInt8($0.value) }
    return SpokenReading.coda(of: token).map { ($0, false) }
  }

  /// Forms that some Korean word also ends in are not checked after Hangul. The form and the
  /// host's syllables are compared as scalars: no string is made.
  private static func checkableAfterHangul(_ form: Particle.Form, coda: Coda, host: ArraySlice<Unicode.Scalar>) -> Bool {
    let lastSyllable = host.last
    // 지을, 나은, 이을 are ㅅ-irregular verbs only as a word of their own (`집을 지을 때`);
    // `메시지을` and `사이을` are particles.
    let verb = host.count == 1 || !Coda.isSyllable(host[host.endIndex - 2])
    let text = form.text
    if text.count == 2 { return text[0] == "으" && text[1] == "로" }
    guard text.count == 1 else { return false }
    switch text[0] {
    case "를": return true
    case "을": return !isNounEndingInEul(lastSyllable) && !(verb && isVerbEndingInEul(lastSyllable))
    case "은": return !(verb && isVerbEndingInEul(lastSyllable))
    case "와": return true
    default: return false
    }
  }

  /// Syllables before `을` that make a noun (마을, 가을, 노을, 고을), and ㅅ-irregular verb stems
  /// before `을`/`은` (지을, 나은, 이을, 부은, 그을, 저은).
  private static func isNounEndingInEul(_ syllable: Unicode.Scalar?) -> Bool {
    switch syllable {
    case "마"?, "가"?, "노"?, "고"?: true
    default: false
    }
  }

  private static func isVerbEndingInEul(_ syllable: Unicode.Scalar?) -> Bool {
    switch syllable {
    case "나"?, "지"?, "부"?, "이"?, "그"?, "저"?: true
    default: false
    }
  }

  private static let closingQuotes: Set<Unicode.Scalar> = ["\u{2019}", "\u{201D}", "\"", "'", "\u{300D}", "\u{300F}", "\u{BB}", "`"]

  private static func isLatinTokenScalar(_ s: Unicode.Scalar) -> Bool {
    switch s {
    case "a"..."z", "A"..."Z", "0"..."9", ".", "-", "_", "%", ",": return true
    default: return false
    }
  }

  private static func isSpace(_ s: Unicode.Scalar) -> Bool {
    s == " " || s == "\t" || s == "\n" || s == "\r" || s == "\u{A0}" || s == "/" || s == "·"
  }
}

/// The particles whose form depends on the sound before them.
enum Particle {
  struct Family: Sendable {
    var afterConsonant: [Unicode.Scalar]
    var afterVowel: [Unicode.Scalar]
    /// `로` follows ㄹ as it follows a vowel.
    var rieulTakesVowelForm = false
    /// Endings that may follow the particle in the same word (`으로는`, `이라면`).
    var continuations: [[Unicode.Scalar]] = [[]]

    func form(after coda: Coda) -> [Unicode.Scalar] {
      switch coda {
      case .vowel: afterVowel
      case .rieul: rieulTakesVowelForm ? afterVowel : afterConsonant
      case .consonant: afterConsonant
      }
    }
  }

  struct Form: Sendable {
    var text: [Unicode.Scalar]
    var family: Family
  }

  static let families: [Family] = [
    Family(afterConsonant: s("을"), afterVowel: s("를")),
    Family(afterConsonant: s("은"), afterVowel: s("는")),
    Family(afterConsonant: s("이"), afterVowel: s("가")),
    Family(afterConsonant: s("과"), afterVowel: s("와"), continuations: [[], s("는"), s("도"), s("의"), s("만")]),
    Family(afterConsonant: s("으로"), afterVowel: s("로"), rieulTakesVowelForm: true,
           continuations: [[], s("는"), s("도"), s("서"), s("써"), s("부터"), s("의"), s("만")]),
    Family(afterConsonant: s("이나"), afterVowel: s("나")),
    Family(afterConsonant: s("이라"), afterVowel: s("라"), continuations: [[], s("고"), s("는"), s("면"), s("도"), s("서")]),
  ]

  static let forms: [Form] = families.flatMap { [Form(text: $0.afterConsonant, family: $0), Form(text: $0.afterVowel, family: $0)] }

  /// Every form with every continuation (`으로는`), longest first and, among equally long ones,
  /// in the order of `forms`: the first that ends a word is the particle it ends in.
  struct Ending: Sendable {
    var scalars: [Unicode.Scalar]
    /// Index in `forms`.
    var form: Int
  }

  static let endings: [Ending] = {
    var all: [(ending: Ending, order: Int)] = []
    for (index, form) in forms.enumerated() {
      for tail in form.family.continuations {
        let scalars = form.text + tail
        all.append((Ending(scalars: scalars, form: index), all.count))
      }
    }
    all.sort { ($0.ending.scalars.count, -$0.order) > ($1.ending.scalars.count, -$1.order) }
    return all.map(\.ending)
  }()

  /// `endings` as plain values (an ending has at most four scalars), so that
  /// trying them on every word of a run copies and counts no arrays.
  struct PackedEnding: Sendable {
    var scalars: SIMD4<UInt32>
    /// Each scalar's three UTF-8 bytes (the endings are syllables) as one integer.
    var utf8: SIMD4<UInt32>
    var count: Int
    var form: Int
    /// The form is its family's form after a consonant (`을`, `으로`), not after a vowel.
    var isConsonantForm: Bool
    /// The family's `rieulTakesVowelForm`.
    var rieulTakesVowelForm: Bool

    init(_ ending: Ending) {
      precondition(ending.scalars.count <= 4, "an ending of more than four scalars")
      scalars = SIMD4(repeating: 0)
      utf8 = SIMD4(repeating: 0)
      for (index, scalar) in ending.scalars.enumerated() {
        scalars[index] = scalar.value
        let bytes = Array(String(scalar).utf8)
        precondition(bytes.count == 3, "an ending scalar that is not a syllable")
        utf8[index] = UInt32(bytes[0]) << 16 | UInt32(bytes[1]) << 8 | UInt32(bytes[2])
      }
      count = ending.scalars.count
      form = ending.form
      let family = forms[ending.form].family
      precondition(family.afterConsonant != family.afterVowel, "a family with one form")
      isConsonantForm = forms[ending.form].text == family.afterConsonant
      rieulTakesVowelForm = family.rieulTakesVowelForm
    }

    /// Whether the family's form after `coda` is its form after a consonant (`Family.form(after:)`).
    @inline(__always)
    func takesConsonantForm(after coda: Coda) -> Bool {
      switch coda {
      case .vowel: false
      case .rieul: !rieulTakesVowelForm
      case .consonant: true
      }
    }

    /// The word is longer than the ending and ends in it.
    @inline(__always)
    func ends(_ word: ArraySlice<Unicode.Scalar>) -> Bool {
      guard count < word.count else { return false }
      var at = word.endIndex - count
      for index in 0..<count {
        if word[at].value != scalars[index] { return false }
        at += 1
      }
      return true
    }
  }

  /// `packedEndings` by the scalar they end in, each list in the same order: a word is tried
  /// against the endings of its last scalar only, and a word ending in any other scalar has no
  /// particle to check.
  static let endingsByLastScalar: [UInt32: [PackedEnding]] = Dictionary(grouping: endings.map(PackedEnding.init)) {
    $0.scalars[$0.count - 1]
  }

  /// The lists of `endingsByLastScalar`, each ending with its syllables' UTF-8 (three bytes as
  /// one integer), and for each precomposed syllable (U+AC00–U+D7A3) the index of its list plus
  /// one (0: none). Every word of a run looked its last scalar up: a table, not a hashed key.
  static let packedEndingLists: [[PackedEnding]] = endingTables.lists
  static let listBySyllable: [UInt8] = endingTables.bySyllable
  /// `packedEndingLists` one after another, and where each list starts in it (then where the
  /// last one ends): list `n` is `flatEndings[listStarts[n]..<listStarts[n + 1]]`.
  static let flatEndings: [PackedEnding] = packedEndingLists.flatMap { $0 }
  static let listStarts: [Int] = packedEndingLists.reduce(into: [0]) { $0.append($0.last! + $1.count) }

  /// `flatEndings`, `listStarts` and `listBySyllable` in place, for the words of one text.
  struct Tables {
    var endings: UnsafeBufferPointer<PackedEnding>
    var listStarts: UnsafeBufferPointer<Int>
    var bySyllable: UnsafeBufferPointer<UInt8>
  }
  private static let endingTables: (lists: [[PackedEnding]], bySyllable: [UInt8]) = {
    var lists: [[PackedEnding]] = []
    var bySyllable = [UInt8](repeating: 0, count: 0xD7A4 - 0xAC00)
    for (last, list) in endingsByLastScalar.sorted(by: { $0.key < $1.key }) {
      precondition((0xAC00...0xD7A3).contains(last), "an ending that is not a syllable")
      lists.append(list)
      bySyllable[Int(last) - 0xAC00] = UInt8(lists.count)
    }
    return (lists, bySyllable)
  }()

  /// The index in `packedEndingLists` of the endings that end in `scalar`, nil if none does.
  @inline(__always)
  static func endingList(endingIn scalar: UInt32) -> Int? {
    guard scalar >= 0xAC00 && scalar <= 0xD7A3 else { return nil }
    let list = Int(listBySyllable[Int(scalar) - 0xAC00])
    return list > 0 ? list - 1 : nil
  }

  private static func s(_ text: String) -> [Unicode.Scalar] { Array(text.unicodeScalars) }
}

extension Finding.Message {
  static func particles(_ wrong: [String]) -> String {
    "particle does not fit the word before it: \(wrong.joined(separator: ", "))"
  }
}
