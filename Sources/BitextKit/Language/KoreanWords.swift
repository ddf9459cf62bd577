/// Korean words of a text as terminology needs them, on UTF-8 bytes: each maximal run of Hangul
/// syllables (U+AC00–U+D7A3) is a word; the particle after a noun is split off as Korean grammar
/// attaches it, so `도구 모음을` is the phrase `도구 모음` and `버튼처럼` is `버튼`.
///
/// - A particle is split off only where it can follow the syllable before it: `이 은 을 과 으로`
///   after a final consonant, `가 는 를 와 로` after a vowel (`로` also after ㄹ: `컨트롤로`), the
///   others anywhere. So `디스플레이` keeps its `이` and `있는` its `는`.
/// - Particles that also end common nouns (`의`: `정의`; `이`: `길이`; `가`: `추가`; `과`: `결과`;
///   `도`: `정도`) leave at least two syllables; `을 를 은 는 에 에서 으로 로 와` may leave one
///   (`탭을`, `뷰에서`, `바는`).
/// - `은 는 도 만 나 들 …` also end verb forms (`작은`, `하는`) or words (`마다`): they are
///   *ambiguous* and do not show that the stem is a noun; case particles (`을 를 이 가 의 에 …`) do.
/// - A word whose run starts right after a Latin letter, a digit or a closing mark (`iOS에서`,
///   `‘스타일’은`) is a particle of what precedes it, not a word (`attached`).
///
/// - Complexity: O(n) in bytes; one pass, no `String` per word.
enum KoreanWords {
  struct Word {
    /// Byte range of the whole word and of its stem (the word without its particle).
    var range: Range<Int>
    var stemEnd: Int
    /// `EnglishTerms.fnv` of the stem's bytes: made once, in the pass that judges the word, for
    /// the counts and ids that go by it.
    var stemHash: UInt64
    /// Index into `particles` of the particle split off, or -1.
    var particle: Int16
    /// The run follows a Latin letter, digit or closing mark: a particle of something else.
    var attached: Bool
    /// One ASCII space follows: the next word may continue a noun phrase.
    var spaceAfter: Bool
    /// A verb or adjective form (`표시할`, `사용하는`, `만들어야`), a stem ending in 하/되, or a
    /// function word (`수`, `및`, `이러한`): never part of a term.
    var excluded: Bool

    var stem: Range<Int> { range.lowerBound..<stemEnd }
    var isBare: Bool { particle < 0 }
    /// The particle split off is a case particle (only nouns take it).
    var showsNoun: Bool { particle >= 0 && !KoreanWords.particles[Int(particle)].ambiguous }
  }

  struct Particle {
    enum After { case any, consonant, vowel, vowelOrRieul }
    /// The particle's UTF-8 (three bytes a syllable).
    var bytes: [UInt8]
    var after: After
    /// Syllables the stem must keep.
    var minimumStem: Int
    /// Also ends verb forms or words: no evidence of a noun.
    var ambiguous: Bool
    /// Also ends loanwords (`오버플로`, `윈도`): kept on a stem that (almost) never appears without it.
    var fusable: Bool
  }

  static let particles: [Particle] = {
    func p(_ s: String, _ after: Particle.After = .any, min: Int = 2, ambiguous: Bool = false, fusable: Bool = false) -> Particle {
      Particle(bytes: Array(s.utf8), after: after, minimumStem: min, ambiguous: ambiguous, fusable: fusable)
    }
    let list = [
      p("에서는", min: 1), p("에서도", min: 1), p("에서의", min: 1), p("에게는"), p("에게"), p("에서", min: 1), p("에는", min: 1),
      p("에도"), p("과의"), p("와의"), p("까지"), p("부터"), p("처럼"), p("보다"), p("마다", ambiguous: true),
      p("의"), p("에", min: 1), p("도", ambiguous: true, fusable: true), p("만", ambiguous: true, fusable: true),
      p("들", ambiguous: true),
      p("으로부터", .consonant, min: 1), p("으로서", .consonant, min: 1), p("으로써", .consonant, min: 1),
      p("으로는", .consonant, min: 1), p("으로도", .consonant, min: 1), p("으로", .consonant, min: 1),
      p("이라는", .consonant, ambiguous: true), p("이라고", .consonant, ambiguous: true), p("이란", .consonant, ambiguous: true),
      p("이나", .consonant, ambiguous: true), p("이며", .consonant, ambiguous: true), p("이고", .consonant, ambiguous: true),
      p("입니다", .consonant, ambiguous: true), p("은", .consonant, min: 1, ambiguous: true), p("을", .consonant, min: 1),
      p("이", .consonant, fusable: true), p("과", .consonant, fusable: true),
      p("로부터", .vowelOrRieul, min: 1), p("로서", .vowelOrRieul, min: 1), p("로써", .vowelOrRieul, min: 1),
      p("로는", .vowelOrRieul, min: 1), p("로도", .vowelOrRieul, min: 1), p("로", .vowelOrRieul, min: 1, fusable: true),
      p("라는", .vowel, ambiguous: true), p("라고", .vowel, ambiguous: true), p("란", .vowel, ambiguous: true),
      p("나", .vowel, ambiguous: true, fusable: true), p("며", .vowel, ambiguous: true),
      p("가", .vowel, fusable: true), p("는", .vowel, min: 1, ambiguous: true), p("를", .vowel, min: 1),
      p("와", .vowel, min: 1, fusable: true),
    ]
    // Longest first, so `에서는` wins over `는`.
    return list.sorted { $0.bytes.count > $1.bytes.count }
  }()

  /// Endings of verb and adjective forms: a word ending so is no noun.
  static let verbEndings: [[UInt8]] = [
    "다", "요", "니다", "세요", "하는", "하고", "하여", "하면", "하기", "되는", "있는", "없는", "않는", "할", "될", "한", "된",
    "하지", "되지", "해야", "하십시오", "으면", "으며", "하며", "는데", "지만", "려면", "도록", "거나", "십시오", "해서",
    "되어", "하게", "되면", "려고", "받는", "주는", "보는", "적으로", "적인", "어야", "아야", "고", "져", "면서", "므로",
  ].map { Array($0.utf8) }

  /// Indices of `particles` and of `verbEndings` by their last syllable, in order: a word is
  /// compared only with the suffixes that end as it does (each word was compared with all hundred).
  private static let particlesByLast = SuffixesByLastSyllable(particles.map(\.bytes))
  private static let verbEndingsByLast = SuffixesByLastSyllable(verbEndings)

  /// The tables `strip` and `isExcluded` read, in one value a scan fetches once: every access to
  /// a static goes through `swift_once` (1.2 million calls a word at a time on the bench's 10k pair).
  private struct Tables {
    let particles = KoreanWords.particles
    let particlesByLast = KoreanWords.particlesByLast
    let verbEndings = KoreanWords.verbEndings
    let verbEndingsByLast = KoreanWords.verbEndingsByLast
    let functionWords = KoreanWords.functionWords
  }
  private static let tables = Tables()

  /// Suffixes' indices by their last syllable, in a table indexed by the syllable (a
  /// `Dictionary` hashed the syllable of every word, twice). Also the lexicon's particles'
  /// (`TransliterationLexicon.stem`).
  struct SuffixesByLastSyllable: Sendable {
    /// For syllable s, the indices `indices[start[s − 0xAC00]..<start[s − 0xAC00 + 1]]`.
    private let start: [Int32]
    private let indices: [Int]

    init(_ suffixes: [[UInt8]]) {
      let count = 0xD7A4 - 0xAC00
      let last = suffixes.map { suffix in suffix.withUnsafeBufferPointer { Int(KoreanWords.syllable($0, at: $0.count - 3)!) - 0xAC00 } }
      var start = [Int32](repeating: 0, count: count + 1), indices: [Int] = []
      for s in 0..<count {
        start[s] = Int32(indices.count)
        indices += suffixes.indices.filter { last[$0] == s }
      }
      start[count] = Int32(indices.count)
      (self.start, self.indices) = (start, indices)
    }

    /// The indices of the suffixes ending with `syllable` (a Hangul syllable), in order.
    @inline(__always)
    subscript(_ syllable: UInt32) -> ArraySlice<Int> {
      indices[positions(endingWith: syllable)]
    }

    /// Where the indices of the suffixes ending with `syllable` are (`index(at:)`): read so,
    /// they take no slice of the table, whose retain every word paid on every core at once.
    @inline(__always)
    func positions(endingWith syllable: UInt32) -> Range<Int> {
      let s = Int(syllable) - 0xAC00
      return Int(start[s])..<Int(start[s + 1])
    }

    @inline(__always)
    func index(at position: Int) -> Int { indices[position] }
  }

  /// Function words, adverbs and determiners: never a term, never inside one. Their hashes, in
  /// a table that looks a hash up without hashing it again (asked twice of every word).
  static let functionWords = Glosses.Vocabulary(distinct: Array(Set("""
    수 것 때 등 및 또는 그리고 하지만 이 그 저 이런 이러한 그러한 그런 경우 위해 위한 대한 대해 통해 따라 가장 모든 각 더 잘 \
    같은 다른 예를 들어 일반적으로 때문에 자주 항상 너무 많은 여러 어떤 어떻게 대부분 특히 또한 즉 만약 그러나 따라서 동안 \
    중 후 전 사이 내 외 간 일부 가능한 필요한 다음 또 함께 바로 이미 아직 다시 매우 모두 서로 각각 언제든지 최대한 \
    이상 이하 정도 때로는 대신 주로 쉽게 현재 이후 이전 하나 두 세 여러분 곳 데 뿐 때까지 경우에는 보통 가급적
    """.split(whereSeparator: { $0 == " " || $0 == "\n" }).map { word in
      Array(word.utf8).withUnsafeBufferPointer { EnglishTerms.fnv($0, 0..<$0.count) }
    })))

  /// Words that open a sentence continuing the one before it: demonstratives and pronouns
  /// (`이`, `그`, `이러한`, `이는`, `이것은`, `이를`), connectives (`그러나`, `따라서`, `즉`, `또한`,
  /// `예를 들어`) and time or place references (`이때`, `이제`, `여기서`). A translator who splits
  /// one English sentence in two opens the second half so.
  static let referringOpeners: Set<String> = Set("""
    이 그 저 이런 그런 저런 이러한 그러한 이와 그와 이렇게 그렇게 이처럼 그처럼 이렇듯 이는 그는 이것은 이것이 이것을 \
    이것도 그것은 그것이 그것을 이를 그를 이로 이로써 이에 이에는 이때 그때 이제 여기서 거기서 이후 그다음 \
    그래서 그러나 그러면 그런데 그리고 그러므로 그래도 하지만 또한 또 또는 혹은 즉 따라서 특히 예를 예컨대 반면 반면에 \
    대신 단 다만 게다가 결국 물론 오히려
    """.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init))

  /// Whether `sentence` opens by referring back to the one before: its first word is one of
  /// `referringOpeners` (a comma after it allowed), or it opens with a parenthesis or bracket.
  static func opensWithReference(_ sentence: String) -> Bool {
    let text = sentence.drop(while: { $0.isWhitespace || $0 == "\"" || $0 == "“" || $0 == "*" })
    guard let first = text.first else { return false }
    if first == "(" || first == "[" || first == "（" { return true }
    let word = text.prefix(while: { !$0.isWhitespace && $0 != "," && $0 != "，" })
    return referringOpeners.contains(String(word))
  }

  /// How often each stem appears, and with each particle that can also end a word: a stem seen
  /// three times or more, nine times in ten with the same such particle, keeps it (`오버플로`).
  struct FusedParticles {
    private var totals = HashCounts()
    private var forms = HashCounts()

    mutating func count(_ b: UnsafeBufferPointer<UInt8>) {
      count(KoreanWords.scan(b), b)
    }

    /// `count(_:)` of a text already scanned (`scan(_:)`, without fusing).
    mutating func count(_ words: [Word], _ b: UnsafeBufferPointer<UInt8>) {
      // Fetched once: each access to a static goes through `swift_once` (a call per word).
      let particles = KoreanWords.particles
      for word in words where !word.attached {
        let stem = word.stemHash
        totals.add(stem)
        if word.particle >= 0 && particles[Int(word.particle)].fusable {
          forms.add(EnglishTerms.combine(stem, UInt64(word.particle) &+ 1))
        }
      }
    }

    /// Whether the stem of hash `h` keeps particle `particle`.
    func isFused(stem h: UInt64, particle: Int) -> Bool {
      guard KoreanWords.particles[particle].fusable else { return false }
      let total = totals[h]
      return total >= 3 && Double(forms[EnglishTerms.combine(h, UInt64(particle) &+ 1)]) >= 0.9 * Double(total)
    }
  }

  /// The words of `bytes`, in order; `fused` keeps the particles a run's stems go with.
  static func scan(_ bytes: UnsafeBufferPointer<UInt8>, fused: FusedParticles? = nil) -> [Word] {
    var words: [Word] = []
    // About a word in ten bytes of Korean (three syllables and a space): grown from empty, the
    // array was copied five times a paragraph.
    words.reserveCapacity(bytes.count / 10)
    let tables = Self.tables
    var previous: UInt32 = 0x20  // the scalar before the current position
    var i = 0
    let n = bytes.count
    while i < n {
      guard var last = syllable(bytes, at: i) else {
        // Not a syllable: step over one scalar, remembering it.
        let b = bytes[i]
        let width = b < 0x80 ? 1 : b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : b >= 0xC0 ? 2 : 1
        previous = decode(bytes, at: i, width: width)
        i += width
        continue
      }
      let start = i
      i += 3
      // The run's last syllable kept as it is read: the word's end is judged by it (`strip`,
      // `isExcluded`), and it was decoded again for each.
      while i < n, let next = syllable(bytes, at: i) { last = next; i += 3 }
      let word = start..<i
      let attached = !opensWord(previous)
      previous = last
      let spaceAfter = i < n && bytes[i] == 0x20
      let particle = strip(bytes, word, last: last, tables)
      let stemEnd = i - (particle >= 0 ? tables.particles[particle].bytes.count : 0)
      // The hashes of the stem and of the whole word in one pass (FNV-1a is built byte by byte:
      // the stem's is the word's part way; lower-casing leaves Hangul's bytes as they are).
      var h: UInt64 = 0xcbf2_9ce4_8422_2325
      var k = start
      while k < stemEnd { h = (h ^ UInt64(bytes[k])) &* 0x0000_0100_0000_01B3; k += 1 }
      let stemHash = h
      while k < i { h = (h ^ UInt64(bytes[k])) &* 0x0000_0100_0000_01B3; k += 1 }
      let found = Word(range: word, stemEnd: stemEnd, stemHash: stemHash, particle: Int16(particle), attached: attached,
                       spaceAfter: spaceAfter, excluded: isExcluded(bytes, word, last: last, stemEnd: stemEnd, hash: h, stemHash: stemHash, tables))
      words.append(fused.map { fusing(found, bytes, $0) } ?? found)
    }
    return words
  }

  /// `word` of `bytes` with its particle kept as part of it when the run's stems go with that
  /// particle (`fused`): what `scan(_:fused:)` gives for a word `scan(_:)` gave.
  static func fusing(_ word: Word, _ bytes: UnsafeBufferPointer<UInt8>, _ fused: FusedParticles) -> Word {
    guard word.particle >= 0, fused.isFused(stem: word.stemHash, particle: Int(word.particle)) else { return word }
    var whole = word
    whole.particle = -1
    whole.stemEnd = word.range.upperBound
    whole.stemHash = EnglishTerms.fnv(bytes, word.range)
    whole.excluded = isExcluded(bytes, word.range, last: syllable(bytes, at: word.range.upperBound - 3)!, stemEnd: whole.stemEnd,
                                hash: whole.stemHash, stemHash: whole.stemHash, tables)
    return whole
  }

  /// A verb or adjective form, a stem ending in 하/되, or a function word (`Word.excluded`);
  /// `last` is the word's last syllable; `hash` and `stemHash` are `EnglishTerms.fnv` of the word and of its stem.
  private static func isExcluded(_ bytes: UnsafeBufferPointer<UInt8>, _ word: Range<Int>, last: UInt32, stemEnd: Int,
                                 hash: UInt64, stemHash: UInt64, _ t: Tables) -> Bool {
    for position in t.verbEndingsByLast.positions(endingWith: last)
    where ends(bytes, word, with: t.verbEndings[t.verbEndingsByLast.index(at: position)]) {
      return true
    }
    if let stemLast = stemEnd == word.upperBound ? last : syllable(bytes, at: stemEnd - 3),
       stemLast == 0xD558 || stemLast == 0xB418 { return true }  // 하, 되
    return t.functionWords.contains(hash) || (stemEnd < word.upperBound && t.functionWords.contains(stemHash))
  }

  /// The index of the particle that ends the syllables `word` of `b`, whose last is `last`, or -1.
  private static func strip(_ b: UnsafeBufferPointer<UInt8>, _ word: Range<Int>, last lastSyllable: UInt32, _ t: Tables) -> Int {
    for position in t.particlesByLast.positions(endingWith: lastSyllable) {
      // The particle's fields read in place: a copy of it retained its bytes.
      let index = t.particlesByLast.index(at: position)
      let length = t.particles[index].bytes.count
      guard word.count >= length + 3 * t.particles[index].minimumStem && ends(b, word, with: t.particles[index].bytes) else { continue }
      guard let last = syllable(b, at: word.upperBound - length - 3) else { continue }
      let final = (last - 0xAC00) % 28
      switch t.particles[index].after {
      case .any: return index
      case .consonant where final != 0: return index
      case .vowel where final == 0: return index
      case .vowelOrRieul where final == 0 || final == 8: return index
      default: continue
      }
    }
    return -1
  }

  @inline(__always)
  static func ends(_ b: UnsafeBufferPointer<UInt8>, _ word: Range<Int>, with suffix: [UInt8]) -> Bool {
    guard word.count >= suffix.count else { return false }
    var k = word.upperBound - suffix.count
    for byte in suffix {
      if b[k] != byte { return false }
      k += 1
    }
    return true
  }

  /// The Hangul syllable at `i`, if one starts there.
  @inline(__always)
  static func syllable(_ b: UnsafeBufferPointer<UInt8>, at i: Int) -> UInt32? {
    guard i + 2 < b.count, b[i] >= 0xEA, b[i] <= 0xED else { return nil }
    let value = UInt32(b[i] & 0x0F) << 12 | UInt32(b[i + 1] & 0x3F) << 6 | UInt32(b[i + 2] & 0x3F)
    return value >= 0xAC00 && value <= 0xD7A3 ? value : nil
  }

  private static func decode(_ b: UnsafeBufferPointer<UInt8>, at i: Int, width: Int) -> UInt32 {
    guard width > 1, i + width <= b.count else { return UInt32(b[i]) }
    var value = UInt32(b[i]) & (width == 2 ? 0x1F : width == 3 ? 0x0F : 0x07)
    for k in 1..<width { value = value << 6 | UInt32(b[i + k] & 0x3F) }
    return value
  }

  /// Whether a word may start after this scalar: a space, the start of the text or an opening
  /// mark (`(`, a quote, a bracket, emphasis). After a letter, a digit or a closing mark the
  /// Hangul is a particle of what precedes it (`iOS에서`, `’은`).
  private static func opensWord(_ scalar: UInt32) -> Bool {
    switch scalar {
    case 0x09, 0x0A, 0x0D, 0x20, 0xA0, 0x3000: true
    case 0x28, 0x22, 0x27, 0x5B, 0x3C, 0x2A, 0x5F, 0x60, 0x7B: true  // ( " ' [ < * _ ` {
    case 0x2018, 0x201C, 0x300C, 0x300E, 0x3008, 0x300A, 0xFF08: true  // ‘ “ 「 『 〈 《 （
    case 0x2C, 0x2E, 0x3A, 0x3B, 0x21, 0x3F, 0x2F, 0xB7, 0x2026, 0x2014, 0x2013: true  // , . : ; ! ? / · … — –
    default: false
    }
  }
}
