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
enum TermCheck {
  static func check(_ profile: UnitProfile, statistics: RunStatistics, into findings: inout [Finding]) {
    let missing = missingNames(profile, statistics)
    let added = addedNames(profile)
    let unit = profile.unit
    let missingStrong = missing.filter(\.strong).map(\.text)
    if !missingStrong.isEmpty && !added.isEmpty {
      findings.append(Finding(.termMismatch, .error, unit, Finding.Message.termsReplaced(missingStrong, added), evidence: missingStrong + added))
      return
    }
    if !missing.isEmpty {
      let names = missing.map(\.text)
      let severity: Finding.Severity = missing.contains { $0.strong && $0.usuallyKept } ? .error : .warning
      findings.append(Finding(.termMismatch, severity, unit, Finding.Message.termsMissing(names), evidence: names))
    }
    if !added.isEmpty {
      findings.append(Finding(.termMismatch, .warning, unit, Finding.Message.termsAdded(added), evidence: added))
    }
  }

  private struct Missing { var text: String; var strong: Bool; var usuallyKept: Bool }

  private static func missingNames(_ profile: UnitProfile, _ statistics: RunStatistics) -> [Missing] {
    let koreanKeys = UnitProfile.keys(of: profile.korean.terms)
    var strongKeys: Set<String> = []
    for term in profile.english.terms where term.isStrongName { strongKeys.insert(UnitProfile.termKey(term.key)) }
    var result: [Missing] = []
    for term in TransliterationLexicon.nameCandidates(profile.english) where !koreanKeys.contains(term.key) {
      if statistics.lexicon.covers(term.key, in: profile.korean.hangulWords) { continue }
      if spelledInHangul(term.text, profile.korean.hangulWords) { continue }
      if partlySpelledInHangul(term.text, profile.korean) { continue }
      let rate = statistics.termUsage[term.key]?.keptRate
      let strong = strongKeys.contains(term.key)
      if strong ? (rate ?? 1) < 0.5 : (rate ?? 0) < 0.75 { continue }
      result.append(Missing(text: term.text, strong: strong, usuallyKept: (rate ?? 0) >= 0.75))
    }
    return result
  }

  /// Strong names in the Korean whose key is no word of the English.
  private static func addedNames(_ profile: UnitProfile) -> [String] {
    let englishKeys = UnitProfile.keys(of: profile.english.terms)
    var seen: Set<String> = []
    return profile.korean.terms.filter { term in
      let key = UnitProfile.termKey(term.key)
      return term.isStrongName && !englishKeys.contains(key) && seen.insert(key).inserted
    }.map(\.text)
  }

  /// `macOS` written `맥 OS`: the Korean keeps a Latin tail of the name (two letters or more)
  /// and spells the rest in Hangul.
  private static func partlySpelledInHangul(_ name: String, _ korean: Anchors) -> Bool {
    let lowered = Anchors.asciiLowercased(name)
    for term in korean.terms where term.text.utf8.count >= 2 && term.text.utf8.count < name.utf8.count {
      guard lowered.hasSuffix(term.key) else { continue }
      let head = PhoneticKey.latin(String(name.utf8.dropLast(term.text.utf8.count))!)
      // A short head (`mac` M-K) must be a whole Hangul word (`맥`), not just its start.
      if korean.hangulWords.contains(where: { word in
        head.count >= 2 && (PhoneticKey.hangul(word) == head || PhoneticKey.matches(latin: head, hangul: PhoneticKey.hangul(word)))
      }) { return true }
    }
    return false
  }

  private static func spelledInHangul(_ name: String, _ words: [String]) -> Bool {
    let skeleton = PhoneticKey.latin(name)
    return words.contains { PhoneticKey.matches(latin: skeleton, hangul: PhoneticKey.hangul($0)) }
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
