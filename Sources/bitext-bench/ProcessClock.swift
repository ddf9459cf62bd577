#if canImport(Glibc)
import Glibc
#endif

/// Wall-clock time and peak memory of this process, read the way the benchmark reports them.
enum ProcessClock {
  static func seconds() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
  }

  /// Peak resident set size in KiB: `VmHWM` from `/proc/self/status` (falls back to
  /// `getrusage`, whose `ru_maxrss` is also KiB on Linux).
  static func peakResidentKiB() -> Int {
    if let status = readSmallFile("/proc/self/status") {
      for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
        let digits = line.utf8.filter { $0 >= 0x30 && $0 <= 0x39 }
        if let value = Int(String(decoding: digits, as: UTF8.self)) { return value }
      }
    }
    var usage = rusage()
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    return Int(usage.ru_maxrss)
  }

  static func readSmallFile(_ path: String) -> String? {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if n <= 0 { break }
      bytes.append(contentsOf: chunk[0..<n])
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
