#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The sentences of the English aligned to those of the Korean by length (Gale–Church): a
/// dynamic program over beads 1:1, 1:2, 2:1, 2:2, 1:0 and 0:1, each costing −log of its prior
/// plus half the squared deviation of its length ratio from the run's model. A 1:0 bead is an
/// English sentence the Korean does not cover (omission); 0:1 is a Korean sentence with no
/// English (addition). Restructuring (one English sentence as two Korean ones) is a 1:2 bead
/// and costs far less than a deletion plus an insertion.
///
/// With `anchors` (each sentence's names and numbers, `sentenceAnchors`), a bead also costs
/// `anchorPenalty` for each name or number of both sides that only one side of the bead has:
/// a Korean sentence holding the English's `importance > 0` goes with the English sentence that
/// holds it, whatever the lengths say. Lengths alone shift the sentences along when one Korean
/// sentence is short, and take a Korean sentence that carries half the English's names for an
/// extra one.
/// - Complexity: O(e·k) for e English and k Korean sentences.
struct SentenceAlignment {
  /// English sentence indices with no Korean, Korean sentence indices with no English.
  var unmatchedEnglish: [Int] = []
  var unmatchedKorean: [Int] = []
  /// The 1:2 beads: an English sentence and the first of the two Korean sentences it goes with.
  var splits: [(english: Int, korean: Int)] = []
  /// With `anchors` (as many sets as sentences on each side): the anchors both sides have
  /// (`shared(_:_:)`), made once for the alignment and the checks that read it after.
  private(set) var sharedAnchors: Set<String>?

  /// −log of Gale and Church's bead priors (1:1 0.89, 1:2 and 2:1 0.089, 1:0 and 0:1 0.0099, 2:2 0.011).
  private static let matchPenalty = 0.12, splitPenalty = 2.4, gapPenalty = 2.0, doublePenalty = 4.5
  /// The bead shapes, in the order the program tries them (the first of equal costs wins).
  private static let shapes: [AlignmentMove] = [.oneToOne, .oneToTwo, .twoToOne, AlignmentMove(2, 2), .englishOnly, .koreanOnly]
  /// Sentence ratios vary more than paragraph ratios.
  private static let minimumSpread = 0.22
  /// A quarter of a gap per name or number a bead splits from its counterpart.
  static let anchorPenalty = 0.5

  /// The names and numbers of each sentence, one set per sentence, keyed like the checks
  /// compare them (`UnitProfile.termKey`, normalized numbers).
  typealias SentenceAnchors = [Set<String>]

  /// The program's two tables ((e + 1) × (k + 1) cells, row by row: cell (i, j) at i * width
  /// + j) are temporary buffers, on the stack when small, and the shapes are tried in a
  /// fixed sequence: every unit of a run is aligned, most in a few cells, and the arrays'
  /// allocations and the loop over a static table of shapes cost more than the cells.
  init(english: [Int], korean: [Int], model: LengthModel,
       anchors: (english: SentenceAnchors, korean: SentenceAnchors)? = nil) {
    let e = english.count, k = korean.count
    let spread = max(model.spread * 1.5, Self.minimumSpread), logRatio = model.logRatio
    @inline(__always) func cost(_ en: Int, _ ko: Int) -> Double {
      guard en > 0, ko > 0 else { return 0 }
      let z = (log(Double(ko) / Double(en)) - logRatio) / spread
      return z * z / 2
    }
    // Only what both sides have says which sentences go together: the anchors both sides have
    // are numbered, and each sentence's are bits (`words` words of 64 per sentence).
    var englishBits: [UInt64] = [], koreanBits: [UInt64] = [], words = 0
    if let anchors, anchors.english.count == e, anchors.korean.count == k {
      let shared = Self.shared(anchors.english, anchors.korean)
      sharedAnchors = shared
      if !shared.isEmpty {
        var numbers: [String: Int] = Dictionary(minimumCapacity: shared.count)
        for anchor in shared { numbers[anchor] = numbers.count }
        words = (shared.count + 63) / 64
        func bits(_ sentences: SentenceAnchors) -> [UInt64] {
          var bits = [UInt64](repeating: 0, count: sentences.count * words)
          for (index, sentence) in sentences.enumerated() {
            for anchor in sentence {
              guard let number = numbers[anchor] else { continue }
              bits[index * words + number / 64] |= 1 << UInt64(number % 64)
            }
          }
          return bits
        }
        englishBits = bits(anchors.english)
        koreanBits = bits(anchors.korean)
      }
    }
    let (englishAnchorBits, koreanAnchorBits, anchorWords) = (englishBits, koreanBits, words)
    // The anchors of one side of a bead that the other side lacks.
    @inline(__always) func displaced(_ en: Range<Int>, _ ko: Range<Int>) -> Double {
      guard anchorWords > 0 else { return 0 }
      var count = 0
      for word in 0..<anchorWords {
        var a: UInt64 = 0, b: UInt64 = 0
        for i in en { a |= englishAnchorBits[i * anchorWords + word] }
        for j in ko { b |= koreanAnchorBits[j * anchorWords + word] }
        count += (a ^ b).nonzeroBitCount
      }
      return Double(count) * Self.anchorPenalty
    }
    let width = k + 1, cells = (e + 1) * width
    var unmatchedEnglish: [Int] = [], unmatchedKorean: [Int] = [], splits: [(english: Int, korean: Int)] = []
    withUnsafeTemporaryAllocation(of: Double.self, capacity: cells) { best in
      withUnsafeTemporaryAllocation(of: UInt8.self, capacity: cells) { move in
        english.withUnsafeBufferPointer { english in
          korean.withUnsafeBufferPointer { korean in
            best.initialize(repeating: .infinity)
            move.initialize(repeating: 0)  // shapes[0], 1:1
            best[0] = 0
            for i in 0...e {
              for j in 0...k where best[i * width + j] < .infinity {
                let here = best[i * width + j]
                // Bead `shape` (an index of `shapes`) of di English and dj Korean sentences from (i, j).
                @inline(__always) func bead(_ di: Int, _ dj: Int, _ penalty: Double, _ shape: UInt8) {
                  guard i + di <= e && j + dj <= k else { return }
                  let en = di == 0 ? 0 : di == 1 ? english[i] : english[i] + english[i + 1]
                  let ko = dj == 0 ? 0 : dj == 1 ? korean[j] : korean[j] + korean[j + 1]
                  let total = here + penalty + cost(en, ko) + displaced(i..<(i + di), j..<(j + dj))
                  let target = (i + di) * width + j + dj
                  if total < best[target] { best[target] = total; move[target] = shape }
                }
                bead(1, 1, Self.matchPenalty, 0)
                bead(1, 2, Self.splitPenalty, 1)
                bead(2, 1, Self.splitPenalty, 2)
                bead(2, 2, Self.doublePenalty, 3)
                bead(1, 0, Self.gapPenalty, 4)
                bead(0, 1, Self.gapPenalty, 5)
              }
            }
            let shapes = Self.shapes
            var i = e, j = k
            while i > 0 || j > 0 {
              let shape = shapes[Int(move[i * width + j])]
              let di = shape.english, dj = shape.korean
              if dj == 0 { unmatchedEnglish.append(i - 1) }
              if di == 0 { unmatchedKorean.append(j - 1) }
              if shape == .oneToTwo { splits.append((i - 1, j - 2)) }
              i -= di; j -= dj
            }
          }
        }
      }
    }
    self.unmatchedEnglish = unmatchedEnglish.reversed()
    self.unmatchedKorean = unmatchedKorean.reversed()
    self.splits = splits.reversed()
  }

  /// The anchors of some English sentence that some Korean sentence has too.
  /// Each Korean anchor is looked up in the English sentences' sets (a few), with no union
  /// of them made.
  static func shared(_ english: SentenceAnchors, _ korean: SentenceAnchors) -> Set<String> {
    var shared = Set<String>()
    for sentence in korean {
      for anchor in sentence where !shared.contains(anchor) && english.contains(where: { $0.contains(anchor) }) {
        shared.insert(anchor)
      }
    }
    return shared
  }

  /// The names and numbers of the sentences of `text` at `ranges` (`TextMeasure.sentenceRanges`).
  /// With `written`, only those it holds are kept: what the other side writes, when only the
  /// anchors of both sides count (`shared(_:_:)`, and what the checks read of the sets after).
  /// An English sentence's many words are then compared with the Korean's few anchors, and not
  /// hashed into a set of their own.
  static func sentenceAnchors(_ text: String, ranges: [Range<Int>], writtenIn written: [String]? = nil) -> SentenceAnchors {
    var text = text
    // One scanner for every sentence, reset between them (its arrays' room kept).
    var scanner = AnchorScanner(keepsHangulWords: false, keepsNames: false, keepsOnlyTermsAndNumbers: true)
    return text.withUTF8 { bytes in
      ranges.map { range in
        // The sentence's bytes scanned in place (no copy of the text), for terms and numbers only
        // (its Hangul passed over).
        scanner.reset()
        let sentence = UnsafeBufferPointer(rebasing: bytes[range])
        scanner.scan(sentence)
        // One set of the room both need, no array of keys and no second set for the union.
        let terms = scanner.anchors.terms, numbers = scanner.anchors.numbers
        guard let written else {
          var anchors = Set<String>(minimumCapacity: terms.count + numbers.count)
          for term in terms { anchors.insert(UnitProfile.termKey(of: UnsafeBufferPointer(rebasing: sentence[term.range]))) }
          for number in numbers { anchors.insert(number) }
          return anchors
        }
        var anchors = Set<String>()
        for term in terms {
          let key = UnitProfile.termKey(of: UnsafeBufferPointer(rebasing: sentence[term.range]))
          if written.contains(key) { anchors.insert(key) }
        }
        for number in numbers where written.contains(number) { anchors.insert(number) }
        return anchors
      }
    }
  }
}
