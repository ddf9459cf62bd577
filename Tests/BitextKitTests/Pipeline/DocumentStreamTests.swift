import Dispatch
import Testing
@testable import BitextKit

/// A piped `DocumentStream` (reading and parsing on a thread of their own, `BlockFeed`) gives
/// what the stream read on one thread gives: the same events in order, title, layout, line
/// count and issues, however far the reading thread runs ahead.
@Suite struct DocumentStreamTests {
  struct Read: Equatable {
    var events: [PairingEvent] = []
    /// The page name each event was taken under (the title as known then).
    var pageNames: [String] = []
    var title: String?
    var layout: Layout = .bilingual
    var lineCount = 0
    var issues: [ReadingIssue] = []
  }

  static func read(_ reader: LineReader, piped: Bool) -> Read {
    var stream = DocumentStream(reader, path: "test.md", piped: piped)
    var read = Read()
    while let event = stream.next() {
      read.events.append(event)
      read.pageNames.append(stream.pageName)
    }
    read.title = stream.title
    read.layout = stream.layout
    read.lineCount = stream.lineCount
    read.issues = stream.issues
    return read
  }

  /// Many times `BlockFeed.blocksPerBatch * BlockFeed.capacity` blocks: the reading thread
  /// fills the queue and waits for the pairing one.
  static func document(paragraphs: Int) -> String {
    var text = "Sharing state\n\nA short line\n\n# Sharing state between views\n\n"
    for i in 0..<paragraphs {
      text += "The setting number \(i) keeps the window open while you edit it.\n\n> 설정 \(i)번은 편집하는 동안 창을 열어 둡니다.\n\n"
      if i % 97 == 0 { text += "```\nlet value = \(i)\n```\n\n- A list item that explains the step \(i) in a few words.\n- >목록 항목 \(i)은 단계를 설명합니다.\n" }
    }
    return text
  }

  @Test("piped, a document of many batches gives the same events, title, layout, line count and issues")
  func pipedEqualsSequential() {
    // An unclosed fence at the end: the parser's issue comes with the last batch.
    let bytes = Array((Self.document(paragraphs: 3_000) + "```\nnot closed\n").utf8)
    func reader() -> LineReader { LineReader(source: MemoryByteSource(bytes: bytes, chunkSizes: .fixed(4096)), path: "test.md") }
    let sequential = Self.read(reader(), piped: false)
    #expect(sequential.events.count > 3_000)  // from some 6,300 blocks: about 12 batches of 512
    #expect(sequential.title == "Sharing state between views")
    #expect(sequential.issues.count == 1)
    #expect(Self.read(reader(), piped: true) == sequential)
  }

  @Test("piped, a read error after the reading thread has run ahead is reported with its file and line")
  func pipedReadErrorIsReported() {
    let bytes = Array(Self.document(paragraphs: 2_000).utf8)
    func reader() -> LineReader { LineReader(source: FailingByteSource(bytes: bytes), path: "disk.md") }
    let sequential = Self.read(reader(), piped: false)
    let piped = Self.read(reader(), piped: true)
    #expect(piped == sequential)
    let lastLine = bytes.count { $0 == 0x0A } + 1
    #expect(piped.issues.map(\.description) == ["disk.md:\(lastLine): error: cannot read: Input/output error"])
  }

  @Test("piped, a short document and an empty one read as on one thread")
  func pipedShortDocuments() {
    for text in ["", "\n\n", "Title\n\nOne paragraph of English text to translate.\n\n> 번역할 영어 문단 하나.\n"] {
      func reader() -> LineReader { LineReader(source: MemoryByteSource(bytes: Array(text.utf8), chunkSizes: .fixed(7)), path: "test.md") }
      #expect(Self.read(reader(), piped: true) == Self.read(reader(), piped: false), "\(text)")
    }
  }

  @Test("a piped stream can be dropped before its end, its reading thread waiting for room")
  func droppedPipedStream() {
    let bytes = Array(Self.document(paragraphs: 3_000).utf8)
    for _ in 0..<20 {
      let freed = DispatchSemaphore(value: 0)
      do {
        let source = FreeingSource(inner: MemoryByteSource(bytes: bytes, chunkSizes: .fixed(4096)), freed: Freed(freed))
        var stream = DocumentStream(LineReader(source: source, path: "test.md"), path: "test.md", piped: true)
        #expect(stream.next() != nil)
      }
      // Dropped, the stream stops its reading thread (waiting in a full queue), which then
      // frees the reader and its source: a thread left waiting would keep them for good.
      #expect(freed.wait(timeout: .now() + 10) == .success)
    }
  }

  /// A byte source that signals when it is freed (with the reader that holds it).
  private struct FreeingSource: ByteSource {
    var inner: MemoryByteSource
    let freed: Freed
    mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int { try inner.read(into: buffer) }
  }

  private final class Freed: @unchecked Sendable {
    let semaphore: DispatchSemaphore
    init(_ semaphore: DispatchSemaphore) { self.semaphore = semaphore }
    deinit { semaphore.signal() }
  }
}
