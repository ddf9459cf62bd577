/// The team's terminology: English terms and their Korean renderings, read from a CSV file with
/// the columns `en,ko` (a header row `en,ko` is optional; `#` starts a comment line). Several
/// renderings are separated by `|`, the first preferred: `toolbar,도구 막대|툴바`.
public struct Glossary: Sendable, Equatable {
  public struct Entry: Sendable, Equatable {
    public var english: String
    public var renderings: [String]
    /// 1-based line in the glossary file, for messages.
    public var line: Int
    /// The English as lower-case words without plural endings, matched word by word.
    var words: [[UInt8]]
    /// The renderings without spaces (`도구 모음` matches `도구모음`).
    var compactRenderings: [[Unicode.Scalar]]
  }

  /// A glossary file that cannot be used, with the file and line to fix.
  public struct Problem: Error, Equatable, CustomStringConvertible {
    public var path: String
    public var line: Int?
    public var reason: String
    public var description: String { "\(path)\(line.map { ":\($0)" } ?? ""): \(reason)" }
  }

  public var entries: [Entry]

  public init(entries: [Entry]) { self.entries = entries }

  /// Reads `path`; throws the first problem found (a line without two columns, an empty term,
  /// an unclosed quote, no entry at all).
  public init(path: String) throws(Problem) {
    var reader: LineReader
    do { reader = try LineReader(path: path) } catch { throw Problem(path: path, line: nil, reason: "cannot be read (\(error))") }
    var entries: [Entry] = []
    while let line = reader.next() {
      guard line.isValidUTF8 else { throw Problem(path: path, line: line.number, reason: "is not valid UTF-8") }
      let text = line.text
      let trimmed = text.drop { $0 == " " || $0 == "\t" }
      if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
      let fields: [String]
      do { fields = try Self.fields(of: text) } catch { throw Problem(path: path, line: line.number, reason: error.reason) }
      if entries.isEmpty, fields.count >= 2, fields[0].lowercased() == "en", fields[1].lowercased() == "ko" { continue }
      guard fields.count == 2 else {
        throw Problem(path: path, line: line.number, reason: "expected 2 columns 'en,ko', found \(fields.count)")
      }
      let english = fields[0].trimmingCharacters(in: " \t")
      let renderings = fields[1].split(separator: "|").map { String($0).trimmingCharacters(in: " \t") }.filter { !$0.isEmpty }
      guard !english.isEmpty else { throw Problem(path: path, line: line.number, reason: "the English term is empty") }
      guard !renderings.isEmpty else { throw Problem(path: path, line: line.number, reason: "'\(english)' has no Korean rendering") }
      let words = Self.words(english)
      guard !words.isEmpty else { throw Problem(path: path, line: line.number, reason: "'\(english)' has no English word") }
      entries.append(Entry(english: english, renderings: renderings, line: line.number, words: words,
                           compactRenderings: renderings.map(Self.compact)))
    }
    guard !entries.isEmpty else { throw Problem(path: path, line: nil, reason: "holds no term (expected lines 'en,ko')") }
    self.entries = entries
  }

  /// An entry built in code (tests, callers with their own format).
  public static func entry(_ english: String, _ renderings: [String], line: Int = 0) -> Entry {
    Entry(english: english, renderings: renderings, line: line, words: words(english), compactRenderings: renderings.map(compact))
  }

  struct FieldError: Error { var reason: String }

  /// RFC 4180 fields of one line: quoted fields may hold commas and doubled quotes.
  static func fields(of line: String) throws(FieldError) -> [String] {
    var records = CSVRecords()
    records.add(line, number: 1)
    guard records.unclosedLine == nil, let record = records.rows.first else { throw FieldError(reason: "a quoted field is not closed") }
    return record.fields
  }

  /// Lower-case ASCII words of `text`, each without a plural ending (`menus` → `menu`,
  /// `libraries` → `library`, `boxes` → `box`).
  static func words(_ text: String) -> [[UInt8]] {
    var result: [[UInt8]] = []
    var word: [UInt8] = []
    func flush() { if !word.isEmpty { result.append(singular(word)); word.removeAll() } }
    for b in text.utf8 {
      if b.isASCIILetter || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) { word.append(b | (b.isASCIILetter ? 0x20 : 0)) } else { flush() }
    }
    flush()
    return result
  }

  static func singular(_ w: [UInt8]) -> [UInt8] {
    let s = UInt8(ascii: "s")
    guard w.count > 3, w.last == s, w[w.count - 2] != s else { return w }
    if w.suffix(3).elementsEqual("ies".utf8) { return Array(w.dropLast(3)) + [UInt8(ascii: "y")] }
    if w.suffix(2).elementsEqual("es".utf8), let c = w.dropLast(2).last,
       [UInt8(ascii: "x"), UInt8(ascii: "s"), UInt8(ascii: "z"), UInt8(ascii: "h")].contains(c) { return Array(w.dropLast(2)) }
    return Array(w.dropLast())
  }

  static func compact(_ text: String) -> [Unicode.Scalar] { text.unicodeScalars.filter { $0 != " " && $0 != "\u{A0}" } }
}

extension String {
  fileprivate func trimmingCharacters(in set: String) -> String {
    let drop = Set(set.unicodeScalars)
    var s = unicodeScalars[...]
    while let f = s.first, drop.contains(f) { s = s.dropFirst() }
    while let l = s.last, drop.contains(l) { s = s.dropLast() }
    return String(String.UnicodeScalarView(s))
  }
}
