import Testing
@testable import BitextKit

/// `SameText.equal` walks both texts without building keys; it must agree with comparing the
/// keys (ASCII case and white space ignored) on any pair.
@Suite struct SameTextTests {
  static let pieces = ["a", "A", "z", "Z", " ", "\t", "\n", "\r", "  ", ".", "1", "한", "글", "É", "é", "@", "[", "`", "{"]

  @Test func equalMatchesTheKeys() {
    var generator = SplitMix64(seed: 20261123)
    for length in 0..<14 {
      for _ in 0..<200 {
        let a = (0..<length).map { _ in Self.pieces[generator.below(Self.pieces.count)] }.joined()
        // A variant of `a` (case and spacing changed) half the time, another text otherwise.
        let b = generator.below(2) == 0
          ? String(a.map { $0 == " " ? "\t" : Character($0.uppercased()) }) + (generator.below(2) == 0 ? " " : "")
          : (0..<length).map { _ in Self.pieces[generator.below(Self.pieces.count)] }.joined()
        // `sameKey` and `keyHash` (the TMX selection's grouping) read the same keys, whatever the lengths.
        #expect(SameText.sameKey(a, b) == (SameText.key(a) == SameText.key(b)))
        if SameText.key(a) == SameText.key(b) { #expect(SameText.keyHash(a) == SameText.keyHash(b)) }
        #expect(SameText.keyHash(a).count == SameText.key(a).count)
        // `HashedText` (the duplicate check's and the TMX selection's table key) equal as the keys are.
        #expect((SameText.HashedText(a) == SameText.HashedText(b)) == (SameText.key(a) == SameText.key(b)))
        #expect(SameText.equal(a, b) == (SameText.key(a) == SameText.key(b) && abs(a.utf8.count - b.utf8.count) <= max(a.utf8.count, b.utf8.count) / 8 + 2),
                "\(a.debugDescription) \(b.debugDescription)")
      }
    }
    #expect(SameText.equal("Use  a Toolbar.", "use a toolbar."))
    #expect(SameText.sameKey("Use   a  Toolbar .", "usea toolbar."))
    #expect(SameText.keyHash("Use   a  Toolbar .") == SameText.keyHash("usea toolbar."))
    #expect(!SameText.equal("Use a toolbar.", "Use a toolbar!"))
    #expect(!SameText.equal("Save the file.", "파일을 저장합니다."))
  }
}
