#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// The temporary files of the `AtomicFile`s still open, kept where a signal handler can reach
/// them: SIGINT (Ctrl-C), SIGTERM or SIGHUP in the middle of writing then removes every
/// `.alignment.tmx.tmp-…` before the process dies, and the previous outputs stay as they were.
///
/// A signal handler may only call async-signal-safe functions (`unlink`, `signal`, `raise`):
/// no allocation, no locks, no Swift runtime calls that might allocate. So the table is one
/// block of raw memory allocated once, `slotCount` slots of a state word and a NUL-terminated
/// path of up to `PATH_MAX` bytes, and the handler only reads it:
/// - `register` (under a mutex, threads write files in parallel in tests) writes the path first
///   and sets the state word to 1 last, so the handler never sees a half-written path;
/// - `unregister` sets the state word to 0 and frees nothing, so the handler never reads freed
///   memory; the slot's bytes are rewritten only while its state says free.
/// Swift 6 rejects global mutable state; the table is reached through `nonisolated(unsafe)`
/// `let`s of pointers, which is sound here because every write goes through the mutex and the
/// handler's reads are word-sized and tolerate a stale view (at worst it unlinks a path that no
/// longer exists, which fails harmlessly, or misses a file registered during the signal).
/// More than `slotCount` open files at once are still written atomically, just not cleaned up
/// on a signal.
public enum TemporaryFileRegistry {
  static let slotCount = 64
  static let pathCapacity = Int(PATH_MAX)
  private static let slotSize = MemoryLayout<Int>.stride + pathCapacity

  /// One allocation for the process lifetime (never freed: a handler may read it at any time).
  nonisolated(unsafe) private static let table: UnsafeMutableRawPointer = {
    let bytes = UnsafeMutableRawPointer.allocate(byteCount: slotCount * slotSize, alignment: MemoryLayout<Int>.alignment)
    bytes.initializeMemory(as: UInt8.self, repeating: 0, count: slotCount * slotSize)
    return bytes
  }()
  private static let lock = Mutex<Bool>(false)  // guards the table; the value: handlers installed
  /// 0: a signal may end the process now; 1: `holdingTerminationSignals` is running, a signal
  /// is only noted in `heldSignal`; -1: a handler is removing files and the process is ending.
  private static let gate = Atomic<Int>(0)
  private static let heldSignal = Atomic<Int32>(0)

  /// Remembers `path` until `unregister`; returns its slot, or nil when the path is too long
  /// or every slot is taken.
  static func register(_ path: String) -> Int? {
    let bytes = Array(path.utf8)
    guard bytes.count < pathCapacity, !bytes.contains(0) else { return nil }
    let base = table  // initialised outside the lock, once
    return lock.withLock { _ in
      for slot in 0..<slotCount where state(base, slot).pointee == 0 {
        let destination = pathPointer(base, slot)
        bytes.withUnsafeBytes { destination.copyMemory(from: $0.baseAddress!, byteCount: bytes.count) }
        destination.storeBytes(of: 0, toByteOffset: bytes.count, as: UInt8.self)
        state(base, slot).pointee = 1
        return slot
      }
      return nil
    }
  }

  static func unregister(_ slot: Int) {
    let base = table
    lock.withLock { _ in state(base, slot).pointee = 0 }
  }

  /// Installs handlers for SIGINT, SIGTERM and SIGHUP that remove the registered files, then
  /// die of the same signal (the default action, so the shell sees "killed by SIGTERM" and
  /// exit status 128 + n). Only signals still at their default disposition are taken: a host
  /// program's own handler is left alone. Called by the command line, not by the library on
  /// its own. Idempotent.
  public static func removeFilesOnTerminationSignals() {
    _ = table
    _ = gate.load(ordering: .relaxed)  // initialised before a handler can read it
    _ = heldSignal.load(ordering: .relaxed)
    lock.withLock { installed in
      guard !installed else { return }
      installed = true
      // A parent may have spawned us with these blocked (a Dispatch worker thread blocks every
      // signal and posix_spawn passes its mask on): then SIGTERM would wait until we exit.
      var unblocked = sigset_t()
      sigemptyset(&unblocked)
      for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
        sigaddset(&unblocked, signalNumber)
        let previous = signal(signalNumber, handleTerminationSignal)
        // SIG_DFL is the null handler; anything else (SIG_IGN, a host's own) is put back.
        if let previous, unsafeBitCast(previous, to: Int.self) != 0 { signal(signalNumber, previous) }
      }
      sigprocmask(SIG_UNBLOCK, &unblocked, nil)
    }
  }

  /// Runs `body` (a few `rename(2)`s) with SIGINT, SIGTERM and SIGHUP held: a signal that
  /// arrives meanwhile, on any thread, takes effect only when `body` has returned, so a set of
  /// files is replaced whole or not at all. Blocking the signals with `pthread_sigmask` is not
  /// enough on its own: it covers only the calling thread, and the kernel may deliver a
  /// process signal to another one; so the handler also checks `gate`, and a signal it finds
  /// held is raised again here. (SIGKILL cannot be held; what it leaves, the next run removes.)
  public static func holdingTerminationSignals<T>(_ body: () throws -> T) rethrows -> T {
    var held = sigset_t(), previous = sigset_t()
    sigemptyset(&held)
    for signalNumber in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&held, signalNumber) }
    pthread_sigmask(SIG_BLOCK, &held, &previous)
    // -1: a handler on another thread is ending the process; it will not return here.
    while !gate.compareExchange(expected: 0, desired: 1, ordering: .acquiringAndReleasing).exchanged { sched_yield() }
    defer {
      gate.store(0, ordering: .releasing)
      let signalNumber = heldSignal.exchange(0, ordering: .acquiringAndReleasing)
      pthread_sigmask(SIG_SETMASK, &previous, nil)  // a blocked signal is delivered here
      if signalNumber != 0 { handleTerminationSignal(signalNumber) }
    }
    return try body()
  }

  /// Async-signal-safe: reads the table, `unlink`s, restores the default action, re-raises.
  private static func removeRegisteredFiles() {
    let base = table
    for slot in 0..<slotCount where state(base, slot).pointee != 0 {
      unlink(pathPointer(base, slot).assumingMemoryBound(to: CChar.self))
    }
  }

  private static let handleTerminationSignal: @convention(c) (Int32) -> Void = { signalNumber in
    // Lock-free atomics are async-signal-safe. While a set is being renamed, note the signal
    // and return: `holdingTerminationSignals` raises it again when the renames are done.
    guard TemporaryFileRegistry.gate.compareExchange(expected: 0, desired: -1, ordering: .acquiringAndReleasing).exchanged else {
      TemporaryFileRegistry.heldSignal.store(signalNumber, ordering: .releasing)
      return
    }
    TemporaryFileRegistry.removeRegisteredFiles()
    signal(signalNumber, SIG_DFL)
    raise(signalNumber)
  }

  private static func state(_ base: UnsafeMutableRawPointer, _ slot: Int) -> UnsafeMutablePointer<Int> {
    (base + slot * slotSize).assumingMemoryBound(to: Int.self)
  }

  private static func pathPointer(_ base: UnsafeMutableRawPointer, _ slot: Int) -> UnsafeMutableRawPointer {
    base + slot * slotSize + MemoryLayout<Int>.stride
  }
}
