#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Cuts a stream of UTF-8 chunks into `Line`s: the incremental core of `LineReader`.
///
/// Splits at LF, CRLF and lone CR, also when a CR ends one chunk and its LF starts the next
/// (the line is held back until the next byte says which it was). U+0085 (NEL), U+2028 and
/// U+2029 are *not* breaks: `wc -l`, editors and `grep -n` don't count them, and line numbers in
/// findings must match what the user's editor shows. Line numbers are 1-based.
///
/// Bounded memory: at most one partial line is held, and a line keeps at most
/// `maximumLineLength` bytes. Bytes beyond that are counted in `Line.droppedByteCount` and not
/// stored, so a 200 MB line costs 1 MiB, not 200 MB. The cut never splits a UTF-8 sequence.
///
/// Each line's kept bytes are validated as UTF-8 once (`Line.isValidUTF8`), in the same pass
/// that tells whether they may hold control characters; dropped bytes are not looked at.
/// - Complexity: O(n) in bytes: `memchr` finds breaks, and each byte is copied at most twice
///   (into the partial line, then into its `Line`) and validated once.
public struct LineSplitter {
  /// 1 MiB: far above any paragraph, small enough that a pathological file stays flat.
  public static let defaultMaximumLineLength = 1 << 20

  public let maximumLineLength: Int
  /// The number the next completed line will get.
  public private(set) var nextLineNumber = 1

  /// The start of a line whose end has not arrived yet (capped at `maximumLineLength`).
  private var partial: [UInt8] = []
  /// Bytes of the partial line past the cap.
  private var partialDroppedCount = 0
  /// A line ended by a CR that was the last byte of a chunk: CR or CRLF, the next byte decides.
  private var heldLine: Line?
  /// Whether `heldLine` may have an issue (`consume(_:into:suspects:)`).
  private var heldLineIsSuspect = false

  public init(maximumLineLength: Int = LineSplitter.defaultMaximumLineLength) {
    precondition(maximumLineLength >= 4, "a line must hold at least one UTF-8 sequence")
    self.maximumLineLength = maximumLineLength
  }

  /// Appends the lines that `chunk` completes to `lines`, in order, and keeps the rest.
  /// Appending to the caller's array (reused between calls) avoids an array per chunk.
  public mutating func consume(_ chunk: UnsafeRawBufferPointer, into lines: inout [Line]) {
    var suspects: [Int] = []
    consume(chunk, into: &lines, suspects: &suspects)
  }

  /// `consume(_:into:)`, also appending to `suspects` the index in `lines` of each line that may
  /// have an issue for the reader to record: invalid UTF-8, bytes dropped past the cap, or
  /// control characters (maybe: `UTF8Validation.Scan.mayHaveControls`). The others have none,
  /// and the reader need not look at them again.
  mutating func consume(_ chunk: UnsafeRawBufferPointer, into lines: inout [Line], suspects: inout [Int]) {
    let count = chunk.count
    guard count > 0 else { return }
    var position = 0
    if var held = heldLine {
      heldLine = nil
      if chunk[0] == .lineFeed {
        held.terminator = .carriageReturnLineFeed
        position = 1
      }
      if heldLineIsSuspect { suspects.append(lines.count) }
      lines.append(held)
    }
    var nextLineFeed = -1
    var nextCarriageReturn = -1
    while position < count {
      if nextLineFeed < position { nextLineFeed = Self.find(.lineFeed, in: chunk, from: position) }
      if nextCarriageReturn < position { nextCarriageReturn = Self.find(.carriageReturn, in: chunk, from: position) }
      let end = min(nextLineFeed, nextCarriageReturn)
      let content = UnsafeRawBufferPointer(rebasing: chunk[position..<end])
      if end == count {
        appendToPartial(content)
        return
      }
      if chunk[end] == .lineFeed {
        append(completeLine(content, terminator: .lineFeed), to: &lines, suspects: &suspects)
        position = end + 1
      } else if end + 1 == count {
        (heldLine, heldLineIsSuspect) = completeLine(content, terminator: .carriageReturn)
        return
      } else if chunk[end + 1] == .lineFeed {
        append(completeLine(content, terminator: .carriageReturnLineFeed), to: &lines, suspects: &suspects)
        position = end + 2
      } else {
        append(completeLine(content, terminator: .carriageReturn), to: &lines, suspects: &suspects)
        position = end + 1
      }
    }
  }

  @inline(__always)
  private func append(_ completed: (line: Line, isSuspect: Bool), to lines: inout [Line], suspects: inout [Int]) {
    if completed.isSuspect { suspects.append(lines.count) }
    lines.append(completed.line)
  }

  /// Convenience for callers that don't reuse an array; allocates one per call.
  public mutating func consume(_ chunk: UnsafeRawBufferPointer) -> [Line] {
    var lines: [Line] = []
    consume(chunk, into: &lines)
    return lines
  }

  /// Ends the input: returns the last line if it had no terminator, or the line held back
  /// because its CR ended the last chunk. Call once, after the last `consume`.
  public mutating func finish() -> Line? { finishSuspect()?.line }

  /// `finish()`, and whether the line may have an issue (as `consume(_:into:suspects:)` tells).
  mutating func finishSuspect() -> (line: Line, isSuspect: Bool)? {
    if let held = heldLine {
      heldLine = nil
      return (held, heldLineIsSuspect)
    }
    guard !partial.isEmpty || partialDroppedCount > 0 else { return nil }
    return completeLine(UnsafeRawBufferPointer(start: nil, count: 0), terminator: .none)
  }

  /// The index of the first `byte` at or after `start`, or `chunk.count`.
  private static func find(_ byte: UInt8, in chunk: UnsafeRawBufferPointer, from start: Int) -> Int {
    guard let base = chunk.baseAddress,
          let found = memchr(base + start, Int32(byte), chunk.count - start) else { return chunk.count }
    return base.distance(to: UnsafeRawPointer(found))
  }

  private mutating func appendToPartial(_ bytes: UnsafeRawBufferPointer) {
    guard partialDroppedCount == 0 else {
      partialDroppedCount += bytes.count
      return
    }
    let room = maximumLineLength - partial.count
    if bytes.count <= room {
      partial.append(contentsOf: bytes)
      return
    }
    partial.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[..<room]))
    let kept = partial.withUnsafeBytes { UTF8Validation.lengthWithoutIncompleteTail($0, count: $0.count) }
    partialDroppedCount = bytes.count - room + (partial.count - kept)
    partial.removeLast(partial.count - kept)
  }

  /// Builds the line that ends after `content`, which follows any partial line, and says
  /// whether it may have an issue.
  private mutating func completeLine(_ content: UnsafeRawBufferPointer, terminator: Line.Terminator) -> (line: Line, isSuspect: Bool) {
    defer { nextLineNumber += 1 }
    if partial.isEmpty && partialDroppedCount == 0 {
      return lineFromChunk(content, terminator: terminator)
    }
    appendToPartial(content)
    let scan = partial.withUnsafeBytes { UTF8Validation.scan($0) }
    let line = Line(bytes: Array(partial), number: nextLineNumber, terminator: terminator,
                    isValidUTF8: scan.isValid, droppedByteCount: partialDroppedCount)
    partial.removeAll(keepingCapacity: true)
    partialDroppedCount = 0
    return (line, !scan.isValid || scan.mayHaveControls || line.droppedByteCount > 0)
  }

  /// The common case: the whole line lies inside the chunk, so it is copied once.
  private func lineFromChunk(_ content: UnsafeRawBufferPointer, terminator: Line.Terminator) -> (line: Line, isSuspect: Bool) {
    var kept = content.count
    if kept > maximumLineLength {
      kept = UTF8Validation.lengthWithoutIncompleteTail(content, count: maximumLineLength)
    }
    let bytes = UnsafeRawBufferPointer(rebasing: content[..<kept])
    let scan = UTF8Validation.scan(bytes)
    let dropped = content.count - kept
    return (Line(bytes: Array(bytes), number: nextLineNumber, terminator: terminator, isValidUTF8: scan.isValid, droppedByteCount: dropped),
            !scan.isValid || scan.mayHaveControls || dropped > 0)
  }
}
