#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import BitextKit

@Suite struct LengthModelTests {
  @Test func lengthCountsUnicodeScalarsNotBytes() {
    #expect(LengthModel.length(of: "도구 모음") == 5)
    #expect(LengthModel.length(of: "iOS 툴바") == 6)
    #expect(LengthModel.length(of: "") == 0)
  }

  @Test func fitFindsRatioAndIgnoresAnOutlier() {
    var pairs: [(english: Int, korean: Int)] = [(120, 61), (200, 98), (64, 33), (150, 78), (90, 44), (300, 152), (40, 21)]
    pairs.append((100, 400))  // a merged or wrong pair
    let model = LengthModel.fit(pairs: pairs)
    #expect(abs(model.ratio - 0.5) < 0.03)
    #expect(model.variance < 1.5)
    #expect(model.variance >= LengthModel.minimumVariance)
  }

  @Test func fewPairsFallBackToTheDefault() {
    #expect(LengthModel.fit(pairs: [(120, 61), (200, 98)]) == .englishToKorean)
    #expect(LengthModel.fit(pairs: [(120, 61), (0, 5), (0, 7), (3, 0), (1, 0)], fallback: .sameLanguage) == .sameLanguage)
  }

  @Test(arguments: [(100, 50, 0.0, 0.05), (100, 65, 1.0, 3.0), (100, 20, 5.0, 20.0), (1000, 100, 50.0, 1000.0)])
  func costGrowsWithTheDeviation(english: Int, korean: Int, minimum: Double, maximum: Double) {
    let cost = LengthModel.englishToKorean.cost(english: english, korean: korean)
    #expect(cost >= minimum && cost <= maximum)
  }

  @Test func tableMatchesTheExactTailAndIsContinuousBeyondIt() {
    for z in stride(from: 0.0, through: 12.0, by: 0.37) {
      #expect(abs(LengthModel.tailCost(z) - LengthModel.exactTailCost(z)) < 0.01)
    }
    // Two-tailed p at z = 1.96 is 0.05.
    #expect(abs(LengthModel.exactTailCost(1.96) - (-log(0.05))) < 0.01)
    #expect(abs(LengthModel.exactTailCost(7.06) - LengthModel.exactTailCost(7.08)) < 0.3)
  }
}

