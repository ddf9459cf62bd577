/// One document through the first stages, pulled one pairing event at a time:
/// `Line` (LineReader) → `Block` (BlockParser, with its title seen by TitleFinder) →
/// `TranslationUnit` or skipped block (DocumentPairer). The held path (`DocumentReader`)
/// collects the events; the streamed path (`StreamedDocument`) hands each unit on at once.
///
/// - Complexity: O(n) in bytes; holds the reader's chunk, the parser's open block, the
///   pairer's window and the events one line released.
struct DocumentStream: IteratorProtocol {
  let path: String
  private var reader: LineReader
  private var parser: BlockParser
  private var pairer: DocumentPairer
  private var titleFinder = TitleFinder()
  private var blocks: [Block] = []
  private var events: [PairingEvent] = []
  private var nextEvent = 0
  private var ended = false
  /// The number of the last line read.
  private(set) var lineCount = 0

  init(_ reader: LineReader, path: String) {
    self.path = path
    self.reader = reader
    parser = BlockParser(path: path)
    pairer = DocumentPairer(group: "")
  }

  mutating func next() -> PairingEvent? {
    while nextEvent == events.count {
      guard !ended else { return nil }
      Self.empty(&events)  // per line: most lines release no event
      nextEvent = 0
      if let line = reader.next() {
        lineCount = line.number
        parser.consume(line, into: &blocks)
        pair()
      } else {
        parser.finish(into: &blocks)
        pair()
        pairer.finish(into: &events)
        ended = true
      }
    }
    defer { nextEvent += 1 }
    return events[nextEvent]
  }

  /// The document's title once its first blocks are read (final at the end).
  var title: String? { titleFinder.title }
  /// The name of the document's page before grouping: its title, else its file name.
  var pageName: String { title ?? Self.fileStem(path) }
  var layout: Layout { pairer.layout ?? .bilingual }
  /// The layout once pairing has decided it (final from then on), nil before.
  var decidedLayout: Layout? { pairer.layout }
  /// What could not be read as written: the reader's issues, then an unclosed block.
  var issues: [ReadingIssue] { reader.issues + (parser.unclosedIssue.map { [$0] } ?? []) }

  private mutating func pair() {
    for block in blocks {
      titleFinder.observe(block)
      pairer.consume(block, into: &events)
    }
    Self.empty(&blocks)
  }

  /// Empties `array`, keeping its room. `removeAll(keepingCapacity:)` replaces a subrange: some
  /// hundred instructions for the one or two elements a line mostly gives (and not free on an
  /// empty array), which `removeLast` spares.
  private static func empty<Element>(_ array: inout [Element]) {
    while !array.isEmpty { array.removeLast() }
  }

  static func fileStem(_ path: String) -> String {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
    return String(name[..<dot])
  }
}
