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
  /// Hashes of the link targets and heading ids removed (`InlineMarkup.mark`).
  var marks: [UInt64] = []

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

  /// A scalar as its UTF-8 bytes (a decoded character reference, never longer than its text).
  mutating func emit(scalar: UInt32) {
    if scalar < 0x80 { emit(UInt8(scalar)); return }
    if scalar < 0x800 { emit(UInt8(0xC0 | scalar >> 6)); emit(UInt8(0x80 | scalar & 0x3F)); return }
    if scalar < 0x10000 {
      emit(UInt8(0xE0 | scalar >> 12)); emit(UInt8(0x80 | scalar >> 6 & 0x3F)); emit(UInt8(0x80 | scalar & 0x3F)); return
    }
    emit(UInt8(0xF0 | scalar >> 18)); emit(UInt8(0x80 | scalar >> 12 & 0x3F))
    emit(UInt8(0x80 | scalar >> 6 & 0x3F)); emit(UInt8(0x80 | scalar & 0x3F))
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
