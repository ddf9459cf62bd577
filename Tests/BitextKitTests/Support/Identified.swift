import BitextKit

extension Array where Element == TranslationUnit {
  /// The units with identities, as `PageGrouping` gives them to a page's units.
  var identified: [TranslationUnit] {
    var identifier = UnitIdentifier()
    return map { unit in
      var unit = unit
      identifier.identify(&unit)
      return unit
    }
  }
}
