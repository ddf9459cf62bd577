/// The markdown or plain-text structure a block had in its document. Pairing uses it to tell
/// content (paragraphs, list items, quotes, headings) from what stays untranslated by nature
/// (images, code, markup, table rules) and from translator notes.
public enum BlockKind: String, Sendable, Equatable, CaseIterable {
  case paragraph
  case heading
  case listItem = "list-item"
  /// A `> ` blockquote; in the blockquote layout it holds the Korean of the paragraph above.
  case quote
  case tableRow = "table-row"
  case image
  case code
  /// An HTML element line such as `<aside>` or `</aside>`; text inside stays a paragraph.
  case html
  case thematicBreak = "thematic-break"
  /// The text of an HTML comment (`<!-- A toolbar provides … -->`): translation projects keep
  /// the original there, above its translation. Pairing decides whether it is content.
  case comment
  /// A translator note: `→ …` summaries and `역자첨언` markers. Never a translation.
  case note
  /// Front matter (`---` … `---` at the top of a markdown file): metadata, not prose.
  case metadata
}
