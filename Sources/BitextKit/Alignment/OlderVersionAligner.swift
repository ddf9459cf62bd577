/// Aligns an older English version of a page to the page's current English: each of its
/// paragraphs is linked to the current paragraph it is a version of (`links(old:new:)`), and
/// its rows whose English was edited, moved or removed carry the change (a word diff) for
/// `SourceChangeCheck`. A row follows the current paragraph it is linked to, or the row
/// before it in its own document.
enum OlderVersionAligner {
  /// The rows of `older` aligned to `paragraphs`, placed as the page's source number `rank`.
  static func rows(of older: DocumentResult, to paragraphs: [CurrentEnglish.Paragraph], rank: Int) -> [PageRow] {
    let units = older.units
    let withEnglish = units.indices.filter { !units[$0].english.isEmpty }
    var paragraphOf: [Int: Int] = [:]  // unit index → linked paragraph
    var changeOf: [Int: PageRow.Change] = [:]
    for (old, new) in links(old: withEnglish.map { units[$0].englishText }, new: paragraphs.map(\.text)) {
      let index = withEnglish[old]
      paragraphOf[index] = new
      let diff = WordDiff(old: units[index].englishText, new: paragraphs[new].text)
      if !diff.isUnchanged {
        changeOf[index] = PageRow.Change(currentEnglish: paragraphs[new].text, currentLocation: paragraphs[new].unit.englishLocation,
                                         kind: .edited(diff))
      }
    }
    // A paragraph that moved (out of the in-order chain) is still found by its best match.
    let unlinked = withEnglish.filter { paragraphOf[$0] == nil }
    let index = unlinked.isEmpty ? nil : WordIndex(paragraphs.map { wordSet($0.text) })
    var moved: Set<Int> = []
    for unitIndex in unlinked {
      guard let (j, similarity) = index?.mostSimilar(to: wordSet(units[unitIndex].englishText)),
            similarity >= 0.5 else { continue }
      let diff = WordDiff(old: units[unitIndex].englishText, new: paragraphs[j].text)
      changeOf[unitIndex] = diff.isUnchanged ? nil
        : PageRow.Change(currentEnglish: paragraphs[j].text, currentLocation: paragraphs[j].unit.englishLocation, kind: .moved(diff))
      moved.insert(unitIndex)
    }
    var rows: [PageRow] = []
    var place = RowPlace(paragraph: -1, source: rank)
    for (index, unit) in units.enumerated() {
      if let paragraph = paragraphOf[index] { place = RowPlace(paragraph: paragraph, source: rank) }
      var change = changeOf[index]
      if paragraphOf[index] == nil, !unit.english.isEmpty, !moved.contains(index) {
        change = PageRow.Change(currentEnglish: "", currentLocation: nil, kind: .removed)
      }
      rows.append(PageRow(place: place, unit: unit, change: change))
    }
    return rows
  }

  /// Pairs of (old paragraph, new paragraph) that are versions of each other: word-set Dice ≥
  /// 0.3, and of those the in-order chain with the most total similarity (`LongestChain`). A
  /// page revision moves, rewrites and drops paragraphs; a banded alignment over a short old
  /// page against a long new one would force pairs, while a chain of good matches leaves the
  /// rest unmatched.
  ///
  /// - Complexity: candidates are counted through an index of the new paragraphs' words (the
  ///   same Dice as comparing word sets): O(shared word occurrences in the window + c log n)
  ///   for c candidates, where comparing every pair was quadratic for long pages.
  static func links(old: [String], new: [String]) -> [(Int, Int)] {
    let index = WordIndex(new.map(wordSet))
    var candidates: [LongestChain.Link] = []
    // Pages are small and every pair is compared; for very long documents only a window around
    // the diagonal, so the cost stays linear (a revision moves paragraphs, not across the page).
    let window = old.count * new.count <= 4_000_000 ? new.count : 500
    var counter = index.makeCounter()
    for i in old.indices {
      let center = old.isEmpty ? 0 : i * new.count / old.count
      let range = max(0, center - window)..<min(new.count, center + window + 1)
      for (j, dice) in index.similarities(to: wordSet(old[i]), in: range, counter: &counter) where dice >= 0.3 {
        candidates.append(LongestChain.Link(first: i, second: j, weight: dice))
      }
    }
    return LongestChain.heaviest(candidates, secondCount: new.count).map { (candidates[$0].first, candidates[$0].second) }
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

  /// Lowercased words of three or more letters or digits.
  static func wordSet(_ text: String) -> Set<String> {
    Set(text.lowercased().split { !$0.isLetter && !$0.isNumber }.filter { $0.count >= 3 }.map(String.init))
  }
}
