import Testing
@testable import BitextKit

/// An older English version aligned to the current English. `OlderVersionAligner.links` counts
/// candidates through a word index and chains them with `LongestChain`; it must link exactly
/// what comparing every pair and chaining the candidates pairwise linked.
@Suite struct OlderVersionAlignerTests {
  /// `edited`, `moved` or `removed`, and the current English line the row corresponds to.
  static func describe(_ change: PageRow.Change?) -> String {
    guard let change else { return "unchanged" }
    let kind = switch change.kind {
    case .edited: "edited"
    case .moved: "moved"
    case .removed: "removed"
    }
    return kind + (change.currentLocation.map { " \($0.file):\($0.firstLine)" } ?? "")
  }

  @Test("an older version's rows: an edited paragraph links to its current one, a moved one is found by its words, a removed one follows the row before it")
  func rows() throws {
    let current = CurrentEnglish(ToolbarsPage.current, reason: "")
    let rows = OlderVersionAligner.rows(of: ToolbarsPage.older, to: current.paragraphs, rank: 2)
    #expect(rows.map(\.unit) == ToolbarsPage.older.units)
    #expect(rows.map { Self.describe($0.change) } == ["edited current.md:3", "moved current.md:15", "removed", "unchanged"])
    #expect(rows.map(\.place) == [1, 1, 1, 2].map { RowPlace(paragraph: $0, source: 2) })
    let edited = try #require(rows[0].change)
    #expect(edited.currentEnglish == "A toolbar appears at the bottom of a screen and contains buttons for performing common actions.")
    guard case .edited(let diff) = edited.kind else { return }
    #expect(diff.rendered == "A toolbar appears at the bottom of [-an app-]{+a+} screen and contains buttons for performing {+common+} actions.")
  }

  @Test("rows before the first linked paragraph go before the page's first paragraph")
  func leadingRows() {
    let older = readDocument("""
      Toolbars are translucent and often hide when people are unlikely to need them.

      > 툴바는 반투명하며 필요하지 않을 때 숨겨집니다.

      Use the system-provided toolbar buttons for standard actions such as Share.

      > 공유 같은 표준 작업에는 시스템이 제공하는 툴바 버튼을 사용하세요.

      """, path: "older.md")
    let rows = OlderVersionAligner.rows(of: older, to: CurrentEnglish(ToolbarsPage.current, reason: "").paragraphs, rank: 1)
    #expect(rows.map(\.place) == [RowPlace(paragraph: -1, source: 1), RowPlace(paragraph: 2, source: 1)])
    #expect(rows.map { Self.describe($0.change) } == ["removed", "unchanged"])
  }

  @Test("version links: the in-order chain of similar paragraphs; unrelated ones stay unmatched")
  func versionLinks() {
    let old = ["A toolbar appears at the bottom of an app screen and contains buttons for performing actions.",
               "Toolbars are translucent and often hide when people are unlikely to need them.",
               "Use the system-provided toolbar buttons for standard actions such as Share."]
    let new = ["A toolbar appears at the bottom of a screen and contains buttons for performing common actions.",
               "Use the system-provided toolbar buttons for standard actions such as Share.",
               "In watchOS, the toolbar itself isn't visible."]
    #expect(OlderVersionAligner.links(old: old, new: new).map { [$0.0, $0.1] } == [[0, 0], [2, 1]])
    #expect(OlderVersionAligner.links(old: [old[1]], new: new).isEmpty)
  }

  /// Dice similarity of two word sets, compared directly.
  static func dice(_ a: Set<String>, _ b: Set<String>) -> Double {
    a.isEmpty && b.isEmpty ? 0 : 2 * Double(a.intersection(b).count) / Double(a.count + b.count)
  }

  /// The pairwise version: every pair compared, every candidate chained against every earlier one.
  static func pairwise(old: [String], new: [String]) -> [(Int, Int)] {
    let oldWords = old.map(OlderVersionAligner.wordSet), newWords = new.map(OlderVersionAligner.wordSet)
    var candidates: [(i: Int, j: Int, similarity: Double)] = []
    for i in old.indices {
      for j in new.indices {
        let dice = Self.dice(oldWords[i], newWords[j])
        if dice >= 0.3 { candidates.append((i, j, dice)) }
      }
    }
    let links = candidates.map { LongestChain.Link(first: $0.i, second: $0.j, weight: $0.similarity) }
    return LongestChainTests.pairwise(links).map { (candidates[$0].i, candidates[$0].j) }
  }

  /// A page of short paragraphs over a small vocabulary (so many pairs are candidates), and a
  /// revision that drops, rewrites, moves and repeats some of them.
  static func pages(seed: UInt64) -> (old: [String], new: [String]) {
    var random = SplitMix64(seed: seed)
    let words = ["toolbar", "button", "state", "choose", "menu", "items", "show", "app", "window", "bar", "use", "title"]
    func paragraph() -> String {
      (0..<(3 + Int(random.next() % 5))).map { _ in words[Int(random.next() % UInt64(words.count))] }.joined(separator: " ")
    }
    let old = (0..<(5 + Int(random.next() % 30))).map { _ in paragraph() }
    var new: [String] = []
    for text in old {
      switch random.next() % 6 {
      case 0: continue
      case 1: new.append(paragraph())
      case 2: new.append(text + " " + words[Int(random.next() % UInt64(words.count))])
      case 3: new.append(text); new.append(text)
      default: new.append(text)
      }
    }
    if new.count > 2 { new.swapAt(0, new.count - 1) }
    return (old, new)
  }

  @Test("the same links as comparing every pair and chaining pairwise", arguments: 0..<40)
  func sameLinksAsPairwise(seed: UInt64) {
    let (old, new) = Self.pages(seed: seed)
    #expect(OlderVersionAligner.links(old: old, new: new).map { [$0.0, $0.1] }
      == Self.pairwise(old: old, new: new).map { [$0.0, $0.1] })
  }

  @Test("an identical copy of a long page (past the diagonal window) links every paragraph to itself")
  func identicalCopy() {
    let page = (0..<2_100).map { "Toolbar alpha\($0) beta\($0 * 7) gamma\($0 * 13)." }
    let links = OlderVersionAligner.links(old: page, new: page)
    #expect(links.count == page.count)
    #expect(links.allSatisfy { $0.0 == $0.1 })
  }

  @Test("word ids are the word sets' words: ASCII read from the bytes, other characters as Strings")
  func wordIDsMatchWordSets() {
    let texts = [
      "The Toolbar's buttons, tabs and 3D views: use them.",
      "Curly \u{2019}quotes\u{2019} and \u{201C}Menus\u{201D}\u{2014}dashes\u{2026} café naïve CAFÉ",
      "A combining e\u{301}tude, cafe\u{301} \u{301}abc and x\u{301}yz beside ASCII words",
      "Kelvin \u{212A}ey and Key, İstanbul ISTANBUL, Straße STRASSE",
      "Hangul 버튼을 누르면 toolbar 항목이 보입니다 2024년 iOS17",
      "tabs\r\nwindows\rpanes\nbars \u{1F4A1}lightbulb ab abc",
      "",
    ]
    var vocabulary = OlderVersionAligner.Vocabulary()
    var words: [Int32: String] = [:]
    for text in texts {
      let expected = OlderVersionAligner.wordSet(text)
      let ids = vocabulary.ids(of: text)
      #expect(ids == ids.sorted() && Set(ids).count == ids.count)
      #expect(ids.count == expected.count, "\(text)")
      // Every id stands for one word of the set, the same word in every text.
      var seen = Set<String>()
      for id in ids {
        let word = expected.first { vocabulary.ids(of: $0 + " ") == [id] }
        #expect(word != nil, "\(text): id \(id)")
        if let word {
          seen.insert(word)
          #expect(words[id, default: word] == word)
          words[id] = word
        }
      }
      #expect(seen == expected, "\(text)")
    }
  }
}
