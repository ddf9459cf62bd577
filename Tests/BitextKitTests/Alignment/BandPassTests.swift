import Foundation
import Testing
@testable import BitextKit

/// One DP pass of `BandedAligner` in a band of fixed width: its path, whether the path ran along
/// the band's edge (so the aligner widens the band), and the beam cutting a path.
@Suite("BandPass")
struct BandPassTests {
  static let english = [
    "A toolbar provides convenient access to frequently used commands and controls that perform actions relevant to the current view.",
    "Depending on the platform, a toolbar can look and behave differently.",
    "In iOS, a toolbar appears at the bottom of a screen. iOS toolbars aren’t customizable, and they don’t support grouping.",
    "In watchOS, the toolbar itself isn’t visible, but a toolbar button can appear at the top of a scrolling view.",
  ]
  static let korean = [
    "툴바는 현재 뷰와 관련된 작업을 수행하는 자주 사용하는 명령 및 컨트롤에 편리하게 접근할 수 있도록 해줍니다.",
    "플랫폼에 따라 툴바의 모양과 동작이 다를 수 있습니다.",
    "iOS에서는 툴바가 화면 하단에 표시됩니다. iOS 툴바는 커스터마이징 할 수 없으며 그룹핑을 지원하지 않습니다.",
    "watchOS에서는 툴바 자체가 표시되지 않지만 스크롤 뷰의 상단에 툴바 버튼이 표시될 수 있습니다.",
  ]
  /// A blog's list of related posts, Korean with no English.
  static let links = (1...40).map { "관련 글 \($0): 번역 스터디 회고" }

  /// The default bead shapes, cheapest first (1:1 is move 0); `moveIndex` finds a shape.
  static let moves = AlignmentWeights().priors.filter { $0.value > 0 }
    .map { MoveCost(move: $0.key, prior: -log($0.value)) }
    .sorted { ($0.prior, $0.english, $0.korean) < ($1.prior, $1.english, $1.korean) }

  static func moveIndex(_ english: Int, _ korean: Int) -> Int {
    moves.firstIndex { $0.english == english && $0.korean == korean }!
  }

  static let pair = moveIndex(1, 1), addition = moveIndex(0, 1)

  static func pass(_ english: [String], _ korean: [String], halfWidth: Int, beam: Double = .infinity) -> BandPass {
    // The names a translation keeps are the English's anchors; the Korean's are all its Latin words and numbers.
    let sides = PreparedSides(english: english.map { en($0, anchors: testAnchors($0).intersection(["ios", "watchos"])) },
                              korean: korean.map { ko($0, anchors: testAnchors($0)) }, features: .characterBigrams)
    var pass = BandPass(sides: sides, moves: moves, halfWidth: halfWidth, model: .englishToKorean, weights: AlignmentWeights(),
                        beam: beam)
    pass.run()
    return pass
  }

  @Test("a band that holds the path: one 1:1 step per pair, in order, clear of the band's edge")
  func diagonal() throws {
    let pass = Self.pass(Self.english, Self.korean, halfWidth: 2)
    let path = try #require(pass.backtrace())
    #expect(path.steps.map { [$0.i, $0.j, $0.move] } == (1...4).map { [$0, $0, Self.pair] })
    #expect(!path.touchedEdge)
    #expect(pass.finalCost < .infinity)
  }

  @Test("a Korean intro longer than the band is wide: the path runs along the band's edge")
  func narrowBand() {
    let intro = (1...6).map { "블로그 머리말 \($0)번째 줄입니다, 번역에 참여한 분들께 감사드립니다." }
    let wide = Self.pass(Self.english, intro + Self.korean, halfWidth: 10)
    #expect(wide.backtrace()?.touchedEdge == false)
    #expect(wide.backtrace()?.steps.map(\.move) == Array(repeating: Self.addition, count: 6) + Array(repeating: Self.pair, count: 4))
    let narrow = Self.pass(Self.english, intro + Self.korean, halfWidth: 1)
    #expect(narrow.backtrace().map(\.touchedEdge) ?? true)
    #expect(narrow.finalCost > wide.finalCost)
  }

  @Test("the beam cuts a path of more additions in a row than its allowance; an exact pass keeps it")
  func beamCutsThePath() throws {
    let korean = Self.korean + Self.links
    let pruned = Self.pass(Self.english, korean, halfWidth: korean.count, beam: 1)
    #expect(pruned.backtrace() == nil)
    #expect(pruned.finalCost == .infinity)
    let exact = Self.pass(Self.english, korean, halfWidth: korean.count)
    #expect(try #require(exact.backtrace()).steps.map(\.move) == Array(repeating: Self.pair, count: 4) + Array(repeating: Self.addition, count: 40))
  }

  @Test("a beam wide enough for the path costs the same as the exact pass")
  func beamKeepsTheCost() {
    let korean = Array(Self.korean[0...1]) + Self.links.prefix(12) + Array(Self.korean[2...3])
    let exact = Self.pass(Self.english, korean, halfWidth: 16)
    let pruned = Self.pass(Self.english, korean, halfWidth: 16, beam: 40)
    #expect(pruned.finalCost == exact.finalCost)
    #expect(pruned.backtrace()?.steps.map(\.move) == exact.backtrace()?.steps.map(\.move))
  }
}
