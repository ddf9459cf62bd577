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
    // The groups are the non-empty pages, laid end to end as the run's units are.
    let findingsOfGroup = result.findingsByRow.pages(laidOut.map(\.units.count))
    for g in laidOut.indices {
      layOut(&laidOut[g], findings: findingsOfGroup[g], limits: limits, budget: &budget)
    }
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

  /// Finds the page's rows (a unit's English file, first line and text) as unit indices, one
  /// chain of units per row in page order, decides which rows the report lists, and makes a
  /// `Row` (its cells, copies of its units) for those only: making one for each of a large
  /// page's rows and dropping most was most of the view's cost.
  /// `findings`: by the unit's position in the page.
  private mutating func layOut(_ group: inout Group, findings: FindingsByUnit.Positions, limits: ReportLimits,
                               budget: inout ListingBudget) {
    let units = group.units
    let columnOf = Dictionary(uniqueKeysWithValues: group.sources.enumerated().map { ($1, $0) })
    // Rows by (file number, first line); rows of one key with different English are chained.
    var rowOfKey: [Int: Int32] = [:]
    rowOfKey.reserveCapacity(units.count)
    var fileNumber: [String: Int] = [:], lastFile: String?, lastNumber = 0
    var firstUnit: [Int32] = [], lastUnit: [Int32] = [], sameKey: [Int32] = []
    var nextUnit = [Int32](repeating: -1, count: units.count)
    var texts: [Int32: String] = [:]  // a row's English, made when another row shares its key
    for u in units.indices {
      guard let first = units[u].english.first else {
        group.extras[columnOf[units[u].source ?? ""]!].append(units[u])
        continue
      }
      let file = first.location.file
      if file != lastFile {
        if let known = fileNumber[file] {
          lastNumber = known
        } else {
          lastNumber = fileNumber.count
          fileNumber[file] = lastNumber
          group.englishFiles.append(file)
        }
        lastFile = file
      }
      let key = lastNumber << 40 | first.location.firstLine
      var row = rowOfKey[key] ?? -1
      if row >= 0 {
        let text = units[u].englishText
        while row >= 0 {
          let r = Int(row)
          if texts[row] == nil { texts[row] = units[Int(firstUnit[r])].englishText }
          if texts[row] == text { break }
          row = sameKey[r]
        }
        if row < 0 {
          row = Int32(firstUnit.count)
          sameKey.append(rowOfKey[key]!)
          rowOfKey[key] = row
          texts[row] = text
          firstUnit.append(Int32(u))
          lastUnit.append(Int32(u))
          continue
        }
        nextUnit[Int(lastUnit[Int(row)])] = Int32(u)
        lastUnit[Int(row)] = Int32(u)
        continue
      }
      rowOfKey[key] = Int32(firstUnit.count)
      sameKey.append(-1)
      firstUnit.append(Int32(u))
      lastUnit.append(Int32(u))
    }
    group.paragraphs = firstUnit.count
    let kept = select(&group, rows: firstUnit.count, units: { r, body in
      var u = firstUnit[r]
      while u >= 0 {
        body(Int(u))
        u = nextUnit[Int(u)]
      }
    }, findings: findings, limits: limits, budget: &budget)
    group.rows.reserveCapacity(kept.count)
    for r in kept {
      let representative = units[Int(firstUnit[r])]
      let location = representative.english[0].location
      var cells: [[TranslationUnit]] = Array(repeating: [], count: group.sources.count)
      var u = firstUnit[r]
      while u >= 0 {
        cells[columnOf[units[Int(u)].source ?? ""]!].append(units[Int(u)])
        u = nextUnit[Int(u)]
      }
      let key = RowKey(file: location.file, line: location.firstLine, text: texts[Int32(r)] ?? representative.englishText)
      group.rows.append(Row(key: key, representative: representative, cells: cells, anchor: ""))
    }
    assignAnchors(&group)
  }

  /// The rows (then the Korean with no English) a report lists, in page order: a row is
  /// listed while its kind has listed fewer than `rowsPerKind`, or while it carries a finding
  /// whose code has listed fewer than `findingsPerCode`, and the run's budget lasts. The rest
  /// is counted in `group.unlisted`. `units(r, body)` calls `body` with the position in the
  /// page of each unit of row `r` (`findings`: by that position); returns the rows listed;
  /// keeps the Korean with no English listed in `group.extras`.
  private func select(_ group: inout Group, rows: Int, units: (Int, (Int) -> Void) -> Void,
                      findings: FindingsByUnit.Positions, limits: ReportLimits, budget: inout ListingBudget) -> [Int] {
    var listedOfKind: [Kind: Int] = [:], listedOfCode: [FindingCode: Int] = [:]
    var unlisted = Unlisted()
    var codes: [FindingCode] = []
    let pageUnits = group.units
    // The codes of a unit's findings, `missing` aside, one per finding (no copy of a finding).
    func addCodes(_ findings: [Finding]) {
      for f in findings.indices where findings[f].code != .missing { codes.append(findings[f].code) }
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
    var kept: [Int] = []
    for r in 0..<rows {
      codes.removeAll(keepingCapacity: true)
      var missing = false
      units(r) { u in
        addCodes(findings[u])
        if pageUnits[u].status == .missing { missing = true }
      }
      if lists(codes, missing ? .missing : .aligned) { kept.append(r) }
    }
    group.extras = group.extras.map { units in
      units.filter { unit in
        codes.removeAll(keepingCapacity: true)
        addCodes(findingsByUnit[unit.id])
        return lists(codes, .extra)
      }
    }
    group.unlisted = unlisted
    return kept
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
