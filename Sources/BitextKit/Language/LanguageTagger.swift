import Foundation

/// Decides the language of blocks and splits blocks that hold two languages into segments.
///
/// A text is Korean when it has Hangul and its Hangul letters are at least a third of its Latin
/// letters (a Hangul syllable carries about as much as three Latin letters), so Korean that names
/// products (`iPadOS 및 macOS에서는…`) stays Korean; English when it has Latin words and too
/// little Hangul; neutral otherwise (URLs, numbers, symbols). A line is split only where both
/// sides are substantial (≥ 4 English words, ≥ 4 Hangul syllables), at a sentence end or where
/// a run of ≥ 4 English words meets Hangul: `Important The clock appears … 시계는 …` gives two
/// segments, while a Korean sentence quoting one English word stays whole.
public enum LanguageTagger {
  public static func language(of counts: ScriptCounts) -> Language {
    if counts.hangul > 0, counts.hangul * 3 >= counts.latin { return .korean }
    if counts.latin >= 2, counts.latinWords >= 1 { return .english }
    return .neutral
  }

  public static func language(of text: String) -> Language { language(of: ScriptScanner.counts(text)) }

  /// The block's segments in order. Consecutive lines of one language form one segment;
  /// neutral lines join their neighbour.
  public static func segments(of block: Block) -> [Segment] {
    var runs: [Run] = []
    for (offset, line) in block.lines.enumerated() where !line.isEmpty {
      for run in tableCells(line, kind: block.kind) ?? lineRuns(line) {
        let number = block.location.firstLine + offset
        runs.append(Run(language: run.language, text: run.text, first: number, last: number))
      }
    }
    let merged = merge(runs)
    if merged.isEmpty {
      return [Segment(language: .neutral, text: block.text, location: block.location, kind: block.kind, level: block.level)]
    }
    return merged.map {
      Segment(language: $0.language, text: $0.text,
              location: SourceLocation(file: block.location.file, firstLine: $0.first, lastLine: $0.last),
              kind: block.kind, level: block.level)
    }
  }

  struct Run { var language: Language; var text: String; var first = 0; var last = 0 }

  /// Merges neighbouring runs of one language; neutral runs join the run before them (or
  /// the one after, at the start).
  static func merge(_ runs: [Run]) -> [Run] {
    var out: [Run] = []
    var leadingNeutral: [Run] = []
    for run in runs {
      if run.language == .neutral {
        if out.isEmpty { leadingNeutral.append(run) } else { out[out.count - 1].append(run) }
        continue
      }
      if var last = out.last, last.language == run.language {
        last.append(run)
        out[out.count - 1] = last
      } else {
        out.append(run)
      }
    }
    if out.isEmpty { return leadingNeutral.isEmpty ? [] : [leadingNeutral.dropFirst().reduce(into: leadingNeutral[0]) { $0.append($1) }] }
    for run in leadingNeutral.reversed() { out[0].prepend(run) }
    return out
  }

  /// A table row whose cells hold both languages (`| Save the file. | 파일을 저장합니다. |`):
  /// one run per cell, so the English cell pairs with the Korean cell. Rows of one language
  /// stay whole (nil).
  static func tableCells(_ line: String, kind: BlockKind) -> [Run]? {
    guard kind == .tableRow, line.contains(" | ") else { return nil }
    let cells = line.components(separatedBy: " | ").map { $0.trimmingSpaces }.filter { !$0.isEmpty }
    let languages = cells.map { language(of: $0) }
    guard languages.contains(.english), languages.contains(.korean) else { return nil }
    return zip(cells, languages).map { Run(language: $0.1, text: $0.0) }
  }

  /// One line: a single run, or several when it holds substantial English and Korean.
  static func lineRuns(_ line: String) -> [Run] {
    var text = line
    return text.withUTF8 { b -> [Run] in
      let whole = ScriptScanner.counts(b, 0..<b.count)
      let language = language(of: whole)
      guard whole.hangul >= 4, whole.latinWords >= 3 else { return [Run(language: language, text: line)] }
      var runs: [(language: Language, range: Range<Int>, counts: ScriptCounts)] = []
      for piece in pieces(b) {
        let counts = ScriptScanner.counts(b, piece)
        let pieceLanguage = Self.language(of: counts)
        if let last = runs.last, last.language == pieceLanguage || pieceLanguage == .neutral {
          runs[runs.count - 1] = (last.language, last.range.lowerBound..<piece.upperBound, last.counts + counts)
        } else if let last = runs.last, last.language == .neutral {
          runs[runs.count - 1] = (pieceLanguage, last.range.lowerBound..<piece.upperBound, last.counts + counts)
        } else {
          runs.append((pieceLanguage, piece, counts))
        }
      }
      let substantial = runs.allSatisfy { run in
        run.language == .english ? run.counts.latinWords >= 4 : run.language == .korean ? run.counts.hangul >= 4 : false
      }
      guard runs.count > 1, substantial else { return [Run(language: language, text: line)] }
      return runs.map { Run(language: $0.language, text: trimmed(b, withoutSeparators(b, $0.range))) }
    }
  }

  /// Cuts a line after sentence ends (`. `, `? `, `! `, `。`) and before a Hangul word that
  /// follows four or more Latin-only words.
  static func pieces(_ b: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
    var pieces: [Range<Int>] = []
    var start = 0
    var latinRun = 0
    var i = 0
    while i < b.count {
      while i < b.count, ScriptScanner.isSpace(b[i]) { i += 1 }
      let tokenStart = i
      var hangul = 0, latin = 0
      while i < b.count, !ScriptScanner.isSpace(b[i]) {
        let (v, n) = ScriptScanner.scalar(b, at: i)
        switch Script.of(v) { case .hangul: hangul += 1; case .latin: latin += 1; default: break }
        i += n
      }
      guard tokenStart < i else { break }
      if hangul > 0 {
        if latinRun >= 4, tokenStart > start { pieces.append(start..<tokenStart); start = tokenStart }
        latinRun = 0
      } else if latin > 0 {
        latinRun += 1
      }
      let last = b[i - 1]
      let endsSentence = last == UInt8(ascii: ".") || last == UInt8(ascii: "?") || last == UInt8(ascii: "!")
        || (i >= 3 && b[i - 3] == 0xE3 && b[i - 2] == 0x80 && b[i - 1] == 0x82)
      if endsSentence, i < b.count { pieces.append(start..<i); start = i; latinRun = 0 }
    }
    if start < b.count { pieces.append(start..<b.count) }
    return pieces
  }

  /// A part of a split line without what joined it to the other language: a token made only
  /// of `/`, `|`, `-`, `=`, `–`, `—` at either end (`English. / 한국어.`), and parentheses that
  /// wrap the whole part (`English. (한국어.)`). Neither is text of the translation.
  static func withoutSeparators(_ b: UnsafeBufferPointer<UInt8>, _ r: Range<Int>) -> Range<Int> {
    var lo = r.lowerBound, hi = r.upperBound
    while lo < hi, ScriptScanner.isSpace(b[lo]) { lo += 1 }
    while hi > lo, ScriptScanner.isSpace(b[hi - 1]) { hi -= 1 }
    var j = lo
    while j < hi, !ScriptScanner.isSpace(b[j]) { j += 1 }
    if j < hi, isSeparatorToken(b, lo..<j) { lo = j }
    j = hi
    while j > lo, !ScriptScanner.isSpace(b[j - 1]) { j -= 1 }
    if j > lo, isSeparatorToken(b, j..<hi) { hi = j }
    while lo < hi, ScriptScanner.isSpace(b[lo]) { lo += 1 }
    while hi > lo, ScriptScanner.isSpace(b[hi - 1]) { hi -= 1 }
    if hi - lo > 2, b[lo] == UInt8(ascii: "("), b[hi - 1] == UInt8(ascii: ")"),
       !b[(lo + 1)..<(hi - 1)].contains(UInt8(ascii: "(")), !b[(lo + 1)..<(hi - 1)].contains(UInt8(ascii: ")")) {
      lo += 1
      hi -= 1
    }
    return lo..<hi
  }

  private static func isSeparatorToken(_ b: UnsafeBufferPointer<UInt8>, _ r: Range<Int>) -> Bool {
    var i = r.lowerBound
    while i < r.upperBound {
      switch b[i] {
      case UInt8(ascii: "/"), UInt8(ascii: "|"), UInt8(ascii: "-"), UInt8(ascii: "="): i += 1
      case 0xE2 where i + 2 < r.upperBound && b[i + 1] == 0x80 && (b[i + 2] == 0x93 || b[i + 2] == 0x94): i += 3
      default: return false
      }
    }
    return !r.isEmpty
  }

  static func trimmed(_ b: UnsafeBufferPointer<UInt8>, _ r: Range<Int>) -> String {
    var lo = r.lowerBound, hi = r.upperBound
    while lo < hi, ScriptScanner.isSpace(b[lo]) { lo += 1 }
    while hi > lo, ScriptScanner.isSpace(b[hi - 1]) { hi -= 1 }
    return String(decoding: UnsafeBufferPointer(rebasing: b[lo..<hi]), as: UTF8.self)
  }
}

extension LanguageTagger.Run {
  mutating func append(_ other: Self) {
    text = text.isEmpty ? other.text : other.text.isEmpty ? text : text + " " + other.text
    if first == 0 { first = other.first }
    last = max(last, other.last)
  }

  mutating func prepend(_ other: Self) {
    text = other.text.isEmpty ? text : other.text + " " + text
    first = other.first == 0 ? first : min(first == 0 ? other.first : first, other.first)
  }
}
