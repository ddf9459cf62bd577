/// Aligns an older English version of a page to the page's current English: each of its
/// paragraphs is linked to the current paragraph it is a version of (`links(old:new:)`), and
/// its rows whose English was edited, moved or removed carry the change (a word diff) for
/// `SourceChangeCheck`. A row follows the current paragraph it is linked to, or the row
/// before it in its own document.
enum OlderVersionAligner {
  /// The rows of `older` aligned to `paragraphs`, placed as the page's source number `rank`.
  /// `words` are `paragraphs`' words, indexed once per page for all its older versions.
  static func rows(of older: DocumentResult, to paragraphs: [CurrentEnglish.Paragraph], rank: Int,
                   words: CurrentWords? = nil) -> [PageRow] {
    let current = words ?? CurrentWords(paragraphs.map(\.text))
    var vocabulary = current.vocabulary
    let units = older.units
    let withEnglish = units.indices.filter { !units[$0].english.isEmpty }
    let oldWords = withEnglish.map { vocabulary.ids(of: units[$0].englishText) }
    var paragraphOf: [Int: Int] = [:]  // unit index → linked paragraph
    var changeOf: [Int: PageRow.Change] = [:]
    for (old, new) in links(old: oldWords, index: current.index) {
      let index = withEnglish[old]
      paragraphOf[index] = new
      if let diff = change(from: units[index].englishText, to: paragraphs[new].text) {
        changeOf[index] = PageRow.Change(currentEnglish: paragraphs[new].text, currentLocation: paragraphs[new].englishLocation,
                                         kind: .edited(diff))
      }
    }
    // A paragraph that moved (out of the in-order chain) is still found by its best match.
    var moved: Set<Int> = []
    for (position, unitIndex) in withEnglish.enumerated() where paragraphOf[unitIndex] == nil {
      guard let (j, similarity) = current.index.mostSimilar(to: oldWords[position]), similarity >= 0.5 else { continue }
      changeOf[unitIndex] = change(from: units[unitIndex].englishText, to: paragraphs[j].text).map {
        PageRow.Change(currentEnglish: paragraphs[j].text, currentLocation: paragraphs[j].englishLocation, kind: .moved($0))
      }
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
    let current = CurrentWords(new)
    var vocabulary = current.vocabulary
    return links(old: old.map { vocabulary.ids(of: $0) }, index: current.index)
  }

  /// `links(old:new:)` with both sides as word ids (`Vocabulary`), the new side indexed.
  static func links(old: [[Int32]], index: WordIndex) -> [(Int, Int)] {
    let newCount = index.sizes.count
    var candidates: [LongestChain.Link] = []
    // Pages are small and every pair is compared; for very long documents only a window around
    // the diagonal, so the cost stays linear (a revision moves paragraphs, not across the page).
    let window = old.count * newCount <= 4_000_000 ? newCount : 500
    var counter = index.makeCounter()
    for i in old.indices {
      let center = old.isEmpty ? 0 : i * newCount / old.count
      let range = max(0, center - window)..<min(newCount, center + window + 1)
      for (j, dice) in index.similarities(to: old[i], in: range, counter: &counter) where dice >= 0.3 {
        candidates.append(LongestChain.Link(first: i, second: j, weight: dice))
      }
    }
    return LongestChain.heaviest(candidates, secondCount: newCount).map { (candidates[$0].first, candidates[$0].second) }
  }

  /// The word diff from an older paragraph to its current version, or nil when the words are
  /// unchanged (byte-identical texts are, without diffing).
  static func change(from old: String, to new: String) -> WordDiff? {
    if old.utf8.elementsEqual(new.utf8) { return nil }
    let diff = WordDiff(old: old, new: new)
    return diff.isUnchanged ? nil : diff
  }

  /// The current English's paragraphs as word ids, indexed: made once per page and shared by
  /// every older version aligned to it.
  struct CurrentWords: Sendable {
    let vocabulary: Vocabulary
    let index: WordIndex

    init(_ texts: [String]) {
      var vocabulary = Vocabulary()
      index = WordIndex(texts.map { vocabulary.ids(of: $0) })
      self.vocabulary = vocabulary
    }
  }

  /// Interned words: `ids(of:)` is `wordSet` as sorted, unique integer ids (words equal as
  /// Strings share an id). ASCII stretches are read from the bytes; a stretch holding other
  /// characters (Unicode letters, case and lengths in Characters) takes `wordSet`'s String path.
  struct Vocabulary: Sendable {
    private var ids: [String: Int32] = [:]

    mutating func ids(of text: String) -> [Int32] {
      var result: [Int32] = []
      var text = text
      text.withUTF8 { bytes in
        // Stretches end at an ASCII separator followed by ASCII (or the end): a Character of its
        // own that no letter joins, so each stretch's words are the whole text's words there.
        var start = 0, i = 0, isASCII = true
        while i < bytes.count {
          let byte = bytes[i]
          if byte >= 0x80 {
            isASCII = false
          } else if !Self.isWordByte(byte) && (i + 1 == bytes.count || bytes[i + 1] < 0x80) {
            words(in: UnsafeBufferPointer(rebasing: bytes[start..<i]), isASCII: isASCII, into: &result)
            start = i + 1
            isASCII = true
          }
          i += 1
        }
        words(in: UnsafeBufferPointer(rebasing: bytes[start..<bytes.count]), isASCII: isASCII, into: &result)
      }
      result.sort()
      var unique = 0
      for value in result where unique == 0 || result[unique - 1] != value {
        result[unique] = value
        unique += 1
      }
      result.removeLast(result.count - unique)
      return result
    }

    /// The word ids of one stretch.
    private mutating func words(in bytes: UnsafeBufferPointer<UInt8>, isASCII: Bool, into result: inout [Int32]) {
      guard isASCII else {
        for word in OlderVersionAligner.wordSet(String(decoding: bytes, as: UTF8.self)) { result.append(id(word)) }
        return
      }
      var i = 0
      while i < bytes.count {
        guard Self.isWordByte(bytes[i]) else { i += 1; continue }
        var end = i + 1
        while end < bytes.count && Self.isWordByte(bytes[end]) { end += 1 }
        if end - i >= 3 {
          // ASCII lowercasing: set bit 5 of the capital letters.
          let word = String(unsafeUninitializedCapacity: end - i) { buffer in
            for k in i..<end { let b = bytes[k]; buffer[k - i] = b | (b >= 0x41 && b <= 0x5A ? 0x20 : 0) }
            return end - i
          }
          result.append(id(word))
        }
        i = end
      }
    }

    /// An ASCII letter or digit: what `Character.isLetter` or `isNumber` accepts below 0x80.
    @inline(__always)
    private static func isWordByte(_ byte: UInt8) -> Bool {
      (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
    }

    private mutating func id(_ word: String) -> Int32 {
      if let id = ids[word] { return id }
      let id = Int32(ids.count)
      ids[word] = id
      return id
    }
  }

  /// The word sets of a page's paragraphs (as `Vocabulary` ids), indexed by word: Dice
  /// similarity of a word set with every paragraph that shares a word, counted through the index.
  struct WordIndex: Sendable {
    let sizes: [Int]
    /// Paragraphs holding each word id, ascending.
    private var postings: [[Int32]] = []

    init(_ sets: [[Int32]]) {
      sizes = sets.map(\.count)
      for (j, words) in sets.enumerated() {
        for word in words {
          let w = Int(word)
          if w >= postings.count { postings.append(contentsOf: repeatElement([], count: w + 1 - postings.count)) }
          postings[w].append(Int32(j))
        }
      }
    }

    /// Shared-word counts per paragraph, reused between queries.
    struct Counter {
      var shared: [Int]
      var touched: [Int] = []
    }

    func makeCounter() -> Counter { Counter(shared: [Int](repeating: 0, count: sizes.count)) }

    /// (paragraph, Dice) for the paragraphs in `range` sharing a word with `words`, ascending.
    func similarities(to words: [Int32], in range: Range<Int>, counter: inout Counter) -> [(Int, Double)] {
      for word in words where Int(word) < postings.count {
        let list = postings[Int(word)]
        // Postings are ascending: only the part inside the range.
        var lo = 0, hi = list.count
        while lo < hi { let mid = (lo + hi) / 2; if Int(list[mid]) < range.lowerBound { lo = mid + 1 } else { hi = mid } }
        var k = lo
        while k < list.count && Int(list[k]) < range.upperBound {
          let j = Int(list[k])
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
    func mostSimilar(to words: [Int32]) -> (Int, Double)? {
      var counter = makeCounter()
      return similarities(to: words, in: 0..<sizes.count, counter: &counter).max { $0.1 < $1.1 }
    }
  }

  /// Lowercased words of three or more letters or digits.
  static func wordSet(_ text: String) -> Set<String> {
    Set(text.lowercased().split { !$0.isLetter && !$0.isNumber }.filter { $0.count >= 3 }.map(String.init))
  }
}
