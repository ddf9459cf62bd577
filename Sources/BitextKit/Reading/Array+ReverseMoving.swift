extension Array {
  /// `reverse()` through the buffer, where a swap moves the elements' bytes: `Array.reverse`
  /// copies each element it swaps (each part of it retained, then released). Out of line: the
  /// readers that reverse a batch to pop it (`LineReader`, `DocumentStream`) are inlined where
  /// they are called, and were not with it inlined in them.
  @inline(never)
  mutating func reverseMoving() {
    withUnsafeMutableBufferPointer { $0.reverse() }
  }
}
