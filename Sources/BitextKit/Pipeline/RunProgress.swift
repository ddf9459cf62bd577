import Dispatch
import Synchronization

/// Where a run is, for the progress line `bitext align` shows on a terminal: the stage, the
/// files and bytes read of those to read, the pages aligned of the run's pages, the line a
/// streamed document has reached. `AlignmentRun.execute` hands a snapshot to its `progress`
/// callback at each stage and about ten times a second while a stage works on other threads,
/// always on the thread that called it; the caller decides whether to show it.
public struct RunProgress: Sendable, Equatable {
  public enum Stage: String, Sendable {
    case reading, grouping, aligning, checking, writing, streaming
  }

  public var stage: Stage
  public var files = 0, totalFiles = 0
  public var bytes = 0, totalBytes = 0
  public var pages = 0, totalPages = 0
  /// The document being streamed, and the line it has reached.
  public var streamedFile: String?
  public var line = 0

  public init(_ stage: Stage) { self.stage = stage }

  /// `reading 12 of 4,000 files, 1.2 of 59.6 MB`, `aligning 3 of 72 pages`,
  /// `streaming big.md (400.0 MB): line 1,234,567`.
  public var description: String {
    switch stage {
    case .reading:
      "reading \(ReportLimits.grouped(files)) of \(Self.count(totalFiles, "file")), "
        + "\(Self.megabytes(bytes)) of \(Self.megabytes(totalBytes)) MB"
    case .grouping: "grouping \(Self.count(totalFiles, "document")) into pages"
    case .aligning: "aligning \(ReportLimits.grouped(pages)) of \(Self.count(totalPages, "page"))"
    case .checking: "checking \(Self.count(totalPages, "page"))"
    case .writing: "writing the exports of \(Self.count(totalPages, "page"))"
    case .streaming:
      "streaming \(streamedFile ?? "") (\(Self.megabytes(totalBytes)) MB): line \(ReportLimits.grouped(line))"
    }
  }

  /// `1 page`, `4,000 files`.
  static func count(_ n: Int, _ noun: String) -> String {
    "\(ReportLimits.grouped(n)) \(noun)\(n == 1 ? "" : "s")"
  }

  /// One decimal (`59.6`); bytes are 10^6 to a megabyte, as `ls -lh --si` and the benchmark count.
  static func megabytes(_ bytes: Int) -> String {
    let tenths = (bytes + 50_000) / 100_000
    return "\(ReportLimits.grouped(tenths / 10)).\(tenths % 10)"
  }
}

/// What the workers of a stage have done, counted from any thread.
final class ProgressCounters: Sendable {
  let files = Atomic<Int>(0)
  let bytes = Atomic<Int>(0)
  let pages = Atomic<Int>(0)

  func fileRead(bytes count: Int) {
    files.add(1, ordering: .relaxed)
    bytes.add(count, ordering: .relaxed)
  }

  func pageAligned() { pages.add(1, ordering: .relaxed) }

  /// `progress` with the counts so far.
  func snapshot(_ progress: RunProgress) -> RunProgress {
    var progress = progress
    progress.files = files.load(ordering: .relaxed)
    progress.bytes = bytes.load(ordering: .relaxed)
    progress.pages = pages.load(ordering: .relaxed)
    return progress
  }

  /// Runs `work` on another thread while this one calls `tick` every `interval` seconds until
  /// it is done: the stage's parallel work is unchanged, and the progress callback stays on the
  /// caller's thread (it writes to the caller's output).
  static func whileTicking<R: Sendable>(every interval: Double = 0.1, _ tick: () -> Void,
                                        _ work: @escaping @Sendable () -> R) -> R {
    let result = ResultSlot<R>()
    let done = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      result.value = work()
      done.signal()
    }
    while done.wait(timeout: .now() + interval) == .timedOut { tick() }
    return result.value!
  }

  /// Written by the worker before it signals, read after the wait: the semaphore orders them.
  private final class ResultSlot<R>: @unchecked Sendable {
    var value: R?
  }
}
