import Testing
@testable import BitextKit

@Suite struct UTF8ValidationTests {
  private static func isValid(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBytes { UTF8Validation.isValid($0) }
  }

  @Test("Well-formed sequences are valid", arguments: [
    [0xC2, 0xA0],              // NBSP, common in copied web text
    [0xED, 0x88, 0xB4],        // 툴
    [0xE0, 0xA0, 0x80],        // U+0800, smallest 3-byte form
    [0xED, 0x9F, 0xBF],        // U+D7FF, just below the surrogates
    [0xEF, 0xBB, 0xBF],        // U+FEFF inside a line
    [0xF0, 0x9F, 0x98, 0x80],  // 😀
    [0xF4, 0x8F, 0xBF, 0xBF],  // U+10FFFF
  ] as [[UInt8]])
  func wellFormed(sequence: [UInt8]) {
    let line = Array("A button 버튼".utf8) + sequence + Array(" ok".utf8)
    #expect(Self.isValid(line))
  }

  @Test("Ill-formed sequences are rejected", arguments: [
    [0xE1, 0x84],              // truncated
    [0xE1, 0x84, 0x20],        // truncated before a space
    [0x80],                    // lone continuation byte
    [0xBF, 0xBF],              // two lone continuations
    [0xC0, 0xAF],              // overlong '/'
    [0xC1, 0xBF],              // overlong
    [0xE0, 0x80, 0xAF],        // overlong 3-byte
    [0xF0, 0x80, 0x80, 0xAF],  // overlong 4-byte
    [0xED, 0xA0, 0x80],        // surrogate U+D800
    [0xED, 0xBF, 0xBF],        // surrogate U+DFFF
    [0xF4, 0x90, 0x80, 0x80],  // past U+10FFFF
    [0xF5, 0x80, 0x80, 0x80],  // lead byte never used
    [0xFF],
    [0xFE],
  ] as [[UInt8]])
  func illFormed(sequence: [UInt8]) {
    // Placed after 17 ASCII bytes so the eight-byte fast path runs first.
    #expect(!Self.isValid(Array("Buttons and bars ".utf8) + sequence + Array("끝".utf8)))
    #expect(!Self.isValid(sequence))
  }

  @Test("scan: validity as isValid; no controls reported only where ControlBytes counts none", arguments: [0, 1, 7, 8, 9, 17, 40])
  func scanAgreesWithSeparatePasses(length: Int) {
    let pieces: [[UInt8]] = [[0x41], [0x20], [0x09], [0x00], [0x1F], [0x7F], [0xC2, 0x85], [0xC2, 0xA0], [0xEB, 0xB2, 0x84],
                             [0xED, 0xA0, 0x80], [0x80], Array("toolbar ".utf8)]
    var generator = SplitMix64(seed: UInt64(length) + 7)
    for _ in 0..<300 {
      let bytes = (0..<length).flatMap { _ in pieces[generator.below(pieces.count)] }
      let scan = bytes.withUnsafeBytes { UTF8Validation.scan($0) }
      #expect(scan.isValid == (String(validating: bytes, as: UTF8.self) != nil))
      if !scan.mayHaveControls { #expect(scan.isValid && ControlBytes.count(in: bytes) == 0) }
    }
  }

  @Test func scanOfCleanTextHasNoControls() {
    for text in ["", "Toolbars 툴바", "A button\u{A0}버튼 — 🙂 ok", String(repeating: "clean ascii words ", count: 5)] {
      let scan = Array(text.utf8).withUnsafeBytes { UTF8Validation.scan($0) }
      #expect(scan.isValid && !scan.mayHaveControls, "\(text)")
    }
    for text in ["tab\there", "bell\u{7}", "del\u{7F}", "next\u{85}line", String(repeating: "words ", count: 4) + "\u{1}"] {
      #expect(Array(text.utf8).withUnsafeBytes { UTF8Validation.scan($0) }.mayHaveControls, "\(text)")
    }
  }

  @Test("Inside a run of Hangul and spaces (read four bytes at a time), each form's range rule still holds")
  func rulesInsideAHangulRun() {
    let run = Array("툴바 버튼 ".utf8)
    for (form, valid) in [([0xED, 0x9F, 0xBF], true), ([0xED, 0xA0, 0x80], false), ([0xE0, 0xA0, 0x80], true),
                          ([0xE0, 0x9F, 0xBF], false), ([0xEA, 0xB0, 0x80], true), ([0xEA, 0xB0], false),
                          ([0xEA, 0x30, 0x80], false)] as [([UInt8], Bool)] {
      for tail in [[], run] {
        let bytes = run + form + tail
        #expect(Self.isValid(bytes) == valid, "\(form) \(tail.count)")
        #expect(Self.isValid(bytes) == (String(validating: bytes, as: UTF8.self) != nil))
      }
    }
  }

  /// Runs of three-byte forms and spaces are read from eight-byte loads (two forms, a form and a
  /// space, a space and a form): random runs with every range rule's edge at every offset agree
  /// with the standard library's validation.
  @Test func runsOfThreeByteFormsAgreeWithTheStandardLibrary() {
    let pieces: [[UInt8]] = [
      [0xEB, 0xB2, 0x84], [0xEA, 0xB0, 0x80], [0xED, 0x9F, 0xBF], [0xE0, 0xA0, 0x80], [0xEF, 0xBB, 0xBF],  // valid
      [0xE0, 0x9F, 0xBF], [0xED, 0xA0, 0x80], [0xEA, 0x30, 0x80], [0xEA, 0xB0, 0xC0], [0xEA, 0xB0],  // ill-formed
      [0x20], [0x20], [0x61], [0xC2, 0xA0], [0xF0, 0x9F, 0x98, 0x80], [0x80],
    ]
    var generator = SplitMix64(seed: 20261128)
    for _ in 0..<3_000 {
      let bytes = (0..<(1 + generator.below(14))).flatMap { _ in
        // Mostly valid forms and spaces, as Korean text is: the fast path runs long.
        generator.below(4) == 0 ? pieces[generator.below(pieces.count)] : pieces[generator.below(2) == 0 ? generator.below(5) : 10]
      }
      let scan = bytes.withUnsafeBytes { UTF8Validation.scan($0) }
      #expect(scan.isValid == (String(validating: bytes, as: UTF8.self) != nil), "\(bytes)")
    }
  }

  @Test func truncatedAtEnd() {
    #expect(!Self.isValid(Array("툴바".utf8).dropLast()))
  }

  @Test func incompleteTailLength() {
    let bytes = Array("ab툴".utf8)  // a b ED 88 B4
    bytes.withUnsafeBytes { buffer in
      #expect(UTF8Validation.lengthWithoutIncompleteTail(buffer, count: 5) == 5)
      #expect(UTF8Validation.lengthWithoutIncompleteTail(buffer, count: 4) == 2)
      #expect(UTF8Validation.lengthWithoutIncompleteTail(buffer, count: 3) == 2)
      #expect(UTF8Validation.lengthWithoutIncompleteTail(buffer, count: 2) == 2)
    }
  }
}
