/// Turns the content of a line into plain text: what a translator reads and what a translation
/// memory stores. Removes emphasis markers (`**`, `__`, `~~`, `*x*`), code ticks, HTML tags,
/// inline images, MDX comments (`{/*id*/}`, the heading ids of MDX sites) and heading
/// attributes (`{#id}`, `{#id .class}` of Hugo, Docusaurus, Pandoc, MkDocs); keeps a link's
/// text and drops its URL; decodes character references (`&amp;`, `&lt;`, `&#8230;`) once,
/// outside code spans; unescapes `\*`; turns NO-BREAK SPACE, IDEOGRAPHIC SPACE and tabs into
/// spaces and collapses runs of spaces; drops C0 control bytes and NUL. Works on UTF-8 bytes;
/// invalid bytes pass through (the caller decodes with U+FFFD).
///
/// What it removes that survives translation, link and image targets and heading ids, it
/// returns as `marks` (hashes): a translation keeps them where the reader cannot see them.
///
/// Linear in the line: a search for a closing delimiter that fails is remembered, so a line of
/// a million `{/*` or `&` costs one scan, not one per opener.
enum InlineMarkup {
  static func plainText(_ b: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> [UInt8] {
    var marks: [UInt64] = []
    return plainText(b, from: start, to: end, marks: &marks)
  }

  /// The plain text, and the marks of the line appended to `marks`.
  static func plainText(_ b: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, marks: inout [UInt64]) -> [UInt8] {
    var text: [UInt8] = []
    plainText(b, from: start, to: end, marks: &marks, into: &text)
    return text
  }

  /// The same written over `text`: a parser that passes the same array for every line
  /// allocates no storage per line, and fills only what a line needs beyond the last one's text.
  static func plainText(_ b: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, marks: inout [UInt64],
                        into text: inout [UInt8]) {
    guard end > start else {
      text.removeAll(keepingCapacity: true)
      return
    }
    // Every space written stands for at least one input byte not written (white space, a
    // marker, a tag), and escapes shrink, so the text never outgrows its input. The builder
    // only writes: the bytes `text` holds already are written over, not zeroed first.
    let size = end - start
    while text.count < size { text.append(contentsOf: zeros.prefix(size - text.count)) }
    let count = text.withUnsafeMutableBufferPointer { storage in
      var builder = PlainTextBuilder(UnsafeMutableBufferPointer(rebasing: storage[..<size]))
      swap(&builder.marks, &marks)
      plainText(b, from: start, to: end, into: &builder)
      swap(&builder.marks, &marks)
      return builder.count
    }
    text.removeLast(text.count - count)
  }

  /// What `plainText(_:from:to:marks:into:)` grows its text with: appending a slice of an array
  /// is a `memcpy`, where `repeatElement` was a loop over the bytes (3.5 M of the 5 MB file's
  /// instructions, the text growing for two lines in three).
  private static let zeros = [UInt8](repeating: 0, count: 4096)

  /// The hash of a mark: a link's target or a heading's id, its bytes as written (FNV-1a).
  @inline(__always)
  static func mark(_ b: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> UInt64 {
    var h: UInt64 = 0x84222325_cbf29ce4
    for i in range { h = (h ^ UInt64(b[i])) &* 0x0000_0100_0000_01B3 }
    return h
  }

  private static func plainText(_ b: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int,
                                into text: inout PlainTextBuilder) {
    var links = LinkMatches(start: start, end: end)
    var i = start
    var linkTextEnd = -1  // index of the `]` that closes the current link text
    var linkEnd = -1      // index of the `)` that closes its URL
    var noCommentClose = end  // from here on no `*/}` follows: an MDX comment opened here stays open
    let plain = plainBytes
    let pairs = plainPairs

    while i < end {
      let c = b[i]
      if i == linkTextEnd { i = linkEnd + 1; linkTextEnd = -1; continue }
      switch c {
      case .space, .tab, .lineFeed, .carriageReturn:
        text.pendingSpace = true; i += 1
      case 0xC2 where i + 1 < end && b[i + 1] == 0xA0:
        text.pendingSpace = true; i += 2
      case 0xC2 where i + 1 < end && b[i + 1] >= 0x80 && b[i + 1] <= 0x9F:
        i += 2  // C1 controls (U+0080–U+009F, NEXT LINE among them), counted by the reader
      case 0xE3 where i + 2 < end && b[i + 1] == 0x80 && b[i + 2] == 0x80:
        text.pendingSpace = true; i += 3
      case 0xEF where i + 2 < end && b[i + 1] == 0xBB && b[i + 2] == 0xBF:
        i += 3  // a stray BOM inside text
      case 0..<0x20, 0x7F:
        i += 1  // control characters never belong in a segment
      case .openBrace where i + 2 < end && b[i + 1] == .slash && b[i + 2] == .asterisk && i < noCommentClose:
        if let close = mdxCommentEnd(b, from: i + 3, end: end) {
          var from = i + 3, to = close - 3
          while from < to, b[from] == .space { from += 1 }
          while to > from, b[to - 1] == .space { to -= 1 }
          text.marks.append(mark(b, from..<to))
          text.pendingSpace = true; i = close
        }
        else { noCommentClose = i; text.emit(c); i += 1 }
      case .openBrace where i + 2 < end && b[i + 1] == .numberSign && b[i + 2].isASCIILetter:
        if let close = headingAttributesEnd(b, from: i + 2, end: end) {
          var idEnd = i + 2
          while idEnd < close - 1, b[idEnd] != .space { idEnd += 1 }
          text.marks.append(mark(b, (i + 2)..<idEnd))
          text.pendingSpace = true; i = close
        }
        else { text.emit(c); i += 1 }
      case .ampersand:
        if let (scalar, next) = CharacterReference.decode(b, at: i, end: end) {
          if scalar == 0xA0 || scalar == 0x20 || scalar == 0x09 { text.pendingSpace = true }
          else if scalar >= 0x20, !(0x7F...0x9F).contains(scalar) { text.emit(scalar: scalar) }
          i = next
        } else { text.emit(c); i += 1 }
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
        // A code span is literal: `<seg>` inside it is text, not a tag to remove.
        var close = i + 1
        while close < end, b[close] != .backtick { close += 1 }
        if close < end, close > i + 1 {
          var j = i + 1
          while j < close {  // literal, but no control character (C0, DEL, C1) is text
            if b[j] == 0xC2, j + 1 < close, b[j + 1] >= 0x80, b[j + 1] <= 0x9F { j += 2; continue }
            if b[j] >= 0x20 && b[j] != 0x7F { text.emit(b[j]) }
            j += 1
          }
          i = close + 1
        } else {
          i += 1
        }
      case .exclamation where i + 1 < end && b[i + 1] == .openBracket:
        if let close = links.target(b, openBracket: i + 1) {
          text.marks.append(mark(b, (close.textEnd + 2)..<close.urlEnd))
          i = close.urlEnd + 1; text.pendingSpace = true
        }
        else { text.emit(c); i += 1 }
      case .openBracket:
        if let close = links.target(b, openBracket: i) {
          text.marks.append(mark(b, (close.textEnd + 2)..<close.urlEnd))
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
        // of a link text, which the top of the loop handles. A single space between two such
        // bytes is copied with them: it is exactly the one space the white-space case would
        // owe, and prose then goes by in runs of several words rather than one.
        //
        // Two bytes are read at a time (two pairs a step) while the pair is a plain byte and then
        // a plain byte or a space (`plainPairs`): prose then goes by in pairs across its spaces.
        // A space that ends the pairs is given back when the next pair fails, since only a plain
        // byte after it makes it part of the run; the loop byte by byte then decides from there.
        let limit = linkTextEnd > i ? linkTextEnd : end
        var j = i + 1
        let raw = UnsafeRawPointer(b.baseAddress!)
        @inline(__always) func pairAt(_ k: Int) -> Bool {
          pairs[Int(UInt16(littleEndian: raw.loadUnaligned(fromByteOffset: k, as: UInt16.self)))]
        }
        while true {
          while j &+ 4 <= limit, pairAt(j), pairAt(j &+ 2) { j &+= 4 }
          while j &+ 2 <= limit, pairAt(j) { j &+= 2 }
          if b[j &- 1] == .space { j &-= 1 }
          while j < limit, plain[Int(b[j])] { j &+= 1 }
          guard j &+ 1 < limit, b[j] == .space, plain[Int(b[j &+ 1])] else { break }
          j &+= 2
        }
        text.emit(UnsafeBufferPointer(rebasing: b[i..<j]))
        i = j
      }
    }
  }

  /// Bytes that `plainText` copies as they are whatever follows them: not white space, a
  /// control, a markup character, or the lead byte of NO-BREAK SPACE, IDEOGRAPHIC SPACE or BOM.
  /// Two bit masks for ASCII (bytes 0–63, 64–127) instead of a chain of comparisons.
  @inline(__always) static func isPlain(_ c: UInt8) -> Bool {
    if c < 0x40 { return (notPlainLow >> UInt64(c)) & 1 == 0 }
    if c < 0x80 { return (notPlainHigh >> UInt64(c - 0x40)) & 1 == 0 }
    return c != 0xC2 && c != 0xE3 && c != 0xEF
  }

  /// `isPlain` of every byte, read by the copying loop (a load where the masks took about
  /// six instructions a byte). Made once, never freed.
  nonisolated(unsafe) static let plainBytes: UnsafePointer<Bool> = {
    let table = UnsafeMutablePointer<Bool>.allocate(capacity: 256)
    for c in 0..<256 { table[c] = isPlain(UInt8(c)) }
    return UnsafePointer(table)
  }()

  /// For two bytes read as a little-endian `UInt16` (the first in the low byte): the first is
  /// plain and the second is plain or a space. 64 KiB made once, never freed.
  nonisolated(unsafe) static let plainPairs: UnsafePointer<Bool> = {
    let table = UnsafeMutablePointer<Bool>.allocate(capacity: 1 << 16)
    for pair in 0..<(1 << 16) {
      let first = UInt8(truncatingIfNeeded: pair), second = UInt8(truncatingIfNeeded: pair >> 8)
      table[pair] = plainBytes[Int(first)] && (plainBytes[Int(second)] || second == .space)
    }
    return UnsafePointer(table)
  }()

  /// Bytes 0–63 that are not plain: controls and space (0x00–0x20), `!`, `&`, `*`, `<`.
  static let notPlainLow: UInt64 = 0x10000443FFFFFFFF
  /// Bytes 64–127 that are not plain: `[`, `\\`, `_`, `` ` ``, `{`, `~`, DEL (bit = byte − 64).
  static let notPlainHigh: UInt64 = 0xC800000198000000

  /// Past the `*/}` that closes an MDX comment whose body starts at `start`, or nil.
  static func mdxCommentEnd(_ b: UnsafeBufferPointer<UInt8>, from start: Int, end: Int) -> Int? {
    var j = start
    while j + 2 < end {
      if b[j] == .asterisk, b[j + 1] == .slash, b[j + 2] == .closeBrace { return j + 3 }
      j += 1
    }
    return nil
  }

  /// Past the `}` of heading attributes `{#id}` / `{#id .class key=value}` whose id starts at
  /// `start`, or nil when the braces hold anything else (code, a placeholder).
  static func headingAttributesEnd(_ b: UnsafeBufferPointer<UInt8>, from start: Int, end: Int) -> Int? {
    var j = start
    while j < end, b[j].isASCIILetter || b[j].isASCIIDigit || b[j] == .hyphen || b[j] == .underscore
      || b[j] == .colon || b[j] == .period { j += 1 }
    // Attributes after the id: `.class`, `key=value`; bounded so the scan stays linear.
    let limit = min(end, j + 128)
    while j < limit, b[j] != .closeBrace, b[j] != .openBrace, b[j] >= 0x20, b[j] < 0x80 { j += 1 }
    return j < end && b[j] == .closeBrace ? j + 1 : nil
  }

  static func isASCIIPunctuation(_ c: UInt8) -> Bool {
    (c >= 0x21 && c <= 0x2F) || (c >= 0x3A && c <= 0x40) || (c >= 0x5B && c <= 0x60) || (c >= 0x7B && c <= 0x7E)
  }

  /// The index of the `>` that closes an HTML tag starting at `start` (`<`), or nil when the
  /// bytes are not a tag. Shaped like CommonMark's raw HTML: a closing tag is `</name>` with
  /// only white space before `>`; an opening tag is `<name` then attributes (`name`,
  /// `name=value`, `name="…"`, `name='…'`) and an optional `/`. Anything else is text, so
  /// prose such as `</tuv and & more ]]>` or `a < b > c` is kept, not swallowed as a "tag".
  /// `<!…>` (comments, declarations) still ends at the first `>`.
  static func tagEnd(_ b: UnsafeBufferPointer<UInt8>, from start: Int, end: Int) -> Int? {
    var j = start + 1
    guard j < end else { return nil }
    if b[j] == .exclamation {
      while j < end { if b[j] == .greaterThan { return j }; if b[j] == .lessThan { return nil }; j += 1 }
      return nil
    }
    let closing = b[j] == .slash
    if closing { j += 1 }
    guard j < end, b[j].isASCIILetter else { return nil }
    while j < end, b[j].isASCIILetter || b[j].isASCIIDigit || b[j] == .hyphen { j += 1 }
    if !closing, j < end, b[j] == .colon || b[j] == UInt8(ascii: "@") {  // autolink: <https://…>, <a@b.c>
      while j < end, b[j] != .greaterThan, b[j] != .space, b[j] != .lessThan { j += 1 }
      return j < end && b[j] == .greaterThan ? j : nil
    }
    if closing {
      j = skipSpaces(b, from: j, end: end)
      return j < end && b[j] == .greaterThan ? j : nil
    }
    while j < end {
      let afterSpace = skipSpaces(b, from: j, end: end)
      guard afterSpace < end else { return nil }
      if b[afterSpace] == .greaterThan { return afterSpace }
      if b[afterSpace] == .slash { return afterSpace + 1 < end && b[afterSpace + 1] == .greaterThan ? afterSpace + 1 : nil }
      guard afterSpace > j, let next = attributeEnd(b, from: afterSpace, end: end) else { return nil }
      j = next
    }
    return nil
  }

  private static func skipSpaces(_ b: UnsafeBufferPointer<UInt8>, from start: Int, end: Int) -> Int {
    var j = start
    while j < end, b[j] == .space || b[j] == .tab { j += 1 }
    return j
  }

  /// Past one attribute (`name`, `name=value`, `name="…"`, `name='…'`), or nil if it is not one.
  private static func attributeEnd(_ b: UnsafeBufferPointer<UInt8>, from start: Int, end: Int) -> Int? {
    var j = start
    func isNameByte(_ c: UInt8) -> Bool {
      c.isASCIILetter || c.isASCIIDigit || c == .underscore || c == .colon || c == .period || c == .hyphen
    }
    guard j < end, b[j].isASCIILetter || b[j] == .underscore || b[j] == .colon else { return nil }
    while j < end, isNameByte(b[j]) { j += 1 }
    let equals = skipSpaces(b, from: j, end: end)
    guard equals < end, b[equals] == UInt8(ascii: "=") else { return j }
    j = skipSpaces(b, from: equals + 1, end: end)
    guard j < end else { return nil }
    if b[j] == .openBrace {
      // A JSX expression (`style={{padding: 1}}`): to its balanced `}`, within a bound that
      // keeps a line of unclosed braces linear.
      var depth = 0
      let limit = min(end, j + 512)
      while j < limit {
        if b[j] == .openBrace { depth += 1 } else if b[j] == .closeBrace { depth -= 1; if depth == 0 { return j + 1 } }
        j += 1
      }
      return nil
    }
    if b[j] == UInt8(ascii: "\"") || b[j] == UInt8(ascii: "'") {
      let quote = b[j]
      j += 1
      while j < end, b[j] != quote { j += 1 }
      return j < end ? j + 1 : nil
    }
    let valueStart = j
    while j < end {
      switch b[j] {
      case .space, .tab, UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "="), .lessThan, .greaterThan, .backtick: break
      default: j += 1; continue
      }
      break
    }
    return j > valueStart ? j : nil
  }

  static func isAutolink(_ b: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Bool {
    let http: [UInt8] = Array("http".utf8)
    guard end - start > 4 else { return false }
    for (k, byte) in http.enumerated() where b[start + k] | 0x20 != byte { return false }
    return true
  }
}
