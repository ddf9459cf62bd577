#if canImport(Glibc)
import Glibc
#endif

/// Runs a program and collects its standard output (read to the end before waiting, so a
/// chatty child cannot fill the pipe and deadlock). Each measurement is its own process, so its
/// peak RSS is its own.
enum ChildProcess {
  struct Outcome {
    var status: Int32
    var output: String
    var seconds: Double
    /// The child's peak resident set (`ru_maxrss`), KiB.
    var peakKiB: Int = 0
  }

  /// This executable, for re-running it in `--measure` mode.
  static func currentExecutable() -> String {
    var buffer = [CChar](repeating: 0, count: 4096)
    let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    return count > 0 ? String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self) : CommandLine.arguments[0]
  }

  /// Runs `arguments[0]` (searched in `PATH`) and times it from spawn to exit.
  static func run(_ arguments: [String]) throws -> Outcome {
    var pipeEnds: [Int32] = [0, 0]
    guard pipe(&pipeEnds) == 0 else { throw BenchError("pipe failed: errno \(errno)") }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
    posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
    posix_spawn_file_actions_addclose(&actions, pipeEnds[1])
    let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    let start = ProcessClock.seconds()
    let spawned = posix_spawnp(&pid, arguments[0], &actions, nil, argv, environ)
    close(pipeEnds[1])
    guard spawned == 0 else {
      close(pipeEnds[0])
      throw BenchError("cannot run \(arguments[0]): error \(spawned)")
    }
    var output: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(pipeEnds[0], $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      if count <= 0 { break }
      output.append(contentsOf: chunk[0..<count])
    }
    close(pipeEnds[0])
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
    let seconds = ProcessClock.seconds() - start
    let exitStatus = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    return Outcome(status: exitStatus, output: String(decoding: output, as: UTF8.self), seconds: seconds,
                   peakKiB: Int(usage.ru_maxrss))
  }
}
