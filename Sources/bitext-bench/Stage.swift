/// What one child process measures on one file. Each stage includes the ones before it.
enum Stage: String, CaseIterable {
  /// `LineReader` only: lines and bytes.
  case read
  /// + `BlockParser`.
  case parse
  /// + `DocumentPairer` (language tagging happens inside pairing).
  case pair
  /// + `CSVWriter` and `TMXWriter` streaming into `AtomicFile`s, nothing accumulated: the stream
  ///   the issue asks for (reader → parser → pairer → writers).
  case stream
  /// `AlignmentRun.run` on the file, outputs in a temporary directory: what `bitext align`
  /// does today (it keeps every unit of a document before writing).
  case run
  /// Cross-source alignment: the Korean-only file (`korean-only-N.txt` beside the given
  /// `english-only-N.txt`) aligned to the English-only one with `GroupAligner`. Reading both
  /// is not timed; `seconds` is the alignment alone.
  case crossAlign = "cross-align"

  var title: String {
    switch self {
    case .read: "read (LineReader)"
    case .parse: "read+parse"
    case .pair: "read+parse+pair"
    case .stream: "parse+pair+CSV+TMX (stream)"
    case .run: "AlignmentRun (bitext align)"
    case .crossAlign: "cross-source alignment"
    }
  }
}
