/// Where each `[` and `(` of a line closes, for `[text](url)` links.
///
/// Scanning from every `[` to its `]` (and from the `(` after it to its `)`) is quadratic on a
/// line of a million `[` or `[a](`: 191 s for 1 MiB. Here one pass with two stacks matches every
/// bracket and parenthesis of the line, on the first `[` met, and each link is then two
/// look-ups. The matching is the one a scan from the opener gives: the first closer where the
/// depth counted from it returns to zero (closers with nothing open are ignored).
/// - Complexity: O(n) time to match, a binary search over the openers per look-up, and two
///   `Int32`s per opener, paid only by lines with a `[`. An array as long as the line (almost all
///   of it "no opener here") was a large allocation per line with a link, for each of which the
///   allocator first gathered the small blocks freed to it (`malloc_consolidate`).
struct LinkMatches {
  private let start: Int
  private let end: Int
  /// The offsets from `start` of the line's openers, in order.
  private var openers: [Int32] = []
  /// For each of `openers`, the offset from `start` of its closer; -1 when it does not close.
  private var closers: [Int32] = []
  private var isBuilt = false

  init(start: Int, end: Int) {
    self.start = start
    self.end = end
  }

  /// For `[text](url)` starting at `openBracket`: the index of `]` and of the closing `)`.
  mutating func target(_ b: UnsafeBufferPointer<UInt8>, openBracket: Int) -> (textEnd: Int, urlEnd: Int)? {
    if !isBuilt { build(b) }
    guard let textEnd = closer(of: openBracket), textEnd + 1 < end, b[textEnd + 1] == .openParen,
          let urlEnd = closer(of: textEnd + 1) else { return nil }
    return (textEnd, urlEnd)
  }

  /// The index of the closer of the opener at `index`, or nil (the opener found by binary search).
  private func closer(of index: Int) -> Int? {
    guard let k = openers.sortedIndex(of: Int32(truncatingIfNeeded: index - start)), closers[k] >= 0 else { return nil }
    return start + Int(closers[k])
  }

  /// Words of the line with no bracket or parenthesis are skipped eight bytes at a time
  /// (`ByteWord.cleanEnd`); the bytes of a word that has one are read one by one. A line with
  /// a link is mostly its text and URL: byte by byte was some six instructions a byte.
  private mutating func build(_ b: UnsafeBufferPointer<UInt8>) {
    isBuilt = true
    // The stacks hold indices in `openers`.
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
        case .openBracket: brackets.append(open(offset))
        case .closeBracket: if let open = brackets.popLast() { closers[Int(open)] = offset }
        case .openParen: parens.append(open(offset))
        case .closeParen: if let open = parens.popLast() { closers[Int(open)] = offset }
        default: break
        }
        j &+= 1
      }
    }
  }

  /// Records an opener at `offset`; returns its index in `openers`.
  private mutating func open(_ offset: Int32) -> Int32 {
    openers.append(offset)
    closers.append(-1)
    return Int32(truncatingIfNeeded: openers.count - 1)
  }

  /// Nonzero when some byte of `word` is `[`, `]`, `(` or `)`: `(` and `)` differ only in bit 0,
  /// so one test finds both.
  @inline(__always)
  private static func marks(_ word: UInt64) -> UInt64 {
    ByteWord.has(word | ByteWord.ones, UInt8(ascii: ")")) | ByteWord.has(word, UInt8(ascii: "[")) | ByteWord.has(word, UInt8(ascii: "]"))
  }
}
