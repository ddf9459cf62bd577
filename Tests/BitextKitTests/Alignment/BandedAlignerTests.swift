import Foundation
import Testing
@testable import BitextKit

@Suite struct BandedAlignerTests {
  let aligner = BandedAligner()

  let english = [
    "A toolbar provides convenient access to frequently used commands and controls that perform actions relevant to the current view.",
    "Depending on the platform, a toolbar can look and behave differently.",
    "In iOS, a toolbar appears at the bottom of a screen. iOS toolbars aren’t customizable, and they don’t support grouping.",
    "In watchOS, the toolbar itself isn’t visible, but a toolbar button can appear at the top of a scrolling view.",
  ]
  let korean = [
    "툴바는 현재 뷰와 관련된 작업을 수행하는 자주 사용하는 명령 및 컨트롤에 편리하게 접근할 수 있도록 해줍니다.",
    "플랫폼에 따라 툴바의 모양과 동작이 다를 수 있습니다.",
    "iOS에서는 툴바가 화면 하단에 표시됩니다. iOS 툴바는 커스터마이징 할 수 없으며 그룹핑을 지원하지 않습니다.",
    "watchOS에서는 툴바 자체가 표시되지 않지만 스크롤 뷰의 상단에 툴바 버튼이 표시될 수 있습니다.",
  ]

  func items(_ english: [String], _ korean: [String]) -> ([AlignmentItem], [AlignmentItem]) {
    (english.map { en($0, anchors: testAnchors($0).intersection(["ios", "watchos", "macos", "ipados"])) },
     korean.map { ko($0, anchors: testAnchors($0)) })
  }

  @Test func oneToOne() {
    let (e, k) = items(english, korean)
    let result = aligner.align(english: e, korean: k)
    #expect(shapes(result) == ["1:1", "1:1", "1:1", "1:1"])
    #expect(result.beads.map(\.korean) == [0..<1, 1..<2, 2..<3, 3..<4])
    #expect(result.passes == 1)
  }

  /// A republished translation opens with a line of its own and leaves the first paragraph out:
  /// with the start open the intro stays a 0:1 bead, instead of being glued onto the first
  /// English paragraph (whose translation is missing) and shifting the rest.
  @Test func anIntroAtAnOpenStartIsNotGluedToTheFirstParagraph() {
    let intro = "디자인 가이드를 공부하면서 정리한 번역입니다."
    let (e, k) = items(english, [intro] + korean.dropFirst())
    let closed = aligner.align(english: e, korean: k)
    #expect(shapes(closed) == ["1:2", "1:0", "1:1", "1:1"])
    let open = aligner.align(english: e, korean: k, openEnds: [.start, .end])
    #expect(shapes(open) == ["0:1", "1:0", "1:1", "1:1", "1:1"])
    #expect(open.beads.map(\.korean) == [0..<1, 1..<1, 1..<2, 2..<3, 3..<4])
  }

  /// A 0:1 bead at an open end costs `openEndAddition`, inside the page the 0:1 prior.
  @Test func additionsCostLessOnlyAtOpenEnds() {
    let footer = "이 글이 마음에 드셨다면 구독해 주세요"
    let (e, k) = items(english, korean + [footer])
    let closed = aligner.align(english: e, korean: k)
    let open = aligner.align(english: e, korean: k, openEnds: [.end])
    #expect(shapes(open) == shapes(closed))
    let saved = -log(AlignmentMove.defaultPriors[.koreanOnly]!) - AlignmentWeights().openEndAddition
    #expect(abs((closed.totalCost - open.totalCost) - saved) < 1e-9)
    let openStart = aligner.align(english: e, korean: k, openEnds: [.start])
    #expect(abs(openStart.totalCost - closed.totalCost) < 1e-9)
  }

  /// A blog that drops the page's last paragraph ends with its own footer: likes, comments,
  /// a link to its previous post. At an open end each footer line costs `openEndAddition`, so
  /// the last English paragraph is left out (1:0) rather than paired with the footer line
  /// whose length happens to fit it after a run of 0:1 beads at the full prior.
  @Test func aFooterIsNotGluedToALastParagraphWhoseTranslationIsDropped() {
    let footer = ["좋아요 12", "댓글 3개", "공유하기", "이전 글", "[번역] 워치 앱의 컴플리케이션을 디자인할 때 알아 둘 것들 © minji"]
    let (e, k) = items(english, Array(korean.prefix(3)) + footer)
    let open = aligner.align(english: e, korean: k, openEnds: [.end])
    #expect(shapes(open) == ["1:1", "1:1", "1:1", "1:0", "0:1", "0:1", "0:1", "0:1", "0:1"])
  }

  @Test func omittedEnglishIsOneToZero() {
    let (e, k) = items(english, [korean[0], korean[1], korean[3]])
    let result = aligner.align(english: e, korean: k)
    #expect(shapes(result) == ["1:1", "1:1", "1:0", "1:1"])
    #expect(result.beads[2].english == 2..<3 && result.beads[2].korean.isEmpty)
    #expect(result.beads[2].score == 0)
  }

  @Test func introAndFooterStayUnaligned() {
    let intro = "본 문서는 Apple의 Human Interface Guideline(이하 HIG) 문서를 한글로 번역한 것입니다. 커뮤니티에서 자율적으로 모인 9명이 함께 번역했으며, 일체의 상업적인 목적을 띄지 않습니다."
    let footer = "이 글이 도움이 되셨다면 구독과 공유 부탁드립니다. 다음 글에서는 탭 바(Tab bars)를 번역할 예정입니다."
    let (e, k) = items(english, [intro] + korean + [footer])
    let result = aligner.align(english: e, korean: k)
    #expect(shapes(result) == ["0:1", "1:1", "1:1", "1:1", "1:1", "0:1"])
    #expect(result.beads.first?.korean == 0..<1)
    #expect(result.beads.last?.korean == 5..<6)
  }

  @Test func twoCaptionsMergedIntoOneLineIsTwoToOne() {
    let captions = ["Toolbar in iPadOS", "Toolbar in macOS"]
    let merged = "iPadOS의 툴바, macOS의 툴바"
    let (e, k) = items(Array(english[0...1]) + captions + [english[2]], Array(korean[0...1]) + [merged, korean[2]])
    let result = aligner.align(english: e, korean: k)
    #expect(shapes(result) == ["1:1", "1:1", "2:1", "1:1"])
    #expect(result.beads[2].english == 2..<4 && result.beads[2].korean == 2..<3)
  }

  @Test func paragraphSplitInTwoIsOneToTwo() {
    let long = "Provide toolbar items that support the main tasks people perform. In general, prioritize the commands that people are most likely to want, and in a macOS app, consider ordering the items in the toolbar according to your prioritization scheme."
    let split = ["사람들이 주로 수행하는 작업을 지원하는 툴바 항목을 제공하세요.",
                 "일반적으로 사람들이 가장 많이 사용할 가능성이 높은 명령의 우선순위를 정하고, macOS 앱에서는 우선순위 지정 방식에 따라 툴바의 항목을 순서대로 정렬하는 것이 좋습니다."]
    let (e, k) = items([english[0], long, english[1]], [korean[0]] + split + [korean[1]])
    let result = aligner.align(english: e, korean: k)
    #expect(shapes(result) == ["1:1", "1:2", "1:1"])
    #expect(result.beads[1].korean == 1..<3)
  }

  /// A short lead-in the Korean left out, after a paragraph it kept: its length barely moves a
  /// 2:1 bead's ratio, so only its sentence (which the Korean does not have) tells the DP that
  /// the bead would swallow it.
  @Test func droppedLeadInIsLeftOutNotMergedIntoItsNeighbour() {
    let leadIn = "Here is what that looks like in a running app:"
    // A translator who writes a little long (ratio 0.66): with the lead-in, 0.47.
    let wordy = "iOS에서는 툴바가 항상 화면의 맨 하단에 표시됩니다. iOS 툴바는 사용자가 커스터마이징 할 수 없으며 항목의 그룹핑도 지원하지 않습니다."
    let (e, k) = items([english[0], english[2], leadIn, english[3]], [korean[0], wordy, korean[3]])
    let result = aligner.align(english: e, korean: k)
    #expect(shapes(result) == ["1:1", "1:1", "1:0", "1:1"])
    #expect(result.beads[2].english == 2..<3)

    var blind = aligner
    blind.weights.sentences = 0
    blind.weights.pairSentences = 0
    #expect(shapes(blind.align(english: e, korean: k)) == ["1:1", "2:1", "1:1"], "without sentence counts the lead-in is merged")
  }

  /// Two paragraphs the Korean joined into one, keeping both sentences: still 2:1.
  @Test func paragraphsJoinedWithTheirSentencesStayTwoToOne() {
    let joined = korean[1] + " " + korean[3]
    let (e, k) = items([english[0], english[1], english[3], english[2]], [korean[0], joined, korean[2]])
    let result = aligner.align(english: e, korean: k)
    #expect(shapes(result) == ["1:1", "2:1", "1:1"])
  }

  @Test func sentencesRedistributedAreTwoToTwo() {
    let english = [
      "Avoid overcrowding a toolbar with too many items, because people need to be able to distinguish and activate each one, and a crowded toolbar makes every item harder to find and to tap.",
      "Group related items.",
    ]
    let korean = [
      "툴바에 너무 많은 항목을 넣지 마세요.",
      "사람들이 각 항목을 구분하고 활성화할 수 있어야 하며, 항목이 많으면 찾기도 누르기도 어려워집니다. 관련된 항목은 그룹으로 묶으세요.",
    ]
    let result = aligner.align(english: english.map { en($0) }, korean: korean.map { ko($0) })
    #expect(shapes(result) == ["2:2"])
  }

  @Test func referenceSimilarityOverridesMisleadingLength() throws {
    // The second Korean line translates the paragraph, but the first one's length fits better.
    let english = "Prefer simple icons in toolbars."
    let korean = ["화면 아래쪽 여백을 충분히 두세요.", "툴바에는 단순하고 알아보기 쉬운 아이콘을 우선적으로 사용하세요."]
    let reference = "도구 모음에서는 단순한 아이콘을 사용하는 것이 좋습니다."
    let lengthOnly = aligner.align(english: [en(english)], korean: korean.map { ko($0) })
    #expect(lengthOnly.beads.map(\.korean) == [0..<1, 1..<2])
    #expect(lengthOnly.beads[0].english == 0..<1)

    let withReference = aligner.align(english: [en(english, reference: reference)], korean: korean.map { ko($0) })
    try #require(withReference.beads.count == 2)
    #expect(withReference.beads[0].english.isEmpty && withReference.beads[0].korean == 0..<1)
    #expect(withReference.beads[1].english == 0..<1 && withReference.beads[1].korean == 1..<2)
    #expect(withReference.beads[1].score > lengthOnly.beads[0].score)
  }

  @Test func weakEvidenceGivesLowScore() {
    let lengthOnly = aligner.align(english: [en(english[1])], korean: [ko(korean[1])])
    #expect(lengthOnly.beads[0].score <= 0.5)
    let (e, k) = items([english[2]], [korean[2]])
    let withAnchors = aligner.align(english: e, korean: k)
    #expect(withAnchors.beads[0].score > lengthOnly.beads[0].score)
    let farFromNorm = aligner.align(english: [en(english[0])], korean: [ko("툴바.")])
    #expect(farFromNorm.beads[0].score < 0.1)
  }

  @Test func bandWidensWhenThePathLeavesIt() {
    let english = (1...10).map { "Leave at least \($0 * 4) points between toolbar items in row \($0)." }
    let korean = (1...6).map { "블로그 머리말 \($0)번째 줄입니다, 번역에 참여한 분들께 감사드립니다." }
      + (1...10).map { "\($0)행의 툴바 항목 사이에 최소 \($0 * 4)포인트의 간격을 두세요." }
    let narrow = BandedAligner(initialBandHalfWidth: 1)
    let result = narrow.align(english: english.map { en($0, anchors: testAnchors($0).filter { $0.first!.isNumber }) },
                              korean: korean.map { ko($0, anchors: testAnchors($0).filter { $0.first!.isNumber }) })
    #expect(result.passes > 1)
    #expect(result.bandHalfWidth > 1)
    #expect(shapes(result) == Array(repeating: "0:1", count: 6) + Array(repeating: "1:1", count: 10))
    #expect(result.beads.last?.korean == 15..<16)
  }

  @Test func beamPruningKeepsTheExactResult() {
    let intro = "본 문서는 Apple의 Human Interface Guideline(이하 HIG) 문서를 한글로 번역한 것입니다."
    let (e, k) = items(english + english, [intro] + korean + [korean[1]] + korean)
    let exact = BandedAligner(beam: .infinity).align(english: e, korean: k)
    let pruned = BandedAligner(beam: 10).align(english: e, korean: k)
    #expect(pruned.beads == exact.beads)
    #expect(shapes(exact).filter { $0 == "1:1" }.count == 8)
  }

  @Test func longRelatedLinksListStaysUnalignedUnderTheBeam() {
    let links = (1...24).map { "관련 글 \($0): 번역 스터디 회고 및 다음 글 안내" }
    let (e, k) = items(english, Array(korean[0...1]) + links + Array(korean[2...3]))
    let pruned = aligner.align(english: e, korean: k)
    #expect(shapes(pruned) == ["1:1", "1:1"] + Array(repeating: "0:1", count: 24) + ["1:1", "1:1"])
    #expect(pruned.beads == BandedAligner(beam: .infinity).align(english: e, korean: k).beads)
  }

  @Test func beamThatCutsTheOnlyPathFallsBackToTheExactPass() {
    // More additions in a row than the beam's allowance (32) at the end of the page.
    let links = (1...40).map { "관련 글 \($0): 번역 스터디 회고" }
    let (e, k) = items(english, korean + links)
    let result = BandedAligner(beam: 1).align(english: e, korean: k)
    #expect(result.passes > 1)
    #expect(shapes(result) == Array(repeating: "1:1", count: 4) + Array(repeating: "0:1", count: 40))
  }

  @Test(arguments: [(0, 3), (3, 0), (0, 0)])
  func emptySides(englishCount: Int, koreanCount: Int) {
    let result = aligner.align(english: english.prefix(englishCount).map { en($0) },
                               korean: korean.prefix(koreanCount).map { ko($0) })
    #expect(result.beads.count == max(englishCount, koreanCount))
    #expect(result.beads.allSatisfy { $0.english.isEmpty || $0.korean.isEmpty })
  }

  /// A long page: paragraphs with numbers of their own (anchors), a translation that leaves
  /// some out, merges two now and then and adds a line of its own.
  static func longPage(_ count: Int) -> (english: [AlignmentItem], korean: [AlignmentItem]) {
    var english: [AlignmentItem] = [], korean: [AlignmentItem] = []
    for i in 0..<count {
      let size = 40 + (i * 37) % 160
      english.append(AlignmentItem(length: size, anchors: ["\(i * 7 + 3)", "\(i % 5)"]))
      switch i % 97 {
      case 11: continue  // left out
      case 23:  // merged with the one before
        korean[korean.count - 1].length += size * 3 / 4
        korean[korean.count - 1].anchors.insert("\(i * 7 + 3)")
      case 41:
        korean.append(AlignmentItem(length: 30, anchors: []))  // the translator's own line
        korean.append(AlignmentItem(length: size * 3 / 4, anchors: ["\(i * 7 + 3)", "\(i % 5)"]))
      default:
        korean.append(AlignmentItem(length: size * 3 / 4, anchors: ["\(i * 7 + 3)", "\(i % 5)"]))
      }
    }
    return (english, korean)
  }

  @Test("a long input is cut at anchors unique nearby, three 1:1 pairs in a row, and its stretches give the whole DP's beads")
  func longInputCutAtConfidentAnchors() {
    let (english, korean) = Self.longPage(BandedAligner.cutLength + 900)
    let cuts = BandedAligner.cuts(english: english, korean: korean)
    #expect(cuts.count == 1)
    for cut in cuts {
      // The cut falls between two 1:1 beads of the whole alignment.
      #expect(english[cut.english].anchors.isSubset(of: korean[cut.korean].anchors))
      #expect(english[cut.english - 1].anchors.isSubset(of: korean[cut.korean - 1].anchors))
    }
    let whole = aligner.alignWhole(english: english, korean: korean, openEnds: [.start, .end])
    let stretches = aligner.align(english: english, korean: korean, openEnds: [.start, .end])
    #expect(stretches.beads == whole.beads)
    #expect(BandedAligner.cuts(english: Array(english.prefix(BandedAligner.cutLength)), korean: korean).isEmpty)
  }
}
