/// Makes input text safe inside a markdown report: one line, no markup of its own, no HTML,
/// and still readable as plain text. Markdown viewers render inline HTML, so a `<` that could
/// open a tag (`<script>`, `</li>`, `<!--`) is backslash-escaped, and so is a `&` that could
/// start a character reference (`&amp;`, `&#60;`); a lone `<`, `>` or `&&` is shown as it is.
/// Markdown punctuation is backslash-escaped so a `|` cannot break a table and a `*` cannot
/// start emphasis. Control characters (C0, DEL, C1) are dropped: a report line must not drive
/// a terminal.
public enum MarkdownEscaping {
  public static func inline(_ text: String, limit: Int = 200) -> String {
    var out = ""
    out.reserveCapacity(min(text.utf8.count, limit * 4) + 16)
    var count = 0
    let scalars = Array(text.unicodeScalars.prefix(limit + 1))
    for (index, scalar) in scalars.enumerated() {
      if count == limit { out += "…"; break }
      count += 1
      let next = index + 1 < scalars.count ? scalars[index + 1] : " "
      switch scalar {
      case "<" where next.properties.isAlphabetic || "/!?".unicodeScalars.contains(next): out += "\\<"
      case "&" where next == "#" || (next.isASCII && next.properties.isAlphabetic && startsReference(scalars, at: index + 1)):
        out += "\\&"
      case "\\", "|", "*", "_", "`", "[", "]", "#", "~": out += "\\"; out.unicodeScalars.append(scalar)
      case "\n", "\r", "\t": out += " "
      default:
        if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) { continue }  // C0, DEL, C1
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// Letters then `;` from `start`: the rest of a named character reference.
  private static func startsReference(_ scalars: [Unicode.Scalar], at start: Int) -> Bool {
    var i = start
    while i < scalars.count, i - start < 32, scalars[i].isASCII, scalars[i].properties.isAlphabetic || ("0"..."9").contains(scalars[i]) { i += 1 }
    return i < scalars.count && scalars[i] == ";"
  }
}
