/// The language of a block or of part of a line, decided from the script of its letters:
/// Hangul means Korean, Latin means English. `neutral` is text with too few letters to say
/// (URLs, numbers, a product name alone), which pairing neither translates nor reports missing.
public enum Language: String, Sendable, Equatable, CaseIterable {
  case english = "en"
  case korean = "ko"
  case neutral
}
