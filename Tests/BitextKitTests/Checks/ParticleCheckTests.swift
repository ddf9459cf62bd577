import Testing
@testable import BitextKit

@Suite struct ParticleCheckTests {
  private func wrong(_ korean: String) -> [String] { ParticleCheck.mismatches(in: korean).map(\.description) }

  @Test(arguments: [
    ("iOS을 지원합니다.", "iOS을 → iOS를"),
    ("Mac를 사용합니다.", "Mac를 → Mac을"),
    ("HTML를 씁니다.", "HTML를 → HTML을"),
    ("API은 공개됩니다.", "API은 → API는"),
    ("JSON가 반환됩니다.", "JSON가 → JSON이"),
    ("React과 함께", "React과 → React와"),
    ("PDF으로 저장합니다.", "PDF으로 → PDF로"),
    ("URL으로 이동합니다.", "URL으로 → URL로"),
    ("Mac로 옮깁니다.", "Mac로 → Mac으로"),
    ("Mac나 PC에서", "Mac나 → Mac이나"),
    ("Mac라면 괜찮습니다.", "Mac라면 → Mac이라면"),
    ("iOS이라고 부릅니다.", "iOS이라고 → iOS라고"),
    ("3를 더합니다.", "3를 → 3을"),
    ("2이 됩니다.", "2이 → 2가"),
    ("1으로 나눕니다.", "1으로 → 1로"),
    ("10를 넘습니다.", "10를 → 10을"),
    ("44GB을 넘지 않게", "44GB을 → 44GB를"),
    ("도구 모음를 숨깁니다.", "모음를 → 모음을"),
    ("데이터을 정의합니다.", "데이터을 → 데이터를"),
    ("메시지을 받았습니다.", "메시지을 → 메시지를"),
    ("두 값 사이을 잇습니다.", "사이을 → 사이를"),
    ("파일으로 저장합니다.", "파일으로 → 파일로"),
    ("3개월으로 줄었습니다.", "3개월으로 → 3개월로"),
    ("PureComponent을 상속합니다.", "PureComponent을 → PureComponent를"),
    ("App가 실행되면", "App가 → App이"),
    ("macOS와 tvOS은 다릅니다.", "tvOS은 → tvOS는"),
    ("도구 모음(Toolbar)를 봅니다.", "모음(Toolbar)를 → 모음(Toolbar)을"),
  ])
  func flagsAParticleThatDoesNotFit(korean: String, expected: String) {
    #expect(wrong(korean) == [expected])
  }

  @Test(arguments: [
    "iOS를 지원합니다.", "Mac을 사용합니다.", "Mac이라면 괜찮습니다.", "iOS라면 괜찮습니다.", "API가 있습니다.",
    "React와 함께", "HTML로 씁니다.", "JSON으로 받습니다.", "Mac이나 PC에서", "iPad를 켭니다.", "iPhone을 켭니다.",
    "React 18을 설치합니다.", "1로 나눕니다.", "3개가 있습니다.", "44포인트를 넘지 않게", "44pt를 넘지 않게", "32px를 씁니다.", "32px을 씁니다.", "3개월로 줄었습니다.",
    "2024년을 돌아봅니다.", "50%를 차지합니다.", "도구 모음을 숨깁니다.", "파일로 저장합니다.",
    // Words ending in a particle-like syllable are words: path, effect, between, addition.
    "경로를 바꿉니다.", "효과가 있습니다.", "두 값 사이에", "평가와 추가", "먹는 사람", "마을을 지나", "집을 지을 때",
    // A particle-looking syllable starting a longer word.
    "API가이드를 봅니다.", "iOS이라크", "Mac이라면서",
    // Quoted English is read either way; the table does not know UIKit, set or sheet.
    "‘Save’을 누릅니다.", "“Done”를 누릅니다.", "UIKit을 씁니다.", "UIKit를 씁니다.", "Set을 만듭니다.", "sheet를 엽니다.",
    // Code is read however the reader likes: identifiers, calls, paths, hashes, packages.
    "useState을 호출합니다.", "init(initialArg)를 호출합니다.", "obj.city을 바꿉니다.", "react-dom을 설치합니다.",
    "0.0.0-experimental-68053d940-20210623와 같이", "my_value를 씁니다.", "Actions은 객체입니다.", "value을 받습니다.", "prop로 전달합니다.",
    // A gloss: the particle follows the Korean word.
    "도구 모음(Toolbar)을 봅니다.", "‘스타일’은 크기입니다.",
  ])
  func leavesFittingOrUnknownWordsAlone(korean: String) {
    #expect(wrong(korean) == [])
  }

  @Test func readsLettersDigitsAndWords() {
    func coda(_ s: String) -> Coda? { SpokenReading.coda(of: Array(s.utf8)) }
    #expect(coda("iOS") == .vowel)
    #expect(coda("Mac") == .consonant)
    #expect(coda("HTML") == .rieul)
    #expect(coda("npm") == .consonant)
    #expect(coda("JSX") == .vowel)
    #expect(coda("Node.js") == .vowel)
    #expect(coda("1") == .rieul)
    #expect(coda("2") == .vowel)
    #expect(coda("60") == .consonant)
    #expect(coda("2.0") == .consonant)
    #expect(coda("File") == .rieul)
    #expect(coda("Button") == .consonant)
    #expect(coda("Server") == .vowel)
    #expect(coda("Prototype") == .consonant)
    #expect(coda("App") == .consonant)
    #expect(coda("Set") == nil)
    #expect(coda("value") == nil)  // lower case in Korean prose: code
    #expect(coda("Xyzzyq") == nil)
  }

  @Test func findingNamesEveryMismatchOfAUnit() {
    let unit = CheckFixtures.unit("Use iOS and Mac.", "iOS을 Mac를 씁니다.")
    var findings: [Finding] = []
    ParticleCheck.check(unit, into: &findings)
    #expect(findings.map(\.code) == [.particle])
    #expect(findings.first?.evidence == ["iOS을 → iOS를", "Mac를 → Mac을"])
  }
}
