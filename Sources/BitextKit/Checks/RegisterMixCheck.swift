/// A sentence whose speech level differs from the one its page is written in (`사용한다.` on
/// a page in `-ㅂ니다`). The level is decided per page and Korean source from its own
/// sentences, counted apart for body text, list items and headings (list fragments and headings
/// often end in nouns or `-기` and may keep their own level, as the Japanese
/// `no-mix-dearu-desumasu` lint does). A kind with too few sentences of its own follows the
/// whole page. A level dominates with at least `minimumSentences` sentences and
/// `dominantShare` of them; a page that mixes on purpose has no dominant level and no finding.
enum RegisterMixCheck {
  static let minimumSentences = 4
  static let dominantShare = 0.75

  enum Part: String, CaseIterable { case body, list, heading }

  /// A sentence with a level: its unit, its segment there and its range in the segment's
  /// sentences (`SpeechLevel.sentenceRanges`); its text is made only for a finding.
  struct Sentence {
    var unitIndex: Int
    var segment: Int
    var range: Range<Int>
    var part: Part
    var level: SpeechLevel

    func text(in units: [TranslationUnit]) -> String {
      SpeechLevel.text(of: units[unitIndex].korean[segment].text, range)
    }
  }

  /// Checks the Korean of `units` page by page; findings name their unit. Only aligned units
  /// are reported, but every Korean sentence of the page counts.
  /// The units' sentences are read on all cores, then gathered by page in unit order.
  static func check(_ units: [TranslationUnit], into findings: inout [Finding]) {
    let sentencesOfUnit = ParallelMap.map(Array(units.indices), minimumChunk: TranslationChecks.unitsPerTask) { index in
      var sentences: [Sentence] = []
      var scalars: [Unicode.Scalar] = []  // a segment's, without quotes (`SpeechLevel.withoutQuotes`)
      for (number, segment) in units[index].korean.enumerated() {
        let part = part(of: segment.kind)
        SpeechLevel.withoutQuotes(of: segment.text, into: &scalars)
        for sentence in SpeechLevel.sentenceRanges(of: scalars) {
          guard let level = sentence.level else { continue }
          sentences.append(Sentence(unitIndex: index, segment: number, range: sentence.range, part: part, level: level))
        }
      }
      return sentences
    }
    var pages: [String: [Sentence]] = [:]
    var order: [String] = []
    for (index, unit) in units.enumerated() where !unit.korean.isEmpty {
      let key = unit.group + "\u{1F}" + (unit.source ?? unit.korean[0].location.file)
      if pages[key] == nil { order.append(key); pages[key] = [] }
      pages[key]!.append(contentsOf: sentencesOfUnit[index])
    }
    for key in order { check(page: pages[key]!, units: units, into: &findings) }
  }

  private static func check(page: [Sentence], units: [TranslationUnit], into findings: inout [Finding]) {
    let whole = Tally(page)
    var reported: Set<Int> = []
    for part in Part.allCases {
      let sentences = page.filter { $0.part == part }
      let own = Tally(sentences)
      // Headings are titles: only their own level counts. Too few list items follow the page.
      let tally = own.total >= minimumSentences || part == .heading ? own : whole
      guard let dominant = tally.dominant else { continue }
      for sentence in sentences where sentence.level != dominant.level {
        let unit = units[sentence.unitIndex]
        guard unit.status == .aligned, reported.insert(sentence.unitIndex).inserted else { continue }
        let text = sentence.text(in: units)
        findings.append(Finding(.registerMix, .warning, unit,
                                Finding.Message.registerMix(text, sentence.level, dominant: dominant.level, count: dominant.count,
                                                            of: tally.total),
                                evidence: [lastWord(text), dominant.level.rawValue]))
      }
    }
  }

  struct Tally {
    var counts: [SpeechLevel: Int] = [:]
    var total = 0
    init(_ sentences: [Sentence]) {
      for sentence in sentences { counts[sentence.level, default: 0] += 1 }
      total = sentences.count
    }
    var dominant: (level: SpeechLevel, count: Int)? {
      guard total >= RegisterMixCheck.minimumSentences,
            let best = SpeechLevel.allCases.map({ ($0, counts[$0] ?? 0) }).max(by: { $0.1 < $1.1 }),
            Double(best.1) >= RegisterMixCheck.dominantShare * Double(total) else { return nil }
      return (best.0, best.1)
    }
  }

  static func part(of kind: BlockKind) -> Part {
    switch kind {
    case .heading: .heading
    case .listItem, .link, .tableRow: .list
    default: .body
    }
  }

  static func lastWord(_ sentence: String) -> String {
    let words = sentence.split(separator: " ")
    return words.last.map(String.init) ?? sentence
  }
}

extension Finding.Message {
  static func registerMix(_ text: String, _ level: SpeechLevel, dominant: SpeechLevel, count: Int, of total: Int) -> String {
    "'\(RegisterMixCheck.lastWord(text))' is \(level.rawValue) (\(level.endings)) on a page in "
      + "\(dominant.rawValue) (\(dominant.endings): \(count) of \(total) sentences)"
  }
}
