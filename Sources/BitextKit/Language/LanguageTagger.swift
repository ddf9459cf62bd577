import Foundation

/// Decides the language of blocks and splits blocks that hold two languages into segments.
///
/// A text is Korean when it has Hangul and its Hangul letters are at least a third of its Latin
/// letters (a Hangul syllable carries about as much as three Latin letters), so Korean that names
/// products (`iPadOS 및 macOS에서는…`) stays Korean; English when it has Latin words and too
/// little Hangul; neutral otherwise (URLs, numbers, symbols). A line is split only where both
/// sides are substantial (≥ 4 English words, ≥ 4 Hangul syllables), at a sentence end or where
/// a span of ≥ 4 English words meets Hangul: `Important The clock appears … 시계는 …` gives two
/// segments, while a Korean sentence quoting one English word stays whole.
public enum LanguageTagger {
  /// English that reads as sentences, not as a name, a code line or a label: substantial, and
  /// with an English function word or three Latin words or more ending in `.`, `!` or `?` (an
  /// imperative such as `Prefer system-provided symbols.`). Layout detection counts only
  /// these, so the console output, API signatures and product names a Korean page keeps do not
  /// make it look bilingual, and English that is not prose is never reported missing.
  ///
  /// A title in title case (`React Unpacked: A Roadmap to React 19`, a list of talks a Korean
  /// page keeps) has function words too, but few lower-case words: prose needs two in five.
  ///
  /// The words are counted only as far as they decide (`ScriptScanner.counts(_:_:until:)`):
  /// asked of every English paragraph of a document read alone, the whole count was a scan of
  /// each paragraph once more, where its first words answer.
  static func isEnglishProse(_ text: String, _ shape: SegmentShape) -> Bool {
    guard shape.isProse else { return false }
    var t = text
    return t.withUTF8 { b in
      let all = 0..<b.count
      var functionWords: Int
      if shape.endsWithStop {
        // Three words of letters, not a byline of a name and a date (`글 devkim · 2025. 1. 8.`).
        let counts = ScriptScanner.counts(b, all, until: { $0.latinWords >= 3 })
        if counts.latinWords >= 3 { return true }
        functionWords = counts.functionWords  // read to the end: all of them
      } else {
        functionWords = ScriptScanner.counts(b, all, until: { $0.functionWords >= 1 }).functionWords
      }
      guard functionWords >= 1 else { return false }
      var lowercase = 0, words = 0, atStart = true
      for c in b {
        if c == .space { atStart = true; continue }
        if atStart { words += 1; if c.isASCIILowercase { lowercase += 1 } }
        atStart = false
      }
      return lowercase * 5 >= words * 2
    }
  }

  /// Whether `language(of: counts)` reads `counts.functionWords`: only for text with Hangul and
  /// more than three Latin letters a syllable (the first test decides all other text).
  static func needsFunctionWords(_ counts: ScriptCounts) -> Bool { counts.hangul > 0 && counts.hangul * 3 < counts.latin }

  public static func language(of counts: ScriptCounts) -> Language {
    if counts.hangul > 0, counts.hangul * 3 >= counts.latin { return .korean }
    // Korean that names people, products or code at length (`Andrew Clark, Juan Tejada, 그리고
    // Rick Hanlon의 기조연설`) has more Latin letters than Hangul but no English sentence:
    // English function words are under a fifth of its Latin words.
    if counts.hangul >= 3, counts.functionWords * 5 <= counts.latinWords { return .korean }
    // A Korean title that keeps its names and code (`dispatch 함수`, `Default와 Named Exports`,
    // `ReactTestRenderer.create() 경고`): a few Latin words, no English function word, and
    // Hangul, which English never writes.
    if counts.hangul >= 1, counts.functionWords == 0, counts.latinWords <= 3 { return .korean }
    if counts.latin >= 2, counts.latinWords >= 1 { return .english }
    return .neutral
  }

  public static func language(of text: String) -> Language { language(of: ScriptScanner.counts(text)) }

  /// The block's segments in order. Consecutive lines of one language form one segment;
  /// neutral lines join their neighbour.
  public static func segments(of block: Block) -> [Segment] {
    var shape: SegmentShape?
    let (one, many) = segments(of: block, shape: &shape)
    return one.map { [$0] } ?? many
  }

  /// `segments(of:)`, and the shape of the only segment when the block is one line read as it
  /// stands (the commonest block), measured in the same pass as its language; else nil. Such a
  /// block's segment is `one`, with no array made for it; else nil and the segments.
  static func segments(of block: Block, shape: inout SegmentShape?) -> (one: Segment?, many: [Segment]) {
    shape = nil
    var spans: [Span] = []
    // A line that is only a language label (`English`, `한국어:`) names what follows.
    for (offset, line) in block.lines.enumerated() where !line.isEmpty {
      let label = LanguageLabel.labels(line)
      if label.only { continue }
      let number = block.location.firstLine + offset
      var found: [Span]
      // Asked only of table rows: the call took its line (retained, released) for every line.
      if block.kind == .tableRow, let cells = tableCells(line, kind: block.kind) {
        found = cells
      } else if label.prefix {  // looked for once, not by each reading of the line
        found = labeledSpans(line) ?? lineSpans(LanguageLabel.stripped(line))
      } else {
        var one: Span?, many: [Span]
        (one, many) = lineReading(line)
        // The only line of the block read as one span (the commonest block): the block's one
        // segment, as merging would leave it, with no array of spans made. The span's text and
        // shape are moved to it, not copied (retained, then released with the span).
        if block.lines.count == 1, var span = one.take() {
          shape = span.shape.take()
          var text = ""
          swap(&text, &span.text)
          return (Segment(language: span.language, text: text,
                          location: SourceLocation(file: block.location.file, firstLine: number, lastLine: number),
                          kind: block.kind, level: block.level, quoted: block.quoted, marks: block.marks), [])
        }
        found = one.map { [$0] } ?? many
      }
      for k in found.indices { found[k].first = number; found[k].last = number }
      // Most blocks are one line: its spans are the block's, no array copied.
      if spans.isEmpty { spans = found } else { spans += found }
    }
    let merged = merge(spans)
    if merged.count == 1, spans.count == 1 { shape = merged[0].shape }  // one span, not merged: its own text
    if merged.isEmpty {
      return (nil, [Segment(language: .neutral, text: block.text, location: block.location, kind: block.kind, level: block.level,
                            marks: block.marks)])
    }
    return (nil, merged.map {
      Segment(language: $0.language, text: $0.text,
              location: SourceLocation(file: block.location.file, firstLine: $0.first, lastLine: $0.last),
              kind: block.kind, level: block.level, quoted: block.quoted, marks: block.marks)
    })
  }

  struct Span {
    var language: Language
    var text: String
    var first = 0
    var last = 0
    /// The shape of `text` when the scan that found the span measured it (`lineSpans`).
    var shape: SegmentShape?
  }

  /// Merges neighbouring spans of one language; neutral spans join the span before them (or
  /// the one after, at the start).
  static func merge(_ spans: [Span]) -> [Span] {
    guard spans.count > 1 else { return spans }  // one span (most lines) is merged already
    var out: [Span] = []
    var leadingNeutral: [Span] = []
    for span in spans {
      if span.language == .neutral {
        if out.isEmpty { leadingNeutral.append(span) } else { out[out.count - 1].append(span) }
        continue
      }
      if var last = out.last, last.language == span.language {
        last.append(span)
        out[out.count - 1] = last
      } else {
        out.append(span)
      }
    }
    if out.isEmpty { return leadingNeutral.isEmpty ? [] : [leadingNeutral.dropFirst().reduce(into: leadingNeutral[0]) { $0.append($1) }] }
    for span in leadingNeutral.reversed() { out[0].prepend(span) }
    return out
  }

  /// A table row whose cells hold both languages (`| Save the file. | 파일을 저장합니다. |`):
  /// one span per cell, so the English cell pairs with the Korean cell; cells of neither
  /// language (row numbers, symbols) are left out. Rows of one language stay whole (nil).
  static func tableCells(_ line: String, kind: BlockKind) -> [Span]? {
    guard kind == .tableRow else { return nil }
    var text = line
    let all: [String]
    // Read on the bytes when they are only ASCII and Hangul syllables; nil inside: no ` | `.
    if let split = text.withUTF8({ b -> [String]?? in ScriptScanner.isASCIIOrSyllables(b) ? .some(rowCells(b)) : .none }) {
      guard let split else { return nil }
      all = split
    } else {
      guard line.contains(" | ") else { return nil }
      all = line.components(separatedBy: " | ").map { $0.trimmingSpaces }.filter { !$0.isEmpty }
    }
    // A header row of language names (`| English | 한국어 |`) labels the columns: no text.
    let cells = all.filter { !LanguageLabel.isLabelOnly($0) }.map(LanguageLabel.stripped)
    if cells.isEmpty { return [] }
    let languages = cells.map { language(of: $0) }
    guard languages.contains(.english), languages.contains(.korean) else { return nil }
    // A row number or symbol column (`| 1 | Save. | 저장하세요. |`) belongs to neither side.
    return zip(cells, languages).filter { $0.1 != .neutral }.map { Span(language: $0.1, text: $0.0) }
  }

  /// The cells of a row of ASCII and Hangul syllables (`ScriptScanner.isASCIIOrSyllables`), as
  /// `components(separatedBy: " | ")`, `trimmingSpaces` and dropping empty cells give them
  /// (Foundation's search, some 44,000 instructions a row), read on the bytes: nil when no
  /// ` | ` stands in it.
  static func rowCells(_ b: UnsafeBufferPointer<UInt8>) -> [String]? {
    var cells: [String] = []
    var start = 0, i = 0, found = false
    func cut(_ end: Int) {
      var lo = start, hi = end
      while lo < hi, b[lo] == .space { lo += 1 }
      while hi > lo, b[hi - 1] == .space { hi -= 1 }
      if lo < hi { cells.append(String(decoding: UnsafeBufferPointer(rebasing: b[lo..<hi]), as: UTF8.self)) }
    }
    while i + 3 <= b.count {
      if b[i] == .space, b[i + 1] == .pipe, b[i + 2] == .space {
        found = true
        cut(i)
        i += 3
        start = i
      } else {
        i += 1
      }
    }
    guard found else { return nil }
    cut(b.count)
    return cells
  }

  /// `[EN] Keep it short. [KO] 짧게 유지하세요.`: a line that starts with a language label and
  /// has a second one after a space is cut at the second, however short its sides, when the
  /// two sides are in different languages. Nil otherwise.
  static func labeledSpans(_ line: String) -> [Span]? {
    var text = line
    return text.withUTF8 { b -> [Span]? in
      let first = LanguageLabel.prefixLength(b, 0..<b.count)
      guard first > 0 else { return nil }
      var i = first
      while i < b.count {
        if ScriptScanner.isSpace(b[i - 1]), !ScriptScanner.isSpace(b[i]) {
          let second = LanguageLabel.prefixLength(b, i..<b.count)
          if second > 0 {
            let left = first..<i, right = (i + second)..<b.count
            let l = language(of: ScriptScanner.counts(b, left)), r = language(of: ScriptScanner.counts(b, right))
            guard l != r, l != .neutral, r != .neutral else { return nil }
            return [Span(language: l, text: trimmed(b, separated(b, left))), Span(language: r, text: trimmed(b, separated(b, right)))]
          }
        }
        i += 1
      }
      return nil
    }
  }

  /// One line: a single span, or several when it holds substantial English and Korean.
  static func lineSpans(_ line: String) -> [Span] {
    let (one, many) = lineReading(line)
    return one.map { [$0] } ?? many
  }

  /// `lineSpans(line)`: the span when it is one (most lines), with no array made for it; else
  /// nil and the spans.
  static func lineReading(_ line: String) -> (one: Span?, many: [Span]) {
    var text = line
    return text.withUTF8 { b -> (one: Span?, many: [Span]) in
      var (whole, shape) = ScriptScanner.countsAndShape(b)
      // Its function words, only where they decide the language (`countsAndShape` leaves them).
      if needsFunctionWords(whole) { whole.functionWords = ScriptScanner.counts(b, 0..<b.count).functionWords }
      // Only a line with both scripts can hold a translation beside its source.
      if whole.hangul > 0, whole.latin > 0, let glossed = glossSpans(b) { return (nil, glossed) }
      let language = language(of: whole)
      guard whole.hangul >= 4, whole.latinWords >= 3 else {
        if language == .korean, let inner = unwrapped(b, 0..<b.count) { return (Span(language: language, text: inner), []) }
        return (Span(language: language, text: line, shape: shape), [])
      }
      var spans: [(language: Language, range: Range<Int>, counts: ScriptCounts)] = []
      for piece in pieces(b) {
        let counts = ScriptScanner.counts(b, piece)
        let pieceLanguage = Self.language(of: counts)
        if let last = spans.last, last.language == pieceLanguage || pieceLanguage == .neutral {
          spans[spans.count - 1] = (last.language, last.range.lowerBound..<piece.upperBound, last.counts + counts)
        } else if let last = spans.last, last.language == .neutral {
          spans[spans.count - 1] = (pieceLanguage, last.range.lowerBound..<piece.upperBound, last.counts + counts)
        } else {
          spans.append((pieceLanguage, piece, counts))
        }
      }
      let substantial = spans.allSatisfy { span in
        span.language == .english ? span.counts.latinWords >= 4 : span.language == .korean ? span.counts.hangul >= 4 : false
      }
      guard spans.count > 1, substantial else { return (Span(language: language, text: line, shape: shape), []) }
      return (nil, spans.map { span in
        // `EN: Save the file. KO: 파일을 저장하세요.`: the second side's label starts its span.
        var range = separated(b, span.range)
        range = (range.lowerBound + LanguageLabel.prefixLength(b, range))..<range.upperBound
        // Either side may be set in parentheses beside the other: `번역입니다. (The source.)`
        return Span(language: span.language, text: unwrapped(b, range) ?? trimmed(b, range))
      })
    }
  }

  /// `Best practices (모범 사례)`: English followed by its Korean in closing parentheses, a
  /// heading or line translated in place, the parenthesis set apart by a space. Two spans,
  /// without the parentheses. Only this way round: Korean glossing a term in English
  /// (`도구 모음(Toolbar)`) is ordinary Korean prose.
  static func glossSpans(_ b: UnsafeBufferPointer<UInt8>) -> [Span]? {
    if let split = separatorSpans(b) { return split }
    var end = b.count
    while end > 0, ScriptScanner.isSpace(b[end - 1]) { end -= 1 }
    guard end > 2, b[end - 1] == .closeParen else { return nil }
    var depth = 0, open = end - 1
    while open >= 0 {
      if b[open] == .closeParen { depth += 1 } else if b[open] == .openParen { depth -= 1; if depth == 0 { break } }
      open -= 1
    }
    // A gloss stands apart (`practices (모범`); `HYPERLINK("…")` is a call, not a translation.
    guard open > 0, ScriptScanner.isSpace(b[open - 1]) else { return nil }
    let outer = separated(b, 0..<open), inner = (open + 1)..<(end - 1)
    guard !outer.isEmpty, language(of: ScriptScanner.counts(b, outer)) == .english,
          language(of: ScriptScanner.counts(b, inner)) == .korean else { return nil }
    return [Span(language: .english, text: trimmed(b, outer)), Span(language: .korean, text: trimmed(b, inner))]
  }

  /// `Best practices / 모범 사례`, `모범 사례 | Best practices`: one standalone ` / ` or ` | `
  /// between a side in each language (a title too short for the sentence split). Nil otherwise.
  static func separatorSpans(_ b: UnsafeBufferPointer<UInt8>) -> [Span]? {
    var at: Int?
    // Finds each `separator` by `memchr` (asked of every line with both scripts); false when it
    // stands alone a second time.
    func find(_ separator: UInt8) -> Bool {
      guard let base = b.baseAddress else { return true }
      var i = 1
      while i + 1 < b.count, let found = memchr(base + i, Int32(separator), b.count - 1 - i) {
        let k = UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) - base
        if b[k - 1] == .space, b[k + 1] == .space {
          if at != nil { return false }
          at = k
        }
        i = k + 1
      }
      return true
    }
    guard find(.slash), find(.pipe), let cut = at else { return nil }
    let left = separated(b, 0..<cut), right = separated(b, (cut + 1)..<b.count)
    let l = language(of: ScriptScanner.counts(b, left)), r = language(of: ScriptScanner.counts(b, right))
    guard l != r, l != .neutral, r != .neutral else { return nil }
    func text(_ range: Range<Int>, _ language: Language) -> String {
      language == .korean ? unwrapped(b, range) ?? trimmed(b, range) : trimmed(b, range)
    }
    return [Span(language: l, text: text(left, l)), Span(language: r, text: text(right, r))]
  }

  /// The text of a span wrapped whole in parentheses (`(정보를 … 마세요.)`, the way some
  /// documents set the translation under or beside its source), without them; nil otherwise.
  static func unwrapped(_ b: UnsafeBufferPointer<UInt8>, _ r: Range<Int>) -> String? {
    var lo = r.lowerBound, hi = r.upperBound
    while lo < hi, ScriptScanner.isSpace(b[lo]) { lo += 1 }
    while hi > lo, ScriptScanner.isSpace(b[hi - 1]) { hi -= 1 }
    guard hi - lo > 2, b[lo] == .openParen, b[hi - 1] == .closeParen else { return nil }
    var depth = 0
    for i in lo..<(hi - 1) {
      if b[i] == .openParen { depth += 1 } else if b[i] == .closeParen { depth -= 1 }
      if depth == 0 { return nil }  // the first parenthesis closes before the end: `(a) b (c)`
    }
    return trimmed(b, (lo + 1)..<(hi - 1))
  }

  /// The range without a separator standing alone at either end: the ` / ` or ` | ` that
  /// writers put between a sentence and its translation on one line (`Save. / 저장하세요.`).
  static func separated(_ b: UnsafeBufferPointer<UInt8>, _ r: Range<Int>) -> Range<Int> {
    func isSeparator(_ c: UInt8) -> Bool { c == .slash || c == .pipe || c == .hyphen }
    var lo = r.lowerBound, hi = r.upperBound
    while lo < hi, ScriptScanner.isSpace(b[lo]) { lo += 1 }
    while hi > lo, ScriptScanner.isSpace(b[hi - 1]) { hi -= 1 }
    if hi - lo > 1, isSeparator(b[lo]), ScriptScanner.isSpace(b[lo + 1]) { lo += 2 }
    if hi - lo > 1, isSeparator(b[hi - 1]), ScriptScanner.isSpace(b[hi - 2]) { hi -= 2 }
    // EN DASH and EM DASH (E2 80 93/94) standing alone: `Keep it short — 짧게 유지하세요.`
    func isDash(_ i: Int) -> Bool { b[i] == 0xE2 && b[i + 1] == 0x80 && (b[i + 2] == 0x93 || b[i + 2] == 0x94) }
    if hi - lo > 3, isDash(lo), ScriptScanner.isSpace(b[lo + 3]) { lo += 4 }
    if hi - lo > 3, isDash(hi - 3), ScriptScanner.isSpace(b[hi - 4]) { hi -= 4 }
    return lo..<max(lo, hi)
  }

  /// Cuts a line after sentence ends (`. `, `? `, `! `, `。`) and before a Hangul word that
  /// follows four or more Latin-only words.
  static func pieces(_ b: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
    var pieces: [Range<Int>] = []
    var start = 0
    var latinRun = 0, lowerRun = 0
    // Hangul in the piece before its Latin run: the English is quoted inside a Korean sentence.
    var koreanBefore = false
    var i = 0
    while i < b.count {
      while i < b.count, ScriptScanner.isSpace(b[i]) { i += 1 }
      let tokenStart = i
      var hangul = 0, latin = 0
      while i < b.count, !ScriptScanner.isSpace(b[i]) {
        // ASCII and precomposed syllables (most of a line cut here) are told inline first, as
        // the script counts tell them, not each decoded as a scalar and classified (`Script.of`).
        let c = b[i]
        if c < 0x80 {
          if c.isASCIILetter { latin += 1 }
          i += 1
          continue
        }
        if ScriptScanner.syllableIndex(b, at: i) != nil {
          hangul += 1
          i += 3
          continue
        }
        let (v, n) = ScriptScanner.scalar(b, at: i)
        switch Script.of(v) { case .hangul: hangul += 1; case .latin: latin += 1; default: break }
        i += n
      }
      guard tokenStart < i else { break }
      if hangul > 0 {
        // Four capitalized names (`Apple Pay, Apple Card, Apple Wallet 모두 …`) begin a Korean
        // sentence; English prose before Korean has lower-case words among its four. English
        // that Korean surrounds (`아래 코드는 Objects are not valid as a React child라는 …`) or
        // that a Korean particle ends (`child라는`) is quoted, not a source beside its translation.
        if latinRun >= 4, lowerRun >= 2, tokenStart > start, !koreanBefore, latin == 0 {
          pieces.append(start..<tokenStart); start = tokenStart
        }
        koreanBefore = true
        latinRun = 0; lowerRun = 0
      } else if latin > 0 {
        latinRun += 1
        if b[tokenStart] >= UInt8(ascii: "a") && b[tokenStart] <= UInt8(ascii: "z") { lowerRun += 1 }
      }
      let last = b[i - 1]
      let endsSentence = last == UInt8(ascii: ".") || last == UInt8(ascii: "?") || last == UInt8(ascii: "!")
        || (i >= 3 && b[i - 3] == 0xE3 && b[i - 2] == 0x80 && b[i - 1] == 0x82)
      if endsSentence, i < b.count { pieces.append(start..<i); start = i; latinRun = 0; lowerRun = 0; koreanBefore = false }
    }
    if start < b.count { pieces.append(start..<b.count) }
    return pieces
  }

  static func trimmed(_ b: UnsafeBufferPointer<UInt8>, _ r: Range<Int>) -> String {
    var lo = r.lowerBound, hi = r.upperBound
    while lo < hi, ScriptScanner.isSpace(b[lo]) { lo += 1 }
    while hi > lo, ScriptScanner.isSpace(b[hi - 1]) { hi -= 1 }
    return String(decoding: UnsafeBufferPointer(rebasing: b[lo..<hi]), as: UTF8.self)
  }
}

extension LanguageTagger.Span {
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
