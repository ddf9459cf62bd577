#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The lines of one input, pulled one at a time: the first stage of the pipeline.
///
/// Reads 64 KiB chunks from a `ByteSource` into one buffer allocated once, so memory stays flat
/// whatever the file size: one chunk, the lines of that chunk, and at most one partial line
/// (capped at `maximumLineLength`). Lines keep their bytes, terminator and UTF-8 validity; see
/// `LineSplitter` for what counts as a break.
///
/// The reader never throws once open. Problems become `issues`, each with a line:
/// - invalid UTF-8: one `.invalidUTF8` per affected line (the first
///   `maximumStoredLineIssues` of each kind; `invalidUTF8LineCount` has the total, so a file of
///   garbage cannot fill memory with issues);
/// - control characters other than tab (NUL past the binary probe among them): one
///   `.controlCharacters` per affected line, capped and counted the same way;
/// - a line longer than the cap: `.lineTooLong`;
/// - a UTF-16 file (byte order mark `FF FE` or `FE FF`): transcoded to UTF-8 while streaming,
///   with one `.decodedUTF16`;
/// - a CP949 / EUC-KR file (no byte order mark, not UTF-8, but Korean in that encoding):
///   transcoded to UTF-8 while streaming (`LegacyKoreanTranscoder`), with one `.decodedLegacyKorean`;
/// - NUL bytes in the first 8 KiB (and no UTF-16 mark): `.binary`, and no lines at all, since
///   pairing an image or an archive would only produce noise;
/// - an I/O error mid-read: `.unreadable`; lines read so far are kept (the partial last one
///   too) and reading stops.
///
/// A UTF-8 byte order mark is removed from line 1 (it is an encoding signature, not text);
/// `byteOrderMark` says it was there, so nothing is lost silently.
public struct LineReader: IteratorProtocol, Sequence {
  /// Bytes per `read`: large enough that system calls don't matter, small enough for L2.
  public static let chunkSize = 64 * 1024
  /// How much of the start of a file is searched for NUL bytes (as `git` and `grep` do).
  public static let binaryProbeLength = 8 * 1024
  public static let maximumStoredLineIssues = 100

  /// The path used in issue locations.
  public let path: String
  /// Problems met so far, in line order.
  public private(set) var issues: [ReadingIssue] = []
  /// Lines with invalid UTF-8 so far, including those past the stored-issue cap.
  public private(set) var invalidUTF8LineCount = 0
  /// Lines with control characters so far, including those past the stored-issue cap.
  public private(set) var controlCharacterLineCount = 0
  /// The byte order mark the input started with; known after the first `next()`.
  public private(set) var byteOrderMark: ByteOrderMark?

  private enum State { case start, reading, finished }

  private var source: any ByteSource
  private var splitter: LineSplitter
  private var transcoder: UTF16Transcoder?
  private var legacyTranscoder: LegacyKoreanTranscoder?
  private let buffer = ReadBuffer(count: LineReader.chunkSize)
  /// The array UTF-8 chunks are read into after the first (`readChunk`), made at the first.
  private var chunk: [UInt8] = []
  private var transcoded: ReadBuffer?
  /// The lines of the last chunk not given out yet, last first: `next()` moves each out with
  /// `popLast` (a copy would retain the line's chunk, and emptying the array release it again).
  private var ready: [Line] = []
  /// Indices in `ready`, before it is reversed, of the lines that may have an issue
  /// (`LineSplitter.consume(_:into:suspects:)`).
  private var suspects: [Int] = []
  private var state = State.start

  /// Reads `source`; `path` is only used to name locations in issues (escaped: it is printed).
  public init(source: some ByteSource, path: String,
              maximumLineLength: Int = LineSplitter.defaultMaximumLineLength) {
    self.source = source
    self.path = PrintableName.escaped(path)
    self.splitter = LineSplitter(maximumLineLength: maximumLineLength)
  }

  /// Opens a file, or standard input for `-` (then locations say `<stdin>`).
  /// - Throws: `FileError` (`path: reason`) if the file cannot be opened.
  public init(path: String, maximumLineLength: Int = LineSplitter.defaultMaximumLineLength) throws(FileError) {
    let source = path == "-" ? FileByteSource.standardInput() : try FileByteSource(path: path)
    self.init(source: source, path: source.path, maximumLineLength: maximumLineLength)
  }

  public var maximumLineLength: Int { splitter.maximumLineLength }

  public mutating func next() -> Line? {
    while true {
      if let line = ready.popLast() { return line }
      switch state {
      case .start: start()
      case .reading: readChunk()
      case .finished: return nil
      }
      ready.reverseMoving()
    }
  }

  // MARK: Steps

  /// Reads at least `binaryProbeLength` bytes (or all of a shorter input), then decides the
  /// encoding and whether the input is text at all before any line is given out.
  private mutating func start() {
    let (filled, outcome) = fillProbe()
    let probe = buffer.prefix(filled)
    let mark = ByteOrderMark.detect(probe)
    byteOrderMark = mark
    let skipped = mark?.length ?? 0
    switch mark {
    case .utf16LittleEndian, .utf16BigEndian:
      transcoder = UTF16Transcoder(isBigEndian: mark == .utf16BigEndian)
      transcoded = ReadBuffer(count: UTF16Transcoder.outputCapacity(forInputCount: Self.chunkSize))
      record(.decodedUTF16, line: 1)
    case .utf32LittleEndian, .utf32BigEndian:
      return stopAsBinary()
    case .utf8, nil:
      let probed = UnsafeRawBufferPointer(rebasing: probe[skipped..<Swift.min(filled, Self.binaryProbeLength)])
      if let base = probed.baseAddress, memchr(base, 0, probed.count) != nil { return stopAsBinary() }
      let isWhole = if case .end = outcome { true } else { false }
      let start = UnsafeRawBufferPointer(rebasing: probe[..<Swift.min(filled, Self.binaryProbeLength)])
      if mark == nil, let legacy = LegacyKoreanTranscoder.detect(start, isWhole: isWhole && filled <= Self.binaryProbeLength) {
        legacyTranscoder = legacy
        transcoded = ReadBuffer(count: LegacyKoreanTranscoder.outputCapacity(forInputCount: Self.chunkSize))
        record(.decodedLegacyKorean, line: 1)
      }
    }
    feed(UnsafeRawBufferPointer(rebasing: probe[skipped...]))
    conclude(outcome)
  }

  private enum ReadOutcome { case more, end, failed(Error) }

  private mutating func fillProbe() -> (Int, ReadOutcome) {
    var filled = 0
    while filled < Self.binaryProbeLength {
      do {
        let count = try source.read(into: UnsafeMutableRawBufferPointer(rebasing: buffer.bytes[filled...]))
        if count == 0 { return (filled, .end) }
        filled += count
      } catch {
        return (filled, .failed(error))
      }
    }
    return (filled, .more)
  }

  private mutating func readChunk() {
    guard transcoder == nil, legacyTranscoder == nil else {
      do {
        let count = try source.read(into: buffer.bytes)
        if count > 0 { feed(buffer.prefix(count)) }
        conclude(count > 0 ? .more : .end)
      } catch {
        conclude(.failed(error))
      }
      return
    }
    // UTF-8 is read straight into `chunk`, whose lines then share it (`Line.content`). By the
    // next read they are gone, and the same memory is filled again; a line still kept
    // elsewhere (or the one held back for its CR) keeps the old bytes, and writing makes a new
    // array (copy on write). A short read (a pipe, a test's source) is copied into an array of
    // its size, so that a line kept does not keep a mostly empty chunk.
    var filling: [UInt8] = []
    swap(&filling, &chunk)
    if filling.isEmpty { filling = [UInt8](repeating: 0, count: Self.chunkSize) }
    do {
      let count = try filling.withUnsafeMutableBytes { try source.read(into: $0) }
      if count > 0 {
        if count < Self.chunkSize / 4 {
          let short = filling.withUnsafeBytes { read in
            [UInt8](unsafeUninitializedCapacity: count) { storage, initialized in
              UnsafeMutableRawBufferPointer(storage).copyMemory(from: UnsafeRawBufferPointer(rebasing: read[..<count]))
              initialized = count
            }
          }
          splitter.consume(owned: short, count: count, into: &ready, suspects: &suspects)
        } else {
          splitter.consume(owned: filling, count: count, into: &ready, suspects: &suspects)
        }
        recordIssues()
      }
      swap(&filling, &chunk)
      conclude(count > 0 ? .more : .end)
    } catch {
      conclude(.failed(error))
    }
  }

  private mutating func conclude(_ outcome: ReadOutcome) {
    switch outcome {
    case .more:
      state = .reading
    case .end:
      finishInput()
    case .failed(let error):
      let reason = (error as? FileError)?.reason ?? "\(error)"
      record(.unreadable(reason), line: splitter.nextLineNumber)
      finishInput()
    }
  }

  private mutating func stopAsBinary() {
    record(.binary, line: 1)
    state = .finished
  }

  /// Passes decoded bytes to the splitter and records the issues of the lines they complete.
  private mutating func feed(_ bytes: UnsafeRawBufferPointer) {
    if var transcoder, let transcoded {
      let count = transcoder.transcode(bytes, into: transcoded.bytes)
      self.transcoder = transcoder
      splitter.consume(transcoded.prefix(count), into: &ready, suspects: &suspects)
    } else if let legacyTranscoder, let transcoded {
      splitter.consume(transcoded.prefix(legacyTranscoder.transcode(bytes, into: transcoded.bytes)), into: &ready, suspects: &suspects)
    } else {
      splitter.consume(bytes, into: &ready, suspects: &suspects)
    }
    recordIssues()
  }

  private mutating func finishInput() {
    if let legacyTranscoder, let transcoded {
      splitter.consume(transcoded.prefix(legacyTranscoder.finish(into: transcoded.bytes)), into: &ready, suspects: &suspects)
      recordIssues()
    }
    if var transcoder, let transcoded {
      let count = transcoder.finish(into: transcoded.bytes)
      self.transcoder = transcoder
      splitter.consume(transcoded.prefix(count), into: &ready, suspects: &suspects)
      recordIssues()
    }
    var isSuspect = false
    if let last = splitter.finish(isSuspect: &isSuspect) {
      if isSuspect { suspects.append(ready.count) }
      ready.append(last)
      recordIssues()
    }
    state = .finished
  }

  // MARK: Issues

  /// Records the issues of the lines the splitter marked as suspects, in line order; the other
  /// lines have none.
  private mutating func recordIssues() {
    guard !suspects.isEmpty else { return }
    defer { suspects.removeAll(keepingCapacity: true) }
    for index in suspects {
      let line = ready[index]
      if !line.isValidUTF8 {
        invalidUTF8LineCount += 1
        if invalidUTF8LineCount <= Self.maximumStoredLineIssues { record(.invalidUTF8, line: line.number) }
      }
      let controls = line.content.withUnsafeBytes { ControlBytes.count(in: $0) }
      if controls > 0 {
        controlCharacterLineCount += 1
        if controlCharacterLineCount <= Self.maximumStoredLineIssues {
          record(.controlCharacters(count: controls), line: line.number)
        }
      }
      if line.droppedByteCount > 0 { record(.lineTooLong(droppedBytes: line.droppedByteCount), line: line.number) }
    }
  }

  private mutating func record(_ kind: ReadingIssue.Kind, line: Int) {
    issues.append(ReadingIssue(kind, at: SourceLocation(file: path, firstLine: line)))
  }
}
