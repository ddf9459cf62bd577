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

  /// The compact occurrence table counts exactly as a dictionary would, through its growth,
  /// with repeated keys, keys that share a home slot, and the key 0.
  @Test func occurrencesCountAsADictionaryWould() {
    var generator = SplitMix64(seed: 1_000)
    var table = OccurrenceTable()
    var reference: [UInt64: UInt32] = [:]
    // Keys from a small pool repeat often; random ones rarely; multiples of 2^40 share low bits.
    let pool = (0..<300).map { _ in generator.next() }
    for step in 0..<30_000 {
      let key: UInt64
      switch generator.below(4) {
      case 0: key = pool[generator.below(pool.count)]
      case 1: key = UInt64(generator.below(64)) << 40
      case 2: key = step % 997 == 0 ? 0 : generator.next()
      default: key = generator.next()
      }
      let expected = reference[key, default: 0]
      reference[key] = expected + 1
      #expect(table.record(key) == expected, "step \(step)")
    }
  }
}
