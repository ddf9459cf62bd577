import BitextKit
import Testing

@Suite struct XMLEscapingTests {
  @Test("text escapes & < > and keeps quotes, tab and LF", arguments: [
    ("save & close", "save &amp; close"),
    ("<Cancel> button", "&lt;Cancel&gt; button"),
    ("]]> stays safe", "]]&gt; stays safe"),
    ("\"Done\" 'OK'", "\"Done\" 'OK'"),
    ("tab\there\nnext", "tab\there\nnext"),
    ("CR\r\nLF", "CR&#13;\nLF"),
    ("툴바 & 버튼 <완료>", "툴바 &amp; 버튼 &lt;완료&gt;"),
  ])
  func text(input: String, expected: String) {
    #expect(XMLEscaping.escapedText(input) == (expected, 0))
  }

  @Test("attributes escape all five entities and protect tab, LF and CR")
  func attribute() {
    #expect(XMLEscaping.escapedAttribute("a\"b'c&d<e>f") == ("a&quot;b&apos;c&amp;d&lt;e&gt;f", 0))
    #expect(XMLEscaping.escapedAttribute("x\ty\nz\r") == ("x&#9;y&#10;z&#13;", 0))
  }

  @Test("characters XML 1.0 forbids are removed and counted", arguments: [
    ("a\u{01}b", "ab", 1),
    ("툴바\u{0B}는", "툴바는", 1),
    ("\u{FFFE}시작\u{FFFF}", "시작", 2),
    ("\u{00}\u{08}\u{0C}\u{1F}x", "x", 4),
    ("keep \u{7F}\u{85}\u{FFFD}\u{FFFC}", "keep \u{7F}\u{85}\u{FFFD}\u{FFFC}", 0),
  ])
  func forbidden(input: String, expected: String, removed: Int) {
    #expect(XMLEscaping.escapedText(input) == (expected, removed))
    #expect(XMLEscaping.escapedAttribute(input) == (expected, removed))
  }

  @Test("Korean passes through byte for byte")
  func korean() {
    let text = "툴바는 화면 하단에 나타납니다. 한글 자모 가 도 그대로."
    #expect(Array(XMLEscaping.escapedText(text).text.utf8) == Array(text.utf8))
  }
}
