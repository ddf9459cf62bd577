import BitextKit

/// The JSON that `check --format json` prints (placeholder shape until the findings.json writer lands).
enum FindingsDocument {
  static func json(_ findings: [Finding]) -> String {
    var out = "{\"version\":1,\"findings\":["
    for (i, f) in findings.enumerated() {
      if i > 0 { out += "," }
      out += "{\"code\":\(quote(f.code.rawValue)),\"severity\":\(quote(f.severity.rawValue)),\"message\":\(quote(f.message))"
      out += ",\"file\":\(f.location.map { quote($0.file) } ?? "null"),\"line\":\(f.location.map { String($0.firstLine) } ?? "null")}"
    }
    return out + "]}\n"
  }

  static func quote(_ s: String) -> String {
    var out = "\""
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029 {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }
}
