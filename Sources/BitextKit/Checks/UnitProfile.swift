/// What the checks read from one unit, computed once: the anchors and measures of both sides.
/// Statistics are learned from the profiles of a whole run, then every check reads the same
/// profile, so each text is scanned once.
public struct UnitProfile: Sendable {
  public var unit: TranslationUnit
  public var english: Anchors
  public var korean: Anchors
  var englishMeasure: TextMeasure
  var koreanMeasure: TextMeasure

  public init(_ unit: TranslationUnit) {
    self.unit = unit
    let englishText = unit.englishText
    let koreanText = unit.koreanText
    english = Anchors(englishText)
    korean = Anchors(koreanText)
    englishMeasure = TextMeasure(englishText)
    koreanMeasure = TextMeasure(koreanText, excludingGlosses: true)
  }

  /// Korean length over English length (non-space scalars), nil if a side is empty.
  var lengthRatio: Double? {
    guard englishMeasure.length > 0, koreanMeasure.length > 0 else { return nil }
    return Double(koreanMeasure.length) / Double(englishMeasure.length)
  }

  /// Keys (`Anchors.Term.key`, plural `s` removed) of every Latin word of a side.
  static func keys(of terms: [Anchors.Term]) -> Set<String> { Set(terms.map { termKey($0.key) }) }

  /// `Toolbars` and `toolbar` compare equal: a plural is not a different name.
  static func termKey(_ key: String) -> String {
    key.utf8.count > 3 && key.utf8.last == UInt8(ascii: "s") ? String(key.dropLast()) : key
  }
}
