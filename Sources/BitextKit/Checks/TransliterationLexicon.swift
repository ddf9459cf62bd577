#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Latin names and the Hangul words a run writes for them (`Keynote` ↔ `키노트`,
/// `Safari` ↔ `사파리`), learned from pairs where the Korean lacks the Latin name. A Hangul word
/// is learned for a name when
/// - its consonant skeleton spells the name (`PhoneticKey`), in one pair or more, or
/// - it appears in every pair (at least `minimumPairs`) where the name is missing in Korean, and
///   is not a word the run uses everywhere (at most twice as many Korean texts as those pairs).
/// The second way covers translated names (`Phone` ↔ `전화`) but needs repeated evidence, so a
/// short run stays conservative and reports rather than guesses.
public struct TransliterationLexicon: Sendable, Equatable {
  /// Term key (lowercased, plural removed) → Hangul stems learned for it.
  public var entries: [String: Set<String>] { learned.mapValues { Set($0.map(\.text)) } }
  private var learned: [String: Set<Stem>] = [:]
  static let minimumPairs = 2

  public init(entries: [String: Set<String>] = [:]) { learned = entries.mapValues { Set($0.map { Stem($0) }) } }

  /// Learns from the profiles of a run (aligned units only). The evidence is counted in parts
  /// on all cores and added up (sums and unions: the same lexicon whatever the split).
  init(learningFrom profiles: [UnitProfile]) {
    self.init(learningFrom: profiles, indices: Array(profiles.indices))
  }

  /// Learns from `profiles[i]` for each i of `indices` (aligned units only).
  init(learningFrom profiles: [UnitProfile], indices: [Int]) {
    // One evidence per worker, each taking the next chunk of units as it is free.
    let parts = ParallelMap.accumulate(indices.count, chunk: Self.chunkSize, minimumPerWorker: 4_096, { Evidence() }) {
      evidence, range in evidence.read(profiles, indices[range])
    }
    var evidence = Evidence()
    for part in parts { evidence.add(part) }
    learned = Dictionary(uniqueKeysWithValues: evidence.spelled.lazy.map { ($0.key.text, $0.value) })
    // The stems the second way may learn: those common to a name's pairs, of two scalars or more.
    // Each with the most pairs of a name it may be learned for: a count above twice that is
    // too many for every name.
    var learnable: [(key: TermKey, pairs: Int, stems: [Stem])] = []
    var counted = HashedIndex<Stem>(), limits: [Int] = []
    for (key, pairs) in evidence.missingPairs where pairs >= Self.minimumPairs {
      let stems = (evidence.common[key]?.stems ?? []).filter { $0.text.unicodeScalars.count >= 2 }
      guard !stems.isEmpty else { continue }
      for stem in stems {
        let (position, inserted) = counted.insert(stem)
        if inserted { limits.append(2 * pairs) } else { limits[position] = max(limits[position], 2 * pairs) }
      }
      learnable.append((key, pairs, stems))
    }
    guard !learnable.isEmpty else { return }
    // Their document frequencies alone, counted once they are known (counting every stem of
    // every unit, in a set per unit and a table of the run, was most of the learning).
    let frequency = DocumentFrequency(counted, limits: limits, profiles, indices)
    for (key, pairs, stems) in learnable {
      for stem in stems where frequency.count(of: stem) <= 2 * pairs { learned[key.text, default: []].insert(stem) }
    }
  }

  /// Units a worker reads at a time (the evidence is the same whatever the split: sums and unions).
  static let chunkSize = 512

  /// What a run's pairs say about names missing in Latin script in the Korean.
  private struct Evidence: Sendable {
    /// Name key → pairs whose Korean lacks the name.
    var missingPairs: [TermKey: Int] = [:]
    /// Name key → the stems the Korean of every one of those pairs has (a stem in all of them
    /// is all the second way of learning asks; the set only shrinks, so each pair costs the
    /// stems still in it rather than all of its own).
    var common: [TermKey: StemSet] = [:]
    /// Name key → stems whose consonant skeleton spells it.
    var spelled: [TermKey: Set<Stem>] = [:]

    init() {}

    /// Adds the evidence of `profiles[i]` for each i of `indices`.
    mutating func read(_ profiles: [UnitProfile], _ indices: ArraySlice<Int>) {
      // Fields are read through the array: a copy of a profile retains every one of them.
      for index in indices {
        // The unit's stems, made at its first missing name (most units have none).
        var unitStems: StemSet?
        var skeletons: Skeletons?  // the stems' Hangul keys, once per unit
        // The English's name candidates that the Korean lacks, each key once, in order.
        let keys = profiles[index].englishKeys, terms = keys.terms
        UnitProfile.forEachMissingName(keys, koreanKeys: profiles[index].koreanKeys) { position in
          if unitStems == nil { unitStems = StemSet(profiles[index].koreanHangulWordRanges, in: profiles[index].unit.koreanText) }
          let stems = unitStems!
          let key = keys[position]
          missingPairs[key, default: 0] += 1
          let skeleton = profiles[index].english.withBytes(of: terms[position], PhoneticKey.latin)
          // A name of one or two consonants spells no stem: its unit's stems need no keys for it.
          if skeleton.count >= PhoneticKey.minimumMatchLength {
            if skeletons == nil { skeletons = Skeletons(stems.stems) }
            let unitSkeletons = skeletons!
            // By index: the stems are read (copied) only where they match.
            for position in unitSkeletons.bounds.indices
            where PhoneticKey.matches(latin: skeleton, hangul: unitSkeletons.keys[unitSkeletons.bounds[position]]) {
              spelled[key, default: []].insert(unitSkeletons.stems[position])
            }
          }
          Self.intersect(&common, key, with: stems)
        }
      }
    }

    /// A unit's stems with their consonant skeletons (`PhoneticKey.hangul`), all in one buffer:
    /// `keys[bounds[i]]` is the skeleton of `stems[i]`.
    /// Made in one pass (`PhoneticKey.hangul(_:byteCount:withBytes:)`: the class tables read
    /// once, the classes written into room made at once).
    private struct Skeletons {
      let stems: [Stem]
      let keys: [UInt8]
      let bounds: [Range<Int>]

      init(_ stems: [Stem]) {
        self.stems = stems
        (keys, bounds) = PhoneticKey.hangul(stems, byteCount: stems.reduce(0) { $0 + $1.utf8Count }) { stem, body in
          stem.withUTF8(body)
        }
      }
    }

    mutating func add(_ other: Evidence) {
      missingPairs.merge(other.missingPairs, uniquingKeysWith: +)
      spelled.merge(other.spelled) { $0.union($1) }
      for (key, stems) in other.common { Self.intersect(&common, key, with: stems) }
    }

    /// Narrows the stems common to `key`'s pairs to those in `stems` (the first pair's stems
    /// when the key has none yet).
    private static func intersect(_ common: inout [TermKey: StemSet], _ key: TermKey, with stems: StemSet) {
      guard let current = common[key] else { common[key] = stems; return }
      guard !current.stems.isEmpty, current.stems.contains(where: { !stems.contains($0) }) else { return }
      common[key] = current.filtered { stems.contains($0) }
    }
  }

  /// How many units (`profiles[i]` for each i of `indices`) have each of some stems in their
  /// Korean, exactly up to a limit per stem (above it, some count above it: all the lexicon
  /// asks), counted on all cores in parts and added up. A word is made a stem only when its
  /// first two syllables begin a stem still counted (`StemPrefixes`): those of most words do
  /// not, and a frequent stem stops being counted once above its limit.
  private struct DocumentFrequency {
    private let stems: HashedIndex<Stem>
    private var counts: [Int]

    init(_ stems: HashedIndex<Stem>, limits: [Int], _ profiles: [UnitProfile], _ indices: [Int]) {
      self.stems = stems
      let prefixes = StemPrefixes(stems.elements)
      let particles = TransliterationLexicon.particleTable  // fetched once (a static's every access goes through `swift_once`)
      let parts = ParallelMap.accumulate(indices.count, chunk: TransliterationLexicon.chunkSize, minimumPerWorker: 4_096, {
        Part(count: stems.elements.count, prefixes: prefixes)
      }) { part, range in
        for index in indices[range] {
          var text = profiles[index].unit.koreanText
          let ranges = profiles[index].koreanHangulWordRanges
          text.withUTF8 { bytes in
            for range in ranges {
              let word = UnsafeBufferPointer(rebasing: bytes[Int(range.lowerBound)..<Int(range.upperBound)])
              guard part.prefixes.mayStart(word),
                    let position = stems.index(of: TransliterationLexicon.stem(ofWord: word, particles)),
                    part.last[position] != index else { continue }
              part.last[position] = index
              part.counts[position] += 1
              if part.counts[position] == limits[position] + 1 { part.prefixes.remove(position) }
            }
          }
        }
      }
      // A part's count only grows: one above the limit makes the sum above it.
      counts = [Int](repeating: 0, count: stems.elements.count)
      for part in parts {
        for position in part.counts.indices { counts[position] += part.counts[position] }
      }
    }

    /// One part's counts, and the unit last counted per stem (a unit counts a stem once).
    private struct Part: Sendable {
      var counts: [Int]
      var last: [Int]
      var prefixes: StemPrefixes

      init(count: Int, prefixes: StemPrefixes) {
        counts = [Int](repeating: 0, count: count)
        last = [Int](repeating: -1, count: count)
        self.prefixes = prefixes
      }
    }

    func count(of stem: Stem) -> Int { stems.index(of: stem).map { counts[$0] } ?? 0 }
  }

  /// Stems by their first two syllables (U+AC00–U+D7A3), in a table of counts by a hash of the
  /// pair: whether a word's stem may be one of them, told from its first six bytes. The stems
  /// are of two scalars or more, and a word's first two scalars are its stem's, as NFC, unless a
  /// conjoining jamo follows them (`가` and `ᆨ` make `각`) or they are not syllables.
  private struct StemPrefixes: Sendable {
    private var table = [Int32](repeating: 0, count: 1 << Self.bits)
    /// The slot of each stem, -1 for a stem not starting with two syllables.
    private let slots: [Int]
    /// Some stem starts otherwise: every word may be one.
    private let any: Bool
    private static let bits = 14

    init(_ stems: [Stem]) {
      slots = stems.map { stem in
        let nfc = Array(Stem.composingJamo(stem.text).utf8)
        return nfc.withUnsafeBufferPointer { Self.slot($0) } ?? -1
      }
      any = slots.contains(-1)
      for slot in slots where slot >= 0 { table[slot] += 1 }
    }

    /// Stops looking for the stem at `position` of the stems.
    mutating func remove(_ position: Int) {
      if slots[position] >= 0 { table[slots[position]] -= 1 }
    }

    /// Whether the stem of the Hangul word `word` may be one of the stems.
    @inline(__always)
    func mayStart(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
      guard !any, let first = Self.syllable(word, 0) else { return true }
      // One syllable is its own stem, of one scalar.
      if word.count == 3 { return false }
      guard let slot = Self.slot(word, first: first) else { return true }
      return table[slot] > 0
    }

    /// The slot of the word or stem whose UTF-8 is `bytes`, if it starts with two syllables not
    /// followed by a conjoining jamo (U+1100–U+11FF, led by 0xE1).
    @inline(__always)
    private static func slot(_ bytes: UnsafeBufferPointer<UInt8>, first: UInt32? = nil) -> Int? {
      guard let first = first ?? syllable(bytes, 0), let second = syllable(bytes, 3), bytes.count == 6 || bytes[6] != 0xE1 else {
        return nil
      }
      let pair = UInt64(first - 0xAC00) &* 11_172 &+ UInt64(second - 0xAC00)
      return Int(truncatingIfNeeded: (pair &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - bits))
    }

    /// The precomposed syllable at `offset`, if there is one.
    @inline(__always)
    private static func syllable(_ bytes: UnsafeBufferPointer<UInt8>, _ offset: Int) -> UInt32? {
      guard bytes.count >= offset + 3, bytes[offset] & 0xF0 == 0xE0 else { return nil }
      let scalar = UInt32(bytes[offset] & 0x0F) << 12 | UInt32(bytes[offset + 1] & 0x3F) << 6 | UInt32(bytes[offset + 2] & 0x3F)
      return scalar >= 0xAC00 && scalar <= 0xD7A3 ? scalar : nil
    }
  }

  /// A unit's stems as a set: without repeats, in their first order (`HashedIndex`). A `Set`
  /// of them, made for every unit of the run, hashed each stem again with `Hasher`.
  struct StemSet: Sendable {
    private let index: HashedIndex<Stem>

    init(_ stems: [Stem]) { index = HashedIndex(stems) }

    private init(_ index: HashedIndex<Stem>) { self.index = index }

    /// The stems (`TransliterationLexicon.stems`) of the Hangul words at `ranges` of a unit's
    /// Korean, each put in the set as it is read (no array of them made first).
    init(_ ranges: [Range<Int32>], in koreanText: String) {
      var index = HashedIndex<Stem>(capacity: ranges.count)
      TransliterationLexicon.forEachStem(ranges, in: koreanText) { index.insert($0) }
      self.init(index)
    }

    var stems: [Stem] { index.elements }

    func contains(_ stem: Stem) -> Bool { index.contains(stem) }

    /// The stems that `isIncluded`, in order.
    func filtered(_ isIncluded: (Stem) -> Bool) -> StemSet { StemSet(stems.filter(isIncluded)) }
  }

  /// Whether the Korean words contain a learned equivalent of the term (by key).
  public func covers(_ key: String, in hangulWords: [String]) -> Bool {
    covers(key, stemsOf: { hangulWords.map { Stem(Self.stem($0)) } })
  }

  /// `covers(_:in:)` with the words' stems (`stems(of:)`) made by `stems`, only when the key
  /// has learned renderings: a check asking for several names of a unit makes them once.
  func covers(_ key: String, stemsOf stems: () -> [Stem]) -> Bool {
    guard let learned = learned[key], !learned.isEmpty else { return false }
    return stems().contains { learned.contains($0) }
  }

  /// A stem (`stem`) as a key. `String` compares and hashes Hangul by canonical equivalence,
  /// normalizing the text each time (a run hashed every stem of every unit: a tenth of a
  /// run's instructions); a stem compares and hashes its NFC form's bytes instead, which is
  /// the stem itself for precomposed syllables (all but a few words). The bytes are hashed
  /// once, when the stem is made: sets and tables of stems hash that integer.
  ///
  /// NFC of up to 15 bytes (five syllables: nearly every stem) is kept inline, in two
  /// integers, as a small string keeps its bytes: a unit's stems make no string (a `String`
  /// per stem, and its release, was a third of the lexicon's learning), and two such stems
  /// compare as two integers. Only a longer stem, or one whose text is not its NFC (jamo),
  /// keeps strings (`Spelling`).
  struct Stem: Hashable, Sendable, BytesHashed {
    /// NFC's UTF-8 bytes 0–7 (the first in the lowest byte) and 8–14, the count in `high`'s
    /// top byte; for NFC longer than 15 bytes both are 0 but that byte, which is `long`.
    private let low: UInt64, high: UInt64
    /// The text and its NFC, unless the text is the inline bytes.
    private let spelling: Spelling?
    /// `TermKey.hash` of the NFC bytes.
    let bytesHash: UInt64

    private static let long: UInt64 = 0xFF << 56
    static let inlineCapacity = 15

    /// A stem's text and NFC, for a stem whose text is not its inline bytes.
    private final class Spelling: Sendable {
      let text: String
      let nfc: String
      init(text: String, nfc: String) { self.text = text; self.nfc = nfc }
    }

    init(_ text: String) {
      var nfc = Self.composingJamo(text)
      let (hash, packed) = nfc.withUTF8 { bytes -> (UInt64, (low: UInt64, high: UInt64)) in (TermKey.hash(bytes), Self.packed(bytes)) }
      bytesHash = hash
      (low, high) = packed
      spelling = high == Self.long || !nfc.utf8.elementsEqual(text.utf8) ? Spelling(text: text, nfc: nfc) : nil
    }

    /// A stem of precomposed syllables only, already NFC, whose UTF-8 is `utf8`.
    fileprivate init(syllables utf8: UnsafeBufferPointer<UInt8>) {
      bytesHash = TermKey.hash(utf8)
      (low, high) = Self.packed(utf8)
      if high == Self.long {
        let text = AnchorScanner.string(utf8)
        spelling = Spelling(text: text, nfc: text)
      } else {
        spelling = nil
      }
    }

    /// `bytes` inline, or `long` when they do not fit.
    @inline(__always)
    private static func packed(_ bytes: UnsafeBufferPointer<UInt8>) -> (low: UInt64, high: UInt64) {
      guard bytes.count <= inlineCapacity else { return (0, long) }
      // Copied into two zeroed words at once (a shift and an or per byte, before): byte i of the
      // little-endian pair is byte i of the stem.
      var words: (UInt64, UInt64) = (0, 0)
      if let source = bytes.baseAddress {
        withUnsafeMutableBytes(of: &words) { $0.baseAddress!.copyMemory(from: source, byteCount: bytes.count) }
      }
      return (UInt64(littleEndian: words.0), UInt64(littleEndian: words.1) | UInt64(bytes.count) << 56)
    }

    /// The stem as `stem` made it.
    var text: String {
      if let spelling { return spelling.text }
      return withUTF8 { AnchorScanner.string($0) }
    }

    /// The count of `text`'s UTF-8 bytes.
    var utf8Count: Int { spelling?.text.utf8.count ?? Int(high >> 56) }

    /// Calls `body` with the UTF-8 of `text`, read in place when inline.
    func withUTF8<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
      if let spelling {
        var text = spelling.text
        return text.withUTF8(body)
      }
      return withUnsafeBytes(of: (low.littleEndian, high.littleEndian)) { raw in
        raw.withMemoryRebound(to: UInt8.self) { body(UnsafeBufferPointer(rebasing: $0[..<Int(high >> 56)])) }
      }
    }

    /// Inlined into the tables' probes (a call per probed stem, with a retain and release of
    /// the stem copied out for it, was most of a probe's cost); only stems too long to keep
    /// inline compare their strings, out of line.
    @inline(__always)
    static func == (a: Stem, b: Stem) -> Bool {
      guard a.bytesHash == b.bytesHash, a.low == b.low, a.high == b.high else { return false }
      return a.high != long || sameLongNFC(a, b)
    }

    private static func sameLongNFC(_ a: Stem, _ b: Stem) -> Bool {
      var x = a.spelling!.nfc, y = b.spelling!.nfc
      return x.withUTF8 { x in y.withUTF8 { y in x.count == y.count && memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0 } }
    }

    func hash(into hasher: inout Hasher) { hasher.combine(bytesHash) }

    /// NFC of Hangul text (the scalars of a Hangul word: syllables and jamo, none of which
    /// reorders or decomposes into others): a leading consonant and a vowel make a syllable,
    /// a syllable without a final consonant takes a trailing one. Other text stays as it is.
    static func composingJamo(_ text: String) -> String {
      guard text.unicodeScalars.contains(where: { (0x1100...0x11FF).contains($0.value) }) else { return text }
      var scalars: [Unicode.Scalar] = []
      for scalar in text.unicodeScalars {
        let value = scalar.value
        if let last = scalars.last?.value {
          if (0x1100...0x1112).contains(last), (0x1161...0x1175).contains(value),
             let syllable = Unicode.Scalar(0xAC00 + ((last - 0x1100) * 21 + value - 0x1161) * 28) {
            scalars[scalars.count - 1] = syllable
            continue
          }
          if (0xAC00...0xD7A3).contains(last), (last - 0xAC00) % 28 == 0, (0x11A8...0x11C2).contains(value),
             let syllable = Unicode.Scalar(last + value - 0x11A7) {
            scalars[scalars.count - 1] = syllable
            continue
          }
        }
        scalars.append(scalar)
      }
      return String(String.UnicodeScalarView(scalars))
    }
  }

  /// The stems of the Hangul words at `ranges` of a unit's Korean
  /// (`UnitProfile.koreanHangulWordRanges`), in order, read from the bytes: a word of
  /// precomposed syllables makes no string unless its stem is longer than `Stem` keeps inline.
  static func stems(_ ranges: [Range<Int32>], in koreanText: String) -> [Stem] {
    var stems: [Stem] = []
    stems.reserveCapacity(ranges.count)
    forEachStem(ranges, in: koreanText) { stems.append($0) }
    return stems
  }

  /// Calls `body` with the stem of each Hangul word at `ranges` of `koreanText`, in order.
  @inline(__always)
  static func forEachStem(_ ranges: [Range<Int32>], in koreanText: String, _ body: (Stem) -> Void) {
    var text = koreanText
    let particles = particleTable  // fetched once a text (a static's every access goes through `swift_once`)
    text.withUTF8 { bytes in
      for range in ranges {
        body(stem(ofWord: UnsafeBufferPointer(rebasing: bytes[Int(range.lowerBound)..<Int(range.upperBound)]), particles))
      }
    }
  }

  /// The stem of one Hangul word's bytes.
  @inline(__always)
  private static func stem(ofWord word: UnsafeBufferPointer<UInt8>, _ particles: ParticleTable) -> Stem {
    if let length = syllableStemLength(word, particles) {
      return Stem(syllables: UnsafeBufferPointer(rebasing: word[..<length]))
    }
    return Stem(stem(String(decoding: word, as: UTF8.self)))
  }

  private static let particles = ["에서는", "에서도", "에서", "으로", "에는", "에게", "까지", "와", "과", "을", "를",
                                  "이", "가", "은", "는", "의", "에", "도", "로", "만"]

  /// The particles' UTF-8 in the order they are tried, and their indices by last syllable: a
  /// word is compared only to the particles that end as it does (each word's last syllable was
  /// compared with all twenty).
  struct ParticleTable: Sendable {
    let bytes = TransliterationLexicon.particles.map { Array($0.utf8) }
    let byLast: KoreanWords.SuffixesByLastSyllable

    init() { byLast = KoreanWords.SuffixesByLastSyllable(bytes) }
  }
  private static let particleTable = ParticleTable()

  /// The word without a trailing particle (`키노트에는` → `키노트`), if a stem of two syllables
  /// or more remains.
  /// - Complexity: O(particles) byte comparisons for a word of precomposed syllables (every
  ///   word of NFC text: there `hasSuffix` is a byte suffix); other words (conjoining jamo) take
  ///   `String`'s canonical comparison.
  static func stem(_ word: String) -> String {
    var word = word
    let stem: String?? = word.withUTF8 { bytes in
      syllableStemLength(bytes).map { $0 == bytes.count ? nil : AnchorScanner.string(UnsafeBufferPointer(rebasing: bytes[..<$0])) }
    }
    if let stem { return stem ?? word }
    for particle in particles where word.hasSuffix(particle) && word.unicodeScalars.count >= particle.unicodeScalars.count + 2 {
      return String(word.unicodeScalars.dropLast(particle.unicodeScalars.count))
    }
    return word
  }

  /// For a word of precomposed Hangul syllables only (U+AC00–U+D7A3, three bytes each, each its
  /// own character and NFC): the length in bytes of its stem (the word's own when no particle
  /// comes off). Nil for any other word.
  @inline(__always)
  private static func syllableStemLength(_ bytes: UnsafeBufferPointer<UInt8>, _ particles: ParticleTable = particleTable) -> Int? {
    guard !bytes.isEmpty, bytes.count % 3 == 0 else { return nil }
    var i = 0
    var scalar: UInt32 = 0
    while i < bytes.count {
      scalar = UInt32(bytes[i] & 0x0F) << 12 | UInt32(bytes[i + 1] & 0x3F) << 6 | UInt32(bytes[i + 2] & 0x3F)
      guard bytes[i] & 0xF0 == 0xE0, bytes[i + 1] & 0xC0 == 0x80, bytes[i + 2] & 0xC0 == 0x80,
            (0xAC00...0xD7A3).contains(scalar) else { return nil }
      i += 3
    }
    // `scalar` is the last syllable's. By index: iterating the particles themselves retained
    // and released each one's bytes.
    let whole = 0..<bytes.count
    for index in particles.byLast[scalar] {
      let count = particles.bytes[index].count
      if bytes.count >= count + 6, KoreanWords.ends(bytes, whole, with: particles.bytes[index]) {
        return bytes.count - count
      }
    }
    return bytes.count
  }
}
