import Testing
@testable import BitextKit

/// Short documents and one-line details beside `LayoutVarietyTests`: the order of a short
/// Korean-first document, separators (dashes too), and a sentence heading in an English-only page.
@Suite struct ShortDocumentLayoutTests {
  private func pairs(_ text: String) -> [String] {
    units(pairDocument(text)).map { "\($0.status.rawValue) \($0.englishText) => \($0.koreanText)" }
  }

  /// Korean paragraph, then its English: the ends of a short document (Korean prose first,
  /// English last) settle the order where lengths alone fit both about as well.
  @Test func koreanFirstShortDocument() {
    let result = units(pairDocument("""
      슬라이더는 최솟값과 최댓값 사이의 연속된 값 범위에서 사람들이 값을 고를 수 있게 해 주는 가로 트랙입니다.

      A slider is a horizontal track with a control, called a thumb, that people can adjust between a minimum and maximum value.

      슬라이더의 값이 바뀌면 최솟값 쪽 트랙이 채워집니다.

      As a slider’s value changes, the portion of track between the minimum value and the thumb fills with color.

      슬라이더 양쪽 끝에 최솟값과 최댓값의 의미를 보여 주는 아이콘을 표시할 수 있습니다.

      A slider can optionally display left and right icons that illustrate the meaning of the minimum and maximum values.

      사용자 지정 슬라이더가 적절한지 고려하세요. 외관을 바꿀 수는 있지만 표준 모양이 가장 알아보기 쉽습니다.

      Consider customizing a slider’s appearance if it adds value. You can change the track color, but the standard look is the most recognizable.
      """))
    #expect(result.map(\.dump) == [
      "aligned 3/1 \"A slider is a\" => \"슬라이더는 최솟값과 최댓값 사이의\"",
      "aligned 7/5 \"As a slider’s value\" => \"슬라이더의 값이 바뀌면 최솟값\"",
      "aligned 11/9 \"A slider can optionally\" => \"슬라이더 양쪽 끝에 최솟값과\"",
      "aligned 15/13 \"Consider customizing a slider’s\" => \"사용자 지정 슬라이더가 적절한지\"",
    ])
  }

  /// A three-word lead-in ending in `:` is rendered without the colon: its Korean is a label
  /// by shape, but still its translation.
  @Test func leadInWhoseKoreanDropsTheColonPairs() {
    let result = units(pairDocument("""
      Install the package with npm as a development dependency of your project:

      패키지를 npm으로 프로젝트의 개발 의존성으로 설치합니다.

      ```
      npm install --save-dev toolkit
      ```

      Or with Yarn:

      또는 Yarn을 사용하는 경우

      ```
      yarn add --dev toolkit
      ```

      Then add the plugin to your configuration file and restart the server.

      그런 다음 설정 파일에 플러그인을 추가하고 서버를 다시 시작하세요.
      """))
    #expect(result.map(\.dump) == [
      "aligned 1/3 \"Install the package with\" => \"패키지를 npm으로 프로젝트의 개발\"",
      "aligned 9/11 \"Or with Yarn:\" => \"또는 Yarn을 사용하는 경우\"",
      "aligned 17/19 \"Then add the plugin\" => \"그런 다음 설정 파일에\"",
    ])
  }

  /// An API signature heading is kept as it is (no Korean heading): it stays out of the unit of
  /// the paragraph under it, which pairs 1:1 with its Korean.
  @Test func untranslatedHeadingIsNotMergedIntoTheParagraphUnderIt() {
    let result = units(pairDocument("""
      `useFormatter` is a Hook that lets you add a [formatter](/learn/formatters) to your component.
      > `useFormatter`는 컴포넌트에 [formatter](/learn/formatters)를 추가하는 Hook입니다.

      ## Reference {/*reference*/}
      > 레퍼런스

      ### `useFormatter(formatter, initialLocale, options?)` {/*useformatter*/}

      Call `useFormatter` at the top level of your component to format its numbers with a [formatter.](/learn/formatters)
      > `useFormatter`를 컴포넌트의 최상위에 호출하고, [formatter](/learn/formatters)로 숫자를 포맷합니다.
      """))
    #expect(result.map(\.dump) == [
      "aligned 1/2 \"useFormatter is a Hook\" => \"useFormatter는 컴포넌트에 formatter를 추가하는\"",
      "aligned 4/5 \"Reference\" => \"레퍼런스\"",
      "aligned 9/10 \"Call useFormatter at the\" => \"useFormatter를 컴포넌트의 최상위에 호출하고,\"",
    ])
  }

  @Test func englishFirstStaysEnglishFirstWhenTheDocumentEndsInKorean() {
    let result = units(pairDocument("""
      Steppers let people increase or decrease an incremental value.

      스테퍼를 사용하면 사람들이 단계적인 값을 늘리거나 줄일 수 있습니다.

      In macOS, a stepper is often paired with a text field.

      macOS에서는 스테퍼가 텍스트 필드와 함께 쓰이는 경우가 많습니다.
      """))
    #expect(result.map(\.dump) == [
      "aligned 1/3 \"Steppers let people increase\" => \"스테퍼를 사용하면 사람들이 단계적인\"",
      "aligned 5/7 \"In macOS, a stepper\" => \"macOS에서는 스테퍼가 텍스트 필드와\"",
    ])
  }

  /// English and Korean on one line: the slash, bar or dash that joins them and parentheses
  /// around the whole Korean are not part of either text.
  @Test func sameLineWithSeparators() {
    #expect(pairs("""
      Menus reveal options when people interact with them. / 메뉴는 사람들이 상호 작용할 때 옵션을 보여 줍니다.
      Label menu items clearly and concisely. | 메뉴 항목의 레이블은 명확하고 간결하게 작성하세요.
      Group related items with separators. (구분선으로 관련 항목을 묶으세요.)
      Keep the menu short and well organized — 메뉴는 짧고 잘 정리된 상태로 유지하세요.
      """) == [
      "aligned Menus reveal options when people interact with them. => 메뉴는 사람들이 상호 작용할 때 옵션을 보여 줍니다.",
      "aligned Label menu items clearly and concisely. => 메뉴 항목의 레이블은 명확하고 간결하게 작성하세요.",
      "aligned Group related items with separators. => 구분선으로 관련 항목을 묶으세요.",
      "aligned Keep the menu short and well organized => 메뉴는 짧고 잘 정리된 상태로 유지하세요.",
    ])
  }

  @Test func parenthesesInsideKoreanAreKept() {
    #expect(pairs("Use the Share button to send content. (공유) 버튼을 사용해 콘텐츠를 보내세요 (권장).") == [
      "aligned Use the Share button to send content. => (공유) 버튼을 사용해 콘텐츠를 보내세요 (권장).",
    ])
  }

  /// An English-only page whose lead paragraph is styled `## …`: a sentence, so content (a
  /// `missing` unit a Korean-only source can be aligned to), while a title stays skipped.
  @Test func sentenceHeadingIsContentInAnEnglishOnlyDocument() {
    let events = pairDocument("""
      # Toolbars

      ## A toolbar provides convenient access to frequently used commands and controls.

      Depending on the platform, a toolbar can look and behave differently.

      ## Best practices

      Provide toolbar items that support the main tasks people perform.
      """)
    #expect(units(events).map(\.dump) == [
      "missing 3/- \"A toolbar provides convenient\" => \"\"",
      "missing 5/- \"Depending on the platform,\" => \"\"",
      "missing 9/- \"Provide toolbar items that\" => \"\"",
    ])
    #expect(skipped(events).map(\.text) == ["Toolbars", "Best practices"])
  }

  /// Korean-first, with a paragraph the translator added and an untranslated developer line
  /// meeting in one run: the name (`UIStepper`) the Korean never mentions keeps them apart.
  @Test func namesKeepAnAddedParagraphFromAnUntranslatedLine() {
    let result = units(pairDocument("""
      스테퍼를 사용하면 사람들이 값을 일정한 단위로 늘리거나 줄일 수 있습니다.

      A stepper lets people increase or decrease a value by a constant amount.

      iOS와 iPadOS에서 스테퍼 옆에는 현재 값을 보여 주는 레이블을 두세요.

      In iOS and iPadOS, place a label next to a stepper that shows its current value.

      국내 앱에서는 수량 선택에 스테퍼를 자주 씁니다. 특히 쇼핑 앱의 장바구니 화면에서 많이 볼 수 있습니다.

      For developer guidance, see UIStepper.

      macOS에서는 큰 값 변경이 예상되면 스테퍼를 텍스트 필드와 함께 사용하는 것을 고려하세요.

      In macOS, consider pairing a stepper with a text field when large value changes are likely.
      """))
    #expect(result.map(\.dump) == [
      "aligned 3/1 \"A stepper lets people\" => \"스테퍼를 사용하면 사람들이 값을\"",
      "aligned 7/5 \"In iOS and iPadOS,\" => \"iOS와 iPadOS에서 스테퍼 옆에는\"",
      "extra -/9 \"\" => \"국내 앱에서는 수량 선택에\"",
      "missing 11/- \"For developer guidance, see\" => \"\"",
      "aligned 15/13 \"In macOS, consider pairing\" => \"macOS에서는 큰 값 변경이\"",
    ])
  }

  @Test("identifier-like names", arguments: [
    ("For developer guidance, see UIStepper.", ["UIStepper"]),
    ("iOS와 iPadOS에서 SwiftUI를 쓰세요", ["iOS", "iPadOS", "SwiftUI"]),
    ("DEVELOPER NOTE Use a Toolbar in PNG form.", []),
  ])
  func identifiers(text: String, names: [String]) {
    func hash(_ s: String) -> UInt64 { s.utf8.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1 | 0x20)) &* 0x0000_0100_0000_01B3 } }
    #expect(SegmentShape(text).names == names.map(hash))
  }
}
