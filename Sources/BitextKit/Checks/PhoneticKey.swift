/// A rough consonant skeleton, used to recognize a Korean transliteration of a Latin name
/// (`Keynote` ↔ `키노트`, `Safari` ↔ `사파리`, `Magic Trackpad` ↔ `매직 트랙패드`). Both scripts map
/// to the same classes: K (g k c q, ㄱ ㅋ), T (t d th, ㄷ ㅌ), P (p b f v, ㅂ ㅍ), S (s z, ㅅ),
/// J (j ch and soft g, ㅈ ㅊ), L (l r, ㄹ), M, N (n ng, ㄴ final ㅇ), H; vowels are dropped and
/// repeats collapse. Korean adds vowels to consonant clusters but keeps the consonants, so the
/// skeletons agree; particles after the word only add consonants at the end.
enum PhoneticKey {
  /// The skeleton of a Latin word (ASCII letters; others ignored).
  static func latin(_ word: String) -> [UInt8] {
    let w = Array(Anchors.asciiLowercased(word).utf8).filter { $0 >= 0x61 && $0 <= 0x7A }
    var key: [UInt8] = []
    var i = 0
    func next(_ k: Int) -> UInt8 { i + k < w.count ? w[i + k] : 0 }
    while i < w.count {
      let c = w[i]
      var cls: UInt8 = 0
      var step = 1
      switch c {
      case ascii("c"):
        if next(1) == ascii("h") { cls = ascii("J"); step = 2 }
        else if next(1) == ascii("k") { cls = ascii("K"); step = 2 }
        else if [ascii("e"), ascii("i"), ascii("y")].contains(next(1)) { cls = ascii("S") }
        else { cls = ascii("K") }
      case ascii("t"):
        if next(1) == ascii("c") && next(2) == ascii("h") { cls = ascii("J"); step = 3 }
        else if next(1) == ascii("h") { cls = ascii("T"); step = 2 }
        else { cls = ascii("T") }
      case ascii("s"): cls = next(1) == ascii("h") ? ascii("S") : ascii("S"); step = next(1) == ascii("h") ? 2 : 1
      case ascii("p"): cls = ascii("P"); step = next(1) == ascii("h") ? 2 : 1
      case ascii("g"):
        cls = [ascii("e"), ascii("i"), ascii("y")].contains(next(1)) ? ascii("J") : ascii("K")
        if i > 0 && w[i - 1] == ascii("n") { cls = 0 }  // ng: the n already stands for it
      case ascii("k"), ascii("q"): cls = ascii("K")
      case ascii("x"): key.append(ascii("K")); cls = ascii("S")
      case ascii("d"): cls = ascii("T")
      case ascii("b"), ascii("f"), ascii("v"): cls = ascii("P")
      case ascii("z"), ascii("j"): cls = ascii("J")
      case ascii("l"), ascii("r"): cls = ascii("L")
      case ascii("m"): cls = ascii("M")
      case ascii("n"): cls = ascii("N")
      case ascii("h"): cls = i == 0 ? ascii("H") : 0
      default: cls = 0  // vowels, w, y
      }
      if cls != 0 && key.last != cls { key.append(cls) }
      i += step
    }
    return key
  }

  /// The skeleton of a Hangul word (syllables only; other scalars ignored).
  static func hangul(_ word: String) -> [UInt8] {
    let initials = Array("KKNTTLMPPSS-JJJKTPH".utf8)
    let finals = Array("-KKKNNNTLLLLLLLLMPPTTNTTKTP-".utf8)
    var key: [UInt8] = []
    for scalar in word.unicodeScalars where (0xAC00...0xD7A3).contains(scalar.value) {
      let index = Int(scalar.value - 0xAC00)
      for cls in [initials[index / 588], finals[index % 28]] where cls != ascii("-") && key.last != cls {
        key.append(cls)
      }
    }
    return key
  }

  /// Whether a Hangul word (possibly followed by a particle) spells the Latin word. Skeletons
  /// of one or two consonants match too many words to mean anything (`Phone` P-N would match
  /// `분할된`); from four consonants one may differ.
  static func matches(latin: [UInt8], hangul: [UInt8]) -> Bool {
    let allowed = latin.count >= 4 ? 1 : 0
    guard latin.count >= 3, hangul.count >= latin.count - allowed else { return false }
    for length in max(latin.count - allowed, 1)...min(latin.count + allowed, hangul.count) {
      if editDistance(latin, Array(hangul[..<length])) <= allowed { return true }
    }
    return false
  }

  private static func editDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
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

  private static func ascii(_ s: Unicode.Scalar) -> UInt8 { UInt8(ascii: s) }
}
