extension Finding.Message {
  static let missing = "English has no Korean in this source"
}

extension Finding {
  /// The `missing` status as a finding, so `check` lists it like any other: a warning, since an
  /// untranslated paragraph is work to do rather than a wrong translation.
  public static func missing(_ unit: TranslationUnit, unitIndex: Int) -> Finding {
    Finding(code: .missing, severity: .warning, englishLocation: unit.englishLocation, koreanLocation: nil,
            message: Message.missing, evidence: [], unitIndex: unitIndex)
  }
}
