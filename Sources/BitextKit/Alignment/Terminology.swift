/// The run's terminology: how recurring English terms are rendered in Korean, learned from the
/// aligned pairs themselves. One model for every output: `terminology.csv`, `terminology.tbx`,
/// the reports' "terms rendered differently" tables and their counts all read `entries`.
///
/// A rendering is exported only when it is a whole term a translator would accept
/// (`TermExtraction` holds the rules: whole Korean words with particles split off, no verb
/// forms, support in at least three pairs of three different English paragraphs, a strong
/// association (Dice) with the English term that no other English term beats, no cut compound).
public struct Terminology: Sendable, Equatable {
  /// One pair showing a rendering: the unit, where its Korean is, and both texts around the term.
  public struct Example: Sendable, Equatable {
    public var unit: UnitID
    public var location: SourceLocation?
    public var english: String
    public var korean: String
  }

  /// A rendering's use in one source (the file whose Korean it is).
  public struct SourceUse: Sendable, Equatable {
    public var source: String
    /// Pairs of this source holding the English term and this rendering.
    public var count: Int
    /// Pairs of this source holding the English term.
    public var total: Int
    public var example: Example
  }

  /// One English term and one of its Korean renderings.
  public struct Entry: Sendable, Equatable {
    public var english: String
    public var korean: String
    /// Aligned pairs holding both.
    public var count: Int
    /// Aligned pairs holding the English term.
    public var total: Int
    /// Per source, the one that uses the rendering most first (then in order of first appearance).
    public var sources: [SourceUse]
    /// The first pair holding both in the source that uses the rendering most.
    public var example: Example { sources[0].example }
  }

  /// A term whose renderings differ among the given sources (or within one).
  public struct Variation: Sendable, Equatable {
    public struct Row: Sendable, Equatable {
      public var korean: String
      public var use: SourceUse
    }

    public var english: String
    public var rows: [Row]
  }

  /// Terms seen in the most pairs first; each term's renderings most used first.
  public var entries: [Entry] { didSet { uses = SourceUses(entries) } }
  /// Aligned pairs read (a very large run reads an even sample of them: `TermExtraction.maximumPairs`).
  public var pairsRead: Int
  /// Where each source uses a rendering: what `variations(among:)` reads for a page.
  private var uses: SourceUses

  public init(entries: [Entry] = [], pairsRead: Int = 0) {
    self.entries = entries
    self.pairsRead = pairsRead
    uses = SourceUses(entries)
  }

  /// Extracts the terminology of `units` (the aligned ones with Korean).
  /// - Complexity: linear in the bytes of the pairs read; each term costs at most
  ///   `TermExtraction.maximumPairsPerTerm` of its pairs.
  public init(units: [TranslationUnit]) {
    self = TermExtraction(units: units).terminology()
  }

  /// The English terms in `entries` order, each with its renderings.
  public var terms: [(english: String, renderings: [Entry])] {
    var order: [String] = []
    var byTerm: [String: [Entry]] = [:]
    for entry in entries {
      if byTerm[entry.english] == nil { order.append(entry.english) }
      byTerm[entry.english, default: []].append(entry)
    }
    return order.map { ($0, byTerm[$0] ?? []) }
  }

  /// Terms that `sources` render in more than one way (`toolbar`: `도구 모음` in one source,
  /// `툴바` in another), one row per source and rendering.
  /// Terms in `terms` order, rows in `entries` and then `sources` order.
  /// - Complexity: in the uses of `sources` (each page reads its own rows, not the run's).
  public func variations(among sources: [String]) -> [Variation] {
    var positions: [SourceUses.Position] = []
    for source in Set(sources) { positions += uses.bySource[source] ?? [] }
    positions.sort()
    var variations: [Variation] = []
    var i = 0
    while i < positions.count {
      let term = positions[i].term
      var rows: [Variation.Row] = []
      while i < positions.count, positions[i].term == term {
        let entry = entries[Int(positions[i].entry)]
        rows.append(Variation.Row(korean: entry.korean, use: entry.sources[Int(positions[i].use)]))
        i += 1
      }
      if Set(rows.map(\.korean)).count > 1 { variations.append(Variation(english: entries[Int(positions[i - 1].entry)].english, rows: rows)) }
    }
    return variations
  }

  /// Per source, the positions of its uses: term (in `terms` order), entry, and use within the
  /// entry's `sources`.
  private struct SourceUses: Sendable, Equatable {
    struct Position: Sendable, Equatable, Comparable {
      var term: Int32
      var entry: Int32
      var use: Int32

      static func < (a: Position, b: Position) -> Bool { (a.term, a.entry, a.use) < (b.term, b.entry, b.use) }
    }

    var bySource: [String: [Position]] = [:]

    init(_ entries: [Entry]) {
      var termOf: [String: Int32] = [:]
      for (e, entry) in entries.enumerated() {
        let term = termOf[entry.english] ?? Int32(termOf.count)
        termOf[entry.english] = term
        for (u, use) in entry.sources.enumerated() {
          bySource[use.source, default: []].append(Position(term: term, entry: Int32(e), use: Int32(u)))
        }
      }
    }
  }
}
