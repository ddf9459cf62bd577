import Testing
@testable import BitextKit

/// `ScriptScanner.counts` against a plain reference (tokens split at white space; a token that
/// is a path or holds `://` counts nothing; each scalar counted by `Script.of`), on random text
/// built from the pieces that matter, so the byte fast paths cannot drift from the rule.
@Suite struct ScriptScannerTests {
  static let pieces = ["a", "Z", "3", "the", "The", "(", "'", "is", "한", "글", "é", "中", "ア", ":", "/", "//", "://", ".", "..", "-", " ", "\t", "https://x.y", "iOS",
                       "가", "힣", "\u{D7A4}", "\u{A000}", "\u{D7B0}", "\u{3131}", "\u{1100}"]

  static func reference(_ text: String) -> ScriptCounts {
    var counts = ScriptCounts()
    for token in text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }) {
      let t = String(token)
      if t.hasPrefix("/") || t.hasPrefix("./") || t.hasPrefix("..") { continue }
      if t.utf8.count >= 4, t.contains("://") { continue }
      var latin = 0, hangul = 0, other = 0
      for scalar in t.unicodeScalars {
        switch Script.of(scalar.value) {
        case .hangul: hangul += 1
        case .latin: latin += 1
        case .digit: counts.digits += 1
        case .otherLetter: other += 1
        case .other: break
        }
      }
      counts.latin += latin; counts.hangul += hangul; counts.otherLetters += other
      if hangul > 0 { counts.hangulWords += 1 } else if latin >= 1 {
        counts.latinWords += 1
        if latin <= 6, isFunctionWord(t) { counts.functionWords += 1 }
      }
    }
    return counts
  }

  static let functionWords = Set(EnglishFunctionWords.words.split(separator: " ").map(String.init))

  /// Without `(`, `"` or `'` before it and anything but ASCII letters after it, a word of the
  /// list, its first letter in either case.
  static func isFunctionWord(_ token: String) -> Bool {
    var scalars = Substring(token).unicodeScalars[...]
    while let first = scalars.first, "(\"'".unicodeScalars.contains(first) { scalars.removeFirst() }
    while let last = scalars.last, !(last.isASCII && last.properties.isAlphabetic) { scalars.removeLast() }
    guard let first = scalars.first, first.isASCII, first.properties.isAlphabetic,
          scalars.dropFirst().allSatisfy({ ("a"..."z").contains($0) }) else { return false }
    return functionWords.contains(String(String.UnicodeScalarView(scalars)).lowercased())
  }

  @Test func functionWordsAreCountedInEveryCaseOfTheirFirstLetter() {
    #expect(ScriptScanner.counts("The toolbar is at the top, (and) it's \"for\" everyone.").functionWords == 6)
    #expect(ScriptScanner.counts("THE Toolbar IS useState onClick Andrew Clark").functionWords == 0)
    #expect(ScriptScanner.counts("Andrew Clark, Juan Tejada, Lauren Tan, 그리고 Rick Hanlon의 기조연설").functionWords == 0)
  }

  @Test(arguments: 1..<16)
  func countsMatchTheReference(length: Int) {
    var generator = SplitMix64(seed: UInt64(length) &* 31 &+ 7)
    for _ in 0..<60 {
      let text = (0..<length).map { _ in Self.pieces[generator.below(Self.pieces.count)] }.joined()
      #expect(ScriptScanner.counts(text) == Self.reference(text), "\(text)")
      #expect(ScriptScanner.hasHangul(text) == (Self.reference(text).hangul > 0), "\(text)")
      // Counting until a question is answered answers it as the whole count does.
      var bytes = text
      let (latin, function) = bytes.withUTF8 { b in
        (ScriptScanner.counts(b, 0..<b.count, until: { $0.latinWords >= 3 }).latinWords >= 3,
         ScriptScanner.counts(b, 0..<b.count, until: { $0.functionWords >= 1 }).functionWords >= 1)
      }
      #expect(latin == (Self.reference(text).latinWords >= 3) && function == (Self.reference(text).functionWords >= 1), "\(text)")
    }
  }

  /// `countsAndShape` is `counts` and `SegmentShape` in one pass: the same counts always (but
  /// the function words, which it leaves 0), the same shape whenever it gives one, and it gives
  /// one unless a token is a path or URL (which `counts` skips) or the text holds a line break.
  @Test(arguments: 1..<16)
  func countsAndShapeMatchTheirOwnPasses(length: Int) {
    let pieces = Self.pieces + ["\n", "\r", "UIKit", "macOS", "SwiftUI", "2023.", "By ", "다.", "…", "\u{1F600}", "!", "?"]
    var generator = SplitMix64(seed: UInt64(length) &* 17 &+ 3)
    for _ in 0..<60 {
      let text = (0..<length).map { _ in pieces[generator.below(pieces.count)] }.joined()
      var bytes = text
      let (counts, shape) = bytes.withUTF8 { ScriptScanner.countsAndShape($0) }
      let full = ScriptScanner.counts(text)
      var expected = full
      expected.functionWords = 0
      #expect(counts == expected, "\(text)")
      // Left out only where they cannot change the language.
      if !LanguageTagger.needsFunctionWords(counts) {
        #expect(LanguageTagger.language(of: counts) == LanguageTagger.language(of: full), "\(text)")
      }
      // On bytes: `\r\n` is one `Character`, which a split of the `String` would not cut.
      let tokens = Array(text.utf8).split(whereSeparator: { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }).map { String(decoding: $0, as: UTF8.self) }
      let skipsToken = tokens.contains {
        $0.hasPrefix("/") || $0.hasPrefix("./") || $0.hasPrefix("..") || ($0.utf8.count >= 4 && $0.contains("://"))
      }
      let hasBreak = text.utf8.contains { $0 == 0x0A || $0 == 0x0D }
      #expect((shape == nil) == (skipsToken || hasBreak), "\(text)")
      if let shape {
        let own = SegmentShape(text)
        #expect(shape.words == own.words && shape.length == own.length && shape.hasDigit == own.hasDigit, "\(text)")
        #expect(shape.names == own.names && shape.endsSentence == own.endsSentence && shape.startsWithBy == own.startsWithBy, "\(text)")
        #expect(shape.endsWithStop == own.endsWithStop && shape.lastWordIsNumeric == own.lastWordIsNumeric, "\(text)")
      }
    }
  }
}
