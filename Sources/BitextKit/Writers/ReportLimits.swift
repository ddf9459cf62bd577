/// How much of a run `report.html` and `report.md` list, so both stay readable and bounded
/// (a browser opens them in seconds) whatever the run's size: `alignment.csv` and
/// `findings.json` hold every row and finding, the reports the first of each kind and a count of
/// the rest, said where the list stops ("… and 12,345 more aligned rows: see alignment.csv").
///
/// - Per page (and per document in `report.md`): the first `rowsPerKind` rows of each kind
///   (aligned, missing, Korean with no English, skipped blocks, reading problems), and the rows
///   of the first `findingsPerCode` findings of each code.
/// - In the whole report: at most `rowsInRun` rows and findings listed, and `summaryRows` rows of
///   the summary table; pages and documents past that are counted, not described.
///
/// A run under the limits (every real documentation page) is listed whole.
public struct ReportLimits: Sendable, Equatable {
  public var rowsPerKind: Int
  public var findingsPerCode: Int
  public var rowsInRun: Int
  public var summaryRows: Int

  public init(rowsPerKind: Int, findingsPerCode: Int, rowsInRun: Int, summaryRows: Int) {
    self.rowsPerKind = rowsPerKind
    self.findingsPerCode = findingsPerCode
    self.rowsInRun = rowsInRun
    self.summaryRows = summaryRows
  }

  /// 100,000 units (one page or many) give a `report.html` of about 3 MB and a `report.md` of
  /// about 2 MB.
  public static let standard = ReportLimits(rowsPerKind: 500, findingsPerCode: 200, rowsInRun: 5_000, summaryRows: 1_000)

  /// `12345` → `12,345`: the counts of what is not listed are read by people.
  static func grouped(_ n: Int) -> String {
    let digits = Array(String(n.magnitude).utf8)
    var out: [UInt8] = n < 0 ? [UInt8(ascii: "-")] : []
    for (i, digit) in digits.enumerated() {
      if i > 0 && (digits.count - i) % 3 == 0 { out.append(UInt8(ascii: ",")) }
      out.append(digit)
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// `… and 12,345 more aligned rows: see alignment.csv.`
  static func more(_ n: Int, _ what: String, see file: String) -> String {
    "… and \(grouped(n)) more \(what): see \(file)."
  }

  /// `term-mismatch 1,000, omission 234`, in code order.
  static func byCode(_ counts: [FindingCode: Int]) -> String {
    FindingCode.allCases.compactMap { code in counts[code].map { "\(code.rawValue) \(grouped($0))" } }.joined(separator: ", ")
  }
}

/// The rows of both reports' summary tables: one per page and source (a page's sources in
/// order), the first `ReportLimits.summaryRows` listed, the rest counted.
struct SummaryRows {
  struct Row {
    /// The page's index in the pages given.
    var page: Int
    var source: String
    /// The page's units whose source is `source`.
    var units: [TranslationUnit]
    /// Their positions in the page.
    var indices: [Int]
  }

  private(set) var listed: [Row] = []
  private(set) var unlistedRows = 0
  private(set) var unlistedUnits = 0

  init(_ pages: [(units: [TranslationUnit], sources: [String])], limit: Int) {
    for (index, page) in pages.enumerated() {
      let bySource = page.units.indicesBySource()
      for source in page.sources {
        // A source with all the page's units shares the page's array (copying them retained
        // every unit's fields: 100,000 on the held pair's one page).
        let indices = bySource[source] ?? []
        let units = indices.count == page.units.count ? page.units : indices.map { page.units[$0] }
        if listed.count < limit {
          listed.append(Row(page: index, source: source, units: units, indices: indices))
        } else {
          unlistedRows += 1
          unlistedUnits += units.count
        }
      }
    }
  }

  /// `… and 12 more sources with 3,456 units (counted in the totals above): see FILE.`, nil
  /// when every row is listed.
  func unlistedNote(see file: String) -> String? {
    guard unlistedRows > 0 else { return nil }
    return "… and \(ReportLimits.grouped(unlistedRows)) more sources with \(ReportLimits.grouped(unlistedUnits)) units "
      + "(counted in the totals above): see \(file)."
  }
}

/// What a report has listed so far against `ReportLimits.rowsInRun`: every list of a report
/// takes from one budget, so the report stays bounded however many pages and documents.
struct ListingBudget {
  private(set) var remaining: Int

  init(_ limits: ReportLimits) { remaining = limits.rowsInRun }

  var isSpent: Bool { remaining <= 0 }

  /// How many of `count` entries a list shows, at most `quota` and what is left; taken from
  /// the budget.
  mutating func take(_ count: Int, quota: Int) -> Int {
    let shown = max(0, min(count, quota, remaining))
    remaining -= shown
    return shown
  }

  /// Takes one entry when any is left.
  mutating func takeOne() -> Bool { take(1, quota: 1) == 1 }
}

extension FindingCode {
  /// How many of `findings` have each code (codes with none absent), in one pass over them: the
  /// reports' legends and code lists used to make one pass per code.
  static func counts(_ findings: [Finding]) -> [FindingCode: Int] {
    var counts: [FindingCode: Int] = [:]
    for i in findings.indices { counts[findings[i].code, default: 0] += 1 }
    return counts
  }
}
