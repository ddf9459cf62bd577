/// Numbers on one side that the other side lacks. A number counts as present when the other
/// side has it as digits, as a compound containing it or all its parts (`44x44` ↔ `44 × 44`,
/// `2023/10/16` ↔ `2023년 10월 16일`), or spelled as a word (`three` ↔ `3`, `3` ↔ `세 개`,
/// `second` ↔ `두 번째`). Spelled numbers alone never fire: translators drop or add `one`
/// freely. One number missing and another added reads as a replacement: an error. A name
/// whose digits changed (`obj1` → `obj11`, `H264` → `H265`) is a replaced number too: the name
/// is the same, its number is not.
enum NumberCheck {
  static func check(_ profile: UnitProfile, into findings: inout [Finding]) {
    check(profile, renumbered: renumberedNames(profile), into: &findings)
  }

  /// `check(_:into:)` with the profile's `renumberedNames`, already found.
  static func check(_ profile: UnitProfile, renumbered renamed: [(english: String, korean: String)], into findings: inout [Finding]) {
    let missing = absent(profile.english, from: profile.korean) + renamed.map(\.english)
    let added = absent(profile.korean, from: profile.english) + renamed.map(\.korean)
    guard !missing.isEmpty || !added.isEmpty else { return }
    let unit = profile.unit
    if !missing.isEmpty && !added.isEmpty {
      findings.append(Finding(.numberMismatch, .error, unit, Finding.Message.numbersReplaced(missing, added), evidence: missing + added))
    } else if !missing.isEmpty {
      findings.append(Finding(.numberMismatch, .error, unit, Finding.Message.numbersMissing(missing), evidence: missing))
    } else {
      findings.append(Finding(.numberMismatch, .warning, unit, Finding.Message.numbersAdded(added), evidence: added))
    }
  }

  /// Numbers of `side` (unique, in order) that `other` has fewer times: `60 … 60` against one
  /// `60` is a dropped number, a frequent defect when a translator shortens a sentence.
  static func absent(_ side: Anchors, from other: Anchors) -> [String] {
    // Most texts have no number: nothing to count on the other side.
    guard !side.numbers.isEmpty else { return [] }
    let numbers = side.numbers
    // A text's few numbers are counted in place; many in dictionaries.
    guard numbers.count <= 32, other.numbers.count <= 32 else { return absentCounting(side, from: other) }
    // The other side's parts, listed the first time a number needs them, and counted by looking
    // through them (a few): a dictionary of them cost more to make than its lookups saved.
    var parts: [String]?
    var result: [String] = []
    for (index, number) in numbers.enumerated() {
      // Each number once, at its first occurrence.
      if numbers[..<index].contains(number) { continue }
      var wanted = 0
      for each in numbers[index...] where each == number { wanted += 1 }
      // Written as it is at least as often (most numbers): then its parts are there as often.
      if hasComponent(number) {
        var written = 0
        for each in other.numbers where each == number { written += 1 }
        if written >= wanted { continue }
      }
      if parts == nil { parts = Self.partList(of: other) }
      let list = parts!
      if wanted > available(number, count: { part in list.count(where: { $0 == part }) }) { result.append(number) }
    }
    return result
  }

  /// `absent(_:from:)` with the numbers counted in dictionaries.
  private static func absentCounting(_ side: Anchors, from other: Anchors) -> [String] {
    let parts = Self.parts(of: other)
    var wanted: [String: Int] = [:]
    for number in side.numbers { wanted[number, default: 0] += 1 }
    var seen: Set<String> = []
    return side.numbers.filter { number in
      guard seen.insert(number).inserted else { return false }
      return wanted[number, default: 0] > available(number, count: { parts[$0] ?? 0 })
    }
  }

  /// The numbers written as words and the parts of the numbers of `side`, counted.
  private static func parts(of side: Anchors) -> [String: Int] {
    var parts: [String: Int] = [:]
    for part in partList(of: side) { parts[part, default: 0] += 1 }
    return parts
  }

  /// The numbers written as words and the parts of the numbers of `side`, repeats kept.
  private static func partList(of side: Anchors) -> [String] {
    var parts = side.numberWords
    for number in side.numbers {
      if isPlain(number) { parts.append(number); continue }
      for part in Anchors.components(of: number) { parts.append(String(part)) }
    }
    return parts
  }

  /// Whether `Anchors.components(of: number)` is not empty: a byte other than `x` and `/`
  /// after an optional leading `@`. Such a number written as it is brings its parts along.
  private static func hasComponent(_ number: String) -> Bool {
    var first = true
    for byte in number.utf8 {
      defer { first = false }
      if first && byte == UInt8(ascii: "@") { continue }
      if byte != UInt8(ascii: "x") && byte != UInt8(ascii: "/") { return true }
    }
    return false
  }

  /// Whether `Anchors.components(of: number)` is `[number]`, told from the bytes: not empty, no
  /// leading `@`, no `x` or `/` (it splits by `Character`s, a grapheme break per character: ~4,000
  /// instructions a number, where most numbers have one part).
  private static func isPlain(_ number: String) -> Bool {
    guard let first = number.utf8.first, first != UInt8(ascii: "@") else { return false }
    return !number.containsUTF8Byte { $0 == UInt8(ascii: "x") || $0 == UInt8(ascii: "/") }
  }

  /// Names with digits that the Korean writes fewer times than the English, paired with a
  /// name of the Korean that the English lacks and that is the same without its digits (`obj1`
  /// in English, `obj11` in Korean). Each pair once.
  static func renumberedNames(_ profile: UnitProfile) -> [(english: String, korean: String)] {
    // Most units have no name with digits on one side or the other: nothing to copy then.
    let englishAnchors = profile.english, koreanAnchors = profile.korean
    guard koreanAnchors.terms.contains(where: { hasDigit($0, koreanAnchors) }),
          englishAnchors.terms.contains(where: { hasDigit($0, englishAnchors) }) else { return [] }
    let english = namesWithDigits(englishAnchors), korean = namesWithDigits(koreanAnchors)
    guard !english.isEmpty, !korean.isEmpty else { return [] }
    let englishKeys = Set(english.map(\.key))
    var koreanCounts: [String: Int] = [:], englishCounts: [String: Int] = [:]
    for name in korean { koreanCounts[name.key, default: 0] += 1 }
    for name in english { englishCounts[name.key, default: 0] += 1 }
    var pairs: [(english: String, korean: String)] = []
    var used: Set<String> = []
    for name in english where koreanCounts[name.key, default: 0] < englishCounts[name.key, default: 0] && !used.contains(name.key) {
      let letters = withoutDigits(name.key)
      guard let other = korean.first(where: { !englishKeys.contains($0.key) && !used.contains($0.key) && withoutDigits($0.key) == letters })
      else { continue }
      used.insert(name.key)
      used.insert(other.key)
      pairs.append((name.text, other.text))
    }
    return pairs
  }

  /// The texts and keys (`Anchors.key(of:)`) of the terms of `anchors` that hold a digit.
  private static func namesWithDigits(_ anchors: Anchors) -> [(text: String, key: String)] {
    anchors.terms.filter { hasDigit($0, anchors) }.map { (anchors.text(of: $0), anchors.key(of: $0)) }
  }

  private static func hasDigit(_ term: Anchors.Term, _ anchors: Anchors) -> Bool {
    anchors.withBytes(of: term) { $0.contains { $0 >= 0x30 && $0 <= 0x39 } }
  }

  private static func withoutDigits(_ key: String) -> String {
    String(decoding: key.utf8.filter { !($0 >= 0x30 && $0 <= 0x39) }, as: UTF8.self)
  }

  /// How many times the parts of `number` can be formed from the other side's parts, `count`
  /// giving how many times the other side has a part.
  private static func available(_ number: String, count: (String) -> Int) -> Int {
    // A plain number (most): one part, itself, needed once.
    if isPlain(number) { return count(number) }
    let components = Anchors.components(of: number)
    if components.count == 1 { return count(String(components[0])) }
    var needed: [String: Int] = [:]
    for part in components { needed[String(part), default: 0] += 1 }
    return needed.map { count($0.key) / $0.value }.min() ?? 0
  }
}

extension Finding.Message {
  static func numbersMissing(_ numbers: [String]) -> String {
    "number \(numbers.joined(separator: ", ")) in English is missing in Korean"
  }
  static func numbersAdded(_ numbers: [String]) -> String {
    "number \(numbers.joined(separator: ", ")) in Korean is not in the English"
  }
  static func numbersReplaced(_ english: [String], _ korean: [String]) -> String {
    "number \(english.joined(separator: ", ")) in English is \(korean.joined(separator: ", ")) in Korean"
  }
}
