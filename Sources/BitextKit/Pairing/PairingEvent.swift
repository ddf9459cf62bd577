/// What pairing gives for a document, in document order: translation units and the blocks it
/// deliberately leaves out (with the reason), so every input line ends up somewhere.
public enum PairingEvent: Sendable, Equatable {
  case unit(TranslationUnit)
  case skipped(SkippedBlock)
}
