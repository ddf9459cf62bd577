import BitextKit
import Testing

@Suite struct HTMLEscapingTests {
  @Test("the five characters are escaped, the rest is kept", arguments: [
    ("<b>Done</b> & \"OK\" 'x'", "&lt;b&gt;Done&lt;/b&gt; &amp; &quot;OK&quot; &#39;x&#39;"),
    ("툴바 <완료>", "툴바 &lt;완료&gt;"),
    ("no change", "no change"),
    ("", ""),
  ])
  func escaping(input: String, expected: String) {
    #expect(HTMLEscaping.escaped(input) == expected)
  }
}
