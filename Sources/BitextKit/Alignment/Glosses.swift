/// English words a Korean translation keeps in parentheses after the Korean it glosses:
/// `역할(Role)`, `활동 표시기(activity indicator)`. Translators add them where a term matters, so
/// when the English of a paragraph holds the glossed word, that is strong evidence the two
/// belong together. It is evidence *for* a pair only: a gloss says nothing against English
/// that lacks it (one translator glosses, another does not), which is why glosses are not
/// anchors, whose absence on one side costs.
public enum Glosses {
  /// Words shorter than this (`UI`, `of`) and these function words are no evidence.
  static let minimumLetters = 3
  static let functionWords: Set<String> = ["the", "and", "for", "with", "that", "this", "from", "into", "not", "are", "you", "your"]

  /// The glossed words of a Korean text, lowercased: ASCII words in a parenthesis that follows
  /// Hangul directly (or after one space) and holds no Hangul.
  public static func ofKorean(_ text: String) -> Set<String> {
    var text = text
    return text.withUTF8 { b in
      var words = Set<String>()
      var i = 0
      while i < b.count {
        defer { i += 1 }
        guard b[i] == UInt8(ascii: "("), followsHangul(b, before: i) else { continue }
        var j = i + 1
        var hangul = false
        while j < b.count, b[j] != UInt8(ascii: ")"), j - i <= 60 {
          if b[j] >= 0xEA && b[j] <= 0xED { hangul = true }
          j += 1
        }
        guard j < b.count, b[j] == UInt8(ascii: ")"), !hangul else { continue }
        collectWords(b, (i + 1)..<j) { words.insert($0) }
        i = j
      }
      return words
    }
  }

  /// The words of an English text that are in `vocabulary` (lowercased).
  public static func ofEnglish(_ text: String, in vocabulary: Set<String>) -> Set<String> {
    guard !vocabulary.isEmpty else { return [] }
    var text = text
    return text.withUTF8 { b in
      var words = Set<String>()
      collectWords(b, 0..<b.count) { if vocabulary.contains($0) { words.insert($0) } }
      return words
    }
  }

  private static func followsHangul(_ b: UnsafeBufferPointer<UInt8>, before index: Int) -> Bool {
    var k = index
    if k > 0, b[k - 1] == .space { k -= 1 }
    // The last scalar before: a Hangul syllable is three bytes with lead EA–ED.
    return k >= 3 && b[k - 3] >= 0xEA && b[k - 3] <= 0xED
  }

  private static func collectWords(_ b: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ body: (String) -> Void) {
    var i = range.lowerBound
    while i < range.upperBound {
      while i < range.upperBound, !b[i].isASCIILetter { i += 1 }
      let start = i
      while i < range.upperBound, b[i].isASCIILetter { i += 1 }
      guard i - start >= minimumLetters else { continue }
      let word = String(decoding: UnsafeBufferPointer(rebasing: b[start..<i]), as: UTF8.self).lowercased()
      if !functionWords.contains(word) { body(word) }
    }
  }
}
