@testable import BitextKit

/// One page in four sources, written for the alignment tests: the current English with its
/// Korean, an older English version, a Korean-only translation of the current English and one
/// of the older English.
enum ToolbarsPage {
  /// Paragraphs (`CurrentEnglish.Paragraph`): 0 the heading (left untranslated, optional), 1
  /// bottom of a screen, 2 system-provided buttons, 3 watchOS, 4 text labels, 5 macOS 14.
  static let current = readDocument("""
    # Toolbars

    A toolbar appears at the bottom of a screen and contains buttons for performing common actions.

    > 툴바는 화면 하단에 나타나며 자주 하는 작업을 수행하는 버튼을 포함합니다.

    Use the system-provided toolbar buttons for standard actions such as Share.

    > 공유 같은 표준 작업에는 시스템이 제공하는 툴바 버튼을 사용하세요.

    In watchOS, the toolbar itself isn't visible, but a toolbar button can appear at the top of a view.

    > watchOS에서는 툴바 자체는 보이지 않지만 툴바 버튼이 뷰 상단에 나타날 수 있습니다.

    Prefer text labels for toolbar items that people might not recognize from a symbol alone.

    > 기호만으로 알아보기 어려운 툴바 항목에는 텍스트 레이블을 사용하세요.

    In macOS 14 and later, people can customize a toolbar by adding, removing and rearranging up to 12 items.

    > macOS 14 이상에서는 최대 12개의 항목을 추가, 제거, 재배열하여 툴바를 사용자화할 수 있습니다.

    """, path: "current.md")

  /// The page before its revision: the first paragraph edited since, the text-labels one
  /// edited and moved down, the translucent one removed, the system-provided one unchanged.
  static let older = readDocument("""
    # Toolbars

    A toolbar appears at the bottom of an app screen and contains buttons for performing actions.

    > 툴바는 앱 화면 하단에 나타나며 작업을 수행하는 버튼을 포함합니다.

    Prefer text labels for toolbar items that people might not recognize from an icon alone.

    > 아이콘만으로 알아보기 어려운 툴바 항목에는 텍스트 레이블을 사용하세요.

    Toolbars are translucent and often hide when people are unlikely to need them.

    > 툴바는 반투명하며 필요하지 않을 때 숨겨집니다.

    Use the system-provided toolbar buttons for standard actions such as Share.

    > 공유 같은 표준 작업에는 시스템이 제공하는 툴바 버튼을 사용하세요.

    """, path: "older.md")

  /// A blog's translation of the current English: its own intro first, the watchOS paragraph
  /// (in the middle) left out, and the macOS paragraph without the 12 of the English.
  static let blog = readDocument("""
    툴바 번역 스터디 3주차 글입니다. 이번 글도 함께 읽어 주셔서 감사합니다.

    툴바는 화면 아래쪽에 나타나고, 자주 쓰는 작업을 위한 버튼을 담고 있습니다.

    공유와 같은 표준 작업에는 시스템이 제공하는 툴바 버튼을 쓰세요.

    기호만으로는 알아보기 힘든 툴바 항목에는 텍스트 레이블을 붙이는 것이 좋습니다.

    macOS 14 이상에서는 사람들이 항목을 추가하고 제거하고 재배치해 툴바를 사용자화할 수 있습니다.

    """, path: "blog.txt")

  /// A translation of the older English, translucent paragraph included.
  static let olderBlog = readDocument("""
    툴바는 앱 화면 아래쪽에 나타나고, 작업을 위한 버튼을 담고 있습니다.

    아이콘만으로는 알아보기 힘든 툴바 항목에는 텍스트 레이블을 붙이세요.

    툴바는 반투명하고, 사람들이 필요로 하지 않을 것 같을 때는 숨겨지기도 합니다.

    공유와 같은 표준 작업에는 시스템이 제공하는 툴바 버튼을 쓰세요.

    """, path: "older-blog.txt")

  static func align(_ documents: [DocumentResult]) -> GroupAlignment {
    var page = GroupAligner().align(documents, group: SourceGroup(name: "Toolbars", paths: documents.map(\.path)))
    page.units = page.units.identified
    return page
  }
}
