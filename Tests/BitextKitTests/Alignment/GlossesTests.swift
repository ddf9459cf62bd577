import Testing
@testable import BitextKit

@Suite struct GlossesTests {
  @Test("words a Korean text keeps in Latin letters, glossed or as they are", arguments: [
    ("역할(Role). ‘역할’은 시스템이 제공하는 것으로", ["role"]),
    ("활동 표시기 (activity indicator)를 버튼에 보여주세요.", ["activity", "indicator"]),
    ("스타일(Style)과 콘텐츠(Content)", ["style", "content"]),
    ("Effect에서 불필요한 의존성을 제거하세요.", ["effect"]),               // kept as it is
    ("src: 문자열 타입. type=\"image\" 입력의 이미지 소스", ["src", "type", "image"]),
    ("iOS(버전 16)에서는 그룹(UI)을 지원합니다.", ["ios"]),              // `UI`: too short
    ("표시합니다 (for the user).", ["user"]),                          // function words dropped
    ("번역을 블로그로 옮겨 왔습니다.", []),
  ] as [(String, Set<String>)])
  func korean(text: String, expected: Set<String>) {
    #expect(Glosses.ofKorean(text) == expected.map(Glosses.key).sorted())
  }

  @Test("a plural in the English meets the singular the Korean keeps")
  func plural() {
    let vocabulary = Set(["effect", "prop"].map(Glosses.key))
    #expect(Glosses.ofEnglish("How to remove unnecessary Effects", in: vocabulary) == [Glosses.key("effect")])
    #expect(Glosses.ofEnglish("Pass props and an effect.", in: vocabulary) == ["effect", "prop"].map(Glosses.key).sorted())
    #expect(Glosses.ofEnglish("It is", in: vocabulary).isEmpty)
  }

  @Test func englishWordsAreKeptOnlyWhenGlossed() {
    let vocabulary = Set(["role", "style"].map(Glosses.key))
    #expect(Glosses.ofEnglish("Role. A system-defined role that identifies a button’s meaning.", in: vocabulary) == [Glosses.key("role")])
    #expect(Glosses.ofEnglish("Role. A system-defined role.", in: []).isEmpty)
  }

  /// `keys` gives in one pass what the two passes give: glosses and sound keys, on texts
  /// mixing Hangul runs (loanwords, native words, a lone syllable, a run at the very end),
  /// ASCII words of every length, plurals, function words and other scripts.
  @Test("glosses and sound keys in one pass are the two passes' own", arguments: [
    "컨트롤을 사용하세요. 트랙패드(Trackpad)는 iPad에서 Effects와 함께 컨트롤",
    "스타일(Style)과 콘텐츠(Content), 버튼 for the user — 캐시 cache, the controls 툴 바 컨",
    "src: 문자열 타입. type=\"image\" 입력의 이미지 소스 ㄱㄴ 日本語 café 포인트",
    "Use the controls, the controls and a Trackpad.",
    "",
  ])
  func keysInOnePass(text: String) {
    let korean = Glosses.keys(korean: text)
    #expect(korean.glosses == Glosses.ofKorean(text))
    #expect(korean.sounds == PhoneticKey.soundKeys(korean: text))
    let words = Set(["effect", "trackpad", "cache", "control", "style", "image", "user"].map(Glosses.key))
    for vocabulary in [words, []] {
      let english = Glosses.keys(english: text, in: Glosses.Vocabulary(vocabulary))
      #expect(english.glosses == Glosses.ofEnglish(text, in: vocabulary))
      #expect(english.sounds == PhoneticKey.soundKeys(english: text))
    }
  }

  /// The vocabulary's table holds exactly its words, also when many share the low bits it
  /// is indexed by (probes run on) and for the hash 0 (its empty-slot marker).
  @Test func vocabularyHoldsExactlyItsWords() {
    var state: UInt64 = 42
    func next() -> UInt64 {  // SplitMix64: fixed, spread-out hashes
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    let colliding = (0..<300).map { UInt64($0) << 20 | 7 }  // same low 20 bits
    let words = Set(colliding + (0..<3000).map { _ in next() } + [0])
    let vocabulary = Glosses.Vocabulary(words)
    for word in words { #expect(vocabulary.contains(word)) }
    let absent: [UInt64] = (0..<3000).map { _ in next() } + [301 << 20 | 7, 8]
    for word in absent where !words.contains(word) { #expect(!vocabulary.contains(word)) }
    #expect(!Glosses.Vocabulary(Set<UInt64>()).contains(0))
    #expect(!Glosses.Vocabulary([Glosses.key("the"), Glosses.key("role")]).contains(Glosses.key("the")))
  }

  /// Two English paragraphs of about the same length, the Korean translates only the second:
  /// length alone cannot tell which; the gloss does. Without the gloss the nearer one is taken.
  @Test func glossDecidesBetweenParagraphsOfEqualLength() {
    let english = [
      "Style. A visual style based on size, color, and shape.",
      "Content. The symbol or label that communicates the purpose.",
      "Role. A system-defined role that identifies the meaning.",
    ]
    let korean = "역할(Role). 시스템이 정의한 역할로 버튼의 의미를 나타냅니다."
    let glossed = Glosses.ofKorean(korean)
    let withGloss = BandedAligner().align(
      english: english.map { var item = en($0); item.glosses = Glosses.ofEnglish($0, in: Set(glossed)); return item },
      korean: [{ var item = ko(korean); item.glosses = glossed; return item }()])
    #expect(withGloss.beads.first { !$0.korean.isEmpty && !$0.english.isEmpty }?.english == 2..<3)
    let withoutGloss = BandedAligner().align(english: english.map { en($0) }, korean: [ko(korean)])
    #expect(withoutGloss.beads.first { !$0.korean.isEmpty && !$0.english.isEmpty }?.english != 2..<3)
  }
}
