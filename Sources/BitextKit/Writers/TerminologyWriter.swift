/// Writes `Terminology` as `terminology.csv` and `terminology.tbx`: the same entries in the same
/// order, so the two files, and the reports that read the same model, never disagree.
///
/// CSV (RFC 4180, CRLF, escaped by `CSVEscaping`), one row per English term and rendering, with
/// the columns translate-toolkit's `csv2tbx` reads (`source`, `target`) first; it ignores the others:
/// `source,target,count,total,sources,unit,location,example_en,example_ko`
/// - `count`: aligned pairs holding both; `total`: aligned pairs holding the English term;
/// - `sources`: the files whose Korean uses the rendering, `;`-separated, most used first;
/// - `unit`, `location`: the first pair holding both in the source that uses it most (its
///   `x-unit`, and its Korean's `file:line`);
/// - `example_en`, `example_ko`: that pair's texts around the term.
///
/// TBX-Basic (`martif type="TBX-Basic"`, escaped by `XMLEscaping`): one `termEntry` per English
/// term, a `langSet` per language, one `tig` per term; each Korean `tig` carries the example as
/// `<descrip type="context">` and the counts and the example's place as a `<note>`.
public enum TerminologyWriter {
  public static var csvHeader: String { "source,target,count,total,sources,unit,location,example_en,example_ko" }

  public static func writeCSV<Sink: ByteSink>(_ terminology: Terminology, to sink: inout Sink, neutralizesFormulas: Bool = true,
                                              writesBOM: Bool = false) throws {
    if writesBOM { try sink.append("\u{FEFF}") }
    try sink.append(csvHeader)
    try endRow(&sink)
    for entry in terminology.entries {
      func text(_ field: String) throws { try CSVEscaping.appendField(field, neutralizesFormulas: neutralizesFormulas, to: &sink) }
      func comma() throws { try sink.append(UInt8(ascii: ",")) }
      try text(entry.english); try comma()
      try text(entry.korean); try comma()
      try sink.append(String(entry.count)); try comma()
      try sink.append(String(entry.total)); try comma()
      try text(entry.sources.map(\.source).joined(separator: ";")); try comma()
      try sink.append(entry.example.unit.description); try comma()
      try text(entry.example.location.map(\.description) ?? ""); try comma()
      try text(entry.example.english); try comma()
      try text(entry.example.korean)
      try endRow(&sink)
    }
    try sink.flush()
  }

  /// Returns the number of characters XML 1.0 forbids that were removed.
  @discardableResult
  public static func writeTBX<Sink: ByteSink>(_ terminology: Terminology, to sink: inout Sink, englishLanguageCode: String = "en",
                                              koreanLanguageCode: String = "ko") throws -> Int {
    var removed = 0
    func raw(_ s: String) throws { try sink.append(s) }
    func text(_ s: String) throws { removed += try XMLEscaping.appendText(s, to: &sink) }
    func attribute(_ s: String) throws { removed += try XMLEscaping.appendAttribute(s, to: &sink) }
    try raw("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<martif type=\"TBX-Basic\" xml:lang=\"")
    try attribute(englishLanguageCode)
    try raw("\">\n  <martifHeader>\n    <fileDesc>\n      <sourceDesc><p>bitext: renderings of recurring terms in \(terminology.pairsRead) "
      + "aligned pairs</p></sourceDesc>\n    </fileDesc>\n    <encodingDesc><p type=\"XCSURI\">TBXBasicXCSV02.xcs</p></encodingDesc>\n"
      + "  </martifHeader>\n  <text>\n    <body>\n")
    for (n, term) in terminology.terms.enumerated() {
      try raw("      <termEntry id=\"t\(n + 1)\">\n        <langSet xml:lang=\"")
      try attribute(englishLanguageCode)
      try raw("\">\n          <tig>\n            <term>")
      try text(term.english)
      try raw("</term>\n          </tig>\n        </langSet>\n        <langSet xml:lang=\"")
      try attribute(koreanLanguageCode)
      try raw("\">\n")
      for entry in term.renderings {
        try raw("          <tig>\n            <term>")
        try text(entry.korean)
        try raw("</term>\n            <descrip type=\"context\">")
        try text(entry.example.korean)
        try raw("</descrip>\n            <note>")
        try text(note(entry))
        try raw("</note>\n          </tig>\n")
      }
      try raw("        </langSet>\n      </termEntry>\n")
    }
    try raw("    </body>\n  </text>\n</martif>\n")
    try sink.flush()
    return removed
  }

  /// `47 of 103 aligned pairs with "toolbar" (corpus/toolbars.md); example corpus/toolbars.md:3, unit 274775c245e43d28`.
  static func note(_ entry: Terminology.Entry) -> String {
    let sources = entry.sources.map(\.source).joined(separator: ", ")
    let place = entry.example.location.map { "\($0), " } ?? ""
    return "\(entry.count) of \(entry.total) aligned pairs with \"\(entry.english)\" (\(sources)); example \(place)unit \(entry.example.unit)"
  }

  private static func endRow<Sink: ByteSink>(_ sink: inout Sink) throws {
    try sink.append(0x0D)
    try sink.append(0x0A)
  }
}
