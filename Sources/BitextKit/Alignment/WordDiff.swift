/// A word-level difference between two versions of a paragraph, for a `source-changed`
/// finding: which words the old English had that the new one hasn't, and the reverse.
///
/// Words are runs between ASCII whitespace, compared exactly (so `toolbar,` and `toolbar`
/// differ, as a reader would see them). The longest common subsequence is found with
/// Hirschberg's divide and conquer: memory linear in the words, time their product, which
/// for paragraphs (tens to hundreds of words) is microseconds.
public struct WordDiff: Sendable, Equatable {
  public enum Operation: Sendable, Equatable {
    case equal([String])
    case delete([String])
    case insert([String])
  }

  public var operations: [Operation]

  public init(old: String, new: String) {
    let oldWords = WordDiff.words(old), newWords = WordDiff.words(new)
    var ids: [String: Int] = [:]
    for word in oldWords + newWords where ids[word] == nil { ids[word] = ids.count }
    let a = oldWords.map { ids[$0]! }, b = newWords.map { ids[$0]! }
    var matches: [(Int, Int)] = []
    WordDiff.commonSubsequence(a[...], b[...], into: &matches)
    operations = WordDiff.operations(oldWords, newWords, matches)
  }

  public var isUnchanged: Bool { operations.allSatisfy { if case .equal = $0 { true } else { false } } }

  /// `git diff --word-diff` style: `a toolbar [-appears-]{+sits+} at the bottom`.
  public var rendered: String {
    var result = ""
    for (index, operation) in operations.enumerated() {
      if index > 0, case .insert = operation, case .delete = operations[index - 1] {
        // A replacement reads as one unit: `[-old-]{+new+}`.
      } else if index > 0 {
        result += " "
      }
      switch operation {
      case .equal(let words): result += words.joined(separator: " ")
      case .delete(let words): result += "[-" + words.joined(separator: " ") + "-]"
      case .insert(let words): result += "{+" + words.joined(separator: " ") + "+}"
      }
    }
    return result
  }

  static func words(_ text: String) -> [String] {
    text.utf8.split(whereSeparator: { $0 == 0x20 || ($0 >= 0x09 && $0 <= 0x0D) })
      .map { String(decoding: $0, as: UTF8.self) }
  }

  /// Appends the matched (old index, new index) pairs of a longest common subsequence, in order.
  static func commonSubsequence(_ a: ArraySlice<Int>, _ b: ArraySlice<Int>, into matches: inout [(Int, Int)]) {
    var a = a, b = b
    var suffix: [(Int, Int)] = []
    while let x = a.first, let y = b.first, x == y {
      matches.append((a.startIndex, b.startIndex)); a = a.dropFirst(); b = b.dropFirst()
    }
    while let x = a.last, let y = b.last, x == y {
      suffix.append((a.endIndex - 1, b.endIndex - 1)); a = a.dropLast(); b = b.dropLast()
    }
    if a.count == 1, let index = b.firstIndex(of: a.first!) {
      matches.append((a.startIndex, index))
    } else if a.count > 1 && !b.isEmpty {
      let middle = a.startIndex + a.count / 2
      let forward = lcsLengths(a[..<middle], b)
      let backward = lcsLengths(a[middle...].reversed()[...], b.reversed()[...])
      var split = 0, best = -1
      for k in 0...b.count where forward[k] + backward[b.count - k] > best {
        best = forward[k] + backward[b.count - k]; split = k
      }
      commonSubsequence(a[..<middle], b[b.startIndex..<(b.startIndex + split)], into: &matches)
      commonSubsequence(a[middle...], b[(b.startIndex + split)...], into: &matches)
    }
    matches += suffix.reversed()
  }

  /// LCS lengths of `a` with every prefix of `b` (one row, linear memory).
  private static func lcsLengths(_ a: ArraySlice<Int>, _ b: ArraySlice<Int>) -> [Int] {
    var previous = [Int](repeating: 0, count: b.count + 1), current = previous
    for x in a {
      for (k, y) in b.enumerated() {
        current[k + 1] = x == y ? previous[k] + 1 : max(previous[k + 1], current[k])
      }
      swap(&previous, &current)
    }
    return previous
  }

  private static func operations(_ old: [String], _ new: [String], _ matches: [(Int, Int)]) -> [Operation] {
    var result: [Operation] = []
    var i = 0, j = 0
    func append(_ operation: Operation) {
      switch (result.last, operation) {
      case (.equal(let a)?, .equal(let b)): result[result.count - 1] = .equal(a + b)
      case (.delete(let a)?, .delete(let b)): result[result.count - 1] = .delete(a + b)
      case (.insert(let a)?, .insert(let b)): result[result.count - 1] = .insert(a + b)
      default: result.append(operation)
      }
    }
    for (x, y) in matches + [(old.count, new.count)] {
      if x > i { append(.delete(Array(old[i..<x]))) }
      if y > j { append(.insert(Array(new[j..<y]))) }
      if x < old.count { append(.equal([old[x]])) }
      i = x + 1
      j = y + 1
    }
    return result
  }
}
