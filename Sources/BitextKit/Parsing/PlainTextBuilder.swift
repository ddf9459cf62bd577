/// The output of `InlineMarkup.plainText`: bytes written into storage sized for the input,
/// plus a space owed before the next byte (runs of white space and removed markup become one
/// space, never a leading one).
///
/// A struct with mutating methods rather than a nested function capturing two locals: the
/// capture made the compiler check exclusive access at run time (`swift_beginAccess` /
/// `swift_endAccess` per byte, 15 % of the whole pipeline in the profile). Writing into
/// uninitialized storage instead of `Array.append` drops a capacity check per byte.
struct PlainTextBuilder {
  private let storage: UnsafeMutableBufferPointer<UInt8>
  private(set) var count = 0
  var pendingSpace = false

  /// `storage` must hold the input's byte count: `plainText` never writes more.
  init(_ storage: UnsafeMutableBufferPointer<UInt8>) { self.storage = storage }

  @inline(__always) mutating func emit(_ byte: UInt8) {
    flushSpace()
    precondition(count < storage.count, "plain text outgrew its input")
    storage[count] = byte
    count += 1
  }

  @inline(__always) mutating func emit(_ bytes: UnsafeBufferPointer<UInt8>) {
    flushSpace()
    precondition(count + bytes.count <= storage.count, "plain text outgrew its input")
    guard let source = bytes.baseAddress else { return }
    (storage.baseAddress! + count).initialize(from: source, count: bytes.count)
    count += bytes.count
  }

  @inline(__always) private mutating func flushSpace() {
    if pendingSpace, count > 0 {
      precondition(count < storage.count, "plain text outgrew its input")
      storage[count] = .space
      count += 1
    }
    pendingSpace = false
  }
}
