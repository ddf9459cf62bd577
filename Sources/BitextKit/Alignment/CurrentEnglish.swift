/// The English source of a page that the page's other sources are aligned to, its paragraphs in
/// document order, and why it was chosen.
///
/// Among several English sources it is the one the others follow best: the one the Korean-only
/// sources align to with the higher mean bead score (its Korean carries the newer wording);
/// with no Korean-only source, the one with more English paragraphs.
struct CurrentEnglish {
  /// A paragraph of the current English: the English of its unit in the current source, or,
  /// when `optional`, English its own source leaves untranslated (a heading, a short line) that
  /// a Korean-only source may translate: aligned when it is, never reported missing. It holds
  /// its unit's index, not the unit: a copy of a paragraph (every one is copied into the task
  /// making its alignment item) retains one array, not each of a unit's fields.
  struct Paragraph {
    var english: [Segment]
    /// Its unit's index in the document's units; nil for optional English.
    var unit: Int?
    var optional: Bool { unit == nil }
    var text: String { TranslationUnit.joined(english) }
    var englishLocation: SourceLocation? { TranslationUnit.location(of: english) }
  }

  var document: DocumentResult
  var reason: String
  var paragraphs: [Paragraph]

  init(_ document: DocumentResult, reason: String) {
    self.document = document
    self.reason = reason
    paragraphs = Self.paragraphs(of: document)
  }

  /// The current English among the page's `english` sources (nil when there is none), tried
  /// against its `koreanOnly` sources with `aligner`.
  static func choose(among english: [DocumentResult], koreanOnly: [DocumentResult],
                     aligner: KoreanOnlyAligner) -> CurrentEnglish? {
    guard let first = english.first else { return nil }
    guard english.count > 1 else {
      return CurrentEnglish(first, reason: "\(first.path) is the only English source")
    }
    if !koreanOnly.isEmpty {
      let scored = english.map { candidate -> (DocumentResult, Double) in
        let page = CurrentEnglish(candidate, reason: "")
        let scores = koreanOnly.map { aligner.meanScore(of: $0, to: page) }
        return (candidate, scores.reduce(0, +) / Double(scores.count))
      }
      let best = scored.max { $0.1 < $1.1 }!
      let others = scored.filter { $0.0.path != best.0.path }.map { "\($0.0.path) \(format($0.1))" }.joined(separator: ", ")
      return CurrentEnglish(best.0, reason: "the Korean-only source\(koreanOnly.count > 1 ? "s follow" : " follows") \(best.0.path) best "
        + "(mean alignment score \(format(best.1)); \(others))")
    }
    let best = english.max { a, b in
      let ea = a.units.count { !$0.english.isEmpty }, eb = b.units.count { !$0.english.isEmpty }
      return ea != eb ? ea < eb : a.path > b.path
    }!
    return CurrentEnglish(best, reason: "no Korean-only source to decide by; \(best.path) has the most English paragraphs")
  }

  private static func format(_ x: Double) -> String { String(Double(Int((x * 100).rounded())) / 100) }

  /// The current English of `document` in document order: its units with English and the
  /// alignable English it skipped.
  static func paragraphs(of document: DocumentResult) -> [Paragraph] {
    let units = document.units
    let withEnglish = units.indices.filter { !units[$0].english.isEmpty }
    let optional = document.skipped.compactMap { skipped in skipped.alignable.map { Paragraph(english: [$0], unit: nil) } }
    // Both in line order when there is optional English (indices from `withEnglish.count` on):
    // each paragraph is made once, in its place (a hundred thousand units were copied three times).
    let order = optional.isEmpty ? nil
      : LineOrder.order(withEnglish.map { units[$0].english[0].location.firstLine } + optional.map { $0.english[0].location.firstLine })
    var paragraphs: [Paragraph] = []
    paragraphs.reserveCapacity(withEnglish.count + optional.count)
    for index in order ?? Array(0..<(withEnglish.count + optional.count)) {
      paragraphs.append(index < withEnglish.count ? Paragraph(english: units[withEnglish[index]].english, unit: withEnglish[index])
                                                  : optional[index - withEnglish.count])
    }
    return paragraphs
  }

  /// The current source's own rows, each at its paragraph (a row without English in the gap
  /// before the next paragraph). Beside Korean-only sources, an English-only current source
  /// translates nothing: its paragraphs appear as their rows (aligned or missing), not as its
  /// own `missing` rows too.
  func rows(besideKoreanOnly: Bool) -> [PageRow] {
    let englishOnly = document.count(.aligned) == 0 && besideKoreanOnly
    // The source's units and its optional English (indices from `units.count` on), in document
    // order (the paragraphs' order).
    let units = document.units
    let optional = paragraphs.filter(\.optional).map { $0.english[0].location.firstLine }
    let order = LineOrder.order(units.map(Self.firstLine) + optional)
    var rows: [PageRow] = []
    rows.reserveCapacity(units.count)
    var paragraph = 0
    for index in order ?? Array(0..<(units.count + optional.count)) {
      let isOptional = index >= units.count
      // Told before the unit is copied (a copy retains and releases each of its fields): beside
      // a Korean-only source, every unit of an English-only one is skipped.
      if isOptional || englishOnly && units[index].status == .missing {
        paragraph += 1
        continue
      }
      let unit = units[index]
      if unit.english.isEmpty {
        rows.append(PageRow(place: RowPlace(paragraph: paragraph - 1, isAfter: true, source: 0), unit: unit))
      } else {
        rows.append(PageRow(place: RowPlace(paragraph: paragraph, source: 0), unit: unit,
                            translates: unit.status == .aligned ? paragraph : nil))
        paragraph += 1
      }
    }
    return rows
  }

  private static func firstLine(_ unit: TranslationUnit) -> Int {
    min(unit.english.first?.location.firstLine ?? Int.max, unit.korean.first?.location.firstLine ?? Int.max)
  }
}
