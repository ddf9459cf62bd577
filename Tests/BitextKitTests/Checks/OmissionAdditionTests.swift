import Testing
@testable import BitextKit

@Suite("Omission, addition and length ratio")
struct OmissionAdditionTests {
  static let english = "Use a help button within a view, not in the window frame. For example, avoid placing a help button in a toolbar or status bar. People know what a help button does, so they don’t need additional descriptive text."
  static let korean = "창 프레임이 아닌 뷰 안에서 도움말 버튼을 사용합니다. 예를 들어 도구 모음이나 상태 표시줄에 도움말 버튼을 배치하지 않는 것이 좋습니다. 사용자는 도움말 버튼의 기능을 알고 있으므로 추가적인 설명 텍스트가 필요하지 않습니다."

  @Test("the faithful pair does not fire")
  func faithful() {
    #expect(CheckFixtures.codes(Self.english, Self.korean).isEmpty)
  }

  @Test("one English sentence as two Korean ones is not an addition")
  func restructured() {
    let korean = "창 프레임이 아닌 뷰 안에서 도움말 버튼을 사용합니다. 예를 들어 도구 모음에는 배치하지 마세요. 상태 표시줄에도 배치하지 않는 것이 좋습니다. 사용자는 도움말 버튼의 기능을 알고 있으므로 추가적인 설명 텍스트가 필요하지 않습니다."
    #expect(CheckFixtures.codes(Self.english, korean).isEmpty)
  }

  @Test("a dropped last sentence is an omission")
  func omission() {
    let korean = "창 프레임이 아닌 뷰 안에서 도움말 버튼을 사용합니다. 예를 들어 도구 모음이나 상태 표시줄에 도움말 버튼을 배치하지 않는 것이 좋습니다."
    #expect(CheckFixtures.codes(Self.english, korean) == [.omission])
  }

  @Test("an appended sentence is an addition")
  func addition() {
    let korean = Self.korean + " 동시에 화면 안에서 색이 채워진 버튼 스타일을 너무 많이 사용하지 않도록 합니다. 사람들은 선택을 하기 전 여러 개의 버튼을 보며 옵션을 비교하는 데 시간을 소비합니다."
    let findings = CheckFixtures.findings(Self.english, korean)
    #expect(findings.map(\.code) == [.addition])
    // Lengths alone can't tell which two of the five are extra, only that two are.
    let message = findings.first?.message ?? ""
    #expect(message.hasPrefix("Korean sentence ") && message.contains(", ") && message.contains(" of 5 has no English counterpart"))
  }

  @Test("a sentence appended to a terse translation is an addition, though the whole is not long")
  func additionToTerseKorean() {
    let terse = "창 프레임이 아닌 뷰 안에서 도움말 버튼을 사용합니다. 도구 모음이나 상태 표시줄에는 도움말 버튼을 두지 않습니다. 사용자는 도움말 버튼이 무슨 일을 하는지 알고 있으므로 추가 설명 텍스트가 필요 없습니다."
    #expect(CheckFixtures.codes(Self.english, terse).isEmpty)
    let findings = CheckFixtures.findings(Self.english, terse + " 버튼 스타일은 적게 씁니다.")
    #expect(findings.map(\.code) == [.addition])
    #expect(findings.first?.message.hasPrefix("Korean sentence 4 of 4 has no English counterpart") == true)
  }

  @Test("a Korean sentence holding names of the English is a split sentence, however long, not an addition")
  func splitByNames() {
    let english = "Pass the userId prop to ProfileCard, and ProfileCard renders the avatar of that user next to the name."
    let korean = "ProfileCard에 userId prop을 전달하세요. 그러면 ProfileCard가 이름 옆에 해당 사용자의 아바타를 렌더링합니다."
    #expect(TextMeasure(korean).sentences == 2)
    #expect(CheckFixtures.codes(english, korean).isEmpty)
  }

  @Test("names keep the sentences in place: a short Korean sentence does not hide an added one in a split")
  func namesKeepSentencesInPlace() {
    let english = "Each screen of the app loads its own data when it opens, so a slow request only delays the screen that needs it. Screens that share data can still read it from one place, which keeps the numbers they show in agreement. Rows that skip this, like a ListRow with its own useFetch call, fetch again on every render."
    let korean = "앱의 각 화면은 열릴 때 자기 데이터를 불러오므로 느린 요청은 그 데이터가 필요한 화면만 늦춥니다. 데이터를 공유하는 화면은 한곳에서 읽습니다. 자체 useFetch를 호출하는 ListRow는 매번 가져옵니다. 설정 화면은 다음 버전에서 크게 바뀔 예정입니다."
    // By length alone the third English sentence takes the added fourth Korean one, and the
    // second English sentence the second and third Korean ones.
    let lengthsOnly = SentenceAlignment(english: TextMeasure(english).sentenceLengths,
                                        korean: TextMeasure(korean, excludingGlosses: true).sentenceLengths,
                                        model: RunStatistics().lengthModel)
    #expect(lengthsOnly.unmatchedKorean.isEmpty)
    let findings = CheckFixtures.findings(english, korean)
    #expect(findings.map(\.code) == [.addition])
    #expect(findings.first?.message.hasPrefix("Korean sentence 4 of 4 has no English counterpart") == true)
  }

  static let suspenseEnglish = "Wrap ProductList in a Suspense boundary so that the page shows a placeholder instead of an empty list while its items load from the server."
  static let suspenseKorean = "ProductList를 Suspense 경계로 감싸 로딩 중 자리 표시를 보여 주세요."

  @Test("a sentence after a terse translation that holds none of the English's names is an addition, though one to two fits by length")
  func unsupportedSplit() {
    let korean = Self.suspenseKorean + " 설정 화면은 다음 버전에서 크게 바뀔 예정입니다."
    let alignment = SentenceAlignment(english: TextMeasure(Self.suspenseEnglish).sentenceLengths,
                                      korean: TextMeasure(korean, excludingGlosses: true).sentenceLengths,
                                      model: RunStatistics().lengthModel)
    #expect(alignment.unmatchedKorean.isEmpty && alignment.splits.count == 1)
    let findings = CheckFixtures.findings(Self.suspenseEnglish, korean)
    #expect(findings.map(\.code) == [.addition])
    #expect(findings.first?.message.hasPrefix("Korean sentence 2 of 2 has no English counterpart") == true)
  }

  @Test("the second half of a split that refers back to the first, or holds a name of the English, is no addition")
  func supportedSplit() {
    #expect(CheckFixtures.codes(Self.suspenseEnglish, Self.suspenseKorean + " 이렇게 하면 서버에서 항목을 불러오는 동안 목록이 비지 않습니다.").isEmpty)
    #expect(CheckFixtures.codes(Self.suspenseEnglish, Self.suspenseKorean + " 서버가 ProductList의 항목을 보내면 목록이 나타납니다.").isEmpty)
  }

  @Test("a sentence opens by referring back with a demonstrative, a connective or a parenthesis")
  func opensWithReference() {
    #expect(KoreanWords.opensWithReference(" 이는 목록이 비지 않기 때문입니다."))
    #expect(KoreanWords.opensWithReference("그러나, 항목은 나중에 불러옵니다."))
    #expect(KoreanWords.opensWithReference("(서버에서 불러오는 동안)"))
    #expect(!KoreanWords.opensWithReference("이벤트는 나중에 처리됩니다."))
    #expect(!KoreanWords.opensWithReference("설정 화면은 다음 버전에서 바뀝니다."))
  }

  @Test("sentence anchors are each sentence's names and numbers, keyed like the checks compare them")
  func sentenceAnchors() {
    let text = "ListRow는 Items를 10개 보여 줍니다. 나머지는 숨깁니다."
    let anchors = SentenceAlignment.sentenceAnchors(text, ranges: TextMeasure.sentenceRanges(of: text))
    #expect(anchors == [["listrow", "item", "10"], []])
  }

  @Test("an English sentence's anchors kept only where the Korean writes them are its anchors that the Korean writes")
  func sentenceAnchorsWrittenInKorean() {
    let english = "The ListRow shows 10 Items in a Stack. Hidden items move to the Overflow menu, as in macOS 14."
    let written = ["item", "10", "overflow", "ios", "14"]
    let ranges = TextMeasure.sentenceRanges(of: english)
    let all = SentenceAlignment.sentenceAnchors(english, ranges: ranges)
    let kept = SentenceAlignment.sentenceAnchors(english, ranges: ranges, writtenIn: written)
    #expect(kept == all.map { $0.intersection(written) })
    #expect(kept == [["item", "10"], ["item", "overflow", "14"]])
  }

  @Test("an English sentence left over while a Korean one is too is no omission unless the Korean is clearly short")
  func sentencesThatFitBadly() {
    // A run whose Korean is usually long and uniform: the short first Korean sentence fits its
    // English badly, so the alignment leaves one sentence over on each side.
    let statistics = RunStatistics(lengthModel: LengthModel(logRatio: -0.47, variance: 1.5, spread: 0.16, sampleCount: 50))
    let english = "The current title. During the first launch, it matches the default title you passed. After the person renames the window, it matches the name they typed in the field."
    let korean = "현재 제목. 앱을 맨 처음으로 실행하는 동안에는 앱에 전달했던 기본 제목과 일치합니다. 사용자가 창의 이름을 바꾼 뒤에는 사용자가 입력란에 직접 입력했던 창 이름과 일치합니다."
    let alignment = SentenceAlignment(english: TextMeasure(english).sentenceLengths,
                                      korean: TextMeasure(korean, excludingGlosses: true).sentenceLengths, model: statistics.lengthModel)
    #expect(!alignment.unmatchedEnglish.isEmpty && !alignment.unmatchedKorean.isEmpty)
    #expect(CheckFixtures.codes(english, korean, statistics: statistics).isEmpty)
  }

  @Test("as many sentences on both sides, none far short of its counterpart, is a terse translation, not an omission")
  func terseSentenceBySentence() {
    // A run whose Korean is usually long: this terse translator's sentences all fall short, the
    // first most, so the alignment by length leaves the first English sentence and the last
    // Korean one over.
    let statistics = RunStatistics(lengthModel: LengthModel(logRatio: -0.40, variance: 1.5, spread: 0.15, sampleCount: 50))
    let english = "Every framework on this list supports the features you need to ship and grow an app in production, and each is working toward the architecture we describe below. All of them are open source with active communities, and can be deployed to your own server or to a hosting provider. If you maintain a framework that fits this list, please tell us."
    let first = "이 목록의 모든 프레임워크는 프로덕션에서 앱을 배포하고 확장하는 데 필요한 기능을 지원하며 아래에서 설명하는 아키텍처를 향해 발전하고 있습니다."
    let last = "이 목록에 맞는 프레임워크를 관리한다면 알려 주세요."
    let korean = "\(first) 모두 활발한 커뮤니티의 지원을 받는 오픈 소스이며 자체 서버나 호스팅 제공자에 배포할 수 있습니다. \(last)"
    let alignment = SentenceAlignment(english: TextMeasure(english).sentenceLengths,
                                      korean: TextMeasure(korean, excludingGlosses: true).sentenceLengths, model: statistics.lengthModel)
    #expect(alignment.unmatchedEnglish == [0] && alignment.unmatchedKorean == [2])
    #expect(CheckFixtures.codes(english, korean, statistics: statistics).isEmpty)
    // With "or to a hosting provider" left out, the second falls far short: an omission.
    let cut = "\(first) 모두 활발한 커뮤니티의 지원을 받는 오픈 소스이며 자체 서버에 배포할 수 있습니다. \(last)"
    #expect(CheckFixtures.codes(english, cut, statistics: statistics) == [.omission])
  }

  @Test("a Korean sentence carries the English when it has a name or number the rest of the Korean lacks")
  func carriesEnglish() {
    let profile = UnitProfile(CheckFixtures.unit("Set the corner radius to 60 pt minus the padding, where the padding is the space around the content.",
                                                 "반지름 = 60pt - padding. 여기서 padding은 콘텐츠 주위의 공간입니다. 이 값은 자주 바뀝니다."))
    let ranges = TextMeasure.sentenceRanges(of: profile.unit.koreanText, excludingGlosses: true)
    #expect(ranges.count == 3)
    #expect(AdditionCheck.carriesEnglish(ranges[0], profile))  // 60, the first padding
    #expect(AdditionCheck.carriesEnglish(ranges[1], profile))  // the second padding
    #expect(!AdditionCheck.carriesEnglish(ranges[2], profile))
  }

  @Test("sentence ranges cover the text, one per measured sentence")
  func sentenceRanges() {
    let text = "도움말 버튼을 사용합니다. 예: e.g. 1.5배 크게! 끝"
    let ranges = TextMeasure.sentenceRanges(of: text)
    #expect(ranges.count == TextMeasure(text).sentences)
    #expect(ranges.first?.lowerBound == 0 && ranges.last?.upperBound == text.utf8.count)
    #expect(zip(ranges, ranges.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
  }

  @Test("a Korean far longer than usual in one sentence is a length-ratio finding saying how far")
  func lengthRatio() {
    let english = "Avoid displaying text that introduces a help button."
    let korean = "도움말 버튼을 소개하는 텍스트는 표기하지 않는 것이 좋으며, 사용자는 도움말 버튼의 기능을 이미 잘 알고 있으므로 화면 안에서 추가적인 설명을 하는 텍스트나 안내 문구가 전혀 필요하지 않고 오히려 방해가 됩니다"
    let findings = CheckFixtures.findings(english, korean)
    #expect(findings.map(\.code) == [.lengthRatio])
    #expect(findings.first?.message == "Korean is 3.6× the usual length for this English")
  }

  @Test("English glosses in parentheses don't make Korean look long")
  func glosses() {
    let korean = "창 프레임(window frame)이 아닌 뷰 안에서 도움말 버튼(help button)을 사용합니다. 예를 들어 도구 모음(toolbar)이나 상태 표시줄(status bar)에 도움말 버튼을 배치하지 않는 것이 좋습니다. 사용자는 도움말 버튼의 기능을 알고 있으므로 추가적인 설명 텍스트가 필요하지 않습니다."
    #expect(CheckFixtures.codes(Self.english, korean).isEmpty)
  }
}
