/// Cheap facts about a segment's text that pairing decisions use: word count, sentence
/// end, and the length that the Gale–Church-style ratio compares.
struct SegmentShape {
  var words: Int
  var endsSentence: Bool
  /// Unicode scalars that are not spaces: Korean's ~0.5 ratio to English is stable in these.
  var length: Int
  var startsWithBy: Bool
  var hasDigit: Bool
  /// Hashes (ignoring case) of the identifier-like names in the text (`UIStepper`, `iPadOS`,
  /// `SwiftUI`), at most `maximumNames`: names that translators keep as they are.
  var names: [UInt64] = []
  static let maximumNames = 8

  init(_ text: String) {
    var t = text
    var names: [UInt64] = []
    (words, endsSentence, length, startsWithBy, hasDigit) = t.withUTF8 { b in
      var words = 0, length = 0, inWord = false, digit = false
      var name = NameScan()
      var i = 0
      while i < b.count {
        let c = b[i]
        if c >= 0x80 {  // not a space, digit or letter of a name: the Korean bytes go by here
          if !inWord { words += 1; inWord = true }
          if name.isOpen { name.end(at: i, b, into: &names) }
          // The rest of the run of non-ASCII bytes (a Korean word): only its scalars count.
          repeat {
            if b[i] & 0xC0 != 0x80 { length += 1 }
            i += 1
          } while i < b.count && b[i] >= 0x80
          continue
        }
        let space = c == 0x20 || c == 0x09
        if !space {
          if !inWord { words += 1 }
          length += 1
        }
        inWord = !space
        if c >= 0x30 && c <= 0x39 { digit = true }
        if c.isASCIILetter { name.letter(c, at: i) } else if name.isOpen { name.end(at: i, b, into: &names) }
        i += 1
      }
      name.end(at: b.count, b, into: &names)
      let by = b.count > 3 && (b[0] | 0x20) == 0x62 && (b[1] | 0x20) == 0x79 && b[2] == 0x20
      return (words, BlockParser.endsSentence(b), length, by, digit)
    }
    self.names = names
    endsWithStop = t.withUTF8 { b in
      guard let last = b.last else { return false }
      return last == UInt8(ascii: ".") || last == UInt8(ascii: "!") || last == UInt8(ascii: "?")
    }
    lastWordIsNumeric = t.withUTF8 { b in
      var end = b.count
      while end > 0, b[end - 1] == 0x20 { end -= 1 }
      guard end > 0 else { return false }
      var start = end
      while start > 0, b[start - 1] != 0x20 { start -= 1 }
      var i = start
      while i < end {
        let (v, n) = ScriptScanner.scalar(b, at: i)
        switch Script.of(v) { case .hangul, .latin, .otherLetter: return false; default: break }
        i += n
      }
      return true
    }
  }

  /// Finds names in the same pass as the counts: ASCII letter runs with at least two capitals
  /// and one lower-case letter, API and product names (`UIStepper`, `macOS`, `visionOS`), not
  /// sentence-initial words (one capital) or all-caps labels (`DEVELOPER NOTE`, `PNG`). A run
  /// ends at any other byte, so `iOS와` gives `iOS`. Hashed ignoring case: `MacOS` is `macOS`.
  private struct NameScan {
    /// Start of the open run of letters (-1: none), and its capitals and lower-case letters.
    var start = -1, upper = 0, lower = 0

    var isOpen: Bool { start >= 0 }

    @inline(__always)
    mutating func letter(_ c: UInt8, at i: Int) {
      if start < 0 { start = i }
      if c < 0x61 { upper += 1 } else { lower += 1 }
    }

    /// Ends the run at `i`; a name is hashed (FNV-1a of its lowercased letters) only then, so
    /// ordinary words cost no hashing.
    @inline(__always)
    mutating func end(at i: Int, _ b: UnsafeBufferPointer<UInt8>, into names: inout [UInt64]) {
      if upper >= 2, lower >= 1, names.count < SegmentShape.maximumNames {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for k in start..<i { hash = (hash ^ UInt64(b[k] | 0x20)) &* 0x0000_0100_0000_01B3 }
        names.append(hash)
      }
      self = NameScan()
    }
  }

  /// A heading written as a sentence (`## A toolbar provides convenient access to frequently
  /// used commands and controls.`): the lead paragraph of some exports. It is content to
  /// translate, not a title: eight words or more ending in `.`, `!` or `?`.
  var isSentenceHeading: Bool { words >= 8 && endsWithStop }
  var endsWithStop = false

  /// Ends like a sentence of words (not `Mar 29. 2023`): the last word has letters.
  var endsSentenceWithWord: Bool { endsSentence && !lastWordIsNumeric }
  var lastWordIsNumeric = false

  /// A title, label, caption or link text rather than prose: a few words and no sentence end.
  var isShortLine: Bool { words <= 4 && !endsSentence }
  /// Prose worth translating or reporting as missing.
  var isSubstantial: Bool { words >= 5 || endsSentence }
  /// `by Lawn Mar 29. 2023`: a byline with a date, page chrome of blogs.
  var isAuthorLine: Bool { startsWithBy && hasDigit && words <= 8 && !endsSentenceWithWord }
  /// Substantial and not a byline: what layout detection counts.
  var isProse: Bool { isSubstantial && !isAuthorLine }
}
