import Dispatch
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Maps over an array on all cores, keeping the input order in the result. Here, in the first
/// stage's folder, so every later stage may use it: documents are read in parallel (they are
/// independent until grouping), pages aligned in parallel, and a page's paragraphs reduced to
/// alignment items in parallel; none of it changes the output.
///
/// `BITEXT_WORKERS=1` in the environment runs every map on the calling thread, one item after
/// another: the one-core run the parallel one must equal byte for byte (`ExecutableTests`).
enum ParallelMap {
  /// Whether maps may use more than the calling thread; read once from the environment.
  static let isParallel: Bool = {
    guard let value = getenv("BITEXT_WORKERS") else { return true }
    return Int(String(cString: value)).map { $0 > 1 } ?? true
  }()

  static func map<T: Sendable, R: Sendable>(_ items: [T], _ transform: @Sendable (T) -> R) -> [R] {
    guard items.count > 1, isParallel else { return items.map(transform) }
    return filled(items.count, tasks: items.count) { i, results in (results + i).initialize(to: transform(items[i])) }
  }

  /// Like `map`, but each task transforms a contiguous chunk of at least `minimumChunk` items:
  /// for many small items, where one task per item would cost more than the work.
  static func map<T: Sendable, R: Sendable>(_ items: [T], minimumChunk: Int, _ transform: @Sendable (T) -> R) -> [R] {
    map(items, minimumChunk: minimumChunk, state: {}) { _, item in transform(item) }
  }

  /// Like `map(_:minimumChunk:_:)`, but each task makes a state once (`start`) and lends it to
  /// the transform of each of its items: scratch room (a scanner) made once a task, not once an
  /// item. The result must not depend on the state's history (a reset scanner reads as a new one).
  static func map<T: Sendable, R: Sendable, S>(_ items: [T], minimumChunk: Int, state start: @Sendable () -> S,
                                               _ transform: @Sendable (inout S, T) -> R) -> [R] {
    let chunks = min(items.count / max(1, minimumChunk), 64)
    guard chunks > 1, isParallel else {
      var state = start()
      return items.map { transform(&state, $0) }
    }
    return filled(items.count, tasks: chunks) { c, results in
      var state = start()
      let range = (items.count * c / chunks)..<(items.count * (c + 1) / chunks)
      for i in range { (results + i).initialize(to: transform(&state, items[i])) }
    }
  }

  /// One accumulator per worker over the indices `0..<count`: each worker starts from
  /// `initial()` and `read`s the next `chunk` indices while any are left, so a worker slowed
  /// by the run's other threads takes fewer (fixed parts left a core idle while the other read
  /// the last one). For a reduction whose result is the same whatever the split (sums, unions):
  /// which worker read which indices varies from run to run. A worker per core, at most one
  /// per `minimumPerWorker` indices; on the calling thread with `BITEXT_WORKERS=1`.
  static func accumulate<A: Sendable>(_ count: Int, chunk: Int, minimumPerWorker: Int, _ initial: @Sendable () -> A,
                                      _ read: @Sendable (inout A, Range<Int>) -> Void) -> [A] {
    let cores = Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    let workers = isParallel ? max(1, min(cores, count / max(1, minimumPerWorker))) : 1
    let chunks = (count + chunk - 1) / chunk
    let next = Atomic<Int>(0)
    return map(Array(0..<workers)) { _ in
      var accumulator = initial()
      while true {
        let taken = next.add(1, ordering: .relaxed).oldValue
        guard taken < chunks else { break }
        read(&accumulator, taken * chunk..<min(count, (taken + 1) * chunk))
      }
      return accumulator
    }
  }

  /// An array of `count` values, each initialized in place by one of `tasks` tasks run on all
  /// cores: `fill(task, base)` initializes the elements its task owns (`base` is the first
  /// element's address). The values are written where the array keeps them: collecting them
  /// in slots and moving them into an array after (what this replaced) was a serial pass on the
  /// calling thread over the whole result, into freshly faulted memory (a run's 200,000 unit
  /// profiles: ~70 perf samples while the other core idled).
  private static func filled<R>(_ count: Int, tasks: Int, _ fill: @Sendable (Int, UnsafeMutablePointer<R>) -> Void) -> [R] {
    Array(unsafeUninitializedCapacity: count) { buffer, initialized in
      let elements = Elements(base: buffer.baseAddress!)
      DispatchQueue.concurrentPerform(iterations: tasks) { task in fill(task, elements.base) }
      initialized = count
    }
  }

  /// The result's storage, shared by the tasks: each initializes only the elements it owns.
  private struct Elements<R>: @unchecked Sendable {
    let base: UnsafeMutablePointer<R>
  }
}
