import Foundation
import Testing
@testable import BitextKit

/// The score a user filters on weighs what the checks found: a pair nothing contradicts is
/// lifted, a pair whose names disagree and that shares none keeps only part of its score.
@Suite struct CheckedScoreTests {
  static let guide = """
    # Getting started

    > # 시작하기

    Install the package with npm:

    > npm으로 패키지를 설치하세요.

    Or yarn:

    > 또는 yarn을 사용하면 다음과 같습니다.

    Run the development server and open the page in your browser to see the result.

    > 개발 서버를 실행하고 브라우저에서 페이지를 열어 결과를 확인하세요.

    Configure Webpack before you deploy the app to production.

    > 앱을 프로덕션에 배포하기 전에 Vite를 설정하세요.

    Each component keeps its own state, so two counters on one page count on their own.

    > 각 컴포넌트는 자신만의 state를 가지므로 한 페이지의 두 카운터는 따로 셉니다.
    """

  func scores() throws -> [String: Double] {
    let directory = try TemporaryDirectory()
    try directory.write("guide.md", Self.guide)
    let (summary, result) = AlignmentRun.execute(AlignmentOptions(inputs: [directory.path + "/guide.md"], writesOutputs: false)) { _ in }
    #expect(summary.failedInputs.isEmpty)
    return Dictionary(result.units.filter { $0.status == .aligned }.map { ($0.englishText, $0.score) }, uniquingKeysWith: { a, _ in a })
  }

  @Test func aShortLabelPairNothingContradictsIsLiftedOverOneHalf() throws {
    // Its lengths fit poorly (a short English label, a full Korean sentence): alignment alone
    // scored it 0.43.
    let score = try #require(try scores()["Or yarn:"])
    #expect(score >= 0.5)
    #expect(score < 0.9)
  }

  @Test func aPairWhoseNamesDisagreeAndShareNoneDropsButKeepsASurePlace() throws {
    // Lengths fit and it stands in the slot under its English (alignment alone: 1.00), but
    // `Webpack` is `Vite` in the Korean and the two sides share no name or number: it keeps
    // `contradictedShare` of its score, under the sure pairs, over one half.
    let score = try #require(try scores()["Configure Webpack before you deploy the app to production."])
    #expect(score == CheckedScore.contradictedShare)
    #expect(score >= 0.5 && score < 0.9)
  }

  @Test func aPairWhoseNamesDisagreeAndWhosePlaceIsDoubtfulFallsUnderOneHalf() {
    var unit = CheckFixtures.unit("Configure Webpack before you deploy the app.", "배포하기 전에 Vite를 설정하세요.")
    unit.score = 0.7
    #expect(CheckedScore.weighed(unit, codes: [.termMismatch]) == 0.42)
    unit.score = 0.3
    #expect(CheckedScore.weighed(unit, codes: [.termMismatch, .numberMismatch]) == 0.18)
  }

  @Test func confidentPairsStayConfident() throws {
    let scores = try scores()
    #expect(try #require(scores["Install the package with npm:"]) >= 0.9)
    #expect(try #require(scores["Each component keeps its own state, so two counters on one page count on their own."]) >= 0.9)
  }

  @Test func aMismatchBesideASharedNameIsLiftedAQuarterOfTheWay() {
    var unit = CheckFixtures.unit("Install React with npm before you start.", "시작하기 전에 yarn으로 React를 설치하세요.")
    unit.score = 0.8
    #expect(CheckedScore.weighed(unit, codes: [.termMismatch]) == 0.85)
    #expect(CheckedScore.weighed(unit, codes: [.untranslated]) == 0.8)
    #expect(CheckedScore.weighed(unit, codes: []) == 0.9)
  }

  /// A Latin name in Korean takes no plural: `Hooks` kept as `Hook` is a shared name, so a
  /// mismatch elsewhere in the pair does not cap it as unrelated.
  @Test func aNameKeptWithoutItsPluralIsShared() {
    var unit = CheckFixtures.unit("Custom Hooks let you share logic between Vue components.", "커스텀 Hook으로 컴포넌트 간에 로직을 공유할 수 있습니다.")
    unit.score = 0.8
    #expect(CheckedScore.sharesAnchor(unit))
    #expect(CheckedScore.weighed(unit, codes: [.termMismatch]) == 0.85)
    #expect(CheckedScore.singular("class") == "class")
    #expect(CheckedScore.singular("css") == "css")
  }
}
