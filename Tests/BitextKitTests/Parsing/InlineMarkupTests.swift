import Testing
@testable import BitextKit

/// Text as the reader sees it: ids and markup removed, character references decoded once.
@Suite struct InlineMarkupTests {
  func plain(_ line: String) -> String {
    var text = line
    return text.withUTF8 { String(decoding: InlineMarkup.plainText($0, from: 0, to: $0.count), as: UTF8.self) }
  }

  @Test func aReusedBufferGivesEachLineItsOwnText() {
    let lines = ["A **long** line about [toolbars](https://example.com/toolbars) and their buttons, 툴바와 버튼",
                 "Short", "", "&amp; `code`", "Another line, longer than the one before it but shorter than the first"]
    var buffer: [UInt8] = []
    var marks: [UInt64] = []
    for line in lines {
      var text = line
      let reused = text.withUTF8 { b -> [UInt8] in
        InlineMarkup.plainText(b, from: 0, to: b.count, marks: &marks, into: &buffer)
        return buffer
      }
      #expect(String(decoding: reused, as: UTF8.self) == plain(line))
    }
  }

  @Test("Words and runs of white space (read two bytes at a time) become the words with one space between them")
  func wordsAndSpaces() {
    let words = ["a", "툴바", "ok", "버튼을", "tool-bar", "x", "é", "12"]
    let gaps = [" ", "  ", "\t", " \u{A0}", "   "]
    var generator = SplitMix64(seed: 14)
    for _ in 0..<400 {
      let count = 1 + generator.below(9)
      let picked = (0..<count).map { _ in words[generator.below(words.count)] }
      var line = generator.below(3) == 0 ? gaps[generator.below(gaps.count)] : ""
      for (k, word) in picked.enumerated() {
        line += word
        if k + 1 < picked.count || generator.below(3) == 0 { line += gaps[generator.below(gaps.count)] }
      }
      #expect(plain(line) == picked.joined(separator: " "), "\(Array(line.utf8))")
    }
  }

  @Test(arguments: [
    ("Lifting state up {/*lifting-state-up*/}", "Lifting state up"),
    ("State 끌어올리기 {/*lifting-state-up*/}", "State 끌어올리기"),
    ("Installation {#install}", "Installation"),
    ("Options {#options .unnumbered}", "Options"),
    ("A {/* note to editors */} sentence.", "A sentence."),
    ("Use `{/*x*/}` in MDX.", "Use {/*x*/} in MDX."),
    ("Call `f({#a})` here.", "Call f({#a}) here."),
    ("isPacked={true} and {count}", "isPacked={true} and {count}"),
    // Unclosed, it is no comment: the braces stay and the asterisk is read as markdown reads it.
    ("An unclosed {/* comment stays", "An unclosed {/ comment stays"),
  ])
  func idsAndCommentsAreNotText(line: String, expected: String) {
    #expect(plain(line) == expected)
  }

  @Test(arguments: [
    ("Use &amp;&amp; and &lt;li&gt;.", "Use && and <li>."),
    ("Wait&hellip; &#8230; &#x2026;", "Wait… … …"),
    ("A&nbsp;B", "A B"),
    ("AT&T; &unknown; & alone; &#0; &#xD800;", "AT&T; &unknown; & alone; &#0; &#xD800;"),
    ("Code `&amp;` stays literal", "Code &amp; stays literal"),
    ("&amp;lt; is decoded once", "&lt; is decoded once"),
  ])
  func characterReferencesAreDecodedOnceOutsideCode(line: String, expected: String) {
    #expect(plain(line) == expected)
  }

  /// A line of a hundred thousand unclosed openers costs one scan, not one per opener.
  @Test func unclosedOpenersStayLinear() {
    let line = String(repeating: "{/*", count: 100_000)
    #expect(plain(line) == String(repeating: "{/", count: 100_000))
    let braces = String(repeating: "{#a ", count: 50_000)
    #expect(plain(braces).hasPrefix("{#a {#a"))
  }

  /// The bit masks agree with the list of bytes `plainText` must look at.
  @Test func plainBytesAreThoseNoCaseLooksAt() {
    let special: Set<UInt8> = [0x7F, .backslash, .asterisk, .underscore, .tilde, .backtick, .exclamation, .openBracket,
                               .lessThan, .openBrace, .ampersand, 0xC2, 0xE3, 0xEF]
    for c in 0...255 {
      let byte = UInt8(c)
      #expect(InlineMarkup.isPlain(byte) == !(byte < 0x21 || special.contains(byte)), "byte \(c)")
    }
  }

  /// What the markup holds that a translation keeps and the reader does not see: link and
  /// image targets, heading ids. MDX's `{/*id*/}` and Hugo's `{#id}` give the same mark.
  @Test func marksAreTargetsAndIds() {
    func marks(_ line: String) -> [UInt64] {
      var line = line
      return line.withUTF8 { b in
        var marks: [UInt64] = []
        _ = InlineMarkup.plainText(b, from: 0, to: b.count, marks: &marks)
        return marks
      }
    }
    func mark(_ text: String) -> UInt64 {
      var text = text
      return text.withUTF8 { InlineMarkup.mark($0, 0..<$0.count) }
    }
    #expect(marks("See [the guide](/learn/state) and ![a chart](chart.png).") == [mark("/learn/state"), mark("chart.png")])
    #expect(marks("## 채널 {/*release-channels*/}") == [mark("release-channels")])
    #expect(marks("## 채널 {/* release-channels */}") == [mark("release-channels")])
    #expect(marks("## Channels {#release-channels .wide}") == [mark("release-channels")])
    #expect(marks("Plain `[x](y)` in code, and [no target].").isEmpty)
  }
}
