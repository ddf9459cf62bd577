/// Strict UTF-8 validation on bytes, following the Unicode Standard's table of well-formed
/// sequences (Table 3-7).
///
/// Rejects truncated sequences, lone continuation bytes, overlong forms (`C0`, `C1`, `E0 80…`,
/// `F0 80…`), UTF-16 surrogates (`ED A0…`) and code points past U+10FFFF. Written by hand
/// because the stdlib's validating initializers allocate a `String`; this one only reads.
/// - Complexity: O(n); ASCII runs are checked eight bytes at a time.
enum UTF8Validation {
  static func isValid(_ bytes: UnsafeRawBufferPointer) -> Bool {
    let count = bytes.count
    var index = 0
    while index < count {
      let lead = bytes[index]
      if lead < 0x80 {
        index += 1
        while index + 8 <= count,
              bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
          index += 8
        }
        continue
      }
      // Hangul syllables, CJK and most punctuation: a 3-byte form with no extra range rule.
      if lead >= 0xE1, lead <= 0xEF, lead != 0xED {
        guard index + 2 < count, bytes[index + 1].isUTF8Continuation, bytes[index + 2].isUTF8Continuation else {
          return false
        }
        index += 3
        continue
      }
      let length = sequenceLength(lead: lead, at: index, in: bytes)
      guard length > 0 else { return false }
      index += length
    }
    return true
  }

  /// The length of the well-formed sequence starting with `lead` at `index`, or 0 if none.
  private static func sequenceLength(lead: UInt8, at index: Int, in bytes: UnsafeRawBufferPointer) -> Int {
    let secondRange: ClosedRange<UInt8>
    let length: Int
    switch lead {
    case 0xC2...0xDF: (secondRange, length) = (0x80...0xBF, 2)
    case 0xE0: (secondRange, length) = (0xA0...0xBF, 3)
    case 0xE1...0xEC, 0xEE...0xEF: (secondRange, length) = (0x80...0xBF, 3)
    case 0xED: (secondRange, length) = (0x80...0x9F, 3)
    case 0xF0: (secondRange, length) = (0x90...0xBF, 4)
    case 0xF1...0xF3: (secondRange, length) = (0x80...0xBF, 4)
    case 0xF4: (secondRange, length) = (0x80...0x8F, 4)
    default: return 0
    }
    guard index + length <= bytes.count, secondRange.contains(bytes[index + 1]) else { return 0 }
    for offset in 2..<length where !bytes[index + offset].isUTF8Continuation { return 0 }
    return length
  }

  /// How many of the first `count` bytes to keep so that a cut does not split a sequence: an
  /// incomplete sequence at the end is left out (it belongs to the dropped part of a capped line).
  static func lengthWithoutIncompleteTail(_ bytes: UnsafeRawBufferPointer, count: Int) -> Int {
    var start = count
    while start > 0, count - start < 3, bytes[start - 1].isUTF8Continuation { start -= 1 }
    guard start > 0 else { return count }
    let lead = bytes[start - 1]
    let expected: Int
    switch lead {
    case 0xC0...0xDF: expected = 2
    case 0xE0...0xEF: expected = 3
    case 0xF0...0xF7: expected = 4
    default: return count
    }
    let present = count - (start - 1)
    return present < expected ? start - 1 : count
  }
}
