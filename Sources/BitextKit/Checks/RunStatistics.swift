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

  /// Usage of the English's name candidates and of the keys some Korean keeps (`KeyIds`),
  /// counted on integers: each key is hashed once per part, when it is interned. The parts
  /// (`parts(of:)`: fixed, since the ids follow their order) are interned and counted on all cores; their ids are
  /// mapped to the run's in part order (the ids one loop over all units would give), so the
  /// usage is the same whatever the split.
  /// Up to four ranges of at least 4,096 profiles: adding up more parts would cost more than
  /// it saves.
  private static func parts(of count: Int) -> [Range<Int>] {
    let n = max(1, min(4, count / 4_096))
    return (0..<n).map { count * $0 / n ..< count * ($0 + 1) / n }
  }

  private static func usage(of profiles: [UnitProfile], _ aligned: [Int]) -> TermUsageTable {
    let parts = ParallelMap.map(Self.parts(of: aligned.count)) { range in KeyIds(profiles, aligned[range]) }
    // Each part's ids as the run's.
    var run = HashedIndex<TermKey>(capacity: parts.first?.keys.count ?? 0)
    let runIds = parts.map { part in part.keys.map { Int32(run.insert($0).index) } }
    let keyCount = run.elements.count
    // Keys of English words that the Korean of the same unit writes in Latin script, in any unit.
    var keptAnywhere = [Bool](repeating: false, count: keyCount)
    for (part, ids) in zip(parts, runIds) {
      for (id, kept) in part.keptInPart.enumerated() where kept { keptAnywhere[Int(ids[id])] = true }
    }
    let keptSomewhere = keptAnywhere
    let counts = ParallelMap.map(Array(parts.indices)) { p in
      parts[p].count(profiles, keptSomewhere: { keptSomewhere[Int(runIds[p][Int($0)])] })
    }
    var units = [Int](repeating: 0, count: keyCount), kept = units
    for (part, ids) in zip(counts, runIds) {
      for (id, count) in part.units.enumerated() where count > 0 {
        units[Int(ids[id])] += count
        kept[Int(ids[id])] += part.kept[id]
      }
    }
    // Every key of the run, by its id; a key no unit counted keeps units 0 (no usage).
    return TermUsageTable(keys: run, usages: (0..<keyCount).map { TermUsage(units: units[$0], kept: kept[$0]) })
  }

  /// The English and Korean keys (`UnitProfile.englishKeys`, `koreanKeys`) of the aligned
  /// profiles at some of the aligned indices, interned once: equal keys get one id (their
  /// index in `keys`), and the ids of the profile at each position are stored one profile
  /// after another.
  private struct KeyIds: Sendable {
    /// Id → key, in first order.
    var keys: [TermKey] { index.elements }
    /// The aligned indices of the part.
    let aligned: ArraySlice<Int>
    /// Id → whether the Korean of some unit of the part writes the key where its English has it.
    private(set) var keptInPart: [Bool] = []
    private var index = HashedIndex<TermKey>(capacity: 1_024)
    private var englishIds: [Int32] = [], koreanIds: [Int32] = []
    /// Where each position's ids start (one more entry than positions).
    private var englishStarts: [Int] = [0], koreanStarts: [Int] = [0]

    init(_ profiles: [UnitProfile], _ aligned: ArraySlice<Int>) {
      self.aligned = aligned
      englishStarts.reserveCapacity(aligned.count + 1)
      koreanStarts.reserveCapacity(aligned.count + 1)
      // Room for every id at once: grown by doubling, the English's (a word's worth of ids per
      // unit) were copied into fresh memory up to twice their size.
      var englishCount = 0, koreanCount = 0
      for index in aligned {
        englishCount += profiles[index].englishKeys.count
        koreanCount += profiles[index].koreanKeys.count
      }
      englishIds.reserveCapacity(englishCount)
      koreanIds.reserveCapacity(koreanCount)
      for index in aligned {
        for key in profiles[index].englishKeys { englishIds.append(Int32(self.index.insert(key).index)) }
        englishStarts.append(englishIds.count)
        for key in profiles[index].koreanKeys { koreanIds.append(Int32(self.index.insert(key).index)) }
        koreanStarts.append(koreanIds.count)
      }
      keptInPart = [Bool](repeating: false, count: index.elements.count)
      for position in 0..<aligned.count {
        let korean = self.korean(position)
        guard !korean.isEmpty else { continue }
        for id in english(position) where korean.contains(id) { keptInPart[Int(id)] = true }
      }
    }

    func english(_ position: Int) -> ArraySlice<Int32> { englishIds[englishStarts[position]..<englishStarts[position + 1]] }
    func korean(_ position: Int) -> ArraySlice<Int32> { koreanIds[koreanStarts[position]..<koreanStarts[position + 1]] }

    /// Per id of the part: units whose English has the key, when it is a name candidate there
    /// or `keptSomewhere` in the run, and of those, units whose Korean keeps it.
    func count(_ profiles: [UnitProfile], keptSomewhere: (Int32) -> Bool) -> (units: [Int], kept: [Int]) {
      var units = [Int](repeating: 0, count: keys.count), kept = units
      var lastCounted = [Int](repeating: -1, count: keys.count)  // position of the unit last counting the key
      for (position, index) in aligned.enumerated() {
        let english = self.english(position), korean = self.korean(position)
        for (term, id) in zip(profiles[index].english.terms, english)
        where (term.isNameCandidate || keptSomewhere(id)) && lastCounted[Int(id)] != position {
          lastCounted[Int(id)] = position
          units[Int(id)] += 1
          if korean.contains(id) { kept[Int(id)] += 1 }
        }
      }
      return (units, kept)
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
