/// Korean that covers clearly less than the English. Either the Korean is at most
/// `shortRelativeLength` of the usual length and `shortDeviation` spreads below it (half the
/// text is gone, whatever the sentences), or the sentence alignment leaves
/// an English sentence of at least `minimumSentenceLength` visible characters without Korean,
/// and the Korean as a whole is shorter than this run's usual ratio (relative length at most
/// `maximumRelativeLength`). Both must hold: the alignment alone can be fooled by a long
/// Korean sentence that merges two English ones, and length alone by a terse translator. When
/// the alignment leaves a Korean sentence over too, the sentences may just fit badly one to
/// one (a short first sentence, `현재 제목.`, pushes the rest along): then the Korean must be
/// clearly short (`shiftedRelativeLength`). And when both sides have as many sentences and each
/// Korean sentence is at least `shortRelativeLength` of the usual length for the English one in
/// the same place, they correspond one to one: a terse translator, not a dropped sentence.
enum OmissionCheck {
  static let minimumSentenceLength = 15
  static let maximumRelativeLength = 0.95
  static let shortRelativeLength = 0.6
  static let shortDeviation = -2.5
  static let shiftedRelativeLength = 0.85

  /// Whether it fired (the length-ratio check stays silent then). `alignment` (the sentences
  /// aligned by length) is made only for a unit that could fire on it: one whose English has
  /// two sentences or more and whose Korean is at most `maximumRelativeLength` of the usual
  /// length (most units are neither short nor left with an English sentence to drop).
  @discardableResult
  static func check(_ profile: UnitProfile, alignment: () -> SentenceAlignment, model: LengthModel,
                    into findings: inout [Finding]) -> Bool {
    let english = profile.englishMeasure, korean = profile.koreanMeasure
    guard english.length >= LengthModel.minimumEnglishLength else { return false }
    let relative = model.relativeLength(english: english.length, korean: korean.length)
    if relative <= shortRelativeLength, model.logDeviation(english: english.length, korean: korean.length) <= shortDeviation {
      findings.append(Finding(.omission, .warning, profile.unit, Finding.Message.shortOmission(relative)))
      return true
    }
    // One English sentence cannot be dropped while another is matched; a Korean longer than
    // both bounds below is not short.
    guard english.sentences > 1, relative <= max(maximumRelativeLength, shiftedRelativeLength) else { return false }
    let alignment = alignment()
    let dropped = alignment.unmatchedEnglish.filter { english.sentenceLengths[$0] >= minimumSentenceLength }
    // Nothing matched at all is a length question (or a wrong pair), not a dropped sentence.
    guard !dropped.isEmpty, alignment.unmatchedEnglish.count < english.sentences else { return false }
    guard relative <= (alignment.unmatchedKorean.isEmpty ? maximumRelativeLength : shiftedRelativeLength) else { return false }
    if !alignment.unmatchedKorean.isEmpty, english.sentences == korean.sentences,
       zip(english.sentenceLengths, korean.sentenceLengths).allSatisfy({
         model.relativeLength(english: $0, korean: $1) >= shortRelativeLength
       }) { return false }
    findings.append(Finding(.omission, .warning, profile.unit,
                            Finding.Message.omission(sentences: dropped.map { $0 + 1 }, of: english.sentences, relative: relative)))
    return true
  }
}

extension Finding.Message {
  static func omission(sentences: [Int], of total: Int, relative: Double) -> String {
    let which = sentences.map(String.init).joined(separator: ", ")
    return "English sentence \(which) of \(total) has no Korean counterpart (Korean is \(percent(relative)) of the usual length)"
  }

  static func shortOmission(_ relative: Double) -> String {
    "Korean is \(percent(relative)) of the usual length for this English: part of it may be untranslated"
  }

  static func percent(_ value: Double) -> String { "\(Int((value * 100).rounded()))%" }
}
