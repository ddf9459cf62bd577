/// The writing system of one Unicode scalar, as far as bitext needs to know it.
public enum Script: Sendable, Equatable {
  /// Hangul syllables and jamo (NFC syllables and decomposed NFD jamo both count: the same
  /// Korean word can arrive in either form).
  case hangul
  /// ASCII letters and the Latin-1/Latin Extended letters (café, naïve).
  case latin
  case digit
  /// Han, kana and other letters: neither English nor Korean evidence.
  case otherLetter
  case other

  /// Classifies by explicit ranges; Unicode property lookups are ~40× slower on Linux.
  @inline(__always)
  public static func of(_ v: UInt32) -> Script {
    if v < 0x80 {
      if (v | 0x20) >= 0x61 && (v | 0x20) <= 0x7A { return .latin }
      if v >= 0x30 && v <= 0x39 { return .digit }
      return .other
    }
    if v >= 0xAC00 && v <= 0xD7A3 { return .hangul }
    if (v >= 0x1100 && v <= 0x11FF) || (v >= 0x3130 && v <= 0x318F) || (v >= 0xA960 && v <= 0xA97F) || (v >= 0xD7B0 && v <= 0xD7FF) {
      return .hangul
    }
    if (v >= 0xC0 && v <= 0x24F && v != 0xD7 && v != 0xF7) { return .latin }
    if (v >= 0x3040 && v <= 0x30FF) || (v >= 0x4E00 && v <= 0x9FFF) || (v >= 0x3400 && v <= 0x4DBF) { return .otherLetter }
    return .other
  }
}
