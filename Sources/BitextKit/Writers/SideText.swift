/// A unit side's text as the exports print it: the segments joined with one space, exactly as
/// `TranslationUnit.englishText` / `koreanText`, but a single segment (almost every unit) is
/// returned as is instead of going through `map` + `joined`, which built an array and a new
/// string per side per writer.
enum SideText {
  static func joined(_ segments: [Segment]) -> String {
    segments.count == 1 ? segments[0].text : segments.map(\.text).joined(separator: " ")
  }
}
