/// Aligns the sources of one page with each other, one job per kind of source:
///
/// - `CurrentEnglish` chooses the English source the others follow best and gives its own rows;
/// - `KoreanOnlyAligner` aligns each Korean-only source to the current English;
/// - `OlderVersionAligner` links every other English source, an older version, to it.
///
/// Each job gives `PageRow`s placed among the current English's paragraphs; the page is those
/// rows in order of place, with the older versions' changes and, for each paragraph that more
/// than one row translates, the rows whose Korean `DivergenceCheck` compares.
public struct GroupAligner: Sendable {
  public var lengthModel: LengthModel

  public init(lengthModel: LengthModel = .englishToKorean) { self.lengthModel = lengthModel }

  /// Fits the Gale–Church ratio and variance from the 1:1 pairs documents already have (the
  /// page's own sources first: their translators' style is the best predictor), falling back
  /// to `fallback` when they have fewer than five.
  public static func fitted(to documents: [DocumentResult], fallback: LengthModel = .englishToKorean) -> GroupAligner {
    fitted(to: documents.map(lengthPairs), fallback: fallback)
  }

  /// The same from each document's `lengthPairs`, in document order.
  static func fitted(to pairs: [[(english: Int, korean: Int)]], fallback: LengthModel = .englishToKorean) -> GroupAligner {
    GroupAligner(lengthModel: LengthModel.fit(pairs: Array(pairs.joined()), prior: fallback))
  }

  /// The lengths of a document's 1:1 pairs, in order: what `fitted` fits.
  static func lengthPairs(of document: DocumentResult) -> [(english: Int, korean: Int)] {
    // By index, each unit's fields read in place: `compactMap` copied every unit (retaining its
    // every part) to read them.
    let units = document.units
    return units.indices.compactMap { i in
      guard units[i].status == .aligned, units[i].english.count == 1, units[i].korean.count == 1 else { return nil }
      return (LengthModel.length(of: units[i].english[0].text), LengthModel.length(of: units[i].korean[0].text))
    }
  }

  /// A source of English for the page (bilingual or English-only), as opposed to a Korean-only
  /// translation whose stray English lines are not the page's text.
  static func hasEnglish(_ document: DocumentResult) -> Bool {
    document.layout == .bilingual && document.units.indices.contains { !document.units[$0].english.isEmpty }
  }

  public func align(_ documents: [DocumentResult], group: SourceGroup) -> GroupAlignment {
    let english = documents.filter(Self.hasEnglish)
    let koreanOnly = documents.filter { d in !english.contains { $0.path == d.path } }
    var result = GroupAlignment(name: group.name, paths: group.paths, units: [], currentEnglish: nil,
                                currentEnglishReason: "", roles: [:], evidence: group.evidence, isManual: group.isManual,
                                versionChanges: [], parallelTranslations: [])
    let korean = KoreanOnlyAligner(lengthModel: lengthModel)
    guard let current = CurrentEnglish.choose(among: english, koreanOnly: koreanOnly, aligner: korean) else {
      // No English at all: each Korean-only document keeps its own rows.
      for d in documents { result.roles[d.path] = "Korean-only translation (no English in this group)" }
      result.units = documents.flatMap(\.units)
      result.currentEnglishReason = "no source in this group has English paragraphs"
      name(&result)
      return result
    }
    let path = current.document.path
    result.currentEnglish = path
    result.currentEnglishReason = current.reason
    result.roles[path] = "current English" + (current.document.count(.aligned) > 0 ? " with its Korean" : " (English only)")
    var rows = current.rows(besideKoreanOnly: !koreanOnly.isEmpty)
    for (order, source) in koreanOnly.enumerated() {
      result.roles[source.path] = "Korean-only translation, aligned to \(path)"
      let sourceRows = korean.rows(of: source, to: current, rank: order + 1)
      // Beside an English-only current source, its rows are none: take the source's whole.
      if rows.isEmpty { rows = sourceRows } else { rows += sourceRows }
    }
    let olders = Array(english.filter { $0.path != path }.enumerated())
    for (_, older) in olders { result.roles[older.path] = "older English version of \(path)" }
    if !olders.isEmpty {
      // The current paragraphs' words are indexed once; the older versions are independent, on all cores.
      let (paragraphs, words) = (current.paragraphs, OlderVersionAligner.CurrentWords(current.paragraphs.map(\.text)))
      let ranked = olders.map { (document: $0.element, rank: koreanOnly.count + $0.offset + 1) }
      rows += ParallelMap.map(ranked) { older in
        OlderVersionAligner.rows(of: older.document, to: paragraphs, rank: older.rank, words: words)
      }.flatMap { $0 }
    }
    place(consume rows, in: &result)
    name(&result)
    return result
  }

  /// How well `korean` (a Korean-only source) follows `english`: the mean score of their
  /// alignment's beads, null beads counting 0. Grouping's trial of a candidate page.
  public func trialScore(of korean: DocumentResult, against english: DocumentResult) -> Double {
    KoreanOnlyAligner(lengthModel: lengthModel).meanScore(of: korean, to: CurrentEnglish(english, reason: ""))
  }

  /// The page's units are `rows` in order of place (rows of one place in the order given); the
  /// changes and the translations to compare name them by their index in that order. Each unit
  /// is moved out of its row (an empty one left there): a copy retained every part of it.
  private func place(_ rows: consuming [PageRow], in result: inout GroupAlignment) {
    let places = rows.map(\.place)
    let order = places.withUnsafeBufferPointer { place in
      rows.indices.sorted { place[$0] != place[$1] ? place[$0] < place[$1] : $0 < $1 }
    }
    var newIndex = [Int](repeating: 0, count: rows.count)
    for (new, old) in order.enumerated() { newIndex[old] = new }
    var units: [TranslationUnit] = []
    units.reserveCapacity(order.count)
    for old in order {
      units.append(exchange(&rows[old].unit, with: TranslationUnit(group: "", english: [], korean: [], score: 0, status: .missing)))
    }
    result.units = units
    // Rows holding Korean for each paragraph alone, counted first: only a paragraph with more
    // than one gets a list (a list per paragraph, nearly all of one row, was 100,000 lists in
    // a dictionary on a long page, then their keys sorted).
    var translating = [Int32](repeating: 0, count: rows.reduce(0) { max($0, ($1.translates ?? -1) + 1) })
    for i in rows.indices { if let paragraph = rows[i].translates { translating[paragraph] += 1 } }
    var translations: [Int: [Int]] = [:]  // paragraph → its rows, in the order given
    for (i, row) in rows.enumerated() {
      if let change = row.change {
        result.versionChanges.append(GroupAlignment.VersionChange(unitIndex: newIndex[i], currentEnglish: change.currentEnglish,
                                                                  currentLocation: change.currentLocation, kind: change.kind))
      }
      if let paragraph = row.translates, translating[paragraph] > 1 { translations[paragraph, default: []].append(newIndex[i]) }
    }
    result.parallelTranslations = translations.keys.sorted().map { translations[$0]! }
  }

  /// Names the page's units after it, in place (a copy of the page would copy every unit).
  private func name(_ result: inout GroupAlignment) {
    let name = result.name
    for i in result.units.indices { result.units[i].group = name }
  }
}
