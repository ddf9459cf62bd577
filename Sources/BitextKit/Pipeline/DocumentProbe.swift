/// What grouping needs of a document too large to hold (`AlignmentRun.streamingThreshold`),
/// read without holding it: its `DocumentFingerprint`, made from the same text
/// `PageGrouping.fingerprintText` takes of a held document (its first units' segments, about
/// 1 MiB), and whether it has English of its own (`GroupAligner.hasEnglish`). So a large
/// document is grouped exactly as the same content below the threshold would be.
///
/// - Complexity: O(n) in bytes at most; stops as soon as the fingerprint's text is complete and
///   the layout and the English are known (for a bilingual file, after its first MiB of text).
///   Holds what `DocumentStream` holds plus that MiB.
enum DocumentProbe {
  struct Outcome {
    var fingerprint: DocumentFingerprint
    /// True when the file could not be read as text (binary, unreadable): it takes the
    /// streamed path, which reports why.
    var failed: Bool
  }

  static func probe(path given: String) throws(FileError) -> Outcome {
    let reader = try LineReader(path: given)
    let path = PrintableName.escaped(given)
    var stream = DocumentStream(reader, path: path)
    var text = ""
    var textComplete = false
    var englishSeen = false
    while let event = stream.next() {
      guard case .unit(let unit) = event else { continue }
      if !unit.english.isEmpty { englishSeen = true }
      if !textComplete {
        PageGrouping.appendFingerprintText(of: unit, to: &text)
        textComplete = text.utf8.count > PageGrouping.fingerprintTextLimit
      }
      if textComplete, let layout = stream.decidedLayout, layout != .bilingual || englishSeen { break }
    }
    let failed = stream.issues.contains {
      if case .binary = $0.kind { true } else if case .unreadable = $0.kind { true } else { false }
    }
    let hasEnglish = stream.layout == .bilingual && englishSeen
    return Outcome(fingerprint: DocumentFingerprint(path: path, text: text, hasEnglish: hasEnglish), failed: failed)
  }
}
