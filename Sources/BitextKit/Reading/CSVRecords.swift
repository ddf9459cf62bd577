/// RFC 4180 records over lines: a quoted field may hold commas, doubled quotes and line breaks
/// (the record then spans lines and is numbered by its first).
struct CSVRecords {
  private(set) var rows: [(line: Int, fields: [String])] = []
  private var fields: [String] = []
  private var current = String.UnicodeScalarView()
  private var quoted = false
  private var atFieldStart = true
  private var firstLine = 0

  /// The first line of a record whose quote is still open at the end.
  var unclosedLine: Int? { quoted ? firstLine : nil }

  mutating func add(_ line: String, number: Int) {
    if quoted { current.append("\n") } else { firstLine = number }
    var scalars = line.unicodeScalars.makeIterator()
    while let c = scalars.next() {
      if quoted {
        if c == "\"" {
          var lookahead = scalars
          if lookahead.next() == "\"" { current.append("\""); scalars = lookahead } else { quoted = false }
        } else {
          current.append(c)
        }
      } else if c == "\"" && atFieldStart {
        quoted = true
        atFieldStart = false
      } else if c == "," {
        fields.append(String(current)); current = String.UnicodeScalarView(); atFieldStart = true
      } else {
        current.append(c); atFieldStart = false
      }
    }
    guard !quoted else { return }
    fields.append(String(current))
    rows.append((firstLine, fields))
    fields = []
    current = String.UnicodeScalarView()
    atFieldStart = true
  }
}
