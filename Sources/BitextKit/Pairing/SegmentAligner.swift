import Foundation

/// Pairs the English segments of one document with the Korean segments that follow them
/// (EN₁…ENₙ KO₁…KOₘ, at most `maximumSegments` a side; `DocumentPairer` gives each such
/// stretch). Translators put the Korean right after its English, so the
/// prior is that the last m English segments are translated, in order; a small dynamic program
/// over `moves` (1:0, 0:1, 1:1, 2:1, 1:2) lets length evidence override it: a heading or an aside left in
/// English is skipped, a Korean paragraph that merges two English ones becomes a 2:1 unit, and a
/// pair whose lengths cannot be a translation is not forced.
struct SegmentAligner {
  /// The document's length model: the prior (`LengthModel.englishToKorean`) with its ratio
  /// learned from the document's unambiguous 1:1 pairs as they pass.
  private(set) var lengthModel = LengthModel.englishToKorean
  private var observed = 0
  private var sum = 0.0
  /// The spread of log(Korean/English) a pair is judged with, about twice the prior's
  /// (`LengthModel.englishToKorean.spread`, 0.225): a pair in a document has no anchors to back its
  /// length, and a paraphrase must not be left unpaired. Only the ratio is learned from the
  /// document; this width is fixed.
  static let lengthSpread = 0.45
  /// A Korean side shorter than this says little about the document's ratio.
  static let minimumObservedKorean = 8
  /// An observed log ratio this far from the prior's is a wrong pair, not the document's style.
  static let maximumObservedDeviation = 1.5

  /// The most segments of one language aligned at once (the DP is quadratic in them).
  static let maximumSegments = 64
  static let skipEnglishCost = 2.5
  static let skipKoreanCost = 3.0
  static let mergeCost = 2.0
  /// Merging a title or label into a paragraph's unit is almost never what a translator did.
  static let shortLineMergeCost = 3.0
  static let positionCost = 1.0
  /// A quote slot paired with English other than the segment right above it: the document's
  /// structure says the Korean belongs to that segment, as strongly as a name mismatch says not.
  static let slotMismatchCost = 4.0
  /// A title or label against a sentence (or the reverse) is not a translation pair.
  static let shapeMismatchCost = 4.0
  /// How far a label (heading or short line) paired with a label moves its score toward 1.
  static let labelPairEvidence = 0.8
  /// Words that make a segment a sentence against a title or label. A lead-in of three words
  /// ending in `:` (`Or with Yarn:`) is often rendered without the colon (`또는 Yarn을 사용하는
  /// 경우`): its punctuation alone does not make it a sentence the Korean label cannot translate.
  static let sentenceWords = 5

  /// What the aligner needs to know of a segment.
  struct Item {
    var length: Int
    var isShort: Bool
    var words: Int
    /// A block translated on its own (a heading, a list item): never merged with a neighbour
    /// (an API signature heading left as it is must not join the paragraph under it; a list
    /// item whose Korean is missing must not join the next item's).
    var standsAlone = false
    /// A heading: with a short line, a title or label rather than prose.
    var isHeading = false
    /// A heading or a short line: a title, label or list entry rather than prose.
    var isLabel: Bool { isHeading || isShort }
    /// Identifier-like names (`SegmentShape.identifiers`).
    var names: [UInt64] = []
    /// Ends with sentence punctuation.
    var endsSentence = false
    /// Something the pairer skipped (a code block, markup, an image) lies between this segment
    /// and the one before it: two paragraphs on either side of a code block are translated on
    /// either side of it, never merged into one.
    var afterGap = false
    /// A blank line (or more) lies between this segment and the one before it.
    var apart = false
    /// A Korean `> ` quote right under the last English segment (no blank line between): the
    /// blockquote layout's slot for that segment's translation.
    var isQuoteSlot = false
    /// Reads as a sentence, which a title or label cannot translate: eight words, or
    /// `sentenceWords` ending like a sentence. (A list entry of five or six words without an end,
    /// `The original list of products`, is a label that Korean renders in two or three words.)
    var isSentence: Bool { words >= 8 || (words >= SegmentAligner.sentenceWords && endsSentence) }
  }

  /// English that names an API or product the Korean does not name at all is hardly its
  /// translation: such names are kept as they are (`UIStepper`, `visionOS`). Below the 5.5 of
  /// leaving both alone, so a pair of fitting length still pairs (a name may be transliterated),
  /// but a merely plausible length no longer forces one (an untranslated `For developer
  /// guidance, see UIStepper.` beside a Korean paragraph the translator added).
  static let nameMismatchCost = 4.0

  /// The bead shapes of the DP. A cell stores the index + 1 of the shape that reached it
  /// best (0: not reached), as `BandPass` does.
  static let moves: [AlignmentMove] = [.englishOnly, .koreanOnly, .oneToOne, .twoToOne, .oneToTwo]
  private static let englishOnly: UInt8 = 1, koreanOnly: UInt8 = 2, oneToOne: UInt8 = 3, twoToOne: UInt8 = 4, oneToTwo: UInt8 = 5

  /// Learns the document's own length ratio from a pair that needed no decision.
  mutating func observe(englishLength: Int, koreanLength: Int) {
    guard englishLength >= LengthModel.minimumEnglishLength, koreanLength >= Self.minimumObservedKorean else { return }
    let r = log(Double(koreanLength) / Double(englishLength))
    let prior = LengthModel.englishToKorean
    guard abs(r - prior.logRatio) < Self.maximumObservedDeviation else { return }
    observed += 1
    sum += r
    lengthModel = prior.learning(logRatioSum: sum, count: observed)
  }

  /// Characters added to both sides (the Korean's in proportion) before the ratio of an English
  /// segment of `fewWords` or fewer is taken: the ratio of a word or two says little (`Or yarn:`
  /// is rendered `또는 yarn을 사용하면 다음과 같습니다`, three times the usual), so it is judged
  /// closer to the mean. Sentences and paragraphs keep their own ratio.
  static let lengthSmoothing = 10.0
  static let fewWords = 3

  /// Half the squared log-normal deviation of a pair (an empty side counts as length 1); with
  /// `fewWords`, of the lengths smoothed by `lengthSmoothing`.
  func lengthCost(_ english: Int, _ korean: Int, fewWords: Bool = false) -> Double {
    let c = fewWords ? Self.lengthSmoothing : 0
    let smoothedEnglish = Double(max(english, 1)) + c, smoothedKorean = Double(max(korean, 1)) + c * lengthModel.ratio
    let z = (log(smoothedKorean / smoothedEnglish) - lengthModel.logRatio) / Self.lengthSpread
    return z * z / 2
  }

  /// `nameMismatchCost` when the English items name something and the Korean items share none of it.
  private func nameCost(_ english: [Item], _ e: Range<Int>, _ korean: [Item], _ k: Range<Int>) -> Double {
    var named = false
    for i in e where !english[i].names.isEmpty {
      named = true
      for name in english[i].names { for j in k where korean[j].names.contains(name) { return 0 } }
    }
    return named ? Self.nameMismatchCost : 0
  }

  /// Neither length is less than half the other.
  static func comparable(_ a: Int, _ b: Int) -> Bool { 2 * min(a, b) >= max(a, b) }

  /// Beads covering every index of both sides, in order (unpaired ones as 1:0 and 0:1).
  /// `englishFirst`: the English segments precede the Korean ones in the document (the usual order);
  /// the position prior expects the segments nearest each other to be the translated ones.
  func align(english items: [Item], korean koreanItems: [Item], englishFirst: Bool = true) -> [Bead] {
    // The items are read in place, not copied per call: most stretches are a 1:1 pair.
    let n = items.count, m = koreanItems.count
    let shift = englishFirst ? max(0, n - m) : -max(0, m - n)
    // The tables live as long as the call, on the stack when small (most stretches are a 1:1
    // pair, four cells): two arrays per stretch were a tenth of pairing.
    let cells = (n + 1) * (m + 1)
    return withUnsafeTemporaryAllocation(of: Double.self, capacity: cells) { cost in
      withUnsafeTemporaryAllocation(of: UInt8.self, capacity: cells) { move in
        cost.initialize(repeating: .infinity)
        move.initialize(repeating: 0)
        return align(items, koreanItems, shift: shift, cost: cost, move: move)
      }
    }
  }

  /// The DP of `align(english:korean:englishFirst:)` over tables of `(n + 1) * (m + 1)` cells,
  /// all infinite cost and no move.
  private func align(_ items: [Item], _ koreanItems: [Item], shift: Int, cost: UnsafeMutableBufferPointer<Double>,
                     move: UnsafeMutableBufferPointer<UInt8>) -> [Bead] {
    let n = items.count, m = koreanItems.count
    func at(_ i: Int, _ j: Int) -> Int { i * (m + 1) + j }
    let moves = Self.moves
    cost[0] = 0
    for i in 0...n {
      for j in 0...m {
        let here = cost[at(i, j)]
        guard here.isFinite else { continue }
        func relax(_ code: UInt8, _ c: Double) {
          let step = moves[Int(code) - 1]
          let k = at(i + step.english, j + step.korean)
          if here + c < cost[k] { cost[k] = here + c; move[k] = code }
        }
        if i < n { relax(Self.englishOnly, Self.skipEnglishCost) }
        if j < m { relax(Self.koreanOnly, Self.skipKoreanCost) }
        if i < n, j < m {
          let position = Self.positionCost * Double(abs(j - (i - shift)))
          let shape = (items[i].isShort && koreanItems[j].words >= Self.sentenceWords)
            || (koreanItems[j].isShort && items[i].isSentence) ? Self.shapeMismatchCost : 0
          let slot = koreanItems[j].isQuoteSlot && i != n - 1 ? Self.slotMismatchCost : 0
          relax(Self.oneToOne, lengthCost(items[i].length, koreanItems[j].length, fewWords: items[i].words <= Self.fewWords) + position + shape + slot
                  + nameCost(items, i..<(i + 1), koreanItems, j..<(j + 1)))
          // Two paragraphs of comparable weight merged into one sit where the prior expects
          // either of them (the Korean after two English ends where the second one's would). A
          // short aside beside a long paragraph keeps the plain prior: it is usually the part left
          // untranslated (`For developer guidance, see …`), not merged.
          // A quote under a paragraph translates that paragraph: it merges the one above only
          // when no blank line parts them (sentences on lines of their own), and only there.
          let slotMerge = !koreanItems[j].isQuoteSlot || (i + 1 == n - 1 && !items[i + 1].apart)
          if i + 1 < n, !items[i].standsAlone, !items[i + 1].standsAlone, !items[i + 1].afterGap, !koreanItems[j].standsAlone, slotMerge {
            let label = items[i].isShort || items[i + 1].isShort ? Self.shortLineMergeCost : 0
            let near = Self.comparable(items[i].length, items[i + 1].length)
              ? min(position, Self.positionCost * Double(abs(j - (i + 1 - shift)))) : position
            relax(Self.twoToOne, lengthCost(items[i].length + items[i + 1].length, koreanItems[j].length) + near + Self.mergeCost + label
                    + nameCost(items, i..<(i + 2), koreanItems, j..<(j + 1)))
          }
          if j + 1 < m, !items[i].standsAlone, !koreanItems[j].standsAlone, !koreanItems[j + 1].standsAlone, !koreanItems[j + 1].afterGap {
            let label = koreanItems[j].isShort || koreanItems[j + 1].isShort ? Self.shortLineMergeCost : 0
            let near = Self.comparable(koreanItems[j].length, koreanItems[j + 1].length)
              ? min(position, Self.positionCost * Double(abs(j + 1 - (i - shift)))) : position
            relax(Self.oneToTwo, lengthCost(items[i].length, koreanItems[j].length + koreanItems[j + 1].length) + near + Self.mergeCost + label
                    + nameCost(items, i..<(i + 1), koreanItems, j..<(j + 2)))
          }
        }
      }
    }
    var beads: [Bead] = []
    var i = n, j = m
    while i > 0 || j > 0 {
      let k = at(i, j)
      let shape = moves[Int(move[k]) - 1]
      let (di, dj) = (shape.english, shape.korean)
      // The name cost decides whether to pair, not how sure a pair is: a transliterated name
      // (`맥 OS` for macOS) is a faithful translation of fitting length.
      let names = di > 0 && dj > 0 ? nameCost(items, (i - di)..<i, koreanItems, (j - dj)..<j) : 0
      let stepCost = cost[k] - cost[at(i - di, j - dj)]
      var score = shape.isNull ? 0 : exp(-(stepCost - names) / 3)
      // A heading or label beside a heading or label is the document's own structure saying
      // they pair (`### Step 2: …` over `> 2단계: …`, list item over list item); their lengths
      // say little (short Korean labels run long against their English).
      if shape == .oneToOne, items[i - 1].isLabel, koreanItems[j - 1].isLabel {
        score += (1 - score) * Self.labelPairEvidence
      }
      beads.append(Bead(english: (i - di)..<i, korean: (j - dj)..<j, cost: stepCost, score: score))
      i -= di; j -= dj
    }
    beads.reverse()
    return beads
  }
}
