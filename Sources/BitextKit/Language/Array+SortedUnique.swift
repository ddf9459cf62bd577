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

  /// `self = sortedUnique()` in place: no second array, and a short array (a paragraph's
  /// keys, most of them) sorted by insertion through a buffer pointer.
  mutating func sortUnique() {
    guard count > 1 else { return }
    let kept = withUnsafeMutableBufferPointer { b -> Int in
      if b.count <= 32 {
        for i in 1..<b.count {
          let x = b[i]
          var j = i
          while j > 0 && x < b[j - 1] {
            b[j] = b[j - 1]
            j -= 1
          }
          b[j] = x
        }
      } else {
        b.sort()
      }
      var kept = 1
      for i in 1..<b.count where b[i] != b[kept - 1] {
        b[kept] = b[i]
        kept += 1
      }
      return kept
    }
    removeLast(count - kept)
  }
}
