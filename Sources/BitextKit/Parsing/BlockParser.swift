#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns lines into blocks, one line at a time. It holds at most the block being built (a
/// paragraph or quote whose next line may continue it) and never looks further back, so
/// memory is bounded by one block and feeding a file in any chunking gives the same blocks.
///
/// Joining: consecutive text lines form one (hard-wrapped) paragraph only when the earlier line
/// reads as cut off — no sentence-final punctuation and long (≥ 50 columns) — and the next line
/// continues it (starts in lower case, or both lines are mostly wide CJK/Hangul text). Short or
/// punctuated lines stay separate blocks: line-by-line bilingual exports and table cells put one
/// item per line, and the language stage still splits a joined block where the language changes.
public struct BlockParser: Sendable {
  public let path: String
  /// Code blocks longer than this keep only their first lines (they are never exported).
  public static let maximumKeptCodeLines = 20
  /// A paragraph that grows past this many lines is closed and a new one started: it bounds
  /// memory on hostile input (a 1,000,000-line paragraph) at no cost to real documents.
  public static let maximumParagraphLines = 1_000

  private var open: OpenBlock?
  private var fence: Fence?
  private var inFrontMatter = false
  private var inComment = false
  private var special: OpenBlock?  // code, front matter or comment being collected
  private var lastLineNumber = 0
  /// The plain text of the line being read, reused from line to line (`InlineMarkup.plainText`).
  private var plain: [UInt8] = []
  /// The line being read is valid UTF-8 (`Line.isValidUTF8`), and so is its plain text: the
  /// markup it removes is ASCII or whole sequences, and a character reference decodes to a
  /// scalar (never a surrogate), so no sequence is cut or made. Its strings are then made
  /// without validating the bytes again (`string(_:)`).
  private var lineIsValidUTF8 = true
  /// Set by `finish` when a code fence, HTML comment or front matter was still open at the end
  /// of the input: everything after its first line was swallowed, which the user must hear of.
  public private(set) var unclosedIssue: ReadingIssue?

  private struct OpenBlock {
    var kind: BlockKind
    var lines: [String]
    var first: Int
    var last: Int
    var level: Int
    var lastEndsSentence: Bool
    var lastWidth: Int
    var lastIsWide: Bool
    var quoted = false
    var marks: [UInt64] = []
  }

  private struct Fence { var marker: UInt8; var count: Int }

  public init(path: String) { self.path = path }

  /// Feeds one line; appends the blocks it completes.
  public mutating func consume(_ line: Line, into blocks: inout [Block]) {
    lastLineNumber = line.number
    lineIsValidUTF8 = line.isValidUTF8
    line.content.withUnsafeBufferPointer { consume($0, number: line.number, into: &blocks) }
  }

  /// Ends the input; appends the block still open.
  public mutating func finish(into blocks: inout [Block]) {
    close(into: &blocks)
    if var s = special {
      s.last = max(s.last, lastLineNumber)
      let opener = fence != nil ? "code fence" : inComment ? "HTML comment" : "front matter"
      unclosedIssue = ReadingIssue(.unclosed(opener: opener, lineCount: s.last - s.first),
                                   at: SourceLocation(file: path, firstLine: s.first))
      blocks.append(Block(kind: s.kind, lines: s.lines, location: location(s.first, s.last)))
      special = nil
    }
    fence = nil
    inFrontMatter = false
    inComment = false
  }

  private func location(_ first: Int, _ last: Int) -> SourceLocation {
    SourceLocation(file: path, firstLine: first, lastLine: last)
  }

  private mutating func consume(_ b: UnsafeBufferPointer<UInt8>, number: Int, into blocks: inout [Block]) {
    if collectSpecial(b, number: number, into: &blocks) { return }
    let syntax = MarkdownSyntax.classify(b)
    switch syntax.kind {
    case .blank:
      close(into: &blocks)
    case .fence(let marker, let count):
      close(into: &blocks)
      fence = Fence(marker: marker, count: count)
      special = OpenBlock(kind: .code, lines: [decode(b, from: 0)], first: number, last: number, level: 0,
                          lastEndsSentence: true, lastWidth: 0, lastIsWide: false)
    case .thematicBreak:
      close(into: &blocks)
      if number == 1, b.first == .hyphen {
        inFrontMatter = true
        special = OpenBlock(kind: .metadata, lines: [], first: number, last: number, level: 0,
                            lastEndsSentence: true, lastWidth: 0, lastIsWide: false)
      } else {
        blocks.append(Block(kind: .thematicBreak, lines: [""], location: location(number, number)))
      }
    case .heading(let level):
      close(into: &blocks)
      var marks: [UInt64] = []
      let text = InlineMarkup.plainText(b, from: syntax.contentStart, to: trimmedHeadingEnd(b, from: syntax.contentStart), marks: &marks)
      blocks.append(Block(kind: .heading, lines: [string(text)], location: location(number, number), level: level, marks: marks.sortedUnique()))
    case .html:
      close(into: &blocks)
      if startsComment(b, at: syntax.contentStart), !contains(b, "-->") {
        inComment = true
        special = OpenBlock(kind: .html, lines: [decode(b, from: syntax.contentStart)], first: number, last: number,
                            level: 0, lastEndsSentence: true, lastWidth: 0, lastIsWide: false)
        return
      }
      if startsComment(b, at: syntax.contentStart), let comment = commentText([decode(b, from: syntax.contentStart)]) {
        blocks.append(Block(kind: .comment, lines: comment, location: location(number, number)))
        return
      }
      let text = InlineMarkup.plainText(b, from: syntax.contentStart, to: b.count)
      appendTextBlock(kind: .html, text: text, raw: b, contentStart: syntax.contentStart, number: number, level: 0, into: &blocks)
    case .tableRow:
      close(into: &blocks)
      if MarkdownSyntax.isTableRule(b, from: syntax.contentStart) {
        blocks.append(Block(kind: .tableRow, lines: [""], location: location(number, number)))
      } else {
        let text = tableText(b, from: syntax.contentStart)
        blocks.append(Block(kind: .tableRow, lines: [string(text)], location: location(number, number)))
      }
    case .quote(let level):
      var marks: [UInt64] = []
      InlineMarkup.plainText(b, from: syntax.contentStart, to: b.count, marks: &marks, into: &plain)
      let text = plain
      if let current = open, current.kind == .quote, current.level == level, joins(current, text) {
        append(text, marks: marks, number: number)
      } else {
        close(into: &blocks)
        appendTextBlock(kind: .quote, text: text, marks: marks, raw: b, contentStart: syntax.contentStart, number: number, level: level,
                        into: &blocks)
      }
    case .listItem(let level):
      close(into: &blocks)
      var marks: [UInt64] = []
      let text = InlineMarkup.plainText(b, from: syntax.contentStart, to: b.count, marks: &marks)
      let kind: BlockKind = Self.isLinkOnly(b, from: syntax.contentStart) ? .link : .listItem
      appendTextBlock(kind: kind, text: text, marks: marks, raw: b, contentStart: syntax.contentStart, number: number, level: level,
                      into: &blocks)
      if syntax.quoted { open?.quoted = true }
    case .text:
      if let row = tabSeparatedRow(b, from: syntax.contentStart) {
        close(into: &blocks)
        blocks.append(Block(kind: .tableRow, lines: [string(row)], location: location(number, number)))
        return
      }
      if let title = Self.directiveTitle(b, from: syntax.contentStart) {
        close(into: &blocks)
        var marks: [UInt64] = []
        let text = title.isEmpty ? [] : InlineMarkup.plainText(b, from: title.lowerBound, to: title.upperBound, marks: &marks)
        if text.isEmpty {
          blocks.append(Block(kind: .directive, lines: [decode(b, from: syntax.contentStart)], location: location(number, number)))
        } else {
          blocks.append(Block(kind: .heading, lines: [string(text)], location: location(number, number), level: 6, marks: marks.sortedUnique()))
        }
        return
      }
      var marks: [UInt64] = []
      InlineMarkup.plainText(b, from: syntax.contentStart, to: b.count, marks: &marks, into: &plain)
      let text = plain
      if let current = open, !text.isEmpty, Self.note(in: text, raw: b, contentStart: syntax.contentStart) == nil,
         (current.kind == .listItem && syntax.indent >= 2) || ((current.kind == .paragraph || current.kind == .listItem) && joins(current, text)) {
        append(text, marks: marks, number: number)
      } else {
        close(into: &blocks)
        appendTextBlock(kind: .paragraph, text: text, marks: marks, raw: b, contentStart: syntax.contentStart, number: number, level: 0,
                        into: &blocks)
      }
    }
  }

  /// For a line that opens or closes a docs dialect's container, the range of its title (empty
  /// when it has none); nil for any other line. Docusaurus admonitions `:::type`, `:::type Title`,
  /// `:::type[Title]`, `:::`; MkDocs `!!! type`, `!!! type "Title"`, `??? type`, `???+ type`;
  /// Hugo shortcode lines `{{< name … >}}`, `{{% name … %}}` (no title).
  static func directiveTitle(_ b: UnsafeBufferPointer<UInt8>, from start: Int) -> Range<Int>? {
    var end = b.count
    while end > start, b[end - 1] == .space || b[end - 1] == .tab || b[end - 1] == .carriageReturn { end -= 1 }
    guard end - start >= 3 else { return nil }
    if b[start] == .openBrace, b[start + 1] == .openBrace, b[start + 2] == .lessThan || b[start + 2] == 0x25 {
      return end - start >= 6 && b[end - 1] == .closeBrace && b[end - 2] == .closeBrace ? start..<start : nil
    }
    let marker = b[start]
    guard marker == .colon || marker == .exclamation || marker == 0x3F else { return nil }
    var i = start
    while i < end, b[i] == marker { i += 1 }
    guard i - start >= 3, marker == .colon || i - start == 3 else { return nil }
    if marker == 0x3F, i < end, b[i] == 0x2B { i += 1 }  // `???+`: an open collapsible
    if marker != .colon {
      guard i < end, b[i] == .space else { return nil }
      while i < end, b[i] == .space { i += 1 }
    }
    // The type: letters, digits, `-`, `_`; required except for a closing `:::`.
    let typeStart = i
    while i < end, b[i].isASCIILetter || b[i].isASCIIDigit || b[i] == .hyphen || b[i] == .underscore { i += 1 }
    if i == typeStart { return marker == .colon && i == end ? start..<start : nil }
    if i == end { return start..<start }
    if marker == .colon, b[i] == .openBracket, b[end - 1] == .closeBracket { return (i + 1)..<(end - 1) }
    guard b[i] == .space else { return nil }
    while i < end, b[i] == .space { i += 1 }
    if marker != .colon {
      guard b[i] == 0x22, end - i >= 2, b[end - 1] == 0x22 else { return i == end ? start..<start : nil }
      return (i + 1)..<(end - 1)
    }
    return i..<end
  }

  /// Lines inside a code fence, front matter or an HTML comment: kept (capped), not parsed.
  private mutating func collectSpecial(_ b: UnsafeBufferPointer<UInt8>, number: Int, into blocks: inout [Block]) -> Bool {
    guard var s = special.take() else { return false }
    s.last = number
    var ends = false
    if let f = fence {
      let syntax = MarkdownSyntax.classify(b)
      if case .fence(let marker, let count) = syntax.kind, marker == f.marker, count >= f.count,
         MarkdownSyntax.skipSpace(b, from: syntax.contentStart) == b.count {
        ends = true
      }
    } else if inFrontMatter {
      let start = MarkdownSyntax.skipSpace(b, from: 0)
      ends = (MarkdownSyntax.run(of: .hyphen, in: b, from: start) ?? 0) >= 3 && b.count - start <= 4
        || (MarkdownSyntax.run(of: .period, in: b, from: start) ?? 0) == 3
    } else if inComment {
      ends = contains(b, "-->")
    }
    if s.lines.count < Self.maximumKeptCodeLines { s.lines.append(decode(b, from: 0)) }
    if ends {
      if inComment, let comment = commentText(s.lines) {
        blocks.append(Block(kind: .comment, lines: comment, location: location(s.first, s.last)))
      } else {
        blocks.append(Block(kind: s.kind, lines: s.lines, location: location(s.first, s.last)))
      }
      special = nil
      fence = nil
      inFrontMatter = false
      inComment = false
    } else {
      special = s
    }
    return true
  }

  /// The translator note a line holds (`TranslatorNote`), judged on its plain text. A marker
  /// inside a code span (`` `=> {` 를 표현하는 … ``) is code the line talks about, not the arrow
  /// of a note: only a line whose markdown itself starts outside code can be a note.
  static func note(in text: [UInt8], raw b: UnsafeBufferPointer<UInt8>, contentStart: Int) -> [UInt8]? {
    let start = MarkdownSyntax.skipSpace(b, from: contentStart)
    if start < b.count, b[start] == .backtick { return nil }
    return TranslatorNote.note(in: text)
  }

  /// Starts a block for a line of text, or emits it at once when it cannot continue
  /// (a translator note, an image line, markup with no text).
  private mutating func appendTextBlock(kind: BlockKind, text: [UInt8], marks: [UInt64] = [], raw b: UnsafeBufferPointer<UInt8>,
                                        contentStart: Int, number: Int, level: Int, into blocks: inout [Block]) {
    if let note = Self.note(in: text, raw: b, contentStart: contentStart) {
      blocks.append(Block(kind: .note, lines: [string(note)], location: location(number, number), level: level))
      return
    }
    if text.isEmpty {
      let from = MarkdownSyntax.skipSpace(b, from: 0)
      if let inner = Self.mdxComment(b, from: from) {
        // `{/* … */}` alone on a line: MDX's comment, read as an HTML comment is.
        blocks.append(Block(kind: .comment, lines: [string(InlineMarkup.plainText(b, from: inner.lowerBound, to: inner.upperBound))],
                            location: location(number, number)))
        return
      }
      if let alt = Self.imageText(b, from: contentStart) {
        blocks.append(Block(kind: .imageText, lines: [string(alt)], location: location(number, number), level: level, quoted: kind == .quote))
        return
      }
      let kind: BlockKind = contains(b, "![") ? .image : .html
      blocks.append(Block(kind: kind, lines: [decode(b, from: MarkdownSyntax.skipSpace(b, from: 0))], location: location(number, number)))
      return
    }
    if kind == .html {
      blocks.append(Block(kind: .html, lines: [string(text)], location: location(number, number)))
      return
    }
    let endsSentence = Self.endsSentence(text)
    let (width, isWide) = Self.columnsAndWidth(text, unlessEndsSentence: endsSentence)
    open = OpenBlock(kind: kind, lines: [string(text)], first: number, last: number, level: level,
                     lastEndsSentence: endsSentence, lastWidth: width, lastIsWide: isWide, marks: marks)
  }

  /// The alt text of a line that holds only images (`![Board filled with numbers](board.png)`),
  /// as plain text, when it is words a reader reads: not empty, not a URL, not a file name or
  /// path. Several images on the line give their alt texts in order.
  static func imageText(_ b: UnsafeBufferPointer<UInt8>, from start: Int) -> [UInt8]? {
    var links = LinkMatches(start: start, end: b.count)
    var alt: [UInt8] = []
    var i = MarkdownSyntax.skipSpace(b, from: start)
    while i < b.count {
      guard b[i] == .exclamation, i + 1 < b.count, b[i + 1] == .openBracket,
            let target = links.target(b, openBracket: i + 1) else { return nil }
      let text = InlineMarkup.plainText(b, from: i + 2, to: target.textEnd)
      if !text.isEmpty {
        if !alt.isEmpty { alt.append(.space) }
        alt += text
      }
      i = MarkdownSyntax.skipSpace(b, from: target.urlEnd + 1)
    }
    return isReadable(alt) ? alt : nil
  }

  /// Words, not an address: some letter, no `://`, and more than one word unless the one word
  /// has no `/`, `.` or `_` (a file name or path).
  private static func isReadable(_ text: [UInt8]) -> Bool {
    guard text.contains(where: { $0 >= 0x80 || $0.isASCIILetter }) else { return false }
    var hasSpace = false, hasPathByte = false
    for (k, c) in text.enumerated() {
      if c == .space { hasSpace = true }
      if c == .slash || c == .underscore || (c == .period && k + 1 < text.count && text[k + 1] != .space) { hasPathByte = true }
      if c == .colon, k + 2 < text.count, text[k + 1] == .slash, text[k + 2] == .slash { return false }
    }
    return hasSpace || !hasPathByte
  }

  /// The body of a line that is one MDX comment (`{/* … */}`), or nil.
  static func mdxComment(_ b: UnsafeBufferPointer<UInt8>, from start: Int) -> Range<Int>? {
    var end = b.count
    while end > start, b[end - 1] == .space || b[end - 1] == .tab { end -= 1 }
    guard end - start >= 6, b[start] == .openBrace, b[start + 1] == .slash, b[start + 2] == .asterisk,
          b[end - 3] == .asterisk, b[end - 2] == .slash, b[end - 1] == .closeBrace else { return nil }
    return (start + 3)..<(end - 3)
  }

  /// A list item that is a link with at most a short tail (`[Title](url) by Author`,
  /// `[v16.4.0](url) (May 2018)`): no sentence of its own after the link.
  static func isLinkOnly(_ b: UnsafeBufferPointer<UInt8>, from start: Int) -> Bool {
    var i = MarkdownSyntax.skipSpace(b, from: start)
    if i < b.count, b[i] == .asterisk || b[i] == .underscore { i += 1 }  // `*[Title](url)*`
    guard i < b.count, b[i] == .openBracket else { return false }
    var links = LinkMatches(start: i, end: b.count)
    guard let target = links.target(b, openBracket: i) else { return false }
    let tail = InlineMarkup.plainText(b, from: target.urlEnd + 1, to: b.count)
    var words = 0, inWord = false
    for c in tail {
      let space = c == .space
      if !space, !inWord { words += 1 }
      inWord = !space
    }
    return words <= 6 && (tail.isEmpty || !endsSentence(tail))
  }

  private mutating func append(_ text: [UInt8], marks: [UInt64], number: Int) {
    // Taken out of `open` first: appending while `open` still shares the array would copy
    // every line so far (quadratic in a long paragraph).
    guard var current = open.take() else { return }
    current.lines.append(string(text))
    current.marks += marks
    current.last = number
    current.lastEndsSentence = Self.endsSentence(text)
    (current.lastWidth, current.lastIsWide) = Self.columnsAndWidth(text, unlessEndsSentence: current.lastEndsSentence)
    open = current
  }

  private mutating func close(into blocks: inout [Block]) {
    guard let current = open.take() else { return }  // moved out: its lines are not retained and released
    blocks.append(Block(kind: current.kind, lines: current.lines, location: location(current.first, current.last), level: current.level,
                        quoted: current.quoted, marks: current.marks.sortedUnique()))
  }

  private func joins(_ current: OpenBlock, _ next: [UInt8]) -> Bool {
    guard !next.isEmpty, current.lines.count < Self.maximumParagraphLines,
          !current.lastEndsSentence, current.lastWidth >= 50 else { return false }
    if let first = next.first, first.isASCIILowercase || first.isASCIIDigit { return true }
    return current.lastIsWide && Self.isWide(next)
  }

  // MARK: Byte measures

  /// Sentence-final punctuation (ASCII and CJK), closing quotes and brackets, or a Korean
  /// sentence ending (`다`, `요`) at the end of the text.
  static func endsSentence(_ t: [UInt8]) -> Bool { t.withUnsafeBufferPointer { endsSentence($0) } }

  static func endsSentence(_ t: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let last = t.last else { return true }
    switch last {
    case .period, UInt8(ascii: "!"), UInt8(ascii: "?"), .colon, UInt8(ascii: ";"), .closeParen,
         UInt8(ascii: "\""), UInt8(ascii: "'"), .closeBracket:
      return true
    default: break
    }
    guard t.count >= 3 else { return false }
    let tail = (t[t.count - 3], t[t.count - 2], t[t.count - 1])
    switch tail {
    case (0xE2, 0x80, 0x9D), (0xE2, 0x80, 0x99), (0xE2, 0x80, 0xA6),  // ” ’ …
         (0xE3, 0x80, 0x82), (0xE3, 0x80, 0x8D), (0xE3, 0x80, 0x8F),  // 。 」 』
         (0xEF, 0xBC, 0x81), (0xEF, 0xBC, 0x9F), (0xEF, 0xBC, 0x89),  // ！ ？ ）
         (0xEB, 0x8B, 0xA4), (0xEC, 0x9A, 0x94):                      // 다 요
      return true
    default:
      return false
    }
  }

  /// Display columns: one per scalar, two for scalars of three or more UTF-8 bytes (CJK, Hangul).
  /// Counted up to `limit` (the count stops once it reaches it).
  static func columns(_ t: UnsafeBufferPointer<UInt8>, upTo limit: Int = .max) -> Int {
    var n = 0
    for c in t where c.isScalarStart {
      n += c >= 0xE0 ? 2 : 1
      if n >= limit { break }
    }
    return n
  }

  /// `columns(t)` and `isWide(t)` in one pass over the bytes, for a line that may continue on
  /// the next. `joins` looks at them only after a line that does not end a sentence, so for one
  /// that does they are not computed (most prose lines: the pass was 16 % of parsing).
  static func columnsAndWidth(_ t: [UInt8], unlessEndsSentence endsSentence: Bool) -> (columns: Int, isWide: Bool) {
    if endsSentence { return (0, false) }
    var columns = 0, wide = 0, letters = 0
    for c in t {
      if c < 0x80 {
        columns += 1
        if c.isASCIILetter { letters += 1 }
      } else if c >= 0xC0 {
        columns += c >= 0xE0 ? 2 : 1
        if c <= 0xEF && c >= 0xE0 { wide += 1 }
      }
    }
    return (columns, wide * 2 > letters)
  }

  /// Mostly wide (CJK/Hangul) scalars rather than ASCII letters.
  static func isWide(_ t: [UInt8]) -> Bool {
    var wide = 0
    var letters = 0
    for c in t { if c >= 0xE0 && c <= 0xEF { wide += 1 } else if c.isASCIILetter { letters += 1 } }
    return wide * 2 > letters
  }

  // MARK: Helpers

  private func trimmedHeadingEnd(_ b: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    // Closing `#`s of an ATX heading (`## Title ##`) are not text.
    var end = b.count
    while end > start, b[end - 1] == .space || b[end - 1] == .tab { end -= 1 }
    var j = end
    while j > start, b[j - 1] == .numberSign { j -= 1 }
    if j < end, j == start || b[j - 1] == .space { end = j }
    return end
  }

  /// A line of tab-separated columns (`Toggles<TAB>토글`, a spreadsheet or TSV export) as a
  /// table row's text, its cells joined by ` | ` as a markdown row's are; nil unless a tab
  /// stands between two non-empty cells. Tabs are white space to the inline parser, so the
  /// columns would otherwise run together into one line of two languages.
  private func tabSeparatedRow(_ b: UnsafeBufferPointer<UInt8>, from start: Int) -> [UInt8]? {
    guard let firstTab = Self.firstTab(b, from: start) else { return nil }
    guard b[start..<firstTab].contains(where: { $0 != .space }) else { return nil }
    var cells: [[UInt8]] = []
    var cellStart = start, i = start
    while i <= b.count {
      if i == b.count || b[i] == .tab {
        let cell = InlineMarkup.plainText(b, from: cellStart, to: i)
        if !cell.isEmpty { cells.append(cell) }
        cellStart = i + 1
      }
      i += 1
    }
    guard cells.count >= 2 else { return nil }
    return Array(cells.joined(separator: Array(" | ".utf8)))
  }

  /// The first tab from `start` (asked of every line of text: `memchr` is vectorized).
  private static func firstTab(_ b: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    guard let base = b.baseAddress, start < b.count,
          let found = memchr(base + start, Int32(UInt8.tab), b.count - start) else { return nil }
    return UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) - base
  }

  private func tableText(_ b: UnsafeBufferPointer<UInt8>, from start: Int) -> [UInt8] {
    var end = b.count
    while end > start, b[end - 1] == .space || b[end - 1] == .tab { end -= 1 }
    if end > start, b[end - 1] == .pipe { end -= 1 }
    let cells = InlineMarkup.plainText(b, from: start + 1, to: max(start + 1, end))
    return cells
  }

  /// The plain text of a comment's lines (the first starting `<!--`, the last ending `-->`),
  /// line by line; nil when it holds no text or anything follows its end.
  private func commentText(_ lines: [String]) -> [String]? {
    func trimmed(_ line: String) -> String {
      String(line.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
    guard var first = lines.first.map(trimmed), var last = lines.last.map(trimmed),
          first.hasPrefix("<!--"), last.hasSuffix("-->") else { return nil }
    var inner = lines.map(trimmed)
    if lines.count == 1 {
      guard first.count >= 7 else { return nil }
      first = String(first.dropFirst(4).dropLast(3))
      guard !first.contains("-->") else { return nil }  // two comments, or text after one
      inner = [first]
    } else {
      first.removeFirst(4)
      last.removeLast(3)
      inner[0] = first
      inner[inner.count - 1] = last
    }
    let text = inner.map { line -> String in
      var bytes = Array(line.utf8)
      return bytes.withUnsafeMutableBufferPointer { b in string(InlineMarkup.plainText(UnsafeBufferPointer(b), from: 0, to: b.count)) }
    }.filter { !$0.isEmpty }
    return text.isEmpty ? nil : text
  }

  private func startsComment(_ b: UnsafeBufferPointer<UInt8>, at i: Int) -> Bool {
    i + 3 < b.count && b[i + 1] == .exclamation && b[i + 2] == .hyphen && b[i + 3] == .hyphen
  }

  private func contains(_ b: UnsafeBufferPointer<UInt8>, _ needle: StaticString) -> Bool {
    let n = needle.utf8CodeUnitCount
    guard b.count >= n else { return false }
    let p = needle.utf8Start
    outer: for i in 0...(b.count - n) {
      for k in 0..<n where b[i + k] != p[k] { continue outer }
      return true
    }
    return false
  }

  private func decode(_ b: UnsafeBufferPointer<UInt8>, from start: Int) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: b[start...]), as: UTF8.self)
  }

  /// The string of plain text `bytes`: validated only when the line they come from was not
  /// valid UTF-8 (then invalid bytes become U+FFFD). Plain text made of a valid line, or of a
  /// string (a comment's lines), is valid.
  private func string(_ bytes: [UInt8]) -> String {
    lineIsValidUTF8 ? String(validatedUTF8: bytes) : String(decoding: bytes, as: UTF8.self)
  }
}
