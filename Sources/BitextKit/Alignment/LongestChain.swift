/// The heaviest chain of candidate links between two sequences that increases in both: what a
/// page's sources agree on in order (the English lines a Korean-only source copied, the
/// paragraphs an older version shares with the current one). One routine for every such chain.
enum LongestChain {
  /// A candidate link from position `first` of one sequence to `second` of the other.
  struct Link: Equatable {
    var first: Int
    var second: Int
    var weight: Double
  }

  /// The indices of `candidates` on the chain of greatest total weight whose positions increase
  /// strictly in both sequences, in order. Among equal chains, the one whose links come first
  /// in `candidates` wins.
  ///
  /// `candidates` are ordered by `first` (in any order within one `first`); `second` is in
  /// `0..<secondCount`.
  ///
  /// - Complexity: O(c log n) for c candidates and n = `secondCount`: a candidate's best
  ///   predecessor is a prefix maximum over second positions (`PrefixMaximum`), where chaining
  ///   every candidate against every earlier one was quadratic.
  static func heaviest(_ candidates: [Link], secondCount: Int) -> [Int] {
    guard !candidates.isEmpty else { return [] }
    // best[a]: the most total weight of a chain ending at candidate a; its predecessor is the
    // first candidate of greatest best among those before it in both sequences. Candidates of
    // one `first` are queried before any of them is inserted.
    var best = candidates.map(\.weight)
    var previous = [Int](repeating: -1, count: candidates.count)
    var tree = PrefixMaximum(count: secondCount)
    var start = 0
    while start < candidates.count {
      var end = start
      while end < candidates.count && candidates[end].first == candidates[start].first { end += 1 }
      for a in start..<end {
        if let b = tree.maximum(before: candidates[a].second, best) {
          best[a] = best[b] + candidates[a].weight
          previous[a] = b
        }
      }
      for a in start..<end { tree.insert(a, at: candidates[a].second, best) }
      start = end
    }
    var at = best.indices.max { best[$0] < best[$1] }!
    var chain: [Int] = []
    while at >= 0 { chain.append(at); at = previous[at] }
    return chain.reversed()
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
}
