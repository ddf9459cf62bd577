/// Korean far longer or shorter than this run's usual ratio for English of this length: at
/// least `minimumFactor` times off *and* `minimumDeviation` spreads away, on English of at
/// least `LengthModel.minimumEnglishLength` visible characters (short texts vary too much).
enum LengthRatioCheck {
  static let minimumFactor = 2.0
  static let minimumDeviation = 3.0

  static func check(_ profile: UnitProfile, model: LengthModel, into findings: inout [Finding]) {
    let en = profile.englishMeasure.length, ko = profile.koreanMeasure.length
    guard en >= LengthModel.minimumEnglishLength, ko > 0 else { return }
    let relative = model.relativeLength(english: en, korean: ko)
    let deviation = model.logDeviation(english: en, korean: ko)
    guard abs(deviation) >= minimumDeviation, relative >= minimumFactor || relative <= 1 / minimumFactor else { return }
    findings.append(Finding(.lengthRatio, .warning, profile.unit, Finding.Message.lengthRatio(relative)))
  }
}

extension Finding.Message {
  static func lengthRatio(_ relative: Double) -> String {
    let factor = (relative * 10).rounded() / 10
    return "Korean is \(factor)× the usual length for this English"
  }
}
