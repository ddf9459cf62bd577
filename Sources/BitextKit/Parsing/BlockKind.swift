/// The markdown or plain-text structure a block had in its document. Pairing uses it to tell
/// content (paragraphs, list items, quotes, headings) from what stays untranslated by nature
/// (images, code, markup, table rules) and from translator notes.
public enum BlockKind: String, Sendable, Equatable, CaseIterable {
  case paragraph
  case heading
  case listItem = "list-item"
  /// A list item or line that is only a link, with at most a short tail (`- [Title](url) by
  /// Author`): link lists, related pages, tables of contents. Paired like a list item when its
  /// translation is beside it; English left untranslated there is no missing paragraph.
  case link
  /// A `> ` blockquote; in the blockquote layout it holds the Korean of the paragraph above.
  case quote
  case tableRow = "table-row"
  /// An image without readable alt text: decoration, or alt text that is a URL or a file name.
  case image
  /// An image on a line of its own whose alt text is words (`![Board filled with numbers](board.png)`):
  /// what a reader who cannot see the image reads, translated like a label. The text is the alt text.
  case imageText = "image-text"
  case code
  /// An HTML element line such as `<aside>` or `</aside>`; text inside stays a paragraph.
  case html
  /// A container line of a docs dialect with no title: an admonition's fence (Docusaurus
  /// `:::tip`, `:::`; MkDocs `!!! note`) or a Hugo shortcode line (`{{< note >}}`). Markup,
  /// like an HTML element line. An admonition's title (`:::tip Keep it small`, `!!! warning
  /// "Memory"`, `:::note[Title]`) is a `heading` of its own, holding the title alone.
  case directive
  case thematicBreak = "thematic-break"
  /// The text of an HTML comment (`<!-- A toolbar provides … -->`): translation projects keep
  /// the original there, above its translation. Pairing decides whether it is content.
  case comment
  /// A translator note: `→ …` summaries and `역자첨언` markers. Never a translation.
  case note
  /// Front matter (`---` … `---` at the top of a markdown file): metadata, not prose.
  case metadata
}
