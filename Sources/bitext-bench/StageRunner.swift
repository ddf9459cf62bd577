import BitextKit

/// The child side of `--measure STAGE FILE`: runs one stage over one file, wired as
/// `AlignmentRun` wires the stages, and reports time (work only, not process start) and peak RSS.
enum StageRunner {
  static func run(_ stage: Stage, path: String, scratch: String) throws -> StageResult {
    let start = ProcessClock.seconds()
    var result = try measure(stage, path: path, scratch: scratch)
    result.seconds = stage == .crossAlign ? result.seconds : ProcessClock.seconds() - start
    result.peakKiB = ProcessClock.peakResidentKiB()
    return result
  }

  private static func measure(_ stage: Stage, path: String, scratch: String) throws -> StageResult {
    switch stage {
    case .read: try read(path)
    case .parse, .pair: try pipeline(path, pairs: stage == .pair, writesTo: nil)
    case .stream: try pipeline(path, pairs: true, writesTo: scratch)
    case .run: alignmentRun(path, scratch: scratch)
    case .crossAlign: try crossAlign(englishPath: path)
    }
  }

  /// Reads both monolingual files, then times `GroupAligner` alone and checks that every
  /// Korean paragraph comes out exactly once.
  private static func crossAlign(englishPath: String) throws -> StageResult {
    let koreanPath = englishPath.split(separator: "/").map { $0.hasPrefix("english-only") ? "korean-only" + $0.dropFirst("english-only".count) : $0 }
      .joined(separator: "/")
    let english = try DocumentReader.read(path: englishPath)
    let korean = try DocumentReader.read(path: (englishPath.hasPrefix("/") ? "/" : "") + koreanPath)
    let start = ProcessClock.seconds()
    let group = GroupAligner().align([english, korean], group: SourceGroup(name: "bench", paths: [english.path, korean.path]))
    var result = StageResult()
    result.seconds = ProcessClock.seconds() - start
    func own(_ unit: TranslationUnit) -> Int {
      unit.korean.count + (unit.korean.isEmpty && unit.english.first?.location.file == korean.path ? unit.english.count : 0)
    }
    let koreanOut = group.units.filter { $0.source == korean.path }.reduce(0) { $0 + own($1) }
    let koreanIn = korean.units.reduce(0) { $0 + ($1.korean.isEmpty ? $1.english.count : $1.korean.count) }
    guard koreanOut == koreanIn else { throw BenchError("cross-align: \(koreanOut) Korean segments out of \(koreanIn)") }
    result.lines = english.lineCount
    result.blocks = english.units.count + korean.units.count
    result.units = group.units.count
    return result
  }

  private static func read(_ path: String) throws -> StageResult {
    var reader = try LineReader(path: path)
    var result = StageResult()
    while let line = reader.next() {
      result.lines += 1
      result.bytes += line.byteCount + line.terminator.bytes.count
    }
    return result
  }

  /// Reader → parser → (pairer → CSV + TMX). Blocks and events are handed on and dropped line by
  /// line, so memory is the stages' own windows plus the writers' 64 KiB buffers.
  private static func pipeline(_ path: String, pairs: Bool, writesTo directory: String?) throws -> StageResult {
    var reader = try LineReader(path: path)
    var parser = BlockParser(path: path)
    var pairer = DocumentPairer(group: "bench")
    var output = try directory.map { try TranslationMemoryFiles(directory: $0) }
    var blocks: [Block] = []
    var events: [PairingEvent] = []
    var result = StageResult()
    func drain() throws {
      result.blocks += blocks.count
      if pairs { for block in blocks { pairer.consume(block, into: &events) } }
      blocks.removeAll(keepingCapacity: true)
      for event in events { if case .unit(let unit) = event { result.units += 1; try output?.write(unit) } }
      events.removeAll(keepingCapacity: true)
    }
    while let line = reader.next() {
      result.lines += 1
      result.bytes += line.byteCount + line.terminator.bytes.count
      parser.consume(line, into: &blocks)
      if !blocks.isEmpty { try drain() }
    }
    parser.finish(into: &blocks)
    try drain()
    if pairs { pairer.finish(into: &events); try drain() }
    let committing = ProcessClock.seconds()
    try output?.finish()
    try output?.commit()
    result.commitSeconds = ProcessClock.seconds() - committing
    return result
  }

  private static func alignmentRun(_ path: String, scratch: String) -> StageResult {
    let options = AlignmentOptions(inputs: [path], outputDirectory: scratch)
    let summary = AlignmentRun.run(options, log: { _ in })
    var result = StageResult()
    result.units = summary.units
    return result
  }
}
