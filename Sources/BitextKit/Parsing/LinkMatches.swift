/// Where each `[` and `(` of a line closes, for `[text](url)` links.
///
/// Scanning from every `[` to its `]` (and from the `(` after it to its `)`) is quadratic on a
/// line of a million `[` or `[a](`: 191 s for 1 MiB. Here one pass with two stacks matches every
/// bracket and parenthesis of the line, on the first `[` met, and each link is then two
/// look-ups. The matching is the one a scan from the opener gives: the first closer where the
/// depth counted from it returns to zero (closers with nothing open are ignored).
/// - Complexity: O(n) time and n `Int32`s, paid only by lines with a `[`.
struct LinkMatches {
  private let start: Int
  private let end: Int
  /// For an opener at `start + k`, the offset from `start` of its closer; -1 otherwise.
  private var closers: [Int32] = []
  private var isBuilt = false

  init(start: Int, end: Int) {
    self.start = start
    self.end = end
  }

  /// For `[text](url)` starting at `openBracket`: the index of `]` and of the closing `)`.
  mutating func target(_ b: UnsafeBufferPointer<UInt8>, openBracket: Int) -> (textEnd: Int, urlEnd: Int)? {
    if !isBuilt { build(b) }
    let textEnd = start + Int(closers[openBracket - start])
    guard textEnd >= start, textEnd + 1 < end, b[textEnd + 1] == .openParen else { return nil }
    let urlEnd = start + Int(closers[textEnd + 1 - start])
    return urlEnd >= start ? (textEnd, urlEnd) : nil
  }

  /// Words of the line with no bracket or parenthesis are skipped eight bytes at a time
  /// (`ByteWord.cleanEnd`); the bytes of a word that has one are read one by one. A line with
  /// a link is mostly its text and URL: byte by byte was some six instructions a byte.
  private mutating func build(_ b: UnsafeBufferPointer<UInt8>) {
    isBuilt = true
    closers = [Int32](repeating: -1, count: end - start)
    var brackets: [Int32] = []
    var parens: [Int32] = []
    let line = UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(b)[..<end])
    var j = start
    while j < end {
      j = ByteWord.cleanEnd(line, from: j, Self.marks)
      let wordEnd = min(j &+ 8, end)
      while j < wordEnd {
        let offset = Int32(truncatingIfNeeded: j - start)
        switch b[j] {
        case .openBracket: brackets.append(offset)
        case .closeBracket: if let open = brackets.popLast() { closers[Int(open)] = offset }
        case .openParen: parens.append(offset)
        case .closeParen: if let open = parens.popLast() { closers[Int(open)] = offset }
        default: break
        }
        j &+= 1
      }
    }
  }

  /// Nonzero when some byte of `word` is `[`, `]`, `(` or `)`: `(` and `)` differ only in bit 0,
  /// so one test finds both.
  @inline(__always)
  private static func marks(_ word: UInt64) -> UInt64 {
    ByteWord.has(word | ByteWord.ones, UInt8(ascii: ")")) | ByteWord.has(word, UInt8(ascii: "[")) | ByteWord.has(word, UInt8(ascii: "]"))
  }
}
