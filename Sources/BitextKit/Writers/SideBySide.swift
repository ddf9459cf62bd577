/// The side-by-side view of a run that the HTML report draws and `findings.json` links into:
/// per page (`RunResult.groups`), the English paragraphs in order as rows and one column per
/// source, each cell the units of that source for that English. Built once from a `RunResult`
/// so both writers agree on anchors (`report.html#toolbars/42`).
///
/// A unit's column is its `source` (decided by pairing and cross-source alignment): a `missing`
/// row of a Korean-only source sits in that source's column, under the English it lacks. Rows
/// are keyed by English file, first line and text, so the same English paragraph aligned to
/// several sources is one row with several filled cells, and an older English version of the
/// page gets its own rows.
///
/// Only the rows `ReportLimits` lets a report list are laid out (the first of each kind per
/// page, those of the first findings of each code, up to the run's budget); the others are
/// counted per page in `Group.unlisted` and have no anchor, so `findings.json` links only into
/// what `report.html` shows.
struct SideBySide {
  /// What a row (or an entry of the Korean with no English) is, for the per-kind limits.
  enum Kind: CaseIterable {
    case aligned, missing, extra

    /// `… and 12 more <noun>`.
    var noun: String {
      switch self {
      case .aligned: "aligned rows"
      case .missing: "rows missing a translation"
      case .extra: "Korean paragraphs with no English"
      }
    }
  }

  /// A page's rows and findings the report does not list.
  struct Unlisted {
    var rows: [Kind: Int] = [:]
    /// Findings (other than `missing`, which is the row itself) on the unlisted rows, by code.
    var findings: [FindingCode: Int] = [:]
    var isEmpty: Bool { rows.isEmpty && findings.isEmpty }
  }

  struct RowKey: Hashable {
    var file: String
    var line: Int
    var text: String

    /// File and line only: keys that differ there differ, and hashing each row's whole English
    /// (canonical String hashing) was most of laying out a large page. Equality still compares
    /// the text.
    func hash(into hasher: inout Hasher) {
      hasher.combine(file)
      hasher.combine(line)
    }
  }

  struct Row {
    var key: RowKey
    /// A unit carrying this English (for its segments and locations).
    var representative: TranslationUnit
    /// Units per source column (same order as `Group.sources`); usually zero or one.
    var cells: [[TranslationUnit]]
    var anchor: String
  }

  struct Group {
    var name: String
    var slug: String
    /// The page's sources, in order of first appearance: one column each.
    var sources: [String]
    var rows: [Row]
    /// Files the English of the rows comes from, in order (more than one when an older
    /// English version of the page is a source too).
    var englishFiles: [String] = []
    /// Units with Korean and no English, per source column.
    var extras: [[TranslationUnit]]
    var units: [TranslationUnit]
    var unlisted = Unlisted()
    /// English paragraphs of the page, listed or not.
    var paragraphs = 0
    /// Whether the report lists anything of this page (false once the run's budget is spent).
    var isListed: Bool { !rows.isEmpty || extras.contains { !$0.isEmpty } }
  }

  var groups: [Group]
  /// The run's findings by unit, most severe first (what the cells show).
  let findingsByUnit: FindingsByUnit
  /// Unit → anchor of the place that shows its Korean (or its row when it has none).
  private(set) var unitAnchors: [UnitID: String] = [:]
  /// Unit → anchor of its English row.
  private(set) var rowAnchors: [UnitID: String] = [:]

  init(_ result: RunResult, limits: ReportLimits = .standard) {
    var slugs = SlugSet()
    var laidOut = result.groups.filter { !$0.units.isEmpty }.map { page in
      let sources = page.sources  // a pass over the page's units: once
      return Group(name: page.name, slug: slugs.claim(Self.slug(page.name, fallback: "group")), sources: sources,
                   rows: [], extras: sources.map { _ in [] }, units: page.units)
    }
    groups = []
    findingsByUnit = result.findingsByUnit
    var budget = ListingBudget(limits)
    for g in laidOut.indices { layOut(&laidOut[g], limits: limits, budget: &budget) }
    groups = laidOut
  }

  /// The fragment (without `#`) that shows `finding`: its Korean cell when it has a Korean
  /// side, else its English row; nil for a finding not tied to a unit of the pages.
  func anchor(for finding: Finding) -> String? {
    guard let unit = finding.unit else { return nil }
    if finding.koreanLocation != nil, let anchor = unitAnchors[unit] { return anchor }
    return rowAnchors[unit] ?? unitAnchors[unit]
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

  private mutating func layOut(_ group: inout Group, limits: ReportLimits, budget: inout ListingBudget) {
    var rowOfKey: [RowKey: Int] = [:]
    rowOfKey.reserveCapacity(group.units.count)
    let columnOf = Dictionary(uniqueKeysWithValues: group.sources.enumerated().map { ($1, $0) })
    for unit in group.units {
      let column = columnOf[unit.source ?? ""]!
      guard let first = unit.english.first else {
        group.extras[column].append(unit)
        continue
      }
      let key = RowKey(file: first.location.file, line: first.location.firstLine, text: unit.englishText)
      if let row = rowOfKey[key] {
        group.rows[row].cells[column].append(unit)
        continue
      }
      rowOfKey[key] = group.rows.count
      if !group.englishFiles.contains(key.file) { group.englishFiles.append(key.file) }
      var cells: [[TranslationUnit]] = Array(repeating: [], count: group.sources.count)
      cells[column].append(unit)
      group.rows.append(Row(key: key, representative: unit, cells: cells, anchor: ""))
    }
    group.paragraphs = group.rows.count
    select(&group, limits: limits, budget: &budget)
    assignAnchors(&group)
  }

  /// Keeps the rows (then the Korean with no English) a report lists, in page order: a row is
  /// listed while its kind has listed fewer than `rowsPerKind`, or while it carries a finding
  /// whose code has listed fewer than `findingsPerCode`, and the run's budget lasts. The rest
  /// is counted in `group.unlisted`.
  private func select(_ group: inout Group, limits: ReportLimits, budget: inout ListingBudget) {
    var listedOfKind: [Kind: Int] = [:], listedOfCode: [FindingCode: Int] = [:]
    var unlisted = Unlisted()
    // The codes of the units' findings, `missing` aside, one per finding (no copy of a finding).
    func codes(_ units: some Sequence<TranslationUnit>) -> [FindingCode] {
      var codes: [FindingCode] = []
      for unit in units {
        let findings = findingsByUnit[unit.id]
        for f in findings.indices where findings[f].code != .missing { codes.append(findings[f].code) }
      }
      return codes
    }
    func lists(_ codes: [FindingCode], _ kind: Kind) -> Bool {
      let wanted = listedOfKind[kind, default: 0] < limits.rowsPerKind
        || codes.contains { listedOfCode[$0, default: 0] < limits.findingsPerCode }
      guard wanted, budget.takeOne() else {
        unlisted.rows[kind, default: 0] += 1
        for code in codes { unlisted.findings[code, default: 0] += 1 }
        return false
      }
      listedOfKind[kind, default: 0] += 1
      for code in codes { listedOfCode[code, default: 0] += 1 }
      return true
    }
    // The rows kept move down in place (filtering into a new array copied each one).
    var kept = 0
    for r in group.rows.indices {
      let units = group.rows[r].cells.joined()
      guard lists(codes(units), units.contains { $0.status == .missing } ? .missing : .aligned) else { continue }
      if kept != r { group.rows.swapAt(kept, r) }
      kept += 1
    }
    // Into a new array of the rows kept (a few thousand at most): the page's whole row table,
    // kept as capacity, would stay allocated while the reports are written (+27 MB peak on the
    // 100k pair).
    if kept < group.rows.count { group.rows = Array(group.rows[..<kept]) }
    group.extras = group.extras.map { units in units.filter { lists(codes(CollectionOfOne($0)), .extra) } }
    group.unlisted = unlisted
  }

  /// Rows claim `group/line` of their English first; then Korean cells claim `group/line` of
  /// their Korean. A taken id (another file of the page with the same line number, or English and
  /// Korean on one line) falls back to `group/file-slug/line`, then to a numbered suffix.
  private mutating func assignAnchors(_ group: inout Group) {
    var taken = SlugSet()
    for r in group.rows.indices {
      let key = group.rows[r].key
      let anchor = Self.claim(group.slug, key.file, key.line, in: &taken)
      group.rows[r].anchor = anchor
      for unit in group.rows[r].cells.joined() { rowAnchors[unit.id] = anchor }
    }
    let koreanUnits = group.rows.flatMap { $0.cells.joined() } + group.extras.joined()
    for unit in koreanUnits {
      guard let first = unit.korean.first else {
        unitAnchors[unit.id] = rowAnchors[unit.id]
        continue
      }
      unitAnchors[unit.id] = Self.claim(group.slug, first.location.file, first.location.firstLine, in: &taken)
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
