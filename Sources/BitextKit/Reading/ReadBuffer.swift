/// Raw memory allocated once and freed with its last reference.
///
/// The reader fills the same memory for every chunk instead of allocating an array per read,
/// and a class lets a struct reader hold it without copy-on-write or exclusivity conflicts.
final class ReadBuffer {
  let bytes: UnsafeMutableRawBufferPointer

  init(count: Int) {
    bytes = .allocate(byteCount: count, alignment: 16)
  }

  /// The first `count` bytes, for reading what a fill wrote.
  func prefix(_ count: Int) -> UnsafeRawBufferPointer {
    UnsafeRawBufferPointer(rebasing: bytes[..<count])
  }

  deinit {
    bytes.deallocate()
  }
}
