import BitextKit

/// `--tmx`, `--min-score` and `--review`: what `align` puts into `alignment.tmx`, and the
/// reviewer's decisions it applies.
enum MemoryOptions {
  static let tmx = OptionDefinition(
    "tmx", value: "content",
    help: "What alignment.tmx holds: clean (units a CAT tool can insert: no untranslated Korean, no error "
      + "finding, score at least --min-score), all (every aligned unit) or preferred (clean, and only the "
      + "preferred translation where several sources translate one English paragraph). (default: clean)")

  static let minimumScore = OptionDefinition(
    "min-score", value: "score",
    help: "Leave units aligned with a lower score (0 to 1) out of a clean TMX. "
      + "(default: \("\(TMXPolicy.defaultMinimumScore)"))")

  static let segment = OptionDefinition(
    "segment", value: "unit",
    help: "The units of alignment.csv and alignment.tmx: paragraph, or sentence (each aligned paragraph pair "
      + "split into the sentence pairs it aligns confidently, 1:1, 1:2 or 2:1; a paragraph whose sentences "
      + "do not align stays one unit; the TMX says segtype=\"sentence\"). (default: paragraph)")

  /// `--segment paragraph|sentence`.
  static func segmentType(_ arguments: Arguments, command: CommandDefinition) throws(UsageError) -> TMXSegmentType {
    guard let value = arguments.value("segment") else { return .paragraph }
    guard let type = TMXSegmentType(rawValue: value) else {
      throw UsageError(message: "Invalid value '\(value)' for '--segment <unit>': expected paragraph or sentence.",
                       command: command)
    }
    return type
  }

  static let review = OptionDefinition(
    "review", value: "file",
    help: "Apply a reviewer's decisions: a CSV file with the columns en, ko and decision (accept or reject; "
      + "other columns ignored, so alignment.csv with a decision column added works). Accepted pairs are kept "
      + "and linked, rejected pairs are never produced again; pairs are matched by their text.")

  /// `--review FILE` read, or nil when not given; a file that cannot be used is a usage error
  /// naming its line (`review.csv:3: decision 'maybe' is neither accept nor reject`).
  static func review(_ arguments: Arguments, command: CommandDefinition) throws(UsageError) -> ReviewDecisions? {
    guard let path = arguments.value("review") else { return nil }
    do { return try ReviewDecisions(path: path) } catch {
      throw UsageError(message: "Invalid review file \(error.description).", command: command)
    }
  }

  static func parse(_ arguments: Arguments, command: CommandDefinition) throws(UsageError) -> TMXPolicy {
    var policy = TMXPolicy()
    if let value = arguments.value("tmx") {
      guard let content = TMXPolicy.Content(rawValue: value) else {
        throw UsageError(message: "Invalid value '\(value)' for '--tmx <content>': expected clean, all or preferred.",
                         command: command)
      }
      policy.content = content
    }
    if let value = arguments.value("min-score") {
      guard let score = Double(value), score >= 0, score <= 1 else {
        throw UsageError(message: "Invalid value '\(value)' for '--min-score <score>': expected a number from 0 to 1.",
                         command: command)
      }
      policy.minimumScore = score
    }
    return policy
  }
}
