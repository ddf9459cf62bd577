/// Makes input text safe inside a markdown report: one line, no markup of its own, no HTML.
/// Markdown viewers render inline HTML, so `<`, `>` and `&` become entities (a document
/// holding `<script>` must not run in a report); markdown punctuation is backslash-escaped so
/// a `|` cannot break a table and a `*` cannot start emphasis.
/// Control characters (C0, DEL, C1) are dropped: a report line must not drive a terminal.
public enum MarkdownEscaping {
  public static func inline(_ text: String, limit: Int = 200) -> String {
    var out = ""
    out.reserveCapacity(min(text.utf8.count, limit * 4) + 16)
    var count = 0
    for scalar in text.unicodeScalars {
      if count == limit { out += "…"; break }
      count += 1
      switch scalar {
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "&": out += "&amp;"
      case "\\", "|", "*", "_", "`", "[", "]", "#", "~": out += "\\"; out.unicodeScalars.append(scalar)
      case "\n", "\r", "\t": out += " "
      default:
        if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) { continue }  // C0, DEL, C1
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
