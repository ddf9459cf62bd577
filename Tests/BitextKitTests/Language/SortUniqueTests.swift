import Testing
@testable import BitextKit

/// `sortUnique` (in place, a quicksort down to insertion-sorted runs) gives what sorting the
/// distinct values gives, at every length around the insertion runs' and on inputs a
/// quicksort finds hard: in order, reversed, all equal, few distinct values.
struct SortUniqueTests {
  @Test func sortUniqueIsTheSortedDistinctValues() {
    var state: UInt64 = 3
    func next() -> UInt64 {  // SplitMix64
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    for length in Array(0...70) + [100, 257, 1000, 5000] {
      let random = (0..<length).map { _ in next() }
      let inputs: [[UInt64]] = [
        random, random.sorted(), random.sorted().reversed(), [UInt64](repeating: 9, count: length),
        random.map { $0 % 5 }, (0..<length).map { UInt64($0 % 2 == 0 ? $0 : length - $0) },
      ]
      for input in inputs {
        let expected = Set(input).sorted()
        var array = input
        array.sortUnique()
        #expect(array == expected, "length \(length)")
        #expect(input.sortedUnique() == expected)
        // The fallback to the standard sort, from the first split (0) or the second (1), as a
        // run an adversarial input splits badly would reach it.
        for depthLimit in [0, 1] {
          var limited = input
          let kept = limited.withUnsafeMutableBufferPointer { $0.sortUnique(depthLimit: depthLimit) }
          #expect(Array(limited[..<kept]) == expected, "length \(length), depth limit \(depthLimit)")
        }
      }
    }
  }
}
