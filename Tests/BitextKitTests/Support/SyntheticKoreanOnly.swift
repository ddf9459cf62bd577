@testable import BitextKit

/// A Korean-only "blog" translation built from a bilingual document, with the links it should
/// get when aligned to that document's English, known by construction.
///
/// The bilingual document's aligned units are the ground truth (English segment ↔ its Korean).
/// The blog keeps their Korean in order and then, with a seeded generator, does what real blog
/// translations do: merges two adjacent paragraphs into one (2:1), drops paragraphs (the English
/// becomes `missing`), splits a long paragraph at a sentence end (rewrap, 1:2), copies one
/// English paragraph untranslated, and adds Korean that translates nothing: an intro, a few
/// paragraphs mid-page (blog chrome, or Korean taken from another document of the corpus), a
/// related-links list and a footer.
struct SyntheticKoreanOnly {
  /// An English segment (its id) linked to a segment of the blog (its synthetic line).
  struct Link: Hashable, Comparable {
    var english: Int
    var korean: Int
    static func < (a: Link, b: Link) -> Bool { (a.korean, a.english) < (b.korean, b.english) }
  }

  /// How often each edit happens, in percent of the original's aligned units.
  struct Rates {
    var drop = 10
    var merge = 12
    var split = 8
    var insert = 6
  }

  var source: DocumentResult
  var truth: Set<Link>
  /// Synthetic lines that translate nothing (intro, inserted paragraphs, related links, footer).
  var added: Set<Int>
  /// English segment ids the blog leaves out.
  var dropped: Set<Int>
  /// What each synthetic line is, for printing wrong links.
  var describe: [Int: String]

  static let intro = [
    "안녕하세요. 오늘은 Apple의 Human Interface Guidelines 중 한 페이지를 번역해 보았습니다.",
    "본 글은 개인 공부 목적으로 번역한 것이며 상업적인 목적이 없습니다. 오역이 있다면 댓글로 알려 주세요.",
  ]
  static let chrome = [
    "여기서 잠깐, 실제 앱에서 어떻게 쓰이는지 예시를 함께 살펴보겠습니다.",
    "개인적으로는 이 부분이 가장 중요하다고 생각합니다. 꼭 기억해 두세요.",
    "관련된 내용은 이전 글에서도 다룬 적이 있으니 함께 읽어 보시면 좋습니다.",
    "(이미지 출처: Apple Developer)",
  ]
  static let relatedLinks = [
    "함께 보면 좋은 글",
    "[HIG 번역] 레이아웃 (Layout)",
    "[HIG 번역] 색상 (Color) 2편",
    "[HIG 번역] SF Symbols 사용하기",
    "[HIG 번역] 탭 바 (Tab bars)",
  ]
  static let footer = ["작가의 이전글 [HIG] 시작하기", "좋아요 12", "댓글 3", "구독하기"]

  /// The id of an English segment: the first line of the first segment with the same text, so
  /// a paragraph the page repeats verbatim (`No additional considerations for tvOS.`) has one
  /// id, and either copy is a right answer.
  static func englishIDs(_ document: DocumentResult) -> [String: Int] {
    var ids: [String: Int] = [:]
    for unit in document.units {
      for segment in unit.english where ids[segment.text] == nil { ids[segment.text] = segment.location.firstLine }
    }
    return ids
  }

  /// Korean sentences of a paragraph: split after `.`, `?`, `!` followed by a space.
  static func sentences(_ text: String) -> [String] {
    var out: [String] = []
    var current = ""
    for word in text.split(separator: " ") {
      current += (current.isEmpty ? "" : " ") + word
      if let last = word.last, ".?!".contains(last) { out.append(current); current = "" }
    }
    if !current.isEmpty { out.append(current) }
    return out
  }

  /// `donor`: Korean paragraphs of another page, inserted mid-page as text that translates
  /// nothing here (harder than blog chrome: real translated prose with its own anchors).
  init(from document: DocumentResult, donor: [String], seed: UInt64, path: String, rates: Rates = Rates()) {
    var rng = SplitMix64(seed: seed)
    let ids = Self.englishIDs(document)
    var units: [TranslationUnit] = []
    var truth = Set<Link>(), added = Set<Int>(), dropped = Set<Int>(), describe: [Int: String] = [:]
    var line = 1
    func add(_ text: String, links: [Int], kind: BlockKind = .paragraph, what: String) {
      let segment = Segment(language: .korean, text: text, location: SourceLocation(file: path, firstLine: line), kind: kind)
      units.append(TranslationUnit(group: "", english: [], korean: [segment], score: 0, status: .extra))
      if links.isEmpty { added.insert(line) }
      for english in links { truth.insert(Link(english: english, korean: line)) }
      describe[line] = what + ": " + String(text.prefix(30))
      line += 2
    }
    func englishOf(_ unit: TranslationUnit) -> [Int] { unit.english.map { ids[$0.text]! } }

    for text in Self.intro { add(text, links: [], what: "intro") }
    let aligned = document.units.filter { $0.status == .aligned && !$0.english.isEmpty && !$0.korean.isEmpty }
    var copied = false
    var i = 0
    while i < aligned.count {
      let unit = aligned[i]
      let kind = unit.korean[0].kind
      let roll = rng.below(100)
      if roll < rates.drop {
        dropped.formUnion(englishOf(unit))
      } else if roll < rates.drop + rates.merge, i + 1 < aligned.count, aligned[i + 1].korean[0].kind == kind {
        let next = aligned[i + 1]
        add(unit.koreanText + " " + next.koreanText, links: englishOf(unit) + englishOf(next), kind: kind, what: "merged 2:1")
        i += 1
      } else if roll < rates.drop + rates.merge + rates.split, Self.sentences(unit.koreanText).count >= 2 {
        let parts = Self.sentences(unit.koreanText)
        let half = parts.count / 2
        add(parts[..<half].joined(separator: " "), links: englishOf(unit), kind: kind, what: "split 1:2 (a)")
        add(parts[half...].joined(separator: " "), links: englishOf(unit), kind: kind, what: "split 1:2 (b)")
      } else if !copied, roll < rates.drop + rates.merge + rates.split + 4, unit.english.count == 1,
                unit.englishText.utf8.count > 40 {
        // One English paragraph left untranslated, as the blog does with a line it copied.
        copied = true
        let segment = Segment(language: .english, text: unit.englishText,
                              location: SourceLocation(file: path, firstLine: line), kind: unit.english[0].kind)
        units.append(TranslationUnit(group: "", english: [segment], korean: [], score: 0, status: .missing))
        truth.insert(Link(english: ids[unit.englishText]!, korean: line))
        describe[line] = "copied English: " + String(unit.englishText.prefix(30))
        line += 2
      } else {
        add(unit.koreanText, links: englishOf(unit), kind: kind, what: "1:1")
      }
      if rng.below(100) < rates.insert {
        if rng.below(2) == 0 || donor.isEmpty {
          add(Self.chrome[rng.below(Self.chrome.count)], links: [], what: "inserted chrome")
        } else {
          add(donor[rng.below(donor.count)], links: [], what: "inserted donor Korean")
        }
      }
      i += 1
    }
    for text in Self.relatedLinks { add(text, links: [], kind: .listItem, what: "related link") }
    for text in Self.footer { add(text, links: [], what: "footer") }
    source = DocumentResult(path: path, title: nil, layout: .koreanOnly, units: units, skipped: [], issues: [],
                            lineCount: line)
    self.truth = truth
    self.added = added
    self.dropped = dropped
    self.describe = describe
  }

  /// The English side without its Korean: what an English-only source gives (every English
  /// segment a `missing` unit), so the aligner has no reference, only lengths and anchors.
  static func englishOnly(_ document: DocumentResult) -> DocumentResult {
    var copy = document
    copy.units = document.units.filter { !$0.english.isEmpty }.flatMap { unit in
      unit.english.map {
        TranslationUnit(group: unit.group, english: [$0], korean: [], score: 0, status: .missing, source: document.path)
      }
    }
    return copy
  }
}
