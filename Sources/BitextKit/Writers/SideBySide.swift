/// The side-by-side view of a run that the HTML report draws and `findings.json` links into:
/// per group (one page), the English paragraphs in order as rows and one column per Korean
/// source, each cell the units of that source for that English. Built once from a `RunResult`
/// so both writers agree on anchors (`report.html#toolbars/42`).
///
/// A unit belongs to the source of its Korean (the translation); a unit with no Korean (a
/// `missing` English) belongs to the source of its English file. Rows are keyed by English file,
/// first line and text, so the same English paragraph aligned to several Korean sources is one
/// row with several filled cells, and an older English version of the page gets its own rows.
struct SideBySide {
  struct RowKey: Hashable {
    var file: String
    var line: Int
    var text: String
  }

  struct Row {
    var key: RowKey
    /// A unit carrying this English (for its segments and locations).
    var representative: Int
    /// Unit indices per source column (same order as `Group.sources`); usually zero or one.
    var cells: [[Int]]
    var anchor: String
  }

  struct Group {
    var name: String
    var slug: String
    /// Korean sources of the page, in order of first appearance: one column each.
    var sources: [String]
    var rows: [Row]
    /// Files the English of the rows comes from, in order (more than one when an older
    /// English version of the page is a source too).
    var englishFiles: [String] = []
    /// Units with Korean and no English, per source column.
    var extras: [[Int]]
    var unitIndices: [Int]
  }

  var groups: [Group]
  /// Unit index → anchor of the place that shows its Korean (or its row when it has none).
  private(set) var unitAnchors: [Int: String] = [:]
  /// Unit index → anchor of its English row.
  private(set) var rowAnchors: [Int: String] = [:]

  init(_ result: RunResult) {
    var slugs = SlugSet()
    var laidOut = Self.groupUnits(result.units).map { name, indices in
      Group(name: name, slug: slugs.claim(Self.slug(name, fallback: "group")), sources: [], rows: [], extras: [], unitIndices: indices)
    }
    groups = []
    for g in laidOut.indices { layOut(&laidOut[g], result.units) }
    groups = laidOut
  }

  /// The fragment (without `#`) that shows `finding`: its Korean cell when it has a Korean
  /// side, else its English row; nil for a finding not tied to a unit.
  func anchor(for finding: Finding) -> String? {
    guard let index = finding.unitIndex else { return nil }
    if finding.koreanLocation != nil, let anchor = unitAnchors[index] { return anchor }
    return rowAnchors[index] ?? unitAnchors[index]
  }

  /// The column a unit goes in: its Korean file, else its English file.
  static func source(of unit: TranslationUnit) -> String {
    unit.korean.first?.location.file ?? unit.english.first?.location.file ?? ""
  }

  /// `[a-z0-9-]` only: ASCII letters lowercased, digits kept, every other run becomes one `-`,
  /// no `-` at either end. Safe in an `id`, an `href` and a URL fragment without escaping.
  static func slug(_ text: String, fallback: String) -> String {
    var bytes: [UInt8] = []
    var pendingHyphen = false
    for byte in text.utf8 {
      let lower = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
      if (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(lower) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(lower) {
        if pendingHyphen && !bytes.isEmpty { bytes.append(UInt8(ascii: "-")) }
        pendingHyphen = false
        bytes.append(lower)
      } else {
        pendingHyphen = true
      }
    }
    return bytes.isEmpty ? fallback : String(decoding: bytes, as: UTF8.self)
  }

  // MARK: Building

  private static func groupUnits(_ units: [TranslationUnit]) -> [(String, [Int])] {
    var order: [String] = []
    var members: [String: [Int]] = [:]
    for (index, unit) in units.enumerated() {
      if members[unit.group] == nil { order.append(unit.group) }
      members[unit.group, default: []].append(index)
    }
    return order.map { ($0, members[$0]!) }
  }

  private mutating func layOut(_ group: inout Group, _ units: [TranslationUnit]) {
    var rowOfKey: [RowKey: Int] = [:]
    var columnOf: [String: Int] = [:]
    for index in group.unitIndices {
      let unit = units[index]
      let source = Self.source(of: unit)
      if columnOf[source] == nil {
        columnOf[source] = group.sources.count
        group.sources.append(source)
        group.extras.append([])
        for r in group.rows.indices { group.rows[r].cells.append([]) }
      }
      let column = columnOf[source]!
      guard let first = unit.english.first else {
        group.extras[column].append(index)
        continue
      }
      let key = RowKey(file: first.location.file, line: first.location.firstLine, text: unit.englishText)
      if rowOfKey[key] == nil {
        rowOfKey[key] = group.rows.count
        if !group.englishFiles.contains(key.file) { group.englishFiles.append(key.file) }
        group.rows.append(Row(key: key, representative: index, cells: Array(repeating: [], count: group.sources.count), anchor: ""))
      }
      group.rows[rowOfKey[key]!].cells[column].append(index)
    }
    assignAnchors(&group, units)
  }

  /// Rows claim `group/line` of their English first; then Korean cells claim `group/line` of
  /// their Korean. A taken id (another file of the page with the same line number, or English and
  /// Korean on one line) falls back to `group/file-slug/line`, then to a numbered suffix.
  private mutating func assignAnchors(_ group: inout Group, _ units: [TranslationUnit]) {
    var taken = SlugSet()
    for r in group.rows.indices {
      let key = group.rows[r].key
      let anchor = Self.claim(group.slug, key.file, key.line, in: &taken)
      group.rows[r].anchor = anchor
      for index in group.rows[r].cells.joined() { rowAnchors[index] = anchor }
    }
    let koreanUnits = group.rows.flatMap { $0.cells.joined() } + group.extras.joined()
    for index in koreanUnits {
      guard let first = units[index].korean.first else {
        unitAnchors[index] = rowAnchors[index]
        continue
      }
      unitAnchors[index] = Self.claim(group.slug, first.location.file, first.location.firstLine, in: &taken)
    }
  }

  private static func claim(_ groupSlug: String, _ file: String, _ line: Int, in taken: inout SlugSet) -> String {
    let plain = "\(groupSlug)/\(line)"
    if !taken.contains(plain) { return taken.claim(plain) }
    return taken.claim("\(groupSlug)/\(slug(baseName(file), fallback: "file"))/\(line)")
  }

  private static func baseName(_ path: String) -> String {
    guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
    return String(path[path.utf8.index(after: slash)...])
  }
}
