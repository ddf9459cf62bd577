/// The same Korean used for different English, and the same pair listed twice. Texts compare
/// normalized (ASCII case and white space ignored, as `SameText.key`). Korean
/// of fewer than `minimumKoreanBytes` normalized UTF-8 bytes (about six syllables: a label
/// such as `왼쪽 하단`) may rightly serve several English texts and is not reported.
enum DuplicateCheck {
  static let minimumKoreanBytes = 18

  /// Checks `profiles` together; a finding is about the later unit, with a note on the first.
  static func check(_ profiles: [UnitProfile], into findings: inout [Finding]) {
    var firstByKorean: [[UInt8]: (index: Int, english: [UInt8])] = [:]
    for (index, profile) in profiles.enumerated() where profile.unit.status == .aligned {
      let korean = SameText.key(profile.unit.koreanText)
      let english = SameText.key(profile.unit.englishText)
      guard korean.count >= minimumKoreanBytes else { continue }
      guard let first = firstByKorean[korean] else { firstByKorean[korean] = (index, english); continue }
      let earlier = profiles[first.index].unit
      var finding: Finding
      if first.english == english {
        finding = Finding(.duplicate, .info, profile.unit, Finding.Message.samePair(earlier.koreanLocation))
      } else {
        finding = Finding(.duplicate, .warning, profile.unit, Finding.Message.sameKorean(earlier.englishLocation))
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
