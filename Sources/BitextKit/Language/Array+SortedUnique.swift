extension Array where Element: Comparable {
  /// The elements sorted, each once: the form of the hashed word sets (glosses, sound keys)
  /// that the aligner intersects by a merge walk.
  func sortedUnique() -> [Element] {
    guard count > 1 else { return self }
    var sorted = self.sorted()
    var kept = 1
    for i in 1..<sorted.count where sorted[i] != sorted[kept - 1] {
      sorted[kept] = sorted[i]
      kept += 1
    }
    sorted.removeLast(sorted.count - kept)
    return sorted
  }
}
