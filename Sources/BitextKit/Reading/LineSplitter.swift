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
///
/// Each chunk is copied once into an array of its own, and the lines that lie whole inside it
/// are slices of that array (`Line.content`): no storage per line. A consumer that keeps a line
/// keeps its chunk (64 KiB from `LineReader`); the pipeline keeps none.
/// - Complexity: O(n) in bytes: `memchr` finds breaks, and each byte is copied at most three
///   times (into the chunk's array, into the partial line, then into its `Line`) and validated once.
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
    let owned = [UInt8](unsafeUninitializedCapacity: count) { storage, initialized in
      UnsafeMutableRawBufferPointer(storage).copyMemory(from: chunk)
      initialized = count
    }
    consume(owned: owned, count: count, into: &lines, suspects: &suspects)
  }

  /// `consume(_:into:suspects:)` of the first `count` bytes of `owned`: the lines inside them
  /// are its slices, so the caller must not write to the array while they live (copy on
  /// write sees to that when it writes through the array).
  mutating func consume(owned: [UInt8], count: Int, into lines: inout [Line], suspects: inout [Int]) {
    guard count > 0 else { return }
    owned.withUnsafeBytes { consume(owned, UnsafeRawBufferPointer(rebasing: $0[..<count]), into: &lines, suspects: &suspects) }
  }

  /// `consume(owned:into:suspects:)`; `chunk` is the storage of `owned`.
  private mutating func consume(_ owned: [UInt8], _ chunk: UnsafeRawBufferPointer, into lines: inout [Line], suspects: inout [Int]) {
    let count = chunk.count
    var position = 0
    if var held = heldLine.take() {
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
      if end == count {
        appendToPartial(UnsafeRawBufferPointer(rebasing: chunk[position..<end]))
        return
      }
      let terminator: Line.Terminator
      if chunk[end] == .lineFeed {
        terminator = .lineFeed
      } else if end + 1 == count {
        var isSuspect = false
        heldLine = completeLine(owned, chunk, position..<end, terminator: .carriageReturn, isSuspect: &isSuspect)
        heldLineIsSuspect = isSuspect
        return
      } else if chunk[end + 1] == .lineFeed {
        terminator = .carriageReturnLineFeed
      } else {
        terminator = .carriageReturn
      }
      var isSuspect = false
      let line = completeLine(owned, chunk, position..<end, terminator: terminator, isSuspect: &isSuspect)
      if isSuspect { suspects.append(lines.count) }
      lines.append(line)
      position = end + (terminator == .carriageReturnLineFeed ? 2 : 1)
    }
  }

  /// Convenience for callers that don't reuse an array; allocates one per call.
  public mutating func consume(_ chunk: UnsafeRawBufferPointer) -> [Line] {
    var lines: [Line] = []
    consume(chunk, into: &lines)
    return lines
  }

  /// Ends the input: returns the last line if it had no terminator, or the line held back
  /// because its CR ended the last chunk. Call once, after the last `consume`.
  public mutating func finish() -> Line? {
    var isSuspect = false
    return finish(isSuspect: &isSuspect)
  }

  /// `finish()`, and whether the line may have an issue (as `consume(_:into:suspects:)` tells).
  mutating func finish(isSuspect: inout Bool) -> Line? {
    if let held = heldLine.take() {
      isSuspect = heldLineIsSuspect
      return held
    }
    guard !partial.isEmpty || partialDroppedCount > 0 else { return nil }
    return completeLine([], UnsafeRawBufferPointer(start: nil, count: 0), 0..<0, terminator: .none, isSuspect: &isSuspect)
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

  /// Builds the line that ends after the bytes at `range` of the chunk (`owned`, whose storage
  /// is `chunk`), which follow any partial line, and sets `isSuspect` if it may have an issue.
  private mutating func completeLine(_ owned: [UInt8], _ chunk: UnsafeRawBufferPointer, _ range: Range<Int>,
                                     terminator: Line.Terminator, isSuspect: inout Bool) -> Line {
    defer { nextLineNumber += 1 }
    if partial.isEmpty && partialDroppedCount == 0 {
      return lineFromChunk(owned, chunk, range, terminator: terminator, isSuspect: &isSuspect)
    }
    appendToPartial(UnsafeRawBufferPointer(rebasing: chunk[range]))
    let scan = partial.withUnsafeBytes { UTF8Validation.scan($0) }
    let line = Line(content: Array(partial)[...], number: nextLineNumber, terminator: terminator,
                    isValidUTF8: scan.isValid, droppedByteCount: partialDroppedCount)
    partial.removeAll(keepingCapacity: true)
    partialDroppedCount = 0
    isSuspect = !scan.isValid || scan.mayHaveControls || line.droppedByteCount > 0
    return line
  }

  /// The common case: the whole line lies inside the chunk, so it is a slice of the chunk's array.
  private func lineFromChunk(_ owned: [UInt8], _ chunk: UnsafeRawBufferPointer, _ range: Range<Int>,
                             terminator: Line.Terminator, isSuspect: inout Bool) -> Line {
    let content = UnsafeRawBufferPointer(rebasing: chunk[range])
    var kept = content.count
    if kept > maximumLineLength {
      kept = UTF8Validation.lengthWithoutIncompleteTail(content, count: maximumLineLength)
    }
    let scan = UTF8Validation.scan(UnsafeRawBufferPointer(rebasing: content[..<kept]))
    let dropped = content.count - kept
    isSuspect = !scan.isValid || scan.mayHaveControls || dropped > 0
    return Line(content: owned[range.lowerBound..<(range.lowerBound + kept)], number: nextLineNumber, terminator: terminator,
                isValidUTF8: scan.isValid, droppedByteCount: dropped)
  }
}
