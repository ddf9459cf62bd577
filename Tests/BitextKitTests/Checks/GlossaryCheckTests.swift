import Testing
@testable import BitextKit

@Suite struct GlossaryCheckTests {
  private let glossary = Glossary(entries: [
    Glossary.entry("toolbar", ["도구 막대", "툴바"], line: 2),
    Glossary.entry("rendering", ["렌더링"], line: 3),
    Glossary.entry("menu bar", ["메뉴 막대"], line: 4),
  ])

  private func findings(_ english: String, _ korean: String) -> [Finding] {
    var findings: [Finding] = []
    GlossaryCheck.check(CheckFixtures.unit(english, korean), glossary: glossary, into: &findings)
    return findings
  }

  @Test func acceptsAnyRenderingWholeWordCaseAndPluralInsensitive() {
    #expect(findings("Hide the Toolbars.", "도구 막대를 숨깁니다.").isEmpty)
    #expect(findings("Hide the toolbar.", "툴바를 숨깁니다.").isEmpty)
    #expect(findings("Hide the toolbar.", "도구막대를 숨깁니다.").isEmpty)
    #expect(findings("Open the menu bars.", "메뉴 막대를 엽니다.").isEmpty)
    // The term kept in Latin script is a name or code.
    #expect(findings("Render the Toolbar component.", "Toolbar 컴포넌트를 렌더링합니다.").isEmpty)
    // Not a whole word: no term.
    #expect(findings("Use toolbarItem.", "항목을 씁니다.").isEmpty)
  }

  @Test func flagsAnotherRenderingAndNamesIt() {
    let variant = findings("Rendering is fast.", "랜더링이 빠릅니다.")
    #expect(variant.map(\.code) == [.glossaryMismatch])
    #expect(variant.first?.message.contains("'랜더링'") == true)
    let other = findings("Hide the toolbar.", "도구 모음을 숨깁니다.")
    #expect(other.map(\.code) == [.glossaryMismatch])
    #expect(other.first?.message.contains("glossary line 2") == true)
    #expect(other.first?.message.contains("the Korean has") == false)
    let kept = findings("Hide the toolbar.", "툴바를 숨깁니다.")
    #expect(kept.isEmpty)
  }

  @Test func readsCSVWithQuotesHeaderAndComments() throws {
    #expect(try Glossary.fields(of: "\"menu, bar\",\"메뉴 \"\"막대\"\"\"") == ["menu, bar", "메뉴 \"막대\""])
    #expect(throws: Glossary.FieldError.self) { try Glossary.fields(of: "\"open,닫힘") }
    #expect(Glossary.words("Menu Bars, libraries and boxes") == [Array("menu".utf8), Array("bar".utf8), Array("library".utf8), Array("and".utf8), Array("box".utf8)])
  }

  @Test func badFileNamesTheLine() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    var path = try directory.write("g.csv", "en,ko\n# comment\ntoolbar,도구 막대\nbroken line\n")
    #expect(throws: Glossary.Problem(path: path, line: 4, reason: "expected 2 columns 'en,ko', found 1")) { try Glossary(path: path) }
    path = try directory.write("g.csv", "en,ko\ntoolbar,\n")
    #expect(throws: Glossary.Problem(path: path, line: 2, reason: "'toolbar' has no Korean rendering")) { try Glossary(path: path) }
    path = try directory.write("g.csv", "en,ko\ntoolbar,도구 막대|툴바\n")
    #expect(try Glossary(path: path).entries.first?.renderings == ["도구 막대", "툴바"])
  }
}
