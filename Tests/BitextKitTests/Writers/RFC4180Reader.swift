/// A small, independent CSV reader for checking the writer: RFC 4180 quoting, doubled quotes,
/// CR, LF and CRLF inside quotes kept, CRLF or LF row ends. Strict: a quote inside an unquoted
/// field or text after a closing quote is an error, so sloppy output cannot pass.
enum RFC4180Reader {
  struct Malformed: Error, CustomStringConvertible {
    var description: String
  }

  static func rows(_ bytes: [UInt8]) throws -> [[String]] {
    var rows: [[String]] = []
    var row: [String] = []
    var field: [UInt8] = []
    var index = 0
    var quoted = false
    var fieldStarted = false
    func endField() { row.append(String(decoding: field, as: UTF8.self)); field = []; fieldStarted = false }
    while index < bytes.count {
      let byte = bytes[index]
      if quoted {
        if byte == UInt8(ascii: "\"") {
          if index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\"") {
            field.append(byte); index += 2; continue
          }
          quoted = false
          let next = index + 1 < bytes.count ? bytes[index + 1] : 0x0A
          guard next == UInt8(ascii: ",") || next == 0x0D || next == 0x0A else {
            throw Malformed(description: "text after closing quote at byte \(index)")
          }
        } else {
          field.append(byte)
        }
        index += 1
        continue
      }
      switch byte {
      case UInt8(ascii: "\""):
        guard !fieldStarted && field.isEmpty else { throw Malformed(description: "quote inside unquoted field at byte \(index)") }
        quoted = true; fieldStarted = true
      case UInt8(ascii: ","):
        endField()
      case 0x0D where index + 1 < bytes.count && bytes[index + 1] == 0x0A:
        endField(); rows.append(row); row = []; index += 1
      case 0x0A:
        endField(); rows.append(row); row = []
      case 0x0D:
        throw Malformed(description: "bare CR outside quotes at byte \(index)")
      default:
        field.append(byte); fieldStarted = true
      }
      index += 1
    }
    if quoted { throw Malformed(description: "unterminated quoted field") }
    if fieldStarted || !field.isEmpty || !row.isEmpty { endField(); rows.append(row) }
    return rows
  }
}
