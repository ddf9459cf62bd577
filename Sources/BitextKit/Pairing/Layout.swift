/// How a document holds its languages, as far as pairing needs to know: whether English and
/// Korean alternate (any bilingual layout: blockquotes, alternating paragraphs, line by line)
/// or the document is essentially Korean with a few English lines (a translated blog post
/// keeping English headings and links). In the second case the English lines are not the
/// source of the Korean beside them, so nothing is paired inside the document; cross-source
/// alignment pairs its Korean with another source's English.
public enum Layout: String, Sendable, Equatable {
  case bilingual
  case koreanOnly = "korean-only"

  /// Decides from the segments of the first part of a document: Korean with at most one
  /// English prose segment that could be translated beside it per five Korean prose segments is
  /// Korean-only (`LanguageRuns.translatableEnglish`).
  static func detect(_ runs: LanguageRuns) -> Layout {
    runs.koreanProse >= 3 && runs.translatableEnglish * 5 < runs.koreanProse ? .koreanOnly : .bilingual
  }
}

/// The segments of a document's first part as runs of one language. A bilingual document sets
/// each stretch of English beside a stretch of Korean of about as many segments (its
/// translation, before or after it); a Korean document that keeps English (a changelog of
/// release titles, a list of talks) has long English runs beside a Korean line or two.
struct LanguageRuns {
  private var runs: [(language: Language, count: Int, prose: Int)] = []
  private(set) var koreanProse = 0

  /// A segment in English or Korean; `isProse`: a sentence or paragraph rather than a title.
  mutating func observe(_ language: Language, isProse: Bool) {
    guard language != .neutral else { return }
    if language == .korean, isProse { koreanProse += 1 }
    if let last = runs.last, last.language == language {
      runs[runs.count - 1].count += 1
      if isProse { runs[runs.count - 1].prose += 1 }
    } else {
      runs.append((language, 1, isProse ? 1 : 0))
    }
  }

  /// English prose segments that a neighbouring Korean run could translate: for each English
  /// run beside a Korean run of about its size (neither more than twice the other and one: a
  /// translation merges or splits a few paragraphs, it does not render forty release titles in
  /// four lines), its prose segments.
  var translatableEnglish: Int {
    func comparable(_ a: Int, _ b: Int) -> Bool { a <= 2 * b + 1 && b <= 2 * a + 1 }
    var total = 0
    for (r, run) in runs.enumerated() where run.language == .english && run.prose > 0 {
      let before = r > 0 && comparable(run.count, runs[r - 1].count)
      let after = r + 1 < runs.count && comparable(run.count, runs[r + 1].count)
      if before || after { total += run.prose }
    }
    return total
  }
}
