import Testing
@testable import BitextKit

/// A blog republishing a translation hard-wraps its Korean paragraphs, often next to the names
/// and code the Korean keeps: each such paragraph is one unit, not one per line.
@Suite struct WrappedKoreanTests {
  static let blog = """
    캐시 설정 정리

    캐시는 응답의 사본을 보관해서, 같은 페이지를 다시 요청하면 서버에 묻지 않고
    답합니다. 설정 파일에서 값을 바꾸려면 예를 들어 cacheControl
    maxAge: 3600 처럼 쓰더라도 같은
    결과를 얻게 됩니다. 반대로 ResponseCache
    객체를 직접 만들 때는 수명을 따로 지정해야 합니다.

    모든 항목에는 수명이 있습니다. 수명이 끝나면 다음 요청은 서버로 갑니다.
    """

  @Test func aHardWrappedKoreanParagraphIsOneUnit() {
    let events = pairDocument(Self.blog, path: "blog.txt")
    let korean = units(events).map(\.koreanText)
    #expect(korean.count == 2)
    #expect(korean[0].hasPrefix("캐시는 응답의 사본을 보관해서"))
    #expect(korean[0].hasSuffix("수명을 따로 지정해야 합니다."))
    #expect(units(events)[0].koreanLocation == SourceLocation(file: "blog.txt", firstLine: 3, lastLine: 7))
  }

  @Test func aShortTitleAboveAParagraphStaysATitle() {
    let events = pairDocument("""
      모든 설정은 설정 파일 하나에 모여 있습니다.

      캐시 설정
      캐시는 응답의 사본을 보관해서, 같은 페이지를 다시 요청하면 서버에 묻지 않고 답합니다.
      모든 항목에는 수명이 있습니다. 수명이 끝나면 다음 요청은 서버로 갑니다.
      """, path: "blog.txt")
    #expect(units(events).map(\.koreanText) == [
      "모든 설정은 설정 파일 하나에 모여 있습니다.",
      "캐시 설정",
      "캐시는 응답의 사본을 보관해서, 같은 페이지를 다시 요청하면 서버에 묻지 않고 답합니다.",
      "모든 항목에는 수명이 있습니다. 수명이 끝나면 다음 요청은 서버로 갑니다.",
    ])
  }

  /// In a bilingual document the Korean lines of a flattened table stay one label each.
  @Test func labelsOfABilingualDocumentAreNotJoined() {
    let events = pairDocument("""
      Use the following locations for the help button, depending on the kind of window.
      창의 종류에 따라 다음 위치에 도움말 버튼을 배치합니다.
      Dialog without dismissal buttons
      Settings window or pane
      닫기 버튼이 없는 대화상자에서는 항상
      설정 창 또는 창
      """, path: "doc.txt")
    #expect(units(events).filter { $0.status == .aligned }.count == 3)
  }
}
