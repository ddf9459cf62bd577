/// Anchors of one report, each unique: a taken id gets the first free `id-2`, `id-3`, ….
///
/// - Complexity: amortized O(1) per claim: each id remembers the last counter it handed out,
///   so claiming the same id n times tries each suffix once (a line of 20,000 table cells
///   makes 20,000 equal ids; trying `id-2`, `id-3`, … from the start each time was quadratic).
struct SlugSet {
  private var used: Set<String> = []
  /// For an id claimed more than once, the next counter to try.
  private var nextCounter: [String: Int] = [:]

  func contains(_ id: String) -> Bool { used.contains(id) }

  mutating func claim(_ id: String) -> String {
    guard used.contains(id) else {
      used.insert(id)
      return id
    }
    // Counters below `nextCounter[id]` are taken (by this id or, rarely, by an id that reads
    // the same): the first free one is at or after it, as a scan from 2 would find.
    var counter = nextCounter[id] ?? 2
    var candidate = "\(id)-\(counter)"
    while used.contains(candidate) {
      counter += 1
      candidate = "\(id)-\(counter)"
    }
    nextCounter[id] = counter + 1
    used.insert(candidate)
    return candidate
  }
}
