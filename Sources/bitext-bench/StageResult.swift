/// What a child reports on its one line of standard output, as `key=value` pairs, and what the
/// parent parses back. Counts must not change from run to run: the parent checks.
struct StageResult {
  var seconds = 0.0
  var lines = 0
  var bytes = 0
  var blocks = 0
  var units = 0
  var peakKiB = 0
  /// Of `seconds`, the time spent committing the outputs (flush, `fsync`, `rename`).
  var commitSeconds = 0.0

  var encoded: String {
    "seconds=\(seconds) lines=\(lines) bytes=\(bytes) blocks=\(blocks) units=\(units) peak_kib=\(peakKiB) commit_seconds=\(commitSeconds)"
  }

  init() {}

  init?(decoding text: String) {
    var values: [String: String] = [:]
    for pair in text.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
      let parts = pair.split(separator: "=", maxSplits: 1)
      if parts.count == 2 { values[String(parts[0])] = String(parts[1]) }
    }
    guard let seconds = values["seconds"].flatMap(Double.init), let lines = values["lines"].flatMap(Int.init),
          let bytes = values["bytes"].flatMap(Int.init), let blocks = values["blocks"].flatMap(Int.init),
          let units = values["units"].flatMap(Int.init), let peak = values["peak_kib"].flatMap(Int.init) else { return nil }
    (self.seconds, self.lines, self.bytes, self.blocks, self.units, self.peakKiB) = (seconds, lines, bytes, blocks, units, peak)
    commitSeconds = values["commit_seconds"].flatMap(Double.init) ?? 0
  }

  /// The counts that identify the work done, for the stability check.
  var counts: [Int] { [lines, bytes, blocks, units] }
}
