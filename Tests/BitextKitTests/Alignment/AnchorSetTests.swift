import Testing
@testable import BitextKit

/// `AnchorSet.keys(of:)` reads with the scanner's alignment mode, which makes no strings for
/// terms, names or Hangul words; it must give exactly the hashes of what the full `Anchors` would.
@Suite struct AnchorSetTests {
  /// The set as it was built from the full anchors.
  static func fromFullAnchors(_ text: String) -> Set<String> {
    let anchors = Anchors(text)
    var set = Set(anchors.numbers)
    set.formUnion(anchors.numberWords)
    for term in anchors.terms where term.isStrongName { set.insert(anchors.key(of: term)) }
    return set
  }

  @Test("alignment mode equals the full anchors", arguments: [
    "In watchOS 10, buttons are larger. iPadOS 16 and macOS 11 differ.",
    "Provide @2x and @3x images at 44 × 44 pt, about 1,000 items at 1.5 scale on 2023-09-26.",
    "Use three or Three-line labels, twice; a second-level SEVENTEEN-item list and the NINTH one.",
    "Use UTF8 and H264 encoders with square.and.arrow.up, the API, OK and UI.",
    "Apple’s Vision Pro don’t shows 60-pt corners; e.g. the PNG's alpha.",
    "두 줄로 표시하고 세 가지 버튼을 하나씩 배치합니다. 둘 다 iOS 17에서 첫 번째 단계입니다.",
    "버튼은 두", "삼 개의 열을 사용하세요 (columns). 한 번 누르면 SF Symbols 5가 열립니다.",
    "활동 표시기(activity indicator)는 UIActivityIndicatorView를 씁니다. 일곱",
  ])
  func sameAsFullAnchors(text: String) {
    #expect(AnchorSet.of(text) == Self.fromFullAnchors(text))
    #expect(AnchorSet.keys(of: text) == AnchorSet.keys(Self.fromFullAnchors(text)))
    #expect(AnchorSet.keys(of: text).count == Self.fromFullAnchors(text).count)
  }

  @Test("number words are read from bytes as from lowercased strings", arguments: [
    ("three", "3"), ("Three", "3"), ("SEVENTEEN", "17"), ("second-level", "2"), ("Two-line", "2"),
    ("seventeenth", nil), ("tenor", nil), ("on", nil), ("one's", nil), ("doubles", nil),
  ] as [(String, String?)])
  func englishNumberWords(word: String, value: String?) {
    var copy = word
    let fromBytes = copy.withUTF8 { NumberWords.english($0) }
    #expect(fromBytes == value)
    #expect(fromBytes == NumberWords.english(Anchors.asciiLowercased(word)))
  }
}
