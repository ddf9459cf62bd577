import Testing
@testable import BitextKit

/// `UnitID.description` is what the TMX (`x-unit`) and findings.json write: 16 lower-case hex
/// digits, zero-padded, the same as `String(_:radix: 16)` padded.
@Suite struct UnitIDTests {
  @Test func sixteenLowerCaseHexDigits() {
    var generator = SplitMix64(seed: 16)
    let values: [UInt64] = [0, 1, 0xF, 0x10, 0xABCDEF, 0x0123_4567_89AB_CDEF, .max] + (0..<200).map { _ in generator.next() >> UInt64(generator.below(64)) }
    for value in values {
      let hex = String(value, radix: 16)
      #expect(UnitID(rawValue: value).description == String(repeating: "0", count: 16 - hex.utf8.count) + hex)
    }
  }
}
