/// Korean that says clearly more than the English: the Korean has more sentences than the
/// English, the sentence alignment leaves a Korean sentence of at least
/// `minimumSentenceLength` visible characters without English and every English sentence with
/// Korean, and the Korean is longer than this run's usual ratio (relative length at least
/// `minimumRelativeLength`). One English sentence split into two Korean ones aligns 1:2 and
/// keeps the usual length, so it does not fire; nor does a Korean sentence left over because
/// an English one is too (sentences that fit badly one to one, not an addition).
///
/// A terse translator's paragraph with a sentence added is no longer than usual, though. So a
/// Korean of at least `terseRelativeLength` is enough when the rest of the evidence is strong:
/// every other sentence pairs one to one (no restructuring elsewhere in the paragraph), and the
/// left-over sentence carries none of the English's names and numbers that the rest of the
/// Korean lacks. One that carries them (`반지름 = 60pt - padding.` split off its sentence, a
/// parenthesis made a sentence of its own) translates part of the English.
///
/// The sentences are aligned with their names and numbers too (`SentenceAlignment`'s
/// `anchors`): a Korean sentence that holds a name of an English sentence is that sentence's
/// translation, split in two (`dom은 lib에 포함되어야 합니다. (주의: lib 옵션을 …)`), not an
/// addition; and a short Korean sentence no longer pushes the others along so that the added
/// one hides in a 1:2 bead. The omission check keeps the alignment by length: a Korean that
/// repeats a name of a dropped sentence in the one kept would hide the omission.
///
/// A sentence added after a terse translation still fits a 1:2 bead by length. The names tell
/// it apart (`unsupportedSplits`): when the English sentence has several names or numbers that
/// both sides write, the first Korean sentence holds them, and the second holds none and does
/// not open by referring back to the first (`이는 …`, `그러나 …`, a parenthesis:
/// `KoreanWords.opensWithReference`), the second translates nothing of the English.
enum AdditionCheck {
  static let minimumSentenceLength = 10
  static let minimumRelativeLength = 1.15
  static let terseRelativeLength = 0.8
  /// Names or numbers an English sentence must share with the Korean before the Korean half of
  /// a split without any of them counts as unsupported: one name is too often the subject that
  /// Korean states once.
  static let minimumSplitAnchors = 2

  @discardableResult
  static func check(_ profile: UnitProfile, model: LengthModel, into findings: inout [Finding]) -> Bool {
    let english = profile.englishMeasure, korean = profile.koreanMeasure
    guard korean.sentences > english.sentences else { return false }
    // Below `terseRelativeLength` it never fires: the sentences are not scanned and aligned then.
    let relative = model.relativeLength(english: english.length, korean: korean.length)
    guard relative >= terseRelativeLength else { return false }
    let englishRanges = TextMeasure.sentenceRanges(of: profile.unit.englishText)
    let koreanRanges = TextMeasure.sentenceRanges(of: profile.unit.koreanText, excludingGlosses: true)
    // Only the anchors both sides have count (`SentenceAlignment.shared`): a Korean without any
    // leaves the English unscanned, each of its sentences with an empty set, and the English
    // keeps only the anchors the Korean writes.
    let koreanAnchors = SentenceAlignment.sentenceAnchors(profile.unit.koreanText, ranges: koreanRanges)
    var koreanWritten: Set<String> = []
    for sentence in koreanAnchors { koreanWritten.formUnion(sentence) }
    let englishAnchors = koreanWritten.isEmpty
      ? SentenceAlignment.SentenceAnchors(repeating: [], count: englishRanges.count)
      : SentenceAlignment.sentenceAnchors(profile.unit.englishText, ranges: englishRanges, writtenIn: Array(koreanWritten))
    let alignment = SentenceAlignment(english: english.sentenceLengths, korean: korean.sentenceLengths, model: model,
                                      anchors: (englishAnchors, koreanAnchors))
    let unmatched = (alignment.unmatchedKorean
      + unsupportedSplits(alignment, englishAnchors: englishAnchors, koreanAnchors: koreanAnchors,
                          korean: profile.unit.koreanText, ranges: koreanRanges)).sorted()
    let added = unmatched.filter { korean.sentenceLengths[$0] >= minimumSentenceLength }
    guard !added.isEmpty, unmatched.count < korean.sentences, alignment.unmatchedEnglish.isEmpty else { return false }
    if relative < minimumRelativeLength {
      guard relative >= terseRelativeLength, korean.sentences - english.sentences == unmatched.count else { return false }
      guard koreanRanges.count == korean.sentences,
            added.contains(where: { !carriesEnglish(koreanRanges[$0], profile) }) else { return false }
    }
    findings.append(Finding(.addition, .warning, profile.unit,
                            Finding.Message.addition(sentences: added.map { $0 + 1 }, of: korean.sentences, relative: relative)))
    return true
  }

  /// The second Korean sentences of 1:2 beads that translate nothing of their English sentence:
  /// it has at least `minimumSplitAnchors` names or numbers of both sides, the first Korean
  /// sentence some of them, the second none, and the second does not open by referring back.
  static func unsupportedSplits(_ alignment: SentenceAlignment, englishAnchors: SentenceAlignment.SentenceAnchors,
                                koreanAnchors: SentenceAlignment.SentenceAnchors, korean: String,
                                ranges: [Range<Int>]) -> [Int] {
    guard !alignment.splits.isEmpty, ranges.count == koreanAnchors.count else { return [] }
    // The alignment's, when it was made with these anchors.
    let shared = alignment.sharedAnchors ?? SentenceAlignment.shared(englishAnchors, koreanAnchors)
    let bytes = Array(korean.utf8)
    return alignment.splits.compactMap { split in
      let second = split.korean + 1
      guard englishAnchors[split.english].intersection(shared).count >= minimumSplitAnchors,
            !koreanAnchors[split.korean].isDisjoint(with: shared),
            koreanAnchors[second].isDisjoint(with: shared),
            !KoreanWords.opensWithReference(String(decoding: bytes[ranges[second]], as: UTF8.self)) else { return nil }
      return second
    }
  }

  /// Whether the Korean sentence at `range` has a name or number of the English that the rest
  /// of the Korean has fewer times than the English: without it, the Korean would lack it.
  static func carriesEnglish(_ range: Range<Int>, _ profile: UnitProfile) -> Bool {
    let text = profile.unit.koreanText
    let sentence = Anchors(String(decoding: Array(text.utf8)[range], as: UTF8.self))
    var english: [String: Int] = [:], korean: [String: Int] = [:]
    let englishKeys = profile.englishKeys
    for index in englishKeys.indices { english[englishKeys[index].text, default: 0] += 1 }
    for number in profile.english.numbers { english[number, default: 0] += 1 }
    for key in profile.koreanKeys { korean[key.text, default: 0] += 1 }
    for number in profile.korean.numbers { korean[number, default: 0] += 1 }
    var own: [String: Int] = [:]
    for term in UnitProfile.splittingCompounds(sentence, unlessIn: profile.english) {
      own[UnitProfile.termKey(term, in: sentence), default: 0] += 1
    }
    for number in sentence.numbers { own[number, default: 0] += 1 }
    return own.contains { key, count in
      let wanted = english[key, default: 0]
      return wanted > 0 && korean[key, default: 0] - count < wanted
    }
  }
}

extension Finding.Message {
  static func addition(sentences: [Int], of total: Int, relative: Double) -> String {
    let which = sentences.map(String.init).joined(separator: ", ")
    return "Korean sentence \(which) of \(total) has no English counterpart (Korean is \(percent(relative)) of the usual length)"
  }
}
