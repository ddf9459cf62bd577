/// Strict UTF-8 validation on bytes, following the Unicode Standard's table of well-formed
/// sequences (Table 3-7).
///
/// Rejects truncated sequences, lone continuation bytes, overlong forms (`C0`, `C1`, `E0 80…`,
/// `F0 80…`), UTF-16 surrogates (`ED A0…`) and code points past U+10FFFF. Written by hand
/// because the stdlib's validating initializers allocate a `String`; this one only reads.
/// - Complexity: O(n); ASCII runs are checked eight bytes at a time.
enum UTF8Validation {
  static func isValid(_ bytes: UnsafeRawBufferPointer) -> Bool { scan(bytes).isValid }

  /// What one pass over a line's bytes tells the reader.
  struct Scan {
    var isValid: Bool
    /// False only when the bytes are valid and hold nothing that `ControlBytes` counts: no C0
    /// control (tab included, to keep the test short), no DEL, no C1 control (`C2 80`–`C2 9F`).
    /// True says nothing for sure: the reader then counts them (`ControlBytes.count`).
    var mayHaveControls: Bool
  }

  /// `isValid`, and in the same pass whether the bytes may hold control characters: the reader
  /// validates each line and counts its controls, and almost every line has none, so a second
  /// pass over clean text is saved. In valid UTF-8 a byte below 0x20 or 0x7F is an ASCII
  /// character, and `C2` only a lead byte.
  static func scan(_ bytes: UnsafeRawBufferPointer) -> Scan {
    let count = bytes.count
    var index = 0
    var controls = false
    // Per byte `c` below 0x80, `((c + 1) & 0x7F) - 0x21` borrows exactly when `c` is below 0x20
    // or is 0x7F: eight bytes tested at once, the high bit set in some byte of the word iff one is.
    var controlWords: UInt64 = 0
    while index < count {
      let lead = bytes[index]
      if lead < 0x80 {
        if (lead &+ 1) & 0x7F < 0x21 { controls = true }
        index += 1
        while index + 8 <= count {
          let word = bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self)
          guard word & ByteWord.highBits == 0 else { break }
          controlWords |= ((word &+ ByteWord.ones) & 0x7F7F_7F7F_7F7F_7F7F) &- 0x2121_2121_2121_2121
          index += 8
        }
        continue
      }
      // Hangul syllables, CJK and most punctuation: a run of 3-byte forms and single spaces,
      // read two forms at a time from a load of eight bytes while eight are there (a form at a
      // time was some seventeen instructions a syllable). A form is a lead 1110xxxx and two
      // continuations, and its lead's range rule is read off the lead and the second byte's top
      // three bits: E0 needs A0–BF (80–9F would be overlong), ED needs 80–9F (ED A0–BF are
      // UTF-16 surrogates; ED 80–9E starts a seventh of the Hangul syllables, up to U+D7A3). A
      // space is no control.
      if lead & 0xF0 == 0xE0, index &+ 8 <= count {
        let from = index
        while index &+ 8 <= count {
          let word = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self))
          let first = word & 0xE0FF
          if word & 0xC0_C0F0_C0C0_F0 == 0x80_80E0_8080_E0 {  // two forms
            let second = word &>> 24 & 0xE0FF
            guard first != 0x80E0, first != 0xA0ED, second != 0x80E0, second != 0xA0ED else {
              return Scan(isValid: false, mayHaveControls: true)
            }
            index &+= 6
          } else if word & 0xFF_C0C0_F0 == 0x20_8080_E0 {  // a form and a space
            guard first != 0x80E0, first != 0xA0ED else { return Scan(isValid: false, mayHaveControls: true) }
            index &+= 4
          } else if word & 0xC0C0_F0FF == 0x8080_E020 {  // a space and a form
            let second = word &>> 8 & 0xE0FF
            guard second != 0x80E0, second != 0xA0ED else { return Scan(isValid: false, mayHaveControls: true) }
            index &+= 4
          } else if word & 0xC0_C0F0 == 0x80_80E0 {
            guard first != 0x80E0, first != 0xA0ED else { return Scan(isValid: false, mayHaveControls: true) }
            index &+= 3
          } else {
            break
          }
        }
        if index != from { continue }
      }
      // The same four bytes at a time, at the end of the bytes.
      if lead & 0xF0 == 0xE0, index &+ 4 <= count {
        var word = UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: index, as: UInt32.self))
        if word & 0x00C0_C0F0 == 0x0080_80E0 {
          while true {
            if word & 0x00C0_C0F0 == 0x0080_80E0 {
              let rule = word & 0xE0FF
              guard rule != 0x80E0, rule != 0xA0ED else { return Scan(isValid: false, mayHaveControls: true) }
              index &+= 3
            } else if word & 0xFF == 0x20 {
              index &+= 1
            } else {
              break
            }
            guard index &+ 4 <= count else { break }
            word = UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: index, as: UInt32.self))
          }
          continue
        }
      }
      if lead &- 0xE1 < 0x0F, index &+ 2 < count {
        let second = bytes[index &+ 1]
        guard second.isUTF8Continuation, bytes[index &+ 2].isUTF8Continuation, lead != 0xED || second < 0xA0 else {
          return Scan(isValid: false, mayHaveControls: true)
        }
        index &+= 3
        continue
      }
      let length = sequenceLength(lead: lead, at: index, in: bytes)
      guard length > 0 else { return Scan(isValid: false, mayHaveControls: true) }
      if lead == 0xC2, bytes[index + 1] < 0xA0 { controls = true }
      index += length
    }
    return Scan(isValid: true, mayHaveControls: controls || controlWords & ByteWord.highBits != 0)
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
