import Testing
@testable import BitextKit

/// The score a row carries: a bead's own evidence weighed with its place in the path.
@Suite struct BeadPlacementTests {
  let english = [
    en("Depending on the platform, a toolbar can look and behave differently."),
    en("In watchOS, the toolbar itself isn’t visible. A toolbar button can appear at the top of a scrolling view."),
    en("Use a toolbar to give people access to the commands they use most often."),
    en("Keep toolbar items few, so each one is easy to find."),
  ]
  let korean = [
    ko("플랫폼에 따라 툴바의 모양과 동작이 다를 수 있습니다."),
    ko("watchOS에서는 툴바 자체가 보이지 않습니다. 스크롤 뷰 상단에 툴바 버튼이 나타날 수 있습니다."),
    ko("자주 쓰는 명령에 접근할 수 있도록 툴바를 사용하세요."),
    ko("툴바 항목은 적게 유지해 각 항목을 쉽게 찾을 수 있게 하세요."),
  ]

  func bead(_ e: Int, _ k: Int, score: Double = 0.4) -> Bead {
    Bead(english: e..<(e + 1), korean: k..<(k + 1), cost: 0, score: score)
  }

  @Test func aPairInsideARunScoresHigherThanTheSamePairBesideAGap() {
    let run = BeadPlacement.scored([bead(0, 0), bead(1, 1), bead(2, 2)], english: english, korean: korean, model: .englishToKorean)
    #expect(run[1].score >= 0.9)
    let gap = [bead(0, 0), Bead(english: 1..<2, korean: 1..<1, cost: 0, score: 0), bead(2, 1), bead(3, 2)]
    let besideGap = BeadPlacement.scored(gap, english: english, korean: korean, model: .englishToKorean)
    #expect(besideGap[2].score < 0.7)
    #expect(besideGap[1].score == 0, "a null bead keeps no score")
    #expect(besideGap[3].score >= 0.9, "a pair past the gap with pairs on both sides is in a run again")
  }

  @Test func englishWithMoreSentencesThanItsKoreanLowersTheScore() {
    // English 1 has two sentences; Korean 2 has one.
    let kept = BeadPlacement.scored([bead(0, 0), bead(1, 1), bead(2, 2)], english: english, korean: korean, model: .englishToKorean)
    let slipped = BeadPlacement.scored([bead(0, 0), bead(1, 2), bead(2, 3)], english: english, korean: korean, model: .englishToKorean)
    #expect(slipped[1].score < kept[1].score * 0.7)
  }

  @Test func aLonePairIsNotARun() {
    let alone = BeadPlacement.scored([bead(0, 0)], english: english, korean: korean, model: .englishToKorean)
    #expect(alone[0].score < 0.7)
  }
}
