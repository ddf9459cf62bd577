@testable import BitextKit

/// Lines of a test string, split at LF only (tests of CR/CRLF handling belong to the reader).
func textLines(_ text: String) -> [Line] {
  var lines: [Line] = []
  var current: [UInt8] = []
  for byte in text.utf8 {
    if byte == 0x0A {
      lines.append(Line(bytes: current, number: lines.count + 1, terminator: .lineFeed))
      current = []
    } else {
      current.append(byte)
    }
  }
  if !current.isEmpty { lines.append(Line(bytes: current, number: lines.count + 1, terminator: .none)) }
  return lines
}

func parseBlocks(_ text: String, path: String = "doc.md") -> [Block] {
  var parser = BlockParser(path: path)
  var blocks: [Block] = []
  for line in textLines(text) { parser.consume(line, into: &blocks) }
  parser.finish(into: &blocks)
  return blocks
}

extension Block {
  /// `kind first-last "text"`, for readable structural assertions.
  var dump: String {
    let range = location.firstLine == location.lastLine ? "\(location.firstLine)" : "\(location.firstLine)-\(location.lastLine)"
    return "\(kind.rawValue) \(range) \"\(text)\""
  }
}
