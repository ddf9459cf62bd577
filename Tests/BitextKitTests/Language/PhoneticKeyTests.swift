import Testing
@testable import BitextKit

@Suite struct PhoneticKeyTests {
  /// The skeleton as first written, on strings: the byte loop must give the same classes.
  static func referenceLatin(_ word: String) -> [UInt8] {
    let w = Array(word.lowercased().utf8).filter { $0 >= 0x61 && $0 <= 0x7A }
    var key: [UInt8] = []
    var i = 0
    func next(_ k: Int) -> UInt8 { i + k < w.count ? w[i + k] : 0 }
    func a(_ s: Unicode.Scalar) -> UInt8 { UInt8(ascii: s) }
    while i < w.count {
      let c = w[i]
      var cls: UInt8 = 0
      var step = 1
      switch c {
      case a("c"):
        if next(1) == a("h") { cls = a("J"); step = 2 } else if next(1) == a("k") { cls = a("K"); step = 2 }
        else if [a("e"), a("i"), a("y")].contains(next(1)) { cls = a("S") } else { cls = a("K") }
      case a("t"):
        if next(1) == a("c") && next(2) == a("h") { cls = a("J"); step = 3 } else if next(1) == a("h") { cls = a("T"); step = 2 }
        else { cls = a("T") }
      case a("s"): cls = a("S"); step = next(1) == a("h") ? 2 : 1
      case a("p"): cls = a("P"); step = next(1) == a("h") ? 2 : 1
      case a("g"):
        cls = [a("e"), a("i"), a("y")].contains(next(1)) ? a("J") : a("K")
        if i > 0 && w[i - 1] == a("n") { cls = 0 }
      case a("k"), a("q"): cls = a("K")
      case a("x"): key.append(a("K")); cls = a("S")
      case a("d"): cls = a("T")
      case a("b"), a("f"), a("v"): cls = a("P")
      case a("z"), a("j"): cls = a("J")
      case a("l"), a("r"): cls = a("L")
      case a("m"): cls = a("M")
      case a("n"): cls = a("N")
      case a("h"): cls = i == 0 ? a("H") : 0
      default: cls = 0
      }
      if cls != 0 && key.last != cls { key.append(cls) }
      i += step
    }
    return key
  }

  /// Levenshtein distance by the textbook table: what `withinOneEdit` answers for distance ≤ 1.
  static func referenceDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
    var previous = Array(0...b.count)
    for (i, x) in a.enumerated() {
      var current = [i + 1]
      for (j, y) in b.enumerated() {
        current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
      }
      previous = current
    }
    return previous[b.count]
  }

  @Test func withinOneEditAgreesWithTheDistanceTable() {
    // Every pair of skeletons of up to five classes over three letters (substitutions,
    // insertions and deletions anywhere, and far-apart pairs).
    let letters = Array("KTS".utf8)
    var words: [[UInt8]] = [[]]
    for length in 1...5 {
      words += words.filter { $0.count == length - 1 }.flatMap { w in letters.map { w + [$0] } }
    }
    var near = 0
    for a in words where a.count >= 3 {
      for b in words {
        let expected = Self.referenceDistance(a, b) <= 1
        #expect(PhoneticKey.withinOneEdit(a, b[...]) == expected, "\(a) \(b)")
        if expected { near += 1 }
      }
    }
    #expect(near > 1_000)
  }

  @Test func aLongSkeletonMatchesWithOneClassWrongOrMissing() {
    let latin = PhoneticKey.latin("Trackpad")  // T L K P T
    #expect(PhoneticKey.matches(latin: latin, hangul: PhoneticKey.hangul("트랙패드")))
    #expect(PhoneticKey.matches(latin: latin, hangul: PhoneticKey.hangul("트랙패드에서")))  // a particle after it
    #expect(PhoneticKey.matches(latin: latin, hangul: PhoneticKey.hangul("트랙패")))  // one class missing
    #expect(!PhoneticKey.matches(latin: latin, hangul: PhoneticKey.hangul("트랙")))
    #expect(!PhoneticKey.matches(latin: PhoneticKey.latin("Safari"), hangul: PhoneticKey.hangul("사파")))  // three classes: exact only
  }

  @Test func byteLoopGivesTheReferenceSkeleton() {
    var words = ["Keynote", "Safari", "Trackpad", "exchange", "Xcode", "boxx", "technique", "Thing", "Ghost", "singer",
                 "church", "Photos", "schedule", "CHECKBOX", "navigation", "quick", "rhythm", "jazz", "sketch"]
    var state: UInt64 = 7
    for _ in 0..<500 {  // fixed pseudo-random words over the letters that matter
      var word = ""
      state = state &* 6364136223846793005 &+ 1442695040888963407
      for k in 0..<(2 + Int(state >> 60)) {
        let letters = Array("cthsgpxnkqdbfvzjlrmaeiouyw")
        word.append(letters[Int((state >> UInt64(k * 5 % 59)) % UInt64(letters.count))])
      }
      words.append(word)
    }
    for word in words { #expect(PhoneticKey.latin(word) == Self.referenceLatin(word), "\(word)") }
  }

  @Test("skeletons of transliterations agree", arguments: [
    ("Keynote", "키노트"), ("Safari", "사파리"), ("controls", "컨트롤"), ("Trackpad", "트랙패드"),
  ])
  func transliterations(english: String, korean: String) {
    #expect(PhoneticKey.matches(latin: PhoneticKey.latin(english), hangul: PhoneticKey.hangul(korean)))
  }

  @Test func soundKeysAreTheFirstFourClassesOfLongWords() {
    // `controls` K-N-T-L… and `컨트롤을` K-N-T-L…: one key; `the`, `Use` and 사용하세요 give none that match.
    let english = PhoneticKey.soundKeys(english: "Use the controls, the controls and a Trackpad.")
    let korean = PhoneticKey.soundKeys(korean: "컨트롤을 사용하세요. 트랙패드는 iPad에서")
    #expect(english == [PhoneticKey.hash(PhoneticKey.latin("controls")[..<4]), PhoneticKey.hash(PhoneticKey.latin("Trackpad")[..<4])].sorted())
    #expect(Set(english).intersection(korean).count == 2)
    #expect(PhoneticKey.soundKeys(english: "A toy car.").isEmpty)  // short words, short skeletons
    #expect(PhoneticKey.soundKeys(korean: "툴 바 컨").isEmpty)        // one-syllable words
  }

  /// A word's sound key, read through the letters' table, is the hash of the first four classes
  /// of its skeleton (`latin`), on words of the letters read with their neighbours (`c g h p s
  /// t x`: `ch`, `ck`, `tch`, `th`, `sh`, `ph`, soft `g` and `c`, `ng`, `x` after a `k`), in
  /// either case, and nil when the skeleton is shorter.
  @Test func soundKeyIsTheHashOfTheSkeletonsFirstFourClasses() {
    var state: UInt64 = 7
    func next(_ bound: Int) -> Int {  // SplitMix64: fixed words
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return Int((z ^ (z >> 31)) % UInt64(bound))
    }
    let letters = Array("cghpstxkneiyaCHXabdfjlmqruvwzo".utf8)
    var words = ["Trackpad", "controls", "catch", "thatch", "xxxx", "kxsx", "gnghgn", "hhhh", "ceci", "sphinx", "tchotchke", "ABCD", "box", "a"]
    for _ in 0..<4000 {
      words.append(String(decoding: (0..<(4 + next(6))).map { _ in letters[next(letters.count)] }, as: UTF8.self))
    }
    for word in words {
      var text = "(" + word + ")"
      let key = text.withUTF8 { PhoneticKey.soundKey(english: $0, 1..<($0.count - 1)) }
      let skeleton = PhoneticKey.latin(word)
      #expect(key == (word.utf8.count >= 4 && skeleton.count >= 4 ? PhoneticKey.hash(skeleton[..<4]) : nil), "\(word)")
    }
  }
}

/// Sound keys as alignment evidence: an English-only source, one Korean paragraph, three
/// English paragraphs of about its length. Only the transliterations (`컨트롤`, `트랙패드`)
/// say which English it translates; without them the aligner takes another.
@Suite struct SoundEvidenceTests {
  @Test func transliterationsDecideBetweenParagraphsOfEqualLength() {
    let english = [
      "Keep the interface simple and show only what people need at first.",
      "Use the controls to adjust the Trackpad speed and the pointer size.",
      "Let people undo an action whenever the result might be surprising.",
    ]
    let korean = "컨트롤을 사용해 트랙패드 속도와 포인터 크기를 조정하세요."
    func item(_ text: String, sounds: Bool) -> AlignmentItem {
      var item = AlignmentItem.english(text)
      if sounds { item.sounds = PhoneticKey.soundKeys(english: text) }
      return item
    }
    var translation = AlignmentItem.translation(korean)
    let linked = { (alignment: BandedAlignment) in alignment.beads.first { !$0.korean.isEmpty && !$0.english.isEmpty }?.english }
    let without = BandedAligner().align(english: english.map { item($0, sounds: false) }, korean: [translation])
    translation.sounds = PhoneticKey.soundKeys(korean: korean)
    let with = BandedAligner().align(english: english.map { item($0, sounds: true) }, korean: [translation])
    #expect(linked(with) == 1..<2)
    #expect(linked(without) != 1..<2)
  }
}
