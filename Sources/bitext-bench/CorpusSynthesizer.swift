import BitextKit

/// Makes the benchmark's inputs from the documents in `corpus/`, deterministically (fixed seed).
///
/// - Bilingual files: the corpus documents one after the other, round robin, each copy varied
///   by `LineVariation`, until the size is reached (cut at a line end). Every copy keeps its
///   document's layout (blockquote `> `, `- >` list translations, line-by-line, alternating).
/// - A Korean-only and an English-only file: the aligned units the pipeline finds in the corpus,
///   repeated and varied (each pair's numbers varied alike on both sides), one paragraph per
///   blank-line-separated block; about one Korean paragraph in a hundred is left out, so a
///   cross-source aligner has deletions to find.
struct CorpusSynthesizer {
  static let seed: UInt64 = 0x6269_7465_7874  // "bitext"
  let templates: [[[UInt8]]]
  let variation: LineVariation
  let pairs: [(english: [UInt8], korean: [UInt8])]

  init(corpusDirectory: String) throws {
    let files = InputFiles.find([corpusDirectory], excluding: nil).files.sorted()
    guard !files.isEmpty else { throw BenchError("no .md or .txt files in \(corpusDirectory)") }
    var templates: [[[UInt8]]] = []
    var pairs: [(english: [UInt8], korean: [UInt8])] = []
    for path in files {
      var reader = try LineReader(path: path)
      var lines: [[UInt8]] = []
      while let line = reader.next() { lines.append(line.bytes + line.terminator.bytes.filter { $0 != 0x0A } + [0x0A]) }
      templates.append(lines)
      let document = try DocumentReader.read(path: path)
      for unit in document.units where unit.status == .aligned {
        pairs.append((Array(unit.englishText.utf8), Array(unit.koreanText.utf8)))
      }
    }
    self.templates = templates
    self.pairs = pairs
    self.variation = LineVariation(vocabulary: Vocabulary(lines: templates.flatMap { $0 }))
  }

  /// A bilingual file of at least `byteCount` bytes (the last line is completed).
  func bilingual(byteCount: Int, path: String) throws -> SynthesizedFile {
    let writer = try SynthesisWriter(path: path)
    var digits = SplitMix64(seed: Self.seed)
    var words = SplitMix64(seed: Self.seed ^ 0xFFFF)
    var out: [UInt8] = []
    var copy = 0
    outer: while true {
      for line in templates[copy % templates.count] {
        out.removeAll(keepingCapacity: true)
        variation.vary(line, digits: &digits, words: &words, into: &out)
        try writer.append(out)
        if writer.bytes >= byteCount { break outer }
      }
      try writer.append([0x0A])
      copy += 1
    }
    return try writer.commit()
  }

  /// The English-only and Korean-only files of `paragraphs` paragraphs (Korean: ~1 % fewer).
  /// The pair and its truth: (English line, Korean line) of every Korean paragraph kept.
  func monolingualPair(paragraphs: Int, englishPath: String, koreanPath: String) throws
    -> (SynthesizedFile, SynthesizedFile, truth: [(english: Int, korean: Int)]) {
    guard !pairs.isEmpty else { throw BenchError("the corpus has no aligned units to repeat") }
    let english = try SynthesisWriter(path: englishPath)
    let korean = try SynthesisWriter(path: koreanPath)
    var out: [UInt8] = []
    var koreanCount = 0
    var truth: [(english: Int, korean: Int)] = []
    for index in 0..<paragraphs {
      let lines = (english: english.newlines + 1, korean: korean.newlines + 1)
      let pair = pairs[index % pairs.count]
      let paragraphSeed = Self.seed &+ UInt64(index) &* 0x9E37_79B9
      var choice = SplitMix64(seed: paragraphSeed)
      for (side, text) in [(english, pair.english), (korean, pair.korean)] {
        if side === korean, choice.below(100) == 0 { continue }
        var digits = SplitMix64(seed: paragraphSeed)
        var words = SplitMix64(seed: paragraphSeed ^ (side === korean ? 1 : 2))
        out.removeAll(keepingCapacity: true)
        variation.vary(text, digits: &digits, words: &words, into: &out)
        out.append(contentsOf: [0x0A, 0x0A])
        try side.append(out)
        if side === korean { koreanCount += 1; truth.append(lines) }
      }
    }
    return (try english.commit(paragraphs: paragraphs), try korean.commit(paragraphs: koreanCount), truth)
  }
}

struct BenchError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
