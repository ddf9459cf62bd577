import Testing
@testable import BitextKit

@Suite("ShortWord")
struct ShortWordTests {
  /// Words of every length the scanner meets, with capitals, digits, plurals and joiners.
  private static let words = ["a", "Ok", "IDs", "APIs", "ids", "bus", "Toolbars", "toolbar", "macOS", "iPadOS",
                              "H264", "pop-up", "square.and", "AutoFillButtons", "safe_area_insets", "ABCDEFGHIJKLMNO",
                              "abcdefghijklmnop", "doesn’t", "Xs", "buttons", "ZZZZZZZS"]

  @Test("holds on this standard library: strings made from the two integers are the strings it makes")
  func layout() {
    #expect(ShortWord.layoutHolds)
  }

  @Test("string, key and hash are those made from the bytes, read wide or byte by byte")
  func sameAsBytes() {
    for word in Self.words {
      // The word inside a longer text, so that it may be read sixteen bytes at a time.
      let text = Array((word + " and some text after it").utf8)
      text.withUnsafeBufferPointer { buffer in
        let bytes = UnsafeBufferPointer(rebasing: buffer[..<word.utf8.count])
        let expected = UnitProfile.key(of: bytes, hashing: true, hasUpper: nil)
        for wide in [true, false] {
          guard let short = ShortWord(bytes, wide: wide) else {
            #expect(word.utf8.count > 15 || word.utf8.contains { $0 >= 0x80 }, "\(word)")
            continue
          }
          #expect(short.string == word)
          #expect(short.hash == TermKey.hash(bytes))
          let key = UnitProfile.key(of: short)
          #expect(key.text == expected.text, "\(word)")
          #expect(key.bytesHash == expected.bytesHash, "\(word)")
          #expect(key.text.utf8.count == expected.text.utf8.count)
        }
      }
    }
  }

  @Test("every ASCII byte keeps its value and only capitals are lowered")
  func everyByte() {
    for value in UInt8(1)...UInt8(127) {
      let bytes: [UInt8] = [value, value, UInt8(ascii: "x")]
      bytes.withUnsafeBufferPointer { buffer in
        let short = ShortWord(buffer, wide: false)!
        #expect(Array(short.string.utf8) == bytes)
        let lowered = Array(short.lowercased().string.utf8)
        #expect(lowered == bytes.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 })
      }
    }
  }
}
