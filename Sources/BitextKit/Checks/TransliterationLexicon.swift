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
  public private(set) var entries: [String: Set<String>] = [:]
  static let minimumPairs = 2

  public init(entries: [String: Set<String>] = [:]) { self.entries = entries }

  /// Learns from the profiles of a run (aligned units only).
  init(learningFrom profiles: [UnitProfile]) {
    var missingPairs: [String: Int] = [:]
    var cooccurrences: [String: [String: Int]] = [:]
    var documentFrequency: [String: Int] = [:]
    for profile in profiles {
      let stems = Set(profile.korean.hangulWords.map(Self.stem))
      for stem in stems { documentFrequency[stem, default: 0] += 1 }
      let koreanKeys = UnitProfile.keys(of: profile.korean.terms)
      for term in Self.nameCandidates(profile.english) where !koreanKeys.contains(term.key) {
        missingPairs[term.key, default: 0] += 1
        let skeleton = PhoneticKey.latin(term.text)
        for stem in stems {
          if PhoneticKey.matches(latin: skeleton, hangul: PhoneticKey.hangul(stem)) {
            entries[term.key, default: []].insert(stem)
          }
          cooccurrences[term.key, default: [:]][stem, default: 0] += 1
        }
      }
    }
    for (key, pairs) in missingPairs where pairs >= Self.minimumPairs {
      for (stem, count) in cooccurrences[key] ?? [:]
      where count == pairs && (documentFrequency[stem] ?? 0) <= 2 * pairs && stem.unicodeScalars.count >= 2 {
        entries[key, default: []].insert(stem)
      }
    }
  }

  /// Whether the Korean words contain a learned equivalent of the term (by key).
  public func covers(_ key: String, in hangulWords: [String]) -> Bool {
    guard let stems = entries[key], !stems.isEmpty else { return false }
    return hangulWords.contains { stems.contains(Self.stem($0)) }
  }

  /// Unique name candidates of a side, by key, and the words whose key is in `keys`.
  static func nameCandidates(_ anchors: Anchors, orKeys keys: Set<String> = []) -> [(key: String, text: String)] {
    var seen: Set<String> = []
    var result: [(key: String, text: String)] = []
    for term in anchors.terms where term.isNameCandidate || !keys.isEmpty {
      let key = UnitProfile.termKey(term)
      guard term.isNameCandidate || keys.contains(key) else { continue }
      if seen.insert(key).inserted { result.append((key, term.text)) }
    }
    return result
  }

  private static let particles = ["에서는", "에서도", "에서", "으로", "에는", "에게", "까지", "와", "과", "을", "를",
                                  "이", "가", "은", "는", "의", "에", "도", "로", "만"]

  /// The word without a trailing particle (`키노트에는` → `키노트`), if a stem of two syllables
  /// or more remains.
  static func stem(_ word: String) -> String {
    for particle in particles where word.hasSuffix(particle) && word.unicodeScalars.count >= particle.unicodeScalars.count + 2 {
      return String(word.unicodeScalars.dropLast(particle.unicodeScalars.count))
    }
    return word
  }
}
