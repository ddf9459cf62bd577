/// "Did you mean …?" for mistyped option and subcommand names, as SwiftFormat's
/// `bestMatches(in:)` does: the closest known name, if it is close enough to be the intent.
extension String {
  /// Optimal-string-alignment distance over UTF-8 bytes: insertions, deletions, substitutions
  /// and adjacent transpositions each cost 1, so `fromat` is 1 away from `format`.
  /// - Complexity: O(m·n); names are a few bytes.
  func editDistance(to other: String) -> Int {
    let a = Array(utf8), b = Array(other.utf8)
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous2 = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = previous
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = Swift.min(current[j], previous2[j - 2] + 1)
        }
      }
      (previous2, previous, current) = (previous, current, previous2)
    }
    return previous[b.count]
  }

  /// The candidate closest to `self`, if within a third of its length (at least 1): close
  /// enough to be a typo, far enough that `--x` suggests nothing.
  func closestMatch(in candidates: [String]) -> String? {
    let scored = candidates.map { (name: $0, distance: editDistance(to: $0)) }
    guard let best = scored.min(by: { $0.distance < $1.distance }) else { return nil }
    return best.distance <= Swift.max(1, best.name.count / 3) ? best.name : nil
  }
}
