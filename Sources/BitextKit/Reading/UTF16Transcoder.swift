/// Streaming UTF-16 → UTF-8, for files saved as "Unicode" by Windows tools.
///
/// Chunks may split a code unit (odd byte count) or a surrogate pair; both are carried to the
/// next call. A lone surrogate is written as its 3-byte generalized UTF-8 form (`ED A0…`), which
/// is *invalid* UTF-8 on purpose: the line then fails validation, the reader reports it with a
/// line number, and `Line.text` shows U+FFFD. An odd final byte becomes the byte 0xFF, invalid
/// UTF-8 for the same reason: reported with its line and making the exit status 1, never a
/// silent U+FFFD.
struct UTF16Transcoder {
  let isBigEndian: Bool
  private var pendingByte: UInt8?
  private var pendingHighSurrogate: UInt16?

  init(isBigEndian: Bool) {
    self.isBigEndian = isBigEndian
  }

  /// The output space `transcode` may need for `inputCount` bytes: 3 bytes per code unit, plus
  /// a carried byte and a carried lone surrogate.
  static func outputCapacity(forInputCount inputCount: Int) -> Int {
    (inputCount + 1) / 2 * 3 + 3
  }

  /// Writes the UTF-8 for `input` into `output` and returns its length.
  mutating func transcode(_ input: UnsafeRawBufferPointer, into output: UnsafeMutableRawBufferPointer) -> Int {
    precondition(output.count >= Self.outputCapacity(forInputCount: input.count))
    var written = 0
    var index = 0
    if let first = pendingByte, input.count > 0 {
      pendingByte = nil
      write(unit(first, input[0]), into: output, at: &written)
      index = 1
    }
    while index + 1 < input.count {
      write(unit(input[index], input[index + 1]), into: output, at: &written)
      index += 2
    }
    if index < input.count { pendingByte = input[index] }
    return written
  }

  /// Flushes what the input ended in the middle of; returns the bytes written.
  mutating func finish(into output: UnsafeMutableRawBufferPointer) -> Int {
    var written = 0
    if let high = pendingHighSurrogate {
      Self.encode(UInt32(high), into: output, at: &written)
      pendingHighSurrogate = nil
    }
    if pendingByte != nil {
      output[written] = 0xFF
      written += 1
      pendingByte = nil
    }
    return written
  }

  private func unit(_ first: UInt8, _ second: UInt8) -> UInt16 {
    isBigEndian ? UInt16(first) << 8 | UInt16(second) : UInt16(second) << 8 | UInt16(first)
  }

  private mutating func write(_ unit: UInt16, into output: UnsafeMutableRawBufferPointer, at written: inout Int) {
    if let high = pendingHighSurrogate {
      pendingHighSurrogate = nil
      if (0xDC00...0xDFFF).contains(unit) {
        let scalar = 0x10000 + (UInt32(high - 0xD800) << 10) + UInt32(unit - 0xDC00)
        Self.encode(scalar, into: output, at: &written)
        return
      }
      Self.encode(UInt32(high), into: output, at: &written)
    }
    if (0xD800...0xDBFF).contains(unit) {
      pendingHighSurrogate = unit
    } else {
      Self.encode(UInt32(unit), into: output, at: &written)
    }
  }

  /// UTF-8 encoding of `value`, including surrogate values (which the validator then rejects).
  private static func encode(_ value: UInt32, into output: UnsafeMutableRawBufferPointer, at written: inout Int) {
    switch value {
    case 0..<0x80:
      output[written] = UInt8(value)
      written += 1
    case 0x80..<0x800:
      output[written] = UInt8(0xC0 | value >> 6)
      output[written + 1] = UInt8(0x80 | value & 0x3F)
      written += 2
    case 0x800..<0x10000:
      output[written] = UInt8(0xE0 | value >> 12)
      output[written + 1] = UInt8(0x80 | value >> 6 & 0x3F)
      output[written + 2] = UInt8(0x80 | value & 0x3F)
      written += 3
    default:
      output[written] = UInt8(0xF0 | value >> 18)
      output[written + 1] = UInt8(0x80 | value >> 12 & 0x3F)
      output[written + 2] = UInt8(0x80 | value >> 6 & 0x3F)
      output[written + 3] = UInt8(0x80 | value & 0x3F)
      written += 4
    }
  }
}
