/// Where one side of a unit starts, as the exports print it: the file of its first segment and
/// the first line among that file's segments. After cross-source alignment a side can span
/// files; the first segment's file names it, and lines of other files are not mixed in
/// (unlike `TranslationUnit.englishLocation`, which extends over every segment).
struct SideProvenance: Equatable {
  var file: String
  var line: Int

  /// `nil` when the side is absent.
  init?(_ segments: [Segment]) {
    guard let first = segments.first else { return nil }
    file = first.location.file
    line = first.location.firstLine
    for segment in segments.dropFirst() where segment.location.file == file {
      line = min(line, segment.location.firstLine)
    }
  }
}
