/// Korean that is not a translation: no Hangul at all, or the English copied. English that is
/// only names or numbers (`Apple Vision Pro`, `UINavigationBar — UIKit`) is rightly left as is,
/// so the English must have at least `minimumOrdinaryWords` ordinary (lowercase) words.
enum UntranslatedCheck {
  static let minimumOrdinaryWords = 2

  static func check(_ profile: UnitProfile, into findings: inout [Finding]) {
    let ordinaryWords = profile.english.terms.lazy.filter { $0.shape == .lowercase }.count
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
