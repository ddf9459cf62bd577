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
  public var termUsage: [String: TermUsage]

  /// Fewer units than this leave the checks on `LengthModel.visibleCharacters`.
  static let minimumLengthPairs = 8

  public init(lengthModel: LengthModel = .visibleCharacters, lexicon: TransliterationLexicon = .init(),
              termUsage: [String: TermUsage] = [:]) {
    self.lengthModel = lengthModel
    self.lexicon = lexicon
    self.termUsage = termUsage
  }

  /// Learns from the aligned units among `units`.
  public init(units: [TranslationUnit]) {
    self.init(profiles: units.filter { $0.status == .aligned }.map(UnitProfile.init))
  }

  /// Learns from profiles (only those of aligned units count). Usage is counted for the name
  /// candidates of the English and for every other word some Korean of the run keeps in Latin
  /// script (`npm`, `props`): a lower-case word is a name when the translators treat it as one.
  public init(profiles: [UnitProfile]) {
    // Indices, not copies, of the aligned profiles; their fields are read through the array
    // (a copy of a profile retains and releases every field).
    let aligned = profiles.indices.filter { profiles[$0].unit.status == .aligned }
    var lengths: [(english: Int, korean: Int)] = []
    for index in aligned {
      let english = profiles[index].englishMeasure.length, korean = profiles[index].koreanMeasure.length
      if english >= LengthModel.minimumEnglishLength, korean > 0 { lengths.append((english, korean)) }
    }
    self.init(lengthModel: LengthModel.fit(pairs: lengths, prior: .visibleCharacters, minimumPairs: Self.minimumLengthPairs),
              lexicon: TransliterationLexicon(learningFrom: profiles, indices: aligned),
              termUsage: Self.usage(of: profiles, aligned))
  }

  /// Usage of the English's name candidates and of the keys some Korean keeps (`KeyIds`),
  /// counted on integers: each key is hashed once, when it is interned.
  private static func usage(of profiles: [UnitProfile], _ aligned: [Int]) -> [String: TermUsage] {
    let ids = KeyIds(profiles, aligned)
    // Keys of English words that the Korean of the same unit writes in Latin script, in any unit.
    var keptSomewhere = [Bool](repeating: false, count: ids.keys.count)
    for position in aligned.indices {
      let korean = ids.korean(position)
      guard !korean.isEmpty else { continue }
      for id in ids.english(position) where korean.contains(id) { keptSomewhere[Int(id)] = true }
    }
    var units = [Int](repeating: 0, count: ids.keys.count), kept = units
    var lastCounted = [Int](repeating: -1, count: ids.keys.count)  // position of the unit last counting the key
    for (position, index) in aligned.enumerated() {
      let english = ids.english(position), korean = ids.korean(position)
      for (term, id) in zip(profiles[index].english.terms, english)
      where (term.isNameCandidate || keptSomewhere[Int(id)]) && lastCounted[Int(id)] != position {
        lastCounted[Int(id)] = position
        units[Int(id)] += 1
        if korean.contains(id) { kept[Int(id)] += 1 }
      }
    }
    var usage: [String: TermUsage] = [:]
    for id in ids.keys.indices where units[id] > 0 { usage[ids.keys[id]] = TermUsage(units: units[id], kept: kept[id]) }
    return usage
  }

  /// The aligned profiles' English and Korean keys (`UnitProfile.englishKeys`, `koreanKeys`)
  /// interned once per run: equal keys get one id (their index in `keys`), and the ids of the
  /// profile at each position of the aligned indices are stored one profile after another.
  private struct KeyIds {
    /// Id → key.
    var keys: [String] = []
    private var englishIds: [Int32] = [], koreanIds: [Int32] = []
    /// Where each position's ids start (one more entry than positions).
    private var englishStarts: [Int] = [0], koreanStarts: [Int] = [0]

    init(_ profiles: [UnitProfile], _ aligned: [Int]) {
      var ids: [TermKey: Int32] = [:], keys: [String] = []
      func intern(_ key: TermKey) -> Int32 {
        if let id = ids[key] { return id }
        let id = Int32(keys.count)
        ids[key] = id
        keys.append(key.text)
        return id
      }
      englishStarts.reserveCapacity(aligned.count + 1)
      koreanStarts.reserveCapacity(aligned.count + 1)
      for index in aligned {
        for key in profiles[index].englishKeys { englishIds.append(intern(key)) }
        englishStarts.append(englishIds.count)
        for key in profiles[index].koreanKeys { koreanIds.append(intern(key)) }
        koreanStarts.append(koreanIds.count)
      }
      self.keys = keys
    }

    func english(_ position: Int) -> ArraySlice<Int32> { englishIds[englishStarts[position]..<englishStarts[position + 1]] }
    func korean(_ position: Int) -> ArraySlice<Int32> { koreanIds[koreanStarts[position]..<koreanStarts[position + 1]] }
  }
}
