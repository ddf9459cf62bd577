#if canImport(Glibc)
import Glibc
#endif

/// What users run: the whole `bitext align` command (`--bitext`, or the `bitext` built beside
/// this benchmark), timed from spawn to exit with its peak RSS, on many small files and on
/// several sources of one page; the monolingual pair's pairs are checked against the
/// synthesizer's truth.
struct EndToEnd {
  let directory: String
  /// The executable run; checked once, before anything is synthesized.
  let bitext: String

  /// The `bitext` beside this benchmark's own executable.
  static var besideBench: String {
    let bench = ChildProcess.currentExecutable()
    return String(bench[..<(bench.lastIndex(of: "/") ?? bench.startIndex)]) + "/bitext"
  }

  /// Fails, naming the path, when `path` is not an executable file: otherwise every end-to-end
  /// line would fail minutes into the run, after the inputs were synthesized.
  static func requireExecutable(_ path: String) throws {
    guard access(path, X_OK) == 0 else {
      throw BenchError("no executable bitext at \(path): build it (swift build -c release) or pass --bitext PATH")
    }
  }

  /// Runs `bitext align` under `/usr/bin/time -f %M`: a child spawned from this (large)
  /// process would report this process's peak as its own (`ru_maxrss` survives `exec`), while
  /// `time` forks `bitext` from a small process.
  func align(_ inputs: [String], out: String) throws -> ChildProcess.Outcome {
    let peakFile = out + ".peak"
    var outcome = try ChildProcess.run(["/usr/bin/time", "-f", "%M", "-o", peakFile, bitext, "align"] + inputs
      + ["--out", out, "--quiet"])
    // 0, or 1 when there are findings: both wrote the outputs.
    guard outcome.status <= 1 else { throw BenchError("bitext align \(inputs.first ?? "") exited \(outcome.status)") }
    let peak = String(decoding: try readAll(peakFile), as: UTF8.self).split(separator: "\n").last.flatMap { Int($0) }
    outcome.peakKiB = peak ?? 0
    unlink(peakFile)
    return outcome
  }

  /// `count` two-line files (an English paragraph and its Korean in `> `), the corpus pairs
  /// repeated with the file's number, in one folder, aligned in one run.
  func measureManyFiles(_ counts: [Int], synthesizer: CorpusSynthesizer) throws {
    guard !counts.isEmpty else { return }
    say("== many small files (bitext align on a folder, end to end)")
    var previous: (count: Int, seconds: Double)?
    for count in counts {
      let folder = "\(directory)/files-\(count)"
      mkdir(folder, 0o755)
      for index in 0..<count {
        let pair = synthesizer.pairs[index % synthesizer.pairs.count]
        let writer = try SynthesisWriter(path: "\(folder)/page-\(index).md")
        try writer.append(pair.english + Array(" \(index)\n\n> ".utf8) + pair.korean + Array(" \(index)\n".utf8))
        _ = try writer.commit()
      }
      let run = try align([folder], out: "\(directory)/out-files-\(count)")
      var line = "   \(count) files: \(format(run.seconds, 2)) s, peak \(format(Double(run.peakKiB) / 1024, 1)) MiB"
      if count >= 4_000 { line += " [\(run.seconds < 10 ? "met" : "MISSED") < 10 s]" }
      if let previous {
        line += "; × \(format(run.seconds / previous.seconds, 2)) time for × \(format(Double(count) / Double(previous.count), 1)) files"
      }
      say(line)
      previous = (count, run.seconds)
    }
    say("")
  }

  /// The same bilingual page (synthesized, `pageMB` MB) given as 1, 2, 4 … files in one run.
  func measureSources(_ counts: [Int], pageMB: Int, synthesizer: CorpusSynthesizer) throws {
    guard !counts.isEmpty else { return }
    say("== several sources of one page (\(pageMB) MB each, bitext align end to end)")
    let page = try synthesizer.bilingual(byteCount: pageMB * 1_000_000, path: "\(directory)/page.txt")
    let bytes = try readAll(page.path)
    var first: Double?
    for count in counts {
      let folder = "\(directory)/sources-\(count)"
      mkdir(folder, 0o755)
      for copy in 0..<count {
        let writer = try SynthesisWriter(path: "\(folder)/copy-\(copy).txt")
        try writer.append(bytes)
        _ = try writer.commit()
      }
      let run = try align([folder], out: "\(directory)/out-sources-\(count)")
      var line = "   \(count) source\(count == 1 ? "" : "s"): \(format(run.seconds, 2)) s, peak \(format(Double(run.peakKiB) / 1024, 1)) MiB"
      if let first {
        let ratio = run.seconds / first
        line += "; × \(format(ratio, 2)) one source"
        if count == 4 { line += " [\(ratio <= 5 ? "met" : "MISSED") ≤ 5×]" }
      } else {
        first = run.seconds
      }
      say(line)
    }
    say("")
  }

  /// Korean paragraphs of the pair whose aligned row starts at their English: a row of
  /// `alignment.csv` with `status` aligned, `ko_file` the Korean file, `ko_line` the paragraph's
  /// line and `en_line` its English paragraph's line (a merged bead counts for its first only).
  static func rightPairs(csv path: String, korean: String, truth: [(english: Int, korean: Int)]) throws -> Int {
    let koreanName = korean.split(separator: "/").last.map(String.init) ?? korean
    var englishOf: [Int: Int] = [:]
    for row in CSVRows(try readAll(path)).dropFirst() where row.count > 8 && row[8] == "aligned" && row[3].hasSuffix(koreanName) {
      if let k = Int(row[4]), let e = Int(row[2]) { englishOf[k] = e }
    }
    return truth.count { englishOf[$0.korean] == $0.english }
  }

  func readAll(_ path: String) throws -> [UInt8] { try Self.readAll(path) }

  static func readAll(_ path: String) throws -> [UInt8] {
    let fd = open(path, O_RDONLY)
    guard fd >= 0 else { throw BenchError("cannot open \(path)") }
    defer { close(fd) }
    var out: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      if count <= 0 { break }
      out.append(contentsOf: chunk[0..<count])
    }
    return out
  }
}

/// RFC 4180 rows of a CSV file (quoted fields, `""` inside quotes, CRLF or LF).
struct CSVRows: Sequence, IteratorProtocol {
  let bytes: [UInt8]
  var at = 0

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  mutating func next() -> [String]? {
    guard at < bytes.count else { return nil }
    var row: [String] = []
    var field: [UInt8] = []
    var quoted = false
    while at < bytes.count {
      let b = bytes[at]
      at += 1
      if quoted {
        if b == 0x22 {
          if at < bytes.count && bytes[at] == 0x22 { field.append(0x22); at += 1 } else { quoted = false }
        } else {
          field.append(b)
        }
      } else if b == 0x22 {
        quoted = true
      } else if b == 0x2C {
        row.append(String(decoding: field, as: UTF8.self)); field.removeAll(keepingCapacity: true)
      } else if b == 0x0A {
        break
      } else if b != 0x0D {
        field.append(b)
      }
    }
    row.append(String(decoding: field, as: UTF8.self))
    return row
  }
}
