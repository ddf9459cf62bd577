#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Streams translation units as TMX 1.4b (level 1, plain text) for CAT tools: `init` writes the
/// XML declaration and `<header>`, each `write(_:)` one `<tu>`, `finish()` closes `<body>` and
/// `<tmx>`. Memory is one unit. The shape follows FORMATS.md:
///
/// - `<header>` carries all seven required attributes; `srclang` is the English code, never
///   `*all*` (a missing `srclang` makes OmegaT 3.6 reject the file). `segtype="paragraph"` lets
///   OmegaT re-segment units into sentences. `creationdate` is written only when a date is
///   given, so the default output is byte-for-byte deterministic.
/// - Only `.aligned` units become `<tu>`s: a TM holds translations, and a `missing` or
///   `extra` unit has one side only (the CSV and the report list those). An aligned unit whose
///   side is empty or only spaces is skipped too (importers reject empty segments) and counted.
/// - Each `<tu>`: props first (`x-group`, `x-source-file`, `x-source-line`, `x-target-file`,
///   `x-target-line`, `x-score`, then `x-flags` when any, `x-preferred` (`yes`) when the unit
///   is the preferred one of several translations of its English, `x-review` (`accepted`)
///   when a reviewer accepted it, then `x-unit`, the unit's `UnitID`,
///   when it has one), one `<note>` per translator note,
///   then exactly two `<tuv xml:lang>` with one `<seg>` each, English first.
/// - Text is escaped by `XMLEscaping`; forbidden characters are removed and counted.
///
/// The counts feed the report: `unitsOverSegmentLimit` counts units with a side over
/// `segmentCharacterLimit` (2000) characters, which Trados rejects. Characters are counted as
/// Unicode scalars (from the UTF-8, without grapheme breaking); a Hangul syllable is one.
public struct TMXWriter<Sink: ByteSink> {

  public static var segmentCharacterLimit: Int { 2000 }
  public static var defaultToolVersion: String { "0.1.0" }

  public private(set) var sink: Sink
  public let englishLanguageCode: String
  public let koreanLanguageCode: String
  /// `<tu>` elements written.
  public private(set) var unitsWritten = 0
  /// Units passed to `write(_:)` that are not `.aligned`, and so not written.
  public private(set) var unitsNotAligned = 0
  /// Aligned units skipped because a side had no visible text.
  public private(set) var unitsWithEmptySide = 0
  /// Characters XML 1.0 forbids, removed from texts, notes and provenance.
  public private(set) var forbiddenCharactersRemoved = 0
  /// Written units with a side longer than `segmentCharacterLimit`.
  public private(set) var unitsOverSegmentLimit = 0
  private var groupProp = CachedProp(), sourceFileProp = CachedProp(), targetFileProp = CachedProp()
  /// Each language's `<tuv>` opening up to its `<seg>`, escaped once.
  private let englishVariantStart: CachedProp, koreanVariantStart: CachedProp

  /// Writes the XML declaration, `<tmx>`, `<header/>` and `<body>`.
  /// `segmentType` is the header's `segtype`: `paragraph` (units are paragraphs, which OmegaT
  /// re-splits) or `sentence` (`--segment sentence`).
  public init(sink: Sink, englishLanguageCode: String = "en", koreanLanguageCode: String = "ko",
              creationToolVersion: String = TMXWriter.defaultToolVersion, creationDate: Date? = nil,
              segmentType: TMXSegmentType = .paragraph) throws {
    self.sink = sink
    self.englishLanguageCode = englishLanguageCode
    self.koreanLanguageCode = koreanLanguageCode
    englishVariantStart = Self.variantStart(englishLanguageCode)
    koreanVariantStart = Self.variantStart(koreanLanguageCode)
    try raw("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<tmx version=\"1.4\">\n")
    try raw("  <header creationtool=\"bitext\" creationtoolversion=\"")
    try attribute(creationToolVersion)
    if let creationDate {
      try raw("\" creationdate=\"")
      try self.sink.append(Self.tmxDate(creationDate))
    }
    try raw("\" segtype=\"")
    try self.sink.append(segmentType.rawValue)
    try raw("\" o-tmf=\"bitext\" adminlang=\"en\" srclang=\"")
    try attribute(englishLanguageCode)
    try raw("\" datatype=\"plaintext\"/>\n  <body>\n")
  }

  /// A writer of `<tu>`s only, with no declaration or header: entries rendered apart (a batch,
  /// on a worker) and then appended in order to the file's writer with `append(_:)`.
  init(unitsOnly sink: Sink, englishLanguageCode: String, koreanLanguageCode: String) {
    self.sink = sink
    self.englishLanguageCode = englishLanguageCode
    self.koreanLanguageCode = koreanLanguageCode
    englishVariantStart = Self.variantStart(englishLanguageCode)
    koreanVariantStart = Self.variantStart(koreanLanguageCode)
  }

  /// Appends the `<tu>`s `part` rendered and adds its counts, as if they were written here.
  mutating func append(_ part: TMXWriter<ByteBuffer>) throws {
    try part.sink.forEachChunk { try sink.append($0) }
    unitsWritten += part.unitsWritten
    unitsNotAligned += part.unitsNotAligned
    unitsWithEmptySide += part.unitsWithEmptySide
    forbiddenCharactersRemoved += part.forbiddenCharactersRemoved
    unitsOverSegmentLimit += part.unitsOverSegmentLimit
  }

  /// Appends one `<tu>` for an aligned unit with text on both sides; counts and ignores others.
  /// `flags` are the codes of the unit's findings (`x-flags`); `preferred` and `accepted` add
  /// `x-preferred` and `x-review`.
  public mutating func write(_ unit: TranslationUnit, flags: [FindingCode] = [], preferred: Bool = false,
                             accepted: Bool = false) throws {
    guard unit.status == .aligned else { return unitsNotAligned += 1 }
    let english = unit.englishText
    let korean = unit.koreanText
    guard Self.hasVisibleText(english), Self.hasVisibleText(korean) else { return unitsWithEmptySide += 1 }
    try raw("    <tu>\n")
    try props(of: unit, flags: flags, preferred: preferred, accepted: accepted)
    for note in unit.notes {
      try raw("      <note>")
      try text(note)
      try raw("</note>\n")
    }
    try variant(english, start: englishVariantStart)
    try variant(korean, start: koreanVariantStart)
    try raw("    </tu>\n")
    unitsWritten += 1
    if Self.exceedsSegmentLimit(english) || Self.exceedsSegmentLimit(korean) { unitsOverSegmentLimit += 1 }
  }

  /// Closes `<body>` and `<tmx>` and flushes. Call once, after the last unit.
  public mutating func finish() throws {
    try raw("  </body>\n</tmx>\n")
    try sink.flush()
  }

  /// The props, each opening tag one piece of markup; numbers, the score and the unit's id are
  /// appended as bytes, without making strings.
  private mutating func props(of unit: TranslationUnit, flags: [FindingCode], preferred: Bool, accepted: Bool) throws {
    try Self.cachedProp("      <prop type=\"x-group\">", unit.group, &groupProp, to: &sink, removed: &forbiddenCharactersRemoved)
    if let english = SideProvenance(unit.english) {
      try Self.cachedProp("      <prop type=\"x-source-file\">", english.file, &sourceFileProp, to: &sink, removed: &forbiddenCharactersRemoved)
      try raw("      <prop type=\"x-source-line\">")
      try sink.appendDecimal(english.line)
      try raw(Self.propEnd)
    }
    if let korean = SideProvenance(unit.korean) {
      try Self.cachedProp("      <prop type=\"x-target-file\">", korean.file, &targetFileProp, to: &sink, removed: &forbiddenCharactersRemoved)
      try raw("      <prop type=\"x-target-line\">")
      try sink.appendDecimal(korean.line)
      try raw(Self.propEnd)
    }
    try raw("      <prop type=\"x-score\">")
    try ScoreFormatting.appendTwoDecimals(unit.score, to: &sink)
    try raw(Self.propEnd)
    if !flags.isEmpty {
      try raw("      <prop type=\"x-flags\">")
      for (index, flag) in flags.enumerated() {
        if index > 0 { try sink.append(UInt8(ascii: ";")) }
        try text(flag.rawValue)
      }
      try raw(Self.propEnd)
    }
    if preferred { try raw("      <prop type=\"x-preferred\">yes</prop>\n") }
    if accepted { try raw("      <prop type=\"x-review\">accepted</prop>\n") }
    if unit.id != .unassigned {
      try raw("      <prop type=\"x-unit\">")
      try sink.appendHex(unit.id)
      try raw(Self.propEnd)
    }
  }

  private static var propEnd: StaticString { "</prop>\n" }

  /// A prop whose value most units repeat (their page, their files), escaped once.
  private struct CachedProp {
    var value: String?
    var bytes: [UInt8] = []
    var removed = 0
  }

  /// The prop (`start` is its opening tag with the type, `<prop type="x-group">`), escaped again
  /// only when `value` differs from the last one `cache` holds.
  private static func cachedProp(_ start: StaticString, _ value: String, _ cache: inout CachedProp, to sink: inout Sink,
                                 removed: inout Int) throws {
    if cache.value != value {
      var bytes: [UInt8] = []
      bytes.append(contentsOf: UnsafeRawBufferPointer(start: start.utf8Start, count: start.utf8CodeUnitCount))
      let removedHere = try XMLEscaping.appendText(value, to: &bytes)
      bytes.append(contentsOf: UnsafeRawBufferPointer(start: propEnd.utf8Start, count: propEnd.utf8CodeUnitCount))
      cache = CachedProp(value: value, bytes: bytes, removed: removedHere)
    }
    try cache.bytes.withUnsafeBytes { try sink.append($0) }
    removed += cache.removed
  }

  /// One `<tuv>`; `start` is its language's opening (`variantStart`).
  private mutating func variant(_ segment: String, start: CachedProp) throws {
    try start.bytes.withUnsafeBytes { try sink.append($0) }
    forbiddenCharactersRemoved += start.removed
    try text(segment)
    try raw("</seg></tuv>\n")
  }

  /// `      <tuv xml:lang="…"><seg>` for `language`, with the forbidden characters its escaping
  /// removed (counted again with every `<tuv>`, as when it was escaped for each).
  private static func variantStart(_ language: String) -> CachedProp {
    var bytes: [UInt8] = []
    bytes.append(contentsOf: "      <tuv xml:lang=\"".utf8)
    let removed = try! XMLEscaping.appendAttribute(language, to: &bytes)  // an array sink never throws
    bytes.append(contentsOf: "\"><seg>".utf8)
    return CachedProp(value: language, bytes: bytes, removed: removed)
  }

  /// Whether `segment` has more Unicode scalars than `segmentCharacterLimit` (forbidden
  /// characters the escaping removes included): counted (`LengthModel.length(of:)`, the
  /// scalars) only for a segment with more bytes than that. (Counted while escaping every
  /// segment before, a fifth of the escaping's instructions.)
  static func exceedsSegmentLimit(_ segment: String) -> Bool {
    segment.utf8.count > segmentCharacterLimit && LengthModel.length(of: segment) > segmentCharacterLimit
  }

  private mutating func text(_ value: String) throws {
    forbiddenCharactersRemoved += try XMLEscaping.appendText(value, to: &sink)
  }

  private mutating func attribute(_ value: String) throws {
    forbiddenCharactersRemoved += try XMLEscaping.appendAttribute(value, to: &sink)
  }

  /// Markup of the writer's own, a literal (`ByteSink.append(_:)` of a `StaticString`: a
  /// `String` overload beside it took every literal, each copied out of its inline storage).
  private mutating func raw(_ markup: StaticString) throws { try sink.append(markup) }

  /// Whether any byte is other than ASCII space and controls (enough to tell "nothing to
  /// translate"); almost always the first byte answers.
  static func hasVisibleText(_ text: String) -> Bool {
    text.containsUTF8Byte { $0 > 0x20 && $0 != 0x7F }
  }

  /// `YYYYMMDDThhmmssZ` in UTC, the form TMX prescribes, computed without a calendar
  /// (days-to-civil, H. Hinnant) so no time zone or locale data is involved.
  static func tmxDate(_ date: Date) -> String {
    let seconds = Int(date.timeIntervalSince1970.rounded(.down))
    let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
    let secondOfDay = seconds - days * 86_400
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    func pad(_ value: Int, _ width: Int) -> String {
      let digits = String(value)
      return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
    return pad(year, 4) + pad(month, 2) + pad(day, 2) + "T" + pad(secondOfDay / 3_600, 2)
      + pad(secondOfDay % 3_600 / 60, 2) + pad(secondOfDay % 60, 2) + "Z"
  }
}

/// The TMX header's `segtype`: what one unit is.
public enum TMXSegmentType: String, Sendable, Equatable {
  case paragraph
  case sentence
}
