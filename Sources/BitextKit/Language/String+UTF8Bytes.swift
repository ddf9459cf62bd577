extension String {
  /// Whether a UTF-8 byte of the string satisfies `predicate`, read from its contiguous bytes
  /// (a short string's inline bytes included) instead of through the `utf8` view's iterator:
  /// the checks ask this of every word of a unit.
  @inline(__always)
  func containsUTF8Byte(where predicate: (UInt8) -> Bool) -> Bool {
    if let found = utf8.withContiguousStorageIfAvailable({ $0.contains(where: predicate) }) { return found }
    return utf8.contains(where: predicate)
  }

  /// Calls `body` with the string's UTF-8, read in place (a short string's inline bytes
  /// included; a bridged string's copied): the writers hand every text to a sink or an escaper
  /// this way. (`withUTF8` needs a mutable copy: a retain and a release of the text per call.)
  @usableFromInline @inline(__always)
  func withUTF8Bytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
    if let result = try utf8.withContiguousStorageIfAvailable({ try body(UnsafeRawBufferPointer($0)) }) { return result }
    var copy = self
    return try copy.withUTF8 { try body(UnsafeRawBufferPointer($0)) }
  }
}
