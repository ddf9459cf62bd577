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
      for (number, segment) in units[index].korean.enumerated() {
        let part = part(of: segment.kind)
        for sentence in SpeechLevel.sentenceRanges(of: segment.text) {
          guard let level = sentence.level else { continue }
          sentences.append(Sentence(unitIndex: index, segment: number, range: sentence.range, part: part, level: level))
        }
      }
      return sentences
    }
    // Pages in the order they first appear. A unit of the page before (most units) is known by
    // its group and source, with no key made.
    var pageOfKey: [String: Int] = [:]
    var pages: [[Sentence]] = []
    var previous: (group: String, source: String, page: Int)?
    for (index, unit) in units.enumerated() where !unit.korean.isEmpty {
      let source = unit.source ?? unit.korean[0].location.file
      let page: Int
      if let previous, previous.group == unit.group, previous.source == source {
        page = previous.page
      } else {
        let key = unit.group + "\u{1F}" + source
        if let known = pageOfKey[key] {
          page = known
        } else {
          page = pages.count
          pageOfKey[key] = page
          pages.append([])
        }
        previous = (unit.group, source, page)
      }
      pages[page].append(contentsOf: sentencesOfUnit[index])
    }
    for page in pages { check(page: page, units: units, into: &findings) }
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
    /// Sentences per level, in the order of `SpeechLevel.allCases`.
    var counts: [Int] = Array(repeating: 0, count: SpeechLevel.allCases.count)
    var total = 0
    init(_ sentences: [Sentence]) {
      for sentence in sentences { counts[sentence.level.index] += 1 }
      total = sentences.count
    }
    /// The level most sentences have (the first in `SpeechLevel.allCases` of equal counts), if
    /// it dominates.
    var dominant: (level: SpeechLevel, count: Int)? {
      guard total >= RegisterMixCheck.minimumSentences else { return nil }
      var best = 0
      for index in counts.indices where counts[index] > counts[best] { best = index }
      guard Double(counts[best]) >= RegisterMixCheck.dominantShare * Double(total) else { return nil }
      return (SpeechLevel.allCases[best], counts[best])
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
