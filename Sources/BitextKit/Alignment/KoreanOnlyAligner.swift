/// Aligns a Korean-only source of a page to the page's current English with `BandedAligner`,
/// using the run's own English↔Korean length model, anchors, and the Korean the current source
/// already pairs with each paragraph as reference (the strongest evidence). Its beads become
/// rows: n:m `aligned`, `missing` (English it leaves out) or `extra` (its own intro, links,
/// footer).
struct KoreanOnlyAligner {
  var lengthModel: LengthModel

  /// Paragraphs per task when anchors and lengths are computed on all cores.
  static let itemsPerTask = 256

  /// The source's own segments, in document order: its Korean and the English lines it copied
  /// untranslated (those align too, and the checks call them untranslated).
  private static func segments(of source: DocumentResult) -> [TranslationUnit] {
    LineOrder.sorted(source.units, by: firstLine)
  }

  /// Beads of `source` (indices into its segments) against the paragraphs of `english`. English
  /// lines the source copied verbatim are fixed links and code blocks both keep are fixed cuts
  /// (the heaviest in-order chain of them, `FixedPoint`); the stretches between are aligned by
  /// the banded aligner independently.
  func beads(of source: DocumentResult, to english: CurrentEnglish) -> [Bead] {
    path(of: Self.segments(of: source), skipped: source.skipped, to: english).beads
  }

  /// The beads with the items they index.
  private struct Path {
    var beads: [Bead]
    var english: [AlignmentItem]
    var korean: [AlignmentItem]
  }

  /// A place both sides of a page agree on: a paragraph the source copied (`isLink`: English
  /// paragraph `english` is its segment `korean`) or a code block both keep (a cut: paragraphs
  /// before index `english` go with segments before index `korean`).
  struct FixedPoint: Equatable {
    var english: Int
    var korean: Int
    var isLink: Bool
  }

  /// The heaviest chain, increasing on both sides, of the copies (`copies[k]`: segment k's
  /// normalized English, nil for Korean; weight 1) and the shared code blocks (weight their
  /// Dice), as fixed points in order. Positions are compared by first line, so copies and code
  /// blocks chain together.
  static func fixedPoints(englishLines: [Int], englishTexts: [String], koreanLines: [Int], copies: [String?],
                          code: [SharedCode.Match]) -> [FixedPoint] {
    let links = copies.allSatisfy { $0 == nil } ? [] : exactCopies(english: englishTexts, copies: copies)
    guard !code.isEmpty else { return links.map { FixedPoint(english: $0.0, korean: $0.1, isLink: true) } }
    // (Korean line, English line, fixed point), ordered by Korean line as the chain needs.
    var candidates: [(link: LongestChain.Link, point: FixedPoint)] = links.map { e, k in
      (LongestChain.Link(first: koreanLines[k], second: englishLines[e], weight: 1), FixedPoint(english: e, korean: k, isLink: true))
    }
    for match in code {
      let point = FixedPoint(english: firstIndex(in: englishLines, atOrAfter: match.englishLine),
                             korean: firstIndex(in: koreanLines, atOrAfter: match.koreanLine), isLink: false)
      candidates.append((LongestChain.Link(first: match.koreanLine, second: match.englishLine, weight: match.weight), point))
    }
    candidates.sort { ($0.link.first, $0.link.second) < ($1.link.first, $1.link.second) }
    let secondCount = (candidates.map(\.link.second).max() ?? 0) + 1
    return LongestChain.heaviest(candidates.map(\.link), secondCount: secondCount).map { candidates[$0].point }
  }

  /// The number of `lines` (ascending) before `line`.
  private static func firstIndex(in lines: [Int], atOrAfter line: Int) -> Int {
    var low = 0, high = lines.count
    while low < high {
      let mid = (low + high) / 2
      if lines[mid] < line { low = mid + 1 } else { high = mid }
    }
    return low
  }

  private func path(of own: [TranslationUnit], skipped: [SkippedBlock], to page: CurrentEnglish) -> Path {
    let paragraphs = page.paragraphs
    // Anchors and lengths are per paragraph and independent: computed on all cores (half
    // the time of aligning a long page went to them on one).
    // One anchor scanner per task (`AnchorSet.keys(of:reusing:)`).
    var korean = ParallelMap.map(own, minimumChunk: Self.itemsPerTask,
                                 state: { AnchorScanner(alignmentOnly: true) }) { scanner, unit -> AlignmentItem in
      let text = unit.korean.isEmpty ? unit.englishText : unit.koreanText
      var item = AlignmentItem.translation(text)
      item.anchorKeys = AnchorSet.keys(of: text, reusing: &scanner)
      item.standsAlone = Self.standsAlone(unit.korean.isEmpty ? unit.english : unit.korean)
      if !unit.korean.isEmpty {
        // The words it keeps in Latin letters, and the link targets and heading ids it keeps.
        let marks = unit.korean.flatMap(\.marks)
        let keys = Glosses.keys(korean: text)  // its glosses and sound keys, in one pass
        item.glosses = marks.isEmpty ? keys.glosses : (keys.glosses + marks).sortedUnique()
        item.sounds = keys.sounds
      }
      return item
    }
    let glossed = Glosses.Vocabulary(korean.reduce(into: Set<UInt64>()) { $0.formUnion($1.glosses) })
    // An English sound key no Korean item has is shared with none: only the others are kept
    // (fewer keys to lay out and walk in the DP; the same overlaps, so the same costs).
    var soundKeys = Interner()
    for index in korean.indices { for key in korean[index].sounds { _ = soundKeys.id(key) } }
    let sounded = soundKeys
    let units = page.document.units
    var english = ParallelMap.map(paragraphs, minimumChunk: Self.itemsPerTask, state: { EnglishScratch() }) { scratch, paragraph in
      let text = paragraph.text  // joined from the paragraph's segments on each read: read once
      let reference = paragraph.unit.flatMap { units[$0].status == .aligned ? units[$0].koreanText : nil }
      var english = AlignmentItem.english(text, reference: reference)
      english.anchorKeys = AnchorSet.keys(of: text, reusing: &scratch.scanner)
      english.standsAlone = paragraph.optional || Self.standsAlone(paragraph.english)
      // Its glossed words (as read: `dropCommonWords` sorts those it keeps) and the sound keys
      // some Korean item has, in one pass.
      let keys = Glosses.keysAsRead(english: text, in: glossed, memo: &scratch.sounds) { sounded.lookup($0) != nil }
      english.glosses = keys.glosses
      let marks = paragraph.english.flatMap(\.marks).filter { glossed.contains($0) }
      if !marks.isEmpty { english.glosses += marks }
      english.sounds = keys.sounds
      return english
    }
    Self.dropCommonWords(english: &english, korean: &korean, vocabulary: glossed)
    // Nor is a Korean sound key that no English paragraph kept: each side keeps only the keys
    // both sides have (fewer items with any key at all, so fewer candidates measure sounds).
    var englishSoundKeys = Interner()
    for index in english.indices { for key in english[index].sounds { _ = englishSoundKeys.id(key) } }
    for index in korean.indices where !korean[index].sounds.isEmpty {
      korean[index].sounds.removeAll { englishSoundKeys.lookup($0) == nil }
    }
    let copies = own.map { $0.korean.isEmpty ? Self.normalized($0.englishText) : nil }
    let code = SharedCode.matches(english: page.document.skipped, korean: skipped)
    let fixed = copies.allSatisfy({ $0 == nil }) && code.isEmpty ? []
      : Self.fixedPoints(englishLines: paragraphs.map { $0.english[0].location.firstLine },
                         englishTexts: paragraphs.map { Self.normalized($0.text) },
                         koreanLines: own.map { Self.firstLine($0) }, copies: copies, code: code)
    let aligner = BandedAligner(lengthModel: lengthModel)
    var beads: [Bead] = []
    var e = 0, k = 0
    for point in fixed + [FixedPoint(english: english.count, korean: korean.count, isLink: false)] {
      if e < point.english || k < point.korean {
        // The source's own intro and footer can only sit before its first fixed point and
        // after its last.
        var ends: BandedAligner.OpenEnds = []
        if e == 0 { ends.insert(.start) }
        if point.english == english.count { ends.insert(.end) }
        // The whole page (no fixed point) as it is: a copy retained every array its items hold.
        let whole = e == 0 && k == 0 && point.english == english.count && point.korean == korean.count
        for bead in aligner.align(english: whole ? english : Array(english[e..<point.english]),
                                  korean: whole ? korean : Array(korean[k..<point.korean]), openEnds: ends).beads {
          beads.append(Bead(english: (bead.english.lowerBound + e)..<(bead.english.upperBound + e),
                            korean: (bead.korean.lowerBound + k)..<(bead.korean.upperBound + k), cost: bead.cost, score: bead.score))
        }
      }
      if point.isLink {
        beads.append(Bead(english: point.english..<(point.english + 1), korean: point.korean..<(point.korean + 1), cost: 0, score: 1))
        e = point.english + 1; k = point.korean + 1
      } else {
        e = point.english; k = point.korean
      }
    }
    return Path(beads: beads, english: english, korean: korean)
  }

  /// What a task making English items keeps from one paragraph to the next: its anchor scanner
  /// and the sound keys its words were found to have (`sounded` is the same for all).
  private struct EnglishScratch {
    var scanner = AnchorScanner(alignmentOnly: true)
    var sounds = Glosses.SoundKeyMemo()
  }

  /// English paragraphs a kept word may be in and still tell which paragraph a Korean one
  /// translates: a name the whole page repeats is in every paragraph and proves nothing.
  static let maximumWordParagraphs = 2

  /// Leaves out of both sides' glosses the words more than `maximumWordParagraphs` English
  /// paragraphs hold, and sorts the English glosses kept (given as read, repeats included).
  /// Every English gloss is a word of `vocabulary` (the Korean side's), so each is counted at
  /// its slot in the vocabulary's table, with the first paragraphs that hold it: no table of
  /// its own hashing every word again (an `Interner` of the 2.4 million glosses of 100,000
  /// paragraphs was the longest step the other core waited for), and no sorting or second
  /// look-up of the words dropped (on that page, all of them): the English glosses are made
  /// again from the words kept, each in the paragraphs that hold it.
  private static func dropCommonWords(english: inout [AlignmentItem], korean: inout [AlignmentItem],
                                      vocabulary: Glosses.Vocabulary) {
    let most = maximumWordParagraphs
    // Per slot: the paragraphs holding its word, counted up to one past `most`, and the first
    // `most` of them (a paragraph is counted once: the last one recorded is the one at hand).
    var paragraphs = [UInt8](repeating: 0, count: vocabulary.slotCount)
    var holders = [Int32](repeating: 0, count: most * vocabulary.slotCount)
    for p in english.indices where !english[p].glosses.isEmpty {
      for word in english[p].glosses {
        guard let slot = vocabulary.slot(of: word) else { continue }
        let count = Int(paragraphs[slot])
        if count > most || (count > 0 && holders[slot * most + count - 1] == Int32(p)) { continue }
        if count < most { holders[slot * most + count] = Int32(p) }
        paragraphs[slot] += 1
      }
      english[p].glosses = []
    }
    var anyCommon = false
    for slot in paragraphs.indices where paragraphs[slot] > 0 {
      guard paragraphs[slot] <= most else { anyCommon = true; continue }
      for h in 0..<Int(paragraphs[slot]) { english[Int(holders[slot * most + h])].glosses.append(vocabulary.word(at: slot)) }
    }
    for p in english.indices where english[p].glosses.count > 1 { english[p].glosses.sortUnique() }
    guard anyCommon else { return }
    let counts = paragraphs
    for i in korean.indices where !korean[i].glosses.isEmpty {
      korean[i].glosses.removeAll { word in vocabulary.slot(of: word).map { counts[$0] > most } ?? false }
    }
  }

  private static func firstLine(_ unit: TranslationUnit) -> Int {
    (unit.korean.first ?? unit.english.first)!.location.firstLine
  }

  /// How well `source` follows `english`: the mean score of their alignment's beads, null
  /// beads counting 0. How the current English is chosen, and grouping's trial of a page.
  func meanScore(of source: DocumentResult, to english: CurrentEnglish) -> Double {
    let beads = beads(of: source, to: english)
    let linked = beads.filter { !$0.english.isEmpty && !$0.korean.isEmpty }
    guard !linked.isEmpty else { return 0 }
    return linked.reduce(0) { $0 + $1.score } * Double(linked.count) / Double(beads.count) / Double(linked.count)
  }

  /// The rows of `source` aligned to the paragraphs of `english`, placed as the page's source number `rank`.
  func rows(of source: DocumentResult, to english: CurrentEnglish, rank: Int) -> [PageRow] {
    let own = Self.segments(of: source)
    let paragraphs = english.paragraphs
    var rows: [PageRow] = []
    var last = -1
    let path = path(of: own, skipped: source.skipped, to: english)
    let beads = BeadPlacement.scored(path.beads, english: path.english, korean: path.korean, model: lengthModel)
    // The items (200,000 on a long page, each a few arrays) freed on another core while the
    // rows are made here.
    Background<Void>.release(consume path)
    // A row per bead (one per segment of an `extra` bead): room for about that many at once,
    // not a doubling array that moved into fresh pages a dozen times on a long page.
    rows.reserveCapacity(beads.count)
    for bead in beads {
      if bead.english.isEmpty {
        for piece in bead.korean.map({ own[$0] }) {
          var unit = piece
          unit.status = .extra
          unit.score = 0
          if piece.korean.isEmpty {
            // An English line of a Korean-only source that matches no paragraph (a byline, a
            // title it kept): the translation's own text with no English counterpart, not a
            // paragraph of the page left untranslated.
            unit.korean = piece.english
            unit.english = []
            unit.source = source.path
          }
          rows.append(PageRow(place: RowPlace(paragraph: last, isAfter: true, source: rank), unit: unit))
        }
        continue
      }
      last = bead.english.upperBound - 1
      if bead.korean.isEmpty {
        // English its own source leaves untranslated is not missing here either.
        let required = bead.english.filter { !paragraphs[$0].optional }
        guard let first = required.first else { continue }
        rows.append(PageRow(place: RowPlace(paragraph: first, source: rank),
                            unit: TranslationUnit(group: "", english: required.flatMap { paragraphs[$0].english }, korean: [],
                                                  score: 0, status: .missing, source: source.path)))
        continue
      }
      // The unit made in its row: a unit in a variable of its own was copied into the row.
      rows.append(PageRow(place: RowPlace(paragraph: bead.english.lowerBound, source: rank),
                          unit: TranslationUnit(group: "", english: bead.english.joined { paragraphs[$0].english },
                                                korean: bead.korean.joined { own[$0].korean.isEmpty ? own[$0].english : own[$0].korean },
                                                notes: bead.korean.joined { own[$0].notes }, score: (bead.score * 100).rounded() / 100,
                                                status: .aligned, source: source.path),
                          translates: bead.english.count == 1 ? bead.english.lowerBound : nil))
      rows[rows.count - 1].unit.noteLocations = bead.korean.joined { own[$0].noteLocations }
    }
    return rows
  }

  /// A heading, an image's text, a list entry that is not a sentence (`The filtered list of products`), or a
  /// short line of a plain-text page (its headings have no markup): translated as a block of
  /// its own. (A republished page may join a list item written as a sentence with the paragraph
  /// after it; it does not fold a label into a paragraph.)
  static func standsAlone(_ segments: [Segment]) -> Bool {
    guard segments.count == 1, let segment = segments.first else { return false }
    if segment.kind == .heading || segment.kind == .imageText { return true }
    if segment.kind == .listItem { return !SegmentShape.endsSentence(segment.text) }
    return segment.kind == .paragraph && SegmentShape.isShortLine(segment.text)
  }

  /// The longest chain of (English index, copy index) with equal normalized text, increasing in
  /// both: the copies a Korean-only source kept in English, in page order.
  static func exactCopies(english: [String], copies: [String?]) -> [(Int, Int)] {
    var positions: [String: [Int]] = [:]
    for (i, text) in english.enumerated() where !text.isEmpty { positions[text, default: []].append(i) }
    var candidates: [LongestChain.Link] = []
    for (k, copy) in copies.enumerated() {
      guard let copy, let list = positions[copy] else { continue }
      for i in list { candidates.append(LongestChain.Link(first: k, second: i, weight: 1)) }
    }
    return LongestChain.heaviest(candidates, secondCount: english.count).map { (candidates[$0].second, candidates[$0].first) }
  }

  /// Lowercased letters and digits only: the same sentence despite quotes and spacing.
  static func normalized(_ text: String) -> String {
    String(String.UnicodeScalarView(text.lowercased().unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) }))
  }
}

extension Collection {
  /// `flatMap(part)`, but the part itself, not a copy of its elements, when there is one (most
  /// beads are 1:1).
  fileprivate func joined<T>(_ part: (Element) -> [T]) -> [T] {
    count == 1 ? part(first!) : flatMap(part)
  }
}
