/// What a finding is about. The raw values are the codes printed in brackets, written to the
/// CSV `flags` column and accepted by filters, so they never change.
public enum FindingCode: String, Sendable, Equatable, Hashable, CaseIterable {
  /// English with no Korean (produced by pairing).
  case missing
  /// A number on one side is absent or different on the other.
  case numberMismatch = "number-mismatch"
  /// A name (platform, product, API) is absent, replaced or added.
  case termMismatch = "term-mismatch"
  /// The Korean side is not Korean, or is the English copied.
  case untranslated
  /// The Korean covers clearly less than the English (a sentence dropped).
  case omission
  /// The Korean says clearly more than the English (sentences added).
  case addition
  /// Korean far longer or shorter than this run's usual ratio.
  case lengthRatio = "length-ratio"
  /// The same Korean for different English, or the same pair twice.
  case duplicate
  /// Sources of the same page translate a paragraph differently (produced by alignment).
  case divergentSources = "divergent-sources"
  /// The English changed between sources of the same page (produced by alignment).
  case sourceChanged = "source-changed"
  /// A sentence in another speech level than its page (합쇼체, 해요체, 해라체).
  case registerMix = "register-mix"
  /// A particle that does not fit the sound of the word before it (`iOS을`, `파일으로`).
  case particle
  /// A glossary term rendered otherwise than the glossary says (`--glossary`).
  case glossaryMismatch = "glossary-mismatch"
}
