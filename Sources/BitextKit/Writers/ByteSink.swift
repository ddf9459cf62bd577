/// Where the writers put bytes: an `OutputBuffer` over a file, or a `[UInt8]` in tests and for
/// small in-memory outputs. Escapers append runs of clean bytes in one call, so a sink sees a
/// few large appends per field rather than one call per byte.
public protocol ByteSink {
  mutating func append(_ bytes: UnsafeRawBufferPointer) throws
  mutating func append(_ byte: UInt8) throws
  /// Hands buffered bytes to their destination; a no-op for in-memory sinks.
  mutating func flush() throws
}

extension ByteSink {
  public mutating func flush() throws {}

  /// Appends the UTF-8 of `string` without copying it when the string is native (the usual case).
  @inlinable
  public mutating func append(_ string: String) throws {
    try string.withUTF8Bytes { try append($0) }
  }

  /// Appends a literal of the writer's own markup, with no `String` made: a literal passed
  /// where a `String` is accepted too becomes a `String` (the default literal type), and a short
  /// one is then copied out of its inline storage by `withUTF8` on every call.
  @inlinable @inline(__always)
  public mutating func append(_ markup: StaticString) throws {
    try append(UnsafeRawBufferPointer(start: markup.utf8Start, count: markup.utf8CodeUnitCount))
  }

  /// Appends `value` in decimal, as `String(value)` prints it, without making the string (a
  /// line number per CSV row and TMX entry). Up to eight digits are gathered in a word, first
  /// digit in its first byte (a temporary buffer filled digit by digit cost ~170 instructions).
  public mutating func appendDecimal(_ value: Int) throws {
    guard value >= 0, value < 100_000_000 else { return try append(String(value)) }
    var rest = UInt64(value), digits: UInt64 = 0, count = 0
    repeat {
      digits = digits << 8 | (0x30 + rest % 10)
      rest /= 10
      count += 1
    } while rest > 0
    var bytes = digits.littleEndian
    try withUnsafeBytes(of: &bytes) { try append(UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
  }

  /// Appends `id` as its 16 hex digits (`UnitID.description`), without making the string.
  public mutating func appendHex(_ id: UnitID) throws {
    try withUnsafeTemporaryAllocation(byteCount: 16, alignment: 1) { digits in
      id.writeHexDigits(to: digits)
      try append(UnsafeRawBufferPointer(digits))
    }
  }
}

extension Array: ByteSink where Element == UInt8 {
  /// One copy of the bytes (as a typed buffer: appending the raw buffer as a sequence went
  /// byte by byte).
  public mutating func append(_ bytes: UnsafeRawBufferPointer) {
    append(contentsOf: UnsafeBufferPointer(start: bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), count: bytes.count))
  }
}
