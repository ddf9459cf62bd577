/// A reviewer's decisions on pairs (`--review FILE`): a CSV file with at least the columns
/// `en`, `ko` and `decision` (`accept` or `reject`, any case; rows with an empty decision are
/// skipped; other columns are ignored, so `alignment.csv` with a `decision` column added in a
/// spreadsheet works). A cell the CSV writer protected with a leading `'` (text starting with
/// `=`, `+`, `-`, `@`) is read without it.
///
/// Decisions match pairs by content, not by place: the English and the Korean compared ignoring
/// case and spacing (`SameText.key`), so a decision survives edits elsewhere in the documents and
/// is lost only when its own text changes.
public struct ReviewDecisions: Sendable, Equatable {
  public enum Verdict: String, Sendable, Equatable {
    case accept
    case reject
  }

  public struct Decision: Sendable, Equatable {
    public var english: String
    public var korean: String
    public var verdict: Verdict
    /// 1-based line of the row in the review file, for the report.
    public var line: Int

    var key: Key { Key(english: SameText.key(english), korean: SameText.key(korean)) }
  }

  struct Key: Hashable {
    var english: [UInt8]
    var korean: [UInt8]
  }

  /// A review file that cannot be used, with the file and line to fix.
  public struct Problem: Error, Equatable, CustomStringConvertible {
    public var path: String
    public var line: Int?
    public var reason: String
    public var description: String { "\(path)\(line.map { ":\($0)" } ?? ""): \(reason)" }
  }

  public var path: String
  public var decisions: [Decision]

  public init(path: String = "", decisions: [Decision]) {
    self.path = path
    self.decisions = decisions
  }

  /// Reads `path`; throws the first problem (no `en`/`ko`/`decision` column, a row with too
  /// few cells, a decision other than accept/reject, an unclosed quote, invalid UTF-8).
  public init(path: String) throws(Problem) {
    var reader: LineReader
    do { reader = try LineReader(path: path) } catch { throw Problem(path: path, line: nil, reason: "cannot be read (\(error))") }
    var records = CSVRecords()
    while let line = reader.next() {
      guard line.isValidUTF8 else { throw Problem(path: path, line: line.number, reason: "is not valid UTF-8") }
      records.add(line.text, number: line.number)
    }
    if let open = records.unclosedLine { throw Problem(path: path, line: open, reason: "a quoted field is not closed") }
    try self.init(path: path, records: records.rows)
  }

  init(path: String, records: [(line: Int, fields: [String])]) throws(Problem) {
    guard let header = records.first else { throw Problem(path: path, line: nil, reason: "is empty (expected a header row with en,ko,decision)") }
    let names = header.fields.map { $0.trimmed.lowercased().drop { $0 == "\u{FEFF}" } }.map(String.init)
    let columns = ["en", "ko", "decision"].map { names.firstIndex(of: $0) }
    guard let en = columns[0], let ko = columns[1], let decision = columns[2] else {
      let absent = ["en", "ko", "decision"].enumerated().filter { columns[$0.offset] == nil }.map(\.element)
      throw Problem(path: path, line: header.line, reason: "the header has no column \(absent.map { "'\($0)'" }.joined(separator: ", ")) "
        + "(expected at least en,ko,decision)")
    }
    var decisions: [Decision] = []
    for record in records.dropFirst() {
      if record.fields.allSatisfy({ $0.trimmed.isEmpty }) { continue }
      let needed = max(en, ko, decision) + 1
      guard record.fields.count >= needed else {
        throw Problem(path: path, line: record.line, reason: "expected at least \(needed) columns, found \(record.fields.count)")
      }
      let word = record.fields[decision].trimmed.lowercased()
      if word.isEmpty { continue }
      guard let verdict = Verdict(rawValue: word) ?? Verdict(rawValue: String(word.dropLast(2))) else {
        throw Problem(path: path, line: record.line, reason: "decision '\(record.fields[decision].trimmed)' is neither accept nor reject")
      }
      let english = Self.unprotected(record.fields[en]).trimmed, korean = Self.unprotected(record.fields[ko]).trimmed
      guard !english.isEmpty, !korean.isEmpty else {
        throw Problem(path: path, line: record.line, reason: "a decision needs both the English and the Korean")
      }
      decisions.append(Decision(english: english, korean: korean, verdict: verdict, line: record.line))
    }
    self.path = path
    self.decisions = decisions
  }

  /// The text without the `'` the CSV writer puts before a cell a spreadsheet would run.
  static func unprotected(_ cell: String) -> String {
    guard cell.hasPrefix("'"), let next = cell.dropFirst().first, "=+-@\t\r".contains(next) else { return cell }
    return String(cell.dropFirst())
  }

  var accepted: [Key: Decision] { table(.accept) }
  var rejected: [Key: Decision] { table(.reject) }

  private func table(_ verdict: Verdict) -> [Key: Decision] {
    Dictionary(decisions.filter { $0.verdict == verdict }.map { ($0.key, $0) }, uniquingKeysWith: { _, last in last })
  }
}

extension String {
  fileprivate var trimmed: String {
    var s = unicodeScalars[...]
    while let f = s.first, f == " " || f == "\t" { s = s.dropFirst() }
    while let l = s.last, l == " " || l == "\t" { s = s.dropLast() }
    return String(String.UnicodeScalarView(s))
  }
}
