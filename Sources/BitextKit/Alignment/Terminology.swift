/// How recurring English terms are rendered in Korean, per source, learned from the aligned
/// pairs themselves: for an English word (or two-word term) that recurs, the Korean word or
/// two-word phrase (particles stripped) that co-occurs with it best (Dice ≥ 0.6, in ≥ 2 pairs, not a verb form)
/// is its rendering in that source. Terms whose rendering differs between sources (`toolbar`:
/// `도구 모음` in one, `툴바` in another), or that one source renders two ways, are reported.
public struct Terminology: Sendable {
  public struct Rendering: Sendable, Equatable {
    public var source: String
    public var korean: String
    /// Pairs with the English term in which this rendering appears, of all pairs with the term.
    public var count: Int
    public var total: Int
    /// One Korean sentence fragment showing it.
    public var example: String
  }

  public struct Variation: Sendable, Equatable {
    public var english: String
    public var renderings: [Rendering]
  }

  public var variations: [Variation]

  static let minimumPairs = 3
  static let maximumPairsPerSource = 5_000
  static let maximumTerms = 500
  /// A term's rendering is plain from a few hundred of its pairs.
  static let maximumPairsPerTerm = 300

  struct Pair {
    var english: Set<String>
    /// Korean terms as ids into the run's list of Korean terms: counting them hashes integers,
    /// not Korean strings (normalized String hashing was the cost of large pages).
    var korean: Set<Int>
    var text: String
  }

  public init(units: [TranslationUnit]) {
    let aligned = units.filter { $0.status == .aligned && !$0.korean.isEmpty }
    let sources = Array(Set(aligned.compactMap(\.source))).sorted()
    // Per source: the pairs (capped: a page has far fewer; a huge document's terminology is
    // already clear from its first pairs), an index from English term to the pairs holding it,
    // and how many pairs hold each Korean term. Each term then costs only its own pairs.
    var bySource: [String: [Pair]] = [:]
    var ids: [String: Int] = [:]
    var names: [String] = []
    for unit in aligned where bySource[unit.source ?? "", default: []].count < Self.maximumPairsPerSource {
      let korean = Set(Self.koreanTerms(unit.koreanText).map { term in
        if let id = ids[term] { return id }
        ids[term] = names.count
        names.append(term)
        return names.count - 1
      })
      bySource[unit.source ?? "", default: []].append(Pair(english: Self.englishTerms(unit.englishText), korean: korean,
                                                            text: unit.koreanText))
    }
    var index: [String: [String: [Int]]] = [:]
    var koreanFrequency: [String: [Int: Int]] = [:]
    var englishCounts: [String: Int] = [:]
    for (source, pairs) in bySource {
      for (i, pair) in pairs.enumerated() {
        for e in pair.english { index[source, default: [:]][e, default: []].append(i); englishCounts[e, default: 0] += 1 }
        for k in pair.korean { koreanFrequency[source, default: [:]][k, default: 0] += 1 }
      }
    }
    let recurring = englishCounts.filter { $0.value >= Self.minimumPairs * max(1, sources.count > 1 ? 2 : 1) }
      .sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(Self.maximumTerms).map(\.key).sorted()
    var variations: [Variation] = []
    for term in recurring {
      var renderings: [Rendering] = []
      for source in sources {
        let pairs = bySource[source] ?? []
        let withTerm = (index[source]?[term] ?? []).prefix(Self.maximumPairsPerTerm).map { pairs[$0] }
        guard withTerm.count >= Self.minimumPairs else { continue }
        // A rendering is a habit when it shows up in at least half the pairs with the term.
        for (id, count) in Self.renderings(withTerm: withTerm, frequency: koreanFrequency[source] ?? [:], names: names)
        where 2 * count >= withTerm.count {
          let example = withTerm.first { $0.korean.contains(id) }.map { Self.excerpt($0.text, around: names[id]) } ?? ""
          renderings.append(Rendering(source: source, korean: names[id], count: count, total: withTerm.count, example: example))
        }
      }
      if Self.differ(renderings.map(\.korean)) { variations.append(Variation(english: term, renderings: renderings)) }
    }
    // Strongest evidence first: terms seen in the most pairs.
    self.variations = variations.sorted {
      let a = $0.renderings.reduce(0) { $0 + $1.count }, b = $1.renderings.reduce(0) { $0 + $1.count }
      return a != b ? a > b : $0.english < $1.english
    }
  }

  /// The best rendering, and a second one when the source uses both often (≥ 30% each).
  static func renderings(withTerm: [Pair], frequency: [Int: Int], names: [String]) -> [(Int, Int)] {
    var together: [Int: Int] = [:]
    for p in withTerm { for k in p.korean { together[k, default: 0] += 1 } }
    let scored = together.compactMap { k, c -> (Int, Int, Double)? in
      guard c >= 2 else { return nil }
      let dice = 2 * Double(c) / Double(withTerm.count + (frequency[k] ?? c))
      return dice >= 0.6 && isNounLike(names[k]) ? (k, c, dice) : nil
    }.sorted {
      $0.2 != $1.2 ? $0.2 > $1.2
        : (names[$0.0].count != names[$1.0].count ? names[$0.0].count > names[$1.0].count : names[$0.0] < names[$1.0])
    }
    guard var best = scored.first else { return [] }
    // Prefer the two-word phrase that contains the best word when it is nearly as strong.
    if let phrase = scored.first(where: { names[$0.0].contains(" ") && names[$0.0].contains(names[best.0]) && $0.2 >= 0.9 * best.2 }) {
      best = phrase
    }
    var result = [(best.0, best.1)]
    // A second rendering in the same source: used instead of the first (they rarely share a
    // pair), each in at least 30% of the pairs — two translators' habits, not two words of
    // one phrase.
    let exclusive = scored.first { candidate in
      guard !names[candidate.0].contains(names[best.0]), !names[best.0].contains(names[candidate.0]), candidate.2 >= 0.6,
            Double(candidate.1) >= 0.3 * Double(withTerm.count) else { return false }
      let both = withTerm.count { $0.korean.contains(candidate.0) && $0.korean.contains(best.0) }
      return Double(both) <= 0.2 * Double(withTerm.count)
    }
    if let second = exclusive { result.append((second.0, second.1)) }
    return result
  }

  /// Two renderings differ when they don't share their first two syllables (`표시할` and
  /// `표시될` are one word in two forms; `도구 모음` and `툴바` are two words).
  static func differ(_ renderings: [String]) -> Bool {
    let heads = Set(renderings.map { String($0.prefix(2)) })
    return heads.count > 1
  }

  /// Endings of Korean verbs and adjectives: a term's rendering is a noun phrase, not a verb form.
  static let verbEndings = ["다", "요", "니다", "세요", "하는", "하고", "하여", "하면", "하기", "되는", "있는", "없는",
                            "않는", "할", "될", "한", "된", "하지", "되지", "해야", "하십시오", "으면", "으며", "하며"]

  static let verbEndingScalars = verbEndings.map { Array($0.unicodeScalars) }

  static func isNounLike(_ korean: String) -> Bool {
    let scalars = Array(korean.unicodeScalars)
    let last = scalars.split(separator: " ").last.map(Array.init) ?? scalars
    return !verbEndingScalars.contains { last.count >= $0.count && last.suffix($0.count).elementsEqual($0) }
  }

  static let stopwords: Set<String> = [
    "the", "and", "for", "that", "with", "you", "your", "are", "can", "this", "from", "not", "use", "when",
    "they", "them", "their", "have", "has", "its", "into", "more", "than", "also", "only", "such", "each",
    "but", "all", "any", "other", "some", "like", "which", "what", "how", "about", "people", "help", "make",
    "may", "might", "most", "many", "one", "two", "don", "doesn", "isn", "aren", "it’s", "don’t", "using",
    "app", "apps", "consider", "example", "avoid", "prefer", "provide", "let", "lets", "need", "want",
    "same", "different", "because", "even", "whether", "both", "often", "typically", "generally", "new",
  ]

  /// Lowercased English words of 3+ letters (not stopwords), and two-word terms of them.
  /// Works on Unicode scalars, not `Character`s: grapheme breaking and normalized String
  /// comparison made this the cost of large pages.
  static func englishTerms(_ text: String) -> Set<String> {
    let words = scalarWords(text) { Script.of($0.value) != .other && Script.of($0.value) != .digit }
      .map { string($0.map(lowercased)) }
    var terms = Set<String>()
    for (i, w) in words.enumerated() where w.unicodeScalars.count >= 3 && !stopwords.contains(w) {
      terms.insert(Self.singular(w))
      if i + 1 < words.count, words[i + 1].unicodeScalars.count >= 3, !stopwords.contains(words[i + 1]) {
        terms.insert(w + " " + Self.singular(words[i + 1]))
      }
    }
    return terms
  }

  static func singular(_ w: String) -> String {
    let u = w.utf8
    return u.count > 4 && u.last == UInt8(ascii: "s") && u.dropLast().last != UInt8(ascii: "s") ? String(w.dropLast()) : w
  }

  static let particles = ["에서는", "으로는", "에서", "으로", "에는", "에게", "까지", "부터", "처럼", "보다", "이나",
                          "과", "와", "은", "는", "이", "가", "을", "를", "의", "에", "로", "도", "만"].map { Array($0.unicodeScalars) }

  /// Korean words (Hangul, particles stripped) and two-word phrases of them.
  static func koreanTerms(_ text: String) -> Set<String> {
    let words = scalarWords(text) { Script.of($0.value) == .hangul }.map(stem)
    var terms = Set<String>()
    for (i, w) in words.enumerated() where w.count >= 2 {
      terms.insert(string(w))
      if i + 1 < words.count, words[i + 1].count >= 2 { terms.insert(string(w) + " " + string(words[i + 1])) }
    }
    return terms
  }

  static func stem(_ word: [Unicode.Scalar]) -> [Unicode.Scalar] {
    for p in particles where word.count - p.count >= 2 && word.suffix(p.count).elementsEqual(p) { return Array(word.dropLast(p.count)) }
    return word
  }

  static func stem(_ word: String) -> String { string(stem(Array(word.unicodeScalars))) }

  /// Maximal runs of scalars that `isWordScalar` accepts.
  static func scalarWords(_ text: String, _ isWordScalar: (Unicode.Scalar) -> Bool) -> [[Unicode.Scalar]] {
    var words: [[Unicode.Scalar]] = []
    var current: [Unicode.Scalar] = []
    for scalar in text.unicodeScalars {
      if isWordScalar(scalar) { current.append(scalar) } else if !current.isEmpty { words.append(current); current = [] }
    }
    if !current.isEmpty { words.append(current) }
    return words
  }

  /// ASCII `A`–`Z` to lower case; other scalars as they are (English terms are ASCII).
  static func lowercased(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
    (65...90).contains(scalar.value) ? Unicode.Scalar(scalar.value + 32)! : scalar
  }

  static func string(_ scalars: [Unicode.Scalar]) -> String { String(String.UnicodeScalarView(scalars)) }

  static func excerpt(_ text: String, around needle: String) -> String {
    let first = needle.split(separator: " ").first.map(String.init) ?? needle
    guard let range = text.range(of: first) else { return String(text.prefix(60)) }
    let start = text.index(range.lowerBound, offsetBy: -20, limitedBy: text.startIndex) ?? text.startIndex
    let end = text.index(range.upperBound, offsetBy: 30, limitedBy: text.endIndex) ?? text.endIndex
    return (start > text.startIndex ? "…" : "") + text[start..<end] + (end < text.endIndex ? "…" : "")
  }
}
