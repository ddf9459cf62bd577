import BitextKit

/// A small realistic run for the report writers: one page (`Toolbars`) with English in
/// `toolbars.md`, translated in the same file (blockquotes) and in a blog post; a paragraph the
/// blog lacks, one the markdown file leaves untranslated (`missing`), a term mismatch
/// (`visionOS` → `tvOS`), a translator note and a Korean paragraph with no English.
enum ReportFixtures {
  static let md = "corpus/toolbars.md"
  static let blog = "corpus/toolbars-blog.txt"

  static func segment(_ language: Language, _ text: String, _ file: String, _ line: Int) -> Segment {
    Segment(language: language, text: text, location: SourceLocation(file: file, firstLine: line),
            kind: language == .korean && file == md ? .quote : .paragraph)
  }

  static let intro = "A toolbar appears at the bottom of a screen and contains buttons for performing actions relevant to the current view or the content within it."
  static let platforms = "In iPadOS and visionOS, a toolbar can also appear at the top of the window, below the navigation bar."
  static let labels = "Prefer text labels for toolbar items that people might not recognize from a symbol alone, such as Markup or Share."
  static let count = "Avoid overcrowding a toolbar: in iOS, limit a toolbar to three to five items."

  static func result(group: String = "Toolbars", english: [String] = [intro, platforms, labels, count],
                     korean: [String] = koreanTexts, note: String = note, md: String = md, blog: String = blog) -> RunResult {
    result(from: units(group: group, english: english, korean: korean, note: note, md: md, blog: blog))
  }

  static let koreanTexts = [
    "툴바는 화면 하단에 나타나며 현재 뷰 또는 그 안의 콘텐츠와 관련된 작업을 수행하는 버튼을 포함합니다.",
    "툴바는 화면 아래쪽에 위치하며, 현재 화면에서 할 수 있는 동작 버튼을 담습니다.",
    "iPadOS와 tvOS에서는 툴바가 내비게이션 바 아래, 창 상단에 나타날 수도 있습니다.",
    "마크업이나 공유처럼 기호만으로는 알아보기 어려운 툴바 항목에는 텍스트 레이블을 사용하세요.",
    "툴바를 복잡하게 만들지 마세요. iOS에서는 툴바 항목을 3~5개로 제한합니다.",
    "역자 주: 이 블로그 글은 iOS 17 기준입니다.",
  ]
  static let note = "→ '툴바'는 Apple 한국어 문서의 표기를 따름"

  /// The run of `units` (edited by a test): a page per run of units with the same `group`, each
  /// unit identified; a term mismatch on the third unit and `missing` on the fifth.
  static func result(from units: [TranslationUnit]) -> RunResult {
    let units = units.identified
    var pages: [GroupAlignment] = []
    for unit in units {
      if pages.last?.name == unit.group { pages[pages.count - 1].units.append(unit) } else {
        pages.append(GroupAlignment(name: unit.group, units: [unit]))
      }
    }
    let findings = [
      Finding(code: .termMismatch, severity: .error, englishLocation: units[2].englishLocation,
              koreanLocation: units[2].koreanLocation, message: "visionOS in English is tvOS in Korean",
              evidence: ["visionOS", "tvOS"], unit: units[2].id),
      Finding.missing(units[4]),
    ]
    let md = units[0].source!, blog = units[1].source!
    let documents = [
      DocumentResult(path: md, title: "Toolbars", layout: .bilingual, units: [units[0], units[2], units[3], units[4]],
                     skipped: [], issues: [], lineCount: 18),
      DocumentResult(path: blog, title: nil, layout: .koreanOnly, units: [units[6]], skipped: [], issues: [], lineCount: 31),
    ]
    return RunResult(documents: documents, groups: pages, findings: findings)
  }

  /// The fixture's units, each with its source (the file of its Korean, else of its English).
  static func units(group: String = "Toolbars", english: [String] = [intro, platforms, labels, count],
                    korean: [String] = koreanTexts, note: String = note,
                    md: String = md, blog: String = blog) -> [TranslationUnit] {
    let units = [
      TranslationUnit(group: group, english: [segment(.english, english[0], md, 5)], korean: [segment(.korean, korean[0], md, 7)],
                      notes: [note], score: 0.93, status: .aligned),
      TranslationUnit(group: group, english: [segment(.english, english[0], md, 5)], korean: [segment(.korean, korean[1], blog, 12)],
                      score: 0.71, status: .aligned),
      TranslationUnit(group: group, english: [segment(.english, english[1], md, 9)], korean: [segment(.korean, korean[2], md, 11)],
                      score: 0.88, status: .aligned),
      TranslationUnit(group: group, english: [segment(.english, english[2], md, 13)], korean: [segment(.korean, korean[3], md, 15)],
                      score: 0.9, status: .aligned),
      TranslationUnit(group: group, english: [segment(.english, english[3], md, 17)], korean: [],
                      score: 0, status: .missing),
      TranslationUnit(group: group, english: [segment(.english, english[3], md, 17)], korean: [segment(.korean, korean[4], blog, 20)],
                      score: 0.8, status: .aligned),
      TranslationUnit(group: group, english: [], korean: [segment(.korean, korean[5], blog, 30)], score: 0, status: .extra),
    ]
    return units.map { unit in
      var unit = unit
      unit.source = unit.korean.first?.location.file ?? unit.english.first?.location.file
      return unit
    }
  }
}
