/// The commonest English function words (articles, prepositions, pronouns, auxiliaries,
/// conjunctions: 89 words of at most six letters), packed one ASCII letter per byte
/// into an integer, so a token is tested without building a string. English sentences are about
/// 40 % function words; names, code identifiers and product lists have none, which tells
/// English prose from the Latin words that Korean text keeps.
enum EnglishFunctionWords {
  /// The words; `contains` looks them up in a table made of this list.
  static let words = "a about all also am an and any are as at be been being but by can could did do does each for from had has have he her here his how if in into is it its just may might more most must no nor not of on only onto or our over shall she should so some such than that the their them then there these they this those to under was we were what when where which who whom whose why will with would you your"

  /// Whether `key` (a word's lower-case letters, one per byte, the first in the high byte) is
  /// one of `words`: one slot of `table` read, rarely two (a binary search of the 89 keys took
  /// about seven comparisons). 0 (no word) is in no slot: it marks the empty ones.
  @inline(__always) static func contains(_ key: UInt64) -> Bool {
    guard key != 0 else { return false }
    var slot = slot(of: key)
    while true {
      let held = table[slot]
      if held == key { return true }
      if held == 0 { return false }
      slot = (slot &+ 1) & (tableSize - 1)
    }
  }

  /// The packed form of a word of at most eight ASCII letters, as `contains` takes it.
  static func key(_ word: Substring) -> UInt64 { word.utf8.reduce(0) { $0 << 8 | UInt64($1) } }

  private static let tableSize = 256

  @inline(__always) private static func slot(of key: UInt64) -> Int {
    Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 56)
  }

  /// The keys of `words` in an open-addressed table of `tableSize` slots (linear probing, about a
  /// third full; 0, no word's key, marks an empty slot). Made once, never freed.
  nonisolated(unsafe) private static let table: UnsafePointer<UInt64> = {
    let table = UnsafeMutablePointer<UInt64>.allocate(capacity: tableSize)
    table.initialize(repeating: 0, count: tableSize)
    for word in words.split(separator: " ") {
      var slot = slot(of: key(word))
      while table[slot] != 0 { slot = (slot + 1) & (tableSize - 1) }
      table[slot] = key(word)
    }
    return UnsafePointer(table)
  }()
}
