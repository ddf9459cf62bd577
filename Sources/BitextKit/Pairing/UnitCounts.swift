/// How many units have each status: one way to count, so the log lines, the final summary and
/// every report say the same numbers for a source, a page or the run.
public struct UnitCounts: Sendable, Equatable {
  public var aligned = 0, missing = 0, extra = 0

  public init() {}

  public init(_ units: some Sequence<TranslationUnit>) {
    for unit in units { add(unit.status) }
  }

  public mutating func add(_ status: TranslationUnit.Status) {
    switch status {
    case .aligned: aligned += 1
    case .missing: missing += 1
    case .extra: extra += 1
    }
  }

  public var total: Int { aligned + missing + extra }

  public subscript(status: TranslationUnit.Status) -> Int {
    switch status {
    case .aligned: aligned
    case .missing: missing
    case .extra: extra
    }
  }

  public static func + (a: UnitCounts, b: UnitCounts) -> UnitCounts {
    var sum = a
    sum.aligned += b.aligned; sum.missing += b.missing; sum.extra += b.extra
    return sum
  }
}
