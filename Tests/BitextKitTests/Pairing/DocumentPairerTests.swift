import Testing
@testable import BitextKit

@Suite struct DocumentPairerTests {
  @Test func blockquoteLayoutPairsEachParagraphWithItsQuote() {
    let events = pairDocument("""
      # **Best practices**

      **Avoid displaying too many toolbar items.** People need to be able to distinguish and activate each item, so you don’t want to overcrowd the toolbar.
      > 도구 모음 항목이 너무 많이 표시되지 않도록 합니다. 사용자는 각 항목을 구분하고 활성화할 수 있어야 하므로 도구 모음이 과밀해지지 않도록 합니다.
      >

      ![https://example.com/layout_2x.png](https://example.com/layout_2x.png)

      - In iOS, a toolbar appears at the bottom of a screen. iOS toolbars aren’t customizable.
      - >  iOS에서 도구 모음은 화면 아래에 나타납니다. iOS 도구 모음은 사용자 지정할 수 없습니다.

      | Target size | Maximum size |
      | --- | --- |
      """)
    #expect(units(events).map(\.dump) == [
      "aligned 3/4 \"Avoid displaying too many\" => \"도구 모음 항목이 너무\"",
      "aligned 9/10 \"In iOS, a toolbar\" => \"iOS에서 도구 모음은 화면\"",
    ])
    #expect(Set(skipped(events).map(\.reason)) == ["untranslated heading", "image", "untranslated table row", "table rule"])
  }

  @Test func alternatingParagraphsSkipUntranslatedEnglishInBetween() {
    let events = pairDocument("""
      A toolbar appears at the bottom of an app screen and contains buttons for performing actions.

      툴바는 앱 화면 아래에 나타나며, 액션을 수행하기 위한 버튼을 포함합니다.

      <aside> 💡 TIP It’s important to understand the difference between a toolbar and a tab bar, because both appear at the bottom of an app screen.

      </aside>

      For developer guidance, see UIToolbar.

      Provide relevant toolbar buttons. A toolbar should contain frequently used commands.

      관련있는 툴바 버튼을 제공하세요. 툴바는 자주 사용되는 명령을 포함해야 합니다.
      """, path: "legacy.txt")
    #expect(units(events).map(\.dump) == [
      "aligned 1/3 \"A toolbar appears at\" => \"툴바는 앱 화면 아래에\"",
      "missing 5/- \"💡 TIP It’s important\" => \"\"",
      "missing 9/- \"For developer guidance, see\" => \"\"",
      "aligned 11/13 \"Provide relevant toolbar buttons.\" => \"관련있는 툴바 버튼을 제공하세요.\"",
    ])
  }

  @Test func lineByLineRunsPairInOrderAndNotesAttachToTheUnitAbove() {
    let events = pairDocument("""
      In general, a button combines three attributes to clearly communicate its function:
      버튼은 기능을 명확히 전달하기 위해 일반적으로 다음과 같은 세 가지의 속성을 지닙니다:
      → 버튼은 세 가지 속성을 지닌다.
      Style. A visual style based on size, color, and shape.
      Content. The symbol (or interface icon), text label, or both that a button displays to convey its purpose.
      Role. A system-defined role that identifies a button’s semantic meaning.
      스타일(Style). ‘스타일’은 크기, 색상, 모양에 따른 시각적 스타일입니다.
      콘텐츠(Content). ‘콘텐츠’는 버튼 안에 있는 요소들로, 기호, 텍스트 레이블 또는 둘 다를 의미하며, 버튼의 목적을 전달합니다.
      역할(Role). ‘역할’은 시스템이 정의한 것으로, 버튼의 의미를 나타냅니다.
      역자첨언
      Several specific button types are unique to macOS.
      The standard button type in macOS is known as a push button.
      맥 OS의 기본 버튼 유형은 푸시 버튼으로 알려져 있습니다.
      """, path: "buttons.txt")
    let result = units(events)
    #expect(result.map(\.dump) == [
      "aligned 1/2 \"In general, a button\" => \"버튼은 기능을 명확히 전달하기\" notes:1",
      "aligned 4/7 \"Style. A visual style\" => \"스타일(Style). ‘스타일’은 크기, 색상,\"",
      "aligned 5/8 \"Content. The symbol (or\" => \"콘텐츠(Content). ‘콘텐츠’는 버튼 안에\"",
      "aligned 6/9 \"Role. A system-defined role\" => \"역할(Role). ‘역할’은 시스템이 정의한\" notes:1",
      "missing 11/- \"Several specific button types\" => \"\"",
      "aligned 12/13 \"The standard button type\" => \"맥 OS의 기본 버튼\"",
    ])
    #expect(result[0].notes == ["버튼은 세 가지 속성을 지닌다."])
    #expect(result[3].notes == ["역자첨언"])
    #expect(!result.contains { $0.koreanText.contains("→") || $0.koreanText.contains("역자") })
  }

  @Test func mixedLineGivesOneUnitOnOneLine() {
    let result = units(pairDocument("Important The clock appears in the navigation bar of every nonmodal app screen. You can’t remove the clock. 시계는 모달이 아닌 모든 앱 화면의 네비게이션 바에 표시됩니다. 이 시계는 제거할 수 없습니다."))
    #expect(result.count == 1)
    #expect(result[0].status == .aligned)
    #expect(result[0].englishText.hasPrefix("Important The clock"))
    #expect(result[0].koreanText.hasPrefix("시계는"))
  }

  @Test func koreanOnlyDocumentPairsNothingAndSkipsChrome() {
    let events = pairDocument("""
      brunch

      by Lawn Mar 29. 2023

      [HIG] Toolbars

      본 문서는 Apple의 Human Interface Guideline 문서를 한글로 번역한 것입니다. 상업적인 목적을 띄지 않습니다.

      Introduction

      툴바(toolbar)는 현재 뷰와 관련된 작업을 수행하는 자주 사용하는 명령에 편리하게 접근할 수 있도록 해줍니다.

      Best practices

      툴바에 너무 많은 항목을 표시하지 마세요. 사람들이 각 항목을 구분하고 활성화할 수 있어야 합니다.

      툴바 항목을 그룹화하는 것을 고려해 보세요. 관련된 명령을 쉽게 찾을 수 있도록 할 수 있습니다.

      작품 선택
      댓글여부
      """, path: "blog.txt")
    let result = units(events)
    #expect(result.allSatisfy { $0.status == .extra })
    #expect(result.count == 4)
    let reasons = Dictionary(grouping: skipped(events), by: \.text).mapValues { $0[0].reason }
    #expect(reasons["by Lawn Mar 29. 2023"] == "author or date line")
    #expect(reasons["brunch"]?.hasPrefix("page chrome before") == true)
    #expect(reasons["작품 선택"]?.hasPrefix("page chrome after") == true)
    #expect(reasons["Introduction"]?.hasPrefix("untranslated short line") == true)
  }

  @Test func changeLogSectionIsSkipped() {
    let events = pairDocument("""
      Use the standard back button. People know that it lets them retrace their steps.
      표준 뒤로가기 버튼을 사용하세요. 사용자들은 이 버튼으로 단계를 되돌릴 수 있다는 것을 알고 있습니다.

      Change log

      작성 날짜
      작성자
      2023/10/16
      초기 번역
      """)
    #expect(units(events).count == 1)
    #expect(skipped(events).filter { $0.reason == "change log" }.count == 5)
  }

  @Test func englishHeadingIsNotForcedOntoALongKoreanParagraph() {
    let result = units(pairDocument("""
      Best practices
      사람들은 버튼이 바로 인식되고 이해하기 쉬울 때, 앱이 직관적이고 잘 설계된 것처럼 느낍니다. 버튼 주위에 충분한 공간을 두세요.
      """))
    #expect(result.map(\.status) == [.extra])
  }

  @Test func emptyDocumentGivesNothing() {
    #expect(pairDocument("").isEmpty)
  }
}

@Suite struct TitleFinderTests {
  @Test func titleIsTheShortEnglishLineAboveTheProseNotMarkup() throws {
    var finder = TitleFinder()
    for block in parseBlocks("""
      <aside>
      Search
      Buttons

      A button initiates an instantaneous action.
      버튼을 누르면 작업이 즉시 시작됩니다.
      """) { finder.observe(block) }
    #expect(finder.title == "Buttons")
  }

  /// A tab-separated export's first row names the page; a table further down never does.
  @Test func aFirstRowOfColumnsIsATitleALaterOneIsNot() {
    var first = TitleFinder()
    for block in parseBlocks("Toggles\t토글\nA toggle lets people choose between a pair of opposing states.\t토글은 두 상태 중 하나를 고르게 합니다.\n") {
      first.observe(block)
    }
    #expect(first.title == "Toggles")
    var later = TitleFinder()
    for block in parseBlocks("Colors\n\n| Value | 값 |\n|---|---|\n| Use color sparingly in toolbars and menus. | 색은 아껴 쓰세요. |\n") {
      later.observe(block)
    }
    #expect(later.title == "Colors")
  }
}

@Suite struct KoreanFirstLayoutTests {
  @Test func koreanAboveItsEnglishIsPairedWithTheEnglishBelow() {
    let events = pairDocument("""
      도구 모음은 앱 화면 아래에 나타나며, 현재 보기와 관련된 작업을 수행하는 단추를 포함합니다.
      A toolbar appears at the bottom of an app screen and contains buttons for performing actions relevant to the current view.

      도구 모음에 너무 많은 항목을 표시하지 마세요. 사용자는 각 항목을 구분할 수 있어야 합니다.
      Avoid displaying too many toolbar items. People need to be able to distinguish and activate each item.

      세그먼트 컨트롤을 도구 모음에 사용하지 마세요.
      Avoid using a segmented control in a toolbar.
      For developer guidance, see UIToolbar.

      시스템에서 제공하는 기호를 사용하는 것이 좋습니다. 시스템 기호는 친숙하고 색상이 자동으로 적용됩니다.
      Prefer system-provided symbols. System-provided symbols are familiar and automatically receive appropriate coloring.
      """, path: "ko-first.md")
    #expect(units(events).map(\.dump) == [
      "aligned 2/1 \"A toolbar appears at\" => \"도구 모음은 앱 화면\"",
      "aligned 5/4 \"Avoid displaying too many\" => \"도구 모음에 너무 많은\"",
      "aligned 8/7 \"Avoid using a segmented\" => \"세그먼트 컨트롤을 도구 모음에\"",
      "missing 9/- \"For developer guidance, see\" => \"\"",
      "aligned 12/11 \"Prefer system-provided symbols. System-provided\" => \"시스템에서 제공하는 기호를 사용하는\"",
    ])
  }

  @Test func englishFirstStaysTheDefaultWithLittleEvidence() {
    var evidence = LeadEvidence()
    evidence.observe(Segment(language: .korean, text: "짧은 한국어 문장입니다.", location: SourceLocation(file: "a", firstLine: 1), kind: .paragraph))
    evidence.observe(Segment(language: .english, text: "A short English sentence here.", location: SourceLocation(file: "a", firstLine: 2), kind: .paragraph))
    #expect(evidence.leader == .english)
  }
}

@Suite struct BilingualTableTests {
  @Test func aTableWithAnEnglishAndAKoreanColumnPairsItsCells() {
    let result = units(pairDocument("""
      | English | 한국어 |
      | --- | --- |
      | Save the document before you close the window. | 창을 닫기 전에 문서를 저장하세요. |
      | Use a toolbar for frequently used commands. | 자주 사용하는 명령에는 도구 모음을 사용하세요. |
      """))
    // The header row names the columns' languages: it is no pair of its own.
    #expect(result.filter { $0.status == .aligned }.map(\.englishText) == [
      "Save the document before you close the window.", "Use a toolbar for frequently used commands.",
    ])
    #expect(result.filter { $0.status == .aligned }.map(\.koreanText) == [
      "창을 닫기 전에 문서를 저장하세요.", "자주 사용하는 명령에는 도구 모음을 사용하세요.",
    ])
    #expect(result.allSatisfy { $0.status == .aligned })
  }
}

/// A Korean slot holding the English is an untranslated unit only where the document has Korean.
@Suite struct UntranslatedSlotTests {
  @Test func theEnglishInTheKoreanSlotIsOneUntranslatedUnit() {
    let result = units(pairDocument("""
      A toolbar provides convenient access to frequently used commands.
      > 도구 모음을 사용하면 자주 쓰는 명령에 편리하게 접근할 수 있습니다.

      Prefer system-provided symbols without borders in a toolbar.
      > Prefer system-provided symbols without borders in a toolbar.
      """))
    #expect(result.map(\.dump) == [
      "aligned 1/2 \"A toolbar provides convenient\" => \"도구 모음을 사용하면 자주\"",
      "aligned 4/5 \"Prefer system-provided symbols without\" => \"Prefer system-provided symbols without\"",
    ])
  }

  /// The first paragraph's slot holds its English, before any Korean has been read: the quote
  /// under it is still its slot (one untranslated unit), not a second English paragraph.
  @Test func theFirstSlotHoldingItsEnglishIsOneUntranslatedUnit() {
    let result = units(pairDocument("""
      The toolbar module lets you create a toolbar that views can provide or read.
      > The toolbar module lets you create a toolbar that views can provide or read.

      Call the factory outside of any view to create a toolbar.
      > 툴바를 만들려면 어떤 뷰에도 속하지 않은 곳에서 팩토리를 호출하세요.
      """))
    #expect(result.map(\.dump) == [
      "aligned 1/2 \"The toolbar module lets\" => \"The toolbar module lets\"",
      "aligned 4/5 \"Call the factory outside\" => \"툴바를 만들려면 어떤 뷰에도\"",
    ])
  }

  /// In an English-only document a paragraph said twice is said twice, not a translation slot.
  @Test func aRepeatedParagraphOfAnEnglishOnlyDocumentIsNotACopy() {
    let result = units(pairDocument("""
      Keep the number of toolbar items small so that people can find the one they need.

      Keep the number of toolbar items small so that people can find the one they need.
      """))
    #expect(result.map(\.status) == [.missing, .missing])
  }
}
