import Testing
@testable import BitextKit

/// `UnitProfile(_:reusing:)`, the streamed checks' profiles: read unit after unit with one
/// `UnitProfile.Scanners`, they are the profiles `UnitProfile(_:)` reads with new scanners.
@Suite("UnitProfile")
struct UnitProfileTests {
  private static let pairs = [
    ("Open the Toolbar settings and set 3 Buttons. Then press OK.", "도구 막대(toolbar) 설정을 열고 버튼 3개를 설정하세요. 그다음 OK를 누르세요."),
    ("Use Suspense-enabled frameworks like Next.js 13 with non-React code.", "Next.js 13처럼 Suspense 지원 프레임워크를 React가 아닌 코드와 사용하세요."),
    ("", "한국어만 있는 단위입니다. 두 번째 문장입니다."),
    ("APIs and IDs, three of them, e.g. 44x44 icons.", "API와 ID 세 개, 예를 들어 44x44 아이콘."),
  ]

  @Test("reused scanners read each unit as new ones do")
  func reusedScanners() {
    var scanners = UnitProfile.Scanners()
    for (english, korean) in Self.pairs + Self.pairs.reversed() {
      let unit = CheckFixtures.unit(english, korean)
      expectSame(UnitProfile(unit, reusing: &scanners), UnitProfile(unit))
    }
  }

  @Test("a profile still held when the scanners read the next unit is unchanged")
  func heldProfile() {
    var scanners = UnitProfile.Scanners()
    let first = CheckFixtures.unit(Self.pairs[0].0, Self.pairs[0].1)
    let held = UnitProfile(first, reusing: &scanners)
    let next = UnitProfile(CheckFixtures.unit(Self.pairs[1].0, Self.pairs[1].1), reusing: &scanners)
    expectSame(held, UnitProfile(first))
    expectSame(next, UnitProfile(CheckFixtures.unit(Self.pairs[1].0, Self.pairs[1].1)))
  }

  private func expectSame(_ profile: UnitProfile, _ expected: UnitProfile) {
    #expect(profile.english == expected.english)
    #expect(profile.korean == expected.korean)
    #expect(profile.englishKeyHashes == expected.englishKeyHashes)
    #expect(profile.koreanKeys == expected.koreanKeys)
    #expect(profile.koreanHangulWordRanges == expected.koreanHangulWordRanges)
    #expect(profile.englishMeasure == expected.englishMeasure)
    #expect(profile.koreanMeasure == expected.koreanMeasure)
  }
}
