/// A text's Unicode scalars as an array, decoded from its UTF-8 bytes into room reserved at
/// once. `Array(text.unicodeScalars)` grew its array as it went and decoded through the
/// view's iterator: a fifth of the Korean checks' instructions.
enum ScalarArray {
  /// The scalars of `bytes` (whole scalars of valid UTF-8, as a `String`'s are) in place of
  /// those of `scalars`.
  static func decode(_ bytes: UnsafeBufferPointer<UInt8>, into scalars: inout [Unicode.Scalar]) {
    scalars.removeAll(keepingCapacity: true)
    scalars.reserveCapacity(bytes.count)
    var i = 0
    while i < bytes.count { scalars.append(scalar(bytes, at: &i)) }
  }

  /// The scalar at `bytes[i]` (a whole scalar of valid UTF-8), moving `i` past it.
  @inline(__always)
  static func scalar(_ bytes: UnsafeBufferPointer<UInt8>, at i: inout Int) -> Unicode.Scalar {
    let lead = UInt32(bytes[i])
    let value: UInt32
    if lead < 0x80 {
      value = lead; i += 1
    } else if lead < 0xE0 {
      value = (lead & 0x1F) << 6 | UInt32(bytes[i + 1] & 0x3F); i += 2
    } else if lead < 0xF0 {
      value = (lead & 0x0F) << 12 | UInt32(bytes[i + 1] & 0x3F) << 6 | UInt32(bytes[i + 2] & 0x3F); i += 3
    } else {
      value = (lead & 0x07) << 18 | UInt32(bytes[i + 1] & 0x3F) << 12 | UInt32(bytes[i + 2] & 0x3F) << 6
        | UInt32(bytes[i + 3] & 0x3F)
      i += 4
    }
    return Unicode.Scalar(value) ?? "\u{FFFD}"
  }
}
