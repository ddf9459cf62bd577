/// Reads one document whole through the first stages (`DocumentStream`), for grouping with the
/// run's other documents. Each unit's source is the document.
public enum DocumentReader {
  /// Opens and reads `path` (`-` is standard input). `piped`: read and parse on a thread of
  /// their own while this one pairs (`DocumentStream`), for a document read alone.
  /// - Throws: `FileError` when the file cannot be opened.
  public static func read(path: String, group: String? = nil, piped: Bool = false) throws(FileError) -> DocumentResult {
    var reader = try LineReader(path: path)
    return read(&reader, path: path, group: group, piped: piped)
  }

  // The name a document carries into every location, cell and report is escaped
  // (`PrintableName`): a newline or an escape in a file name reaches no output.

  /// Reads lines from any reader (tests feed memory sources at every chunk size).
  public static func read(_ reader: inout LineReader, path given: String, group: String? = nil, piped: Bool = false) -> DocumentResult {
    let path = PrintableName.escaped(given)
    var stream = DocumentStream(reader, path: path, piped: piped)
    var units: [TranslationUnit] = []
    var skipped: [SkippedBlock] = []
    while let event = stream.next() {
      switch consume event {
      case .unit(let unit): units.append(unit)
      case .skipped(let block): skipped.append(block)
      }
    }
    let name = group ?? stream.pageName
    for i in units.indices {
      units[i].group = name
      units[i].source = path
    }
    return DocumentResult(path: path, title: stream.title, layout: stream.layout, units: units,
                          skipped: skipped, issues: stream.issues, lineCount: stream.lineCount)
  }
}
