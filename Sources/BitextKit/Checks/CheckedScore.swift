/// A pair's score weighed with what the checks found in it, for the rows a user filters on
/// (`--min-score`, the clean TMX). Alignment scores a pair by where it stands and how its lengths
/// fit; the checks then compare what survives translation, the names and numbers of both sides.
/// - A pair they find nothing against (no `term-mismatch`, no `number-mismatch`) moves
///   `consistent` of the way to 1: alignment's low scores mostly mark thin evidence (a short
///   label, a paraphrase, a place beside a paragraph left out), not a wrong pair.
/// - A pair whose names or numbers disagree beside names, code or numbers both sides share moves
///   `sharedDespiteMismatch` of the way to 1: the shared names say it is the translation, the
///   mismatch is a defect of it (a translator writing a name in Hangul, a date the other way
///   round, a wrong API named), not of the pairing.
/// - A pair whose names or numbers disagree and which shares no name, code or number at all has
///   nothing but its place saying it is a translation: it keeps `contradictedShare` of its
///   score. Scaled, not capped: a sure place (the slot under its English, a run of sure pairs)
///   still counts, so a right pair with one wrong name stays above 0.5 while a pair whose place
///   was doubtful too falls well under it.
/// Units the checks call `untranslated` keep their score (a copy is no translation: 0), and so do
/// pairs a reviewer accepted. Which pairs are made never depends on this; only the score does.
///
/// Measured on the dev set (`Tests/tools/score-bands.py`, 10,160 aligned rows of four sets):
/// under 0.5 before, 290 rows 86 % right (copies of the English counted apart); after, 90 rows
/// 43 % right, while rows at 0.9 or above went from 8,558 at 99.4 % to 8,842 at 99.6 %. With the
/// pairing fixed further, the cap at 0.2 left 44 rows under 0.5 of which 73 % right (a planted
/// wrong API name in a sure slot); scaled instead, see BENCHMARKS.md.
enum CheckedScore {
  static let consistent = 0.5
  static let sharedDespiteMismatch = 0.25
  static let contradictedShare = 0.6

  /// Weighs the score of every aligned unit of `pages` with its `findings`, on all cores (a
  /// unit whose names or numbers disagree scans both its texts again unless `sharedAnchors`,
  /// one value per unit of the pages in order, tells: `sharedAnchor`, nil for unknown).
  static func weigh(_ pages: inout [GroupAlignment], findings byUnit: FindingsByUnit, accepted: Set<UnitID> = [],
                    sharedAnchors: [Bool?] = []) {
    var offset = 0
    for p in pages.indices {
      let units = pages[p].units, start = offset
      offset += units.count
      let scores = ParallelMap.map(Array(units.indices), minimumChunk: TranslationChecks.unitsPerTask) { index -> Double? in
        // The unit's fields read in place: a copy of the unit retains every part of it.
        guard units[index].status == .aligned && !accepted.contains(units[index].id) else { return nil }
        let shared = start + index < sharedAnchors.count ? sharedAnchors[start + index] : nil
        return weighed(units[index].score, codes: byUnit.codes(of: units[index].id)) { shared ?? sharesAnchor(units[index]) }
      }
      for (u, score) in scores.enumerated() { if let score { pages[p].units[u].score = score } }
    }
  }

  /// `sharedAnchor`: `sharesAnchor(unit)` if known, else nil.
  static func weighed(_ unit: TranslationUnit, codes: [FindingCode], sharedAnchor: Bool? = nil) -> Double {
    weighed(unit.score, codes: codes) { sharedAnchor ?? sharesAnchor(unit) }
  }

  /// `weighed` of a unit scored `score`, asking `sharesAnchor` only where names or numbers disagree.
  static func weighed(_ score: Double, codes: [FindingCode], sharesAnchor: () -> Bool) -> Double {
    if codes.contains(.untranslated) { return score }
    var score = score
    if !codes.contains(.termMismatch) && !codes.contains(.numberMismatch) {
      score += (1 - score) * consistent
    } else if sharesAnchor() {
      score += (1 - score) * sharedDespiteMismatch
    } else {
      score *= contradictedShare
    }
    return (score * 100).rounded() / 100
  }

  /// Whether both sides write a Latin word or a number alike. A Latin name in Korean takes no
  /// plural (`Effects` → `Effect에`, `Hooks` → `Hook을`), so a final `s` is not compared.
  /// The Korean, with few Latin words, is read first: the English is not read when the Korean
  /// has no word or number, and its words are looked up in the Korean's until one is found.
  /// Words compare by their bytes, ASCII-lowercased and without the plural `s` (`singular`), in
  /// place: no key is made and no set, for the few units this is asked of.
  static func sharesAnchor(_ unit: TranslationUnit) -> Bool {
    let korean = Anchors(unit.koreanText, keepsWords: false)
    guard !korean.terms.isEmpty || !korean.numbers.isEmpty else { return false }
    return shares(english: Anchors(unit.englishText, keepsWords: false), korean: korean)
  }

  /// `sharesAnchor` of the profile's unit read from its profile's terms and numbers (the same
  /// scan of the same texts), or nil when a side writes a hyphen before a letter, a word the
  /// profile may have split (`React-based` stands for `React` there, not here).
  static func sharedAnchor(_ profile: UnitProfile) -> Bool? {
    let unit = profile.unit
    guard !unit.english.contains(where: { hyphenatesWord($0.text) }), !unit.korean.contains(where: { hyphenatesWord($0.text) }) else { return nil }
    return shares(english: profile.english, korean: profile.korean)
  }

  /// Whether the two sides' anchors have a word (as `singular` keys it) or a number in common.
  private static func shares(english: Anchors, korean: Anchors) -> Bool {
    if !korean.terms.isEmpty && !english.terms.isEmpty {
      let koreanWords = LoweredWords(korean)
      for term in english.terms where english.withBytes(of: term, koreanWords.contains) { return true }
    }
    return english.numbers.contains { korean.numbers.contains($0) }
  }

  /// A hyphen followed by an ASCII letter: where a hyphenated word may be (`AnchorScanner`
  /// joins a word over a hyphen only so).
  private static func hyphenatesWord(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
      guard bytes.count > 1 else { return false }
      for index in 0..<(bytes.count - 1) where bytes[index] == UInt8(ascii: "-") && (bytes[index + 1] | 0x20) >= 0x61 && (bytes[index + 1] | 0x20) <= 0x7A {
        return true
      }
      return false
    }
  }

  /// Words' keys as `singular` makes them (ASCII-lowercased, a plural `s` dropped), their bytes
  /// one after another, each with a hash, looked up by the bytes of a word as written.
  private struct LoweredWords {
    private var bytes: [UInt8] = []
    private var words: [(start: Int, count: Int, hash: UInt64)] = []

    init(_ anchors: Anchors) {
      words.reserveCapacity(anchors.terms.count)
      for term in anchors.terms {
        anchors.withBytes(of: term) { word in
          let count = Self.singularCount(word), start = bytes.count
          for index in 0..<count { bytes.append(EnglishTerms.lower(word[index])) }
          words.append((start, count, EnglishTerms.fnv(word, 0..<count)))
        }
      }
    }

    func contains(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
      let count = Self.singularCount(word), hash = EnglishTerms.fnv(word, 0..<count)
      for entry in words where entry.hash == hash && entry.count == count {
        var index = 0
        while index < count, bytes[entry.start + index] == EnglishTerms.lower(word[index]) { index += 1 }
        if index == count { return true }
      }
      return false
    }

    /// The length of `singular` of the word's key: one less for a final `s` (either case) after
    /// three bytes or more, unless the byte before it is an `s` too.
    @inline(__always)
    private static func singularCount(_ word: UnsafeBufferPointer<UInt8>) -> Int {
      let count = word.count
      guard count > 3, EnglishTerms.lower(word[count - 1]) == UInt8(ascii: "s"), EnglishTerms.lower(word[count - 2]) != UInt8(ascii: "s")
      else { return count }
      return count - 1
    }
  }

  /// `key` without a plural `s` (`effects` → `effect`; not `class`, not a word of three letters).
  static func singular(_ key: String) -> Substring {
    let bytes = key.utf8
    guard bytes.count > 3, bytes.last == UInt8(ascii: "s"), bytes.dropLast().last != UInt8(ascii: "s") else { return Substring(key) }
    return key.dropLast()
  }
}
