/// Reads one document through the first stages (lines → blocks → segments → units).
public enum DocumentReader {
  /// Opens and reads `path` (`-` is standard input).
  /// - Throws: `FileError` when the file cannot be opened.
  public static func read(path: String, group: String? = nil) throws(FileError) -> DocumentResult {
    var reader = try LineReader(path: path)
    return read(&reader, path: path, group: group)
  }

  // The name a document carries into every location, cell and report is escaped
  // (`PrintableName`): a newline or an escape in a file name reaches no output.

  /// Reads lines from any reader (tests feed memory sources at every chunk size).
  public static func read(_ reader: inout LineReader, path given: String, group: String? = nil) -> DocumentResult {
    let path = PrintableName.escaped(given)
    var parser = BlockParser(path: path)
    var pairer = DocumentPairer(group: group ?? "")
    var title = TitleFinder()
    var blocks: [Block] = []
    var events: [PairingEvent] = []
    var lineCount = 0
    while let line = reader.next() {
      lineCount = line.number
      parser.consume(line, into: &blocks)
      feed(&blocks, to: &pairer, title: &title, events: &events)
    }
    parser.finish(into: &blocks)
    feed(&blocks, to: &pairer, title: &title, events: &events)
    pairer.finish(into: &events)
    var units: [TranslationUnit] = []
    var skipped: [SkippedBlock] = []
    for event in events {
      switch event {
      case .unit(let unit): units.append(unit)
      case .skipped(let block): skipped.append(block)
      }
    }
    let name = group ?? title.title ?? fileStem(path)
    for i in units.indices {
      units[i].group = name
      units[i].source = path
    }
    return DocumentResult(path: path, title: title.title, layout: pairer.layout ?? .bilingual, units: units,
                          skipped: skipped, issues: reader.issues + (parser.unclosedIssue.map { [$0] } ?? []),
                          lineCount: lineCount)
  }

  private static func feed(_ blocks: inout [Block], to pairer: inout DocumentPairer, title: inout TitleFinder,
                           events: inout [PairingEvent]) {
    for block in blocks {
      title.observe(block)
      pairer.consume(block, into: &events)
    }
    blocks.removeAll(keepingCapacity: true)
  }

  static func fileStem(_ path: String) -> String {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
    return String(name[..<dot])
  }
}

