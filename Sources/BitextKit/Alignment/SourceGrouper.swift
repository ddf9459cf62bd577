#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Groups documents into pages from their content, not their names.
///
/// A token weighs (1 + log tf) × log((N + 1)/df): a token every document has (`iOS`) counts
/// little, one only two documents share counts most. Two documents are similar by **weighted
/// containment**: Σ min(weight in A, weight in B) over the shared tokens, divided by the
/// total weight of the smaller fingerprint. Containment rather than cosine because a
/// Korean-only blog keeps few Latin terms: its fingerprint is small, and what matters is
/// how much of it the bilingual source also has. Pairs at or above `threshold` sharing at
/// least `minimumSharedTokens` are linked; groups are the connected documents. On the five
/// corpus documents the same-page pairs scored 0.56 and 0.57, the closest other pair 0.35.
///
/// Vocabulary alone chains pages together once a run holds many of them (a short Toggles page
/// is 0.6 "contained" in a Buttons page through `choose`, `state`, `toggle`), so two documents
/// that both have English prose (`minimumPhrases` phrases each) must also share sentences:
/// `minimumSharedPhrases` four-word phrases, `phraseContainment` of the smaller one's. Measured
/// on the corpus and paraphrased toolbar pages: same page 0.24–1.0, different pages 0–0.09.
/// A document with little English (a Korean-only blog) joins only the one document it is
/// most similar to, so it cannot bridge two pages.
///
/// A Korean-only translation must not be stranded: it keeps few Latin terms, so its evidence is
/// thin, but it translates some page. It joins the English source it shares most with when
/// that one is ahead on `koreanOnlyFloor` and `koreanOnlyMinimumShared`, and joins the only
/// English source of a run whatever the evidence; two documents given alone always form one
/// group (the user named exactly these two).
///
/// Latin terms are thin evidence for a short translation, so when a run has several English
/// sources the caller may give a **trial**: a Korean-only document is aligned to each of its
/// `trialCandidates` likeliest English sources (similarity weighted by how well the lengths
/// fit a translation), and joins the one it follows best (the highest mean bead score); it is
/// linked when that score reaches `trialFloor` or the vocabulary alone would have linked it.
/// The evidence keeps each trial's score for the report.
public struct SourceGrouper: Sendable {
  /// How well a Korean-only document (first path) follows an English source (second path), in
  /// [0, 1], or nil when it cannot be tried (a document too large to hold).
  public typealias Trial = (_ korean: String, _ english: String) -> Double?
  public var threshold: Double
  public var minimumSharedTokens: Int
  public var minimumPhrases = 8
  public var minimumSharedPhrases = 3
  public var phraseContainment = 0.12
  /// The least a Korean-only document must share with its best English source in a run of
  /// several pages.
  public var koreanOnlyFloor = 0.1
  public var koreanOnlyMinimumShared = 1
  public var trialCandidates = 8
  public var trialFloor = 0.3
  /// Below `trialFloor`, the trial's best page replaces the vocabulary's only when the
  /// vocabulary ranks it at least this share of its own best.
  public var trialTieShare = 0.8

  public init(threshold: Double = 0.45, minimumSharedTokens: Int = 5) {
    self.threshold = threshold
    self.minimumSharedTokens = minimumSharedTokens
  }

  /// Groups `documents`; `overrides` (name → paths) come first and their documents are not
  /// grouped automatically. Every document ends up in exactly one group, in input order.
  public func group(_ documents: [DocumentFingerprint], overrides: [String: [String]] = [:]) -> [SourceGroup] {
    grouping(documents, overrides: overrides).groups
  }

  /// The groups, and the similarity evidence they were decided from (for the report).
  func grouping(_ documents: [DocumentFingerprint], overrides: [String: [String]] = [:], trial: Trial? = nil)
    -> (groups: [SourceGroup], similarities: [GroupingEvidence]) {
    let manualPaths = Set(overrides.values.joined())
    let automatic = documents.filter { !manualPaths.contains($0.path) }
    var groups = overrides.keys.sorted().map { SourceGroup(name: $0, paths: overrides[$0]!, isManual: true) }
    let all = similarities(automatic)
    let links = self.links(automatic, all, trial: trial)
    var parent = Array(automatic.indices)
    func root(_ x: Int) -> Int {
      var r = x
      while parent[r] != r { r = parent[r] }
      var y = x
      while parent[y] != r { (parent[y], y) = (r, parent[y]) }
      return r
    }
    let index = Dictionary(automatic.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { first, _ in first })
    for link in links {
      let a = root(index[link.first]!), b = root(index[link.second]!)
      if a != b { parent[max(a, b)] = min(a, b) }
    }
    // Members and evidence by group (its root: its first member), in input order.
    var members: [Int: [String]] = [:]
    for member in automatic.indices { members[root(member), default: []].append(automatic[member].path) }
    var evidence: [Int: [GroupingEvidence]] = [:]
    for link in links { evidence[root(index[link.first]!), default: []].append(link) }
    for member in automatic.indices where root(member) == member {
      let paths = members[member]!
      groups.append(SourceGroup(name: SourceGrouper.name(for: paths), paths: paths, evidence: evidence[member] ?? []))
    }
    return (groups, manualPaths.isEmpty ? all : similarities(documents))
  }

  /// The pairs that join a group (see the type's comment).
  func links(_ documents: [DocumentFingerprint]) -> [GroupingEvidence] {
    links(documents, similarities(documents))
  }

  func links(_ documents: [DocumentFingerprint], _ all: [GroupingEvidence], trial: Trial? = nil) -> [GroupingEvidence] {
    if documents.count == 2 { return all }
    let hasProse = Dictionary(documents.map { ($0.path, $0.phrases.count >= minimumPhrases) }, uniquingKeysWith: { a, _ in a })
    let hasEnglish = Dictionary(documents.map { ($0.path, $0.hasEnglish) }, uniquingKeysWith: { a, _ in a })
    let englishSources = documents.count(where: \.hasEnglish)
    var linked = Set<[String]>()
    var bestOfSparse: [String: GroupingEvidence] = [:]  // a document with little English → its best candidate
    var candidates: [String: [GroupingEvidence]] = [:]  // a Korean-only document → its English sources
    for pair in all where hasEnglish[pair.first]! != hasEnglish[pair.second]! {
      candidates[hasEnglish[pair.first]! ? pair.second : pair.first, default: []].append(pair)
    }
    let lengths = Dictionary(documents.map { ($0.path, $0.length) }, uniquingKeysWith: { a, _ in a })
    var trials: [[String]: Double] = [:]
    for (korean, pairs) in candidates {
      // A short fingerprint is contained in many pages alike: of those, the page whose length
      // a translation of it would have comes first.
      func rank(_ pair: GroupingEvidence) -> Double {
        let english = pair.first == korean ? pair.second : pair.first
        return pair.similarity * Self.lengthFit(translation: lengths[korean]!, source: lengths[english]!)
      }
      let ranked = pairs.map { ($0, rank($0)) }.sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0.first < $1.0.first }.map(\.0)
      guard var best = ranked.first else { continue }
      var decidedByTrial = false
      if englishSources > 1, let trial {
        let tried = ranked.prefix(trialCandidates).filter { $0.sharedTokenCount >= koreanOnlyMinimumShared }.compactMap { pair in
          trial(korean, pair.first == korean ? pair.second : pair.first).map { score in
            var pair = pair
            pair.trialScore = score
            trials[[pair.first, pair.second]] = score
            return pair
          }
        }
        // A confident trial decides. An inconclusive one (every page's alignment weak, as for a
        // page that is mostly links) only breaks a near tie of the vocabulary: a page the
        // vocabulary clearly prefers is not traded for one that aligns a little less badly.
        if let top = tried.max(by: { ($0.trialScore!, $0.similarity) < ($1.trialScore!, $1.similarity) }) {
          if top.trialScore! >= trialFloor {
            best = top
            decidedByTrial = true
          } else if rank(top) >= trialTieShare * rank(best) {
            best = top
          }
        }
      }
      if englishSources == 1 || decidedByTrial
        || (best.similarity >= koreanOnlyFloor && best.sharedTokenCount >= koreanOnlyMinimumShared) {
        linked.insert([best.first, best.second])
      }
    }
    for pair in all where pair.similarity >= threshold && pair.sharedTokenCount >= minimumSharedTokens {
      // A Korean-only document joins English sources only as its best one (above); it joins
      // another Korean-only document only in a run with no English at all.
      if hasEnglish[pair.first]! != hasEnglish[pair.second]! { continue }
      if !hasEnglish[pair.first]!, englishSources > 0 { continue }
      if hasProse[pair.first]! && hasProse[pair.second]! {
        if pair.sharedPhraseCount >= minimumSharedPhrases && pair.phraseContainment >= phraseContainment {
          linked.insert([pair.first, pair.second])
        }
        continue
      }
      for path in [pair.first, pair.second] where !hasProse[path]! {
        if let best = bestOfSparse[path], best.similarity >= pair.similarity { continue }
        bestOfSparse[path] = pair
      }
    }
    linked.formUnion(bestOfSparse.values.map { [$0.first, $0.second] })
    // In input order, once each.
    return all.filter { linked.contains([$0.first, $0.second]) }.map { pair in
      var pair = pair
      pair.trialScore = trials[[pair.first, pair.second]]
      return pair
    }
  }

  /// Pairwise evidence for the pairs of documents that can be linked (first before second in
  /// input order): every pair sharing a distinctive token, found through an inverted index of
  /// tokens held by at most `candidateFrequency` documents, plus, when the run has one English
  /// source, each Korean-only document with it (it joins that source whatever the evidence),
  /// and the pair when the run has two documents. A pair sharing only tokens most documents
  /// have is not compared: its containment is made of near-zero weights. In a run of up to
  /// `candidateFrequency` documents that is every pair sharing a token, as an all-pairs scan
  /// would find; pairs sharing nothing have similarity 0 and link nothing.
  /// - Complexity: O(Σ candidates × tokens of the smaller document); no all-pairs structure.
  public func similarities(_ documents: [DocumentFingerprint]) -> [GroupingEvidence] {
    let table = TokenTable(documents)
    let n = Double(documents.count)
    let weight = table.frequency.map { log((n + 1) / Double($0)) }
    func termWeight(_ count: Int32, _ id: Int32) -> Double { (1 + log(Double(count))) * weight[Int(id)] }
    let totals = documents.indices.map { d in
      zip(table.counts[d], table.ids[d]).reduce(0.0) { $0 + termWeight($1.0, $1.1) }
    }
    var result: [GroupingEvidence] = []
    var shared: [Int32] = []
    for (a, others) in candidatePairs(table).enumerated() {
      for b in others {
        // The shared tokens, ascending (both lists are): summed in that order on every run.
        shared.removeAll(keepingCapacity: true)
        var sharedWeight = 0.0
        let (idsA, idsB, countsA, countsB) = (table.ids[a], table.ids[b], table.counts[a], table.counts[b])
        var i = 0, j = 0
        while i < idsA.count && j < idsB.count {
          if idsA[i] < idsB[j] { i += 1 } else if idsA[i] > idsB[j] { j += 1 } else {
            shared.append(idsA[i])
            sharedWeight += min(termWeight(countsA[i], idsA[i]), termWeight(countsB[j], idsB[j]))
            i += 1; j += 1
          }
        }
        let smaller = min(totals[a], totals[b])
        // Heaviest first, then in token order (ids are ranks in token order).
        let top = shared.sorted { (weight[Int($0)], $1) > (weight[Int($1)], $0) }.prefix(8).map { table.tokens[Int($0)] }
        let pa = documents[a].phrases, pb = documents[b].phrases
        let sharedPhrases = pa.count <= pb.count ? pa.count { pb.contains($0) } : pb.count { pa.contains($0) }
        let fewest = min(pa.count, pb.count)
        result.append(GroupingEvidence(first: documents[a].path, second: documents[b].path,
                                       similarity: smaller > 0 ? sharedWeight / smaller : 0,
                                       sharedTokenCount: shared.count, topSharedTokens: Array(top),
                                       sharedPhraseCount: sharedPhrases,
                                       phraseContainment: fewest > 0 ? Double(sharedPhrases) / Double(fewest) : 0))
      }
    }
    return result
  }

  /// The documents' tokens as integer ids: a token's id is its rank in token order, and each
  /// document's ids are ascending with their counts beside them. Sums and choices over tokens
  /// then run in one order on every run (a dictionary's order changes from process to process,
  /// and with it the last bits of a sum and which of two equal candidates comes first), and
  /// pairs compare integers.
  struct TokenTable {
    var tokens: [String]
    /// Documents holding each token.
    var frequency: [Int]
    var ids: [[Int32]]
    var counts: [[Int32]]
    var hasEnglish: [Bool]

    init(_ documents: [DocumentFingerprint]) {
      var all = Set<String>()
      for document in documents { all.formUnion(document.tokens.keys) }
      tokens = all.sorted()
      let idOf = Dictionary(uniqueKeysWithValues: tokens.enumerated().map { ($1, Int32($0)) })
      frequency = Array(repeating: 0, count: tokens.count)
      ids = []
      counts = []
      for document in documents {
        let held = document.tokens.map { (idOf[$0.key]!, Int32($0.value)) }.sorted { $0.0 < $1.0 }
        for (id, _) in held { frequency[Int(id)] += 1 }
        ids.append(held.map(\.0))
        counts.append(held.map(\.1))
      }
      hasEnglish = documents.map(\.hasEnglish)
    }
  }
  /// A token held by more documents than this finds no candidates (it still counts in the
  /// similarity of the pairs found otherwise).
  public var candidateFrequency = 64

  /// For each document, the later documents it is compared with, ascending.
  ///
  /// A Korean-only document keeps few Latin terms, often only common ones (`react`, `state`):
  /// when its distinctive tokens give it fewer than `koreanOnlyCandidates` English sources, it
  /// also takes those of its commoner tokens, rarest first, until it has that many (its
  /// likeliest pages are then ranked and tried as in a comparison of every pair).
  func candidatePairs(_ documents: [DocumentFingerprint]) -> [[Int]] {
    candidatePairs(TokenTable(documents))
  }

  func candidatePairs(_ table: TokenTable) -> [[Int]] {
    let count = table.ids.count
    var postings = [[Int]](repeating: [], count: table.tokens.count)
    for (i, ids) in table.ids.enumerated() {
      for id in ids { postings[Int(id)].append(i) }
    }
    let english = table.hasEnglish.indices.filter { table.hasEnglish[$0] }
    let onlyEnglish = english.count == 1 ? english[0] : nil
    var stamp = [Int](repeating: -1, count: count)
    var result = [[Int]](repeating: [], count: count)
    var earlier: [(Int, Int)] = []  // pairs found from their second document
    for a in 0..<count {
      var englishPartners = 0
      func consider(_ b: Int) {
        guard b != a, stamp[b] != a else { return }
        stamp[b] = a
        if table.hasEnglish[b] { englishPartners += 1 }
        if b > a { result[a].append(b) }
      }
      if count == 2 { consider(1 - a) }
      if let onlyEnglish {
        if a == onlyEnglish { for b in 0..<count where !table.hasEnglish[b] { consider(b) } }
        else if !table.hasEnglish[a] { consider(onlyEnglish) }
      }
      var common: [Int32] = []  // tokens too common to find candidates, in token order
      for id in table.ids[a] {
        let list = postings[Int(id)]
        if list.count <= candidateFrequency { for b in list { consider(b) } } else { common.append(id) }
      }
      if !table.hasEnglish[a] && onlyEnglish == nil && englishPartners < koreanOnlyCandidates {
        // Rarest first; of two as rare, the first in token order.
        common.sort { (postings[Int($0)].count, $0) < (postings[Int($1)].count, $1) }
        for id in common where englishPartners < koreanOnlyCandidates {
          for b in postings[Int(id)] where table.hasEnglish[b] && stamp[b] != a {
            consider(b)
            if b < a { earlier.append((b, a)) }
          }
        }
      }
    }
    for (b, a) in earlier { result[b].append(a) }
    return result.map { Array(Set($0)).sorted() }
  }

  /// Candidates a Korean-only document gets at least, when it has that many English sources
  /// sharing a token.
  public var koreanOnlyCandidates = 32

  /// How plausible it is that a text of `translation` scalars translates one of `source`:
  /// 1 at the length model's English→Korean ratio, falling off by a log-normal with
  /// `documentLengthSpread` (whole documents differ by cut or added sections, far more than a
  /// paragraph's Gale–Church variance allows).
  static func lengthFit(translation: Int, source: Int) -> Double {
    guard translation > 0, source > 0 else { return 1 }
    let z = (log(Double(translation) / Double(source)) - LengthModel.englishToKorean.logRatio) / documentLengthSpread
    return exp(-z * z / 2)
  }

  static let documentLengthSpread = 0.6

  private static func name(for paths: [String]) -> String {
    let stems = paths.map { path -> String in
      let file = path.split(separator: "/").last.map(String.init) ?? path
      return file.split(separator: ".").first.map(String.init) ?? file
    }
    return stems.min { ($0.count, $0) < ($1.count, $1) } ?? "group"
  }
}
