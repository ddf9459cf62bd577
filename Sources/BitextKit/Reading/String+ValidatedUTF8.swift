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

  /// No byte has its high bit set: eight bytes at a time, stopping at the first word that has
  /// one (a line of Korean at once).
  private static func isASCII(_ bytes: UnsafeRawBufferPointer) -> Bool {
    var i = 0
    while i + 8 <= bytes.count {
      if ByteWord.load(bytes, at: i) & ByteWord.highBits != 0 { return false }
      i += 8
    }
    var high: UInt8 = 0
    while i < bytes.count {
      high |= bytes[i]
      i += 1
    }
    return high < 0x80
  }
}
