/// One line of input as bytes. Nothing is decoded or dropped here: invalid UTF-8 stays in
/// `bytes` (and `isValidUTF8` says so) so that later stages and the report can name the line;
/// `text` is the only place where bytes become a `String` (invalid sequences become U+FFFD).
///
/// A line read by `LineReader` is a view of the chunk it was read in (`content`, shared by the
/// chunk's lines and freed with the last of them), not an array of its own: allocating,
/// copying and freeing one per line was about 2.5 % of the reading thread.
public struct Line: Sendable, Equatable {
  /// How the line ended in the input. Kept so the input can be rebuilt byte for byte.
  public enum Terminator: Sendable, Equatable {
    case none, lineFeed, carriageReturnLineFeed, carriageReturn

    public var bytes: [UInt8] {
      switch self {
      case .none: []
      case .lineFeed: [0x0A]
      case .carriageReturnLineFeed: [0x0D, 0x0A]
      case .carriageReturn: [0x0D]
      }
    }
  }

  /// The content without terminator. Truncated to the reader's maximum line length;
  /// `droppedByteCount` says how much was not kept. A copy: stages read `content` in place.
  public var bytes: [UInt8] { Array(content) }
  /// The number of bytes of content (`bytes.count`, without the copy).
  public var byteCount: Int { content.count }
  /// The content as stored, read in place: a slice of the chunk the reader read it in, or of
  /// the caller's array. A line kept keeps that chunk (64 KiB at most) alive.
  public let content: ArraySlice<UInt8>
  /// 1-based line number.
  public var number: Int
  public var terminator: Terminator
  /// Whether `bytes` is valid UTF-8. Later stages trust it: the parser makes the strings of a
  /// valid line's text without validating them again (`String(validatedUTF8:)`), so it is
  /// set only with `bytes`, by validating them or by the reader that just did.
  public private(set) var isValidUTF8: Bool
  /// Bytes past the reader's maximum line length that were counted but not kept.
  public var droppedByteCount: Int

  /// A line of `bytes`, validated here: a caller's word that they are valid UTF-8 is not taken,
  /// since a wrong one would make invalid `String`s later.
  public init(bytes: [UInt8], number: Int, terminator: Terminator, droppedByteCount: Int = 0) {
    let isValid = bytes.withUnsafeBytes { UTF8Validation.isValid($0) }
    self.init(content: bytes[...], number: number, terminator: terminator, isValidUTF8: isValid, droppedByteCount: droppedByteCount)
  }

  /// A line the reader validated as it split it (`LineSplitter`).
  init(content: ArraySlice<UInt8>, number: Int, terminator: Terminator, isValidUTF8: Bool, droppedByteCount: Int) {
    self.content = content
    self.number = number
    self.terminator = terminator
    self.isValidUTF8 = isValidUTF8
    self.droppedByteCount = droppedByteCount
  }

  /// The line decoded for display and for later stages; invalid UTF-8 becomes U+FFFD here only.
  public var text: String { String(decoding: content, as: UTF8.self) }

  public static func == (a: Line, b: Line) -> Bool {
    a.number == b.number && a.terminator == b.terminator && a.isValidUTF8 == b.isValidUTF8
      && a.droppedByteCount == b.droppedByteCount && a.content.elementsEqual(b.content)
  }
}
