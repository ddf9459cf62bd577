extension String {
  /// Whether a UTF-8 byte of the string satisfies `predicate`, read from its contiguous bytes
  /// (a short string's inline bytes included) instead of through the `utf8` view's iterator:
  /// the checks ask this of every word of a unit.
  @inline(__always)
  func containsUTF8Byte(where predicate: (UInt8) -> Bool) -> Bool {
    if let found = utf8.withContiguousStorageIfAvailable({ $0.contains(where: predicate) }) { return found }
    return utf8.contains(where: predicate)
  }
}
