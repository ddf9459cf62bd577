import Testing
@testable import BitextKit

@Suite struct BlockParserTests {
  @Test func blockquoteLayoutGivesParagraphThenQuote() {
    let blocks = parseBlocks("""
      # **Best practices**

      **Avoid displaying too many toolbar items.**\u{00A0}People need to be able to distinguish each item.
      > 도구 모음 항목이 너무 많이 표시되지 않도록 합니다.
      >

      ![https://example.com/a_2x.png](https://example.com/a_2x.png)
      """)
    #expect(blocks.map(\.dump) == [
      "heading 1 \"Best practices\"",
      "paragraph 3 \"Avoid displaying too many toolbar items. People need to be able to distinguish each item.\"",
      "quote 4 \"도구 모음 항목이 너무 많이 표시되지 않도록 합니다.\"",
      "image 7 \"![https://example.com/a_2x.png](https://example.com/a_2x.png)\"",
    ])
  }

  /// A caller's line is validated by `Line.init`, not taken on trust: the parser makes the
  /// strings of valid lines without validating them again, so a line of invalid bytes must say
  /// so, and its text must come out with U+FFFD rather than as a broken `String`.
  @Test func linesMadeByCallersAreValidatedBeforeTheParserTrustsThem() {
    // "설정 " then a cut three-byte sequence (the first two bytes of "값"), then a lone
    // continuation byte, then "ok".
    let invalid = Array("설정 ".utf8) + [0xEA, 0xB0] + [0x20, 0x80, 0x20] + Array("ok".utf8)
    let valid = Array("Settings are saved.".utf8)
    let lines = [Line(bytes: valid, number: 1, terminator: .lineFeed),
                 Line(bytes: [], number: 2, terminator: .lineFeed),
                 Line(bytes: invalid, number: 3, terminator: .none)]
    #expect(lines.map(\.isValidUTF8) == [true, true, false])
    var parser = BlockParser(path: "doc.md")
    var blocks: [Block] = []
    for line in lines { parser.consume(line, into: &blocks) }
    parser.finish(into: &blocks)
    #expect(blocks.map(\.dump) == [
      "paragraph 1 \"Settings are saved.\"",
      "paragraph 3 \"설정 \u{FFFD} \u{FFFD} ok\"",
    ])
  }

  @Test func listItemsWithQuotedTranslation() {
    let blocks = parseBlocks("""
      - In iOS, a toolbar appears at the bottom of a screen.
      - >  iOS에서 도구 모음은 화면 아래에 나타납니다.
      """)
    #expect(blocks.map(\.dump) == [
      "list-item 1 \"In iOS, a toolbar appears at the bottom of a screen.\"",
      "list-item 2 \"iOS에서 도구 모음은 화면 아래에 나타납니다.\"",
    ])
  }

  @Test func lineByLineExportKeepsEachLineAndRecognizesNotes() {
    let blocks = parseBlocks("""
      Style. A visual style based on size, color, and shape.
      Content. The symbol (or interface icon), text label, or both that a button displays.
      스타일(Style). ‘스타일’은 크기, 색상, 모양에 따른 시각적 스타일입니다.
      → 다양한 형태를 가진 버튼은 기능을 명확히 전달해야한다.
      역자 첨언
      Standard title
      Large title
      """)
    #expect(blocks.map(\.dump) == [
      "paragraph 1 \"Style. A visual style based on size, color, and shape.\"",
      "paragraph 2 \"Content. The symbol (or interface icon), text label, or both that a button displays.\"",
      "paragraph 3 \"스타일(Style). ‘스타일’은 크기, 색상, 모양에 따른 시각적 스타일입니다.\"",
      "note 4 \"다양한 형태를 가진 버튼은 기능을 명확히 전달해야한다.\"",
      "note 5 \"역자 첨언\"",
      "paragraph 6 \"Standard title\"",
      "paragraph 7 \"Large title\"",
    ])
  }

  @Test func hardWrappedParagraphsJoinButPunctuatedLinesDoNot() {
    let blocks = parseBlocks("""
      A toolbar appears at the bottom of an app screen and contains buttons for
      performing actions relevant to the current view.
      툴바는 앱 화면 아래에 나타나며, 현재 뷰나 콘텐츠와 관련된 액션을 수행하기 위한
      버튼을 포함합니다.
      """)
    #expect(blocks.map(\.dump) == [
      "paragraph 1-2 \"A toolbar appears at the bottom of an app screen and contains buttons for performing actions relevant to the current view.\"",
      "paragraph 3-4 \"툴바는 앱 화면 아래에 나타나며, 현재 뷰나 콘텐츠와 관련된 액션을 수행하기 위한 버튼을 포함합니다.\"",
    ])
  }

  @Test func inlineMarkupIsRemovedButLinkTextKept() {
    let blocks = parseBlocks("For guidance, see\u{00A0}[Materials](../foundations/materials) and `UIToolbar`, **now**.")
    #expect(blocks.map(\.text) == ["For guidance, see Materials and UIToolbar, now."])
  }

  @Test func codeSpansAreLiteralEvenWhenTheyLookLikeTags() {
    #expect(parseBlocks("Type `</tuv>` in the field, then `<seg>`.").map(\.text) == ["Type </tuv> in the field, then <seg>."])
  }

  @Test func tablesCodeAndAsideAreTypedBlocks() {
    let blocks = parseBlocks("""
      | Target size | Maximum size |
      | --- | --- |
      | 24x24 px @1x | 28x28 px @1x |

      ```swift
      let x = 1
      ```
      <aside> 💡 TIP It’s important to understand the difference.

      </aside>
      """)
    #expect(blocks.map(\.dump) == [
      "table-row 1 \"Target size | Maximum size\"",
      "table-row 2 \"\"",
      "table-row 3 \"24x24 px @1x | 28x28 px @1x\"",
      "code 5-7 \"```swift let x = 1 ```\"",
      "html 8 \"💡 TIP It’s important to understand the difference.\"",
      "html 10 \"</aside>\"",
    ])
  }

  @Test func unterminatedFenceEndsAtEndOfInput() {
    let blocks = parseBlocks("Intro line.\n```\ncode\nmore code")
    #expect(blocks.map(\.dump) == ["paragraph 1 \"Intro line.\"", "code 2-4 \"``` code more code\""])
  }

  @Test("A block still open at the end names the line that opened it", arguments: [
    ("Intro line.\n\n```swift\ncode\n\nmore code", "doc.md:3: warning: code fence opened here is never closed: 3 lines after it, to the end of the file, kept as code and not paired"),
    ("Intro line.\n<!-- a comment\nText.", "doc.md:2: warning: HTML comment opened here is never closed: 1 line after it, to the end of the file, kept as HTML comment and not paired"),
    ("---\ntitle: Toolbars\nText here.", "doc.md:1: warning: front matter opened here is never closed: 2 lines after it, to the end of the file, kept as front matter and not paired"),
    ("Intro line.\n```\ncode\n```\n<!-- a -->\n---\nText.", nil),
  ] as [(String, String?)])
  func unclosedBlockIssue(input: String, issue: String?) {
    var parser = BlockParser(path: "doc.md")
    var blocks: [Block] = []
    for line in textLines(input) { parser.consume(line, into: &blocks) }
    parser.finish(into: &blocks)
    #expect(parser.unclosedIssue?.description == issue)
  }

  @Test func frontMatterIsMetadata() {
    let blocks = parseBlocks("---\ntitle: Toolbars\n---\nText here.")
    #expect(blocks.map(\.kind) == [.metadata, .paragraph])
  }

  @Test(arguments: ["", "   \n\t\n", ">\n>\n", "\u{00A0}\n"])
  func blankInputGivesNoBlocks(input: String) {
    #expect(parseBlocks(input).isEmpty)
  }

  /// Docs dialects' containers are markup; an admonition's title is what the reader reads.
  @Test func admonitionsAndShortcodes() {
    let blocks = parseBlocks("""
      :::tip Keep it small

      Entries expire after ten minutes.

      :::

      :::note[Before you start]
      :::

      !!! warning "Memory"
          The cache never holds more than a thousand entries.

      ??? info

      {{< note >}}
      The cache is shared by every worker.
      {{< /note >}}

      !!! This line is just excited.
      """)
    #expect(blocks.map(\.dump) == [
      "heading 1 \"Keep it small\"",
      "paragraph 3 \"Entries expire after ten minutes.\"",
      "directive 5 \":::\"",
      "heading 7 \"Before you start\"",
      "directive 8 \":::\"",
      "heading 10 \"Memory\"",
      "paragraph 11 \"The cache never holds more than a thousand entries.\"",
      "directive 13 \"??? info\"",
      "directive 15 \"{{< note >}}\"",
      "paragraph 16 \"The cache is shared by every worker.\"",
      "directive 17 \"{{< /note >}}\"",
      "paragraph 19 \"!!! This line is just excited.\"",
    ])
  }
}
