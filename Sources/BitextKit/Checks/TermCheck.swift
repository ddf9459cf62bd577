#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Names of the English (platforms, products, APIs) missing or replaced in the Korean, and
/// names the Korean adds. Names compare case-insensitively and without plural `s`
/// (`MacOS` = `macOS`, `Toolbars` = `toolbar`).
/// - Strong names (by shape: `visionOS`, `isBordered`, `square.and.arrow.up`, `API`) are
///   reported when missing, unless the run usually translates them or the Korean has the
///   run's transliteration (`키노트`) or a Hangul spelling of them.
/// - Weak names (capitalized inside a sentence, `OK`) only when the run keeps them in Latin
///   script in at least three quarters of at least three units: otherwise they are labels and
///   app names translators translate (`Phone` → `전화`).
/// - A strong name missing while the Korean adds another one is a replacement: an error
///   naming both (`visionOS` → `tvOS`).
/// - So is any name the Korean writes fewer times than the English while it writes a Latin
///   word of the same case the English lacks (`Suspense` → `Fragment`, `npm` → `yarn`): a
///   translator keeps names in Latin script, so a Latin word the English does not have is a name
///   put in place of another. A name here is a name candidate or a word the run usually keeps in
///   Latin (`npm`); the Korean word must not be a gloss in parentheses (`일괄 처리(batch)`), a
///   Hangul word's original (`뷰 View`), an inflection of an English word (`export` for
///   `exporting`), a piece of an English name (`UI` of `UINavigationBar`), or an English name
///   written in two words or two written as one (`VS Code` for `VSCode`, `levelprop`).
enum TermCheck {
  static func check(_ profile: UnitProfile, statistics: RunStatistics, into findings: inout [Finding]) {
    check(profile, statistics: statistics, renumbered: NumberCheck.renumberedNames(profile), into: &findings)
  }

  /// `check(_:statistics:into:)` with the profile's `NumberCheck.renumberedNames`, already found.
  static func check(_ profile: UnitProfile, statistics: RunStatistics, renumbered names: [(english: String, korean: String)],
                    into findings: inout [Finding]) {
    // A name whose digits changed (`obj1` → `obj11`) is the number check's.
    let renumbered = names.flatMap { [$0.english, $0.korean] }
    // Each made the first time a name asks for it (`made(_:_:)`), then shared by the checks of
    // the unit: many units need neither (an object each).
    var skeletons: HangulSkeletons?, englishKeys: EnglishKeys?
    let missing = missingNames(profile, statistics, &skeletons).filter { !renumbered.contains($0.text) }
    let added = addedNames(profile, &englishKeys).filter { !renumbered.contains($0) }
    let missingStrong = missing.filter(\.strong).map(\.text)
    if !missingStrong.isEmpty && !added.isEmpty {
      findings.append(Finding(.termMismatch, .error, profile.unit, Finding.Message.termsReplaced(missingStrong, added), evidence: missingStrong + added))
      return
    }
    if let replaced = replacement(profile, statistics, &skeletons, &englishKeys, ignoring: renumbered) {
      findings.append(Finding(.termMismatch, .error, profile.unit, Finding.Message.termsReplaced(replaced.english, replaced.korean),
                              evidence: replaced.english + replaced.korean))
      return
    }
    if !missing.isEmpty {
      let names = missing.map(\.text)
      let severity: Finding.Severity = missing.contains { $0.strong && $0.usuallyKept } ? .error : .warning
      findings.append(Finding(.termMismatch, severity, profile.unit, Finding.Message.termsMissing(names), evidence: names))
    }
    if !added.isEmpty {
      findings.append(Finding(.termMismatch, .warning, profile.unit, Finding.Message.termsAdded(added), evidence: added))
    }
  }

  /// What `slot` holds if a check of the unit made it already, else `make()`, kept there: the
  /// unit's Hangul skeletons and English key table, made only when a name asks for them.
  private static func made<Value>(_ slot: inout Value?, _ make: () -> Value) -> Value {
    if let value = slot { return value }
    let value = make()
    slot = value
    return value
  }

  private struct Missing { var text: String; var strong: Bool; var usuallyKept: Bool }

  private static func missingNames(_ profile: UnitProfile, _ statistics: RunStatistics,
                                   _ skeletons: inout HangulSkeletons?) -> [Missing] {
    let keys = profile.englishKeys, terms = keys.terms, koreanKeys = profile.koreanKeys
    var result: [Missing] = []
    // `UnitProfile.forEachMissingName` as a loop: its closure would copy the profile and the
    // statistics into its context for every unit.
    for index in keys.indices where UnitProfile.isMissingName(index, keys, koreanKeys: koreanKeys) {
      // The run's rate first: it rules out most names (all weak ones without statistics)
      // before the Korean is read for a spelling of them (and before the key is made).
      let rate = statistics.usageTable[keys, index]?.keptRate
      let strong = keys.indices.contains { terms[$0].isStrongName && keys.matches($0, index) }
      if strong ? (rate ?? 1) < 0.5 : (rate ?? 0) < 0.75 { continue }
      let key = keys[index]
      // `VS Code` for `VSCode`: two Korean words may write one English name.
      let term = (key: key, text: profile.english.text(of: terms[index]))
      if isJoinedPair(key, of: koreanKeys) || writtenInHangul(term, profile, statistics, made(&skeletons) { HangulSkeletons(profile) }) { continue }
      result.append(Missing(text: term.text, strong: strong, usuallyKept: (rate ?? 0) >= 0.75))
    }
    return result
  }

  /// The English name (a name candidate, or a word the run keeps in Latin script in at least
  /// half of its units) is not translated here: neither a learned rendering nor a Hangul
  /// spelling of it is in the Korean.
  private static func writtenInHangul(_ term: (key: TermKey, text: String), _ profile: UnitProfile, _ statistics: RunStatistics,
                                      _ skeletons: HangulSkeletons) -> Bool {
    statistics.lexicon.covers(term.key.text, stemsOf: { skeletons.stems })
      || spelledInHangul(term.text, skeletons)
      || partlySpelledInHangul(term.text, profile.korean, skeletons)
  }

  /// English names the Korean writes fewer times, and Latin words of the Korean the English
  /// lacks, of the same case: nil unless both exist.
  private static func replacement(_ profile: UnitProfile, _ statistics: RunStatistics, _ madeSkeletons: inout HangulSkeletons?,
                                  _ madeKeys: inout EnglishKeys?, ignoring renumbered: [String]) -> (english: [String], korean: [String])? {
    let koreanTerms = profile.korean.terms, englishTerms = profile.english.terms
    guard !koreanTerms.isEmpty, !englishTerms.isEmpty else { return nil }
    // Most Korean keeps only words of its English: then there is nothing to weigh. A few Korean
    // keys are looked for in the English's list, with no table made for them.
    let koreanKeys = profile.koreanKeys
    let englishKeyList = profile.englishKeys
    let foreign: Int?
    if madeKeys == nil && koreanKeys.count <= 4 {
      foreign = koreanKeys.firstIndex { !englishKeyList.contains($0) }
    } else {
      let englishKeys = made(&madeKeys) { EnglishKeys(profile.englishKeys) }
      foreign = koreanKeys.firstIndex { !englishKeys.contains($0) }
    }
    guard let firstForeign = foreign else { return nil }
    let englishKeys = made(&madeKeys) { EnglishKeys(profile.englishKeys) }
    // The Korean's Latin words that may stand for a name, before any is looked for in Hangul
    // (`spelledExactly` reads the Hangul words' skeletons: made only if an English name is short).
    // From the first word the English lacks (every word before it is the English's), read in
    // place: a loop over the terms copied each one. Each is kept by its index, with whether it
    // starts with a capital: a term's text is made only for the few that pass the counts below.
    var candidates: [(index: Int, upper: Bool)] = []
    for index in firstForeign..<koreanTerms.count {
      let key = koreanKeys[index]
      if englishKeys.contains(key) { continue }
      // `VS Code` for `VSCode`: the two words together are one English name.
      if index + 1 < koreanKeys.count, englishKeys.firstIndex(joining: key, koreanKeys[index + 1]) != nil { continue }
      if index > 0, englishKeys.firstIndex(joining: koreanKeys[index - 1], key) != nil { continue }
      // `levelprop` for `level prop`: two English words written as one.
      if isJoinedPair(key, of: englishKeyList) { continue }
      guard koreanTerms[index].count >= 2, renumbered.isEmpty || !renumbered.contains(profile.korean.text(of: koreanTerms[index])),
            !isInflection(key, of: englishKeys) else { continue }
      // `UI 탐색 모음` for `UINavigationBar`: a piece of an English name is that name, partly translated.
      if isPiece(key, of: englishKeyList) { continue }
      candidates.append((index, startsUpper(koreanTerms[index], in: profile.korean)))
    }
    guard !candidates.isEmpty else { return nil }
    // How often each side writes each English key (the Korean's two words of `VS Code` once),
    // counted only now (most units have no Latin word to weigh) and by the index of the key's
    // first English word rather than in dictionaries.
    var englishCounts = [Int](repeating: 0, count: englishKeyList.count)
    var koreanCounts = englishCounts
    let positions = englishKeys.firstIndices
    for position in positions { englishCounts[position] += 1 }
    for index in koreanKeys.indices {
      if let position = englishKeys.firstIndex(of: koreanKeys[index]) { koreanCounts[position] += 1; continue }
      if index + 1 < koreanKeys.count, let position = englishKeys.firstIndex(joining: koreanKeys[index], koreanKeys[index + 1]) {
        koreanCounts[position] += 1
      }
    }
    // English names the Korean writes fewer times, with a candidate of the same case, before
    // any is looked for in Hangul. The words are read in place (a loop over them copied each),
    // and the candidates' cases found once.
    let upperCandidate = candidates.contains(where: \.upper), lowerCandidate = candidates.contains { !$0.upper }
    var weighed: [(index: Int, upper: Bool)] = []
    for index in 0..<min(englishTerms.count, positions.count) {
      // Each key once, at its first word: its count is zeroed there (no key counts zero).
      let position = positions[index]
      let count = englishCounts[position]
      guard count > 0 else { continue }
      englishCounts[position] = 0
      guard koreanCounts[position] < count else { continue }
      let upper = startsUpper(englishTerms[index], in: profile.english)
      guard upper ? upperCandidate : lowerCandidate else { continue }
      guard renumbered.isEmpty || !renumbered.contains(profile.english.text(of: englishTerms[index])) else { continue }
      let rate = statistics.usageTable[englishKeyList, index]?.keptRate
      guard englishTerms[index].isNameCandidate ? (rate ?? 1) >= 0.5 : (rate ?? 0) >= 0.5 else { continue }
      weighed.append((index, upper))
    }
    guard !weighed.isEmpty else { return nil }
    let weighedNames = weighed.map { (text: profile.english.text(of: englishTerms[$0.index]), upper: $0.upper) }
    let skeletons = made(&madeSkeletons) { HangulSkeletons(profile) }
    let added = candidates.map { (text: profile.korean.text(of: koreanTerms[$0.index]), upper: $0.upper) }
      .filter { !spelledExactly($0.text, skeletons) }
    guard !added.isEmpty else { return nil }
    // Not the run's lexicon: it learns from near spellings too, and from this very pair.
    let short = weighedNames.filter { term in
      added.contains(where: { $0.upper == term.upper }) && !spelledExactly(term.text, skeletons)
    }
    guard !short.isEmpty else { return nil }
    let glosses = parenthesizedLatin(profile.unit.koreanText)
    let korean = added.filter { word in
      !glosses.contains(word.text) && short.contains { $0.upper == word.upper }
    }
    guard !korean.isEmpty else { return nil }
    let english = short.filter { name in korean.contains { $0.upper == name.upper } }
    return (unique(english.map(\.text)), unique(korean.map(\.text)))
  }

  /// A Hangul word that starts with every consonant of the name, in order (`서스펜스` for
  /// `Suspense`). Stricter than `spelledInHangul`, which lets one consonant differ: with a
  /// Latin word in the Korean to explain where the name went, a near spelling (`수준에서`
  /// for `Suspense`) is no longer evidence enough.
  private static func spelledExactly(_ name: String, _ skeletons: HangulSkeletons) -> Bool {
    let skeleton = PhoneticKey.latin(name)
    guard skeleton.count >= 2 else { return false }
    return skeletons.containsKey { $0.starts(with: skeleton) }
  }

  /// The consonant skeletons (`PhoneticKey.hangul`) and stems (`TransliterationLexicon.stem`)
  /// of a unit's Hangul words, made the first time a name asks for them and then shared by
  /// every name of the unit.
  private final class HangulSkeletons {
    /// The unit's Korean segments and its Hangul words' ranges (not a copy of the whole profile
    /// or unit).
    private let korean: [Segment]
    private let ranges: [Range<Int32>]
    private lazy var text: String = TranslationUnit.joined(korean)
    /// One buffer holds every word's skeleton, each word's at its bounds (no array of slices:
    /// each slice retained the buffer).
    private lazy var skeletons: (keys: [UInt8], bounds: [Range<Int>]) = {
      var text = self.text
      let ranges = self.ranges
      return text.withUTF8 { bytes in
        PhoneticKey.hangul(ranges, byteCount: ranges.reduce(0) { $0 + Int($1.count) }) { range, body in
          body(UnsafeBufferPointer(rebasing: bytes[Int(range.lowerBound)..<Int(range.upperBound)]))
        }
      }
    }()
    private(set) lazy var stems: [TransliterationLexicon.Stem] = TransliterationLexicon.stems(ranges, in: text)
    init(_ profile: UnitProfile) {
      korean = profile.unit.korean
      ranges = profile.koreanHangulWordRanges
    }

    /// Whether the skeleton of some word of the unit satisfies `predicate`.
    func containsKey(where predicate: (ArraySlice<UInt8>) -> Bool) -> Bool {
      let skeletons = self.skeletons
      for bounds in skeletons.bounds where predicate(skeletons.keys[bounds]) { return true }
      return false
    }
  }

  private static func startsUpper(_ term: Anchors.Term, in anchors: Anchors) -> Bool {
    // Read in place.
    guard let first = anchors.withBytes(of: term, { $0.first }) else { return false }
    return first >= 0x41 && first <= 0x5A
  }

  /// `export` for `exporting`, `exported`, `exporter`, `box` for `boxes` (key `boxe`): the
  /// Korean keeps the stem of an English word.
  /// Each word with an ending is written into one buffer on the stack and looked up by its
  /// hash and bytes (`EnglishKeys.contains(_:)` of the bytes): no key is made per ending.
  private static func isInflection(_ key: TermKey, of englishKeys: EnglishKeys) -> Bool {
    var key = key.text
    return key.withUTF8 { stem in
      guard stem.count >= 3 else { return false }
      return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: stem.count + 3) { buffer in
        _ = buffer.initialize(from: stem)
        func has(_ ending: StaticString) -> Bool {
          ending.withUTF8Buffer { ending in
            for (offset, byte) in ending.enumerated() { (buffer.baseAddress! + stem.count + offset).initialize(to: byte) }
            return englishKeys.contains(UnsafeBufferPointer(rebasing: buffer[..<(stem.count + ending.count)]))
          }
        }
        if has("e") { return true }
        guard stem.count >= 4 else { return false }
        return has("ing") || has("ed") || has("d") || has("er") || has("es")
      }
    }
  }

  private static func unique(_ texts: [String]) -> [String] {
    var seen: Set<String> = []
    return texts.filter { seen.insert($0).inserted }
  }

  /// Latin words inside parentheses that hold no Hangul (`일괄 처리(batch)`, `(SSG, Static Site
  /// Generation)`): glosses of the Korean before them, not names of the text.
  static func parenthesizedLatin(_ text: String) -> Set<String> {
    var result: Set<String> = []
    var copy = text
    copy.withUTF8 { bytes in
      let raw = UnsafeRawBufferPointer(bytes)
      var i = 0
      while i < bytes.count {
        // To the next `(`, eight bytes at a time (most Korean has none).
        while i + 8 <= bytes.count, ByteWord.has(ByteWord.load(raw, at: i), UInt8(ascii: "(")) == 0 { i += 8 }
        guard i < bytes.count else { break }
        guard bytes[i] == UInt8(ascii: "(") else { i += 1; continue }
        var j = i + 1, hangul = false
        while j < bytes.count, bytes[j] != UInt8(ascii: ")"), bytes[j] != UInt8(ascii: "("), j < i + 120 {
          if (bytes[j] >= 0xEA && bytes[j] <= 0xED) || bytes[j] == 0xE1 || bytes[j] == 0xE3 { hangul = true }
          j += 1
        }
        if j < bytes.count, bytes[j] == UInt8(ascii: ")"), !hangul {
          for word in bytes[(i + 1)..<j].split(whereSeparator: { !(($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A) && !($0 >= 0x30 && $0 <= 0x39) && $0 != UInt8(ascii: ".") && $0 != UInt8(ascii: "_") && $0 != UInt8(ascii: "-") }) {
            result.insert(String(decoding: word, as: UTF8.self))
          }
        }
        i = j
      }
    }
    return result
  }

  /// Whether `key` is two consecutive keys of `keys` written together (`level prop` →
  /// `levelprop`), the keys being the words' keys (`UnitProfile.termKey`) in order. Compares
  /// bytes in place: no joined string is made.
  static func isJoinedPair(_ key: TermKey, of keys: [TermKey]) -> Bool {
    guard keys.count > 1 else { return false }
    let key = key.text
    let length = key.utf8.count
    // Each key's length read once, carried to the next pair.
    var firstCount = keys[0].text.utf8.count
    for index in 1..<keys.count {
      let secondCount = keys[index].text.utf8.count
      defer { firstCount = secondCount }
      guard firstCount + secondCount == length else { continue }
      let first = keys[index - 1].text.utf8, second = keys[index].text.utf8
      if key.utf8.starts(with: first), key.utf8.dropFirst(first.count).elementsEqual(second) { return true }
    }
    return false
  }

  /// `isJoinedPair(_:of:)` of a profile's English keys: a key is made only for a pair of the
  /// key's length.
  static func isJoinedPair(_ key: TermKey, of keys: TermKeys) -> Bool {
    guard keys.count > 1 else { return false }
    var key = key.text
    return key.withUTF8 { key in
      keys.withWords { word in
        // Each key's length read once, carried to the next pair.
        var firstCount = UnitProfile.keyCount(of: word(0))
        for index in 1..<keys.count {
          let secondCount = UnitProfile.keyCount(of: word(index))
          defer { firstCount = secondCount }
          guard firstCount + secondCount == key.count else { continue }
          if TermKeys.isKey(of: word(index - 1), UnsafeBufferPointer(rebasing: key[..<firstCount])),
             TermKeys.isKey(of: word(index), UnsafeBufferPointer(rebasing: key[firstCount...])) { return true }
        }
        return false
      }
    }
  }

  /// Whether a longer English key holds `key` (`UI 탐색 모음` for `UINavigationBar`), read in place.
  private static func isPiece(_ key: TermKey, of keys: TermKeys) -> Bool {
    var key = key.text
    return key.withUTF8 { needle in
      guard !needle.isEmpty else { return false }
      return keys.withWords { word in
        keys.indices.contains { index in
          let haystack = word(index)
          let count = UnitProfile.keyCount(of: haystack)
          guard count > needle.count else { return false }
          for start in 0...(count - needle.count) where haystack[start].asciiLowercased == needle[0] {
            var i = 1
            while i < needle.count, haystack[start + i].asciiLowercased == needle[i] { i += 1 }
            if i == needle.count { return true }
          }
          return false
        }
      }
    }
  }

  /// A unit's English keys, looked up by their hashes: in place when they are few; else in a
  /// table of the indices of their first occurrences by hash (open addressing, linear probing,
  /// at least twice as many slots as keys), made the first time a check asks and shared by the
  /// checks of the unit. The table holds indices into `keys`: no key is copied (retained) into it.
  private final class EnglishKeys {
    let keys: TermKeys
    /// An index into `keys` per slot, -1 for an empty slot; the count a power of two. Made with
    /// `tableFirstIndices`.
    private lazy var slots: [Int32] = {
      var count = 8
      while count < 2 * keys.count { count <<= 1 }
      var slots = [Int32](repeating: -1, count: count)
      var firsts = [Int](repeating: 0, count: keys.count)
      let mask = count - 1
      keys.withReader { keys in
        slots.withUnsafeMutableBufferPointer { slots in
          for index in keys.keys.indices {
            var slot = Int(truncatingIfNeeded: keys.keys.hashes[index]) & mask
            while slots[slot] >= 0, !keys.matches(Int(slots[slot]), index) { slot = (slot + 1) & mask }
            if slots[slot] < 0 { slots[slot] = Int32(index) }
            firsts[index] = Int(slots[slot])
          }
        }
      }
      tableFirstIndices = firsts
      return slots
    }()
    /// `firstIndex(of:)` of each key, found as the table is made (set with `slots`).
    private var tableFirstIndices: [Int] = []
    init(_ keys: TermKeys) { self.keys = keys }

    /// The index of each key's first occurrence (`firstIndex(of:)` of every key, in order):
    /// from the table, found as it was made, when there is one.
    var firstIndices: [Int] {
      guard keys.count > 16 else { return keys.indices.map { index in (0...index).first { keys.matches($0, index) }! } }
      _ = slots
      return tableFirstIndices
    }

    func contains(_ key: TermKey) -> Bool { firstIndex(of: key) != nil }

    /// `contains(_:)` of a key's UTF-8 (`TermKey.text`), with no key made.
    func contains(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool { firstIndex(bytes) != nil }

    /// `firstIndex(of:)` of a key's UTF-8 (`TermKey.text`), with no key made.
    func firstIndex(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
      let hash = TermKey.hash(bytes)
      guard keys.count > 16 else { return keys.indices.first { keys.matches($0, bytes, hash: hash) } }
      return firstIndex(ofHash: hash, where: { keys.matches($0, bytes, hash: hash) })
    }

    /// `firstIndex(of: first + second)` (`VS Code` for `VSCode`), with no key made: the two
    /// keys' bytes are written into one buffer on the stack (`+` made a string and hashed it).
    func firstIndex(joining first: TermKey, _ second: TermKey) -> Int? {
      var head = first.text, tail = second.text
      return head.withUTF8 { head in
        tail.withUTF8 { tail in
          withUnsafeTemporaryAllocation(of: UInt8.self, capacity: head.count + tail.count) { buffer in
            _ = UnsafeMutableBufferPointer(rebasing: buffer[..<head.count]).initialize(from: head)
            _ = UnsafeMutableBufferPointer(rebasing: buffer[head.count...]).initialize(from: tail)
            return firstIndex(UnsafeBufferPointer(buffer))
          }
        }
      }
    }

    /// The index in `keys` of the first occurrence of `key`, nil for no English key: one number
    /// per distinct key.
    func firstIndex(of key: TermKey) -> Int? {
      guard keys.count > 16 else { return keys.firstIndex(of: key) }
      return firstIndex(ofHash: key.bytesHash, where: { keys.matches($0, key) })
    }

    /// The first index of a key whose hash is `hash` and that `matches` (given its index), by the table.
    private func firstIndex(ofHash hash: UInt64, where matches: (Int) -> Bool) -> Int? {
      slots.withUnsafeBufferPointer { slots in
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] >= 0 {
          let index = Int(slots[slot])
          if keys.hashes[index] == hash && matches(index) { return index }
          slot = (slot + 1) & mask
        }
        return nil
      }
    }
  }

  /// Strong names in the Korean whose key is no word of the English (nor two English words
  /// written together: `LevelProp` for `Level Prop`).
  private static func addedNames(_ profile: UnitProfile, _ madeKeys: inout EnglishKeys?) -> [String] {
    guard profile.korean.terms.contains(where: \.isStrongName) else { return [] }
    let englishKeys = made(&madeKeys) { EnglishKeys(profile.englishKeys) }
    var seen: [TermKey] = []
    return zip(profile.korean.terms, profile.koreanKeys).filter { term, key in
      guard term.isStrongName, !englishKeys.contains(key), !seen.contains(key) else { return false }
      guard !isJoinedPair(key, of: profile.englishKeys) else { return false }
      seen.append(key)
      return true
    }.map { profile.korean.text(of: $0.0) }
  }

  /// `macOS` written `맥 OS`: the Korean keeps a Latin tail of the name (two letters or more)
  /// and spells the rest in Hangul.
  private static func partlySpelledInHangul(_ name: String, _ korean: Anchors, _ skeletons: HangulSkeletons) -> Bool {
    let lowered = Anchors.asciiLowercased(name)
    for term in korean.terms where term.count >= 2 && term.count < name.utf8.count {
      guard lowered.hasSuffix(korean.key(of: term)) else { continue }
      let head = PhoneticKey.latin(String(name.utf8.dropLast(Int(term.count)))!)
      // A short head (`mac` M-K) must be a whole Hangul word (`맥`), not just its start.
      if head.count >= 2, skeletons.containsKey(where: { $0.elementsEqual(head) || PhoneticKey.matches(latin: head, hangul: $0) }) { return true }
    }
    return false
  }

  private static func spelledInHangul(_ name: String, _ skeletons: HangulSkeletons) -> Bool {
    let skeleton = PhoneticKey.latin(name)
    return skeletons.containsKey { PhoneticKey.matches(latin: skeleton, hangul: $0) }
  }
}

extension Finding.Message {
  static func termsMissing(_ names: [String]) -> String {
    "\(names.joined(separator: ", ")) in English \(names.count == 1 ? "is" : "are") missing in Korean"
  }
  static func termsAdded(_ names: [String]) -> String {
    "Korean names \(names.joined(separator: ", ")), which the English does not mention"
  }
  static func termsReplaced(_ english: [String], _ korean: [String]) -> String {
    "\(english.joined(separator: ", ")) in English \(english.count == 1 ? "is" : "are") \(korean.joined(separator: ", ")) in Korean"
  }
}
