import Testing
@testable import BitextKit

/// What a document's structure says about its pairs, where lengths alone mislead: a list item or
/// a paragraph on the far side of a code block is translated on its own, a Korean slot may keep
/// a sentence of its source, a short lead-in may be rendered three times as long, a list entry
/// of five words is still a label, and an arrow inside code is not a translator note.
@Suite struct SlotStructureTests {
  /// A list item whose Korean was never written is missing: it does not join the next item,
  /// whose Korean (a verbose one) is set right under it, nor take that Korean for its own.
  @Test func listItemWithoutKoreanIsNotMergedIntoTheNext() {
    let result = units(pairDocument("""
      You will need two pieces of state for this component:
      > 이 컴포넌트에는 두 개의 State가 필요합니다.

      1. A boolean that tracks whether the request is still pending.
      2. An error message to show when it fails.
      2. > 요청이 아직 대기 중인지 추적하는 불리언과 요청이 실패했을 때 보여 주는 오류 메시지입니다.
      """))
    #expect(result.map(\.dump) == [
      "aligned 1/2 \"You will need two\" => \"이 컴포넌트에는 두 개의\"",
      "missing 4/- \"A boolean that tracks\" => \"\"",
      "aligned 5/6 \"An error message to\" => \"요청이 아직 대기 중인지\"",
    ])
  }

  /// Two paragraphs on either side of a code block are translated on either side of it: the
  /// first, left without Korean, is missing rather than merged with the second.
  @Test func paragraphsAcrossACodeBlockAreNotMerged() {
    let result = units(pairDocument("""
      Suppose you start from an empty component that renders nothing yet:

      ```js
      export default function Profile() {}
      ```

      If you paste the markup in as is, it fails.
      > 아무것도 렌더링하지 않는 빈 컴포넌트에서 시작해 마크업을 그대로 붙여 넣으면 실패합니다.
      """))
    #expect(result.map(\.dump) == [
      "missing 1/- \"Suppose you start from\" => \"\"",
      "aligned 7/8 \"If you paste the\" => \"아무것도 렌더링하지 않는 빈\"",
    ])
  }

  /// A `> ` quote right under a paragraph is that paragraph's translation: it is not given to the
  /// paragraph before (whose Korean is missing) because a name differs (a term mistranslated),
  /// nor merged with it across a blank line because the lengths would fit.
  @Test func quoteUnderAParagraphTranslatesThatParagraph() {
    let result = units(pairDocument("""
      Try changing the values of the two colors in the example above.

      You can see the JavaScript object inside the curly braces when you write it like this:
      > 아래와 같이 작성하면 중괄호 안에 TypeScript 객체를 볼 수 있습니다.

      This value never changes. React only uses this value as a fallback if it cannot find a matching provider above.

      To make the value change over time, add state and wrap the components in a provider.
      > 값이 시간이 지나면서 바뀌도록 만들고 싶다면, 먼저 컴포넌트에 State를 추가한 다음 그 컴포넌트들을 하나의 제공자 컴포넌트로 감싸 주어야 합니다.
      """))
    #expect(result.map(\.dump) == [
      "missing 1/- \"Try changing the values\" => \"\"",
      "aligned 3/4 \"You can see the\" => \"아래와 같이 작성하면 중괄호\"",
      "missing 6/- \"This value never changes.\" => \"\"",
      "aligned 8/9 \"To make the value\" => \"값이 시간이 지나면서 바뀌도록\"",
    ])
  }

  /// A Korean slot that keeps its source's first sentence in English is that paragraph's
  /// translation (one unit), not a second English paragraph beside a shorter Korean.
  @Test func slotKeepingASentenceOfItsSourceIsOneTranslation() {
    let result = units(pairDocument("""
      This policy covers the version numbers of every package we publish. For a list of earlier releases, see the releases page.
      > This policy covers the version numbers of every package we publish. 이전 릴리스 목록은 릴리스 페이지를 참고하세요.

      We publish a new minor version every few months with new features.
      > 새 기능이 담긴 마이너 버전을 몇 달마다 배포합니다.
      """))
    #expect(result.map(\.dump) == [
      "aligned 1/2 \"This policy covers the\" => \"This policy covers the\"",
      "aligned 4/5 \"We publish a new\" => \"새 기능이 담긴 마이너\"",
    ])
    #expect(result.first?.koreanText.hasSuffix("릴리스 페이지를 참고하세요.") == true)
  }

  /// `Or yarn:` rendered as a full Korean sentence, three times the usual ratio: a short lead-in's
  /// length says little, so the Korean right under it is its translation.
  @Test func shortLeadInRenderedAtLengthPairs() {
    let result = units(pairDocument("""
      1. Update your packages to the newest release using npm:
        > npm으로 패키지를 최신 릴리스로 업데이트합니다.

        ```console
        npm update toolkit
        ```

        Or yarn:
        > 또는 yarn을 사용하면 다음과 같습니다.

        ```console
        yarn upgrade toolkit
        ```
      """))
    #expect(result.map(\.dump) == [
      "aligned 1/2 \"Update your packages to\" => \"npm으로 패키지를 최신 릴리스로\"",
      "aligned 8/9 \"Or yarn:\" => \"또는 yarn을 사용하면 다음과\"",
    ])
  }

  /// List entries of five words without a sentence end are labels, as their Korean is: they pair
  /// one to one, none left missing beside an extra.
  @Test func fiveWordListEntriesPairWithKoreanLabels() {
    let result = units(pairDocument("""
      Now think of all of the pieces of data in this example application:
      > 이 예시 애플리케이션의 데이터를 모두 떠올려 봅시다.

      1. The original list of products
      1. > 제품의 원본 목록
      2. The search text the user has entered
      2. > 사용자가 입력한 검색어
      """))
    #expect(result.map(\.dump) == [
      "aligned 1/2 \"Now think of all\" => \"이 예시 애플리케이션의 데이터를\"",
      "aligned 4/5 \"The original list of\" => \"제품의 원본 목록\"",
      "aligned 6/7 \"The search text the\" => \"사용자가 입력한 검색어\"",
    ])
    #expect(result.allSatisfy { $0.score >= 0.5 })
  }

  /// A Korean slot that starts with code holding an arrow (`` `=> {` ``) is a translation; only a
  /// line whose markdown starts with the arrow is a translator note.
  @Test func arrowInsideCodeIsNotANoteMarker() {
    let blocks = parseBlocks("""
      Arrow functions containing `=> {` are said to have a block body.
      > `=> {` 를 포함하는 화살표 함수는 블록 본문을 가진다고 말합니다.

      → 화살표 함수의 본문에 대한 역자 설명입니다.
      """)
    #expect(blocks.map(\.kind) == [.paragraph, .quote, .note])
  }

  /// A quote marker sets a block off as a translation slot, also inside a list item.
  @Test func quoteMarkersSetBlocksOff() {
    let blocks = parseBlocks("""
      - Run your tests against the new packages.
      - > 새 패키지로 테스트를 실행합니다.

      A paragraph in English about the packages.
      > 패키지에 대한 문단입니다.
      """)
    #expect(blocks.map { "\($0.kind.rawValue) \($0.quoted)" } == ["list-item false", "list-item true", "paragraph false", "quote true"])
  }
}
