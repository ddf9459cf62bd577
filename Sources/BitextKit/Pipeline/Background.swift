import Dispatch

/// A value computed on another thread from the moment it is made (on the calling thread with
/// `BITEXT_WORKERS=1`); `value()` waits for it. For a stage whose input is ready while the
/// run goes on with something else that does not need it.
final class Background<T: Sendable>: @unchecked Sendable {
  /// Written once by the computing thread before it signals `done`; read after the wait.
  private var result: T?
  private let done = DispatchSemaphore(value: 0)

  init(_ compute: @escaping @Sendable () -> T) {
    guard ParallelMap.isParallel else {
      result = compute()
      done.signal()
      return
    }
    DispatchQueue.global().async { [self] in
      result = compute()
      done.signal()
    }
  }

  func value() -> T {
    done.wait()
    done.signal()  // a second call does not block
    return result!
  }
}

extension Background where T == Void {
  /// Drops `value` on another thread (on the calling one with `BITEXT_WORKERS=1`): a large
  /// value made of many objects (a run's unit profiles) is freed while the run goes on.
  static func release<V: Sendable>(_ value: consuming V) {
    let box = Box(consume value)
    guard ParallelMap.isParallel else { return }
    DispatchQueue.global().async { box.value = nil }
  }

  /// The only owner of the value it holds, emptied on the thread that frees it.
  private final class Box<V>: @unchecked Sendable {
    var value: V?
    init(_ value: consuming V) { self.value = value }
  }
}
