import Testing
@testable import BitextKit

/// An image's alt text is what a reader who cannot see the image reads: translated text, paired
/// like a label. Alt text that is an address (a URL, a file name) is not.
@Suite struct ImageTextTests {
  @Test func altTextInWordsIsTheImagesText() {
    let blocks = parseBlocks("""
      ![Board filled with numbers 1 through 9](../images/board-filled.png)

      ![https://example.com/a_2x.png](https://example.com/a_2x.png)

      ![layout_2x.png](images/layout_2x.png)

      ![](images/spacer.png)

      > ![1부터 9까지의 숫자로 채워진 보드](../images/board-filled.png)
      """)
    #expect(blocks.map(\.dump) == [
      "image-text 1 \"Board filled with numbers 1 through 9\"",
      "image 3 \"![https://example.com/a_2x.png](https://example.com/a_2x.png)\"",
      "image 5 \"![layout_2x.png](images/layout_2x.png)\"",
      "image 7 \"![](images/spacer.png)\"",
      "image-text 9 \"1부터 9까지의 숫자로 채워진 보드\"",
    ])
    #expect(blocks.last?.quoted == true)
  }

  @Test func anImageInsideASentenceStaysOutOfTheSentence() {
    let blocks = parseBlocks("Click the ![gear icon](gear.png) button to open the settings.")
    #expect(blocks.map(\.dump) == ["paragraph 1 \"Click the button to open the settings.\""])
  }

  @Test func anImageAndItsTranslationBelowArePairedOnTheirOwn() {
    let events = pairDocument("""
      Click a square to place an X on the board. The square fills with the player's mark.
      > 사각형을 클릭해 보드에 X를 놓으세요. 사각형이 플레이어의 표시로 채워집니다.

      ![Board with an X in the first square](../images/x-filled.png)
      > ![첫 번째 사각형에 X가 놓인 보드](../images/x-filled.png)

      Now click another square to place an O next to it and watch the board update again.
      > 이제 다른 사각형을 클릭해 옆에 O를 놓고 보드가 다시 바뀌는 것을 보세요.
      """)
    #expect(units(events).map(\.dump) == [
      "aligned 1/2 \"Click a square to\" => \"사각형을 클릭해 보드에 X를\"",
      "aligned 4/5 \"Board with an X\" => \"첫 번째 사각형에 X가\"",
      "aligned 7/8 \"Now click another square\" => \"이제 다른 사각형을 클릭해\"",
    ])
  }

  @Test func anImageLeftUntranslatedIsNotAMissingParagraph() {
    let events = pairDocument("""
      Click a square to place an X on the board. The square fills with the player's mark.
      > 사각형을 클릭해 보드에 X를 놓으세요. 사각형이 플레이어의 표시로 채워집니다.

      ![Board with an X in the first square](../images/x-filled.png)

      Now click another square to place an O next to it and watch the board update again.
      > 이제 다른 사각형을 클릭해 옆에 O를 놓고 보드가 다시 바뀌는 것을 보세요.
      """)
    #expect(!units(events).contains { $0.status == .missing })
    #expect(skipped(events).map(\.reason) == ["untranslated image text"])
  }

  @Test func aKoreanEditionsImageAlignsWithItsEnglishImage() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("en/board.md", """
      # The board

      Each square of the board is a button that the player clicks to place a mark.

      ![Board with an X in the first square](../images/x-filled.png)

      When a square already holds a mark, clicking it again does nothing at all.
      """)
    try directory.write("ko/board.md", """
      # 보드

      보드의 각 사각형은 플레이어가 클릭해 표시를 놓는 버튼입니다.

      ![첫 번째 사각형에 X가 놓인 보드](../images/x-filled.png)

      사각형에 이미 표시가 있으면 다시 클릭해도 아무 일도 일어나지 않습니다.
      """)
    let (summary, result) = AlignmentRun.execute(
      AlignmentOptions(inputs: [directory.path + "/en", directory.path + "/ko"], writesOutputs: false)) { _ in }
    #expect(summary.failedInputs.isEmpty)
    let aligned = result.units.filter { $0.status == .aligned }.map { "\($0.englishText) => \($0.koreanText)" }
    #expect(aligned.contains("Board with an X in the first square => 첫 번째 사각형에 X가 놓인 보드"))
    #expect(!result.units.contains { $0.status == .missing })
  }
}
