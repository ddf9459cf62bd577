/// Finds a document's title while its first blocks stream past: the first level-1 heading,
/// else the last short English line before the first paragraph of prose. A leading
/// `[category]` tag (`[HIG] Toolbars`) is not part of the title. A table row counts only as
/// the very first block (`Toggles<TAB>토글` heading a tab-separated export).
struct TitleFinder {
  private(set) var title: String?
  private var headingTitle: String?
  private var done = false
  private var isFirstBlock = true

  mutating func observe(_ block: Block) {
    defer { isFirstBlock = false }
    if block.kind == .tableRow && !isFirstBlock { return }
    guard !done, ![.note, .html, .directive, .code, .image, .metadata, .thematicBreak].contains(block.kind) else { return }
    if block.kind == .heading, block.level == 1, headingTitle == nil {
      headingTitle = Self.clean(block.text)
      title = headingTitle
      return
    }
    for segment in LanguageTagger.segments(of: block) {
      let shape = SegmentShape(segment.text)
      if shape.isAuthorLine { continue }
      if shape.isSubstantial && segment.language != .neutral { done = true; return }
      if headingTitle == nil, segment.language == .english, shape.isShortLine {
        title = Self.clean(segment.text)
      }
    }
  }

  static func clean(_ text: String) -> String {
    var t = Substring(text)
    if t.first == "[", let close = t.firstIndex(of: "]") { t = t[t.index(after: close)...] }
    var cleaned = String(t).trimmingSpaces
    if cleaned.isEmpty { return text }
    // `toolbars` from a slug-like heading reads as a title: `Toolbars`.
    if let first = cleaned.unicodeScalars.first, ("a"..."z").contains(first) {
      cleaned = first.properties.uppercaseMapping + String(cleaned.unicodeScalars.dropFirst())
    }
    return cleaned
  }
}
