extension String {
  /// `bytes` as a string, without the standard library validating them again: for text whose
  /// UTF-8 is known to be valid, the plain text of a line the reader validated
  /// (`Line.isValidUTF8`). `String(decoding:as:)` checks every byte once more (about ten
  /// instructions a byte of Korean, a tenth of the reading thread's work); this copies them.
  /// The string is marked ASCII exactly when it is, as a validating initializer marks it.
  /// - Precondition: `bytes` is valid UTF-8 (checked in debug builds): an invalid sequence
  ///   here would be a `String` that breaks the standard library's invariants.
  init(validatedUTF8 bytes: UnsafeBufferPointer<UInt8>) {
    assert(UTF8Validation.isValid(UnsafeRawBufferPointer(bytes)), "bytes are not valid UTF-8")
    let isASCII = Self.isASCII(UnsafeRawBufferPointer(bytes))
    self = String(copying: UTF8Span(unchecked: bytes.span, isKnownASCII: isASCII))
  }

  /// `String(validatedUTF8:)` of an array's bytes.
  init(validatedUTF8 bytes: [UInt8]) {
    self = bytes.withUnsafeBufferPointer { String(validatedUTF8: $0) }
  }

  /// No byte has its high bit set: eight bytes at a time.
  private static func isASCII(_ bytes: UnsafeRawBufferPointer) -> Bool {
    var high: UInt64 = 0
    var i = 0
    while i + 8 <= bytes.count {
      high |= ByteWord.load(bytes, at: i)
      i += 8
    }
    while i < bytes.count {
      high |= UInt64(bytes[i])
      i += 1
    }
    return high & ByteWord.highBits == 0
  }
}
