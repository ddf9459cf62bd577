/// A file the benchmark wrote, with what it knows of its bytes for checking the stages.
struct SynthesizedFile {
  var path: String
  var bytes: Int
  /// Number of `\n` bytes: what the reader's line count must equal.
  var newlines: Int
  /// FNV-1a 64 of the bytes, printed so two machines can tell they measured the same input.
  var checksum: UInt64
  /// Paragraphs written (monolingual files only; 0 for bilingual ones).
  var paragraphs = 0
}
