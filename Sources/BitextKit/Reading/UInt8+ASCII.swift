extension UInt8 {
  /// Named bytes for the hot loops, so byte tests read like the syntax they recognize.
  static let nul: UInt8 = 0x00
  static let lineFeed = UInt8(ascii: "\n")
  static let carriageReturn = UInt8(ascii: "\r")
  static let space = UInt8(ascii: " ")

  var isASCIIDigit: Bool { self >= 0x30 && self <= 0x39 }
  var isASCIILetter: Bool { (self | 0x20) >= 0x61 && (self | 0x20) <= 0x7A }

  /// `10xxxxxx`: the second, third or fourth byte of a UTF-8 sequence, never its start.
  var isUTF8Continuation: Bool { self & 0xC0 == 0x80 }
}
