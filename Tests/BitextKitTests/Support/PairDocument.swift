import Foundation
@testable import BitextKit

/// Runs parsing, language and pairing over a test string.
func pairDocument(_ text: String, path: String = "doc.md", group: String = "doc") -> [PairingEvent] {
  var pairer = DocumentPairer(group: group)
  var events: [PairingEvent] = []
  for block in parseBlocks(text, path: path) { pairer.consume(block, into: &events) }
  pairer.finish(into: &events)
  return events
}

func units(_ events: [PairingEvent]) -> [TranslationUnit] {
  events.compactMap { if case .unit(let u) = $0 { u } else { nil } }
}

func skipped(_ events: [PairingEvent]) -> [SkippedBlock] {
  events.compactMap { if case .skipped(let s) = $0 { s } else { nil } }
}

extension TranslationUnit {
  /// `status en-line/ko-line "en" => "ko"`, first four words of each side, for assertions and debugging.
  var dump: String {
    func short(_ s: String) -> String { s.split(separator: " ").prefix(4).joined(separator: " ") }
    let en = englishLocation.map { "\($0.firstLine)" } ?? "-"
    let ko = koreanLocation.map { "\($0.firstLine)" } ?? "-"
    let notePart = notes.isEmpty ? "" : " notes:\(notes.count)"
    return "\(status.rawValue) \(en)/\(ko) \"\(short(englishText))\" => \"\(short(koreanText))\"\(notePart)"
  }
}
