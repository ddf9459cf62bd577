/// The byte order mark a file starts with, if any: it decides how the bytes are decoded.
///
/// UTF-32 marks are checked before UTF-16 because `FF FE 00 00` also starts with the UTF-16LE
/// mark. UTF-32 is not decoded (no editor in this workflow writes it); its NUL bytes make the
/// reader report it as binary.
public enum ByteOrderMark: Sendable, Equatable {
  case utf8, utf16LittleEndian, utf16BigEndian, utf32LittleEndian, utf32BigEndian

  /// The mark at the start of `bytes`, if any. Needs the first four bytes when the input has them.
  public static func detect(_ bytes: UnsafeRawBufferPointer) -> ByteOrderMark? {
    func starts(with mark: [UInt8]) -> Bool {
      bytes.count >= mark.count && zip(bytes, mark).allSatisfy { $0 == $1 }
    }
    if starts(with: [0xFF, 0xFE, 0x00, 0x00]) { return .utf32LittleEndian }
    if starts(with: [0x00, 0x00, 0xFE, 0xFF]) { return .utf32BigEndian }
    if starts(with: [0xEF, 0xBB, 0xBF]) { return .utf8 }
    if starts(with: [0xFF, 0xFE]) { return .utf16LittleEndian }
    if starts(with: [0xFE, 0xFF]) { return .utf16BigEndian }
    return nil
  }

  /// How many bytes the mark takes at the start of the file.
  public var length: Int {
    switch self {
    case .utf8: 3
    case .utf16LittleEndian, .utf16BigEndian: 2
    case .utf32LittleEndian, .utf32BigEndian: 4
    }
  }
}
