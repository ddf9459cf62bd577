/// The identity of a translation unit, derived from its content and place: the source document
/// it belongs to (`TranslationUnit.source`), its English and Korean text, and how many units of
/// that document with the same text come before it. It does not depend on line numbers or on the
/// unit's position among others, so editing, inserting or removing an unrelated paragraph
/// changes no other unit's identity; changing the unit's own text (or its translation) makes it
/// a new unit. Printed as 16 hex digits (`findings.json`'s `unit`, the TMX `x-unit` prop).
public struct UnitID: Hashable, Sendable, Comparable, CustomStringConvertible {
  public var rawValue: UInt64

  public init(rawValue: UInt64) { self.rawValue = rawValue }

  /// A unit that no stage has identified yet (units inside pairing and alignment).
  public static let unassigned = UnitID(rawValue: 0)

  public static func < (a: UnitID, b: UnitID) -> Bool { a.rawValue < b.rawValue }

  /// 16 lower-case hex digits, zero-padded (written per unit into the TMX and findings.json:
  /// digit by digit, not through the generic `String(_:radix:)`).
  public var description: String {
    String(unsafeUninitializedCapacity: 16) { buffer in
      writeHexDigits(to: UnsafeMutableRawBufferPointer(buffer))
      return 16
    }
  }

  /// The 16 digits of `description` into the first 16 bytes of `buffer` (writers append them
  /// without making a string).
  func writeHexDigits(to buffer: UnsafeMutableRawBufferPointer) {
    var value = rawValue
    for k in stride(from: 15, through: 0, by: -1) {
      let digit = UInt8(value & 0xF)
      buffer[k] = digit < 10 ? 0x30 + digit : 0x57 + digit
      value >>= 4
    }
  }
}

/// Gives units their `UnitID`, counting occurrences of the same (document, text) so that the
/// second copy of a repeated paragraph gets its own identity. One identifier per set of units
/// that are numbered together (a page, a streamed document); order among equal texts is the
/// order units are identified in.
///
/// - Complexity: O(text bytes) per unit; memory 8–16 bytes per distinct (document, text) seen
///   (`OccurrenceTable`), plus a counter for each text seen more than once.
public struct UnitIdentifier: Sendable {
  private var occurrences = OccurrenceTable()

  public init() {}

  /// Sets `unit.id` from its source, English, Korean and occurrence.
  public mutating func identify(_ unit: inout TranslationUnit) {
    identify(&unit, content: Self.content(of: unit))
  }

  /// The hash of what identifies `unit` apart from its occurrence: its source, English and
  /// Korean. Independent of every other unit, so it can be computed on any thread ahead of
  /// `identify(_:content:)`, which must see the units in order.
  static func content(of unit: TranslationUnit) -> UInt64 {
    var hasher = FNV1a()
    hasher.combine(unit.source ?? "")
    // Each text read by index: a loop over the segments copied each one (its text, location
    // and marks retained and released).
    for index in unit.english.indices { hasher.combine(unit.english[index].text) }
    hasher.combine(1)
    for index in unit.korean.indices { hasher.combine(unit.korean[index].text) }
    return hasher.value
  }

  /// `identify(_:)` with the unit's `content(of:)` already computed.
  mutating func identify(_ unit: inout TranslationUnit, content: UInt64) {
    let occurrence = occurrences.record(content)
    var identity = FNV1a(seed: content)
    identity.combine(UInt64(occurrence))
    unit.id = UnitID(rawValue: identity.value == 0 ? 1 : identity.value)
  }
}

/// How many times each 64-bit key was seen before, for `UnitIdentifier`: what a
/// `[UInt64: UInt32]` counts, in a third of its memory. A streamed document of a gigabyte has
/// 1.7 million distinct units; a `Dictionary` kept 12 bytes per slot at most 3/4 full and held
/// the old and the new storage while growing (76 MB at its peak). Here every key seen is one
/// slot of an open-addressing table of `UInt64` (linear probing, at most 7/8 full), and only the
/// keys seen twice or more have a count, in a dictionary of their own.
struct OccurrenceTable: Sendable {
  /// Keys by slot; 0 marks an empty slot (the key 0 is counted apart).
  private var slots = [UInt64](repeating: 0, count: 1024)
  private var used = 0
  /// Keys seen more than once: how many times.
  private var repeats: [UInt64: UInt32] = [:]
  private var zeroSeen: UInt32 = 0

  /// The number of times `key` was recorded before this call; records it once more.
  mutating func record(_ key: UInt64) -> UInt32 {
    if key == 0 { defer { zeroSeen += 1 }; return zeroSeen }
    let mask = slots.count - 1
    var slot = Self.home(key, mask)
    while slots[slot] != 0 {
      if slots[slot] == key {
        let seen = repeats[key, default: 1]
        repeats[key] = seen + 1
        return seen
      }
      slot = (slot + 1) & mask
    }
    slots[slot] = key
    used += 1
    if used * 8 > slots.count * 7 { grow() }
    return 0
  }

  @inline(__always)
  private static func home(_ key: UInt64, _ mask: Int) -> Int {
    Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
  }

  private mutating func grow() {
    let old = slots
    slots = [UInt64](repeating: 0, count: old.count * 2)
    let mask = slots.count - 1
    for key in old where key != 0 {
      var slot = Self.home(key, mask)
      while slots[slot] != 0 { slot = (slot + 1) & mask }
      slots[slot] = key
    }
  }
}

/// 64-bit FNV-1a over UTF-8 bytes: stable across runs, processes and platforms (Swift's
/// `Hasher` is seeded per process, so it cannot name anything written to a file).
struct FNV1a: Sendable {
  private(set) var value: UInt64

  init(seed: UInt64 = 0xcbf2_9ce4_8422_2325) { value = seed }

  mutating func combine(_ text: String) {
    // In place (`withUTF8` needed a copy of the text: a retain and a release per field).
    text.withUTF8Bytes { for byte in $0 { add(byte) } }
    add(0xFF)  // never in UTF-8: ends the field, so ("ab", "c") ≠ ("a", "bc")
  }

  mutating func combine(_ number: UInt64) {
    for shift in stride(from: 0, to: 64, by: 8) { add(UInt8(truncatingIfNeeded: number >> UInt64(shift))) }
  }

  private mutating func add(_ byte: UInt8) {
    value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
  }
}
