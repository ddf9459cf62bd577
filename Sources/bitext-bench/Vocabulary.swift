/// Words of the corpus that synthesis swaps in, so repeated documents do not repeat lines:
/// English words of four or more ASCII letters and Hangul runs of two or more syllables,
/// deduplicated and sorted, so the choice depends only on the corpus and the seed.
struct Vocabulary {
  var english: [[UInt8]]
  var korean: [[UInt8]]

  init(lines: [[UInt8]]) {
    var english = Set<[UInt8]>()
    var korean = Set<[UInt8]>()
    for line in lines {
      var i = 0
      while i < line.count {
        if line[i].isASCIILetter {
          let j = Self.letterRunEnd(line, from: i)
          if j - i >= 4 { english.insert(Array(line[i..<j]).map { $0 | 0x20 }) }
          i = j
        } else if Self.isHangulSyllable(line, at: i) {
          let j = Self.hangulRunEnd(line, from: i)
          if j - i >= 6 { korean.insert(Array(line[i..<j])) }
          i = j
        } else {
          i += 1
        }
      }
    }
    self.english = english.sorted { $0.lexicographicallyPrecedes($1) }
    self.korean = korean.sorted { $0.lexicographicallyPrecedes($1) }
  }

  static func letterRunEnd(_ b: [UInt8], from start: Int) -> Int {
    var j = start
    while j < b.count, b[j].isASCIILetter { j += 1 }
    return j
  }

  static func digitRunEnd(_ b: [UInt8], from start: Int) -> Int {
    var j = start
    while j < b.count, b[j] >= 0x30 && b[j] <= 0x39 { j += 1 }
    return j
  }

  /// U+AC00…U+D7A3 is `EA B0 80` … `ED 9E A3` in UTF-8.
  static func isHangulSyllable(_ b: [UInt8], at i: Int) -> Bool {
    guard i + 2 < b.count else { return false }
    let value = UInt32(b[i] & 0x0F) << 12 | UInt32(b[i + 1] & 0x3F) << 6 | UInt32(b[i + 2] & 0x3F)
    return b[i] & 0xF0 == 0xE0 && b[i + 1] & 0xC0 == 0x80 && b[i + 2] & 0xC0 == 0x80 && value >= 0xAC00 && value <= 0xD7A3
  }

  static func hangulRunEnd(_ b: [UInt8], from start: Int) -> Int {
    var j = start
    while isHangulSyllable(b, at: j) { j += 3 }
    return j
  }
}

extension UInt8 {
  var isASCIILetter: Bool { (self | 0x20) >= 0x61 && (self | 0x20) <= 0x7A }
}
