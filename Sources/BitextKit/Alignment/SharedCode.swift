/// Code blocks that a translation keeps from its English: fixed points of a page's structure.
///
/// A translated page keeps its code (translators translate at most its comments), so a code
/// block of the Korean that shares most of its tokens with a code block of the English marks
/// the same place in both: the paragraphs before it translate paragraphs before it. The
/// aligner cuts a page there and aligns the stretches between, so a paragraph the translation
/// dropped next to a code block cannot take the Korean from the other side of it.
enum SharedCode {
  /// A Korean code block and an English one that share their code, by first line.
  struct Match: Equatable {
    var englishLine: Int
    var koreanLine: Int
    /// Dice of the two blocks' code tokens, in [minimumDice, 1].
    var weight: Double
  }

  /// Share of tokens two blocks must have in common (Dice). Translated comments lower it
  /// (in docs, a comment is a line or two of ten); two different blocks of one page share
  /// their keywords and punctuation, rarely half their tokens.
  static let minimumDice = 0.5
  /// Tokens a block needs (together with its partner) to count: `{` alone proves nothing.
  static let minimumTokens = 4
  /// Comparisons above which only blocks of identical code are matched (a page of thousands
  /// of code blocks stays linear).
  static let comparisonLimit = 250_000

  /// Every (Korean block, English block) pair that shares its code, ordered by Korean line then
  /// English line. A block may match several (a snippet repeated on the page); the caller keeps
  /// the chain that increases on both sides.
  static func matches(english: [SkippedBlock], korean: [SkippedBlock]) -> [Match] {
    let englishCode = english.filter { $0.kind == .code }.map { (line: $0.location.firstLine, tokens: tokens($0.text)) }
    let koreanCode = korean.filter { $0.kind == .code }.map { (line: $0.location.firstLine, tokens: tokens($0.text)) }
    guard !englishCode.isEmpty, !koreanCode.isEmpty else { return [] }
    var result: [Match] = []
    if englishCode.count * koreanCode.count > comparisonLimit {
      var byTokens: [[UInt64]: [Int]] = [:]
      for e in englishCode where e.tokens.count >= minimumTokens { byTokens[e.tokens, default: []].append(e.line) }
      for k in koreanCode {
        for line in byTokens[k.tokens] ?? [] { result.append(Match(englishLine: line, koreanLine: k.line, weight: 1)) }
      }
    } else {
      for k in koreanCode where k.tokens.count >= minimumTokens {
        for e in englishCode where e.tokens.count >= minimumTokens {
          let dice = Self.dice(e.tokens, k.tokens)
          if dice >= minimumDice { result.append(Match(englishLine: e.line, koreanLine: k.line, weight: dice)) }
        }
      }
    }
    return result.sorted { ($0.koreanLine, $0.englishLine) < ($1.koreanLine, $1.englishLine) }
  }

  /// The block's tokens (runs between ASCII white space) as FNV-1a hashes, sorted; fence lines
  /// (```` ```js ````, `~~~`) left out, since every block has them.
  static func tokens(_ text: String) -> [UInt64] {
    var hashes: [UInt64] = []
    var copy = text
    copy.withUTF8 { b in
      var i = 0
      while i < b.count {
        while i < b.count && ScriptScanner.isSpace(b[i]) { i += 1 }
        guard i < b.count else { break }
        let start = i
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        while i < b.count && !ScriptScanner.isSpace(b[i]) {
          hash = (hash ^ UInt64(b[i])) &* 0x100_0000_01b3
          i += 1
        }
        let isFence = i - start >= 3 && (b[start] == 0x60 || b[start] == 0x7E) && b[start + 1] == b[start] && b[start + 2] == b[start]
        if !isFence { hashes.append(hash) }
      }
    }
    return hashes.sorted()
  }

  /// Dice of two sorted token multisets.
  static func dice(_ a: [UInt64], _ b: [UInt64]) -> Double {
    guard !a.isEmpty || !b.isEmpty else { return 0 }
    var i = 0, j = 0, shared = 0
    while i < a.count && j < b.count {
      if a[i] == b[j] { shared += 1; i += 1; j += 1 } else if a[i] < b[j] { i += 1 } else { j += 1 }
    }
    return 2 * Double(shared) / Double(a.count + b.count)
  }
}
