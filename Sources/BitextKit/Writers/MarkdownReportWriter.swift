/// Writes `report.md`: what a translator reads to know what to do next. Per document: how
/// many units were aligned, missing or extra, the notes, the English paragraphs that have no
/// Korean (file:line and text), the Korean with no English, and every skipped block with its
/// reason, so nothing disappears silently.
public struct MarkdownReportWriter<Sink: ByteSink> {
  public private(set) var sink: Sink

  public init(sink: Sink) { self.sink = sink }

  /// `forbiddenCharactersRemoved`: characters the TMX writer had to drop (XML 1.0
  /// forbids them); said in the report because the TMX then differs from the input.
  public mutating func write(documents: [DocumentResult], outputs: [String] = [],
                             forbiddenCharactersRemoved: Int = 0) throws {
    try line("# bitext report")
    try line("")
    let units = documents.reduce(0) { $0 + $1.units.count }
    let aligned = documents.reduce(0) { $0 + $1.count(.aligned) }
    let missing = documents.reduce(0) { $0 + $1.count(.missing) }
    let extra = documents.reduce(0) { $0 + $1.count(.extra) }
    try line("\(documents.count) documents, \(units) units: \(aligned) aligned, \(missing) missing, \(extra) extra.")
    if forbiddenCharactersRemoved > 0 {
      try line("")
      try line("\(forbiddenCharactersRemoved) characters that XML 1.0 forbids (U+FFFE, U+FFFF, control characters) were removed from alignment.tmx; alignment.csv keeps them.")
    }
    try line("")
    try line("| document | group | layout | aligned | missing | extra | notes | skipped |")
    try line("|---|---|---|---:|---:|---:|---:|---:|")
    for d in documents {
      let group = d.units.first?.group ?? d.title ?? ""
      try line("| \(code(d.path)) | \(esc(group)) | \(d.layout.rawValue) | \(d.count(.aligned)) | \(d.count(.missing)) | \(d.count(.extra)) | \(d.noteCount) | \(d.skipped.count) |")
    }
    for d in documents { try write(d) }
  }

  private mutating func write(_ d: DocumentResult) throws {
    try line("")
    try line("## \(esc(d.path))")
    try line("")
    try line("Layout: \(d.layout.rawValue). \(d.lineCount) lines; \(d.count(.aligned)) aligned, \(d.count(.missing)) missing, \(d.count(.extra)) extra, \(d.noteCount) translator notes, \(d.skipped.count) skipped blocks.")
    if !d.issues.isEmpty {
      try line("")
      try line("### Reading problems")
      try line("")
      for issue in d.issues { try line("- \(code("\(issue.location)")) \(esc(issue.message))") }
    }
    let missing = d.units.filter { $0.status == .missing }
    if !missing.isEmpty {
      try line("")
      try line("### English with no Korean (translate these next)")
      try line("")
      for unit in missing { try line("- \(code(location(unit.englishLocation))) \(esc(unit.englishText))") }
    }
    let extra = d.units.filter { $0.status == .extra }
    if !extra.isEmpty {
      try line("")
      try line("### Korean with no English in this document")
      try line("")
      for unit in extra { try line("- \(code(location(unit.koreanLocation))) \(esc(unit.koreanText))") }
    }
    if !d.skipped.isEmpty {
      try line("")
      try line("### Skipped (not exported as translation)")
      try line("")
      try line("| line | reason | text |")
      try line("|---:|---|---|")
      for s in d.skipped.sorted(by: { $0.location.firstLine < $1.location.firstLine }) {
        try line("| \(s.location.firstLine) | \(s.reason) | \(esc(s.text, limit: 80)) |")
      }
    }
  }

  private func location(_ l: SourceLocation?) -> String { l.map { "\($0.file):\($0.firstLine)" } ?? "" }
  private func esc(_ s: String, limit: Int = 200) -> String { MarkdownEscaping.inline(s, limit: limit) }
  private func code(_ s: String) -> String { "`" + s.replacingBackticks + "`" }

  private mutating func line(_ s: String) throws {
    try sink.append(s)
    try sink.append(UInt8(ascii: "\n"))
  }
}

extension String {
  var replacingBackticks: String { String(unicodeScalars.map { $0 == "`" || $0 == "\n" || $0 == "\r" ? " " : Character($0) }) }
}
