import Testing
@testable import BitextKit

@Suite struct SourceGrouperTests {
  let toolbars = DocumentFingerprint(path: "docs/a.md", text: """
    ## A toolbar provides convenient access to frequently used commands and controls.
    > 도구 모음을 사용하면 자주 사용하는 명령에 편리하게 액세스할 수 있습니다.
    In iPadOS and macOS, a toolbar appears at the top of a screen or window. Toolbar items support grouping.
    > iPadOS 및 macOS에서 도구 모음은 화면이나 창 위쪽에 나타납니다.
    For example, Keynote groups presentation-level commands, playback commands and object insertion.
    Use a UIToolbar with flexible space; toolbar buttons need 44 points, and a bezel in macOS.
    """)
  let blog = DocumentFingerprint(path: "blog/post-3.txt", text: """
    [HIG] Toolbars — 툴바(toolbar)는 자주 사용하는 명령 및 컨트롤에 편리하게 접근할 수 있도록 해줍니다.
    iPadOS 및 macOS에서는 툴바가 화면 상단에 나타납니다. 툴바 항목의 그룹핑(grouping)을 지원합니다.
    키노트(Keynote)에는 프레젠테이션 수준 명령(presentation-level commands), 재생 명령(playback commands)이 있습니다.
    툴바 버튼은 44포인트, macOS에서는 베젤(bezel)을 사용하세요.
    """)
  let legacy = DocumentFingerprint(path: "old/version.txt", text: """
    A toolbar appears at the bottom of an app screen and provides access to frequently used commands and controls.
    툴바는 앱 화면 아래에 나타나며 자주 사용하는 명령에 접근할 수 있게 합니다.
    Use UIToolbar with flexible space between toolbar items; toolbar buttons need 44 points.
    """)
  let buttons = DocumentFingerprint(path: "docs/b.txt", text: """
    A button initiates an instantaneous action. Versatile and highly customizable, buttons give people simple,
    familiar ways to do tasks in your app. 버튼은 즉각적인 동작을 시작합니다.
    Use a filled style for the most likely action, and a borderless style for secondary actions.
    """)
  let navigationBars = DocumentFingerprint(path: "docs/c.txt", text: """
    A navigation bar appears at the top of an app screen, below the status bar, and enables navigation
    through a series of hierarchical screens. 내비게이션 바는 상태 바 아래에 나타납니다.
    Show the title of the current view in the navigation bar, and use a back button labeled with the previous title.
    """)
  let koreanOnly = DocumentFingerprint(path: "notes/memo.txt", text: """
    오늘은 번역 스터디에서 문서 구조에 대해 이야기를 나눴습니다. 다음 주에는 각자 맡은 부분을 읽어 오기로 했습니다.
    """)

  @Test func groupsThePageAndLeavesOthersAlone() {
    let groups = SourceGrouper().group([buttons, toolbars, koreanOnly, blog, navigationBars, legacy])
    #expect(groups.map(\.paths) == [
      ["docs/b.txt"], ["docs/a.md", "blog/post-3.txt", "old/version.txt"], ["notes/memo.txt"], ["docs/c.txt"],
    ])
    let page = groups[1]
    #expect(page.name == "a")
    #expect(page.evidence.count >= 2)
    #expect(page.evidence.allSatisfy { $0.similarity >= 0.45 && $0.sharedTokenCount >= 5 })
    #expect(page.evidence.contains { $0.topSharedTokens.contains("keynote") })
    #expect(groups[2].evidence.isEmpty)
  }

  /// Two pages with English prose share vocabulary (`button`, `state`, `choose`, `toggle`)
  /// but no sentences: they stay apart, however contained the short one is in the long one.
  /// A second version of one of them shares its sentences and joins it.
  @Test func pagesThatShareWordsButNoSentencesStayApart() {
    let buttonsPage = DocumentFingerprint(path: "buttons.md", text: """
      A button initiates an instantaneous action. Buttons let people choose an option or toggle a state.
      Use a toggle button to help people choose between two states, like on and off, in your app or game.
      A toggle button shows its state with a filled style when on; people choose it again to switch it off.
      Choose a button style that matches the importance of the action, and keep the state visible.
      """)
    let togglesPage = DocumentFingerprint(path: "toggles.md", text: """
      A toggle lets people choose between a pair of opposing states, like on and off, for a button style.
      Make the state of a toggle obvious, and let people choose it with a clear button label.
      """)
    let togglesOlder = DocumentFingerprint(path: "toggles-old.txt", text: """
      A toggle lets people choose between a pair of opposing states, like on and off.
      토글은 켜기와 끄기처럼 반대되는 두 상태 중에서 고르게 합니다.
      Make the state of a toggle obvious, with a clear label.
      토글의 상태를 분명하게 하세요.
      """)
    let grouper = SourceGrouper()
    let pair = grouper.similarities([buttonsPage, togglesPage, togglesOlder])[0]
    #expect(pair.similarity >= grouper.threshold && pair.sharedTokenCount >= grouper.minimumSharedTokens)  // words alone would link
    #expect(pair.sharedPhraseCount < grouper.minimumSharedPhrases)
    #expect(grouper.group([buttonsPage, togglesPage, togglesOlder]).map(\.paths) == [["buttons.md"], ["toggles.md", "toggles-old.txt"]])
  }

  /// A Korean-only document joins the one page it is most similar to, never two.
  @Test func aKoreanOnlyDocumentCannotBridgeTwoPages() {
    let blogOfBoth = DocumentFingerprint(path: "blog.txt", text: """
      툴바(toolbar)와 버튼(button)은 iPadOS, macOS에서 자주 쓰는 명령(commands)을 담습니다. 툴바 버튼은 44포인트.
      키노트(Keynote), UIToolbar, 베젤(bezel), 그룹(grouping), 재생(playback), 스타일(filled, borderless, style), 동작(action).
      """)
    let groups = SourceGrouper().group([toolbars, buttons, blogOfBoth])
    #expect(groups.count == 2)
    #expect(groups.contains { $0.paths.contains("blog.txt") && $0.paths.count == 2 })
  }

  @Test func loneKoreanDocumentHasNoEvidence() {
    let evidence = SourceGrouper().similarities([toolbars, koreanOnly])
    #expect(evidence.count == 1)
    #expect(evidence[0].sharedTokenCount == 0 && evidence[0].similarity == 0)
  }

  @Test func overridesTakePrecedence() {
    let groups = SourceGrouper().group([toolbars, blog, legacy, buttons],
                                       overrides: ["toolbars-old": ["old/version.txt", "docs/b.txt"]])
    #expect(groups.first == SourceGroup(name: "toolbars-old", paths: ["old/version.txt", "docs/b.txt"], isManual: true))
    #expect(groups.dropFirst().map(\.paths) == [["docs/a.md", "blog/post-3.txt"]])
  }

  @Test func fingerprintKeepsLatinTermsAndNumbers() {
    #expect(blog.tokens["toolbar"] == 1)
    #expect(blog.tokens["macos"] == 2)
    #expect(blog.tokens["44"] == 1)
    #expect(blog.tokens["the"] == nil)
    #expect(koreanOnly.tokens.isEmpty)
  }

  /// Thousands of distinct tokens (the count table grows several times), in mixed case, with
  /// numbers, stop words and Hangul between them: each counted once per occurrence, by its
  /// lower-cased text.
  @Test func fingerprintCountsManyDistinctTokens() {
    var text = ""
    var expected: [String: Int] = [:]
    for i in 0..<3_000 {
      // Term + the digits of i as letters (a for 0 … j for 9): 3,000 distinct words.
      let word = "Term" + String(String(i).unicodeScalars.map { Character(UnicodeScalar($0.value + 49)!) })
      let number = String(100 + i % 700)
      text += "\(word) the \(number) 버튼 \(word.uppercased())\n"
      expected[word.lowercased(), default: 0] += 2
      expected[number, default: 0] += 1
    }
    #expect(DocumentFingerprint.tokens(of: text) == expected)
  }
}

/// A Korean-only translation is never stranded for want of Latin terms.
@Suite struct KoreanOnlyGroupingTests {
  let page = DocumentFingerprint(path: "en/sliders.md", text: """
    A slider is a horizontal track with a control called a thumb, which people drag between a minimum and a maximum value.
    Customize a slider's appearance if it adds value. Use familiar icons at the ends to show what the values mean.
    """)
  let other = DocumentFingerprint(path: "en/menus.md", text: """
    A menu reveals its options when people interact with it, a space-efficient way to present commands in an app.
    Group related items together and use a separator between groups. Keep titles short, like Copy or Paste.
    """)
  let translation = DocumentFingerprint(path: "ko/sliders.md", text: """
    슬라이더는 사람들이 최솟값과 최댓값 사이로 끄는 thumb이라는 컨트롤이 있는 가로 트랙입니다.
    가치를 더할 때만 슬라이더의 모양을 바꾸세요. 양 끝에 익숙한 아이콘을 두어 값의 뜻을 보여 주세요.
    """, hasEnglish: false)
  let memo = DocumentFingerprint(path: "ko/memo.md", text: """
    오늘은 번역 스터디에서 문서 구조에 대해 이야기를 나눴습니다.
    """, hasEnglish: false)

  @Test func twoFilesGivenAloneFormOneGroupWhateverTheirEvidence() {
    #expect(SourceGrouper().group([page, memo]).map(\.paths) == [["en/sliders.md", "ko/memo.md"]])
    #expect(SourceGrouper().group([translation, page]).map(\.paths) == [["ko/sliders.md", "en/sliders.md"]])
  }

  @Test func theOnlyEnglishSourceOfARunTakesEveryKoreanOnlyDocument() {
    let groups = SourceGrouper().group([page, translation, memo])
    #expect(groups.map(\.paths) == [["en/sliders.md", "ko/sliders.md", "ko/memo.md"]])
  }

  @Test func aKoreanOnlyDocumentJoinsTheEnglishItSharesMostWith() {
    let groups = SourceGrouper().group([other, page, translation])
    #expect(groups.map(\.paths) == [["en/menus.md"], ["en/sliders.md", "ko/sliders.md"]])
  }

  @Test func aKoreanDocumentWithNothingInCommonStaysAloneAmongSeveralPages() {
    let groups = SourceGrouper().group([other, page, memo])
    #expect(groups.map(\.paths) == [["en/menus.md"], ["en/sliders.md"], ["ko/memo.md"]])
  }

  /// Candidates come from an index of tokens few documents hold; the groups and the evidence
  /// of the pairs compared are those a comparison of every pair gives.
  @Test(arguments: [2, 3, 64])
  func candidatesFromTheTokenIndexGiveTheSameGroups(candidateFrequency: Int) {
    let f = SourceGrouperTests()
    let documents = [f.buttons, f.toolbars, f.koreanOnly, f.blog, f.navigationBars, f.legacy]
    var indexed = SourceGrouper()
    indexed.candidateFrequency = candidateFrequency
    var everyPair = SourceGrouper()
    everyPair.candidateFrequency = .max
    #expect(indexed.group(documents) == everyPair.group(documents))
    let all = Dictionary(uniqueKeysWithValues: everyPair.similarities(documents).map { ([$0.first, $0.second], $0) })
    for pair in indexed.similarities(documents) { #expect(all[[pair.first, pair.second]] == pair) }
  }

  /// Many small documents: two per page, each page with its own name and number, every page
  /// sharing the same common words. Each page's two documents group together, and no pair is
  /// compared through the words every document has.
  @Test func manyDocumentsGroupByTheirOwnTokensOnly() {
    let pages = 150
    var documents: [DocumentFingerprint] = []
    for page in 0..<pages {
      let name = "Widget\(String(page, radix: 26).map { Character(UnicodeScalar(UInt8($0.asciiValue! % 26) + 97)) })zq"
      for copy in 0..<2 {
        documents.append(DocumentFingerprint(path: "p\(page)-\(copy).md", text: """
          Use the \(name) control to show \(page + 1000) items in toolbars, buttons and menus of an app.
          \(name) 컨트롤로 \(page + 1000)개 항목을 보여 주세요. Edition \(copy + 10).
          """))
      }
    }
    var grouper = SourceGrouper()
    grouper.candidateFrequency = 20
    let groups = grouper.group(documents)
    #expect(groups.map(\.paths) == (0..<pages).map { ["p\($0)-0.md", "p\($0)-1.md"] })
    // Each document is compared with its page's other document only.
    #expect(grouper.similarities(documents).count == pages)
  }

  /// The same fingerprints give the same evidence to the last bit however their token
  /// dictionaries were built: a dictionary's order follows its capacity and the process's hash
  /// seed, and sums taken in that order differed in their last bits from run to run (ties
  /// between near-identical pages then went one way or the other).
  @Test func evidenceDoesNotDependOnTheOrderOfADictionary() {
    let f = SourceGrouperTests()
    let documents = [f.buttons, f.toolbars, f.koreanOnly, f.blog, f.navigationBars, f.legacy]
    let rebuilt = documents.map { document in
      var tokens = [String: Int](minimumCapacity: 4096)
      for key in document.tokens.keys.sorted(by: >) { tokens[key] = document.tokens[key] }
      return DocumentFingerprint(path: document.path, tokens: tokens, phrases: document.phrases,
                                 hasEnglish: document.hasEnglish, length: document.length)
    }
    #expect(rebuilt.map(\.tokens) == documents.map(\.tokens))
    let before = SourceGrouper().similarities(documents), after = SourceGrouper().similarities(rebuilt)
    #expect(before.map(\.similarity.bitPattern) == after.map(\.similarity.bitPattern))
    #expect(before == after)
  }

  /// A trial below `trialFloor` (the translation aligns weakly to every page, as a page of
  /// links does) does not trade the page the vocabulary clearly prefers for one that aligns a
  /// little less badly; between pages the vocabulary ranks alike, it decides.
  @Test func anInconclusiveTrialOnlyBreaksANearTie() {
    func fingerprint(_ path: String, _ tokens: [String], hasEnglish: Bool = true) -> DocumentFingerprint {
      DocumentFingerprint(path: path, tokens: Dictionary(uniqueKeysWithValues: tokens.map { ($0, 1) }), hasEnglish: hasEnglish, length: 1_000)
    }
    let shared = ["react.dev", "18.react.dev", "17.react.dev", "16.react.dev", "legacy", "archive"]
    let korean = fingerprint("versions-ko.md", shared, hasEnglish: false)
    let page = fingerprint("versions.md", shared + ["versions", "major", "minor"])
    let other = fingerprint("policy.md", ["archive", "semver", "canary", "latest", "stable", "channel"])
    let unrelated = fingerprint("hooks.md", ["useState", "useEffect", "state", "effect", "hook", "render"])
    let weak: [String: Double] = ["versions.md": 0.05, "policy.md": 0.12, "hooks.md": 0.0]
    let groups = SourceGrouper().grouping([page, other, unrelated, korean], trial: { _, english in weak[english] }).groups
    #expect(groups.first { $0.paths.contains("versions-ko.md") }?.paths == ["versions.md", "versions-ko.md"])
    // A twin of the page, as alike in vocabulary, that the trial finds a little better: it decides.
    let twin = fingerprint("versions-v2.md", shared + ["versions", "major", "minor"])
    let tied = SourceGrouper().grouping([page, twin, unrelated, korean],
                                        trial: { _, english in english == "versions-v2.md" ? 0.12 : 0.05 }).groups
    #expect(tied.first { $0.paths.contains("versions-ko.md") }?.paths.contains("versions-v2.md") == true)
  }
}

