/// How `bitext check` prints findings on standard output (`--format`).
enum FindingsFormat: String, CaseIterable, Sendable {
  /// `file:line:col: severity: [code] message`, one per line: what editors and CI parse.
  case text
  /// One JSON document, for scripts.
  case json
}
