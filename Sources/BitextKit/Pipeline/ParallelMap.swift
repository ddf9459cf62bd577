import Dispatch

/// Maps over an array on all cores, keeping the input order in the result: documents are
/// independent until grouping, so reading them in parallel changes nothing in the output.
enum ParallelMap {
  static func map<T: Sendable, R: Sendable>(_ items: [T], _ transform: @Sendable (T) -> R) -> [R] {
    guard items.count > 1 else { return items.map(transform) }
    let results = Slots<R>(count: items.count)
    DispatchQueue.concurrentPerform(iterations: items.count) { i in results.set(i, transform(items[i])) }
    return results.values
  }

  /// One slot per index, each written by exactly one iteration before `values` is read.
  private final class Slots<R>: @unchecked Sendable {
    private var storage: [R?]
    init(count: Int) { storage = Array(repeating: nil, count: count) }
    func set(_ i: Int, _ value: R) { storage.withUnsafeMutableBufferPointer { $0[i] = value } }
    var values: [R] { storage.map { $0! } }
  }
}
