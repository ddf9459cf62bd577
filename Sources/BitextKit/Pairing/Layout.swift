/// How a document holds its languages, as far as pairing needs to know: whether English and
/// Korean alternate (any bilingual layout: blockquotes, alternating paragraphs, line by line)
/// or the document is essentially Korean with a few English lines (a translated blog post
/// keeping English headings and links). In the second case the English lines are not the
/// source of the Korean beside them, so nothing is paired inside the document; cross-source
/// alignment pairs its Korean with another source's English.
public enum Layout: String, Sendable, Equatable {
  case bilingual
  case koreanOnly = "korean-only"

  /// Decides from the substantial (prose) segments of the first part of a document: Korean
  /// with at most one English prose segment per five Korean ones is Korean-only.
  static func detect(englishProse: Int, koreanProse: Int) -> Layout {
    koreanProse >= 3 && englishProse * 5 < koreanProse ? .koreanOnly : .bilingual
  }
}
