import Testing
@testable import BitextKit

@Suite("KoreanOnlyAligner")
struct KoreanOnlyAlignerTests {
  let aligner = KoreanOnlyAligner(lengthModel: .englishToKorean)

  @Test("a paragraph the source leaves out in the middle is its missing row at that paragraph; its intro is extra, at the top (an open start, before the untranslated heading)")
  func droppedParagraph() {
    let current = CurrentEnglish(ToolbarsPage.current, reason: "")
    let rows = aligner.rows(of: ToolbarsPage.blog, to: current, rank: 1)
    #expect(rows.map(\.unit.status) == [.extra, .aligned, .aligned, .missing, .aligned, .aligned])
    #expect(rows.map(\.place) == [RowPlace(paragraph: -1, isAfter: true, source: 1)]
      + [1, 2, 3, 4, 5].map { RowPlace(paragraph: $0, source: 1) })
    #expect(rows.allSatisfy { $0.unit.source == "blog.txt" })
    // The left-out paragraph: the current English's watchOS paragraph, no Korean.
    #expect(rows[3].unit.englishLocation == SourceLocation(file: "current.md", firstLine: 11))
    #expect(rows[3].unit.korean.isEmpty && rows[3].translates == nil)
    // The aligned rows: the current English with the blog's Korean, in the blog's order.
    #expect(rows.filter { $0.unit.status == .aligned }.map { $0.unit.koreanLocation?.firstLine } == [3, 5, 7, 9])
    #expect(rows.filter { $0.unit.status == .aligned }.map { $0.unit.englishLocation?.firstLine } == [3, 7, 15, 19])
    #expect(rows.map(\.translates) == [nil, 1, 2, nil, 4, 5])
  }

  @Test("a list entry the source leaves out is missing, not folded into the paragraph after it")
  func droppedListEntry() {
    let page = readDocument("""
      Now think of all of the pieces of data in this example application:

      1. The original list of products
      2. The search text the user has entered
      3. The value of the checkbox
      4. The filtered list of products

      Which of these are state? Identify the ones that are not:

      Does it remain unchanged over time? If so, it isn't state.
      """, path: "page.md")
    let blog = readDocument("""
      예시 애플리케이션의 데이터를 모두 떠올려 봅시다.

      제품의 원본 목록

      사용자가 입력한 검색어

      체크박스의 값

      이 중 어떤 게 State가 되어야 할까요? 아래의 질문으로 State가 아닌 것을 가려내 보세요.

      시간이 지나도 변하지 않나요? 그러면 State가 아닙니다.
      """, path: "blog.txt")
    let rows = aligner.rows(of: blog, to: CurrentEnglish(page, reason: ""), rank: 1)
    #expect(rows.map { "\($0.unit.status.rawValue) \($0.unit.englishLocation?.firstLine ?? 0)/\($0.unit.koreanLocation?.firstLine ?? 0)" }
      == ["aligned 1/1", "aligned 3/3", "aligned 4/5", "aligned 5/7", "missing 6/0", "aligned 8/9", "aligned 10/11"])
  }

  @Test("an aligned row keeps where its Korean's translator notes are, as its notes")
  func noteLocations() {
    let noted = readDocument("""
      툴바는 화면 아래쪽에 나타나고, 자주 쓰는 작업을 위한 버튼을 담고 있습니다.

      (역주: 원문의 toolbar는 흔히 툴바라고 부릅니다.)

      공유와 같은 표준 작업에는 시스템이 제공하는 툴바 버튼을 쓰세요.

      """, path: "noted.txt")
    #expect(noted.units.map(\.noteLocations.count) == [1, 0])
    let current = CurrentEnglish(ToolbarsPage.current, reason: "")
    let rows = aligner.rows(of: noted, to: current, rank: 1).filter { !$0.unit.notes.isEmpty }
    #expect(rows.map(\.unit.status) == [.aligned])
    #expect(rows.map(\.unit.notes.count) == [1])
    #expect(rows.map(\.unit.noteLocations) == [[SourceLocation(file: "noted.txt", firstLine: 3)]])
  }

  @Test("the blog follows the English it translates better than an older version of it")
  func meanScore() {
    let current = CurrentEnglish(ToolbarsPage.current, reason: ""), older = CurrentEnglish(ToolbarsPage.older, reason: "")
    #expect(aligner.meanScore(of: ToolbarsPage.blog, to: current)
      > aligner.meanScore(of: ToolbarsPage.blog, to: older))
    #expect(aligner.meanScore(of: ToolbarsPage.olderBlog, to: older)
      > aligner.meanScore(of: ToolbarsPage.olderBlog, to: current))
  }

  @Test("English lines a source copied: the longest chain of equal text in page order")
  func exactCopies() {
    let english = ["toolbars", "usethesystembuttons", "inwatchos", "usethesystembuttons"]
    let copies: [String?] = [nil, "inwatchos", "usethesystembuttons", nil, "toolbars"]
    // `toolbars` (copy 4) would go back to paragraph 0; the second `usethesystembuttons` follows `inwatchos`.
    #expect(KoreanOnlyAligner.exactCopies(english: english, copies: copies).map { [$0.0, $0.1] } == [[2, 1], [3, 2]])
    #expect(KoreanOnlyAligner.exactCopies(english: english, copies: [nil, "nothing"]).isEmpty)
  }

  @Test("text compared for copies: lowercased letters and digits only")
  func normalized() {
    #expect(KoreanOnlyAligner.normalized("Use the “system” buttons — 2 of them.") == "usethesystembuttons2ofthem")
  }

  @Test("a code block both keep cuts the page: the Korean after it never pairs with English before it")
  func sharedCodeCuts() {
    let page = readDocument("""
      Install the package with the package manager your project already uses.

      ```sh
      npm install left-pad-plus --save-dev
      ```

      Then import the function and call it with the width you want.

      ```js
      import { pad } from 'left-pad-plus';
      // prints "007"
      console.log(pad('7', 3));
      ```
      """, path: "page.md")
    // The blog drops the first paragraph, and its translation of the second would fit the first
    // as well by length; its code keeps the English code with the comment translated.
    let blog = readDocument("""
      ```sh
      npm install left-pad-plus --save-dev
      ```

      그다음 함수를 가져와서 원하는 너비를 넘겨 호출하면 됩니다.

      ```js
      import { pad } from 'left-pad-plus';
      // "007"이 출력됩니다
      console.log(pad('7', 3));
      ```
      """, path: "blog.txt")
    let rows = aligner.rows(of: blog, to: CurrentEnglish(page, reason: ""), rank: 1)
    #expect(rows.map { "\($0.unit.status.rawValue) \($0.unit.englishLocation?.firstLine ?? 0)/\($0.unit.koreanLocation?.firstLine ?? 0)" }
      == ["missing 1/0", "aligned 7/5"])
  }

  @Test("code blocks match on most of their tokens, translated comments aside; fence lines and tiny blocks do not count")
  func sharedCodeMatches() {
    func block(_ text: String, line: Int) -> SkippedBlock {
      SkippedBlock(location: SourceLocation(file: "x", firstLine: line), reason: "code block", text: text, kind: .code)
    }
    let english = [block("```js import { pad } from 'left-pad-plus'; // prints \"007\" console.log(pad('7', 3)); ```", line: 3),
                   block("```js } ```", line: 9),
                   block("```css label { display: block; margin-bottom: 16px; } ```", line: 12)]
    let korean = [block("```js import { pad } from 'left-pad-plus'; // \"007\"이 출력됩니다 console.log(pad('7', 3)); ```", line: 1),
                  block("```js } ```", line: 5),
                  SkippedBlock(location: SourceLocation(file: "x", firstLine: 7), reason: "image", text: "label { display: block; margin-bottom: 16px; }")]
    let matches = SharedCode.matches(english: english, korean: korean)
    #expect(matches.map { [$0.englishLine, $0.koreanLine] } == [[3, 1]])
    #expect(matches[0].weight > 0.6 && matches[0].weight < 1)
  }

  /// Three paragraphs of about the same length; the blog drops the first. The names the Korean
  /// keeps in Latin letters tell which English each translates; a word every paragraph holds
  /// would tell nothing, and is left out (`maximumWordParagraphs`).
  @Test("a word the Korean keeps in Latin letters tells which of two paragraphs of equal length it translates")
  func keptWordsDecide() {
    let page = readDocument("""
      # Talks

      Ana Lima shows how to build menus that work with a keyboard and a screen reader.

      Ben Ortiz explains how to test hooks in Node without starting a browser.

      Chen Wu walks through streaming server rendering in a real production app.
      """, path: "talks.md")
    let blog = readDocument("""
      # 발표

      Ben Ortiz가 브라우저를 띄우지 않고 Node에서 훅을 테스트하는 방법을 설명합니다.

      Chen Wu가 실제 프로덕션 앱에서 스트리밍 서버 렌더링을 단계별로 보여 줍니다.
      """, path: "talks-ko.txt")
    let rows = aligner.rows(of: blog, to: CurrentEnglish(page, reason: ""), rank: 1)
    #expect(rows.map { "\($0.unit.status.rawValue) \($0.unit.englishLocation?.firstLine ?? 0)/\($0.unit.koreanLocation?.firstLine ?? 0)" }
      == ["aligned 1/1", "missing 3/0", "aligned 5/3", "aligned 7/5"])
  }

  /// The blog drops the middle entry; its translation of the last would fit the middle one by
  /// length. The link target it keeps (`#preview-channel`) tells which it translates.
  @Test("a link target the Korean keeps tells which entry it translates")
  func linkTargetsDecide() {
    let page = readDocument("""
      # Release channels

      - [**Stable**](#stable-channel) is for tested releases that follow semantic versioning.
      - [**Nightly**](#nightly-channel) tracks the main branch and may break.
      - [**Preview**](#preview-channel) ships features planned for the next major release.
      """, path: "channels.md")
    let blog = readDocument("""
      # 릴리스 채널

      - [**안정판**](#stable-channel)은 시맨틱 버저닝을 따르는 검증된 릴리스를 위한 채널입니다.
      - [**미리 보기**](#preview-channel)는 다음 주 버전의 기능을 담습니다.
      """, path: "channels-ko.md")
    let rows = aligner.rows(of: blog, to: CurrentEnglish(page, reason: ""), rank: 1)
    #expect(rows.map { "\($0.unit.status.rawValue) \($0.unit.englishLocation?.firstLine ?? 0)/\($0.unit.koreanLocation?.firstLine ?? 0)" }
      == ["aligned 1/1", "aligned 3/3", "missing 4/0", "aligned 5/4"])
  }
}
