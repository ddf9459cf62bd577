/// Korean that says clearly more than the English: the sentence alignment leaves a Korean
/// sentence of at least `minimumSentenceLength` visible characters without English, and the
/// Korean as a whole is longer than this run's usual ratio (relative length at least
/// `minimumRelativeLength`). One English sentence split into two Korean ones aligns 1:2 and
/// keeps the usual length, so it does not fire.
enum AdditionCheck {
  static let minimumSentenceLength = 10
  static let minimumRelativeLength = 1.15

  @discardableResult
  static func check(_ profile: UnitProfile, alignment: SentenceAlignment, model: LengthRatioModel, into findings: inout [Finding]) -> Bool {
    let english = profile.englishMeasure, korean = profile.koreanMeasure
    let added = alignment.unmatchedKorean.filter { korean.sentenceLengths[$0] >= minimumSentenceLength }
    guard !added.isEmpty, alignment.unmatchedKorean.count < korean.sentences else { return false }
    let relative = model.relativeLength(english: english.length, korean: korean.length)
    guard relative >= minimumRelativeLength else { return false }
    findings.append(Finding(.addition, .warning, profile.unit,
                            Finding.Message.addition(sentences: added.map { $0 + 1 }, of: korean.sentences, relative: relative)))
    return true
  }
}

extension Finding.Message {
  static func addition(sentences: [Int], of total: Int, relative: Double) -> String {
    let which = sentences.map(String.init).joined(separator: ", ")
    return "Korean sentence \(which) of \(total) has no English counterpart (Korean is \(percent(relative)) of the usual length)"
  }
}
