import Foundation
import Testing
@testable import BitextKit

/// English segments followed by the Korean segments that translate them, in one document.
@Suite("SegmentAligner")
struct SegmentAlignerTests {
  static func items(_ texts: [String]) -> [SegmentAligner.Item] { texts.map { SegmentAligner.Item(SegmentShape($0)) } }

  /// `1:1`, `1:0`… per bead, and the English and Korean ranges as `e0..<1 k0..<1`.
  static func beads(_ english: [String], _ korean: [String]) -> [String] {
    SegmentAligner().align(english: items(english), korean: items(korean)).map {
      "\($0.english.count):\($0.korean.count) e\($0.english.lowerBound) k\($0.korean.lowerBound)"
    }
  }

  static let bottom = "A toolbar appears at the bottom of a screen and contains buttons for performing common actions."
  static let bottomKorean = "툴바는 화면 하단에 나타나며 자주 하는 작업을 수행하는 버튼을 포함합니다."
  static let share = "Use the system-provided toolbar buttons for standard actions such as Share, and place them where people expect them."
  static let shareKorean = "공유 같은 표준 작업에는 시스템이 제공하는 툴바 버튼을 사용하고, 사람들이 예상하는 곳에 배치하세요."
  static let labels = "Prefer text labels for toolbar items that people might not recognize from a symbol alone."
  static let labelsKorean = "기호만으로 알아보기 어려운 툴바 항목에는 텍스트 레이블을 사용하세요."

  @Test("a label beside a label scores as the structure pairs it, not by its lengths")
  func labelPairScoresHigh() {
    let aligner = SegmentAligner()
    // A Korean label as long as its English: far from the 0.5 ratio of prose.
    let heading = SegmentAligner.Item(SegmentShape("Getting a ref"), kind: .heading)
    let koreanLabel = SegmentAligner.Item(SegmentShape("ref로 노드 가져오기"))
    let labelled = aligner.align(english: [heading], korean: [koreanLabel])
    #expect(labelled.count == 1 && labelled[0].score >= 0.9)
    // The same lengths as prose score by their length fit alone.
    let prose = aligner.align(english: [SegmentAligner.Item(length: heading.length, isShort: false, words: 6)],
                              korean: [SegmentAligner.Item(length: koreanLabel.length, isShort: false, words: 5)])
    #expect(prose.count == 1 && prose[0].score < 0.8)
    #expect(prose.count == 1 && prose[0].score < labelled[0].score)
  }

  @Test("three paragraphs and their three translations pair 1:1 in order")
  func inOrder() {
    #expect(Self.beads([Self.bottom, Self.share, Self.labels], [Self.bottomKorean, Self.shareKorean, Self.labelsKorean])
      == ["1:1 e0 k0", "1:1 e1 k1", "1:1 e2 k2"])
  }

  @Test("an English paragraph left untranslated in the middle stays unpaired; its neighbours pair")
  func droppedInTheMiddle() {
    let translucent = "Toolbars are translucent and often hide when people are unlikely to need them, for example while "
      + "they read a long article, scroll through a list of photos or watch a video, and they reappear as soon as people "
      + "tap the screen or scroll back up."
    #expect(Self.beads([Self.bottom, translucent, Self.share], [Self.bottomKorean, Self.shareKorean])
      == ["1:1 e0 k0", "1:0 e1 k1", "1:1 e2 k1"])
  }

  @Test("one Korean paragraph translating two English ones is a 2:1 bead")
  func twoToOne() {
    let avoid = "Avoid overcrowding a toolbar with too many controls in a small space."
    let distinguish = "People need to be able to distinguish and activate each item quickly."
    let merged = "툴바에 컨트롤을 너무 많이 넣지 마세요. 사람들이 각 항목을 빠르게 구분하고 활성화할 수 있어야 합니다."
    #expect(Self.beads([avoid, distinguish, Self.share], [merged, Self.shareKorean]) == ["2:1 e0 k0", "1:1 e2 k1"])
  }

  @Test("an English aside naming an API the Korean does not name is left out, not paired")
  func namedAside() {
    let aside = "For developer guidance, see UIToolbar."
    #expect(Self.beads([Self.bottom, aside], [Self.bottomKorean]) == ["1:1 e0 k0", "1:0 e1 k1"])
  }

  @Test("a pair of fitting length scores higher than a pair whose lengths hardly fit")
  func scores() {
    let fitting = SegmentAligner().align(english: Self.items([Self.bottom]), korean: Self.items([Self.bottomKorean]))
    let short = SegmentAligner().align(english: Self.items([Self.bottom]), korean: Self.items(["툴바는 화면 하단에 나타납니다."]))
    #expect(fitting.map(\.korean) == [0..<1] && short.map(\.korean) == [0..<1])
    #expect(fitting[0].score > 0.8)
    #expect(short[0].score < fitting[0].score - 0.3)
  }

  @Test("lengths that cannot be a translation are not forced into a pair")
  func notForced() {
    let beads = SegmentAligner().align(english: Self.items([Self.share]), korean: Self.items(["버튼을 쓰세요."]))
    #expect(beads.count == 2)
    #expect(beads.allSatisfy { $0.english.isEmpty || $0.korean.isEmpty })
  }

  @Test("the document's own ratio is learned from plain pairs; pairs too short to tell are ignored")
  func observe() {
    var aligner = SegmentAligner()
    aligner.observe(englishLength: 10, koreanLength: 9)
    #expect(aligner.lengthModel == .englishToKorean)
    for _ in 0..<10 { aligner.observe(englishLength: 100, koreanLength: 70) }
    #expect(aligner.lengthModel.ratio > 0.6 && aligner.lengthModel.ratio < 0.7)
    #expect(aligner.lengthCost(100, 70) < SegmentAligner().lengthCost(100, 70))
  }
}
