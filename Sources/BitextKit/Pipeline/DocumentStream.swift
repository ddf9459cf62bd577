import Foundation

/// One document through the first stages, pulled one pairing event at a time:
/// `Line` (LineReader) → `Block` (BlockParser, with its title seen by TitleFinder) →
/// `TranslationUnit` or skipped block (DocumentPairer). The held path (`DocumentReader`)
/// collects the events; the streamed path (`StreamedDocument`) hands each unit on at once.
///
/// Piped (`init(_:path:piped:)`), reading and parsing run on a thread of their own
/// (`BlockFeed`) while this one tags, pairs and takes the events: the same events, issues,
/// title and line count, since each line's blocks still go through pairing together.
///
/// - Complexity: O(n) in bytes; holds the reader's chunk, the parser's open block, the
///   pairer's window and the events one line released (piped: and `BlockFeed`'s few batches).
struct DocumentStream: IteratorProtocol {
  let path: String
  /// Read here, unless piped (then the feed's thread has them).
  private var reader: LineReader?
  private var parser: BlockParser
  private let feed: BlockFeed?
  /// Piped: the batch being paired, its blocks in reverse order (taken from the end), and its
  /// next line.
  private var batch = BlockFeed.Batch()
  private var nextLine = 0
  private var fedIssues: [ReadingIssue] = []
  private var pairer: DocumentPairer
  private var titleFinder = TitleFinder()
  private var blocks: [Block] = []
  /// The events the last line released, not yet taken, in reverse order.
  private var events: [PairingEvent] = []
  private var ended = false
  /// The number of the last line read.
  private(set) var lineCount = 0

  /// `piped`: read and parse on another thread (`BlockFeed`).
  init(_ reader: consuming LineReader, path: String, piped: Bool = false) {
    self.path = path
    parser = BlockParser(path: path)
    pairer = DocumentPairer(group: "")
    if piped {
      feed = BlockFeed(reader, parser: parser)
      self.reader = nil
    } else {
      feed = nil
      self.reader = reader
    }
  }

  mutating func next() -> PairingEvent? {
    while events.isEmpty {
      guard !ended else { return nil }
      if let feed {
        pairFed(feed)
      } else if let line = reader!.next() {
        lineCount = line.number
        parser.consume(line, into: &blocks)
        pair()
      } else {
        parser.finish(into: &blocks)
        pair()
        pairer.finish(into: &events)
        ended = true
      }
      if events.count > 1 { events.reverseMoving() }
    }
    // Moved out of the list, kept last first: a copy would retain each of the unit's parts,
    // and emptying the list would release them again.
    return events.popLast()
  }

  /// The document's title once its first blocks are read (final at the end).
  var title: String? { titleFinder.title }
  /// The name of the document's page before grouping: its title, else its file name.
  var pageName: String { title ?? Self.fileStem(path) }
  var layout: Layout { pairer.layout ?? .bilingual }
  /// The layout once pairing has decided it (final from then on), nil before.
  var decidedLayout: Layout? { pairer.layout }
  /// What could not be read as written: the reader's issues, then an unclosed block. Final once
  /// `next()` has returned nil (piped, empty until then: they come with the last batch).
  var issues: [ReadingIssue] {
    guard let reader else { return fedIssues }
    return reader.issues + (parser.unclosedIssue.map { [$0] } ?? [])
  }

  /// Piped: pairs the next line's blocks (taking the next batch when this one is done), or
  /// finishes after the last.
  private mutating func pairFed(_ feed: BlockFeed) {
    while nextLine == batch.lineEnds.count {
      if let issues = batch.issues {
        pairer.finish(into: &events)
        fedIssues = issues
        ended = true
        return
      }
      batch = feed.take()
      if batch.blocks.count > 1 { batch.blocks.reverseMoving() }
      nextLine = 0
      lineCount = batch.lineCount
    }
    let start = nextLine == 0 ? 0 : batch.lineEnds[nextLine - 1]
    Self.pair(&batch.blocks, count: batch.lineEnds[nextLine] - start, &titleFinder, &pairer, &events)
    nextLine += 1
  }

  private mutating func pair() {
    if blocks.count > 1 { blocks.reverseMoving() }
    Self.pair(&blocks, count: blocks.count, &titleFinder, &pairer, &events)
  }

  /// Pairs the last `count` blocks of `blocks` (kept in reverse order), last first, moving each
  /// out (`removeLast`, which also empties the list with its room kept): read in place, each
  /// block was copied (each of its parts retained, then released), the calls changing other
  /// values that the compiler cannot tell apart from it.
  private static func pair(_ blocks: inout [Block], count: Int, _ titleFinder: inout TitleFinder, _ pairer: inout DocumentPairer,
                           _ events: inout [PairingEvent]) {
    for _ in 0..<count {
      let block = blocks.removeLast()
      titleFinder.observe(block)
      pairer.consume(block, into: &events)
    }
  }

  static func fileStem(_ path: String) -> String {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
    return String(name[..<dot])
  }
}

/// Reading and parsing (`LineReader`, `BlockParser`) on a thread of their own, for a
/// `DocumentStream` that pairs on another: the blocks come in batches, in order, through a
/// queue of at most `capacity` batches (the reading thread waits while it is full). Dropping
/// the feed stops the reading thread at its next batch (not waited for: it may be waiting for
/// standard input), which then frees the reader.
final class BlockFeed {
  /// The blocks of some lines, each line's together (lines that give no block are left out).
  struct Batch: Sendable {
    var blocks: [Block] = []
    /// The end in `blocks` of each line's blocks.
    var lineEnds: [Int] = []
    /// The number of the last line read.
    var lineCount = 0
    /// The reader's issues, then an unclosed block: in the last batch only.
    var issues: [ReadingIssue]?
  }

  static let blocksPerBatch = 512
  static let capacity = 4

  private let queue = Queue()

  init(_ reader: consuming LineReader, parser: BlockParser) {
    let work = Work(reader: reader, parser: parser, queue: queue)
    let thread = Thread { work.run() }
    thread.name = "bitext reading"
    thread.start()
  }

  /// The next batch, waiting for it if need be; the last one has `issues`.
  func take() -> Batch { queue.take() }

  deinit { queue.cancel() }

  /// What the reading thread owns: handed over once, used there only.
  private final class Work: @unchecked Sendable {
    private var stages: (LineReader, BlockParser)?
    let queue: Queue

    init(reader: consuming LineReader, parser: BlockParser, queue: Queue) {
      stages = (reader, parser)
      self.queue = queue
    }

    func run() {
      guard let stages = stages.take() else { return }
      var (reader, parser) = stages
      var batch = Batch()
      batch.blocks.reserveCapacity(blocksPerBatch + 16)
      while let line = reader.next() {
        batch.lineCount = line.number
        let before = batch.blocks.count
        parser.consume(line, into: &batch.blocks)
        guard batch.blocks.count != before else { continue }
        batch.lineEnds.append(batch.blocks.count)
        if batch.blocks.count >= blocksPerBatch {
          let lineCount = batch.lineCount
          guard queue.put(batch) else { return }
          batch = Batch(lineCount: lineCount)
          batch.blocks.reserveCapacity(blocksPerBatch + 16)
        }
      }
      let before = batch.blocks.count
      parser.finish(into: &batch.blocks)
      if batch.blocks.count != before { batch.lineEnds.append(batch.blocks.count) }
      batch.issues = reader.issues + (parser.unclosedIssue.map { [$0] } ?? [])
      _ = queue.put(batch)
    }
  }

  /// The batches between the two threads. A full queue lets the reading thread go on only
  /// once it is half empty, and each thread is woken only when it waits: a few system calls
  /// per `capacity / 2` batches, not a hand-over per batch.
  private final class Queue: @unchecked Sendable {
    private let condition = NSCondition()
    private var batches: [Batch] = []
    private var cancelled = false
    private var readerWaits = false
    private var pairerWaits = false

    /// Waits for room; false once the feed is dropped (the batch is not wanted).
    func put(_ batch: Batch) -> Bool {
      condition.lock()
      defer { condition.unlock() }
      if batches.count >= capacity {
        readerWaits = true
        while batches.count > capacity / 2 && !cancelled { condition.wait() }
        readerWaits = false
      }
      guard !cancelled else { return false }
      batches.append(batch)
      if pairerWaits { condition.signal() }
      return true
    }

    func take() -> Batch {
      condition.lock()
      defer { condition.unlock() }
      if batches.isEmpty {
        pairerWaits = true
        while batches.isEmpty { condition.wait() }
        pairerWaits = false
      }
      let batch = batches.removeFirst()
      if readerWaits && batches.count <= capacity / 2 { condition.signal() }
      return batch
    }

    func cancel() {
      condition.lock()
      cancelled = true
      condition.broadcast()
      condition.unlock()
    }
  }
}
