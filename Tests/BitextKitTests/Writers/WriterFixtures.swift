import BitextKit

/// Small hand-written units in the shape the corpus gives: blockquote Korean under English,
/// an n:m unit, notes, flags, a missing and an extra unit, and text that needs escaping.
enum WriterFixtures {
  static func segment(_ language: Language, _ text: String, _ file: String, _ line: Int,
                      kind: BlockKind = .paragraph) -> Segment {
    Segment(language: language, text: text, location: SourceLocation(file: file, firstLine: line), kind: kind)
  }

  static let units: [TranslationUnit] = [
    TranslationUnit(
      group: "toolbars",
      english: [segment(.english, "A toolbar appears at the bottom of a screen and contains buttons for performing actions relevant to the current view.", "corpus/toolbars.md", 5)],
      korean: [segment(.korean, "툴바는 화면 하단에 나타나며 현재 뷰와 관련된 작업을 수행하는 버튼을 포함합니다.", "corpus/toolbars.md", 7, kind: .quote)],
      score: 0.934, status: .aligned),
    TranslationUnit(
      group: "toolbars",
      english: [segment(.english, "Use the \"Done\" button, not <Cancel>, to save & close.", "corpus/toolbars.md", 13),
                segment(.english, "Avoid more than 3 items.", "corpus/toolbars.md", 12)],
      korean: [segment(.korean, "저장하고 닫으려면 <취소>가 아니라 \"완료\" 버튼을 사용하세요 & 항목은 3개 이하로 두세요.", "corpus/toolbars-blog.txt", 40)],
      notes: ["→ 완료 버튼은 오른쪽에 둡니다", "역자첨언: 'Done'은 '완료'로 옮김"],
      score: 0.456, status: .aligned),
    TranslationUnit(
      group: "toolbars",
      english: [segment(.english, "-1 items is not a valid count, =SUM(A1) neither.", "corpus/toolbars.md", 20)],
      korean: [], score: 0, status: .missing),
    TranslationUnit(
      group: "navigation-bars",
      english: [],
      korean: [segment(.korean, "@내비게이션 바는\n여러 줄일 수 있습니다.", "corpus/navigation-bars.txt", 9)],
      notes: ["두 줄 문단"], score: 0, status: .extra),
  ]

  /// The findings' codes of each unit above (the CSV `flags`, the TMX `x-flags`).
  static let flags: [[FindingCode]] = [[], [.termMismatch, .lengthRatio], [.missing], []]
}
