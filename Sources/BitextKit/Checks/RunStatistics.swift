#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a run teaches about its own translations, learned from all its aligned units before
/// any unit is checked: the usual Korean/English length ratio, the transliterations it uses,
/// and how often each name is kept in Latin script. Checks compare each unit to these norms,
/// so a translator's consistent habits (writing `키노트` for `Keynote`, translating `OK`) are
/// not reported over and over.
public struct RunStatistics: Sendable {
  /// How often a name of the English appears in Latin script in the Korean.
  public struct TermUsage: Sendable, Equatable {
    /// Aligned units whose English contains the name.
    public var units: Int = 0
    /// Of those, units whose Korean keeps it in Latin script.
    public var kept: Int = 0

    public init(units: Int = 0, kept: Int = 0) {
      self.units = units
      self.kept = kept
    }

    /// Share of units keeping the name, or nil below three units (too little to tell).
    public var keptRate: Double? { units >= 3 ? Double(kept) / Double(units) : nil }
  }

  /// The run's length model fitted from its aligned units (visible characters, glosses left
  /// out), English of at least `LengthModel.minimumEnglishLength` only; below `minimumLengthPairs`
  /// such units, `LengthModel.visibleCharacters`.
  public var lengthModel: LengthModel
  public var lexicon: TransliterationLexicon
  /// Term key (lowercased, plural removed) → usage.
  public var termUsage: [String: TermUsage] { usageTable.dictionary }
  /// `termUsage` looked up by a profile's keys (their hashes made with the profile).
  let usageTable: TermUsageTable

  /// Fewer units than this leave the checks on `LengthModel.visibleCharacters`.
  static let minimumLengthPairs = 8

  public init(lengthModel: LengthModel = .visibleCharacters, lexicon: TransliterationLexicon = .init(),
              termUsage: [String: TermUsage] = [:]) {
    self.lengthModel = lengthModel
    self.lexicon = lexicon
    self.usageTable = TermUsageTable(termUsage)
  }

  private init(lengthModel: LengthModel, lexicon: TransliterationLexicon, usageTable: TermUsageTable) {
    self.lengthModel = lengthModel
    self.lexicon = lexicon
    self.usageTable = usageTable
  }

  /// Learns from the aligned units among `units`.
  public init(units: [TranslationUnit]) {
    self.init(profiles: units.filter { $0.status == .aligned }.map { UnitProfile($0, kept: true) })
  }

  /// Learns from profiles (only those of aligned units count). Usage is counted for the name
  /// candidates of the English and for every other word some Korean of the run keeps in Latin
  /// script (`npm`, `props`): a lower-case word is a name when the translators treat it as one.
  public init(profiles: [UnitProfile]) {
    // Indices, not copies, of the aligned profiles; their fields are read through the array
    // (a copy of a profile retains and releases every field).
    let aligned = profiles.indices.filter { profiles[$0].unit.status == .aligned }
    // The usage (itself on all cores) and the length model (its pairs read from the profiles
    // there too) are made on other threads while the lexicon is learned.
    let usage = Background { Self.usage(of: profiles, aligned) }
    let lengthModel = Background {
      var lengths: [(english: Int, korean: Int)] = []
      for index in aligned {
        let english = profiles[index].englishMeasure.length, korean = profiles[index].koreanMeasure.length
        if english >= LengthModel.minimumEnglishLength, korean > 0 { lengths.append((english, korean)) }
      }
      return LengthModel.fit(pairs: lengths, prior: .visibleCharacters, minimumPairs: Self.minimumLengthPairs)
    }
    let lexicon = TransliterationLexicon(learningFrom: profiles, indices: aligned)
    self.init(lengthModel: lengthModel.value(), lexicon: lexicon, usageTable: usage.value())
  }

  /// Usage of the English's name candidates and of the keys some Korean keeps, in two passes
  /// over the parts (`parts(of:)`), each on all cores: the keys some unit's Korean writes where
  /// its English has them (`keptKeys`), then the units counting each key (`UsageCounts`). Only
  /// the keys counted are kept in a table (most English words are neither a name candidate nor
  /// kept: interning every word's key, with an id per word, was most of the usage's work and
  /// memory). Sums and unions of the parts: the same usage whatever the split.
  /// Up to four ranges of at least 4,096 profiles: adding up more parts would cost more than
  /// it saves.
  private static func parts(of count: Int) -> [Range<Int>] {
    let n = max(1, min(4, count / 4_096))
    return (0..<n).map { count * $0 / n ..< count * ($0 + 1) / n }
  }

  private static func usage(of profiles: [UnitProfile], _ aligned: [Int]) -> TermUsageTable {
    let parts = Self.parts(of: aligned.count)
    var kept = HashedIndex<TermKey>()
    for part in ParallelMap.map(parts, { range in keptKeys(profiles, aligned[range]) }) {
      for key in part.elements { kept.insert(key) }
    }
    let keptSomewhere = kept
    var run = UsageCounts()
    for part in ParallelMap.map(parts, { range in UsageCounts(profiles, aligned[range], kept: keptSomewhere) }) {
      run.add(part)
    }
    return TermUsageTable(keys: run.keys, usages: zip(run.units, run.kept).map { TermUsage(units: $0, kept: $1) })
  }

  /// The keys of the aligned profiles at `aligned` that a unit's Korean writes where its English
  /// has them.
  private static func keptKeys(_ profiles: [UnitProfile], _ aligned: ArraySlice<Int>) -> HashedIndex<TermKey> {
    var kept = HashedIndex<TermKey>()
    for index in aligned {
      // Fields read through the array: a copy of a profile retains every one of them.
      let koreanKeys = profiles[index].koreanKeys
      guard !koreanKeys.isEmpty else { continue }
      let englishKeys = profiles[index].englishKeys
      for key in koreanKeys where englishKeys.contains(key) { kept.insert(key) }
    }
    return kept
  }

  /// Per key counted: units whose English has the key, when it is a name candidate there or
  /// kept somewhere in the run (`kept`), and of those, units whose Korean keeps it.
  private struct UsageCounts: Sendable {
    private(set) var keys = HashedIndex<TermKey>()
    private(set) var units: [Int] = [], kept: [Int] = []

    init() {}

    init(_ profiles: [UnitProfile], _ aligned: ArraySlice<Int>, kept keptSomewhere: HashedIndex<TermKey>) {
      var lastCounted: [Int] = []  // position of the unit last counting the key
      let anyKept = !keptSomewhere.elements.isEmpty
      for (position, index) in aligned.enumerated() {
        let koreanKeys = profiles[index].koreanKeys
        // The English's keys read with its text's bytes bound once.
        profiles[index].englishKeys.withReader { reader in
          count(reader, koreanKeys: koreanKeys, at: position, kept: keptSomewhere, anyKept: anyKept, &lastCounted)
        }
      }
    }

    /// Counts the keys of one unit's English (`reader`) at `position`. Keys are looked up by hash
    /// and bytes in place: an owned key is made only for a key the table does not hold yet.
    private mutating func count(_ reader: TermKeys.Reader, koreanKeys: [TermKey], at position: Int,
                                kept keptSomewhere: HashedIndex<TermKey>, anyKept: Bool, _ lastCounted: inout [Int]) {
      let englishKeys = reader.keys, terms = englishKeys.terms
      for i in englishKeys.indices
      where terms[i].isNameCandidate || (anyKept && keptSomewhere.contains(hash: englishKeys.hashes[i], where: { reader.matches(i, $0) })) {
        let id: Int
        if let found = keys.index(hash: englishKeys.hashes[i], where: { reader.matches(i, $0) }) {
          id = found
        } else {
          id = keys.insert(englishKeys[i]).index
          units.append(0)
          kept.append(0)
          lastCounted.append(-1)
        }
        guard lastCounted[id] != position else { continue }
        lastCounted[id] = position
        units[id] += 1
        if koreanKeys.contains(where: { reader.matches(i, $0) }) { kept[id] += 1 }
      }
    }

    /// Adds the counts of `other`.
    mutating func add(_ other: UsageCounts) {
      for id in other.keys.elements.indices {
        let (index, inserted) = keys.insert(other.keys.elements[id])
        if inserted {
          units.append(other.units[id])
          kept.append(other.kept[id])
        } else {
          units[index] += other.units[id]
          kept[index] += other.kept[id]
        }
      }
    }
  }
}

/// The run's usage of each term key (`RunStatistics.termUsage`), looked up by a profile's
/// `TermKey`: by the hash its profile made, in a `HashedIndex` of the keys (a `[String: …]`
/// hashed every key's bytes again with `Hasher` at each of the checks' lookups).
struct TermUsageTable: Sendable {
  private var keys: HashedIndex<TermKey>
  /// Usage per index of `keys`; a key of no unit has none (units 0).
  private var usages: [RunStatistics.TermUsage]

  init(keys: HashedIndex<TermKey> = HashedIndex(), usages: [RunStatistics.TermUsage] = []) {
    self.keys = keys
    self.usages = usages
  }

  init(_ usage: [String: RunStatistics.TermUsage]) {
    var keys = HashedIndex<TermKey>(capacity: usage.count)
    var usages: [RunStatistics.TermUsage] = []
    usages.reserveCapacity(usage.count)
    for (text, value) in usage where keys.insert(TermKey(text)).inserted { usages.append(value) }
    self.init(keys: keys, usages: usages)
  }

  /// The usage of the key of `keys.terms[index]`, looked up by its hash and bytes in place.
  subscript(keys: TermKeys, index: Int) -> RunStatistics.TermUsage? {
    guard let found = self.keys.index(hash: keys.hashes[index], where: { keys.matches(index, $0) }), usages[found].units > 0 else {
      return nil
    }
    return usages[found]
  }

  /// The usage of `key`, nil when no unit counted it.
  subscript(key: TermKey) -> RunStatistics.TermUsage? {
    guard let index = keys.index(of: key), usages[index].units > 0 else { return nil }
    return usages[index]
  }

  /// Key text → usage, for the keys some unit counted.
  var dictionary: [String: RunStatistics.TermUsage] {
    var result: [String: RunStatistics.TermUsage] = [:]
    for (key, usage) in zip(keys.elements, usages) where usage.units > 0 { result[key.text] = usage }
    return result
  }
}
