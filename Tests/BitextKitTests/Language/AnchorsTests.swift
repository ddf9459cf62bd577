import Testing
@testable import BitextKit

@Suite("Anchors")
struct AnchorsTests {
  @Test("numbers are normalized alike in both languages", arguments: [
    ("a hit region of at least 44x44 pt — in visionOS, 60x60 pt", ["44x44", "60x60"]),
    ("적어도 44 × 44 포인트의 공간", ["44x44"]),
    ("corners use a 60-pt continuous curve; radius = 60 pt - padding", ["60", "60"]),
    ("60포인트 연속 곡선과 60pt", ["60", "60"]),
    ("about 1,000 items at 1.5 scale", ["1000", "1.5"]),
    ("2023/10/16 and 2023-09-26 and 2023.12.22", ["2023/10/16", "2023/9/26", "2023/12/22"]),
    ("Provide @2x and @3x images", ["@2x", "@3x"]),
    ("약 15자 이상", ["15"]),
    ("the 2nd item, 50% opacity", ["2", "50"]),
    ("dates 2023.01.05, 007/08, 0,001.50 and 12-05 at 1.05x or 4x3x2", ["2023/01/05", "7/8", "1.50", "12", "5", "1.05", "4x3x2"]),
  ])
  func numbers(text: String, expected: [String]) {
    #expect(Anchors(text).numbers == expected)
  }

  @Test("digits inside identifiers are not numbers")
  func digitsInWords() {
    let anchors = Anchors("Use UTF8 and H264 encoders")
    #expect(anchors.numbers.isEmpty)
    #expect(anchors.terms.filter(\.isStrongName).map(anchors.text(of:)) == ["UTF8", "H264"])
  }

  @Test("versions tie a name to its number, which stays a number")
  func versions() {
    let anchors = Anchors("In watchOS 10, buttons are larger. iPadOS 16 and macOS 11 differ.")
    #expect(anchors.versions == ["watchOS 10", "iPadOS 16", "macOS 11"])
    #expect(anchors.numbers == ["10", "16", "11"])
  }

  @Test("names by shape are strong; sentence-initial capitals are not names")
  func termShapes() {
    let anchors = Anchors("Note In macOS and visionOS, see UIBarButtonSystemItemFixedSpace or square.and.arrow.up. Buttons help.")
    let strong = anchors.terms.filter(\.isStrongName).map(anchors.text(of:))
    #expect(strong == ["macOS", "visionOS", "UIBarButtonSystemItemFixedSpace", "square.and.arrow.up"])
    let buttons = anchors.terms.first { anchors.text(of: $0) == "Buttons" }
    #expect(buttons?.isSentenceInitial == true)
    #expect(buttons?.isNameCandidate == false)
    #expect(!anchors.terms.contains { anchors.text(of: $0) == "e.g" && $0.isStrongName })
  }

  @Test("possessives and contractions stay one word")
  func possessives() {
    let anchors = Anchors("A button’s role doesn’t change the app's tint.")
    #expect(anchors.terms.map(anchors.text(of:)) == ["A", "button", "role", "doesn’t", "change", "the", "app", "tint"])
  }

  @Test("consecutive name words form one name")
  func names() {
    let anchors = Anchors("people expect it while wearing Apple Vision Pro; use SF Symbols in Keynote.")
    #expect(anchors.names == ["Apple Vision Pro", "SF Symbols", "Keynote"])
  }

  @Test("Latin tokens inside Korean text, and Hangul words")
  func latinInKorean() {
    let anchors = Anchors("macOS와 tvOS에서는 'square.and.arrow.up' 기호를 사용합니다.")
    #expect(anchors.terms.map(anchors.text(of:)) == ["macOS", "tvOS", "square.and.arrow.up"])
    #expect(anchors.hangulWords == ["와", "에서는", "기호를", "사용합니다"])
  }

  @Test("numbers spelled as words", arguments: [
    ("toolbars with three or fewer buttons", ["3"]),
    ("the second-level screens", ["2"]),
    ("세개 이하의 버튼", ["3"]),
    ("두 줄 이상의 텍스트", ["2"]),
    ("두 번째 레벨 화면", ["2"]),
    ("하나 또는 두 개로 구성하세요", ["1", "2"]),
    ("세로로 나열하고 네비게이션 바의 둘레를", []),
    ("열하나를 고르고 열한 가지를 보세요", ["11", "11"]),
    ("한국어 다음 하세요 일부 아래", []),
    ("둘째로 셋은 천 개", ["2", "3", "1000"]),
    ("열둘을 스물에서 첫째까지 넷이", ["12", "20", "1", "4"]),
    ("석 달 넉 장 열 개", ["3", "4", "10"]),
    ("하나 둘 셋", ["1", "2", "3"]),
    ("하는 한다 다른 두께 세상 열쇠 석", []),
  ])
  func numberWords(text: String, expected: [String]) {
    #expect(Anchors(text).numberWords == expected)
  }

  /// Hangul is counted and cut into words the same way whatever its form: precomposed
  /// syllables (read on a fast path, runs after one space each read together), conjoining and
  /// compatibility jamo, beside other scripts; a scanner that keeps the runs' ranges instead of
  /// their words keeps the same runs and the same number words.
  @Test func hangulRunsMatchTheScalars() {
    let pieces = ["가", "힣", "한", "두", "\u{1112}\u{1161}\u{11AB}", "ㄱ", "\u{D7A4}", "\u{A000}", "\u{D7B0}", "é", "中", " ", "a", "1", ".", "하나",
                  " ", "’", "😀", "\u{A0}", "셋", "Ab"]
    var generator = SplitMix64(seed: 14)
    for length in 1..<12 {
      for _ in 0..<80 {
        let text = (0..<length).map { _ in pieces[generator.below(pieces.count)] }.joined()
        var runs: [String] = [], run = "", count = 0
        for scalar in text.unicodeScalars {
          if AnchorScanner.isHangul(scalar.value) { run.unicodeScalars.append(scalar); count += 1 }
          else if !run.isEmpty { runs.append(run); run = "" }
        }
        if !run.isEmpty { runs.append(run) }
        let anchors = Anchors(text)
        #expect(anchors.hangulCount == count, "\(text)")
        #expect(anchors.hangulWords == runs, "\(text)")
        var scanner = AnchorScanner(keepsHangulWords: false, keepsNames: false, keepsKeys: true)
        var bytes = text
        let words = bytes.withUTF8 { buffer in
          scanner.scan(buffer)
          return scanner.hangulWordRanges.map { String(decoding: buffer[Int($0.lowerBound)..<Int($0.upperBound)], as: UTF8.self) }
        }
        #expect(words == runs, "\(text)")
        #expect(scanner.anchors.hangulCount == count, "\(text)")
        #expect(scanner.anchors.numberWords == anchors.numberWords, "\(text)")
      }
    }
  }

  /// The quick rejection of Hangul runs (a bit per syllable) admits exactly the first
  /// syllables of the native and Sino-Korean numerals, and nothing that is not a syllable.
  @Test func numeralLeadsAreTheFirstSyllablesOfTheNumerals() {
    let leads = Set("한두세석네넉다여일아열스첫하둘셋넷삼육칠십백천".unicodeScalars.map(\.value))
    for v in UInt32(0xAC00)...0xD7A3 {
      var word = String(Character(Unicode.Scalar(v)!)) + "나"
      let admitted = word.withUTF8 { NumberWords.mayStartNumeral($0) }
      #expect(admitted == leads.contains(v), "U+\(String(v, radix: 16))")
    }
    for other in ["\u{1112}\u{1161}\u{11AB}", "ㅎ", "é", "中", "ab", "하"] {
      var word = other
      #expect(word.withUTF8 { NumberWords.mayStartNumeral($0) } == (other == "하"), "\(other)")
    }
  }

  @Test("termBound counts about the terms read, in text never fewer", arguments: [
    "Use UTF8 and H264 encoders, don’t skip the pop-up; square.and.arrow.up at 44x44 pt (60pt) in visionOS 2.",
    "버튼(Button)은 Keynote에서 SF Symbols를 쓰고 iPadOS 16에서는 macOS의 API's 3개를 씁니다.",
    "e.g. a Toolbar's buttons — 12px, 2nd, @2x, isBordered_x and UIKit’s AutoFill",
    "", "a", "9 ab9 9ab",
  ])
  func termBound(text: String) {
    var bytes = text
    let bound = bytes.withUTF8 { AnchorScanner.termBound($0) }
    let terms = Anchors(text).terms.count
    #expect(bound >= terms && bound <= terms + 6)
  }

  /// A scanner reset after a text is a new scanner: every stored property (read through a
  /// mirror, so that one added later and not reset fails here) equals a new one's, and the next
  /// text's anchors and keys are a new scanner's.
  @Test("a reset scanner is a new scanner", arguments: [false, true])
  func resetScanner(keepsKeys: Bool) {
    let first = "Apple Vision Pro 2 runs visionOS 2.1 with Suspense-enabled apps — three 60-pt buttons, 세 번째 44 × 44 포인트 UIKit의 버튼을 사용하세요. iPadOS 16"
    let second = "둘째, SF Symbols를 사용하세요. Use the API at 1,000 items."
    func fresh() -> AnchorScanner { AnchorScanner(keepsKeys: keepsKeys) }
    func state(_ scanner: AnchorScanner) -> [String] {
      Mirror(reflecting: scanner).children.map { "\($0.label ?? "?")=\(String(describing: $0.value))" }
    }
    func scan(_ scanner: inout AnchorScanner, _ text: String) {
      var text = text
      text.withUTF8 { scanner.scan($0) }
    }
    var reused = fresh()
    scan(&reused, first)
    #expect(state(reused) != state(fresh()))
    reused.reset()
    #expect(state(reused) == state(fresh()))
    var new = fresh()
    scan(&reused, second)
    scan(&new, second)
    #expect(reused.anchors == new.anchors)
    #expect(reused.keys.map(\.text) == new.keys.map(\.text))
  }
}
