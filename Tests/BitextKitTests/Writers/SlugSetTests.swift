import Testing
@testable import BitextKit

@Suite struct SlugSetTests {
  /// The first free `id`, `id-2`, `id-3`, … found by trying each in turn.
  struct Oracle {
    var used: Set<String> = []
    mutating func claim(_ id: String) -> String {
      var candidate = id, counter = 2
      while used.contains(candidate) { candidate = "\(id)-\(counter)"; counter += 1 }
      used.insert(candidate)
      return candidate
    }
  }

  @Test("the same anchors as trying every suffix in turn, ids that read like suffixed ones included", arguments: [1, 2, 3])
  func matchesTheScan(seed: UInt64) {
    var generator = SplitMix64(seed: seed)
    let ids = ["a", "a-2", "a-3", "b", "a-2-2", "b-4", "c"]
    var slugs = SlugSet(), oracle = Oracle()
    for _ in 0..<500 {
      let id = ids[Int(generator.next() % UInt64(ids.count))]
      #expect(slugs.claim(id) == oracle.claim(id))
    }
  }

  @Test("20,000 equal ids get 20,000 anchors in order")
  func manyEqualIds() {
    var slugs = SlugSet()
    let anchors = (0..<20_000).map { _ in slugs.claim("cell") }
    #expect(anchors.first == "cell" && anchors[1] == "cell-2" && anchors.last == "cell-20000")
    #expect(Set(anchors).count == 20_000)
  }
}
