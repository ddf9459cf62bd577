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
public struct SourceGrouper: Sendable {
  public var threshold: Double
  public var minimumSharedTokens: Int
  public var minimumPhrases = 8
  public var minimumSharedPhrases = 3
  public var phraseContainment = 0.12
  /// The least a Korean-only document must share with its best English source in a run of
  /// several pages.
  public var koreanOnlyFloor = 0.1
  public var koreanOnlyMinimumShared = 1

  public init(threshold: Double = 0.45, minimumSharedTokens: Int = 5) {
    self.threshold = threshold
    self.minimumSharedTokens = minimumSharedTokens
  }

  /// Groups `documents`; `overrides` (name → paths) come first and their documents are not
  /// grouped automatically. Every document ends up in exactly one group, in input order.
  public func group(_ documents: [DocumentFingerprint], overrides: [String: [String]] = [:]) -> [SourceGroup] {
    let manualPaths = Set(overrides.values.joined())
    let automatic = documents.filter { !manualPaths.contains($0.path) }
    var groups = overrides.keys.sorted().map { SourceGroup(name: $0, paths: overrides[$0]!, isManual: true) }
    let links = self.links(automatic)
    var parent = Array(automatic.indices)
    func root(_ x: Int) -> Int { parent[x] == x ? x : root(parent[x]) }
    let index = Dictionary(uniqueKeysWithValues: automatic.enumerated().map { ($1.path, $0) })
    for link in links {
      let a = root(index[link.first]!), b = root(index[link.second]!)
      if a != b { parent[max(a, b)] = min(a, b) }
    }
    for member in automatic.indices where root(member) == member {
      let paths = automatic.indices.filter { root($0) == member }.map { automatic[$0].path }
      let evidence = links.filter { paths.contains($0.first) }
      groups.append(SourceGroup(name: SourceGrouper.name(for: paths), paths: paths, evidence: evidence))
    }
    return groups
  }

  /// The pairs that join a group (see the type's comment).
  func links(_ documents: [DocumentFingerprint]) -> [GroupingEvidence] {
    let all = similarities(documents)
    if documents.count == 2 { return all }
    let hasProse = Dictionary(documents.map { ($0.path, $0.phrases.count >= minimumPhrases) }, uniquingKeysWith: { a, _ in a })
    let hasEnglish = Dictionary(documents.map { ($0.path, $0.hasEnglish) }, uniquingKeysWith: { a, _ in a })
    let englishSources = documents.count(where: \.hasEnglish)
    var linked = Set<[String]>()
    var bestOfSparse: [String: GroupingEvidence] = [:]  // a document with little English → its best candidate
    var bestEnglish: [String: GroupingEvidence] = [:]  // a Korean-only document → its best English source
    for pair in all where hasEnglish[pair.first]! != hasEnglish[pair.second]! {
      let korean = hasEnglish[pair.first]! ? pair.second : pair.first
      if let best = bestEnglish[korean], best.similarity >= pair.similarity { continue }
      bestEnglish[korean] = pair
    }
    for (_, pair) in bestEnglish
    where englishSources == 1 || (pair.similarity >= koreanOnlyFloor && pair.sharedTokenCount >= koreanOnlyMinimumShared) {
      linked.insert([pair.first, pair.second])
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
    return all.filter { linked.contains([$0.first, $0.second]) }
  }

  /// Pairwise evidence for every pair of documents (first before second in input order).
  public func similarities(_ documents: [DocumentFingerprint]) -> [GroupingEvidence] {
    let weight = SourceGrouper.weights(documents)
    func termWeight(_ document: DocumentFingerprint, _ token: String) -> Double {
      (1 + log(Double(document.tokens[token] ?? 0))) * weight[token]!
    }
    let totals = documents.map { document in document.tokens.keys.reduce(0.0) { $0 + termWeight(document, $1) } }
    var result: [GroupingEvidence] = []
    for a in documents.indices {
      for b in documents.indices where b > a {
        let shared = documents[a].tokens.keys.filter { documents[b].tokens[$0] != nil }
        let sharedWeight = shared.reduce(0.0) { $0 + min(termWeight(documents[a], $1), termWeight(documents[b], $1)) }
        let smaller = min(totals[a], totals[b])
        let top = shared.sorted { (weight[$0]!, $1) > (weight[$1]!, $0) }.prefix(8)
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

  private static func weights(_ documents: [DocumentFingerprint]) -> [String: Double] {
    var frequency: [String: Int] = [:]
    for document in documents { for token in document.tokens.keys { frequency[token, default: 0] += 1 } }
    let n = Double(documents.count)
    return frequency.mapValues { log((n + 1) / Double($0)) }
  }

  private static func name(for paths: [String]) -> String {
    let stems = paths.map { path -> String in
      let file = path.split(separator: "/").last.map(String.init) ?? path
      return file.split(separator: ".").first.map(String.init) ?? file
    }
    return stems.min { ($0.count, $0) < ($1.count, $1) } ?? "group"
  }
}
