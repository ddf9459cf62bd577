import Glibc

/// Seconds on a clock that never goes back (`CLOCK_MONOTONIC`), for the run's duration.
enum MonotonicClock {
  static func seconds() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
  }
}
