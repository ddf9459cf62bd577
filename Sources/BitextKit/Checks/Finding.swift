/// One problem found in a translation unit, as a value: the report, the CSV flags and the
/// exit code are all computed from these. Printed like a compiler diagnostic so editors can
/// jump to it: `path:line:1: warning: [number-mismatch] number 60x60 in English is missing in Korean`.
public struct Finding: Sendable, Equatable, CustomStringConvertible {
  public enum Severity: String, Sendable, Equatable, Comparable, CaseIterable {
    /// Almost surely wrong (a number or a platform name replaced).
    case error
    /// Probably wrong; worth a look.
    case warning
    /// Worth knowing, not a defect (the same pair twice).
    case info

    public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
    private var rank: Int { self == .error ? 2 : self == .warning ? 1 : 0 }
  }

  /// Namespace for the messages; each check declares its own beside it.
  public enum Message {}

  public var code: FindingCode
  public var severity: Severity
  public var englishLocation: Optional<SourceLocation>
  public var koreanLocation: Optional<SourceLocation>
  /// One line in plain words, declared beside the check that produces it.
  public var message: String
  /// The tokens that disagree (`60x60`, `visionOS`, `tvOS`), for reports and filters.
  public var evidence: [String]
  /// The unit the finding is about (nil for a finding not tied to a unit).
  public var unit: Optional<UnitID>
  /// Related places, each with its own location and unit: the other source's translation of a
  /// `divergent-sources`, the current English of a `source-changed`, the first copy of a
  /// `duplicate`.
  public var notes: [Note]

  /// A place a finding relates to (swift-format's `Finding.Note`), printed after its finding
  /// as compilers print notes: `path:line:1: note: Other source`.
  public struct Note: Sendable, Equatable, CustomStringConvertible {
    public var message: String
    public var location: Optional<SourceLocation>
    public var unit: Optional<UnitID>

    public init(message: String, location: SourceLocation?, unit: UnitID? = nil) {
      self.message = message
      self.location = location
      self.unit = unit
    }

    public var description: String {
      let place = location.map { "\($0.file):\($0.firstLine):1: " } ?? ""
      return "\(place)note: \(message)"
    }
  }

  public init(code: FindingCode, severity: Severity, englishLocation: SourceLocation?, koreanLocation: SourceLocation?,
              message: String, evidence: [String] = [], unit: UnitID? = nil, notes: [Note] = []) {
    self.code = code
    self.severity = severity
    self.englishLocation = englishLocation
    self.koreanLocation = koreanLocation
    self.message = message
    self.evidence = evidence
    self.unit = unit
    self.notes = notes
  }

  /// A finding about `unit`, located on both of its sides.
  init(_ code: FindingCode, _ severity: Severity, _ unit: TranslationUnit, _ message: String, evidence: [String] = []) {
    self.init(code: code, severity: severity, englishLocation: unit.englishLocation,
              koreanLocation: unit.koreanLocation, message: message, evidence: evidence, unit: unit.id)
  }

  /// Where an editor should jump: the Korean (what a translator fixes), else the English.
  public var location: SourceLocation? { koreanLocation ?? englishLocation }

  /// `path:line:1: severity: [code] message`.
  public var description: String {
    let place = location.map { "\($0.file):\($0.firstLine):1: " } ?? ""
    return "\(place)\(severity.rawValue): [\(code.rawValue)] \(message)"
  }
}
