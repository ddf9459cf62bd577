import Foundation
import Testing
@testable import BitextKit

/// Link-level precision, recall and F1 of aligning a Korean-only translation to its English
/// (issue 3 aims at F1 ≥ 0.97), on synthetic blogs built from the bilingual corpus documents
/// (`SyntheticKoreanOnly`: merged, dropped, split, copied and added paragraphs, fixed seeds).
///
/// Two variants: the English source keeps its own Korean, which the aligner uses as reference
/// (as when a bilingual source and a blog translate one page; here the reference is the very
/// Korean the blog was built from, so this is the easy case), and an English-only source,
/// where only lengths and anchors are evidence. Set `EVAL_DEBUG=1` to print every wrong link.
@Suite struct KoreanOnlyAlignmentEvaluationTests {
  static let documents = ["toolbars.md", "buttons.txt", "navigation-bars.txt"]
  static let seeds: [UInt64] = [11, 23, 37]

  struct Score {
    var truePositives = 0, predicted = 0, expected = 0
    var addedLeftAlone = 0, added = 0, droppedMissing = 0, dropped = 0

    static func + (a: Score, b: Score) -> Score {
      Score(truePositives: a.truePositives + b.truePositives, predicted: a.predicted + b.predicted,
            expected: a.expected + b.expected, addedLeftAlone: a.addedLeftAlone + b.addedLeftAlone,
            added: a.added + b.added, droppedMissing: a.droppedMissing + b.droppedMissing, dropped: a.dropped + b.dropped)
    }

    var precision: Double { Double(truePositives) / Double(max(1, predicted)) }
    var recall: Double { Double(truePositives) / Double(max(1, expected)) }
    var f1: Double { precision + recall == 0 ? 0 : 2 * precision * recall / (precision + recall) }

    func line(_ label: String) -> String {
      func f(_ x: Double) -> String { String(format: "%.3f", x) }
      return "\(label): P \(f(precision)) R \(f(recall)) F1 \(f(f1)) (links \(truePositives)/\(predicted) predicted, "
        + "\(expected) true); added left unaligned \(addedLeftAlone)/\(added); dropped missing \(droppedMissing)/\(dropped)"
    }
  }

  static func evaluate(english: DocumentResult, set: SyntheticKoreanOnly, fallback: LengthModel, label: String) -> Score {
    let blog = set.source.path
    let members = [english, set.source]
    let group = SourceGroup(name: "eval", paths: members.map(\.path))
    let result = GroupAligner.fitted(to: members, fallback: fallback).align(members, group: group)
    let ids = SyntheticKoreanOnly.englishIDs(english)
    var predicted = Set<SyntheticKoreanOnly.Link>(), alignedLines = Set<Int>(), missing = Set<Int>()
    for unit in result.units where unit.source == blog {
      let englishIDs = unit.english.filter { $0.location.file == english.path }.compactMap { ids[$0.text] }
      if unit.status == .aligned {
        let lines = unit.korean.filter { $0.location.file == blog }.map(\.location.firstLine)
        alignedLines.formUnion(lines)
        for e in englishIDs { for k in lines { predicted.insert(.init(english: e, korean: k)) } }
      } else if unit.status == .missing {
        missing.formUnion(englishIDs)
      }
    }
    if ProcessInfo.processInfo.environment["EVAL_DEBUG"] != nil {
      let textOf = Dictionary(ids.map { ($0.value, $0.key) }, uniquingKeysWith: { a, _ in a })
      for link in predicted.subtracting(set.truth).sorted() {
        print("  \(label) WRONG  en \(link.english) \(textOf[link.english]!.prefix(40)) ↔ \(set.describe[link.korean]!)")
      }
      for link in set.truth.subtracting(predicted).sorted() {
        print("  \(label) MISSED en \(link.english) \(textOf[link.english]!.prefix(40)) ↔ \(set.describe[link.korean]!)")
      }
    }
    return Score(truePositives: predicted.intersection(set.truth).count, predicted: predicted.count,
                 expected: set.truth.count, addedLeftAlone: set.added.subtracting(alignedLines).count,
                 added: set.added.count, droppedMissing: set.dropped.intersection(missing).count, dropped: set.dropped.count)
  }

  /// Every document × seed; prints per document and overall, returns overall and per document.
  static func measure(withReference: Bool) throws -> (overall: Score, perDocument: [String: Score]) {
    let corpus = try documents.map { try DocumentReader.read(path: CorpusRun.corpus + "/" + $0) }
    let variant = withReference ? "with reference" : "English only"
    var overall = Score(), perDocument: [String: Score] = [:]
    for (index, document) in corpus.enumerated() {
      let others = corpus.indices.filter { $0 != index }.map { corpus[$0] }
      // The run-wide length model a real run would fall back to, from the other pages only.
      let fallback = GroupAligner.fitted(to: others).lengthModel
      let donor = others.flatMap(\.units).filter { $0.status == .aligned && $0.koreanText.count > 30 }.map(\.koreanText)
      var score = Score()
      for seed in seeds {
        let path = "synthetic-\(documents[index])-\(seed).txt"
        let set = SyntheticKoreanOnly(from: document, donor: donor, seed: seed, path: path)
        let english = withReference ? document : SyntheticKoreanOnly.englishOnly(document)
        score = score + evaluate(english: english, set: set, fallback: fallback, label: "\(documents[index])#\(seed)")
      }
      print("F1 " + score.line("\(documents[index]) (\(variant))"))
      perDocument[documents[index]] = score
      overall = overall + score
    }
    print("F1 " + overall.line("overall (\(variant))"))
    return (overall, perDocument)
  }

  @Test func withTheEnglishSourcesKoreanAsReference() throws {
    let (overall, perDocument) = try Self.measure(withReference: true)
    // Measured: overall F1 0.965 (0.966 before glosses counted); toolbars 0.996, buttons 0.943, navigation bars 0.976. Most
    // misses left: a dropped paragraph next to a split one costs two rare shapes (1:0 + 1:2),
    // more than pairing the first half with the dropped paragraph's English (1:1 + 1:1).
    // Before each merged part had to be covered (`AlignmentWeights.partCoverage`): 0.956.
    #expect(overall.f1 >= 0.96)
    for (name, score) in perDocument { #expect(score.f1 >= 0.90, "\(name)") }
    #expect(Double(overall.addedLeftAlone) >= 0.85 * Double(overall.added))
    #expect(Double(overall.droppedMissing) >= 0.7 * Double(overall.dropped))
  }

  @Test func englishOnlyLengthAndAnchorsAlone() throws {
    let (overall, _) = try Self.measure(withReference: false)
    // Measured: overall F1 0.867 (0.855 before glosses counted; precision 0.82: with no
    // reference, a null bead costs more than pairing an added paragraph with a neighbouring
    // English one whose length fits).
    #expect(overall.f1 >= 0.82)
  }

  /// The builder does what it says on a small page written here: every edit kind happens, and
  /// the truth is consistent with them.
  @Test(arguments: [UInt64(1), 2, 3])
  func testSetIsWhatItSaysItIs(seed: UInt64) {
    let document = DocumentResult(path: "en.md", title: nil, layout: .bilingual, units: (0..<60).map { i in
      TranslationUnit(group: "", english: [Segment(language: .english, text: "Use a toolbar for action \(i). Keep it short.",
                                                   location: SourceLocation(file: "en.md", firstLine: 2 * i + 1), kind: .paragraph)],
                      korean: [Segment(language: .korean, text: "작업 \(i)에는 도구 모음을 사용합니다. 짧게 유지하세요.",
                                       location: SourceLocation(file: "en.md", firstLine: 2 * i + 2), kind: .paragraph)],
                      score: 1, status: .aligned)
    }, skipped: [], issues: [], lineCount: 120)
    let set = SyntheticKoreanOnly(from: document, donor: ["다른 페이지의 한국어 문단입니다."], seed: seed, path: "blog.txt")
    let kinds = Set(set.describe.values.map { $0.components(separatedBy: ": ")[0] })
    #expect(kinds.isSuperset(of: ["intro", "1:1", "merged 2:1", "split 1:2 (a)", "related link", "footer"]))
    #expect(set.added.count >= SyntheticKoreanOnly.intro.count + SyntheticKoreanOnly.relatedLinks.count
      + SyntheticKoreanOnly.footer.count)
    #expect(!set.dropped.isEmpty)
    #expect(Set(set.truth.map(\.english)).isDisjoint(with: set.dropped))
    #expect(Set(set.truth.map(\.korean)).isDisjoint(with: set.added))
    // Every English id is either linked or dropped.
    #expect(Set(set.truth.map(\.english)).union(set.dropped).count == 60)
    #expect(set.source.layout == .koreanOnly)
  }
}
