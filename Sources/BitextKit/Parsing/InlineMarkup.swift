/// Turns the content of a line into plain text: what a translator reads and what a translation
/// memory stores. Removes emphasis markers (`**`, `__`, `~~`, `*x*`), code ticks, HTML tags and
/// inline images; keeps a link's text and drops its URL; unescapes `\*`; turns NO-BREAK SPACE,
/// IDEOGRAPHIC SPACE and tabs into spaces and collapses runs of spaces; drops C0 control bytes
/// and NUL. Works on UTF-8 bytes; invalid bytes pass through (the caller decodes with U+FFFD).
enum InlineMarkup {
  static func plainText(_ b: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> [UInt8] {
    guard end > start else { return [] }
    // Every space written stands for at least one input byte not written (white space, a
    // marker, a tag), and escapes shrink, so the text never outgrows its input: one allocation.
    return [UInt8](unsafeUninitializedCapacity: end - start) { storage, count in
      var text = PlainTextBuilder(storage)
      plainText(b, from: start, to: end, into: &text)
      count = text.count
    }
  }

  private static func plainText(_ b: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int,
                                into text: inout PlainTextBuilder) {
    var i = start
    var linkTextEnd = -1  // index of the `]` that closes the current link text
    var linkEnd = -1      // index of the `)` that closes its URL

    while i < end {
      let c = b[i]
      if i == linkTextEnd { i = linkEnd + 1; linkTextEnd = -1; continue }
      switch c {
      case .space, .tab, .lineFeed, .carriageReturn:
        text.pendingSpace = true; i += 1
      case 0xC2 where i + 1 < end && b[i + 1] == 0xA0:
        text.pendingSpace = true; i += 2
      case 0xE3 where i + 2 < end && b[i + 1] == 0x80 && b[i + 2] == 0x80:
        text.pendingSpace = true; i += 3
      case 0xEF where i + 2 < end && b[i + 1] == 0xBB && b[i + 2] == 0xBF:
        i += 3  // a stray BOM inside text
      case 0..<0x20, 0x7F:
        i += 1  // control characters never belong in a segment
      case .backslash where i + 1 < end && isASCIIPunctuation(b[i + 1]):
        text.emit(b[i + 1]); i += 2
      case .asterisk, .underscore, .tilde:
        let count = MarkdownSyntax.run(of: c, in: b, from: i) ?? 1
        let before: UInt8 = i > start ? b[i - 1] : .space
        let after: UInt8 = i + count < end ? b[i + count] : .space
        let isMarker = c == .asterisk ? !(before == .space && after == .space)
          : (count >= 2 && (before == .space || after == .space || isASCIIPunctuation(before) || isASCIIPunctuation(after)))
        if isMarker {
          // `**DEVELOPER NOTE**In iPadOS…` renders without a space, but as plain text the
          // words would fuse; a closing marker glued to the next word becomes a space.
          if count >= 2, before != .space, !isASCIIPunctuation(after) || after == .openParen, after != .space, i > start, i + count < end {
            text.pendingSpace = true
          }
          i += count
        } else { for _ in 0..<count { text.emit(c) }; i += count }
      case .backtick:
        i += 1
      case .exclamation where i + 1 < end && b[i + 1] == .openBracket:
        if let close = linkTarget(b, openBracket: i + 1, end: end) { i = close.urlEnd + 1; text.pendingSpace = true }
        else { text.emit(c); i += 1 }
      case .openBracket:
        if let close = linkTarget(b, openBracket: i, end: end) {
          linkTextEnd = close.textEnd; linkEnd = close.urlEnd; i += 1
        } else { text.emit(c); i += 1 }
      case .lessThan where i + 1 < end && (b[i + 1].isASCIILetter || b[i + 1] == .slash || b[i + 1] == .exclamation):
        if let close = tagEnd(b, from: i, end: end) {
          if isAutolink(b, from: i + 1, to: close) { for j in (i + 1)..<close { text.emit(b[j]) } }
          else { text.pendingSpace = true }
          i = close + 1
        } else { text.emit(c); i += 1 }
      default:
        // A run of bytes that no case above looks at is copied at once; it stops at the `]`
        // of a link text, which the top of the loop handles.
        let limit = linkTextEnd > i ? linkTextEnd : end
        var j = i + 1
        while j < limit, isPlain(b[j]) { j += 1 }
        text.emit(UnsafeBufferPointer(rebasing: b[i..<j]))
        i = j
      }
    }
  }

  /// Bytes that `plainText` copies as they are whatever follows them: not white space, a
  /// control, a markup character, or the lead byte of NO-BREAK SPACE, IDEOGRAPHIC SPACE or BOM.
  @inline(__always) static func isPlain(_ c: UInt8) -> Bool {
    switch c {
    case 0..<0x21, 0x7F, .backslash, .asterisk, .underscore, .tilde, .backtick, .exclamation, .openBracket, .lessThan,
         0xC2, 0xE3, 0xEF:
      return false
    default:
      return true
    }
  }

  static func isASCIIPunctuation(_ c: UInt8) -> Bool {
    (c >= 0x21 && c <= 0x2F) || (c >= 0x3A && c <= 0x40) || (c >= 0x5B && c <= 0x60) || (c >= 0x7B && c <= 0x7E)
  }

  /// For `[text](url)` starting at `openBracket`: the index of `]` and of the closing `)`.
  static func linkTarget(_ b: UnsafeBufferPointer<UInt8>, openBracket: Int, end: Int) -> (textEnd: Int, urlEnd: Int)? {
    var depth = 0
    var j = openBracket
    while j < end {
      if b[j] == .openBracket { depth += 1 }
      else if b[j] == .closeBracket { depth -= 1; if depth == 0 { break } }
      j += 1
    }
    guard j < end, j + 1 < end, b[j + 1] == .openParen else { return nil }
    var k = j + 2
    var parens = 1
    while k < end {
      if b[k] == .openParen { parens += 1 }
      else if b[k] == .closeParen { parens -= 1; if parens == 0 { return (j, k) } }
      else if b[k] == .space && parens == 1 && k > j + 2 && b[k - 1] != .space {
        // a title after the URL is allowed: `(url "title")`; keep scanning
      }
      k += 1
    }
    return nil
  }

  static func tagEnd(_ b: UnsafeBufferPointer<UInt8>, from start: Int, end: Int) -> Int? {
    var j = start + 1
    while j < end { if b[j] == .greaterThan { return j }; if b[j] == .lessThan { return nil }; j += 1 }
    return nil
  }

  static func isAutolink(_ b: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Bool {
    let http: [UInt8] = Array("http".utf8)
    guard end - start > 4 else { return false }
    for (k, byte) in http.enumerated() where b[start + k] | 0x20 != byte { return false }
    return true
  }
}
