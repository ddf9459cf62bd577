/// A file name as it may be printed or written: C0 controls, DEL and C1 controls (U+0080–U+009F,
/// NEXT LINE among them) shown as `\n`, `\r`, `\t` or `\u{1B}`. A name may hold any byte but
/// `/` and NUL; printed raw, a newline would split a finding over two lines and an escape
/// sequence would drive the terminal, and in the CSV, TMX or reports it would be a control
/// character no output may hold. Backslashes are kept, so escaping twice changes nothing.
public enum PrintableName {
  public static func escaped(_ text: String) -> String {
    guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 }) else { return text }
    var out = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\n": out.append(contentsOf: "\\n".unicodeScalars)
      case "\r": out.append(contentsOf: "\\r".unicodeScalars)
      case "\t": out.append(contentsOf: "\\t".unicodeScalars)
      case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value):
        out.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
      default: out.append(scalar)
      }
    }
    return String(out)
  }
}
