/// Numbers on one side that the other side lacks. A number counts as present when the other
/// side has it as digits, as a compound containing it or all its parts (`44x44` ↔ `44 × 44`,
/// `2023/10/16` ↔ `2023년 10월 16일`), or spelled as a word (`three` ↔ `3`, `3` ↔ `세 개`,
/// `second` ↔ `두 번째`). Spelled numbers alone never fire: translators drop or add `one`
/// freely. One number missing and another added reads as a replacement: an error.
enum NumberCheck {
  static func check(_ profile: UnitProfile, into findings: inout [Finding]) {
    let missing = absent(profile.english, from: profile.korean)
    let added = absent(profile.korean, from: profile.english)
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
    var parts: [String: Int] = [:]
    for word in other.numberWords { parts[word, default: 0] += 1 }
    for number in other.numbers {
      for part in Anchors.components(of: number) { parts[String(part), default: 0] += 1 }
    }
    var wanted: [String: Int] = [:]
    for number in side.numbers { wanted[number, default: 0] += 1 }
    var seen: Set<String> = []
    return side.numbers.filter { number in
      guard seen.insert(number).inserted else { return false }
      return wanted[number, default: 0] > available(number, parts)
    }
  }

  /// How many times the parts of `number` can be formed from the other side's parts.
  private static func available(_ number: String, _ parts: [String: Int]) -> Int {
    var needed: [String: Int] = [:]
    for part in Anchors.components(of: number) { needed[String(part), default: 0] += 1 }
    return needed.map { (parts[$0.key] ?? 0) / $0.value }.min() ?? 0
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
