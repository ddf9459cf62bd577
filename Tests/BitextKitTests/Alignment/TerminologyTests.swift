import Foundation
import Testing
@testable import BitextKit

@Suite struct TerminologyTests {
  static func unit(_ en: String, _ ko: String, _ source: String, line: Int) -> TranslationUnit {
    TranslationUnit(group: "Toolbars",
                    english: [Segment(language: .english, text: en, location: SourceLocation(file: "en.md", firstLine: line), kind: .paragraph)],
                    korean: [Segment(language: .korean, text: ko, location: SourceLocation(file: source, firstLine: line), kind: .quote)],
                    score: 0.9, status: .aligned, source: source)
  }

  static func units(_ english: [String], _ korean: [String], _ source: String) -> [TranslationUnit] {
    zip(english, korean).enumerated().map { unit($1.0, $1.1, source, line: 2 * $0 + 1) }
  }

  static func renderings(_ terms: Terminology) -> [String: [String]] {
    Dictionary(grouping: terms.entries, by: \.english).mapValues { $0.map(\.korean) }
  }

  static let english = [
    "A toolbar appears at the bottom of the screen.",
    "Avoid crowding the toolbar with too many toolbar items.",
    "Group related toolbar items together.",
    "In macOS, people can hide the toolbar.",
    "Each toolbar item performs one task.",
    "Keep toolbar items simple and clear.",
  ]
  static let page = [
    "도구 모음은 화면 아래쪽에 나타납니다.",
    "도구 모음에 도구 모음 항목을 너무 많이 넣지 마십시오.",
    "관련된 도구 모음 항목을 함께 그룹화합니다.",
    "macOS에서 사용자는 도구 모음을 숨길 수 있습니다.",
    "각 도구 모음 항목은 하나의 작업을 수행합니다.",
    "도구 모음 항목을 단순하고 명확하게 유지합니다.",
  ]
  static let blog = [
    "툴바는 화면 하단에 표시됩니다.",
    "툴바에 툴바 항목을 너무 많이 넣지 마세요.",
    "관련 툴바 항목을 함께 묶으세요.",
    "macOS에서는 툴바를 숨길 수 있습니다.",
    "각 툴바 항목은 하나의 작업을 수행합니다.",
    "툴바 항목은 단순하고 명확하게 유지하세요.",
  ]

  @Test func aKoreanCompoundIsExportedWholeNeverCut() {
    let terms = Terminology(units: Self.units(Self.english, Self.page, "page.md"))
    let found = Self.renderings(terms)
    #expect(found["toolbar"] == ["도구 모음"])
    #expect(found["toolbar item"] == ["도구 모음 항목"])
    // The parts of the compound are no renderings of anything.
    #expect(!terms.entries.contains { ["모음 항목", "모음", "도구", "항목"].contains($0.korean) })
  }

  @Test func eachSourceKeepsItsOwnRenderingWithCountsAndAnExample() throws {
    let terms = Terminology(units: Self.units(Self.english, Self.page, "page.md") + Self.units(Self.english, Self.blog, "blog.txt"))
    let found = Self.renderings(terms)
    #expect(Set(found["toolbar"] ?? []) == ["도구 모음", "툴바"])
    #expect(Set(found["toolbar item"] ?? []) == ["도구 모음 항목", "툴바 항목"])
    let blog = try #require(terms.entries.first { $0.english == "toolbar" && $0.korean == "툴바" })
    #expect(blog.count == 6 && blog.sources.map(\.source) == ["blog.txt"])
    #expect(blog.example.korean == "툴바는 화면 하단에 표시됩니다." && blog.example.location?.description == "blog.txt:1")
    // The report's table reads the same entries.
    let variation = try #require(terms.variations(among: ["page.md", "blog.txt"]).first { $0.english == "toolbar" })
    #expect(Set(variation.rows.map { "\($0.use.source) \($0.korean) \($0.use.count) of \($0.use.total)" })
            == ["page.md 도구 모음 6 of 6", "blog.txt 툴바 6 of 6"])
    #expect(terms.variations(among: ["page.md"]).isEmpty)
  }

  @Test func aFrequentKoreanWordBesideTheTermIsNotItsRendering() {
    // `사용자` is in every pair; `gesture` is `제스처`, `back button` shares its pairs with `controls`.
    let english = [
      "People use a gesture to go back, or the back button and other controls.",
      "A gesture can reveal the back button, and people expect familiar controls.",
      "Support the standard gesture; people look for the back button among the controls.",
      "People rely on controls they know.",
      "Controls help people act quickly.",
      "Make every gesture easy for people to discover.",
    ]
    let korean = [
      "사용자는 제스처나 뒤로가기 버튼 또는 다른 컨트롤을 사용해 돌아갑니다.",
      "제스처로 뒤로가기 버튼을 표시할 수 있으며 사용자는 익숙한 컨트롤을 기대합니다.",
      "표준 제스처를 지원하세요. 사용자는 컨트롤 중에서 뒤로가기 버튼을 찾습니다.",
      "사용자는 자신이 아는 컨트롤에 의존합니다.",
      "컨트롤은 사용자가 빠르게 행동하도록 돕습니다.",
      "사용자가 모든 제스처를 쉽게 발견할 수 있게 하세요.",
    ]
    let terms = Terminology(units: Self.units(english, korean, "page.md"))
    let found = Self.renderings(terms)
    #expect(found["gesture"] == ["제스처"])
    // Shown as written: the singular never appears.
    #expect(found["controls"] == ["컨트롤"])
    #expect(found["back button"] == ["뒤로가기 버튼"])
    #expect(!terms.entries.contains { $0.korean == "사용자" && $0.english != "user" })
  }

  @Test func aTermSeenInOneParagraphIsNoHabit() {
    // One paragraph, translated by three sources, and a term in one pair only.
    let english = "Spring loading lets people drop an item on a button to activate it."
    let units = [
      Self.unit(english, "스프링 로딩을 사용하면 항목을 버튼 위에 놓아 활성화할 수 있습니다.", "a.md", line: 1),
      Self.unit(english, "스프링 로딩을 통해 사용자는 항목을 버튼에 놓아 활성화합니다.", "b.md", line: 1),
      Self.unit(english, "스프링 로딩 기능으로 항목을 버튼에 드롭해 활성화할 수 있습니다.", "c.md", line: 1),
      Self.unit("A trackpad supports force clicks.", "트랙패드는 강제 클릭을 지원합니다.", "a.md", line: 3),
    ]
    #expect(Terminology(units: units).entries.isEmpty)
  }

  @Test func aVerbFormOrAPhraseAcrossAParticleIsNeverARendering() {
    // `hidden` is rendered by a verb (`숨겨져`); what surrounds it (`때까지`, `내비게이션 바`) is not its rendering.
    let english = [
      "The toolbar stays hidden behind the navigation bar until people scroll.",
      "A hidden navigation bar returns when people scroll up.",
      "Content stays hidden under the navigation bar until people tap.",
      "The navigation bar shows the title.",
    ]
    let korean = [
      "툴바는 사용자가 스크롤할 때까지 내비게이션 바 뒤에 숨겨져 있습니다.",
      "숨겨진 내비게이션 바는 사용자가 위로 스크롤하면 다시 나타납니다.",
      "콘텐츠는 사용자가 탭할 때까지 내비게이션 바 아래에 숨겨져 있습니다.",
      "내비게이션 바에 제목이 표시됩니다.",
    ]
    let terms = Terminology(units: Self.units(english, korean, "page.md"))
    #expect(Self.renderings(terms)["navigation bar"] == ["내비게이션 바"])
    #expect(Self.renderings(terms)["hidden"] == nil)
    #expect(!terms.entries.contains { $0.korean.contains("때까지") || $0.korean.contains("숨겨") })
  }

  @Test("Particles split off where Korean attaches them, on bytes",
        arguments: [("도구 모음을", "도구 모음"), ("디스플레이", "디스플레이"), ("컨트롤로", "컨트롤"), ("추가", "추가"),
                    ("탭을", "탭"), ("iOS에서", "")])
  func stems(text: String, expected: String) {
    var text = text
    let stems = text.withUTF8 { b in
      KoreanWords.scan(b).filter { !$0.attached }.map { String(decoding: UnsafeBufferPointer(rebasing: b[$0.stem]), as: UTF8.self) }
    }
    #expect(stems.joined(separator: " ") == expected)
  }

  @Test("Excerpts read on the bytes match Foundation's by characters")
  func excerpts() {
    let texts = [
      "도구 모음에 도구 모음 항목을 너무 많이 넣지 마십시오. 사람들이 ‘도구 모음’을 숨길 수 있습니다 — 화면 아래쪽·위쪽…",
      "A Toolbar appears at the bottom of the screen; people can hide the toolbar’s items – or “show” them.",
      "짧은 글", "",
      "도구 모음은 화면 아래쪽에 나타납니다.\r\n도구 모음은 숨길 수 있습니다.",
      "가\u{11A8} 도구 모음, 각 도구 모음 항목은 화면 아래쪽에 나타나며 사람들이 숨길 수 있습니다.",
      "e\u{301}cran: the Toolbar, toolbar items and a toolbar at the bottom of the screen of the app.",
    ]
    for text in texts {
      for needle in ["도구 모음", "모음", "항목", "toolbar", "Toolbar items", "screen", "없는", "", "각", "écran"] {
        for caseInsensitive in [false, true] {
          #expect(TermExtraction.excerpt(text, around: needle, caseInsensitive: caseInsensitive)
            == TermExtraction.characterExcerpt(text, around: needle, caseInsensitive: caseInsensitive))
        }
      }
    }
  }

  @Test("A paragraph's identity ignores ASCII case, as EnglishTerms.fnv does, and nothing else")
  func paragraphIdentity() {
    func hash(_ text: String) -> UInt64 {
      var text = text
      return text.withUTF8 { TermExtraction.paragraphHash($0) }
    }
    let texts = ["A toolbar appears at the bottom of the screen.", "a TOOLBAR appears at the bottom of the screen.",
                 "A toolbar appears at the bottom of the screen", "A toolbar appears at the bottom of the screen!",
                 "A toolbar appears at the bottom of the screen.\u{0}", "도구 모음은 화면 아래쪽에 나타납니다.", "Toolbar", "toolbar", "", "@[`{"]
    for a in texts {
      for b in texts {
        var x = a, y = b
        let sameFolded = x.withUTF8 { x in y.withUTF8 { y in EnglishTerms.fnv(x, 0..<x.count) == EnglishTerms.fnv(y, 0..<y.count) } }
        #expect((hash(a) == hash(b)) == sameFolded, "\(a) / \(b)")
      }
    }
  }
}
