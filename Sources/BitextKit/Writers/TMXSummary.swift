/// The sentence the reports give about `alignment.tmx`: how many units it holds under which
/// policy, what was left out by reason, and how many English paragraphs had a preferred one
/// among several translations. Plain text (no markup, our own words and numbers only).
enum TMXSummary {
  static func sentence(_ selection: TMXSelection) -> String {
    let policy = selection.policy
    var text = "alignment.tmx holds \(units(selection.writtenCount)) (--tmx \(policy.content.rawValue)"
    text += policy.content == .all ? ")." : ", --min-score \(ScoreFormatting.twoDecimals(policy.minimumScore)))."
    let reasons = TMXSelection.Exclusion.allCases.compactMap { reason in
      selection.counts[reason].map { "\($0) \(reason.rawValue) (\(reason.explanation))" }
    }
    text += reasons.isEmpty ? " Nothing was left out." : " Left out: " + reasons.joined(separator: ", ") + "."
    if selection.competingParagraphs > 0 {
      text += " \(selection.competingParagraphs) English paragraph\(selection.competingParagraphs == 1 ? " has" : "s have") "
        + "several translations: the preferred one is marked x-preferred and written first."
    }
    return text
  }

  private static func units(_ n: Int) -> String { n == 1 ? "1 unit" : "\(n) units" }
}
