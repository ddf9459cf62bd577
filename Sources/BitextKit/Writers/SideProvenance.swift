/// Where one side of a unit starts, as the exports print it: the file of its first segment and
/// the first line among that file's segments. After cross-source alignment a side can span
/// files; the first segment's file names it, and lines of other files are not mixed in
/// (unlike `TranslationUnit.englishLocation`, which extends over every segment).
struct SideProvenance: Equatable {
  var file: String
  var line: Int

  /// `nil` when the side is absent.
  init?(_ segments: [Segment]) {
    // The segments' locations read in place: a copy of a segment retains its text and file.
    guard !segments.isEmpty else { return nil }
    file = segments[0].location.file
    line = segments[0].location.firstLine
    for index in segments.indices.dropFirst() where segments[index].location.file == file {
      line = min(line, segments[index].location.firstLine)
    }
  }
}
