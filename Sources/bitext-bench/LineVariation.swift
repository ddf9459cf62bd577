import BitextKit
/// Rewrites one template line for one copy: every digit is redrawn (same count of digits, so
/// list markers and dates keep their shape) and about one word in six after the first is
/// swapped for a corpus word of the same script. Punctuation, markers (`> `, `- >`, `#`, `|`)
/// and the first word (which carries notes like `역자첨언` and bylines) are kept, so the layout
/// and the block structure of the template survive. Digits use their own generator: the English
/// and Korean sides of a paragraph seeded alike get the same numbers.
struct LineVariation {
  let vocabulary: Vocabulary
  static let swapOneIn = 6

  func vary(_ line: [UInt8], digits: inout SplitMix64, words: inout SplitMix64,
            into out: inout [UInt8]) {
    var i = 0
    var seenWord = false
    while i < line.count {
      let c = line[i]
      if c >= 0x30 && c <= 0x39 {
        let end = Vocabulary.digitRunEnd(line, from: i)
        for k in i..<end {
          let leading = k == i && c != 0x30 && end - i > 1
          out.append(0x30 + UInt8(leading ? 1 + digits.below(9) : digits.below(10)))
        }
        i = end
      } else if c.isASCIILetter {
        let end = Vocabulary.letterRunEnd(line, from: i)
        if seenWord, end - i >= 4, !vocabulary.english.isEmpty, words.below(Self.swapOneIn) == 0 {
          let word = vocabulary.english[words.below(vocabulary.english.count)]
          out.append(c < 0x61 ? word[0] & ~0x20 : word[0])
          out.append(contentsOf: word.dropFirst())
        } else {
          out.append(contentsOf: line[i..<end])
        }
        seenWord = true
        i = end
      } else if Vocabulary.isHangulSyllable(line, at: i) {
        let end = Vocabulary.hangulRunEnd(line, from: i)
        if seenWord, end - i >= 6, !vocabulary.korean.isEmpty, words.below(Self.swapOneIn) == 0 {
          out.append(contentsOf: vocabulary.korean[words.below(vocabulary.korean.count)])
        } else {
          out.append(contentsOf: line[i..<end])
        }
        seenWord = true
        i = end
      } else {
        out.append(c)
        i += 1
      }
    }
  }
}
