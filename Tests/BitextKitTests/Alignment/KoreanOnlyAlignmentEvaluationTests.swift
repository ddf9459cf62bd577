import Foundation
import Testing
@testable import BitextKit

/// Link-level precision, recall and F1 of aligning a Korean-only translation to its English,
/// on test sets built from the bilingual corpus documents: their English stays, their Korean
/// becomes a Korean-only "blog" whose paragraphs are merged, dropped, split (rewrapped) and
/// padded with an intro, inserted paragraphs that translate nothing, a footer and one English
/// paragraph copied untranslated, all with a fixed seed. The truth is known by construction.
@Suite struct KoreanOnlyAlignmentEvaluationTests {
  /// One synthetic Korean-only source and the links it should get.
  struct TestSet {
    var source: DocumentResult
    var truth: Set<Link>
    var added: Set<Int>    // synthetic lines that translate nothing
    var dropped: Set<String>  // English paragraphs the source leaves out
  }

  /// An English paragraph (by its text: the corpus repeats some paragraphs verbatim, and either
  /// copy is a right answer) linked to a line of the synthetic source.
  struct Link: Hashable { var english: String; var korean: Int }

  static let path = "synthetic-blog.txt"
  static let chrome = [
    "본 문서는 Apple의 Human Interface Guidelines 문서를 한글로 번역한 것입니다. 상업적인 목적이 없습니다.",
    "이 글은 스터디 모임에서 함께 번역했습니다. 오역이 있다면 댓글로 알려 주세요.",
  ]
  static let inserted = [
    "여기서 잠깐, 실제 앱에서 어떻게 쓰이는지 예시를 함께 살펴보겠습니다.",
    "개인적으로는 이 부분이 가장 중요하다고 생각합니다. 꼭 기억해 두세요.",
    "관련된 내용은 이전 글에서도 다룬 적이 있으니 함께 읽어 보시면 좋습니다.",
  ]
  static let footer = ["작가의 이전글 [HIG] Buttons", "좋아요 12", "댓글 3", "구독하기"]

  static func segment(_ text: String, _ language: Language, _ file: String, _ line: Int) -> Segment {
    Segment(language: language, text: text, location: SourceLocation(file: file, firstLine: line), kind: .paragraph)
  }

  /// Korean sentences of a text (split after `. ` / `? ` / `! `).
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

  static func build(from document: DocumentResult, seed: UInt64) -> TestSet {
    var rng = SplitMix64(seed: seed)
    var units: [TranslationUnit] = []
    var truth = Set<Link>(), added = Set<Int>(), dropped = Set<String>()
    var line = 1
    func addKorean(_ text: String, links: [String]) {
      units.append(TranslationUnit(group: "", english: [], korean: [segment(text, .korean, path, line)], score: 0, status: .extra))
      if links.isEmpty { added.insert(line) }
      for english in links { truth.insert(Link(english: english, korean: line)) }
      line += 2
    }
    for text in chrome { addKorean(text, links: []) }
    let aligned = document.units.filter { $0.status == .aligned }
    var copied = false
    var i = 0
    while i < aligned.count {
      let unit = aligned[i]
      let englishLines = unit.english.map(\.text)
      let roll = rng.below(100)
      if roll < 10 {
        dropped.formUnion(englishLines)
      } else if roll < 22, i + 1 < aligned.count {
        let next = aligned[i + 1]
        addKorean(unit.koreanText + " " + next.koreanText, links: englishLines + next.english.map(\.text))
        i += 1
      } else if roll < 30, sentences(unit.koreanText).count >= 2 {
        let parts = sentences(unit.koreanText)
        let half = parts.count / 2
        addKorean(parts[..<half].joined(separator: " "), links: englishLines)
        addKorean(parts[half...].joined(separator: " "), links: englishLines)
      } else if !copied, roll < 33 {
        copied = true
        units.append(TranslationUnit(group: "", english: [segment(unit.englishText, .english, path, line)], korean: [],
                                     score: 0, status: .missing))
        for english in englishLines { truth.insert(Link(english: english, korean: line)) }
        line += 2
      } else {
        addKorean(unit.koreanText, links: englishLines)
      }
      if rng.below(100) < 7 { addKorean(inserted[rng.below(inserted.count)], links: []) }
      i += 1
    }
    for text in footer { addKorean(text, links: []) }
    let source = DocumentResult(path: path, title: nil, layout: .koreanOnly, units: units, skipped: [], issues: [],
                                lineCount: line)
    return TestSet(source: source, truth: truth, added: added, dropped: dropped)
  }

  /// The English side without its Korean: what an English-only source gives.
  static func englishOnly(_ document: DocumentResult) -> DocumentResult {
    var copy = document
    copy.units = document.units.filter { !$0.english.isEmpty }.map {
      TranslationUnit(group: $0.group, english: $0.english, korean: [], score: 0, status: .missing, source: document.path)
    }
    return copy
  }

  struct Score { var truePositives = 0, predicted = 0, expected = 0, addedLeftAlone = 0, added = 0, droppedMissing = 0, dropped = 0 }

  static func evaluate(english: DocumentResult, set: TestSet) -> Score {
    let group = SourceGroup(name: "eval", paths: [english.path, path])
    let result = GroupAligner.fitted(to: [english, set.source]).align([english, set.source], group: group)
    var predicted = Set<Link>()
    var aligned = Set<Int>()
    var missing = Set<String>()
    for unit in result.units where unit.source == path {
      let koreanLines = (unit.korean.isEmpty && unit.english.first?.location.file == path ? unit.english : unit.korean)
        .map(\.location.firstLine)
      if unit.status == .aligned {
        for e in unit.english where e.location.file == english.path {
          for k in koreanLines { predicted.insert(Link(english: e.text, korean: k)) }
        }
        aligned.formUnion(koreanLines)
      } else if unit.status == .missing {
        missing.formUnion(unit.english.filter { $0.location.file == english.path }.map(\.text))
      }
    }
    if ProcessInfo.processInfo.environment["EVAL_DEBUG"] != nil {
      for l in predicted.subtracting(set.truth).sorted(by: { $0.korean < $1.korean }) { print("WRONG", l.english.prefix(40), "->", l.korean) }
      for l in set.truth.subtracting(predicted).sorted(by: { $0.korean < $1.korean }) { print("MISSED", l.english.prefix(40), "->", l.korean) }
    }
    return Score(truePositives: predicted.intersection(set.truth).count, predicted: predicted.count, expected: set.truth.count,
                 addedLeftAlone: set.added.subtracting(aligned).count, added: set.added.count,
                 droppedMissing: set.dropped.intersection(missing).count, dropped: set.dropped.count)
  }

  static let documents = ["toolbars.md", "buttons.txt", "navigation-bars.txt"]
  static let seeds: [UInt64] = [1, 2, 3]

  /// Runs every document × seed and returns overall precision, recall and F1 (and prints them).
  static func measure(withReference: Bool) throws -> (precision: Double, recall: Double, f1: Double) {
    var total = Score()
    for name in documents {
      let document = try DocumentReader.read(path: CorpusRun.corpus + "/" + name)
      var perDocument = Score()
      for seed in seeds {
        let set = build(from: document, seed: seed)
        let score = evaluate(english: withReference ? document : englishOnly(document), set: set)
        for keyPath in [\Score.truePositives, \.predicted, \.expected, \.addedLeftAlone, \.added, \.droppedMissing, \.dropped] {
          perDocument[keyPath: keyPath] += score[keyPath: keyPath]
          total[keyPath: keyPath] += score[keyPath: keyPath]
        }
      }
      print(line(name + (withReference ? " (with reference)" : " (English only)"), perDocument))
    }
    print(line("overall" + (withReference ? " (with reference)" : " (English only)"), total))
    let p = Double(total.truePositives) / Double(max(1, total.predicted))
    let r = Double(total.truePositives) / Double(max(1, total.expected))
    return (p, r, 2 * p * r / max(1e-9, p + r))
  }

  static func line(_ label: String, _ s: Score) -> String {
    let p = Double(s.truePositives) / Double(max(1, s.predicted)), r = Double(s.truePositives) / Double(max(1, s.expected))
    let f = 2 * p * r / max(1e-9, p + r)
    func f2(_ x: Double) -> String { String(format: "%.3f", x) }
    return "F1 \(label): precision \(f2(p)) recall \(f2(r)) F1 \(f2(f)); added left unaligned \(s.addedLeftAlone)/\(s.added); "
      + "dropped reported missing \(s.droppedMissing)/\(s.dropped)"
  }

  @Test func withTheOtherSourcesKoreanAsReference() throws {
    let score = try Self.measure(withReference: true)
    #expect(score.f1 >= 0.92)  // measured 0.94 (issue 3 aims at 0.97; see the closing note)
  }

  @Test func englishOnlyLengthAndAnchorsAlone() throws {
    let score = try Self.measure(withReference: false)
    #expect(score.f1 >= 0.85)
  }

  @Test func testSetIsWhatItSaysItIs() {
    let document = DocumentResult(path: "en.md", title: nil, layout: .bilingual, units: (0..<40).map { i in
      TranslationUnit(group: "", english: [Self.segment("English paragraph number \(i). It has two sentences.", .english, "en.md", 2 * i + 1)],
                      korean: [Self.segment("한국어 문단 \(i)번입니다. 두 문장입니다.", .korean, "en.md", 2 * i + 2)], score: 1, status: .aligned)
    }, skipped: [], issues: [], lineCount: 80)
    let set = Self.build(from: document, seed: 7)
    #expect(set.added.count >= Self.chrome.count + Self.footer.count)
    #expect(!set.dropped.isEmpty)
    #expect(Set(set.truth.map(\.english)).isDisjoint(with: set.dropped))
    #expect(set.truth.count > 30)
  }
}
