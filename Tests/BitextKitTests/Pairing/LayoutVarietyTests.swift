import Testing
@testable import BitextKit

/// Layouts the corpus does not show, written here with HIG-like English and its Korean: each
/// document must pair every English paragraph with exactly its Korean.
@Suite struct LayoutVarietyTests {
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

  @Test func tableWithEnglishAndKoreanColumns() {
    let result = pairs("""
      | English | 한국어 |
      |---|---|
      | An alert gives people critical information they need right away. | 경고는 사람들이 즉시 알아야 할 중요한 정보를 제공합니다. |
      | Keep alert titles short and descriptive. | 경고 제목은 짧고 설명적으로 작성하세요. |
      """)
    #expect(result.suffix(2) == [
      "aligned An alert gives people critical information they need right away. => 경고는 사람들이 즉시 알아야 할 중요한 정보를 제공합니다.",
      "aligned Keep alert titles short and descriptive. => 경고 제목은 짧고 설명적으로 작성하세요.",
    ])
  }

  @Test func numberedAndNestedListTranslations() {
    #expect(pairs("""
      1. Prefer a system-provided progress indicator.
      1. 시스템에서 제공하는 진행률 표시기를 사용하는 것이 좋습니다.
      2. Keep indicators moving so people know something is happening.
      2. 무언가가 진행 중임을 알 수 있도록 표시기가 계속 움직이게 하세요.

      * Show progress in the toolbar when it relates to the whole window.
        * 창 전체와 관련된 진행률은 툴바에 표시하세요.
      """) == [
      "aligned Prefer a system-provided progress indicator. => 시스템에서 제공하는 진행률 표시기를 사용하는 것이 좋습니다.",
      "aligned Keep indicators moving so people know something is happening. => 무언가가 진행 중임을 알 수 있도록 표시기가 계속 움직이게 하세요.",
      "aligned Show progress in the toolbar when it relates to the whole window. => 창 전체와 관련된 진행률은 툴바에 표시하세요.",
    ])
  }

  @Test func boldEnglishAndQuotedEnglishWithPlainKorean() {
    #expect(pairs("""
      **Toggles let people choose between a pair of opposing states, like on and off.**

      토글은 켜기와 끄기처럼 서로 반대되는 두 상태 중 하나를 고를 수 있게 해 줍니다.

      > Avoid using a switch to control a minor detail in a form.

      양식의 사소한 세부 사항을 제어하는 데 스위치를 사용하지 마세요.
      """) == [
      "aligned Toggles let people choose between a pair of opposing states, like on and off. => 토글은 켜기와 끄기처럼 서로 반대되는 두 상태 중 하나를 고를 수 있게 해 줍니다.",
      "aligned Avoid using a switch to control a minor detail in a form. => 양식의 사소한 세부 사항을 제어하는 데 스위치를 사용하지 마세요.",
    ])
  }

  @Test func wrappedCRLFParagraphsWithNoBreakSpaces() {
    var reader = LineReader(source: MemoryByteSource(bytes: Array(
      "Sheets help people perform a scoped task that is closely related to their current\r\ncontext, such as composing an email.\r\n\r\n시트는 이메일 작성처럼 현재 맥락과 밀접하게 관련된 범위가 정해진\r\n작업을 수행하도록 돕습니다.\r\n\r\nPresent a sheet only when it helps.\u{A0} \r\n\r\n작업을 마치는 데 도움이 될 때만 시트를 표시하세요.\u{A0}\r\n".utf8),
      chunkSizes: .fixed(7)), path: "sheet.md")
    let document = DocumentReader.read(&reader, path: "sheet.md")
    #expect(document.units.map { "\($0.englishText) => \($0.koreanText)" } == [
      "Sheets help people perform a scoped task that is closely related to their current context, such as composing an email. => 시트는 이메일 작성처럼 현재 맥락과 밀접하게 관련된 범위가 정해진 작업을 수행하도록 돕습니다.",
      "Present a sheet only when it helps. => 작업을 마치는 데 도움이 될 때만 시트를 표시하세요.",
    ])
  }

  @Test func codeImagesAndLinksBetweenPairsAndKoreanFullOfProductNames() {
    #expect(pairs("""
      Use SF Symbols in iPadOS and macOS to keep icons consistent.

      iPadOS 및 macOS에서 SF Symbols를 사용해 아이콘을 일관되게 유지하세요.

      ![A toolbar with symbols](https://example.com/toolbar.png)

      ```swift
      let item = UIBarButtonItem(systemItem: .add)
      ```

      Use UIBarButtonItem to create a toolbar item in UIKit.

      UIKit에서는 UIBarButtonItem을 사용해 툴바 항목을 만드세요.
      """) == [
      "aligned Use SF Symbols in iPadOS and macOS to keep icons consistent. => iPadOS 및 macOS에서 SF Symbols를 사용해 아이콘을 일관되게 유지하세요.",
      "aligned Use UIBarButtonItem to create a toolbar item in UIKit. => UIKit에서는 UIBarButtonItem을 사용해 툴바 항목을 만드세요.",
    ])
  }

  @Test func parenthesizedAndLabelledTranslatorNotes() {
    let result = units(pairDocument("""
      Labels display a small amount of read-only text.
      레이블은 적은 양의 읽기 전용 텍스트를 표시합니다.
      (역주: read-only는 '읽기 전용'으로 옮겼습니다.)
      Prefer system fonts for labels.
      레이블에는 시스템 글꼴을 사용하는 것이 좋습니다.
      * 역자 주: 시스템 글꼴은 SF Pro를 말합니다.
      """))
    #expect(result.map(\.dump) == [
      "aligned 1/2 \"Labels display a small\" => \"레이블은 적은 양의 읽기\" notes:1",
      "aligned 4/5 \"Prefer system fonts for\" => \"레이블에는 시스템 글꼴을 사용하는\" notes:1",
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
}
