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
    let keptSomewhere = Self.keysKeptSomewhere(profiles, aligned)
    var lengths: [(english: Int, korean: Int)] = []
    for index in aligned {
      let english = profiles[index].englishMeasure.length, korean = profiles[index].koreanMeasure.length
      if english >= LengthModel.minimumEnglishLength, korean > 0 { lengths.append((english, korean)) }
    }
    // Usage is counted in parts on all cores and added up (the same counts whatever the split).
    let parts = ParallelMap.map(TransliterationLexicon.parts(of: aligned.count)) { range in
      Self.usage(of: profiles, aligned[range], keptSomewhere: keptSomewhere)
    }
    var usage = parts[0]
    for part in parts.dropFirst() {
      usage.merge(part) { TermUsage(units: $0.units + $1.units, kept: $0.kept + $1.kept) }
    }
    self.init(lengthModel: LengthModel.fit(pairs: lengths, prior: .visibleCharacters, minimumPairs: Self.minimumLengthPairs),
              lexicon: TransliterationLexicon(learningFrom: profiles, indices: aligned), termUsage: usage)
  }

  private static func usage(of profiles: [UnitProfile], _ indices: ArraySlice<Int>, keptSomewhere: Set<String>) -> [String: TermUsage] {
    var usage: [String: TermUsage] = [:]
    for index in indices {
      let names = keptSomewhere.isEmpty ? profiles[index].englishNames
        : TransliterationLexicon.nameCandidates(profiles[index].english.terms, keys: profiles[index].englishKeys, orKeys: keptSomewhere)
      for term in names {
        usage[term.key, default: TermUsage()].units += 1
        if profiles[index].koreanKeySet.contains(term.key) { usage[term.key, default: TermUsage()].kept += 1 }
      }
    }
    return usage
  }

  /// Keys of English words that the Korean of the same unit writes in Latin script, in any unit.
  private static func keysKeptSomewhere(_ profiles: [UnitProfile], _ indices: [Int]) -> Set<String> {
    var kept: Set<String> = []
    for index in indices where !profiles[index].koreanKeys.isEmpty {
      let koreanKeys = profiles[index].koreanKeys.filter { !kept.contains($0) }
      guard !koreanKeys.isEmpty else { continue }
      for key in profiles[index].englishKeys where koreanKeys.contains(key) { kept.insert(key) }
    }
    return kept
  }
}
