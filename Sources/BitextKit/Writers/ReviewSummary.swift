/// The sentence the reports give about the review file: decisions applied by verdict, and how
/// many no longer match anything. Plain text (the file's path is the only input it holds).
enum ReviewSummary {
  static func sentence(_ outcome: ReviewOutcome) -> String {
    let accepted = outcome.applied.count { $0.decision.verdict == .accept }
    let rejected = outcome.applied.count - accepted
    return "\(outcome.applied.count + outcome.unmatched.count) decisions read from \(outcome.path ?? ""): "
      + "\(outcome.applied.count) applied (\(accepted) accepted, \(rejected) rejected), "
      + "\(outcome.unmatched.count) no longer matching anything."
  }
}
