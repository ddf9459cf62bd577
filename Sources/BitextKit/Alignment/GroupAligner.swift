/// Aligns the sources of one page with each other.
///
/// - The current English is the English source that the other sources follow best: a
///   Korean-only source aligns to it with the higher mean bead score (its Korean carries the
///   newer wording); with no Korean-only source, the one with more English paragraphs.
/// - Each Korean-only source is aligned to the current English with `BandedAligner`, using the
///   run's own English↔Korean length model, anchors, and the Korean the current source already
///   pairs with each paragraph as reference (the strongest evidence). Its beads become units:
///   n:m aligned, `missing` (English it leaves out) or `extra` (its own intro, links, footer).
/// - Every other English source is an older version: its English is aligned to the current
///   English; its units whose English differs become `VersionChange`s with a word diff.
/// - For each current English paragraph, the Korean of every source is compared: different
///   numbers or names, or one saying much more, make a `Divergence`.
public struct GroupAligner: Sendable {
  public var lengthModel: LengthModel

  public init(lengthModel: LengthModel = .englishToKorean) { self.lengthModel = lengthModel }

  /// Fits the Gale–Church ratio and variance from the 1:1 pairs documents already have (the
  /// page's own sources first: their translators' style is the best predictor), falling back
  /// to `fallback` when they have fewer than five.
  public static func fitted(to documents: [DocumentResult], fallback: LengthModel = .englishToKorean) -> GroupAligner {
    var pairs: [(english: Int, korean: Int)] = []
    for document in documents {
      for unit in document.units where unit.status == .aligned && unit.english.count == 1 && unit.korean.count == 1 {
        pairs.append((LengthModel.length(of: unit.englishText), LengthModel.length(of: unit.koreanText)))
      }
    }
    return GroupAligner(lengthModel: LengthModel.fit(pairs: pairs, fallback: fallback))
  }

  /// A paragraph of the current English: its unit in the current source, or, when
  /// `optional`, English its own source leaves untranslated (a heading, a short line) that a
  /// Korean-only source may translate: aligned when it is, never reported missing.
  struct EnglishItem {
    var unit: TranslationUnit
    var optional = false
    var english: [Segment] { unit.english }
    var text: String { unit.englishText }
  }

  /// The current English of `document` in document order: its units with English and the
  /// alignable English it skipped.
  static func englishItems(of document: DocumentResult) -> [EnglishItem] {
    var items = document.units.filter { !$0.english.isEmpty }.map { EnglishItem(unit: $0) }
    let optional = document.skipped.compactMap { skipped in
      skipped.alignable.map { EnglishItem(unit: TranslationUnit(group: "", english: [$0], korean: [], score: 0, status: .missing,
                                                                  source: document.path), optional: true) }
    }
    guard !optional.isEmpty else { return items }
    items += optional
    return items.enumerated().sorted { a, b in
      let la = a.element.unit.english[0].location.firstLine, lb = b.element.unit.english[0].location.firstLine
      return la != lb ? la < lb : a.offset < b.offset
    }.map(\.element)
  }

  /// A source of English for the page (bilingual or English-only), as opposed to a Korean-only
  /// translation whose stray English lines are not the page's text.
  static func hasEnglish(_ document: DocumentResult) -> Bool {
    document.layout == .bilingual && document.units.contains { !$0.english.isEmpty }
  }

  public func align(_ documents: [DocumentResult], group: SourceGroup) -> GroupAlignment {
    let english = documents.filter(Self.hasEnglish)
    let koreanOnly = documents.filter { d in !english.contains { $0.path == d.path } }
    var result = GroupAlignment(name: group.name, paths: group.paths, units: [], currentEnglish: nil,
                                currentEnglishReason: "", roles: [:], evidence: group.evidence, isManual: group.isManual,
                                versionChanges: [], divergences: [])
    guard let (current, reason) = chooseCurrent(english, koreanOnly: koreanOnly) else {
      // No English at all: each Korean-only document keeps its own rows.
      for d in documents { result.roles[d.path] = "Korean-only translation (no English in this group)" }
      result.units = documents.flatMap(\.units)
      result.currentEnglishReason = "no source in this group has English paragraphs"
      return named(result)
    }
    result.currentEnglish = current.path
    result.currentEnglishReason = reason
    result.roles[current.path] = "current English" + (current.count(.aligned) > 0 ? " with its Korean" : " (English only)")
    let items = Self.englishItems(of: current)

    var rows: [(key: Double, unit: TranslationUnit)] = []
    var koreanByItem: [Int: [Int]] = [:]  // english item index → row indices holding Korean for it
    var itemIndex = 0
    // An English-only current source translates nothing: with Korean sources in the group, its
    // paragraphs appear as their rows (aligned or missing), not as its own "missing" rows too.
    let englishOnly = current.count(.aligned) == 0 && !koreanOnly.isEmpty
    // The current source's units and its optional English, in document order (items' order).
    var ownRows = current.units.map { (unit: $0, optional: false) }
    ownRows += items.filter(\.optional).map { (unit: $0.unit, optional: true) }
    ownRows = ownRows.enumerated().sorted { a, b in
      let la = Self.firstLine(a.element.unit), lb = Self.firstLine(b.element.unit)
      return la != lb ? la < lb : a.offset < b.offset
    }.map(\.element)
    for (position, (unit, optional)) in ownRows.enumerated() {
      if optional {
        itemIndex += 1
        continue
      }
      if englishOnly && unit.status == .missing {
        itemIndex += 1
        continue
      }
      let key: Double
      if unit.english.isEmpty { key = Double(itemIndex) - 0.5 + Double(position) * 1e-6 } else { key = Double(itemIndex); itemIndex += 1 }
      if !unit.english.isEmpty {
        if unit.status == .aligned { koreanByItem[Int(key), default: []].append(rows.count) }
      }
      rows.append((key, unit))
    }

    for (order, source) in koreanOnly.enumerated() {
      result.roles[source.path] = "Korean-only translation, aligned to \(current.path)"
      for (key, unit, item) in alignKoreanOnly(source, to: items, rank: order + 1) {
        if let item, unit.status == .aligned { koreanByItem[item, default: []].append(rows.count) }
        rows.append((key, unit))
      }
    }

    for (order, older) in english.filter({ $0.path != current.path }).enumerated() {
      result.roles[older.path] = "older English version of \(current.path)"
      for (key, unit, change) in alignVersion(older, to: items, rank: koreanOnly.count + order + 1) {
        if let change {
          result.versionChanges.append(GroupAlignment.VersionChange(unitIndex: rows.count, currentEnglish: change.english,
                                                                    currentLocation: change.location, kind: change.kind))
        }
        rows.append((key, unit))
      }
    }

    // Stable order: by position in the current English, then by source rank (encoded in key).
    let order = rows.indices.sorted { rows[$0].key != rows[$1].key ? rows[$0].key < rows[$1].key : $0 < $1 }
    var newIndex = [Int](repeating: 0, count: rows.count)
    for (new, old) in order.enumerated() { newIndex[old] = new }
    result.units = order.map { rows[$0].unit }
    result.versionChanges = result.versionChanges.map { var c = $0; c.unitIndex = newIndex[c.unitIndex]; return c }
    result.divergences = divergences(koreanByItem.mapValues { $0.map { newIndex[$0] } }, units: result.units)
    return named(result)
  }

  // MARK: Current English

  static func firstLine(_ unit: TranslationUnit) -> Int {
    min(unit.english.first?.location.firstLine ?? Int.max, unit.korean.first?.location.firstLine ?? Int.max)
  }

  private func chooseCurrent(_ english: [DocumentResult], koreanOnly: [DocumentResult]) -> (DocumentResult, String)? {
    guard let first = english.first else { return nil }
    guard english.count > 1 else {
      return (first, "\(first.path) is the only English source")
    }
    if !koreanOnly.isEmpty {
      let scored = english.map { candidate -> (DocumentResult, Double) in
        let items = Self.englishItems(of: candidate)
        let scores = koreanOnly.map { meanScore(alignment(of: $0, to: items)) }
        return (candidate, scores.reduce(0, +) / Double(scores.count))
      }
      let best = scored.max { $0.1 < $1.1 }!
      let others = scored.filter { $0.0.path != best.0.path }.map { "\($0.0.path) \(format($0.1))" }.joined(separator: ", ")
      return (best.0, "the Korean-only source\(koreanOnly.count > 1 ? "s follow" : " follows") \(best.0.path) best "
        + "(mean alignment score \(format(best.1)); \(others))")
    }
    let best = english.max { a, b in
      let ea = a.units.count { !$0.english.isEmpty }, eb = b.units.count { !$0.english.isEmpty }
      return ea != eb ? ea < eb : a.path > b.path
    }!
    return (best, "no Korean-only source to decide by; \(best.path) has the most English paragraphs")
  }

  /// How well `korean` (a Korean-only source) follows `english`: the mean score of their
  /// alignment's beads, null beads counting 0. Grouping's trial of a candidate page.
  public func trialScore(of korean: DocumentResult, against english: DocumentResult) -> Double {
    meanScore(alignment(of: korean, to: Self.englishItems(of: english)))
  }

  private func meanScore(_ beads: [Bead]) -> Double {
    let linked = beads.filter { !$0.english.isEmpty && !$0.korean.isEmpty }
    guard !linked.isEmpty else { return 0 }
    return linked.reduce(0) { $0 + $1.score } * Double(linked.count) / Double(beads.count) / Double(linked.count)
  }

  private func format(_ x: Double) -> String { String(Double(Int((x * 100).rounded())) / 100) }

  // MARK: Korean-only sources

  /// The Korean-only source's own segments, in document order: its Korean and the English lines
  /// it copied untranslated (those align too, and the checks call them untranslated).
  private func segments(of source: DocumentResult) -> [TranslationUnit] {
    source.units.sorted { ($0.korean.first ?? $0.english.first)!.location.firstLine < ($1.korean.first ?? $1.english.first)!.location.firstLine }
  }

  /// Beads of the Korean-only source against the current English. English lines the source
  /// copied verbatim are fixed links (the longest in-order chain of exact matches); the
  /// stretches between them are aligned by the banded aligner independently.
  static let itemsPerTask = 256

  private func alignment(of source: DocumentResult, to items: [EnglishItem]) -> [Bead] {
    let own = segments(of: source)
    // Anchors and lengths are per paragraph and independent: computed on all cores (half
    // the time of aligning a long page went to them on one).
    let korean = ParallelMap.map(own, minimumChunk: Self.itemsPerTask) { unit -> AlignmentItem in
      let text = unit.korean.isEmpty ? unit.englishText : unit.koreanText
      var item = AlignmentItem.translation(text, anchors: AnchorSet.ofTranslation(text))
      item.standsAlone = Self.standsAlone(unit.korean.isEmpty ? unit.english : unit.korean)
      if !unit.korean.isEmpty {
        item.glosses = Glosses.ofKorean(text)
        item.sounds = PhoneticKey.soundKeys(korean: text)
      }
      return item
    }
    let glossed = Glosses.Vocabulary(korean.reduce(into: Set<UInt64>()) { $0.formUnion($1.glosses) })
    let english = ParallelMap.map(items, minimumChunk: Self.itemsPerTask) { item in
      var english = AlignmentItem.english(item.text, anchors: AnchorSet.of(item.text),
                                          reference: item.unit.status == .aligned ? item.unit.koreanText : nil)
      english.standsAlone = item.optional || Self.standsAlone(item.english)
      english.glosses = Glosses.ofEnglish(item.text, in: glossed)
      english.sounds = PhoneticKey.soundKeys(english: item.text)
      return english
    }
    let copies = own.map { $0.korean.isEmpty ? Self.normalized($0.englishText) : nil }
    let links = copies.allSatisfy { $0 == nil } ? []
      : Self.exactCopies(english: items.map { Self.normalized($0.text) }, copies: copies)
    let aligner = BandedAligner(lengthModel: lengthModel)
    var beads: [Bead] = []
    var e = 0, k = 0
    for (le, lk) in links + [(english.count, korean.count)] {
      if e < le || k < lk {
        for bead in aligner.align(english: Array(english[e..<le]), korean: Array(korean[k..<lk])).beads {
          beads.append(Bead(english: (bead.english.lowerBound + e)..<(bead.english.upperBound + e),
                            korean: (bead.korean.lowerBound + k)..<(bead.korean.upperBound + k), cost: bead.cost, score: bead.score))
        }
      }
      if le < english.count { beads.append(Bead(english: le..<(le + 1), korean: lk..<(lk + 1), cost: 0, score: 1)) }
      e = le + 1; k = lk + 1
    }
    return beads
  }

  /// A heading, or a short line of a plain-text page (its headings have no markup): translated
  /// as a block of its own.
  static func standsAlone(_ segments: [Segment]) -> Bool {
    guard segments.count == 1, let segment = segments.first else { return false }
    if segment.kind == .heading { return true }
    return segment.kind == .paragraph && SegmentShape(segment.text).isShortLine
  }

  /// The longest chain of (English index, copy index) with equal normalized text, increasing in
  /// both: the copies a Korean-only source kept in English, in page order.
  static func exactCopies(english: [String], copies: [String?]) -> [(Int, Int)] {
    var positions: [String: [Int]] = [:]
    for (i, text) in english.enumerated() where !text.isEmpty { positions[text, default: []].append(i) }
    var candidates: [(Int, Int)] = []
    for (k, copy) in copies.enumerated() {
      guard let copy, let list = positions[copy] else { continue }
      for i in list { candidates.append((i, k)) }
    }
    // Longest increasing chain (few candidates: quadratic is fine).
    guard !candidates.isEmpty else { return [] }
    var length = [Int](repeating: 1, count: candidates.count)
    var previous = [Int](repeating: -1, count: candidates.count)
    for a in candidates.indices {
      for b in 0..<a where candidates[b].0 < candidates[a].0 && candidates[b].1 < candidates[a].1 && length[b] + 1 > length[a] {
        length[a] = length[b] + 1; previous[a] = b
      }
    }
    var at = length.indices.max { length[$0] < length[$1] }!
    var chain: [(Int, Int)] = []
    while at >= 0 { chain.append(candidates[at]); at = previous[at] }
    return chain.reversed()
  }

  /// Lowercased letters and digits only: the same sentence despite quotes and spacing.
  static func normalized(_ text: String) -> String {
    String(String.UnicodeScalarView(text.lowercased().unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) }))
  }

  private func alignKoreanOnly(_ source: DocumentResult, to items: [EnglishItem], rank: Int)
    -> [(key: Double, unit: TranslationUnit, item: Int?)] {
    let own = segments(of: source)
    var out: [(Double, TranslationUnit, Int?)] = []
    var lastItem = -1
    for bead in alignment(of: source, to: items) {
      let offset = Double(rank) * 1e-3
      let pieces = bead.korean.map { own[$0] }
      let koreanSegments = pieces.flatMap { $0.korean.isEmpty ? $0.english : $0.korean }
      let notes = pieces.flatMap(\.notes)
      if bead.english.isEmpty {
        for piece in pieces {
          var unit = piece
          unit.status = .extra
          unit.score = 0
          if piece.korean.isEmpty {
            // An English line of a Korean-only source that matches no paragraph (a byline, a
            // title it kept): the translation's own text with no English counterpart, not a
            // paragraph of the page left untranslated.
            unit.korean = piece.english
            unit.english = []
            unit.source = source.path
          }
          out.append((Double(lastItem) + 0.5 + offset, unit, nil))
        }
        continue
      }
      let englishSegments = bead.english.flatMap { items[$0].english }
      lastItem = bead.english.upperBound - 1
      let key = Double(bead.english.lowerBound) + offset
      if bead.korean.isEmpty {
        // English its own source leaves untranslated is not missing here either.
        let required = bead.english.filter { !items[$0].optional }
        guard let first = required.first else { continue }
        out.append((Double(first) + offset, TranslationUnit(group: source.units.first?.group ?? "", english: required.flatMap { items[$0].english },
                                                           korean: [], score: 0, status: .missing, source: source.path), first))
        continue
      }
      if bead.korean.isEmpty {
        out.append((key, TranslationUnit(group: source.units.first?.group ?? "", english: englishSegments, korean: [],
                                         score: 0, status: .missing, source: source.path), bead.english.lowerBound))
      } else {
        out.append((key, TranslationUnit(group: "", english: englishSegments, korean: koreanSegments, notes: notes,
                                         score: (bead.score * 100).rounded() / 100, status: .aligned, source: source.path),
                    bead.english.count == 1 ? bead.english.lowerBound : nil))
      }
    }
    return out
  }

  // MARK: Older English versions

  private func alignVersion(_ older: DocumentResult, to items: [EnglishItem], rank: Int)
    -> [(key: Double, unit: TranslationUnit, change: (english: String, location: SourceLocation?, kind: GroupAlignment.VersionChange.Kind)?)] {
    let olderUnits = older.units
    let withEnglish = olderUnits.indices.filter { !olderUnits[$0].english.isEmpty }
    let links = Self.versionLinks(old: withEnglish.map { olderUnits[$0].englishText }, new: items.map(\.text))
    var keyOf: [Int: Double] = [:]
    var changeOf: [Int: (String, SourceLocation?, GroupAlignment.VersionChange.Kind)] = [:]
    var movedKeys: Set<Int> = []
    let offset = Double(rank) * 1e-3
    for (old, new) in links {
      let unitIndex = withEnglish[old]
      keyOf[unitIndex] = Double(new) + offset
      let oldText = olderUnits[unitIndex].englishText, newText = items[new].text
      let diff = WordDiff(old: oldText, new: newText)
      if !diff.isUnchanged { changeOf[unitIndex] = (newText, items[new].unit.englishLocation, .edited(diff)) }
    }
    // A paragraph that moved (out of the in-order chain) is still found by its best match.
    let unlinked = withEnglish.filter { keyOf[$0] == nil }
    let index = unlinked.isEmpty ? nil : WordIndex(items.map { Self.wordSet($0.text) })
    for unitIndex in unlinked {
      guard let (j, similarity) = index?.mostSimilar(to: Self.wordSet(olderUnits[unitIndex].englishText)),
            similarity >= 0.5 else { continue }
      let oldText = olderUnits[unitIndex].englishText, newText = items[j].text
      let diff = WordDiff(old: oldText, new: newText)
      changeOf[unitIndex] = diff.isUnchanged ? nil : (newText, items[j].unit.englishLocation, .moved(diff))
      keyOf[unitIndex] = nil
      movedKeys.insert(unitIndex)
    }
    var out: [(Double, TranslationUnit, (english: String, location: SourceLocation?, kind: GroupAlignment.VersionChange.Kind)?)] = []
    var previous = -1.0
    for (index, unit) in olderUnits.enumerated() {
      let key = keyOf[index] ?? (previous + 1e-4)
      previous = key
      var change = changeOf[index].map { (english: $0.0, location: $0.1, kind: $0.2) }
      if keyOf[index] == nil, !unit.english.isEmpty, !movedKeys.contains(index) {
        change = (english: "", location: nil, kind: .removed)
      }
      out.append((key, unit, change))
    }
    return out
  }

  /// Pairs of (old paragraph, new paragraph) that are versions of each other: word-set Dice ≥
  /// 0.3, and of those the in-order chain with the most total similarity. A page revision
  /// moves, rewrites and drops paragraphs; a banded alignment over a short old page against a
  /// long new one would force pairs, while a chain of good matches leaves the rest unmatched.
  ///
  /// - Complexity: candidates are counted through an index of the new paragraphs' words (the
  ///   same Dice as comparing word sets), and the chain is found with a prefix-maximum tree over
  ///   new positions: O(shared word occurrences in the window + c log n) for c candidates, where
  ///   comparing every pair and chaining candidates pairwise was quadratic for long pages.
  static func versionLinks(old: [String], new: [String]) -> [(Int, Int)] {
    let index = WordIndex(new.map(wordSet))
    var candidates: [(i: Int, j: Int, similarity: Double)] = []
    // Pages are small and every pair is compared; for very long documents only a window around
    // the diagonal, so the cost stays linear (a revision moves paragraphs, not across the page).
    let window = old.count * new.count <= 4_000_000 ? new.count : 500
    var counter = index.makeCounter()
    for i in old.indices {
      let center = old.isEmpty ? 0 : i * new.count / old.count
      let range = max(0, center - window)..<min(new.count, center + window + 1)
      for (j, dice) in index.similarities(to: wordSet(old[i]), in: range, counter: &counter) where dice >= 0.3 {
        candidates.append((i, j, dice))
      }
    }
    guard !candidates.isEmpty else { return [] }
    // best[a]: the most total similarity of a chain ending at candidate a; its predecessor is
    // the first candidate (in candidate order) of greatest best among those before it in both
    // documents. Candidates of one old paragraph are queried before any of them is inserted.
    var best = candidates.map(\.similarity)
    var previous = [Int](repeating: -1, count: candidates.count)
    var tree = PrefixMaximum(count: new.count)
    var start = 0
    while start < candidates.count {
      var end = start
      while end < candidates.count && candidates[end].i == candidates[start].i { end += 1 }
      for a in start..<end {
        if let b = tree.maximum(before: candidates[a].j, best) {
          best[a] = best[b] + candidates[a].similarity
          previous[a] = b
        }
      }
      for a in start..<end { tree.insert(a, at: candidates[a].j, best) }
      start = end
    }
    var at = best.indices.max { best[$0] < best[$1] }!
    var chain: [(Int, Int)] = []
    while at >= 0 { chain.append((candidates[at].i, candidates[at].j)); at = previous[at] }
    return chain.reversed()
  }

  /// The word sets of a page's paragraphs, indexed by word: Dice similarity of a word set with
  /// every paragraph that shares a word, counted through the index.
  struct WordIndex {
    let sizes: [Int]
    private var postings: [String: [Int]] = [:]

    init(_ sets: [Set<String>]) {
      sizes = sets.map(\.count)
      for (j, words) in sets.enumerated() { for word in words { postings[word, default: []].append(j) } }
    }

    /// Shared-word counts per paragraph, reused between queries.
    struct Counter {
      var shared: [Int]
      var touched: [Int] = []
    }

    func makeCounter() -> Counter { Counter(shared: [Int](repeating: 0, count: sizes.count)) }

    /// (paragraph, Dice) for the paragraphs in `range` sharing a word with `words`, ascending.
    func similarities(to words: Set<String>, in range: Range<Int>, counter: inout Counter) -> [(Int, Double)] {
      for word in words {
        guard let list = postings[word] else { continue }
        // Postings are ascending: only the part inside the range.
        var lo = 0, hi = list.count
        while lo < hi { let mid = (lo + hi) / 2; if list[mid] < range.lowerBound { lo = mid + 1 } else { hi = mid } }
        var k = lo
        while k < list.count && list[k] < range.upperBound {
          let j = list[k]
          if counter.shared[j] == 0 { counter.touched.append(j) }
          counter.shared[j] += 1
          k += 1
        }
      }
      counter.touched.sort()
      let result = counter.touched.map { j in (j, 2 * Double(counter.shared[j]) / Double(words.count + sizes[j])) }
      for j in counter.touched { counter.shared[j] = 0 }
      counter.touched.removeAll(keepingCapacity: true)
      return result
    }

    /// The first paragraph of greatest Dice with `words`, if any shares a word.
    func mostSimilar(to words: Set<String>) -> (Int, Double)? {
      var counter = makeCounter()
      return similarities(to: words, in: 0..<sizes.count, counter: &counter).max { $0.1 < $1.1 }
    }
  }

  /// Prefix maxima over positions 0..<count (a Fenwick tree of candidate indices): the
  /// candidate of greatest `best` at a position below j, the first inserted among equals.
  struct PrefixMaximum {
    private var tree: [Int]

    init(count: Int) { tree = [Int](repeating: -1, count: count + 1) }

    private static func better(_ a: Int, than b: Int, _ best: [Double]) -> Bool {
      b < 0 || best[a] > best[b] || (best[a] == best[b] && a < b)
    }

    mutating func insert(_ candidate: Int, at position: Int, _ best: [Double]) {
      var p = position + 1
      while p < tree.count {
        if Self.better(candidate, than: tree[p], best) { tree[p] = candidate }
        p += p & -p
      }
    }

    func maximum(before position: Int, _ best: [Double]) -> Int? {
      var p = position, found = -1
      while p > 0 {
        if tree[p] >= 0, Self.better(tree[p], than: found, best) { found = tree[p] }
        p -= p & -p
      }
      return found >= 0 ? found : nil
    }
  }

  static func dice(_ a: Set<String>, _ b: Set<String>) -> Double {
    a.isEmpty && b.isEmpty ? 0 : 2 * Double(a.intersection(b).count) / Double(a.count + b.count)
  }

  /// Lowercased words of three or more letters or digits.
  static func wordSet(_ text: String) -> Set<String> {
    Set(text.lowercased().split { !$0.isLetter && !$0.isNumber }.filter { $0.count >= 3 }.map(String.init))
  }

  // MARK: Divergence

  /// Korean of two sources for one English paragraph disagree when one keeps a number or name
  /// the other lacks, or one is much longer (1.8×) than the other.
  private func divergences(_ koreanByItem: [Int: [Int]], units: [TranslationUnit]) -> [GroupAlignment.Divergence] {
    var out: [GroupAlignment.Divergence] = []
    for item in koreanByItem.keys.sorted() {
      let rows = koreanByItem[item]!
      guard rows.count > 1 else { continue }
      for a in 0..<rows.count {
        for b in (a + 1)..<rows.count {
          let ua = units[rows[a]], ub = units[rows[b]]
          guard ua.source != ub.source else { continue }
          let english = AnchorSet.material(ua.englishText)
          let ka = AnchorSet.ofTranslation(ua.koreanText).intersection(english)
          let kb = AnchorSet.ofTranslation(ub.koreanText).intersection(english)
          let differing = ka.symmetricDifference(kb).sorted()
          let la = Double(LengthModel.length(of: ua.koreanText)), lb = Double(LengthModel.length(of: ub.koreanText))
          let ratio = max(la, lb) / max(1, min(la, lb))
          if !differing.isEmpty {
            out.append(.init(unitIndex: rows[a], otherUnitIndex: rows[b], kind: .anchors(differing)))
          } else if ratio >= 1.8 {
            out.append(.init(unitIndex: rows[a], otherUnitIndex: rows[b], kind: .length(ratio: ratio)))
          }
        }
      }
    }
    return out
  }

  private func named(_ result: GroupAlignment) -> GroupAlignment {
    var r = result
    for i in r.units.indices { r.units[i].group = r.name }
    return r
  }
}
