import Testing
@testable import BitextKit

@Suite struct SentenceSplitterTests {
  @Test("English: abbreviations, initials and ellipses end no sentence")
  func englishAbbreviations() {
    #expect(SentenceSplitter.english("Use a symbol, e.g. A star. Then add a label.")
              == ["Use a symbol, e.g. A star.", "Then add a label."])
    #expect(SentenceSplitter.english("Apps sold in the U.S. Store follow i.e. These rules. Mr. Smith agrees.")
              == ["Apps sold in the U.S. Store follow i.e. These rules.", "Mr. Smith agrees."])
    #expect(SentenceSplitter.english("Dr. Kim and J. Smith wrote it. Colors, fonts, etc. Are covered.")
              == ["Dr. Kim and J. Smith wrote it.", "Colors, fonts, etc. Are covered."])
    #expect(SentenceSplitter.english("Wait... Then go. Done.") == ["Wait... Then go.", "Done."])
    #expect(SentenceSplitter.english("Light vs. Dark mode. Both work.") == ["Light vs. Dark mode.", "Both work."])
  }

  @Test("Counting gives the number of Korean sentences splitting gives, and counts English alike")
  func countsAgreeWithSplits() {
    let korean = ["툴바는 하단에 표시됩니다. 그룹핑은 지원하지 않습니다!", "버전 3.5를 쓰세요… 그러면 됩니다.", "한 문장", "", "  "]
    for text in korean { #expect(SentenceSplitter.count(text) == SentenceSplitter.korean(text).count, "\(text)") }
    #expect(SentenceSplitter.count("툴바는 하단에 표시됩니다. 그룹핑은 지원하지 않습니다!") == 2)
    // A sentence starting with a lower-case name counts, as its Korean would.
    #expect(SentenceSplitter.count("Toolbars sit at the bottom. iOS toolbars can't be customized, e.g. by users.") == 2)
    #expect(SentenceSplitter.english("Toolbars sit at the bottom. iOS toolbars can't be customized.").count == 1)
  }

  @Test("English: decimals, versions, URLs and file names stay inside a sentence")
  func englishTokens() {
    #expect(SentenceSplitter.english("Swift 5.9 added macros. Version v1.2.3 fixed it. See https://example.com/a.b?c=d. Open README.md now.")
              == ["Swift 5.9 added macros.", "Version v1.2.3 fixed it.", "See https://example.com/a.b?c=d.", "Open README.md now."])
    #expect(SentenceSplitter.english("It costs 3.5 dollars. 2 people paid.") == ["It costs 3.5 dollars.", "2 people paid."])
  }

  @Test("English: a boundary needs an upper-case letter, a digit or a quote next; ? and ! end too")
  func englishBoundaries() {
    #expect(SentenceSplitter.english("Is it ready? \"Yes!\" she said. it was lower.")
              == ["Is it ready?", "\"Yes!\" she said. it was lower."])
    #expect(SentenceSplitter.english("He said “Stop.” Then he left!") == ["He said “Stop.”", "Then he left!"])
    #expect(SentenceSplitter.english("One sentence only") == ["One sentence only"])
    #expect(SentenceSplitter.english("") == [])
  }

  @Test("Korean: -다. -요. -까? ! with closing quotes and brackets; not in numbers or …")
  func koreanEndings() {
    #expect(SentenceSplitter.korean("도구 모음을 사용합니다. 자주 쓰는 명령을 넣으세요. 왜 그럴까? 좋아요!")
              == ["도구 모음을 사용합니다.", "자주 쓰는 명령을 넣으세요.", "왜 그럴까?", "좋아요!"])
    #expect(SentenceSplitter.korean("그는 \"끝났다.\" 라고 말했다. “정말요?” 그렇습니다.")
              == ["그는 \"끝났다.\"", "라고 말했다.", "“정말요?”", "그렇습니다."])
    #expect(SentenceSplitter.korean("(자세한 내용은 아래를 참고하세요.) 다음으로 넘어갑니다.")
              == ["(자세한 내용은 아래를 참고하세요.)", "다음으로 넘어갑니다."])
    #expect(SentenceSplitter.korean("버전 3.5에서 바뀌었습니다. 그리고… 다시 봅니다. 예를 들어... 이렇게요.")
              == ["버전 3.5에서 바뀌었습니다.", "그리고… 다시 봅니다.", "예를 들어... 이렇게요."])
    #expect(SentenceSplitter.korean("조건부 연산자(cond ? a : b)를 씁니다. 끝.") == ["조건부 연산자(cond ? a : b)를 씁니다.", "끝."])
    #expect(SentenceSplitter.korean("기호(예: e.g. 별표)를 씁니다.") == ["기호(예: e.g. 별표)를 씁니다."])
  }
}

@Suite struct SentenceUnitsTests {
  static func unit(_ english: String, _ korean: String) -> TranslationUnit {
    let location = SourceLocation(file: "a.md", firstLine: 7)
    return TranslationUnit(group: "a", english: [Segment(language: .english, text: english, location: location, kind: .paragraph)],
                           korean: [Segment(language: .korean, text: korean, location: location, kind: .paragraph)],
                           score: 0.9, status: .aligned, source: "a.md")
  }

  @Test("A paragraph pair splits into diagonal sentence pairs that keep its line")
  func splitsDiagonally() {
    let unit = Self.unit("A toolbar provides convenient access to frequently used commands. Avoid overcrowding a toolbar with too many controls.",
                         "도구 모음을 사용하면 자주 사용하는 명령에 편리하게 액세스할 수 있습니다. 한 번에 너무 많은 컨트롤로 도구 모음을 채우지 마세요.")
    let parts = SentenceUnits.split(unit)
    #expect(parts.map(\.englishText) == ["A toolbar provides convenient access to frequently used commands.",
                                          "Avoid overcrowding a toolbar with too many controls."])
    #expect(parts.map(\.koreanText) == ["도구 모음을 사용하면 자주 사용하는 명령에 편리하게 액세스할 수 있습니다.",
                                         "한 번에 너무 많은 컨트롤로 도구 모음을 채우지 마세요."])
    #expect(parts.allSatisfy { $0.englishLocation?.firstLine == 7 && $0.koreanLocation?.firstLine == 7 && $0.id == unit.id && $0.score == 0.9 })
  }

  @Test("One English sentence translated as two Korean ones is a 1:2 bead")
  func mergesOneToTwo() {
    let unit = Self.unit("Toolbars hold the commands people use most often, so keep them short and clear. Avoid long labels.",
                         "도구 모음에는 사람들이 가장 자주 사용하는 명령이 들어갑니다. 그러니 짧고 명확하게 유지하세요. 긴 레이블은 피하세요.")
    let parts = SentenceUnits.split(unit)
    #expect(parts.count == 2)
    #expect(parts.first?.korean.count == 2)
    #expect(parts.last?.koreanText == "긴 레이블은 피하세요.")
  }

  @Test("A paragraph stays whole when the sentence counts differ too much or a bead is poor")
  func staysWhole() {
    let mismatch = Self.unit("One. Two. Three. Four. Five.", "하나입니다.")
    #expect(SentenceUnits.split(mismatch) == [mismatch])
    let poor = Self.unit("A very long first sentence that says a great deal about toolbars and their many controls. Short.",
                         "짧다. 도구 모음과 그 안의 많은 컨트롤에 대해 아주 길게 설명하는 첫 번째 문장입니다, 정말로 아주 길고 자세하게 말이죠.")
    #expect(SentenceUnits.split(poor) == [poor])
    let single = Self.unit("Only one sentence here.", "문장이 하나뿐입니다.")
    #expect(SentenceUnits.split(single) == [single])
    var missing = mismatch
    missing.status = .missing
    #expect(SentenceUnits.split(missing) == [missing])
  }

  @Test("No sentence unit has a side over 2000 characters")
  func segmentLimit() {
    let long = String(repeating: "word ", count: 500) + "end."
    let unit = Self.unit(long + " " + long, String(repeating: "낱말 ", count: 500) + "끝. " + String(repeating: "낱말 ", count: 500) + "끝.")
    for part in SentenceUnits.split(unit) where part != unit {
      #expect(part.englishText.unicodeScalars.count <= 2000 && part.koreanText.unicodeScalars.count <= 2000)
    }
    let huge = String(repeating: "word ", count: 900) + "end."
    let whole = Self.unit(huge + " Short one.", String(repeating: "낱말 ", count: 900) + "끝. 짧다.")
    #expect(SentenceUnits.split(whole).allSatisfy { $0 == whole || ($0.englishText.unicodeScalars.count <= 2000) })
  }
}
