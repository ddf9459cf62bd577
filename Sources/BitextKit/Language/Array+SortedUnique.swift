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

  /// The index of `value` in the array, sorted ascending, found by binary search; nil if absent.
  @inline(__always)
  func sortedIndex(of value: Element) -> Int? {
    // The bounds stay within the count: wrapping arithmetic, no overflow tests.
    var low = 0, high = count
    while low < high {
      let middle = (low &+ high) &>> 1
      if self[middle] < value { low = middle &+ 1 } else { high = middle }
    }
    return low < count && self[low] == value ? low : nil
  }

  /// `self = sortedUnique()` in place, no second array: sorted through a buffer pointer
  /// (`UnsafeMutableBufferPointer.sortUnique`).
  mutating func sortUnique() {
    guard count > 1 else { return }
    let kept = withUnsafeMutableBufferPointer { $0.sortUnique() }
    removeLast(count - kept)
  }
}

extension UnsafeMutableBufferPointer where Element: Comparable {
  /// Sorts the elements and moves each value's first copy to the front, in order: the count
  /// of distinct values, which `self[..<count]` then holds. Sorted in place: a quicksort down
  /// to runs of `insertionLength`, sorted by insertion (the standard sort, a merge sort,
  /// allocates a buffer on each call: most of the cost of a long paragraph's keys). A run
  /// split more than twice log₂ n deep (or `depthLimit` deep: tests) is left to the standard sort.
  func sortUnique(depthLimit: Int? = nil) -> Int {
    guard count > 1, let base = baseAddress else { return count }
    Self.quickSort(base, 0, count - 1, depth: depthLimit ?? 2 * (Int.bitWidth - count.leadingZeroBitCount))
    var kept = 1
    for i in 1..<count where self[i] != self[kept - 1] {
      self[kept] = self[i]
      kept += 1
    }
    return kept
  }

  /// Runs of at most this many elements are sorted by insertion.
  private static var insertionLength: Int { 24 }

  /// Exchanges `p[i]` and `p[j]` (which may be one element: `swap` does not allow that).
  @inline(__always)
  private static func exchange(_ p: UnsafeMutablePointer<Element>, _ i: Int, _ j: Int) {
    let x = p[i]
    p[i] = p[j]
    p[j] = x
  }

  /// Sorts `p[low...high]`.
  private static func quickSort(_ p: UnsafeMutablePointer<Element>, _ low: Int, _ high: Int, depth: Int) {
    var low = low, high = high, depth = depth
    while high - low >= insertionLength {
      if depth == 0 {
        var rest = UnsafeMutableBufferPointer(start: p + low, count: high - low + 1)
        rest.sort()
        return
      }
      depth -= 1
      // The median of the first, middle and last as the pivot (they end in order).
      let mid = low + (high - low) / 2
      if p[mid] < p[low] { exchange(p, mid, low) }
      if p[high] < p[mid] {
        exchange(p, high, mid)
        if p[mid] < p[low] { exchange(p, mid, low) }
      }
      let pivot = p[mid]
      var i = low, j = high
      while i <= j {
        while p[i] < pivot { i += 1 }
        while pivot < p[j] { j -= 1 }
        if i <= j {
          exchange(p, i, j)
          i += 1
          j -= 1
        }
      }
      // p[low...j] <= pivot <= p[i...high]: the shorter side first, the longer in the loop.
      if j - low < high - i {
        quickSort(p, low, j, depth: depth)
        low = i
      } else {
        quickSort(p, i, high, depth: depth)
        high = j
      }
    }
    guard low < high else { return }
    for i in (low + 1)...high {
      let x = p[i]
      var j = i
      while j > low && x < p[j - 1] {
        p[j] = p[j - 1]
        j -= 1
      }
      p[j] = x
    }
  }
}
