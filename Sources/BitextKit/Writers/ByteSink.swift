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
    var string = string
    try string.withUTF8 { try append(UnsafeRawBufferPointer($0)) }
  }
}

extension Array: ByteSink where Element == UInt8 {
  public mutating func append(_ bytes: UnsafeRawBufferPointer) {
    append(contentsOf: bytes)
  }
}
