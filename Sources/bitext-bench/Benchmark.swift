#if canImport(Glibc)
import Glibc
#endif

/// The parent process: synthesizes the inputs, runs every stage of every size in its own child
/// process `runs` times, checks the children's counts, prints medians and the targets.
struct Benchmark {
  let arguments: BenchArguments
  let executable = ChildProcess.currentExecutable()
  /// The `bitext` timed end to end.
  var bitext: String { arguments.bitext ?? EndToEnd.besideBench }

  /// Median stage results per size (MB), and the `wc -l` floor per size.
  private var medians: [Int: [Stage: StageResult]] = [:]
  private var floors: [Int: Double] = [:]

  init(_ arguments: BenchArguments) { self.arguments = arguments }

  mutating func run() throws {
    try EndToEnd.requireExecutable(bitext)
    let directory = try makeTemporaryDirectory()
    defer { if !arguments.keep { removeTree(directory) } }
    printMachine()
    let synthesizer = try CorpusSynthesizer(corpusDirectory: arguments.corpus)
    say("corpus: \(synthesizer.templates.count) documents, \(synthesizer.pairs.count) aligned units as paragraph seeds; seed \(CorpusSynthesizer.seed)")
    say("inputs in \(directory)\(arguments.keep ? " (kept)" : " (removed at the end)")\n")
    for size in arguments.sizes {
      try measureBilingual(size: size, synthesizer: synthesizer, directory: directory)
    }
    for count in arguments.paragraphs {
      try measureMonolingual(paragraphs: count, synthesizer: synthesizer, directory: directory)
    }
    let endToEnd = EndToEnd(directory: directory, bitext: bitext)
    try endToEnd.measureManyFiles(arguments.files, synthesizer: synthesizer)
    try endToEnd.measureSources(arguments.sources, pageMB: arguments.pageMB, synthesizer: synthesizer)
    printTargets()
    say("load average at the end: \(loadAverage()) (other processes share these cores: compare with the start)")
  }

  private func loadAverage() -> String {
    ProcessClock.readSmallFile("/proc/loadavg")?.split(separator: " ").prefix(3).joined(separator: " ") ?? "?"
  }

  // MARK: Bilingual files

  private mutating func measureBilingual(size: Int, synthesizer: CorpusSynthesizer, directory: String) throws {
    let path = "\(directory)/bilingual-\(size)MB.txt"
    let started = ProcessClock.seconds()
    let file = try synthesizer.bilingual(byteCount: size * 1_000_000, path: path)
    defer { if !arguments.keep { unlink(path) } }
    say("== \(size) MB bilingual: \(file.bytes) bytes, \(file.newlines) lines, fnv1a \(hex(file.checksum)), "
      + "generated in \(format(ProcessClock.seconds() - started, 2)) s")
    let runs = size >= 1000 ? arguments.largeRuns : arguments.runs
    let floor = try wcFloor(file, runs: runs)
    floors[size] = floor
    say(pad("stage", 30) + pad("median s", 10, right: true) + pad("MB/s", 9, right: true) + pad("para/s", 11, right: true)
      + pad("peak RSS", 11, right: true) + pad("× wc -l", 9, right: true))
    say(pad("wc -l (floor)", 30) + pad(format(floor, 3), 10, right: true) + pad(format(Double(file.bytes) / 1e6 / floor, 0), 9, right: true))
    var results: [Stage: StageResult] = [:]
    for stage in Stage.allCases where stage != .crossAlign && (stage != .run || size <= arguments.runLimit) {
      let result = try measure(stage, file: file, runs: runs, scratch: "\(directory)/out-\(stage)-\(size)")
      results[stage] = result
      let blocks = results[.parse]?.blocks ?? 0
      say(pad(stage.title, 30) + pad(format(result.seconds, 3), 10, right: true)
        + pad(format(Double(file.bytes) / 1e6 / result.seconds, 0), 9, right: true)
        + pad(blocks > 0 ? format(Double(blocks) / result.seconds, 0) : "-", 11, right: true)
        + pad(format(Double(result.peakKiB) / 1024, 1) + " MiB", 11, right: true)
        + pad(format(result.seconds / floor, 1), 9, right: true))
      if stage == .stream {
        say("  of which committing CSV+TMX (flush, fsync, rename): \(format(result.commitSeconds, 3)) s")
      }
    }
    try check(results, file: file)
    if let parse = results[.parse], let pair = results[.pair] {
      say("   \(parse.blocks) paragraphs (blocks), \(pair.units) units; counts identical in every run\n")
    }
    medians[size] = results
  }

  /// Runs one stage `runs` times, each in a fresh child; returns the median time and the
  /// largest peak RSS, after checking that every run counted the same.
  private func measure(_ stage: Stage, file: SynthesizedFile, runs: Int, scratch: String) throws -> StageResult {
    mkdir(scratch, 0o755)
    defer { removeTree(scratch) }
    var results: [StageResult] = []
    for _ in 0..<runs {
      let outcome = try ChildProcess.run([executable, "--measure", stage.rawValue, file.path, scratch])
      guard outcome.status == 0, let result = StageResult(decoding: outcome.output) else {
        throw BenchError("\(stage) on \(file.path) failed (status \(outcome.status)): \(outcome.output)")
      }
      if let first = results.first, first.counts != result.counts {
        throw BenchError("\(stage) counted \(result.counts) after \(first.counts) on the same file: the stage is not deterministic")
      }
      results.append(result)
    }
    var median = results[0]
    median.seconds = Self.median(results.map(\.seconds))
    median.commitSeconds = Self.median(results.map(\.commitSeconds))
    median.peakKiB = results.map(\.peakKiB).max() ?? 0
    return median
  }

  /// The checks a benchmark owes its numbers: the reader saw every byte and every `\n`, and the
  /// stages that share work agree on it.
  private func check(_ results: [Stage: StageResult], file: SynthesizedFile) throws {
    for stage in [Stage.read, .parse, .pair, .stream] {
      guard let r = results[stage] else { continue }
      guard r.lines == file.newlines, r.bytes == file.bytes else {
        throw BenchError("\(stage) read \(r.lines) lines / \(r.bytes) bytes; the file has \(file.newlines) newlines / \(file.bytes) bytes")
      }
    }
    let blockCounts = Set([Stage.parse, .pair, .stream].compactMap { results[$0]?.blocks })
    guard blockCounts.count <= 1 else { throw BenchError("stages disagree on the number of blocks: \(blockCounts)") }
    let unitCounts = Set([Stage.pair, .stream, .run].compactMap { results[$0]?.units })
    guard unitCounts.count <= 1 else { throw BenchError("stages disagree on the number of units: \(unitCounts)") }
  }

  private func wcFloor(_ file: SynthesizedFile, runs: Int) throws -> Double {
    var times: [Double] = []
    for _ in 0..<max(runs, 3) {
      let outcome = try ChildProcess.run(["wc", "-l", file.path])
      let count = Int(outcome.output.split(separator: " ").first ?? "")
      guard outcome.status == 0, count == file.newlines else {
        throw BenchError("wc -l says \(outcome.output), expected \(file.newlines)")
      }
      times.append(outcome.seconds)
    }
    return Self.median(times)
  }

  // MARK: Monolingual pair

  private mutating func measureMonolingual(paragraphs: Int, synthesizer: CorpusSynthesizer, directory: String) throws {
    let englishPath = "\(directory)/english-only-\(paragraphs).txt"
    let koreanPath = "\(directory)/korean-only-\(paragraphs).txt"
    let (english, korean, truth) = try synthesizer.monolingualPair(paragraphs: paragraphs, englishPath: englishPath,
                                                                   koreanPath: koreanPath)
    let truthPath = "\(directory)/truth-\(paragraphs).tsv"
    try Self.writeTruth(truth, to: truthPath)
    defer { if !arguments.keep { unlink(englishPath); unlink(koreanPath); unlink(truthPath) } }
    say("== \(paragraphs) paragraphs, Korean-only + English-only: English \(english.paragraphs) paragraphs, \(english.bytes) bytes "
      + "(fnv1a \(hex(english.checksum))); Korean \(korean.paragraphs) paragraphs, \(korean.bytes) bytes (fnv1a \(hex(korean.checksum)))")
    for file in [english, korean] {
      let result = try measure(.pair, file: file, runs: arguments.runs, scratch: "\(directory)/out-mono")
      guard result.lines == file.newlines else { throw BenchError("read \(result.lines) lines of \(file.newlines) in \(file.path)") }
      say("   read+parse+pair \(file.path.split(separator: "/").last!): \(format(result.seconds, 3)) s, "
        + "\(format(Double(result.blocks) / result.seconds, 0)) paragraphs/s, peak \(format(Double(result.peakKiB) / 1024, 1)) MiB")
    }
    let aligned = try measure(.crossAlign, file: english, runs: arguments.runs, scratch: "\(directory)/out-align")
    say("   cross-source alignment (GroupAligner, \(english.paragraphs) × \(korean.paragraphs)): \(format(aligned.seconds, 3)) s "
      + "[\(aligned.seconds < 2 ? "met" : "MISSED") < 2 s], \(aligned.units) rows, peak \(format(Double(aligned.peakKiB) / 1024, 1)) MiB")
    let command = EndToEnd(directory: directory, bitext: bitext)
    let run = try command.align([english.path, korean.path], out: "\(directory)/out-e2e-\(paragraphs)")
    let right = try EndToEnd.rightPairs(csv: "\(directory)/out-e2e-\(paragraphs)/alignment.csv", korean: korean.path, truth: truth)
    say("   bitext align (end to end): \(format(run.seconds, 3)) s [\(run.seconds < 2 ? "met" : "MISSED") < 2 s], "
      + "peak \(format(Double(run.peakKiB) / 1024, 1)) MiB [\(run.peakKiB < 1 << 20 ? "met" : "MISSED") < 1 GiB]; "
      + "right pairs \(right) of \(truth.count) (\(format(100 * Double(right) / Double(max(1, truth.count)), 1)) %) "
      + "[\(Double(right) >= 0.95 * Double(truth.count) ? "met" : "MISSED") ≥ 95 %]\n")
  }

  /// The pair's truth beside it (`en_line<TAB>ko_line`, one Korean paragraph a line), so that
  /// another aligner run on the kept files (`Tests/tools/reference-aligner.py`) is scored the
  /// same way as `bitext align`.
  private static func writeTruth(_ truth: [(english: Int, korean: Int)], to path: String) throws {
    let writer = try SynthesisWriter(path: path)
    try writer.append(Array("en_line\tko_line\n".utf8))
    for pair in truth { try writer.append(Array("\(pair.english)\t\(pair.korean)\n".utf8)) }
    _ = try writer.commit()
  }

  // MARK: Targets

  /// The issue's targets, judged on what users run: `bitext align` (the `AlignmentRun` stage:
  /// checks, every export, all cores) where it was measured, up to --run-limit MB; above that,
  /// on the stream stage (parse+pair+CSV+TMX), which is named on the line.
  private func printTargets() {
    say("== targets (align = AlignmentRun, what bitext align runs; stream = parse+pair+CSV+TMX, one core)")
    for size in arguments.sizes {
      guard let (name, result) = judged(size), let floor = floors[size] else { continue }
      let rate = Double(size) / result.seconds
      say("   \(pad("\(size) MB:", 9)) \(name) \(format(rate, 0)) MB/s [\(rate >= 100 ? "met" : "MISSED") ≥ 100], "
        + "\(format(result.seconds / floor, 1))× wc -l [\(result.seconds / floor <= 10 ? "met" : "MISSED") ≤ 10], "
        + "peak \(format(Double(result.peakKiB) / 1024, 1)) MiB [\(result.peakKiB < 64 * 1024 ? "met" : "MISSED") < 64]")
    }
    let sizes = arguments.sizes.sorted()
    for (small, large) in zip(sizes, sizes.dropFirst()) where small >= 10 {
      guard let (name, a) = judged(small), let (other, b) = judged(large), name == other else { continue }
      let inputRatio = Double(large) / Double(small)
      let timeRatio = b.seconds / a.seconds
      let limit = inputRatio * 1.1
      say("   \(small) → \(large) MB: \(name) time × \(format(timeRatio, 2)) for input × \(format(inputRatio, 0)) "
        + "[\(timeRatio <= limit ? "met" : "MISSED") ≤ \(format(limit, 1))], "
        + "peak \(format(Double(a.peakKiB) / 1024, 1)) → \(format(Double(b.peakKiB) / 1024, 1)) MiB "
        + "[\(Double(b.peakKiB) <= Double(a.peakKiB) * 1.1 ? "met" : "MISSED") within 10 %]")
    }
  }

  /// The stage a size's targets are judged on, and its median.
  private func judged(_ size: Int) -> (String, StageResult)? {
    if let run = medians[size]?[.run] { return ("align", run) }
    return medians[size]?[.stream].map { ("stream", $0) }
  }

  // MARK: Helpers

  private func printMachine() {
    let cpu = ProcessClock.readSmallFile("/proc/cpuinfo")?.split(separator: "\n")
      .first { $0.hasPrefix("model name") }.map { $0.split(separator: ":", maxSplits: 1).last!.drop { $0 == " " } } ?? "?"
    let memory = ProcessClock.readSmallFile("/proc/meminfo")?.split(separator: "\n").first { $0.hasPrefix("MemTotal") }
      .map { $0.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0 } ?? 0
    say("bitext-bench (release): \(sysconf(Int32(_SC_NPROCESSORS_ONLN))) cores, \(memory / 1024) MiB memory, CPU \(cpu)")
    say("each stage runs in its own process; times are medians, peak RSS is VmHWM (max over runs)")
    say("load average at the start: \(loadAverage())")
  }

  private func makeTemporaryDirectory() throws -> String {
    var template = Array("\(arguments.temporaryBase)/bitext-bench-XXXXXX".utf8CString)
    guard let made = mkdtemp(&template) else { throw BenchError("cannot create a directory in \(arguments.temporaryBase)") }
    return String(cString: made)
  }

  private func removeTree(_ path: String) {
    _ = try? ChildProcess.run(["rm", "-rf", "--", path])
  }

  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
  }
}

func say(_ text: String) {
  print(text)
  fflush(nil)
}

func format(_ value: Double, _ decimals: Int) -> String {
  guard value.isFinite else { return "-" }
  var scale = 1.0
  for _ in 0..<decimals { scale *= 10 }
  let scaled = Int((value * scale).rounded())
  guard decimals > 0 else { return String(scaled) }
  let whole = String(scaled / Int(scale))
  var fraction = String(abs(scaled) % Int(scale))
  while fraction.count < decimals { fraction = "0" + fraction }
  return whole + "." + fraction
}

func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
  let padding = String(repeating: " ", count: max(0, width - text.count))
  return right ? padding + text : text + padding
}

func hex(_ value: UInt64) -> String {
  let digits = String(value, radix: 16)
  return String(repeating: "0", count: 16 - digits.count) + digits
}
