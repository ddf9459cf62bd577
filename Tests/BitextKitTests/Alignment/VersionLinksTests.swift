import Testing
@testable import BitextKit

/// `OlderVersionAligner.links` counts candidates through a word index and chains them with
/// `LongestChain` (a prefix-maximum tree); it must link exactly what comparing every pair and chaining the
/// candidates pairwise linked.
@Suite struct VersionLinksTests {
  /// Dice similarity of two word sets, compared directly.
  static func dice(_ a: Set<String>, _ b: Set<String>) -> Double {
    a.isEmpty && b.isEmpty ? 0 : 2 * Double(a.intersection(b).count) / Double(a.count + b.count)
  }

  /// The pairwise version: every pair compared, every candidate against every earlier one.
  static func pairwise(old: [String], new: [String]) -> [(Int, Int)] {
    let oldWords = old.map(OlderVersionAligner.wordSet), newWords = new.map(OlderVersionAligner.wordSet)
    var candidates: [(i: Int, j: Int, similarity: Double)] = []
    for i in old.indices {
      for j in new.indices {
        let dice = Self.dice(oldWords[i], newWords[j])
        if dice >= 0.3 { candidates.append((i, j, dice)) }
      }
    }
    guard !candidates.isEmpty else { return [] }
    var best = candidates.map(\.similarity)
    var previous = [Int](repeating: -1, count: candidates.count)
    for a in candidates.indices {
      for b in 0..<a where candidates[b].i < candidates[a].i && candidates[b].j < candidates[a].j
        && best[b] + candidates[a].similarity > best[a] {
        best[a] = best[b] + candidates[a].similarity
        previous[a] = b
      }
    }
    var at = best.indices.max { best[$0] < best[$1] }!
    var chain: [(Int, Int)] = []
    while at >= 0 { chain.append((candidates[at].i, candidates[at].j)); at = previous[at] }
    return chain.reversed()
  }

  /// A page of short paragraphs over a small vocabulary (so many pairs are candidates), and a
  /// revision that drops, rewrites, moves and repeats some of them.
  static func pages(seed: UInt64) -> (old: [String], new: [String]) {
    var random = SplitMix64(seed: seed)
    let words = ["toolbar", "button", "state", "choose", "menu", "items", "show", "app", "window", "bar", "use", "title"]
    func paragraph() -> String {
      (0..<(3 + Int(random.next() % 5))).map { _ in words[Int(random.next() % UInt64(words.count))] }.joined(separator: " ")
    }
    let old = (0..<(5 + Int(random.next() % 30))).map { _ in paragraph() }
    var new: [String] = []
    for text in old {
      switch random.next() % 6 {
      case 0: continue
      case 1: new.append(paragraph())
      case 2: new.append(text + " " + words[Int(random.next() % UInt64(words.count))])
      case 3: new.append(text); new.append(text)
      default: new.append(text)
      }
    }
    if new.count > 2 { new.swapAt(0, new.count - 1) }
    return (old, new)
  }

  @Test("the same links as comparing every pair and chaining pairwise", arguments: 0..<40)
  func sameLinksAsPairwise(seed: UInt64) {
    let (old, new) = Self.pages(seed: seed)
    #expect(OlderVersionAligner.links(old: old, new: new).map { [$0.0, $0.1] }
      == Self.pairwise(old: old, new: new).map { [$0.0, $0.1] })
  }

  @Test("an identical copy of a long page (past the diagonal window) links every paragraph to itself")
  func identicalCopy() {
    let page = (0..<2_100).map { "Toolbar alpha\($0) beta\($0 * 7) gamma\($0 * 13)." }
    let links = OlderVersionAligner.links(old: page, new: page)
    #expect(links.count == page.count)
    #expect(links.allSatisfy { $0.0 == $0.1 })
  }
}
