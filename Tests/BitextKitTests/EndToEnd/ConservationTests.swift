import Foundation
import Testing
@testable import BitextKit

/// Nothing lost, nothing twice (issue 6): on random documents assembled from pieces of the
/// corpus with fixed seeds, every non-blank input line ends up in exactly one place: a segment
/// of a translation unit (its line range), a translator note (`noteLocations`), or a skipped
/// block (`SkippedBlock.location`).
///
/// - Blank: only white space, or only quote and list markers (`>`, `- >`, `* >`, `1.`): such a
///   line carries no text, so it has no place to go.
/// - The one legitimate double: a line holding English and Korean is split into two segments
///   of different languages, which may land in two units; each half must then be covered, and
///   the claims on that line must all be segments and include both languages.
@Suite struct ConservationTests {
  /// Paragraph groups (runs of lines between blank lines) of every corpus file.
  static let pieces: [[String]] = {
    let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appending(path: "corpus")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: corpus.path).sorted()) ?? []
    var pieces: [[String]] = []
    for name in names {
      guard let data = FileManager.default.contents(atPath: corpus.appending(path: name).path) else { continue }
      var current: [String] = []
      for line in String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false) {
        let line = String(line)
        if line.allSatisfy(\.isWhitespace) {
          if !current.isEmpty { pieces.append(current) }
          current = []
        } else {
          current.append(line)
        }
      }
      if !current.isEmpty { pieces.append(current) }
    }
    return pieces
  }()

  /// A document of `count` random pieces, separated by one blank line, sometimes cut to a
  /// random run of their lines (which makes unterminated fences, orphan quotes, lone rows).
  static func document(seed: UInt64, count: Int) -> String {
    var random = SplitMix64(seed: seed)
    var lines: [String] = []
    for _ in 0..<count {
      let piece = pieces[Int(random.next() % UInt64(pieces.count))]
      var start = 0, end = piece.count
      if piece.count > 2, random.next() % 3 == 0 {
        start = Int(random.next() % UInt64(piece.count))
        end = start + 1 + Int(random.next() % UInt64(piece.count - start))
      }
      lines += piece[start..<end]
      if random.next() % 4 != 0 { lines.append("") }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func isBlank(_ line: String) -> Bool {
    line.unicodeScalars.allSatisfy { " \t\r>-*+".unicodeScalars.contains($0) || $0 == "\u{A0}" }
  }

  enum Claim: Equatable { case segment(Language, unit: Int), note(unit: Int), skipped(String) }

  static func claims(of result: DocumentResult, lineCount: Int) -> [[Claim]] {
    var claims = [[Claim]](repeating: [], count: lineCount + 1)
    func claim(_ location: BitextKit.SourceLocation, _ c: Claim) {
      for line in location.firstLine...max(location.firstLine, location.lastLine) where line <= lineCount { claims[line].append(c) }
    }
    for (index, unit) in result.units.enumerated() {
      for segment in unit.english + unit.korean { claim(segment.location, .segment(segment.language, unit: index)) }
      for location in unit.noteLocations { claim(location, .note(unit: index)) }
    }
    for skipped in result.skipped { claim(skipped.location, .skipped(skipped.reason)) }
    return claims
  }

  /// The problems with `text`'s conservation, as `line N: …` strings (empty when it holds).
  static func violations(_ text: String) -> [String] {
    var reader = LineReader(source: MemoryByteSource(bytes: Array(text.utf8), chunkSizes: .fixed(997)), path: "doc.md")
    let result = DocumentReader.read(&reader, path: "doc.md")
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    let claims = claims(of: result, lineCount: lines.count)
    var problems: [String] = []
    for (offset, line) in lines.enumerated() {
      let number = offset + 1
      let here = claims[number]
      if isBlank(line) { continue }
      if here.isEmpty { problems.append("line \(number) lost: \(line.prefix(70))") }
      if here.count > 1 && !isSplitMixedLine(here) { problems.append("line \(number) twice \(here): \(line.prefix(70))") }
    }
    return problems
  }

  /// Several claims on one line are fine only when they are the language halves of one line.
  static func isSplitMixedLine(_ claims: [Claim]) -> Bool {
    var languages: Set<String> = []
    for claim in claims {
      guard case .segment(let language, _) = claim else { return false }
      languages.insert("\(language)")
    }
    return languages.count >= 2
  }

  @Test("every non-blank line lands in exactly one place", arguments: [1, 2, 3, 5, 8, 13, 21, 34] as [UInt64])
  func conservation(seed: UInt64) {
    #expect(Self.pieces.count > 50, "corpus not found")
    let text = Self.document(seed: seed, count: 40)
    let problems = Self.violations(text)
    #expect(problems.isEmpty, "seed \(seed):\n\(problems.prefix(10).joined(separator: "\n"))")
  }

  @Test func wholeCorpusFilesAreConserved() throws {
    let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appending(path: "corpus")
    for name in try FileManager.default.contentsOfDirectory(atPath: corpus.path).sorted() {
      let data = try #require(FileManager.default.contents(atPath: corpus.appending(path: name).path))
      var text = String(decoding: data, as: UTF8.self)
      if !text.hasSuffix("\n") { text += "\n" }
      let problems = Self.violations(text)
      #expect(problems.isEmpty, "\(name):\n\(problems.prefix(10).joined(separator: "\n"))")
    }
  }
}
