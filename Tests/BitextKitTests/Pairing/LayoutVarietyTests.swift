import Testing
@testable import BitextKit

/// Bilingual layouts the corpus does not show, written like Apple's HIG pages and their Korean
/// translations: each fixture is run through parsing, language and pairing, and the exact units
/// (status, lines, first words of each side, note count) are asserted.
struct LayoutFixture: CustomTestStringConvertible, Sendable {
  var name: String
  var text: String
  var expected: [String]
  var testDescription: String { name }
}

/// The same pipeline as `pairDocument`, but through the real line reader, so CRLF endings
/// are read as the tool reads them.
func pairBytes(_ text: String, path: String = "doc.md") -> [PairingEvent] {
  var reader = LineReader(source: MemoryByteSource(bytes: Array(text.utf8)), path: path)
  var parser = BlockParser(path: path)
  var blocks: [Block] = []
  while let line = reader.next() { parser.consume(line, into: &blocks) }
  parser.finish(into: &blocks)
  var pairer = DocumentPairer(group: "doc")
  var events: [PairingEvent] = []
  for block in blocks { pairer.consume(block, into: &events) }
  pairer.finish(into: &events)
  return events
}

enum LayoutFixtures {
  static let koreanFirstWithBlankLines = LayoutFixture(name: "Korean paragraph, blank line, its English", text: """
    슬라이더는 사용자가 최솟값과 최댓값 사이에서 값을 조정할 수 있는 손잡이가 달린 가로 트랙입니다.

    A slider is a horizontal track with a control called a thumb, which people can adjust between a minimum and maximum value.

    슬라이더의 값이 바뀌면 최솟값과 손잡이 사이의 트랙 부분이 색으로 채워집니다.

    As a slider’s value changes, the portion of track between the minimum value and the thumb fills with color.

    최솟값과 최댓값의 의미를 나타내는 아이콘으로 슬라이더를 보완하는 것을 고려하세요.

    Consider supplementing a slider with icons that illustrate the meaning of the minimum and maximum values.

    사용자가 슬라이더를 조정하는 동안 결과를 즉시 보여 주세요.

    Show the result of the adjustment immediately while people drag the slider.
    """, expected: [
      "aligned 3/1 \"A slider is a\" => \"슬라이더는 사용자가 최솟값과 최댓값\"",
      "aligned 7/5 \"As a slider’s value\" => \"슬라이더의 값이 바뀌면 최솟값과\"",
      "aligned 11/9 \"Consider supplementing a slider\" => \"최솟값과 최댓값의 의미를 나타내는\"",
      "aligned 15/13 \"Show the result of\" => \"사용자가 슬라이더를 조정하는 동안\"",
    ])

  static let markdownTable = LayoutFixture(name: "table | English | Korean |", text: """
    ## Alerts

    | English | Korean |
    | --- | --- |
    | An alert gives people critical information they need right away. | 경고는 사용자에게 즉시 필요한 중요한 정보를 제공합니다. |
    | Use alerts sparingly. | 경고는 꼭 필요할 때만 사용하세요. |
    | Avoid using an alert merely to provide information. | 정보를 제공하기 위한 목적만으로 경고를 사용하지 마세요. |
    | Keep alert titles short and descriptive. | 경고 제목은 짧고 설명적으로 작성하세요. |
    | Cancel | 취소 |
    """, expected: [
      "aligned 5/5 \"An alert gives people\" => \"경고는 사용자에게 즉시 필요한\"",
      "aligned 6/6 \"Use alerts sparingly.\" => \"경고는 꼭 필요할 때만\"",
      "aligned 7/7 \"Avoid using an alert\" => \"정보를 제공하기 위한 목적만으로\"",
      "aligned 8/8 \"Keep alert titles short\" => \"경고 제목은 짧고 설명적으로\"",
      "aligned 9/9 \"Cancel\" => \"취소\"",
    ])

  static let sameLineSeparators = LayoutFixture(name: "same line ` / ` and ` | `, Korean in parentheses", text: """
    A menu reveals its options when people interact with it. / 메뉴는 사용자가 상호작용할 때 옵션을 표시합니다.

    Use a menu to present a list of actions or choices. | 동작이나 선택 항목의 목록을 표시하려면 메뉴를 사용하세요.

    Show keyboard shortcuts next to menu items / 메뉴 항목 옆에 키보드 단축키를 표시하세요

    Avoid using an alert merely to provide information.
    (정보를 제공하기 위한 목적만으로 경고를 사용하지 마세요.)

    Keep menu item titles short and use title-style capitalization. (메뉴 항목 제목은 짧게 유지하고 제목 스타일의 대문자를 사용하세요.)
    """, expected: [
      "aligned 1/1 \"A menu reveals its\" => \"메뉴는 사용자가 상호작용할 때\"",
      "aligned 3/3 \"Use a menu to\" => \"동작이나 선택 항목의 목록을\"",
      "aligned 5/5 \"Show keyboard shortcuts next\" => \"메뉴 항목 옆에 키보드\"",
      "aligned 7/8 \"Avoid using an alert\" => \"정보를 제공하기 위한 목적만으로\"",
      "aligned 10/10 \"Keep menu item titles\" => \"메뉴 항목 제목은 짧게\"",
    ])

  static let numberedLists = LayoutFixture(name: "numbered items alternating English, Korean", text: """
    Best practices

    1. Label each slider so people know what it controls.
    1. 각 슬라이더에 레이블을 붙여 사용자가 무엇을 조절하는지 알 수 있게 하세요.
    2. Use familiar slider directions: the minimum value on the leading side.
    2. 익숙한 슬라이더 방향을 사용하세요. 최솟값은 시작 쪽에 둡니다.
    3. Consider using a stepper when people need to enter a precise value.
    3. 사용자가 정확한 값을 입력해야 할 때는 스테퍼를 사용하는 것을 고려하세요.
    """, expected: [
      "aligned 3/4 \"Label each slider so\" => \"각 슬라이더에 레이블을 붙여\"",
      "aligned 5/6 \"Use familiar slider directions:\" => \"익숙한 슬라이더 방향을 사용하세요.\"",
      "aligned 7/8 \"Consider using a stepper\" => \"사용자가 정확한 값을 입력해야\"",
    ])

  static let nestedBullets = LayoutFixture(name: "`* English` with nested `  * Korean`", text: """
    * A toggle lets people choose between a pair of opposing states, like on and off.
      * 토글은 켬과 끔처럼 서로 반대되는 두 상태 중 하나를 선택하게 해 줍니다.
    * Use a toggle to help people choose between two opposing values.
      * 사용자가 서로 반대되는 두 값 중에서 선택하도록 토글을 사용하세요.
    * Make sure the visual differences in a toggle’s state are obvious.
      * 토글 상태의 시각적 차이가 분명하게 보이도록 하세요.
    """, expected: [
      "aligned 1/2 \"A toggle lets people\" => \"토글은 켬과 끔처럼 서로\"",
      "aligned 3/4 \"Use a toggle to\" => \"사용자가 서로 반대되는 두\"",
      "aligned 5/6 \"Make sure the visual\" => \"토글 상태의 시각적 차이가\"",
    ])

  static let boldThenKorean = LayoutFixture(name: "**English** paragraph then plain Korean", text: """
    **Make alert titles short and descriptive.** A title that fits on one or two lines is easy to read.

    경고 제목은 짧고 설명적으로 작성하세요. 한두 줄에 들어가는 제목은 읽기 쉽습니다.

    **Avoid explaining alert buttons.** If your button titles are clear, you don’t need to explain what they do.

    경고 버튼을 설명하지 마세요. 버튼 제목이 명확하다면 버튼이 하는 일을 설명할 필요가 없습니다.
    """, expected: [
      "aligned 1/3 \"Make alert titles short\" => \"경고 제목은 짧고 설명적으로\"",
      "aligned 5/7 \"Avoid explaining alert buttons.\" => \"경고 버튼을 설명하지 마세요.\"",
    ])

  static let englishQuotedKoreanPlain = LayoutFixture(name: "English in `>` quote, Korean plain after", text: """
    > A pull-down menu displays a list of items or actions that directly relate to the button’s purpose.

    풀다운 메뉴는 버튼의 목적과 직접 관련된 항목이나 동작의 목록을 표시합니다.

    > Use a pull-down button instead of a pop-up button to present commands.

    명령을 표시할 때는 팝업 버튼 대신 풀다운 버튼을 사용하세요.

    > Consider letting people add items to a pull-down button’s menu from another part of the interface.

    인터페이스의 다른 부분에서 사용자가 풀다운 버튼의 메뉴에 항목을 추가할 수 있도록 하는 것을 고려하세요.
    """, expected: [
      "aligned 1/3 \"A pull-down menu displays\" => \"풀다운 메뉴는 버튼의 목적과\"",
      "aligned 5/7 \"Use a pull-down button\" => \"명령을 표시할 때는 팝업\"",
      "aligned 9/11 \"Consider letting people add\" => \"인터페이스의 다른 부분에서 사용자가\"",
    ])

  static let translatedHeadings = LayoutFixture(name: "headings translated on two lines and in parentheses", text: """
    ## Best practices

    ## 모범 사례

    Prefer a toolbar for frequently used commands.

    자주 사용하는 명령에는 도구 모음을 사용하는 것이 좋습니다.

    ## Platform considerations (플랫폼 고려 사항)

    In iPadOS, a toolbar can appear at the top of the screen.

    iPadOS에서는 도구 모음이 화면 위쪽에 나타날 수 있습니다.
    """, expected: [
      "aligned 1/3 \"Best practices\" => \"모범 사례\"",
      "aligned 5/7 \"Prefer a toolbar for\" => \"자주 사용하는 명령에는 도구\"",
      "aligned 9/9 \"Platform considerations\" => \"플랫폼 고려 사항\"",
      "aligned 11/13 \"In iPadOS, a toolbar\" => \"iPadOS에서는 도구 모음이 화면\"",
    ])

  static let crlfWrapped = LayoutFixture(name: "CRLF, NBSP, trailing spaces, hard-wrapped paragraphs", text:
    "Sliders\r\n\r\n"
    + "A slider is a horizontal track with a control called a thumb, which  \r\n"
    + "people can adjust between a minimum and maximum value.\r\n"
    + "\r\n"
    + "슬라이더는 사용자가 최솟값과 최댓값 사이에서 조정할 수 있는 \r\n"
    + "손잡이가 달린 가로 트랙입니다.\r\n"
    + "\r\n"
    + "Consider supplementing a slider with icons that illustrate the\u{00A0}meaning\r\n"
    + "of the minimum and maximum values. Icons help people understand the   \r\n"
    + "effect of dragging the thumb.\r\n"
    + "\r\n"
    + "최솟값과 최댓값의\u{00A0}의미를 나타내는 아이콘으로 슬라이더를 보완하는\r\n"
    + "것을 고려하세요. 아이콘은 손잡이를 끌었을 때의 효과를 이해하는 데\r\n"
    + "도움이 됩니다.\r\n", expected: [
      "aligned 3/6 \"A slider is a\" => \"슬라이더는 사용자가 최솟값과 최댓값\"",
      "aligned 9/13 \"Consider supplementing a slider\" => \"최솟값과 최댓값의 의미를 나타내는\"",
    ])

  static let missingAndExtra = LayoutFixture(name: "an untranslated English paragraph and an added Korean one", text: """
    A toolbar provides convenient access to frequently used commands and controls that perform actions relevant to the current view.

    도구 모음은 현재 보기와 관련된 동작을 수행하는 자주 쓰는 명령과 컨트롤에 편리하게 접근할 수 있게 해 줍니다.

    Avoid overcrowding a toolbar. People need to be able to distinguish and activate each item, so you don’t want to include too many.

    Prefer system-provided symbols without borders. System-provided symbols are familiar and automatically receive appropriate coloring.

    테두리 없는 시스템 제공 기호를 사용하세요. 시스템 제공 기호는 친숙하며 적절한 색상이 자동으로 적용됩니다.

    Use the .prominent style for a key action such as Done or Submit.

    완료나 제출 같은 핵심 동작에는 .prominent 스타일을 사용하세요.

    참고로 이 스타일은 도구 모음 전체에서 하나의 항목에만 적용하는 것이 좋으며, 여러 항목에 적용하면 강조 효과가 사라집니다.

    Consider temporarily hiding toolbars for a distraction-free experience.

    방해 없는 경험을 위해 도구 모음을 잠시 숨기는 것을 고려하세요.
    """, expected: [
      "aligned 1/3 \"A toolbar provides convenient\" => \"도구 모음은 현재 보기와\"",
      "missing 5/- \"Avoid overcrowding a toolbar.\" => \"\"",
      "aligned 7/9 \"Prefer system-provided symbols without\" => \"테두리 없는 시스템 제공\"",
      "aligned 11/13 \"Use the .prominent style\" => \"완료나 제출 같은 핵심\"",
      "extra -/15 \"\" => \"참고로 이 스타일은 도구\"",
      "aligned 17/19 \"Consider temporarily hiding toolbars\" => \"방해 없는 경험을 위해\"",
    ])

  static let splitAndMerged = LayoutFixture(name: "one English split into two Korean, two English merged into one Korean", text: """
    An activity view presents a range of tasks that people can perform in the current context, and it appears as a sheet or popover that people dismiss when they are done.

    활동 보기는 사용자가 현재 상황에서 수행할 수 있는 다양한 작업을 보여 줍니다.

    이 보기는 시트나 팝오버로 나타나며, 사용자는 작업을 마치면 이를 닫습니다.

    Avoid creating duplicate versions of common actions.

    Exclude system-provided activities that are irrelevant.

    일반적인 동작을 중복으로 만들지 말고, 관련 없는 시스템 제공 활동은 제외하세요.

    Use a concise, single-line title for each custom activity you provide.

    사용자 지정 활동마다 간결한 한 줄 제목을 사용하세요.
    """, expected: [
      "aligned 1/3 \"An activity view presents\" => \"활동 보기는 사용자가 현재\"",
      "aligned 7/11 \"Avoid creating duplicate versions\" => \"일반적인 동작을 중복으로 만들지\"",
      "aligned 13/15 \"Use a concise, single-line\" => \"사용자 지정 활동마다 간결한\"",
    ])

  static let codeImagesURLs = LayoutFixture(name: "code, images and URLs between pairs; Korean naming products", text: """
    Use SF Symbols in iPadOS and macOS to keep icons consistent with the system.

    iPadOS 및 macOS에서 SF Symbols를 사용하여 아이콘을 시스템과 일관되게 유지하세요.

    ```swift
    let image = UIImage(systemName: "square.and.arrow.up")
    ```

    ![Share symbol](https://developer.apple.com/images/share.png)

    https://developer.apple.com/sf-symbols/

    Apple Pay, Apple Card, and Apple Wallet support the same share symbol in every app.

    Apple Pay, Apple Card, Apple Wallet 모두 모든 앱에서 같은 공유 기호를 지원합니다.

    For developer guidance, see UIImage.SymbolConfiguration.

    개발자 지침은 UIImage.SymbolConfiguration을 참조하세요.
    """, expected: [
      "aligned 1/3 \"Use SF Symbols in\" => \"iPadOS 및 macOS에서 SF\"",
      "aligned 13/15 \"Apple Pay, Apple Card,\" => \"Apple Pay, Apple Card,\"",
      "aligned 17/19 \"For developer guidance, see\" => \"개발자 지침은 UIImage.SymbolConfiguration을 참조하세요.\"",
    ])

  static let translatorNotes = LayoutFixture(name: "translator notes `(역주: …)`, `※ …`, `* 역자 주: …`", text: """
    A tab bar lets people navigate between top-level sections of your app.

    탭 막대를 사용하면 앱의 최상위 섹션 사이를 이동할 수 있습니다.

    (역주: 원문의 tab bar는 국내에서 흔히 탭 바라고 부릅니다.)

    Use a tab bar to support navigation, not to provide actions.

    탭 막대는 동작을 제공하는 용도가 아니라 탐색을 지원하는 용도로 사용하세요.

    ※ 동작이 필요하다면 도구 모음을 사용하는 것이 맞습니다.

    Make sure the tab bar is visible when people navigate to different sections.

    사용자가 다른 섹션으로 이동할 때 탭 막대가 계속 보이도록 하세요.

    * 역자 주: iOS 18부터는 iPad에서 탭 막대가 화면 위쪽에 표시됩니다.
    """, expected: [
      "aligned 1/3 \"A tab bar lets\" => \"탭 막대를 사용하면 앱의\" notes:1",
      "aligned 7/9 \"Use a tab bar\" => \"탭 막대는 동작을 제공하는\" notes:1",
      "aligned 13/15 \"Make sure the tab\" => \"사용자가 다른 섹션으로 이동할\" notes:1",
    ])

  static let englishOnlySentenceHeading = LayoutFixture(name: "English-only page whose lead is a sentence-like heading", text: """
    # Toolbars

    ## A toolbar provides convenient access to frequently used commands and controls.

    ## Best practices

    Avoid overcrowding a toolbar with too many items.

    ## Use a toolbar for actions.

    Prefer system-provided symbols without borders.
    """, expected: [
      "missing 3/- \"A toolbar provides convenient\" => \"\"",
      "missing 7/- \"Avoid overcrowding a toolbar\" => \"\"",
      "missing 11/- \"Prefer system-provided symbols without\" => \"\"",
    ])

  static let tableWithNumberColumn = LayoutFixture(name: "table | # | English | Korean |", text: """
    | # | English | Korean |
    | --- | --- | --- |
    | 1 | Use a switch in a list row to turn a setting on or off. | 목록 행에서 설정을 켜거나 끄려면 스위치를 사용하세요. |
    | 2 | Avoid adding labels to describe the values of a switch. | 스위치의 값을 설명하는 레이블은 추가하지 마세요. |
    """, expected: [
      "aligned 3/3 \"Use a switch in\" => \"목록 행에서 설정을 켜거나\"",
      "aligned 4/4 \"Avoid adding labels to\" => \"스위치의 값을 설명하는 레이블은\"",
    ])

  static let wrappedBeforeCapital = LayoutFixture(name: "English hard-wrapped before a capitalized word", text: """
    People can use the Apple Pencil to draw in a canvas, and the
    Apple Pencil hover preview shows where a mark will appear.
    사용자는 Apple Pencil로 캔버스에 그림을 그릴 수 있으며, Apple Pencil 호버 미리 보기는 표시가 나타날 위치를 보여 줍니다.

    Respect the palm rejection that the system provides while people use
    Apple Pencil to draw.
    사용자가 펜슬로 그리는 동안 시스템이 제공하는 손바닥 인식 거부 기능을 존중하세요.
    """, expected: [
      "aligned 1/3 \"People can use the\" => \"사용자는 Apple Pencil로 캔버스에\"",
      "aligned 5/7 \"Respect the palm rejection\" => \"사용자가 펜슬로 그리는 동안\"",
    ])

  static let indentedKoreanUnderItems = LayoutFixture(name: "numbered English items with the Korean indented under them; `## English / 한국어` headings", text: """
    ## Best practices / 모범 사례

    1. Use a switch in a list row to let people turn a setting on or off.
       목록 행에서 스위치를 사용하여 사용자가 설정을 켜거나 끌 수 있게 하세요.
    2. Avoid adding labels to describe the values of a switch.
       스위치의 값을 설명하는 레이블은 추가하지 마세요.

    ## Platform considerations | 플랫폼 고려 사항

    On Mac, use a checkbox instead of a switch in most cases.
    Mac에서는 대부분의 경우 스위치 대신 체크박스를 사용하세요.
    """, expected: [
      "aligned 1/1 \"Best practices\" => \"모범 사례\"",
      "aligned 3/4 \"Use a switch in\" => \"목록 행에서 스위치를 사용하여\"",
      "aligned 5/6 \"Avoid adding labels to\" => \"스위치의 값을 설명하는 레이블은\"",
      "aligned 8/8 \"Platform considerations\" => \"플랫폼 고려 사항\"",
      "aligned 10/11 \"On Mac, use a\" => \"Mac에서는 대부분의 경우 스위치\"",
    ])

  static let languageLabels = LayoutFixture(name: "`EN:` / `KO:`, `**원문:**` / `**번역:**` and label-only lines", text: """
    EN: A slider is a horizontal track with a control called a thumb.
    KO: 슬라이더는 썸이라는 컨트롤이 있는 가로 트랙입니다.

    **원문:** Customize a slider’s appearance if it adds value.

    **번역:** 가치를 더한다면 슬라이더의 모양을 사용자화하세요.

    **English**

    Use familiar slider directions.

    **한국어**

    익숙한 슬라이더 방향을 사용하세요.

    [EN] Keep labels short. [KO] 레이블은 짧게 유지하세요.
    """, expected: [
      "aligned 1/2 \"A slider is a\" => \"슬라이더는 썸이라는 컨트롤이 있는\"",
      "aligned 4/6 \"Customize a slider’s appearance\" => \"가치를 더한다면 슬라이더의 모양을\"",
      "aligned 10/14 \"Use familiar slider directions.\" => \"익숙한 슬라이더 방향을 사용하세요.\"",
      "aligned 16/16 \"Keep labels short.\" => \"레이블은 짧게 유지하세요.\"",
    ])

  static let tabSeparated = LayoutFixture(name: "tab-separated columns (a spreadsheet export), `| English | 한국어 |` header", text: """
    Toggles\t토글
    A toggle lets people choose between a pair of opposing states, like on and off.\t토글을 사용하면 켜기와 끄기처럼 서로 반대되는 두 상태 중에서 선택할 수 있습니다.
    12\tUse a toggle to help people choose between two opposing values.\t두 가지 반대 값 중에서 선택하도록 토글을 사용하세요.

    | English | 한국어 |
    | --- | --- |
    | Make the state of a toggle obvious. | 토글의 상태가 분명히 드러나게 하세요. |
    """, expected: [
      "aligned 1/1 \"Toggles\" => \"토글\"",
      "aligned 2/2 \"A toggle lets people\" => \"토글을 사용하면 켜기와 끄기처럼\"",
      "aligned 3/3 \"Use a toggle to\" => \"두 가지 반대 값\"",
      "aligned 7/7 \"Make the state of\" => \"토글의 상태가 분명히 드러나게\"",
    ])

  static let originalInComments = LayoutFixture(name: "the English kept in HTML comments above its Korean", text: """
    # 도구 모음

    <!-- A toolbar provides convenient access to frequently used commands and controls. -->
    도구 모음은 자주 사용하는 명령과 컨트롤에 편리하게 접근하게 해줍니다.

    <!--
    Avoid overcrowding a toolbar with too many items,
    and keep each one easy to recognize.
    -->
    도구 모음에 너무 많은 항목을 넣지 말고, 각 항목을 알아보기 쉽게 유지하세요.

    <!-- more -->
    <!-- TODO: translate the platform considerations later -->
    <!-- 번역 메모: 용어집을 확인할 것 -->

    <!-- Use the standard symbols that the system provides. -->

    시스템에서 제공하는 표준 기호를 사용하세요.
    """, expected: [
      "extra -/1 \"\" => \"도구 모음\"",
      "aligned 3/4 \"A toolbar provides convenient\" => \"도구 모음은 자주 사용하는\"",
      "aligned 6/10 \"Avoid overcrowding a toolbar\" => \"도구 모음에 너무 많은\"",
      "aligned 16/18 \"Use the standard symbols\" => \"시스템에서 제공하는 표준 기호를\"",
    ])

  static let all: [LayoutFixture] = [
    koreanFirstWithBlankLines, markdownTable, sameLineSeparators, numberedLists, nestedBullets, boldThenKorean,
    englishQuotedKoreanPlain, translatedHeadings, crlfWrapped, missingAndExtra, splitAndMerged, codeImagesURLs,
    translatorNotes, englishOnlySentenceHeading, tableWithNumberColumn, wrappedBeforeCapital,
    indentedKoreanUnderItems, languageLabels, tabSeparated, originalInComments,
  ]
}

@Suite struct LayoutVarietyTests {
  @Test(arguments: LayoutFixtures.all)
  func pairsAsATranslatorWould(_ fixture: LayoutFixture) {
    let result = units(pairBytes(fixture.text))
    let dumps = result.map(\.dump)
    if dumps != fixture.expected {
      print("FIXTURE \(fixture.name)")
      for u in result { print("  \"\(u.dump)\",  |EN: \(u.englishText) |KO: \(u.koreanText) |N: \(u.notes)") }
      for s in skipped(pairBytes(fixture.text)) { print("    skip \(s.location.firstLine) \(s.reason): \(s.text)") }
    }
    #expect(dumps == fixture.expected)
  }
}

@Suite struct LayoutVarietyDetailTests {
  @Test func separatorsAndParenthesesAreNotPartOfEitherSide() {
    let result = units(pairBytes(LayoutFixtures.sameLineSeparators.text))
    #expect(result.map(\.englishText) == [
      "A menu reveals its options when people interact with it.",
      "Use a menu to present a list of actions or choices.",
      "Show keyboard shortcuts next to menu items",
      "Avoid using an alert merely to provide information.",
      "Keep menu item titles short and use title-style capitalization.",
    ])
    #expect(result.map(\.koreanText) == [
      "메뉴는 사용자가 상호작용할 때 옵션을 표시합니다.",
      "동작이나 선택 항목의 목록을 표시하려면 메뉴를 사용하세요.",
      "메뉴 항목 옆에 키보드 단축키를 표시하세요",
      "정보를 제공하기 위한 목적만으로 경고를 사용하지 마세요.",
      "메뉴 항목 제목은 짧게 유지하고 제목 스타일의 대문자를 사용하세요.",
    ])
  }

  @Test func crlfNoBreakSpacesAndWrappedLinesGiveCleanJoinedText() {
    let result = units(pairBytes(LayoutFixtures.crlfWrapped.text))
    #expect(result.map(\.koreanText) == [
      "슬라이더는 사용자가 최솟값과 최댓값 사이에서 조정할 수 있는 손잡이가 달린 가로 트랙입니다.",
      "최솟값과 최댓값의 의미를 나타내는 아이콘으로 슬라이더를 보완하는 것을 고려하세요. 아이콘은 손잡이를 끌었을 때의 효과를 이해하는 데 도움이 됩니다.",
    ])
    #expect(result[1].englishText == "Consider supplementing a slider with icons that illustrate the meaning of the minimum and maximum values. Icons help people understand the effect of dragging the thumb.")
    #expect(result[1].english.map(\.location.lastLine) == [11])
  }

  @Test func splitAndMergedTranslationsKeepEveryPart() {
    let result = units(pairBytes(LayoutFixtures.splitAndMerged.text))
    #expect(result[0].korean.count == 2)
    #expect(result[1].english.map(\.text) == [
      "Avoid creating duplicate versions of common actions.", "Exclude system-provided activities that are irrelevant.",
    ])
  }

  @Test func translatorNotesAttachToTheUnitTheyFollow() {
    let result = units(pairBytes(LayoutFixtures.translatorNotes.text))
    #expect(result.map(\.notes) == [
      ["(역주: 원문의 tab bar는 국내에서 흔히 탭 바라고 부릅니다.)"],
      ["※ 동작이 필요하다면 도구 모음을 사용하는 것이 맞습니다."],
      ["역자 주: iOS 18부터는 iPad에서 탭 막대가 화면 위쪽에 표시됩니다."],
    ])
    #expect(!result.contains { $0.koreanText.contains("※") || $0.koreanText.contains("역") && $0.koreanText.contains("주:") })
  }

  @Test func referenceMarkTranslatesANoteStillWaitingForItsKorean() {
    let result = units(pairBytes("""
      Use a tab bar to support navigation, not to provide actions.

      탭 막대는 동작을 제공하는 용도가 아니라 탐색을 지원하는 용도로 사용하세요.

      Note: In iPadOS 18 and later, the tab bar appears at the top of the screen.

      ※ 참고: iPadOS 18 이상에서는 탭 막대가 화면 위쪽에 나타납니다.
      """))
    #expect(result.map(\.dump) == [
      "aligned 1/3 \"Use a tab bar\" => \"탭 막대는 동작을 제공하는\"",
      "aligned 5/7 \"Note: In iPadOS 18\" => \"※ 참고: iPadOS 18\"",
    ])
  }

  @Test func sentenceHeadingsAreContentShortOnesStaySkipped() {
    let events = pairBytes(LayoutFixtures.englishOnlySentenceHeading.text)
    #expect(skipped(events).map(\.text) == ["Toolbars", "Best practices", "Use a toolbar for actions."])
    #expect(skipped(events).allSatisfy { $0.reason == "untranslated heading" })
  }

  @Test(arguments: [
    ("Best practices (모범 사례)", ["english: Best practices", "korean: 모범 사례"]),
    ("Platform considerations / (플랫폼 고려 사항)", ["english: Platform considerations", "korean: 플랫폼 고려 사항"]),
    ("도구 모음(Toolbar)은 자주 쓰는 명령을 담습니다.", ["korean: 도구 모음(Toolbar)은 자주 쓰는 명령을 담습니다."]),
    ("=HYPERLINK(\"http://evil.example\",\"자세히 보려면 누르세요\")", ["korean: =HYPERLINK(\"http://evil.example\",\"자세히 보려면 누르세요\")"]),
    ("Best practices / 모범 사례", ["english: Best practices", "korean: 모범 사례"]),
    ("모범 사례 | Best practices", ["korean: 모범 사례", "english: Best practices"]),
    ("Use and / or combine toolbar items / 도구 모음 항목", ["english: Use and / or combine toolbar items", "korean: 도구 모음 항목"]),
    ("도구 모음 (Toolbar)", ["korean: 도구 모음 (Toolbar)"]),
    ("(정보를 제공하기 위한 목적만으로 경고를 사용하지 마세요.)", ["korean: 정보를 제공하기 위한 목적만으로 경고를 사용하지 마세요."]),
    ("(iOS 전용) 도구 모음은 아래에 (항상) 나타납니다", ["korean: (iOS 전용) 도구 모음은 아래에 (항상) 나타납니다"]),
    ("도구 모음에 너무 많은 항목을 넣지 마세요. (Avoid overcrowding a toolbar with too many items.)",
     ["korean: 도구 모음에 너무 많은 항목을 넣지 마세요.", "english: Avoid overcrowding a toolbar with too many items."]),
    ("Keep labels short and direct. (레이블은 짧고 직접적으로 유지하세요.)",
     ["english: Keep labels short and direct.", "korean: 레이블은 짧고 직접적으로 유지하세요."]),
    ("Apple Pay, Apple Card, Apple Wallet 모두 같은 기호를 지원합니다.", ["korean: Apple Pay, Apple Card, Apple Wallet 모두 같은 기호를 지원합니다."]),
    ("Show keyboard shortcuts next to menu items / 메뉴 항목 옆에 키보드 단축키를 표시하세요", ["english: Show keyboard shortcuts next to menu items", "korean: 메뉴 항목 옆에 키보드 단축키를 표시하세요"]),
    // English quoted inside a Korean sentence (an error message, a setting's label) stays in it.
    ("아래 코드를 실행하면 Objects are not valid as a React child라는 오류가 발생합니다.",
     ["korean: 아래 코드를 실행하면 Objects are not valid as a React child라는 오류가 발생합니다."]),
    ("Use the standard back button in the bar 표준 뒤로 가기 버튼을 사용하세요",
     ["english: Use the standard back button in the bar", "korean: 표준 뒤로 가기 버튼을 사용하세요"]),
  ])
  func lineSplitsAtTheTranslationNotAtGlossesOrNames(_ line: String, _ expected: [String]) {
    let block = Block(kind: .paragraph, text: line, location: SourceLocation(file: "a", firstLine: 1))
    #expect(LanguageTagger.segments(of: block).map { "\($0.language): \($0.text)" } == expected)
  }
}
