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

  @Test func fitFindsTheLogSpreadFromTheSamePairs() {
    let steady = LengthModel.fit(pairs: (0..<9).map { (100 + 10 * $0, 50 + 5 * $0) })
    #expect(abs(steady.ratio - 0.5) < 1e-9)
    #expect(abs(steady.logRatio - log(0.5)) < 1e-9)
    #expect(steady.spread == LengthModel.minimumSpread)
    #expect(steady.sampleCount == 9)
    // A third of the Korean 30 % longer than usual, a third 24 % shorter: the log view's
    // spread follows (1.4826 × |log 1.3|), the ratio stays the median.
    let loose = LengthModel.fit(pairs: (0..<9).map { (100, [65, 50, 38][$0 % 3]) })
    #expect(abs(loose.ratio - 0.5) < 1e-9)
    #expect(abs(loose.spread - 1.4826 * log(1.3)) < 1e-9)
    #expect(loose.variance > steady.variance)
  }

  @Test func fewPairsFallBackToThePrior() {
    #expect(LengthModel.fit(pairs: [(120, 61), (200, 98)]) == .englishToKorean)
    let prior = LengthModel(ratio: 1, variance: 2, spread: 0.3)
    #expect(LengthModel.fit(pairs: [(120, 61), (0, 5), (0, 7), (3, 0), (1, 0)], prior: prior) == prior)
    #expect(LengthModel.fit(pairs: (0..<7).map { (100, 50 + $0) }, minimumPairs: 8) == .englishToKorean)
  }

  @Test func bothViewsAgreeOnTheCenter() {
    let model = LengthModel.englishToKorean
    #expect(model.logDeviation(english: 200, korean: 100) == 0)
    #expect(model.deviation(english: 200, korean: 100) == 0)
    #expect(model.relativeLength(english: 200, korean: 100) == 1)
    // Korean twice as long as usual is far out in both views, and longer is positive in both.
    #expect(model.logDeviation(english: 200, korean: 200) > 3)
    #expect(model.deviation(english: 200, korean: 200) > 3)
    #expect(model.logDeviation(english: 200, korean: 50) < -3)
  }

  @Test func learningMovesTheRatioTowardTheObservedOnes() {
    let prior = LengthModel.englishToKorean
    let learned = prior.learning(logRatioSum: 5 * log(0.7), count: 5)
    #expect(abs(learned.ratio - (0.5 * 0.7).squareRoot()) < 1e-9)
    #expect(learned.spread == prior.spread && learned.variance == prior.variance)
    #expect(learned.sampleCount == 5)
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

  /// The DP skips a candidate by `TailTable.floor` before reading the table: the floor must
  /// never be above the table's cost, on the fine part, the coarse part and beyond.
  @Test func tableNeverFallsBelowItsFloor() {
    let table = TailTable.shared
    for u in stride(from: 0.0, through: 2_000.0, by: 0.0131) {
      #expect(table.cost(ofSquare: u) >= TailTable.floor(ofSquare: u), "u = \(u)")
    }
    // Where the floor starts it is close under the cost (z = 2: 3.09 against 3).
    #expect(table.cost(ofSquare: TailTable.fineLimit) - TailTable.floor(ofSquare: TailTable.fineLimit) < 0.1)
  }
}

