/// Finds the renderings of recurring English terms in the aligned pairs of a run (`Terminology`).
///
/// Candidates, on UTF-8 bytes, as integer ids:
/// - English: words of three ASCII letters or more (not function words, names written
///   `iPadOS`/`UIKit`, or `-ly` adverbs), plural `-s` removed, and two such words next to each
///   other (`toolbar item`).
/// - Korean: one to three words (`KoreanWords`) of a noun phrase: the inner words bare (no
///   particle), the last one's particle split off, no verb form or function word anywhere. A
///   particle that a stem (almost) never goes without is part of the word (`오버플로`, not
///   `오버플`+`로`).
///
/// A Korean candidate `k` is a rendering of the English term `e` when:
/// 1. they share at least `minimumPairs` pairs from `minimumParagraphs` different English
///    paragraphs (a paragraph several sources translate counts once: a term seen in one
///    paragraph is no habit);
/// 2. Dice 2·c(e,k)/(c(e)+c(k)) ≥ `minimumDice`, `k` appears with `e` in at least
///    `minimumConsistency` of its pairs (it is not a frequent word that happens to be there), and
///    the two add up to `minimumStrength`;
/// 3. `e` is the only English term with that strength for `k` (mutual best, within
///    `tieMargin`): `가능성` goes to `likely`, not to `task` beside it; a paragraph repeated with
///    several terms in it decides nothing;
/// 4. `k` has taken a case particle at least once (a noun), and `e`'s strongest candidate is not
///    a word without one (`scrolling`, rendered by a verb, gets nothing rather than a neighbour);
/// 5. a two-word English term takes a Korean phrase of two words or more (`navigation bar` →
///    `네비게이션 바`, never the `바` of `bar`); an English word that appears inside one two-word
///    term in `closureShare` of its pairs is left to that term;
/// 6. whole terms: of nested candidates (`모음`, `도구 모음`, `도구 모음 항목`) the longest one nearly as
///    strong (`tieMargin`) wins, and a rendering preceded or followed by the same word in
///    `closureShare` of its occurrences is extended to it (`모음 항목` → `도구 모음 항목`) unless that
///    phrase belongs to another term; a phrase with a word that renders another English word
///    (`문서 전체` for `whole`: `문서` is `document`) is not `e`'s;
/// 7. a second rendering of `e` replaces the first (they share at most `exclusiveShare` of `e`'s
///    pairs: `툴바` and `도구 모음`); a second one as strong that appears beside the first makes
///    `e` ambiguous, and `e` gets nothing.
struct TermExtraction {
  static let minimumPairs = 3
  static let minimumParagraphs = 3
  static let minimumDice = 0.5
  static let minimumConsistency = 0.6
  /// Dice and consistency together: a weak association needs to be a consistent one.
  static let minimumStrength = 1.2
  static let tieMargin = 0.95
  static let closureShare = 0.8
  static let exclusiveShare = 0.2
  /// Occurrences a rendering's neighbours are counted in: a habit shows in a few dozen.
  static let closureSample = 60
  /// A run this large is read as an even sample: its terminology is plain from 20,000 pairs
  /// (the bench's 100k-paragraph pair: 1.8 s of CPU with 50,000, about 0.7 s with 20,000).
  static let maximumPairs = 20_000
  /// A term's renderings are plain from a few hundred of its pairs.
  static let maximumPairsPerTerm = 400
  static let maximumTerms = 5_000

  let units: [TranslationUnit]
  /// Indices into `units` of the pairs read, and their Korean (joined once).
  private var pairUnits: [Int] = []
  private var koreanTexts: [String] = []
  private var pairSources: [Int32] = []
  private var pairParagraphs: [Int32] = []
  private var sources: [String] = []
  /// Per pair, sorted unique term ids (flat, with offsets).
  private var englishIDs: [Int32] = []
  private var englishStart: [Int] = [0]
  private var koreanIDs: [Int32] = []
  private var koreanStart: [Int] = [0]

  private var english = Interner()
  private var englishCount: [Int32] = []
  /// For a two-word term, its words' ids; -1 for one word.
  private var englishParts: [(Int32, Int32)] = []
  /// Where each English term was first read: its key and surface are made from there, for
  /// the few terms that need them (`englishKey`, `englishSurface`), not for every term read.
  private var englishPlaces: [EnglishPlace] = []
  private var englishKeySeen: [Bool] = []

  private var korean = Interner()
  private var koreanCount: [Int32] = []
  private var koreanNounEvidence: [Int32] = []
  private var koreanWordCount: [UInt8] = []
  /// The first pair holding each Korean candidate (where its words are found again).
  private var koreanFirstPair: [Int32] = []
  /// Per pair, its Korean candidates where they occur, in text order (flat, with offsets): kept
  /// from reading, so choosing the renderings never scans a text again.
  private var spans: [Span] = []
  private var spanStart: [Int] = [0]

  /// An occurrence of Korean candidate `id`: its first and last word in the pair's Korean.
  struct Span {
    var id: Int32
    var first: Int32
    var last: Int32
  }

  /// Particles that are part of a word on this run's stems (`오버플로`).
  private var fused = KoreanWords.FusedParticles()

  init(units: [TranslationUnit]) {
    self.units = units
    var chosen = units.indices.filter { units[$0].status == .aligned && !units[$0].korean.isEmpty && !units[$0].english.isEmpty }
    if chosen.count > Self.maximumPairs {
      let step = Double(chosen.count) / Double(Self.maximumPairs)
      chosen = (0..<Self.maximumPairs).map { chosen[Int(Double($0) * step)] }
    }
    pairUnits = chosen
    // Each Korean text is scanned once (on all cores: the texts are independent): its stems
    // are counted, in order, then its words read with the particles the run's stems go with
    // (`KoreanWords.fusing`), changed in place (the words of the scan are the only copy: a
    // second array per pair held them fused).
    let texts = chosen.map { units[$0].koreanText }
    var scanned = ParallelMap.map(texts, minimumChunk: 256) { text -> [KoreanWords.Word] in
      var text = text
      return text.withUTF8 { KoreanWords.scan($0) }
    }
    koreanTexts = texts
    for p in koreanTexts.indices {
      koreanTexts[p].withUTF8 { fused.count(scanned[p], $0) }
    }
    readPairs(&scanned)
  }

  // MARK: Reading the pairs

  private mutating func readPairs(_ scanned: inout [[KoreanWords.Word]]) {
    var sourceIndex: [String: Int32] = [:]
    var paragraphs = Interner()
    var scratch: [Int32] = []
    // The last pair each term and candidate was counted in: a pair's ids are made unique by
    // these marks, not by sorting them with their repeats.
    var englishMark: [Int32] = [], koreanMark: [Int32] = []
    // The source of the pair before (most pairs have the source of the one before them: its
    // path is not hashed again).
    var lastSource: (name: String, index: Int32)?
    for u in pairUnits {
      // The unit's fields read in place: a copy of the unit retains its every part.
      let source = units[u].source ?? ""
      if lastSource?.name != source {
        if sourceIndex[source] == nil { sourceIndex[source] = Int32(sources.count); sources.append(source) }
        lastSource = (source, sourceIndex[source]!)
      }
      pairSources.append(lastSource!.index)
      var englishText = units[u].englishText
      pairParagraphs.append(englishText.withUTF8 { paragraphs.id(Self.paragraphHash($0)).id })
      let pair = Int32(pairSources.count - 1)
      englishText.withUTF8 { b in
        EnglishTerms.scan(b) { term in
          let (id, isNew) = english.id(term.hash)
          if isNew {
            englishCount.append(0)
            // A two-word term's words were emitted before it.
            englishParts.append(term.parts.map { (english.lookup($0.0) ?? -1, english.lookup($0.1) ?? -1) } ?? (-1, -1))
            englishPlaces.append(EnglishPlace(pair: Int32(pairSources.count - 1), first: term.first, second: term.second))
            englishKeySeen.append(false)
            englishMark.append(-1)
          }
          if term.isKey { englishKeySeen[Int(id)] = true }
          // In no order: a term's pairs are gathered from them.
          if englishMark[Int(id)] != pair { englishMark[Int(id)] = pair; englishIDs.append(id); englishCount[Int(id)] += 1 }
        }
      }
      englishStart.append(englishIDs.count)

      var koreanText = koreanTexts[pairSources.count - 1]
      koreanText.withUTF8 { b in
        let p = pairSources.count - 1
        for w in scanned[p].indices where scanned[p][w].particle >= 0 {
          scanned[p][w] = KoreanWords.fusing(scanned[p][w], b, fused)
        }
        Self.candidates(scanned[p], b) { hash, first, last, showsNoun in
          let (id, isNew) = korean.id(hash)
          if isNew {
            koreanCount.append(0); koreanNounEvidence.append(0); koreanWordCount.append(UInt8(last - first + 1))
            koreanFirstPair.append(Int32(pairSources.count - 1))
            koreanMark.append(-1)
          }
          if showsNoun { koreanNounEvidence[Int(id)] += 1 }
          if koreanMark[Int(id)] != pair { koreanMark[Int(id)] = pair; scratch.append(id) }
          spans.append(Span(id: id, first: Int32(first), last: Int32(last)))
        }
      }
      spanStart.append(spans.count)
      // Sorted: `hasKorean` searches them.
      scratch.sort()
      koreanIDs.append(contentsOf: scratch)
      for id in scratch { koreanCount[Int(id)] += 1 }
      koreanStart.append(koreanIDs.count)
      scratch.removeAll(keepingCapacity: true)
    }
  }

  /// The Korean term candidates of one text: noun phrases of one to three words, reported as
  /// (hash, first word, last word, whether the last word took a case particle).
  static func candidates(_ words: [KoreanWords.Word], _ b: UnsafeBufferPointer<UInt8>,
                         _ emit: (UInt64, Int, Int, Bool) -> Void) {
    for i in words.indices where !words[i].attached && !words[i].excluded {
      var h: UInt64 = 0
      var j = i
      while j < words.count, j - i < 3 {
        let w = words[j]
        guard !w.attached, !w.excluded else { break }
        h = j == i ? w.stemHash : mix(h, w.stemHash)
        emit(h, i, j, w.showsNoun)
        guard w.isBare, w.spaceAfter else { break }
        j += 1
      }
    }
  }

  // MARK: Choosing the renderings

  /// An English term's first occurrence: its pair and its word or words' bytes there.
  struct EnglishPlace {
    var pair: Int32
    var first: Range<Int>
    var second: Range<Int>?
  }

  /// The key (`toolbar item`) of English term `id`, made from the text of its first pair when
  /// asked: only the terms given an entry, and the words of phrases that may render another
  /// term, are named (naming every recurring term and its words was most of choosing's
  /// work besides the counts).
  private func englishKey(_ id: Int) -> String { englishName(id) { $0.key() } }

  /// The surface (`toolbar items`) of English term `id`, as `englishKey`.
  private func englishSurface(_ id: Int) -> String { englishName(id) { $0.surface() } }

  private func englishName(_ id: Int, _ name: (EnglishTerms.Term) -> String) -> String {
    let place = englishPlaces[id]
    var text = units[pairUnits[Int(place.pair)]].englishText
    return text.withUTF8 { b in
      name(EnglishTerms.Term(bytes: b, first: place.first, second: place.second, hash: 0, parts: nil, isKey: false))
    }
  }

  struct Candidate {
    var korean: Int32
    var count: Int
    var dice: Double
    /// Share of the Korean candidate's pairs that hold the English term.
    var consistency: Double
  }

  func terminology() -> Terminology {
    let pairCount = pairUnits.count
    guard pairCount > 0 else { return Terminology() }
    // Pairs of each English term (capped), and the terms that recur.
    var termPairs: [[Int32]] = Array(repeating: [], count: englishCount.count)
    for p in 0..<pairCount {
      for id in englishIDs[englishStart[p]..<englishStart[p + 1]] where Int(englishCount[Int(id)]) >= Self.minimumPairs
        && termPairs[Int(id)].count < Self.maximumPairsPerTerm {
        termPairs[Int(id)].append(Int32(p))
      }
    }
    // A word nearly always inside one two-word term is that term's part (`navigation` of `navigation bar`).
    var inside = Array(repeating: Int32(0), count: englishCount.count)
    for (id, parts) in englishParts.enumerated() where parts.0 >= 0 {
      inside[Int(parts.0)] = max(inside[Int(parts.0)], englishCount[id])
      inside[Int(parts.1)] = max(inside[Int(parts.1)], englishCount[id])
    }
    var marks = [Int32](repeating: -1, count: Int(pairParagraphs.max() ?? 0) + 1)
    let recurring = (0..<englishCount.count).filter { (id: Int) -> Bool in
      guard englishCount[id] >= Self.minimumPairs, Double(inside[id]) < Self.closureShare * Double(englishCount[id]) else { return false }
      return distinctParagraphs(termPairs[id], &marks, Int32(id)) >= Self.minimumParagraphs
    }.sorted { englishCount[$0] != englishCount[$1] ? englishCount[$0] > englishCount[$1] : $0 < $1 }.prefix(Self.maximumTerms)

    var candidates: [Int: [Candidate]] = [:]
    // Per Korean candidate, by id: the best Dice any term has with it and how many terms
    // have about that much (0: no term has it as a candidate).
    var best = Best(size: koreanCount.count)
    var scratch = CooccurrenceCounter(size: koreanCount.count)
    // Per pair, its candidates in `minimumPairs` pairs or more: only they can share that many
    // with a term, so the others are not counted (most phrases of two or three words).
    var frequentIDs: [Int32] = [], frequentStart = [0]
    frequentStart.reserveCapacity(pairCount + 1)
    for p in 0..<pairCount {
      for k in koreanIDs[koreanStart[p]..<koreanStart[p + 1]] where koreanCount[Int(k)] >= Self.minimumPairs { frequentIDs.append(k) }
      frequentStart.append(frequentIDs.count)
    }
    for e in recurring {
      let list = cooccurring(e, termPairs[e], ids: frequentIDs, start: frequentStart, &scratch)
      candidates[e] = list
      for c in list {
        let k = Int(c.korean), (dice, terms) = (best.dice[k], best.terms[k])
        if c.dice > dice / Self.tieMargin { (best.dice[k], best.terms[k]) = (c.dice, 1) }
        else if c.dice >= Self.tieMargin * dice { (best.dice[k], best.terms[k]) = (max(c.dice, dice), terms + 1) }
      }
    }
    func ownsBest(_ c: Candidate) -> Bool {
      let k = Int(c.korean)
      return best.terms[k] == 1 && c.dice >= best.dice[k] - 1e-9
    }
    func acceptable(_ c: Candidate, for e: Int) -> Bool {
      c.dice >= Self.minimumDice && c.consistency >= Self.minimumConsistency && c.dice + c.consistency >= Self.minimumStrength
        && koreanNounEvidence[Int(c.korean)] > 0
        && (englishParts[e].0 < 0 || koreanWordCount[Int(c.korean)] > 1)
    }
    // One-word renderings of one-word terms: a phrase holding one of them renders that word.
    var renders: [Int32: Int] = [:]
    for e in recurring where englishParts[e].0 < 0 {
      for c in candidates[e] ?? [] where koreanWordCount[Int(c.korean)] == 1 && acceptable(c, for: e) && ownsBest(c) {
        renders[c.korean] = e
      }
    }

    var entries: [Terminology.Entry] = []
    for e in recurring {
      let list = candidates[e] ?? []
      guard let strongest = list.min(by: Self.isStronger) else { continue }
      // Only the accepted ones are needed in order, strongest first (sorting every candidate was
      // most of the cost of choosing).
      var accepted = list.filter { acceptable($0, for: e) && ownsBest($0) }.sorted(by: Self.isStronger)
      // Its strongest candidate is no noun: the English is rendered by a verb form.
      if koreanNounEvidence[Int(strongest.korean)] == 0,
         !accepted.contains(where: { nested(strongest.korean, in: $0.korean) || nested($0.korean, in: strongest.korean) }) {
        continue
      }
      accepted = wholest(accepted)
      accepted = accepted.filter { !rendersOther($0.korean, e, renders) }
      guard let primary = accepted.first else { continue }
      var chosen = [primary]
      var ambiguous = false
      for c in accepted.dropFirst() {
        let both = termPairs[e].count { hasKorean($0, primary.korean) && hasKorean($0, c.korean) }
        if Double(both) <= Self.exclusiveShare * Double(termPairs[e].count) { chosen.append(c) }
        else if c.dice >= Self.tieMargin * primary.dice { ambiguous = true }
      }
      if ambiguous { continue }
      var seen = Set<Int32>()
      var renderings: [Terminology.Entry] = []
      for c in chosen {
        let k = extended(c.korean, for: e, pairs: termPairs[e], candidates: list, best: best)
        guard seen.insert(k).inserted, let entry = entry(e, k, pairs: termPairs[e]) else { continue }
        renderings.append(entry)
      }
      entries += renderings.sorted { $0.count > $1.count }
    }
    return Terminology(entries: entries, pairsRead: pairCount)
  }

  /// Per Korean candidate: pairs and paragraphs shared with the term being counted, in one
  /// word (`State`). Dense arrays reused from term to term; only the touched entries are reset.
  struct CooccurrenceCounter {
    var state: [UInt64]
    /// The candidates counted, in the order first counted (room for every candidate).
    var touched: [Int32]

    init(size: Int) {
      state = Array(repeating: 0, count: size)
      touched = Array(repeating: 0, count: size)
    }

    /// A candidate's counts: pairs in bits 0–15 and paragraphs in bits 16–31 (a term reads at
    /// most `maximumPairsPerTerm` pairs), the last paragraph counted plus one in bits 32–63 (0:
    /// none). One load and one store a candidate of a pair, where three arrays took three each.
    enum State {
      static func mark(_ paragraph: Int32) -> UInt64 { UInt64(UInt32(bitPattern: paragraph) &+ 1) << 32 }
      static func pairs(_ state: UInt64) -> Int32 { Int32(truncatingIfNeeded: state & 0xFFFF) }
      static func paragraphs(_ state: UInt64) -> Int32 { Int32(truncatingIfNeeded: state >> 16 & 0xFFFF) }

      /// `state` counting one more pair, of the paragraph `mark`ed.
      @inline(__always)
      static func adding(_ state: UInt64, mark: UInt64) -> UInt64 {
        state & 0xFFFF_FFFF_0000_0000 == mark ? state &+ 1 : (state & 0xFFFF_FFFF) &+ 0x1_0001 | mark
      }
    }
  }

  /// The strongest terms of each Korean candidate (`terminology()`), in arrays indexed by the
  /// candidate's id (a `Dictionary` hashed the id again at each of its look-ups).
  struct Best {
    var dice: [Double]
    var terms: [Int32]

    init(size: Int) {
      dice = Array(repeating: 0, count: size)
      terms = Array(repeating: 0, count: size)
    }
  }

  /// Whether candidate `a` comes before `b`, strongest first: by Dice, then pairs, then id.
  private static func isStronger(_ a: Candidate, _ b: Candidate) -> Bool {
    a.dice != b.dice ? a.dice > b.dice : (a.count != b.count ? a.count > b.count : a.korean < b.korean)
  }

  /// The Korean candidates that share enough pairs with English term `e`, in no particular
  /// order (`isStronger` orders them): of each pair's candidates `ids[start[p]..<start[p + 1]]`.
  private func cooccurring(_ e: Int, _ pairs: [Int32], ids koreanIDs: [Int32], start koreanStart: [Int],
                           _ c: inout CooccurrenceCounter) -> [Candidate] {
    // Pairs in paragraph order, so the paragraphs of a candidate are counted as they change:
    // sorted as plain numbers, a pair's paragraph in the high half and the pair in the low.
    var ordered = pairs.map { UInt64(UInt32(bitPattern: pairParagraphs[Int($0)])) << 32 | UInt64(UInt32(bitPattern: $0)) }
    ordered.sort()
    // Counts over a capped sample stand for all of the term's pairs.
    let scale = Double(englishCount[e]) / Double(max(pairs.count, 1))
    var list: [Candidate] = []
    koreanIDs.withUnsafeBufferPointer { ids in
      koreanStart.withUnsafeBufferPointer { start in
        c.state.withUnsafeMutableBufferPointer { state in
          c.touched.withUnsafeMutableBufferPointer { touched in
            var touchedCount = 0
            for key in ordered {
              let p = Int(UInt32(truncatingIfNeeded: key)), mark = CooccurrenceCounter.State.mark(Int32(bitPattern: UInt32(key >> 32)))
              for k in ids[start[p]..<start[p + 1]] {
                let i = Int(k), current = state[i]
                if current == 0 { touched[touchedCount] = k; touchedCount += 1 }
                state[i] = CooccurrenceCounter.State.adding(current, mark: mark)
              }
            }
            // The candidates, and the counts reset for the next term, through the same
            // pointers (as arrays, each reset checked the array's uniqueness).
            for k in touched[..<touchedCount] {
              let i = Int(k)
              let count = CooccurrenceCounter.State.pairs(state[i]), paragraphs = CooccurrenceCounter.State.paragraphs(state[i])
              if count >= Self.minimumPairs && paragraphs >= Self.minimumParagraphs {
                let together = Double(count) * scale
                let dice = 2 * together / (Double(englishCount[e]) + Double(koreanCount[i]))
                list.append(Candidate(korean: k, count: Int(count), dice: dice,
                                      consistency: min(1, together / Double(koreanCount[i]))))
              }
              state[i] = 0
            }
          }
        }
      }
    }
    return list
  }

  /// Of nested candidates, the longest one nearly as strong as the strongest; others as they are.
  private func wholest(_ list: [Candidate]) -> [Candidate] {
    list.filter { x in
      !list.contains { y in
        y.korean != x.korean
          && ((nested(x.korean, in: y.korean) && y.dice >= Self.tieMargin * x.dice)
            || (nested(y.korean, in: x.korean) && y.dice * Self.tieMargin > x.dice))
      }
    }
  }

  /// The number of distinct paragraphs of `pairs`, counted with `marks` (a mark per
  /// paragraph, all below `mark` before; left at `mark` for the paragraphs seen).
  private func distinctParagraphs(_ pairs: [Int32], _ marks: inout [Int32], _ mark: Int32) -> Int {
    var count = 0
    for pair in pairs {
      let paragraph = Int(pairParagraphs[Int(pair)])
      if marks[paragraph] != mark { marks[paragraph] = mark; count += 1 }
    }
    return count
  }

  private func hasKorean(_ pair: Int32, _ k: Int32) -> Bool {
    let ids = koreanIDs[koreanStart[Int(pair)]..<koreanStart[Int(pair) + 1]]
    var lo = ids.startIndex, hi = ids.endIndex
    while lo < hi {
      let mid = (lo + hi) / 2
      if ids[mid] < k { lo = mid + 1 } else { hi = mid }
    }
    return lo < ids.endIndex && ids[lo] == k
  }

  // MARK: Words of a candidate, found again in the texts

  /// Occurrences of candidates in one pair's Korean.
  private func occurrences(_ pair: Int32) -> ArraySlice<Span> {
    spans[spanStart[Int(pair)]..<spanStart[Int(pair) + 1]]
  }

  /// The stems of the words of one pair's Korean (`KoreanWords`), which `Span` counts.
  private func stems(_ pair: Int32) -> [String] {
    var text = koreanTexts[Int(pair)]
    return text.withUTF8 { b in
      KoreanWords.scan(b, fused: fused).map { w in String(decoding: UnsafeBufferPointer(rebasing: b[w.stem]), as: UTF8.self) }
    }
  }

  /// Whether candidate `inner` is a part of candidate `outer` (found in a pair holding both).
  private func nested(_ inner: Int32, in outer: Int32) -> Bool {
    guard koreanWordCount[Int(inner)] < koreanWordCount[Int(outer)] else { return false }
    guard let pair = firstPair(with: outer) else { return false }
    let spans = occurrences(pair)
    return spans.contains { o in
      o.id == outer && spans.contains { i in i.id == inner && i.first >= o.first && i.last <= o.last }
    }
  }

  private func firstPair(with k: Int32) -> Int32? { koreanFirstPair[Int(k)] }

  /// Whether a phrase holds a word that renders another English word, not one of `e`'s
  /// (`문서 전체` for `whole`).
  private func rendersOther(_ k: Int32, _ e: Int, _ renders: [Int32: Int]) -> Bool {
    guard koreanWordCount[Int(k)] > 1, let pair = firstPair(with: k) else { return false }
    let spans = occurrences(pair)
    guard let phrase = spans.first(where: { $0.id == k }) else { return false }
    var own: [String]?  // the keys of `e`'s words, made at the first word rendering a term
    return spans.contains { s in
      guard s.first == s.last, s.first >= phrase.first, s.last <= phrase.last, let other = renders[s.id] else { return false }
      if own == nil {
        own = englishParts[e].0 >= 0 ? [englishKey(Int(englishParts[e].0)), englishKey(Int(englishParts[e].1))] : [englishKey(e)]
      }
      // A word of `e` itself, or part of one (`tool` in `toolbar`), is `e`'s.
      let otherKey = englishKey(other)
      return !own!.contains { $0.contains(otherKey) }
    }
  }

  /// `k` extended by the word that precedes or follows it in `closureShare` of its occurrences
  /// with `e`, as long as that phrase is a candidate of `e` and no other term's.
  private func extended(_ k: Int32, for e: Int, pairs: [Int32], candidates list: [Candidate],
                        best: Best) -> Int32 {
    var k = k
    let diceOf = Dictionary(list.map { ($0.korean, $0.dice) }, uniquingKeysWith: { a, _ in a })
    for _ in 0..<2 where koreanWordCount[Int(k)] < 3 {
      var total = 0
      var neighbours: [Int32: Int] = [:]
      for pair in pairs.lazy.filter({ hasKorean($0, k) }).prefix(Self.closureSample) {
        let spans = occurrences(pair)
        for o in spans where o.id == k {
          total += 1
          for s in spans where (s.first == o.first - 1 && s.last == o.last) || (s.first == o.first && s.last == o.last + 1) {
            neighbours[s.id, default: 0] += 1
          }
        }
      }
      guard let (wider, count) = neighbours.max(by: { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key }),
            count >= Self.minimumPairs, Double(count) >= Self.closureShare * Double(total),
            let dice = diceOf[wider], best.terms[Int(wider)] > 0, best.dice[Int(wider)] * Self.tieMargin <= dice else { break }
      k = wider
    }
    return k
  }


  // MARK: The entry

  /// The entry for English term `e` rendered `k`: counts per source over `e`'s pairs, an example each.
  private func entry(_ e: Int, _ k: Int32, pairs: [Int32]) -> Terminology.Entry? {
    var uses: [Terminology.SourceUse] = []
    var position: [Int32: Int] = [:]
    var korean = ""
    let englishTerm = englishKeySeen[e] ? englishKey(e) : englishSurface(e)
    for pair in pairs.sorted() {
      let source = pairSources[Int(pair)]
      if position[source] == nil {
        position[source] = uses.count
        uses.append(Terminology.SourceUse(source: sources[Int(source)], count: 0, total: 0,
                                          example: Terminology.Example(unit: .unassigned, location: nil, english: "", korean: "")))
      }
      let at = position[source]!
      uses[at].total += 1
      guard hasKorean(pair, k) else { continue }
      uses[at].count += 1
      if uses[at].count == 1 {
        if korean.isEmpty, let o = occurrences(pair).first(where: { $0.id == k }) {
          korean = stems(pair)[Int(o.first)...Int(o.last)].joined(separator: " ")
        }
        let unit = units[pairUnits[Int(pair)]]
        uses[at].example = Terminology.Example(unit: unit.id, location: unit.koreanLocation,
                                               english: Self.excerpt(unit.englishText, around: englishTerm, caseInsensitive: true),
                                               korean: Self.excerpt(unit.koreanText, around: korean))
      }
    }
    // The source that uses the rendering most first: its example is the entry's.
    uses = uses.enumerated().filter { $0.element.count > 0 }
      .sorted { $0.element.count != $1.element.count ? $0.element.count > $1.element.count : $0.offset < $1.offset }.map(\.element)
    guard !uses.isEmpty, !korean.isEmpty else { return nil }
    return Terminology.Entry(english: englishTerm, korean: korean, count: uses.reduce(0) { $0 + $1.count },
                             total: uses.reduce(0) { $0 + $1.total }, sources: uses)
  }

  /// About 80 characters of `text` around the first occurrence of `needle`'s first word.
  static func excerpt(_ text: String, around needle: String, caseInsensitive: Bool = false) -> String {
    plainExcerpt(text, around: firstWord(of: needle), caseInsensitive: caseInsensitive)
      ?? characterExcerpt(text, around: needle, caseInsensitive: caseInsensitive)
  }

  private static func firstWord(of needle: String) -> String {
    String(needle.split(separator: " ").first ?? Substring(needle))
  }

  /// `excerpt` as Foundation reads it (characters, canonical equivalence), for any text: what
  /// `plainExcerpt` must give for plain text (a test compares them).
  static func characterExcerpt(_ text: String, around needle: String, caseInsensitive: Bool) -> String {
    let first = firstWord(of: needle)
    let haystack = caseInsensitive ? text.lowercased() : text
    guard !first.isEmpty, let range = haystack.range(of: first), !caseInsensitive || haystack.count == text.count else {
      return String(text.prefix(80))
    }
    let offset = haystack.distance(from: haystack.startIndex, to: range.lowerBound)
    let lower = text.index(text.startIndex, offsetBy: offset)
    let start = text.index(lower, offsetBy: -30, limitedBy: text.startIndex) ?? text.startIndex
    let end = text.index(lower, offsetBy: 50, limitedBy: text.endIndex) ?? text.endIndex
    return (start > text.startIndex ? "…" : "") + text[start..<end] + (end < text.endIndex ? "…" : "")
  }

  /// `excerpt` of a text and word of plain scalars only (`isPlain`), on the bytes, where a
  /// character is a scalar; nil for any other. Foundation's search (canonical equivalence, by
  /// characters) and character offsets cost ~150,000 instructions a Korean example; in plain
  /// text every scalar is a character of its own and its own normal form, so the first match of
  /// the bytes is the first match of the characters.
  private static func plainExcerpt(_ text: String, around first: String, caseInsensitive: Bool) -> String? {
    var word = first, text = text
    return word.withUTF8 { (w: UnsafeBufferPointer<UInt8>) -> String? in
      guard !w.isEmpty, isPlain(w) else { return nil }
      return text.withUTF8 { (t: UnsafeBufferPointer<UInt8>) -> String? in
        guard isPlain(t) else { return nil }
        var found = -1
        var at = 0
        while found < 0 && at + w.count <= t.count {
          var k = 0
          // Lower-casing a plain text changes its ASCII capitals only.
          while k < w.count && (caseInsensitive ? EnglishTerms.lower(t[at + k]) : t[at + k]) == w[k] { k += 1 }
          if k == w.count { found = at }
          at += 1
        }
        guard found >= 0 else { return String(decoding: UnsafeBufferPointer(rebasing: t[..<scalars(80, after: 0, in: t)]), as: UTF8.self) }
        let start = scalars(30, before: found, in: t), end = scalars(50, after: found, in: t)
        return (start > 0 ? "…" : "") + String(decoding: UnsafeBufferPointer(rebasing: t[start..<end]), as: UTF8.self)
          + (end < t.count ? "…" : "")
      }
    }
  }

  /// Whether every scalar of `bytes` is its own character and normal form whatever surrounds
  /// it, and changes under lower-casing only if an ASCII capital: ASCII but the carriage return
  /// (`\r\n` is one character), Hangul syllables (U+AC00–U+D7A3), `·` (U+00B7) and the
  /// dashes, quotes and dots of U+2010–U+2027. Such is nearly every Korean and English text.
  private static func isPlain(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var i = 0
    while i < bytes.count {
      let b = bytes[i]
      if b < 0x80 {
        guard b != 0x0D else { return false }
        i += 1
      } else if b == 0xC2 {
        guard i + 1 < bytes.count, bytes[i + 1] == 0xB7 else { return false }
        i += 2
      } else if b & 0xF0 == 0xE0 {
        guard i + 2 < bytes.count else { return false }
        let scalar = UInt32(b & 0x0F) << 12 | UInt32(bytes[i + 1] & 0x3F) << 6 | UInt32(bytes[i + 2] & 0x3F)
        guard (0xAC00...0xD7A3).contains(scalar) || (0x2010...0x2027).contains(scalar) else { return false }
        i += 3
      } else {
        return false
      }
    }
    return true
  }

  /// The byte offset `count` scalars after (or before) the one at `offset` of valid UTF-8, or
  /// the end (the start) if there are fewer.
  private static func scalars(_ count: Int, after offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var at = offset, n = 0
    while n < count && at < bytes.count {
      at += 1
      while at < bytes.count && bytes[at] & 0xC0 == 0x80 { at += 1 }
      n += 1
    }
    return at
  }

  private static func scalars(_ count: Int, before offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var at = offset, n = 0
    while n < count && at > 0 {
      at -= 1
      while at > 0 && bytes[at] & 0xC0 == 0x80 { at -= 1 }
      n += 1
    }
    return at
  }

  // MARK: Hashes

  /// A hash of the bytes lower-cased (ASCII capitals folded, as `EnglishTerms.fnv`), eight
  /// bytes at a time: an English paragraph's identity (`EnglishTerms.fnv`, byte by byte, was
  /// ~3,000 instructions a paragraph).
  static func paragraphHash(_ b: UnsafeBufferPointer<UInt8>) -> UInt64 {
    let raw = UnsafeRawBufferPointer(b)
    var h = UInt64(b.count)
    var i = 0
    while i + 8 <= b.count {
      let word = ByteWord.load(raw, at: i)
      // An ASCII letter's top bit moved to 0x20: capitals lower-cased, other bytes as they are.
      h = mix(h, word | ByteWord.asciiLetters(word) >> 2)
      i += 8
    }
    if i < b.count {
      var last: UInt64 = 0
      for k in i..<b.count { last |= UInt64(EnglishTerms.lower(b[k])) << UInt64(8 * (k - i)) }
      h = mix(h, last)
    }
    return h
  }

  static func mix(_ a: UInt64, _ b: UInt64) -> UInt64 { EnglishTerms.combine(a, b) }
}
