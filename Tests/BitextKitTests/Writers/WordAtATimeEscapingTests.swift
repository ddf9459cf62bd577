@testable import BitextKit
import Testing

/// The escapers skip clean text eight bytes at a time; these compare them with a byte-by-byte
/// reference on random strings built from the characters that matter, at every alignment, so a
/// special character in any position of a word (or in the tail) is seen.
@Suite struct WordAtATimeEscapingTests {
  private static let pieces = ["a", " ", "툴", "&", "<", ">", "\"", "'", ",", "\t", "\n", "\r", "\u{1}", "\u{7F}",
                               "\u{FFFE}", "\u{FFFF}", "\u{FEFF}", "é", "😀"]

  private func randomText(_ generator: inout SplitMix64, length: Int) -> String {
    (0..<length).map { _ in Self.pieces[generator.below(Self.pieces.count)] }.joined()
  }

  private func referenceXML(_ text: String, attribute: Bool) -> (String, Int) {
    var out = "", removed = 0
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"" where attribute: out += "&quot;"
      case "'" where attribute: out += "&apos;"
      case "\r": out += "&#13;"
      case "\t" where attribute: out += "&#9;"
      case "\n" where attribute: out += "&#10;"
      case "\t", "\n": out.unicodeScalars.append(scalar)
      case "\u{0}"..."\u{1F}", "\u{FFFE}", "\u{FFFF}": removed += 1
      default: out.unicodeScalars.append(scalar)
      }
    }
    return (out, removed)
  }

  @Test(arguments: 0..<24)
  func xmlMatchesReference(length: Int) {
    var generator = SplitMix64(seed: UInt64(length) &* 7919 &+ 1)
    for _ in 0..<40 {
      let text = randomText(&generator, length: length)
      let (expectedText, expectedRemoved) = referenceXML(text, attribute: false)
      #expect(XMLEscaping.escapedText(text) == (expectedText, expectedRemoved), "\(Array(text.unicodeScalars))")
      let (expectedAttribute, removedInAttribute) = referenceXML(text, attribute: true)
      #expect(XMLEscaping.escapedAttribute(text) == (expectedAttribute, removedInAttribute))
    }
  }

  @Test(arguments: 0..<24)
  func csvQuotesAndXMLCountsMatchReference(length: Int) {
    var generator = SplitMix64(seed: UInt64(length) &* 104_729 &+ 3)
    for _ in 0..<40 {
      let text = randomText(&generator, length: length)
      let needsQuotes = text.unicodeScalars.contains { $0 == "," || $0 == "\"" || $0 == "\r" || $0 == "\n" }
      var utf8 = text
      #expect(utf8.withUTF8 { CSVEscaping.needsQuotes(UnsafeRawBufferPointer($0)) } == needsQuotes)
      var escaped: [UInt8] = []
      #expect(try! XMLEscaping.appendText(text, to: &escaped) == referenceXML(text, attribute: false).1)
      // Repeated past 2000 bytes (a Hangul syllable is three): counted as Unicode scalars.
      let long = String(repeating: text + "가", count: 100 + length * 10)
      #expect(TMXWriter<[UInt8]>.exceedsSegmentLimit(long) == (long.unicodeScalars.count > 2000))
      #expect(TMXWriter<[UInt8]>.hasVisibleText(text) == text.unicodeScalars.contains { $0.value > 0x20 && $0.value != 0x7F })
    }
  }
}
