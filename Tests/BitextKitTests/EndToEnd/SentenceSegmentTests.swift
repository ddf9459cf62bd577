import Foundation
import Testing
@testable import BitextKit

/// `--segment sentence` end to end: a small bilingual document aligned with sentence units.
@Suite struct SentenceSegmentTests {
  static let document = """
    Toolbars

    > 도구 모음

    A toolbar provides convenient access to frequently used commands. Avoid overcrowding it with too many controls.

    > 도구 모음을 사용하면 자주 사용하는 명령에 편리하게 액세스할 수 있습니다. 한 번에 너무 많은 컨트롤로 채우지 마세요.

    Use SF Symbols 5.0, e.g. the share icon, in a toolbar. Prefer symbols without borders.

    > 도구 모음에는 SF Symbols 5.0의 기호(예: 공유 아이콘)를 사용하세요. 테두리가 없는 기호를 선호하세요.

    Keep it short. Really short. Shorter still.

    > 짧게 유지하세요.

    """

  static func run(_ segment: TMXSegmentType) throws -> (csv: [String], tmx: String) {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = try directory.write("toolbars.md", document)
    var options = AlignmentOptions(inputs: [path], outputDirectory: directory.path + "/out")
    options.segmentType = segment
    options.tmx.content = .all
    _ = AlignmentRun.execute(options) { _ in }
    let csv = try String(contentsOfFile: directory.path + "/out/alignment.csv", encoding: .utf8)
    let tmx = try String(contentsOfFile: directory.path + "/out/alignment.tmx", encoding: .utf8)
    return (csv.components(separatedBy: "\r\n").filter { !$0.isEmpty }, tmx)
  }

  @Test("--segment sentence writes one CSV row and one <tu> per sentence pair, with the paragraph's line")
  func sentenceRows() throws {
    let (rows, tmx) = try Self.run(.sentence)
    let expected: [(field: String, line: Int)] = [
      ("A toolbar provides convenient access to frequently used commands.", 5),
      ("Avoid overcrowding it with too many controls.", 5),
      ("\"Use SF Symbols 5.0, e.g. the share icon, in a toolbar.\"", 9),
      ("Prefer symbols without borders.", 9),
    ]
    for (field, line) in expected {
      #expect(rows.contains { $0.hasPrefix("Toolbars,") && $0.contains("/toolbars.md,\(line),") && $0.contains("/toolbars.md,\(line + 2)," + field + ",") },
              "no sentence row \(field) at line \(line)")
    }
    #expect(rows.contains { $0.contains("한 번에 너무 많은 컨트롤로 채우지 마세요.") && !$0.contains("액세스할") })
    // Three English sentences against one Korean: the paragraph stays whole (0.60 aligned, no
    // name or number contradicts it: 0.80).
    #expect(rows.contains { $0.contains(",Keep it short. Really short. Shorter still.,짧게 유지하세요.,0.80,aligned,omission,") })
    #expect(rows.count == 1 + 1 + 4 + 1)
    #expect(tmx.contains("segtype=\"sentence\""))
    #expect(tmx.components(separatedBy: "<tu>").count - 1 == 6)
  }

  @Test("Without --segment the CSV keeps paragraph rows and the TMX says paragraph")
  func paragraphDefault() throws {
    let (rows, tmx) = try Self.run(.paragraph)
    #expect(rows.count == 1 + 1 + 2 + 1)
    #expect(tmx.contains("segtype=\"paragraph\""))
  }
}

/// Measures the sentence splitters and aligner on the dev set's clean `perturb` pairs; runs
/// only with `BITEXT_DEVSET_MANIFEST` set (see `Tests/tools/sentence-split-devset.sh`).
@Suite struct SentenceDevSetMeasure {
  static func plain(_ markdown: String) -> String {
    var bytes = Array(markdown.utf8)
    let plain = bytes.withUnsafeMutableBufferPointer { b in
      InlineMarkup.plainText(UnsafeBufferPointer(b), from: 0, to: b.count)
    }
    return String(decoding: plain, as: UTF8.self)
  }

  /// The `> ` Korean lines after the English paragraph starting at `line` (clean rows of the
  /// manifest carry no `korean_now`: the Korean is read from the file).
  static func korean(after line: Int, in path: String) throws -> String? {
    let lines = try String(contentsOfFile: path, encoding: .utf8).components(separatedBy: "\n")
    /// The line without its indentation and list marker (`- > 한국어`, `1. > 한국어`).
    func content(_ line: String) -> Substring {
      var rest = line.drop { $0 == " " }
      if rest.hasPrefix("- ") || rest.hasPrefix("* ") || rest.hasPrefix("+ ") { rest = rest.dropFirst(2) }
      let digits = rest.prefix { $0.isNumber }
      if !digits.isEmpty, rest.dropFirst(digits.count).hasPrefix(". ") { rest = rest.dropFirst(digits.count + 2) }
      return rest
    }
    var i = line
    while i < lines.count, !content(lines[i]).hasPrefix(">"), !lines[i].isEmpty, i < line + 8 { i += 1 }
    var korean: [String] = []
    while i < lines.count, content(lines[i]).hasPrefix(">") {
      korean.append(String(content(lines[i]).dropFirst()).trimmingCharacters(in: .whitespaces))
      i += 1
    }
    return korean.isEmpty ? nil : korean.joined(separator: " ")
  }

  /// For `Tests/tools/korean-split-kiwi.py`: splits each line of `BITEXT_SPLIT_INPUT` (plain
  /// Korean paragraphs) and writes `{"text", "sentences"}` per line to `BITEXT_SPLIT_OUTPUT`.
  @Test("Korean paragraphs split for the Kiwi comparison",
        .enabled(if: ProcessInfo.processInfo.environment["BITEXT_SPLIT_INPUT"] != nil))
  func splitForKiwi() throws {
    let environment = ProcessInfo.processInfo.environment
    let input = try String(contentsOfFile: environment["BITEXT_SPLIT_INPUT"]!, encoding: .utf8)
    var lines: [String] = []
    for paragraph in input.split(separator: "\n") {
      let text = Self.plain(String(paragraph))
      let object: [String: Any] = ["text": text, "sentences": SentenceSplitter.korean(text)]
      lines.append(String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self))
    }
    try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: environment["BITEXT_SPLIT_OUTPUT"]!))
  }

  @Test("Dev set: clean perturb pairs split to equal counts and align diagonally",
        .enabled(if: ProcessInfo.processInfo.environment["BITEXT_DEVSET_MANIFEST"] != nil))
  func measure() throws {
    let path = ProcessInfo.processInfo.environment["BITEXT_DEVSET_MANIFEST"]!
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let folder = (path as NSString).deletingLastPathComponent
    var paragraphs = 0, multi = 0, equal = 0, diagonal = 0, links = 0, diagonalLinks = 0, split = 0, overLimit = 0
    var misses: [String] = []
    for line in text.split(separator: "\n") {
      guard let row = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
            row["expect"] as? String == "clean", let en = row["en"] as? String,
            let file = row["file"] as? String, let enLine = row["en_line"] as? Int,
            let ko = try Self.korean(after: enLine, in: folder + "/" + file)
      else { continue }
      paragraphs += 1
      let english = SentenceSplitter.english(Self.plain(en)), korean = SentenceSplitter.korean(Self.plain(ko))
      if english.count > 1 || korean.count > 1 { multi += 1 }
      let beads = SentenceUnits.align(english: english.map { LengthModel.length(of: $0) },
                                      korean: korean.map { LengthModel.translationLength(of: $0) })
      if let beads, beads.count > 1 { split += 1 }
      if let beads, beads.contains(where: { $0.english.count > 0 && (english[$0.english].joined(separator: " ").unicodeScalars.count > 2000) }) { overLimit += 1 }
      guard english.count == korean.count else {
        if misses.count < 15 { misses.append("COUNT \(english.count):\(korean.count)\n  \(english)\n  \(korean)") }
        continue
      }
      equal += 1
      links += english.count
      let isDiagonal = beads?.allSatisfy { $0.english.count == 1 && $0.korean.count == 1 } ?? false
      if isDiagonal { diagonal += 1; diagonalLinks += english.count } else if misses.count < 15 {
        misses.append("ALIGN \(english.count)\n  \(english)\n  \(korean)")
      }
    }
    func pct(_ a: Int, _ b: Int) -> String { String(format: "%.1f %%", 100 * Double(a) / Double(max(b, 1))) }
    print("sentence-split: clean paragraphs \(paragraphs), with several sentences \(multi), split into sentence units \(split)")
    print("sentence-split: equal counts \(equal) (\(pct(equal, paragraphs))); equal and diagonal \(diagonal) (\(pct(diagonal, paragraphs)) of all, \(pct(diagonal, equal)) of equal)")
    print("sentence-split: sentence links in equal-count paragraphs \(links), diagonal \(diagonalLinks) (\(pct(diagonalLinks, links))); units over 2000: \(overLimit)")
    for miss in misses { print("sentence-split miss: \(miss)") }
  }
}
