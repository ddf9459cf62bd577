import Testing
@testable import BitextKit

/// `SameText.equal` walks both texts without building keys; it must agree with comparing the
/// keys (ASCII case and white space ignored) on any pair.
@Suite struct SameTextTests {
  /// With control bytes that are no white space (`\u{0B}`, `\u{1F}`): bytes of the key that
  /// `keyHash`'s word-at-a-time run test stops at all the same.
  static let pieces = ["a", "A", "z", "Z", " ", "\t", "\n", "\r", "  ", ".", "1", "한", "글", "É", "é", "@", "[", "`", "{",
                       "\u{0B}", "\u{1F}", "Toolbar", "ITEMS"]

  @Test func equalMatchesTheKeys() {
    var generator = SplitMix64(seed: 20261123)
    for length in 0..<20 {
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

  /// Different keys hash apart (the tables group by the hash first): every distinct key of a
  /// few thousand texts, short and long, has a hash of its own.
  @Test func distinctKeysHashApart() {
    var generator = SplitMix64(seed: 20261128)
    var keyOfHash: [UInt64: [UInt8]] = [:]
    for _ in 0..<4_000 {
      let text = (0..<(1 + generator.below(40))).map { _ in Self.pieces[generator.below(Self.pieces.count)] }.joined()
      let key = SameText.key(text), hash = SameText.keyHash(text).hash
      if let earlier = keyOfHash[hash] { #expect(earlier == key, "\(text.debugDescription)") }
      keyOfHash[hash] = key
    }
    #expect(SameText.keyHash("toolbar item").hash != SameText.keyHash("toolbar items").hash)
    #expect(SameText.keyHash("abcdefgh").hash != SameText.keyHash("abcdefghi").hash)
  }
}
