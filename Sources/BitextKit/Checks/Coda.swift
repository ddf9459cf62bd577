/// How a word ends when read aloud, which is all a Korean particle looks at: a vowel (`를`,
/// `는`, `가`, `와`, `로`, `나`, `라`), the consonant ㄹ (`을`, `은`, `이`, `과`, but `로`), or
/// another consonant (`을`, `은`, `이`, `과`, `으로`, `이나`, `이라`).
enum Coda: Sendable, Equatable {
  case vowel
  case rieul
  case consonant

  /// The final sound of a precomposed Hangul syllable (U+AC00–U+D7A3), nil for anything else.
  /// The jongseong index is `(s - 0xAC00) % 28`: 0 is no final consonant, 8 is ㄹ.
  static func ofSyllable(_ scalar: Unicode.Scalar) -> Coda? {
    guard isSyllable(scalar) else { return nil }
    switch (scalar.value - 0xAC00) % 28 {
    case 0: return .vowel
    case 8: return .rieul
    default: return .consonant
    }
  }

  /// `ofSyllable` of the value of a scalar known to be a precomposed syllable.
  @inline(__always)
  static func ofSyllable(value: UInt32) -> Coda {
    switch (value &- 0xAC00) % 28 {
    case 0: return .vowel
    case 8: return .rieul
    default: return .consonant
    }
  }

  static func isSyllable(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= 0xAC00 && scalar.value <= 0xD7A3 }
}
