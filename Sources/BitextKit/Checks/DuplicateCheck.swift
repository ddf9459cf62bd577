/// The same Korean used for different English, and the same pair listed twice. Texts compare
/// normalized (ASCII case and white space ignored, as `SameText.key`). Korean
/// of fewer than `minimumKoreanBytes` normalized UTF-8 bytes (about six syllables: a label
/// such as `왼쪽 하단`) may rightly serve several English texts and is not reported.
enum DuplicateCheck {
  static let minimumKoreanBytes = 18

  /// Checks `profiles` together; a finding is about the later unit, with a note on the first.
  /// The Korean texts are hashed by their keys on all cores (`SameText.HashedText`: no key is
  /// built, so the table holds no copy of the run's Korean); English keys are compared only
  /// for a Korean seen before.
  static func check(_ profiles: [UnitProfile], into findings: inout [Finding]) {
    let koreanKeys = ParallelMap.map(profiles, minimumChunk: TranslationChecks.unitsPerTask) { profile -> SameText.HashedText? in
      guard profile.unit.status == .aligned else { return nil }
      let key = SameText.HashedText(profile.unit.koreanText)
      return key.keyCount >= minimumKoreanBytes ? key : nil
    }
    var firstByKorean: [SameText.HashedText: Int] = [:]
    firstByKorean.reserveCapacity(profiles.count)
    // By index: a loop over the profiles copied each one (retaining every field).
    for index in profiles.indices {
      guard let korean = koreanKeys[index] else { continue }
      guard let firstIndex = firstByKorean[korean] else { firstByKorean[korean] = index; continue }
      let earlier = profiles[firstIndex].unit, unit = profiles[index].unit
      var finding: Finding
      if SameText.sameKey(earlier.englishText, unit.englishText) {
        finding = Finding(.duplicate, .info, unit, Finding.Message.samePair(earlier.koreanLocation))
      } else {
        finding = Finding(.duplicate, .warning, unit, Finding.Message.sameKorean(earlier.englishLocation))
      }
      finding.notes = [Finding.Note(message: Finding.Message.firstCopy, location: earlier.koreanLocation, unit: earlier.id)]
      findings.append(finding)
    }
  }
}

extension Finding.Message {
  static let firstCopy = "First used"
  static func samePair(_ earlier: SourceLocation?) -> String {
    "the same English and Korean already appear\(earlier.map { " at \($0)" } ?? "")"
  }
  static func sameKorean(_ earlier: SourceLocation?) -> String {
    "this Korean already translates different English\(earlier.map { " at \($0)" } ?? "")"
  }
}
