import Foundation

/// Pairs English with Korean inside one document, whatever its layout: `> ` blockquotes under
/// each paragraph, `- >` list translations, alternating paragraphs, line-by-line exports with
/// runs of several English lines followed by as many Korean lines, mixed lines, Korean-only or
/// English-only documents. It does not ask which layout a file has: each run of English
/// segments followed by a run of Korean segments is aligned by `SegmentAligner`, which covers all of
/// them. Translator notes attach to the unit above them.
///
/// Streaming: blocks go in one at a time, events come out in document order; it holds one
/// English run, one Korean run (each capped) and the last unit (notes may still follow it).
public struct DocumentPairer {
  public let group: String
  private var english: [Segment] = []
  private var korean: [Segment] = []
  /// The shapes of `english` and `korean`, computed once per segment (pairing's hot spot).
  private var englishShapes: [SegmentShape] = []
  private var koreanShapes: [SegmentShape] = []
  /// The aligner's items of each run, room kept from run to run (`resolve`).
  private var englishItems: [SegmentAligner.Item] = []
  private var koreanItems: [SegmentAligner.Item] = []
  private var held: TranslationUnit?
  /// A block was skipped (code, markup, an image) since the last segment read.
  private var gapPending = false
  /// First lines of the pending segments that follow a skipped block (`SegmentAligner.Item.afterGap`).
  private var afterGap: Set<Int> = []
  private var aligner = SegmentAligner()
  private var inChangeLog = false
  private var contentSeen = false
  /// Line of the first prose segment: short lines above it are page chrome (site name, menu).
  private var firstContentLine: Int?
  /// Short Korean lines after the content so far: page chrome if nothing follows them.
  private var trailingShortKorean: [Segment] = []

  static let maximumTrailingShortLines = 256
  static let changeLogTitles: Set<String> = [
    "change log", "changelog", "change history", "revision history", "version history", "history",
    "변경 이력", "변경 내역", "변경 로그", "수정 이력", "수정 내역", "개정 이력",
  ]
  /// The most scalars of a change log title.
  static let changeLogTitleScalars = changeLogTitles.map(\.unicodeScalars.count).max() ?? 0

  /// False when `text` has more scalars other than spaces and `:` than any change log title: no
  /// lower-casing makes it one (a scalar lower-cases to one scalar or more, never to a space
  /// or `:`, the only characters trimmed). Spares most lines the lower-casing and hashing.
  static func mayBeChangeLogTitle(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { mayBeChangeLogTitle($0) }
  }

  /// `mayBeChangeLogTitle` of a text's bytes.
  static func mayBeChangeLogTitle(_ b: UnsafeBufferPointer<UInt8>) -> Bool {
    var scalars = 0
    for c in b where c & 0xC0 != 0x80 && c != .space && c != .colon {
      scalars += 1
      if scalars > changeLogTitleScalars { return false }
    }
    return true
  }

  /// Blocks read before the layout is known (at most `layoutWindow`).
  private var window: [Block] = []
  private var languageRuns = LanguageRuns()
  /// Korean has been read: only then can an English paragraph sit in a Korean slot (in an
  /// English-only document a repeated paragraph is a repetition, not an untranslated slot).
  private var koreanSeen = false
  /// Display columns (up to `minimumWrapColumns`) of the last Korean line read: a line that
  /// short is a title or label, not a line of wrapped prose. Kept in a Korean-only document only.
  private var lastKoreanColumns = 0
  public private(set) var layout: Layout?
  /// The language that comes first in each pair: English in most documents (the translation
  /// under its source), Korean in some (the translation above its source). Decided from the
  /// window: the order whose adjacent pairs have translation-like length ratios.
  public private(set) var leader: Language = .english
  private var leadEvidence = LeadEvidence()
  static let layoutWindow = 200

  public init(group: String) { self.group = group }

  public mutating func consume(_ block: Block, into events: inout [PairingEvent]) {
    guard layout != nil else {
      window.append(block)
      // Code, front matter and markup are not prose: an English code block does not make a
      // Korean page bilingual.
      if ![.note, .code, .metadata, .html, .directive, .image, .imageText, .thematicBreak, .link].contains(block.kind) {
        for segment in LanguageTagger.segments(of: block) {
          let shape = SegmentShape(segment.text)
          let isProse = shape.isProse && (segment.language != .english || LanguageTagger.isEnglishProse(segment.text, shape))
          languageRuns.observe(segment.language, isProse: isProse)
          guard shape.isProse else { continue }
          leadEvidence.observe(segment)
        }
      }
      if window.count >= Self.layoutWindow { decideLayout(into: &events) }
      return
    }
    process(block, into: &events)
  }

  private mutating func decideLayout(into events: inout [PairingEvent]) {
    layout = Layout.detect(languageRuns)
    leader = leadEvidence.leader
    let blocks = window
    window = []
    for block in blocks { process(block, into: &events) }
  }

  private mutating func process(_ block: Block, into events: inout [PairingEvent]) {
    if inChangeLog {
      if Self.isChangeLogEntry(block) { skip(block, "change log", into: &events); return }
      inChangeLog = false
    }
    switch block.kind {
    case .code: skip(block, "code block", into: &events); return
    case .metadata: skip(block, "front matter", into: &events); return
    case .thematicBreak: skip(block, "thematic break", into: &events); return
    case .image: skip(block, "image", into: &events); return
    case .note: attachNote(block, into: &events); return
    case .tableRow where block.text.isEmpty: skip(block, "table rule", into: &events); return
    case .html where block.text.hasPrefix("<") || block.text.isEmpty: skip(block, "markup", into: &events); return
    case .directive: skip(block, "markup", into: &events); return
    case .comment:
      // The original kept in a comment above its translation (`<!-- A toolbar provides … -->`)
      // is content; a comment of a few words (`<!-- more -->`, a lint directive), Korean, or
      // a to-do is not.
      let segments = LanguageTagger.segments(of: block)
      guard segments.count == 1, segments[0].language == .english, ScriptScanner.counts(segments[0].text).latinWords >= 4,
            !Self.isToDo(segments[0].text) else { skip(block, "comment", into: &events); return }
      var segment = segments[0]
      segment.kind = .paragraph
      consume(segment, into: &events)
      return
    default: break
    }
    if isChangeLogTitle(block) {
      resolve(into: &events)
      inChangeLog = true
      skip(block, "change log", into: &events)
      return
    }
    var shape: SegmentShape?
    var one: Segment?, segments: [Segment]
    (one, segments) = LanguageTagger.segments(of: block, shape: &shape)
    // Moved out to the pairing (`consume` takes them), not copied.
    if let one = one.take() { consume(one, shape.take(), into: &events); return }
    if segments.count > 1, let slot = untranslatedPart(of: block, segments) {
      consume(slot, into: &events)
      return
    }
    if segments.count == 1 { consume(segments[0], shape.take(), into: &events); return }
    for segment in segments { consume(segment, into: &events) }
  }

  /// A Korean slot that keeps a sentence of its source in English (`> The policy covers
  /// react. 이전 버전은 …`): the block is read as a mixed line, English then Korean, but its
  /// English copies part of the English waiting for a translation. The block is that English's
  /// translation, one Korean segment, a sentence of it left untranslated; not a second English
  /// paragraph beside a shorter translation.
  private func untranslatedPart(of block: Block, _ segments: [Segment]) -> Segment? {
    guard leader == .english, korean.isEmpty, let source = english.last,
          segments.contains(where: { $0.language == .korean }) else { return nil }
    for segment in segments where segment.language == .english {
      guard SameText.contained(segment.text, in: source.text) else { return nil }
    }
    return Segment(language: .korean, text: block.text, location: block.location, kind: block.kind, level: block.level, quoted: block.quoted,
                   marks: block.marks)
  }

  public mutating func finish(into events: inout [PairingEvent]) {
    if layout == nil { decideLayout(into: &events) }
    resolve(into: &events)
    for segment in trailingShortKorean {
      events.append(.skipped(SkippedBlock(location: segment.location, reason: "page chrome after the content (short untranslated line)", text: segment.text)))
    }
    trailingShortKorean = []
    if let unit = held { events.append(.unit(unit)); held = nil }
  }

  // MARK: Segments

  /// `measured`: the segment's shape when the language stage measured it, else nil.
  /// Taken, not borrowed: the segment and its shape go into the pending runs without a copy
  /// (each part retained, then released with the caller's).
  private mutating func consume(_ segment: consuming Segment, _ measured: consuming SegmentShape? = nil, into events: inout [PairingEvent]) {
    if layout == .koreanOnly, continuesWrappedKorean(segment) {
      var last = korean.removeLast()
      koreanShapes.removeLast()
      last.text += " " + segment.text
      last.location = SourceLocation(file: last.location.file, firstLine: last.location.firstLine, lastLine: segment.location.lastLine)
      korean.append(last)
      koreanShapes.append(SegmentShape(last.text))
      lastKoreanColumns = Self.wrapColumns(segment.text)
      return
    }
    let shape = measured ?? SegmentShape(segment.text)
    // What the end reads, read before the segment and its shape are moved to a run.
    let language = segment.language, firstLine = segment.location.firstLine, isContent = shape.isSubstantial && language != .neutral
    if gapPending, segment.language != .neutral {
      gapPending = false
      afterGap.insert(segment.location.firstLine)
    }
    if shape.isSubstantial && segment.language != .neutral {
      releaseTrailingKorean(into: &events)
    }
    if segment.language == .english, shape.isAuthorLine {
      events.append(.skipped(SkippedBlock(location: segment.location, reason: "author or date line", text: segment.text)))
      return
    }
    switch segment.language {
    case .neutral:
      events.append(.skipped(SkippedBlock(location: segment.location, reason: "no words to translate (link, number or symbol)", text: segment.text)))
    case .english where layout == .koreanOnly:
      if !korean.isEmpty { resolve(into: &events) }
      leftoverEnglish(segment, shape, into: &events)
    case .english:
      if leader == .english, !korean.isEmpty { resolve(into: &events) }
      // Before any Korean is read, only a quote under the paragraph is such a slot (the
      // blockquote layout's first paragraph left untranslated); a repeat elsewhere may be the
      // page repeating itself.
      if koreanSeen || segment.quoted, korean.isEmpty, let previous = english.last, shape.isSubstantial,
         SameText.equal(previous.text, segment.text) {
        // The Korean slot under (or above) a paragraph holds the English itself: one unit whose
        // translation is a copy (the checks flag it untranslated), not two English paragraphs.
        english.removeLast()
        englishShapes.removeLast()
        resolve(into: &events)
        emit(TranslationUnit(group: group, english: [previous], korean: [segment], score: 0, status: .aligned), into: &events)
        break
      }
      english.append(segment)
      englishShapes.append(shape)
      if english.count > SegmentAligner.maximumSegments {
        if leader == .english { leftoverEnglish(english.removeFirst(), englishShapes.removeFirst(), into: &events) }
        else { resolve(into: &events) }
      }
    case .korean:
      koreanSeen = true
      // Only a Korean-only document joins wrapped lines (`continuesWrappedKorean`); the layout
      // is decided before any segment comes here.
      if layout == .koreanOnly { lastKoreanColumns = Self.wrapColumns(segment.text) }
      if leader == .korean, !english.isEmpty { resolve(into: &events) }
      korean.append(segment)
      koreanShapes.append(shape)
      if korean.count > SegmentAligner.maximumSegments {
        if leader == .korean { leftoverKorean(korean.removeFirst(), koreanShapes.removeFirst(), into: &events) }
        else { resolve(into: &events) }
      }
    }
    if isContent {
      contentSeen = true
      if firstContentLine == nil { firstContentLine = firstLine }
    }
  }

  /// In a Korean-only document, a paragraph line that goes on from the Korean line above it:
  /// no blank line between, the text above stops mid-sentence, its last line fills at least
  /// `minimumWrapColumns`, and this line holds a character of three UTF-8 bytes (Hangul, or the
  /// typographic quotes and dashes of Korean prose), whatever its share of Latin names and code
  /// (`예를 들어 import` / `Banana from './button.js' 라고 쓰더라도 같은`). Asking for Hangul
  /// alone lost lines of code and names that go on a Korean sentence (cross-hard .979 → .978). A blog
  /// hard-wraps its paragraphs so; the parser, which does not know the layout yet, joins only
  /// wrapped lines it can tell from a bilingual document's lines and labels.
  private func continuesWrappedKorean(_ segment: Segment) -> Bool {
    guard segment.kind == .paragraph, !segment.quoted, let last = korean.last, let lastShape = koreanShapes.last,
          last.kind == .paragraph, !last.quoted, !lastShape.endsSentence,
          segment.location.firstLine == last.location.lastLine + 1,
          lastKoreanColumns >= Self.minimumWrapColumns else { return false }
    return segment.text.utf8.contains { $0 >= 0xE0 && $0 <= 0xEF }
  }

  /// Display columns of `text` (`BlockParser.columns`), counted up to `minimumWrapColumns`: only
  /// whether a line reaches them is asked, which its first dozen syllables answer.
  private static func wrapColumns(_ text: String) -> Int {
    var t = text
    return t.withUTF8 { BlockParser.columns($0, upTo: minimumWrapColumns) }
  }

  /// Display columns a Korean line must fill to be wrapped prose rather than a title or label.
  static let minimumWrapColumns = 24

  /// Aligns the pending English run with the pending Korean run and emits the units.
  private mutating func resolve(into events: inout [PairingEvent]) {
    // The runs read in place, from locals: an element of `self`'s arrays passed to a call that
    // changes `self` (`leftoverEnglish`, …), or a `zip` over them, is copied each time (each
    // part of the segment and its shape retained, then released). Moved out, not copied, and
    // given back emptied with their room, so that the next run fills them again without an
    // allocation and its growth (the allocator keeps what is freed, `AllocatorSettings`: kept
    // buffers no longer raise the streamed peak as they did in 2cae3ef). Not a side that one
    // unit took whole (most 1:1 pairs): the unit shares its buffer, which emptying would copy.
    var english: [Segment] = [], korean: [Segment] = [], englishShapes: [SegmentShape] = [], koreanShapes: [SegmentShape] = []
    swap(&english, &self.english)
    swap(&korean, &self.korean)
    swap(&englishShapes, &self.englishShapes)
    swap(&koreanShapes, &self.koreanShapes)
    var englishItems: [SegmentAligner.Item] = [], koreanItems: [SegmentAligner.Item] = []
    swap(&englishItems, &self.englishItems)
    swap(&koreanItems, &self.koreanItems)
    var englishTaken = false, koreanTaken = false
    defer {
      if !englishTaken { Self.giveBack(&english, to: &self.english) }
      if !koreanTaken { Self.giveBack(&korean, to: &self.korean) }
      Self.giveBack(&englishShapes, to: &self.englishShapes)
      Self.giveBack(&koreanShapes, to: &self.koreanShapes)
      Self.giveBack(&englishItems, to: &self.englishItems)
      Self.giveBack(&koreanItems, to: &self.koreanItems)
      if !afterGap.isEmpty { afterGap.removeAll(keepingCapacity: true) }
    }
    if korean.isEmpty { leftoverEnglish(english, englishShapes, english.indices, into: &events); return }
    if english.isEmpty { leftoverKorean(korean, koreanShapes, korean.indices, into: &events); return }
    appendItems(english, englishShapes, to: &englishItems)
    appendItems(korean, koreanShapes, to: &koreanItems)
    for k in englishItems.indices.dropFirst() {
      englishItems[k].apart = english[k].location.firstLine > english[k - 1].location.lastLine + 1
    }
    if leader == .english, korean[0].quoted, korean[0].location.firstLine == english[english.count - 1].location.lastLine + 1 {
      koreanItems[0].isQuoteSlot = true
    }
    if english.count == 1, korean.count == 1 {
      aligner.observe(englishLength: englishItems[0].length, koreanLength: koreanItems[0].length)
    }
    for bead in aligner.align(english: englishItems, korean: koreanItems, englishFirst: leader == .english) {
      if bead.english.isEmpty { leftoverKorean(korean, koreanShapes, bead.korean, into: &events); continue }
      if bead.korean.isEmpty { leftoverEnglish(english, englishShapes, bead.english, into: &events); continue }
      if bead.english.count == english.count { englishTaken = true }
      if bead.korean.count == korean.count { koreanTaken = true }
      emit(TranslationUnit(group: group, english: Array(english[bead.english]), korean: Array(korean[bead.korean]),
                           score: (bead.score * 100).rounded() / 100, status: .aligned), into: &events)
    }
  }

  /// Empties `run` (`removeLast`: cheaper than `removeAll(keepingCapacity:)` for the few
  /// elements of most runs) and moves it, with its room, to `field`.
  private static func giveBack<Element>(_ run: inout [Element], to field: inout [Element]) {
    while !run.isEmpty { run.removeLast() }
    swap(&run, &field)
  }

  /// The aligner's items of a run, read in place through the buffers (`leftoverEnglish(_:_:_:into:)`).
  private func appendItems(_ segments: [Segment], _ shapes: [SegmentShape], to items: inout [SegmentAligner.Item]) {
    segments.withUnsafeBufferPointer { segments in
      shapes.withUnsafeBufferPointer { shapes in
        for i in segments.indices { items.append(item(segments[i], shapes[i])) }
      }
    }
  }

  private func item(_ segment: Segment, _ shape: SegmentShape) -> SegmentAligner.Item {
    var item = SegmentAligner.Item(shape, kind: segment.kind)
    item.afterGap = !afterGap.isEmpty && afterGap.contains(segment.location.firstLine)
    return item
  }

  /// `leftoverEnglish` of `segments[range]`, read in place through the buffers: an element
  /// read from the array for a call that changes `self` was copied (each part of the segment
  /// and its shape retained, then released).
  private mutating func leftoverEnglish(_ segments: [Segment], _ shapes: [SegmentShape], _ range: Range<Int>,
                                        into events: inout [PairingEvent]) {
    segments.withUnsafeBufferPointer { segments in
      shapes.withUnsafeBufferPointer { shapes in
        for i in range { leftoverEnglish(segments[i], shapes[i], into: &events) }
      }
    }
  }

  /// `leftoverKorean` of `segments[range]`, read in place (`leftoverEnglish(_:_:_:into:)`).
  private mutating func leftoverKorean(_ segments: [Segment], _ shapes: [SegmentShape], _ range: Range<Int>,
                                       into events: inout [PairingEvent]) {
    segments.withUnsafeBufferPointer { segments in
      shapes.withUnsafeBufferPointer { shapes in
        for j in range { leftoverKorean(segments[j], shapes[j], into: &events) }
      }
    }
  }

  /// The unit held before goes out, moved (not copied, each part retained, then freed where held).
  private mutating func emit(_ unit: consuming TranslationUnit, into events: inout [PairingEvent]) {
    if let previous = held.take() { events.append(.unit(previous)) }
    held = unit
  }

  private mutating func leftoverEnglish(_ s: Segment, _ shape: SegmentShape, into events: inout [PairingEvent]) {
    if s.kind == .heading, !shape.isSentenceHeading { return skip(s, "untranslated heading", alignable: true, into: &events) }
    if s.kind == .tableRow { return skip(s, "untranslated table row", into: &events) }
    if s.kind == .link { return skip(s, "untranslated link", alignable: true, into: &events) }
    if s.kind == .imageText { return skip(s, "untranslated image text", alignable: true, into: &events) }
    if shape.isShortLine {
      if isBeforeContent(s) { return skip(s, "page chrome before the content (short untranslated line)", into: &events) }
      return skip(s, "untranslated short line (title, label or caption)", alignable: true, into: &events)
    }
    // File names, API signatures, console output and names are kept as they are, not left
    // untranslated: never missing, and a Korean page keeping them does not copy its source.
    if !LanguageTagger.isEnglishProse(s.text, shape) {
      return skip(s, "untranslated name, code or label", alignable: true, into: &events)
    }
    emit(TranslationUnit(group: group, english: [s], korean: [], score: 0, status: .missing), into: &events)
  }

  private mutating func leftoverKorean(_ s: Segment, _ shape: SegmentShape, into events: inout [PairingEvent]) {
    if shape.isShortLine, s.kind != .heading {
      if isBeforeContent(s) { return skip(s, "page chrome before the content (short untranslated line)", into: &events) }
      if trailingShortKorean.count < Self.maximumTrailingShortLines { trailingShortKorean.append(s); return }
    }
    // Korean runs are resolved after they are read: short lines held as possible chrome are
    // content after all when more Korean follows them.
    releaseTrailingKorean(into: &events)
    emit(TranslationUnit(group: group, english: [], korean: [s], score: 0, status: .extra), into: &events)
  }

  /// Short Korean lines followed by more content were not chrome after all: they are extra.
  private mutating func releaseTrailingKorean(into events: inout [PairingEvent]) {
    guard !trailingShortKorean.isEmpty else { return }
    let pending = trailingShortKorean
    trailingShortKorean = []
    for s in pending {
      emit(TranslationUnit(group: group, english: [], korean: [s], score: 0, status: .extra), into: &events)
    }
  }

  private func isBeforeContent(_ s: Segment) -> Bool {
    firstContentLine.map { s.location.firstLine < $0 } ?? true
  }

  private mutating func attachNote(_ block: Block, into events: inout [PairingEvent]) {
    // A `※` remark is the translator's only once every pending English has its Korean; while
    // English still waits, it translates that English (`Note: …` → `※ 참고: …`).
    if TranslatorNote.isWeak(block.text), leader == .english, english.count > korean.count {
      for segment in LanguageTagger.segments(of: block) { consume(segment, into: &events) }
      return
    }
    resolve(into: &events)
    if held != nil {
      held!.notes.append(block.text)
      held!.noteLocations.append(block.location)
    } else {
      skip(block, "translator note with no translation above it", into: &events)
    }
  }

  /// A change log is as long as its own shape: rows of a table, or the short cells of one
  /// flattened into lines (`2023/09/26`, `예나`, `초기 번역`), or a dated entry. A heading or
  /// a paragraph of prose ends it, so a "Change Log" line in the middle of a page (or a second
  /// page pasted below the first) never swallows the rest.
  static func isChangeLogEntry(_ block: Block) -> Bool {
    switch block.kind {
    case .heading: return false
    case .tableRow: return true
    default:
      let bytes = block.text.utf8
      if bytes.count <= 60 && !SegmentShape(block.text).isProse { return true }
      let isDated = bytes.count <= 160 && bytes.contains { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
      return isDated && !SegmentShape(block.text).isProse
    }
  }

  /// Asked of every block: its length is read from its lines, not from their text joined
  /// (a string made, or retained and released, per block).
  private func isChangeLogTitle(_ block: Block) -> Bool {
    guard block.textByteCount <= 40 else { return false }
    let text = block.text
    // Both byte tests in one reading of the bytes (the string's view of them, one by one, cost
    // some twenty instructions a byte).
    var bytes = text
    let matches = bytes.withUTF8 { b -> Bool? in Self.mayBeChangeLogTitle(b) ? Self.matchesChangeLogTitle(b) : false }
    if let matches { return matches }
    var t = text.lowercased()
    while t.hasSuffix(":") { t.removeLast() }
    return Self.changeLogTitles.contains(t.trimmingSpaces)
  }

  static let changeLogTitleBytes = changeLogTitles.map { Array($0.utf8) }

  /// `isChangeLogTitle` on the bytes of a text of ASCII and precomposed Hangul syllables only,
  /// which lower-case byte by byte (ASCII letters) or not at all, and hold no grapheme cluster
  /// of more than one scalar but CR LF (no CR in plain text): the lower-casing, `:` and space
  /// trimming done in place, no string made (most short lines are such). Nil for other text.
  static func matchesChangeLogTitle(_ b: UnsafeBufferPointer<UInt8>) -> Bool? {
    guard ScriptScanner.isASCIIOrSyllables(b) else { return nil }
    var start = 0, end = b.count
    while end > 0, b[end - 1] == .colon { end -= 1 }
    while start < end, b[start] == .space { start += 1 }
    while end > start, b[end - 1] == .space { end -= 1 }
    let count = end - start
    titles: for title in changeLogTitleBytes where title.count == count {
      for k in 0..<count {
        let c = b[start + k]
        if (c >= 0x41 && c <= 0x5A ? c | 0x20 : c) != title[k] { continue titles }
      }
      return true
    }
    return false
  }

  private mutating func skip(_ block: Block, _ reason: String, into events: inout [PairingEvent]) {
    gapPending = true
    events.append(.skipped(SkippedBlock(location: block.location, reason: reason, text: block.text, kind: block.kind)))
  }

  /// `TODO: …`, `FIXME …`: a note to the document's authors.
  static func isToDo(_ text: String) -> Bool {
    let word = text.prefix { $0.isLetter }
    return ["TODO", "FIXME", "XXX", "HACK"].contains(word.uppercased()) && word.allSatisfy(\.isUppercase)
  }

  private func skip(_ s: Segment, _ reason: String, alignable: Bool = false, into events: inout [PairingEvent]) {
    events.append(.skipped(SkippedBlock(location: s.location, reason: reason, text: s.text,
                                        alignable: alignable && s.language == .english && layout != .koreanOnly ? s : nil)))
  }
}

extension String {
  var trimmingSpaces: String {
    var s = Substring(self)
    while s.first == " " { s.removeFirst() }
    while s.last == " " { s.removeLast() }
    return String(s)
  }
}

extension SegmentAligner.Item {
  /// A segment of a block of `kind`: headings, list items and images' text are translated on
  /// their own. The shape is borrowed: an init takes its arguments owned, and a shape read in
  /// place from a run was copied for it (each part retained, then released).
  init(_ shape: borrowing SegmentShape, kind: BlockKind = .paragraph) {
    self.init(length: shape.length, isShort: shape.isShortLine, words: shape.words,
              standsAlone: kind == .heading || kind == .listItem || kind == .imageText, isHeading: kind == .heading,
              names: shape.names, endsSentence: shape.endsSentence)
  }
}

/// Which language leads the pairs of a document, from the lengths of adjacent segments: in a
/// document where each Korean follows its English, English→Korean neighbours have translation
/// ratios (`LengthModel.englishToKorean`, judged as `SegmentAligner` judges a pair) and
/// Korean→English neighbours (two different paragraphs) do not; where the Korean comes first,
/// the reverse.
///
/// The ends of the document add one more piece: a document whose prose starts in Korean and
/// ends in English reads as Korean-first (and the reverse as English-first), worth
/// `edgeWeight` well-fitting neighbours. It decides short documents, where a few pairs of
/// similar lengths fit either order about as well.
struct LeadEvidence {
  static let edgeWeight = 1.5
  private var previous: (language: Language, length: Int)?
  private var first: Language?
  private var englishFirst = 0.0
  private var koreanFirst = 0.0

  mutating func observe(_ segment: Segment) {
    guard segment.language != .neutral else { return }
    if first == nil { first = segment.language }
    let length = SegmentShape(segment.text).length
    if let p = previous, p.language != segment.language {
      let (english, korean) = p.language == .english ? (p.length, length) : (length, p.length)
      let z = LengthModel.englishToKorean.logDeviation(english: max(english, 1), korean: max(korean, 1),
                                                        spread: SegmentAligner.lengthSpread)
      let plausibility = exp(-z * z / 2)
      if p.language == .english { englishFirst += plausibility } else { koreanFirst += plausibility }
    }
    previous = (segment.language, length)
  }

  /// Korean leads only on clear evidence; English is the default of translated documentation.
  var leader: Language {
    var korean = koreanFirst, english = englishFirst
    if first == .korean, previous?.language == .english { korean += Self.edgeWeight }
    if first == .english, previous?.language == .korean { english += Self.edgeWeight }
    return korean >= 3 && korean > 1.5 * english ? .korean : .english
  }
}
