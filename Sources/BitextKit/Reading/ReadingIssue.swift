/// A problem met while reading a file. Reading never stops for these (except `unreadable`):
/// they are collected with their line and reported, so the user learns what was repaired.
public struct ReadingIssue: Sendable, Equatable, CustomStringConvertible {
  public enum Kind: Sendable, Equatable {
    /// Bytes that are not UTF-8 were replaced by U+FFFD in the text of this line.
    case invalidUTF8
    /// Control characters (NUL, other C0 controls but tab, DEL) in this line; no later stage
    /// keeps them, so the text of the line lost them.
    case controlCharacters(count: Int)
    /// The line was longer than the reader keeps; the rest of it was counted and dropped.
    case lineTooLong(droppedBytes: Int)
    /// The file started with a UTF-16 byte order mark and was transcoded to UTF-8.
    case decodedUTF16
    /// The file was Korean in CP949 (EUC-KR) and was transcoded to UTF-8.
    case decodedLegacyKorean
    /// A code fence, HTML comment or front matter opened on this line is never closed: the rest
    /// of the file (`lineCount` lines) was read as its content, not paired. Markdown renders it
    /// the same way, but a stray fence in a translation usually hides real paragraphs.
    case unclosed(opener: String, lineCount: Int)
    /// The file looks binary (NUL bytes in its first block) and was not read as text.
    case binary
    /// The file could not be opened or read; `message` says why.
    case unreadable(String)
  }

  public var kind: Kind
  public var location: SourceLocation

  public init(_ kind: Kind, at location: SourceLocation) {
    self.kind = kind
    self.location = location
  }

  public var message: String {
    switch kind {
    case .invalidUTF8: "invalid UTF-8 replaced with U+FFFD"
    case .controlCharacters(let count):
      count == 1 ? "1 control character (NUL or other) removed" : "\(count) control characters (NUL or other) removed"
    case .lineTooLong(let dropped): "line too long: \(dropped) bytes past the limit were dropped"
    case .unclosed(let opener, let count):
      "\(opener) opened here is never closed: \(count) line\(count == 1 ? "" : "s") after it, to the end of the file, kept as \(opener == "code fence" ? "code" : opener) and not paired"
    case .decodedUTF16: "UTF-16 file decoded to UTF-8"
    case .decodedLegacyKorean: "CP949 (EUC-KR) file decoded to UTF-8"
    case .binary: "binary file (NUL bytes), skipped"
    case .unreadable(let why): "cannot read: \(why)"
    }
  }

  /// `path:line: warning: message`, like a compiler.
  public var description: String {
    let severity: String
    switch kind {
    case .binary, .unreadable: severity = "error"
    default: severity = "warning"
    }
    return "\(location): \(severity): \(message)"
  }
}
