import Testing
@testable import BitextKit

@Suite struct LinkMatchesTests {
  /// The scan `InlineMarkup` used before: from the `[` to the `]` where the depth returns to
  /// zero, then from the `(` after it to its `)`. Quadratic over a line of `[`, but the meaning.
  private func scanned(_ b: [UInt8], openBracket: Int) -> (textEnd: Int, urlEnd: Int)? {
    var depth = 0, j = openBracket
    while j < b.count {
      if b[j] == .openBracket { depth += 1 } else if b[j] == .closeBracket { depth -= 1; if depth == 0 { break } }
      j += 1
    }
    guard j + 1 < b.count, b[j + 1] == .openParen else { return nil }
    var parens = 1, k = j + 2
    while k < b.count {
      if b[k] == .openParen { parens += 1 } else if b[k] == .closeParen { parens -= 1; if parens == 0 { return (j, k) } }
      k += 1
    }
    return nil
  }

  @Test("every [ is matched as the scan from it would match it", arguments: 0..<40)
  func sameAsTheScan(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let alphabet = Array("[]()a ".utf8)
    let line = (0..<Int(random.next() % 60)).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }
    line.withUnsafeBufferPointer { b in
      var links = LinkMatches(start: 0, end: b.count)
      for i in b.indices where b[i] == .openBracket {
        let found = links.target(b, openBracket: i)
        let expected = scanned(line, openBracket: i)
        #expect(found?.textEnd == expected?.textEnd && found?.urlEnd == expected?.urlEnd,
                "\(String(decoding: line, as: UTF8.self)) at \(i)")
      }
    }
  }

  @Test func linksInsideALineAreMatchedFromAnOffset() {
    let line = Array("xx [a [b](u) c](v) [d](w".utf8)
    line.withUnsafeBufferPointer { b in
      var links = LinkMatches(start: 3, end: b.count)
      #expect(links.target(b, openBracket: 3).map { [$0.textEnd, $0.urlEnd] } == [14, 17])
      #expect(links.target(b, openBracket: 6).map { [$0.textEnd, $0.urlEnd] } == [8, 11])
      #expect(links.target(b, openBracket: 19) == nil)  // `(w` never closes
    }
  }
}
