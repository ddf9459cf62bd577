/// The output of `InlineMarkup.plainText`: bytes plus a space owed before the next byte (runs of
/// white space and removed markup become one space, never a leading one). A struct with a
/// mutating method rather than a nested function capturing two locals: the capture made the
/// compiler check exclusive access at run time (`swift_beginAccess`/`swift_endAccess` per
/// byte, 15 % of the whole pipeline in the profile).
struct PlainTextBuilder {
  var bytes: [UInt8] = []
  var pendingSpace = false

  init(capacity: Int) { bytes.reserveCapacity(capacity) }

  @inline(__always) mutating func emit(_ byte: UInt8) {
    if pendingSpace, !bytes.isEmpty { bytes.append(.space) }
    pendingSpace = false
    bytes.append(byte)
  }
}
