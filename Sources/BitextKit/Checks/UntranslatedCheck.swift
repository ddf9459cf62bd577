/// Korean that is not a translation: no Hangul at all, or the English copied. English that is
/// only names or numbers (`Apple Vision Pro`, `UINavigationBar — UIKit`) is rightly left as is,
/// so the English must have at least `minimumOrdinaryWords` ordinary (lowercase) words.
enum UntranslatedCheck {
  static let minimumOrdinaryWords = 2

  static func check(_ profile: UnitProfile, into findings: inout [Finding]) {
    // Counted in place up to the minimum (counting every word copied each).
    let terms = profile.english.terms
    var ordinaryWords = 0
    for index in terms.indices where terms[index].shape == .lowercase {
      ordinaryWords += 1
      if ordinaryWords == minimumOrdinaryWords { break }
    }
    guard ordinaryWords >= minimumOrdinaryWords, !profile.unit.korean.isEmpty else { return }
    if SameText.equal(profile.unit.englishText, profile.unit.koreanText) {
      findings.append(Finding(.untranslated, .error, profile.unit, Finding.Message.sameAsEnglish))
    } else if profile.korean.hangulCount == 0 {
      findings.append(Finding(.untranslated, .error, profile.unit, Finding.Message.noKorean))
    }
  }

}

extension Finding.Message {
  static let sameAsEnglish = "Korean is the English text copied, not translated"
  static let noKorean = "Korean side has no Korean text"
}
