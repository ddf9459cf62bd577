import Testing
@testable import BitextKit

@Suite("LongestChain")
struct LongestChainTests {
  typealias Link = LongestChain.Link

  @Test("the heaviest chain, not the one with most links: one strong link beats two weak ones that cross it")
  func heaviest() {
    let candidates = [Link(first: 0, second: 2, weight: 0.9), Link(first: 1, second: 0, weight: 0.4), Link(first: 2, second: 1, weight: 0.4)]
    #expect(LongestChain.heaviest(candidates, secondCount: 3) == [0])
    let unit = candidates.map { Link(first: $0.first, second: $0.second, weight: 1) }
    #expect(LongestChain.heaviest(unit, secondCount: 3) == [1, 2])
  }

  @Test("strictly increasing in both sequences: two links to one position are never both on the chain")
  func strictlyIncreasing() {
    let candidates = [Link(first: 0, second: 1, weight: 1), Link(first: 1, second: 1, weight: 1), Link(first: 2, second: 2, weight: 1),
                      Link(first: 2, second: 3, weight: 1)]
    #expect(LongestChain.heaviest(candidates, secondCount: 4) == [0, 2])
  }

  @Test("among equal chains, the one whose links come first")
  func ties() {
    #expect(LongestChain.heaviest([Link(first: 0, second: 1, weight: 1), Link(first: 1, second: 0, weight: 1)], secondCount: 2) == [0])
    #expect(LongestChain.heaviest([Link(first: 0, second: 1, weight: 1), Link(first: 0, second: 0, weight: 1)], secondCount: 2) == [0])
  }

  @Test("no candidates, no chain")
  func empty() {
    #expect(LongestChain.heaviest([], secondCount: 5).isEmpty)
  }

  /// Every candidate chained against every earlier one (quadratic), the first best predecessor kept.
  static func pairwise(_ candidates: [Link]) -> [Int] {
    guard !candidates.isEmpty else { return [] }
    var best = candidates.map(\.weight)
    var previous = [Int](repeating: -1, count: candidates.count)
    for a in candidates.indices {
      for b in 0..<a where candidates[b].first < candidates[a].first && candidates[b].second < candidates[a].second
        && best[b] + candidates[a].weight > best[a] {
        best[a] = best[b] + candidates[a].weight
        previous[a] = b
      }
    }
    var at = best.indices.max { best[$0] < best[$1] }!
    var chain: [Int] = []
    while at >= 0 { chain.append(at); at = previous[at] }
    return chain.reversed()
  }

  @Test("the same chain as chaining every candidate pairwise", arguments: 0..<30)
  func sameAsPairwise(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    var candidates: [Link] = []
    for first in 0..<Int(5 + random.next() % 40) {
      for _ in 0..<Int(random.next() % 4) {
        // Weights in quarters, so equal sums are exact and ties are exercised.
        candidates.append(Link(first: first, second: Int(random.next() % 30), weight: Double(1 + random.next() % 4) / 4))
      }
    }
    #expect(LongestChain.heaviest(candidates, secondCount: 30) == Self.pairwise(candidates))
  }
}
