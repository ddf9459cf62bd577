import Dispatch
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
    let results = Slots<R>(count: items.count)
    DispatchQueue.concurrentPerform(iterations: items.count) { i in results.set(i, transform(items[i])) }
    return results.take()
  }

  /// Like `map`, but each task transforms a contiguous chunk of at least `minimumChunk` items:
  /// for many small items, where one task per item would cost more than the work.
  static func map<T: Sendable, R: Sendable>(_ items: [T], minimumChunk: Int, _ transform: @Sendable (T) -> R) -> [R] {
    let chunks = min(items.count / max(1, minimumChunk), 64)
    guard chunks > 1, isParallel else { return items.map(transform) }
    let results = Slots<R>(count: items.count)
    DispatchQueue.concurrentPerform(iterations: chunks) { c in
      let range = (items.count * c / chunks)..<(items.count * (c + 1) / chunks)
      for i in range { results.set(i, transform(items[i])) }
    }
    return results.take()
  }

  /// One slot per index, each written by exactly one task before `take` is called. Fixed
  /// storage, so concurrent writes to different slots never touch shared array state.
  private final class Slots<R>: @unchecked Sendable {
    private let storage: UnsafeMutableBufferPointer<R?>
    init(count: Int) { storage = .allocate(capacity: count); storage.initialize(repeating: nil) }
    deinit { storage.deinitialize(); storage.deallocate() }
    func set(_ i: Int, _ value: R) { storage[i] = value }
    /// The values, moved out of their slots (which are left empty): read once, at the end.
    func take() -> [R] {
      Array(unsafeUninitializedCapacity: storage.count) { buffer, count in
        for i in storage.indices { (buffer.baseAddress! + i).initialize(to: storage[i].take()!) }
        count = storage.count
      }
    }
  }
}
