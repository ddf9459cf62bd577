/// Length and sentences of a text, measured on its bytes, for the length-ratio model and the
/// omission and addition checks.
struct TextMeasure: Sendable, Equatable {
  /// Unicode scalars that are not white space: a Hangul syllable and a Latin letter count one
  /// each, so the ratio compares what a reader sees, not UTF-8 bytes. With `excludingGlosses`,
  /// parentheses without Hangul in Korean text (`도구 모음(toolbar)`) don't count: they repeat
  /// the English term and would make a faithful translation look long.
  var length: Int { sentenceLengths.reduce(0, +) }
  /// Visible length of each sentence. A sentence ends at `.` `!` `?` `;` `。` followed by a space
  /// or the end (closing quotes allowed between); decimals (`1.5`), identifiers
  /// (`square.and.arrow.up`), ellipses (`...`) and one-letter abbreviations (`e.g.`) don't end one.
  var sentenceLengths: [Int]
  var sentences: Int { sentenceLengths.count }

  init(_ text: String, excludingGlosses: Bool = false) {
    var copy = text
    var ends: [Int]? = nil
    sentenceLengths = copy.withUTF8 { Self.measure($0, excludingGlosses: excludingGlosses, ends: &ends) }
  }

  /// The same measure, its lengths written into `room`'s storage (emptied first), which the
  /// measure then shares: for a caller that measures text after text, each measure freed
  /// before the next (`UnitProfile.Scanners`), where an array of each text's lengths was
  /// allocated and freed.
  init(_ text: String, excludingGlosses: Bool = false, reusing room: inout [Int]) {
    room.removeAll(keepingCapacity: true)
    var copy = text
    var ends: [Int]? = nil
    copy.withUTF8 { bytes in
      withUnsafeTemporaryAllocation(of: Int.self, capacity: Gathered.heldCapacity) { held in
        var lengths = Gathered(held: held)
        Self.measure(bytes, excludingGlosses: excludingGlosses, ends: &ends, into: &lengths)
        lengths.write(into: &room)
      }
    }
    sentenceLengths = room
  }

  /// The UTF-8 byte ranges of the sentences `TextMeasure(text, excludingGlosses:)` counts, in
  /// order (one per length). For the few texts a check needs to read sentence by sentence.
  static func sentenceRanges(of text: String, excludingGlosses: Bool = false) -> [Range<Int>] {
    var copy = text
    var ends: [Int]? = []
    let count = copy.withUTF8 { $0.count }
    _ = copy.withUTF8 { Self.measure($0, excludingGlosses: excludingGlosses, ends: &ends) }
    var ranges: [Range<Int>] = []
    var start = 0
    for (index, end) in (ends ?? []).enumerated() {
      let upper = index == (ends ?? []).count - 1 ? count : end
      ranges.append(start..<upper)
      start = upper
    }
    return ranges
  }

  private static func measure(_ bytes: UnsafeBufferPointer<UInt8>, excludingGlosses: Bool, ends: inout [Int]?) -> [Int] {
    // A text has a few sentences (two or three in most units): their lengths are gathered in
    // room on the stack and copied once into an array of their count. An array grown one length
    // at a time was allocated up to three times for four sentences, and a held run keeps it.
    withUnsafeTemporaryAllocation(of: Int.self, capacity: Gathered.heldCapacity) { held in
      var lengths = Gathered(held: held)
      measure(bytes, excludingGlosses: excludingGlosses, ends: &ends, into: &lengths)
      return lengths.array
    }
  }

  /// Sentence lengths gathered in `held` (stack room), and past its end in `more`.
  private struct Gathered {
    static let heldCapacity = 16
    let held: UnsafeMutableBufferPointer<Int>
    private(set) var count = 0
    private var more: [Int] = []

    init(held: UnsafeMutableBufferPointer<Int>) {
      self.held = held
    }

    mutating func append(_ length: Int) {
      if count < held.count { held[count] = length } else { more.append(length) }
      count += 1
    }

    /// Adds `length` to the last length (there is one).
    mutating func addToLast(_ length: Int) {
      if count <= held.count { held[count - 1] += length } else { more[more.count - 1] += length }
    }

    var array: [Int] {
      more.isEmpty ? Array(held[..<count]) : Array(held) + more
    }

    /// The lengths appended to `array`.
    func write(into array: inout [Int]) {
      for index in 0..<min(count, held.count) { array.append(held[index]) }
      if !more.isEmpty { array.append(contentsOf: more) }
    }
  }

  private static func measure(_ bytes: UnsafeBufferPointer<UInt8>, excludingGlosses: Bool, ends: inout [Int]?,
                              into lengths: inout Gathered) {
    var length = 0, contentSinceEnd = false
    var i = 0
    let count = bytes.count
    Self.byteClasses.withUnsafeBufferPointer { classes in
      Self.chunkClasses.withUnsafeBufferPointer { sums in
        while i < count {
          // Eight bytes at a time: their `chunkClasses` added up tell how many are visible, whether
          // one is content and whether one is special. Most chunks hold no special byte and are
          // counted at once; a chunk with one is read byte by byte below.
          if i &+ 8 <= count {
            var chunk = sums[Int(bytes[i])] &+ sums[Int(bytes[i &+ 1])] &+ sums[Int(bytes[i &+ 2])]
            chunk = chunk &+ sums[Int(bytes[i &+ 3])] &+ sums[Int(bytes[i &+ 4])] &+ sums[Int(bytes[i &+ 5])]
            chunk = chunk &+ sums[Int(bytes[i &+ 6])] &+ sums[Int(bytes[i &+ 7])]
            if chunk & Self.specialCount == 0 {
              length &+= Int(chunk & Self.visibleCount)
              if chunk & Self.contentCount != 0 { contentSinceEnd = true }
              i &+= 8
              continue
            }
          }
          let stop = min(i &+ 8, count)
          while i < stop {
            let b = bytes[i]
            let byteClass = classes[Int(b)]
            // Most bytes neither open a gloss nor may end a sentence: counted and classed by the table.
            guard byteClass & Self.special != 0 else {
              if byteClass & Self.visible != 0 { length += 1 }
              if byteClass & Self.content != 0 { contentSinceEnd = true }
              i += 1
              continue
            }
            if excludingGlosses, b == UInt8(ascii: "("), let close = glossEnd(bytes, from: i) {
              i = close + 1
              continue
            }
            if b & 0xC0 != 0x80 && b != 0x20 && b != 0x09 && b != 0x0A && b != 0x0D { length += 1 }
            if isTerminator(bytes, i), contentSinceEnd, endsSentence(bytes, after: i), !isAbbreviation(bytes, i) {
              lengths.append(length)
              ends?.append(i + 1)
              length = 0
              contentSinceEnd = false
            } else if b >= 0x80 ? b >= 0xC0 : isWordByte(b) {
              contentSinceEnd = true
            }
            i += 1
          }
        }
      }
    }
    if contentSinceEnd {
      lengths.append(length)
      ends?.append(bytes.count)
    } else if length > 0, lengths.count > 0 {
      lengths.addToLast(length)
    }
  }

  /// `byteClasses` bits: the byte counts toward the length (not white space, not a UTF-8
  /// continuation); it is sentence content (a letter, a digit, a lead byte); it may open a gloss
  /// or end a sentence (`(` `.` `!` `?` `;` and the last byte of `。`), read by the full rules.
  private static let visible: UInt8 = 1, content: UInt8 = 2, special: UInt8 = 4
  private static let byteClasses: [UInt8] = (0...255).map { value in
    let b = UInt8(value)
    if b == UInt8(ascii: "(") || b == UInt8(ascii: ".") || b == UInt8(ascii: "!") || b == UInt8(ascii: "?")
      || b == UInt8(ascii: ";") || b == 0x82 {
      return special
    }
    var bits: UInt8 = 0
    if b & 0xC0 != 0x80 && b != 0x20 && b != 0x09 && b != 0x0A && b != 0x0D { bits |= visible }
    if b >= 0x80 ? b >= 0xC0 : isWordByte(b) { bits |= content }
    return bits
  }

  /// `byteClasses` as counts that add up over a chunk of eight bytes: one in the low byte if
  /// visible, in the second if content, in the third if special (at most eight each).
  private static let visibleCount: UInt32 = 0xFF, contentCount: UInt32 = 0xFF00, specialCount: UInt32 = 0xFF_0000
  private static let chunkClasses: [UInt32] = byteClasses.map { bits in
    (bits & visible != 0 ? 1 : 0) | (bits & content != 0 ? 1 << 8 : 0) | (bits & special != 0 ? 1 << 16 : 0)
  }

  /// The index of `)` closing a parenthesis that holds no Hangul (lead bytes 0xEA–0xED or
  /// jamo 0xE1/0xE3) within 80 bytes, else nil.
  private static func glossEnd(_ bytes: UnsafeBufferPointer<UInt8>, from open: Int) -> Int? {
    var j = open + 1
    while j < bytes.count && j < open + 80 {
      let b = bytes[j]
      if b == UInt8(ascii: ")") { return j > open + 1 ? j : nil }
      if b == UInt8(ascii: "(") || (b >= 0xEA && b <= 0xED) || b == 0xE1 || b == 0xE3 { return nil }
      j += 1
    }
    return nil
  }

  private static func isWordByte(_ b: UInt8) -> Bool {
    (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A)
  }

  private static func isTerminator(_ bytes: UnsafeBufferPointer<UInt8>, _ i: Int) -> Bool {
    let b = bytes[i]
    if b == UInt8(ascii: ".") { return !(i > 0 && bytes[i - 1] == b) && !(i + 1 < bytes.count && bytes[i + 1] == b) }
    // A semicolon too: translators usually make its second half a sentence of its own.
    if b == UInt8(ascii: "!") || b == UInt8(ascii: "?") || b == UInt8(ascii: ";") { return true }
    // 。 U+3002 (E3 80 82)
    return b == 0x82 && i >= 2 && bytes[i - 1] == 0x80 && bytes[i - 2] == 0xE3
  }

  /// A space, the end, or closing quotes/brackets then a space or the end.
  private static func endsSentence(_ bytes: UnsafeBufferPointer<UInt8>, after i: Int) -> Bool {
    var j = i + 1
    while j < bytes.count {
      let b = bytes[j]
      if b == 0x20 || b == 0x0A || b == 0x09 { return true }
      if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") || b == UInt8(ascii: ")") { j += 1; continue }
      // ” ’ (E2 80 9D / E2 80 99)
      if b == 0xE2, j + 2 < bytes.count, bytes[j + 1] == 0x80, bytes[j + 2] == 0x9D || bytes[j + 2] == 0x99 { j += 3; continue }
      return false
    }
    return true
  }

  /// `e.g.`, `i.e.`, `U.S.`: a one-letter word before the dot.
  private static func isAbbreviation(_ bytes: UnsafeBufferPointer<UInt8>, _ i: Int) -> Bool {
    func isLetter(_ b: UInt8) -> Bool { (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A }
    guard bytes[i] == UInt8(ascii: "."), i >= 1, isLetter(bytes[i - 1]) else { return false }
    return i == 1 || !(isLetter(bytes[i - 2]) || bytes[i - 2] >= 0x80)
  }
}
