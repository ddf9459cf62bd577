extension Finding.Message {
  static let missing = "English has no Korean in this source"

  /// A row of a Korean-only source that lacks a paragraph of another file's English: the line
  /// is in the English file, so the message names the source that lacks the Korean.
  static func missing(in source: String) -> String { "English has no Korean in \(source)" }
}

extension Finding {
  /// The `missing` status as a finding, so `check` lists it like any other: a warning, since an
  /// untranslated paragraph is work to do rather than a wrong translation.
  public static func missing(_ unit: TranslationUnit) -> Finding {
    let file = unit.englishLocation?.file
    let message = unit.source.map { $0 == file ? Message.missing : Message.missing(in: $0) } ?? Message.missing
    return Finding(code: .missing, severity: .warning, englishLocation: unit.englishLocation, koreanLocation: nil,
                   message: message, evidence: [], unit: unit.id)
  }
}
