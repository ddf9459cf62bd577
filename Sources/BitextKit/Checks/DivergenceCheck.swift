/// `divergent-sources`: two sources of a page whose Korean for the same English disagree
/// (`GroupAlignment.divergences`, found by alignment): one keeps a number or name of the English
/// the other lacks, or one says much more. Both units get a finding, each with a note on the
/// other's translation.
enum DivergenceCheck {
  static func check(_ page: GroupAlignment, into findings: inout [Finding]) {
    for divergence in page.divergences {
      for (mine, other) in [(divergence.unitIndex, divergence.otherUnitIndex), (divergence.otherUnitIndex, divergence.unitIndex)] {
        let unit = page.units[mine], otherUnit = page.units[other]
        let evidence: [String] = if case .anchors(let anchors) = divergence.kind { anchors } else { [] }
        findings.append(Finding(code: .divergentSources, severity: .warning, englishLocation: unit.englishLocation,
                                koreanLocation: unit.koreanLocation,
                                message: Finding.Message.divergent(divergence.kind, other: otherUnit.koreanLocation),
                                evidence: evidence, unit: unit.id,
                                notes: [Finding.Note(message: Finding.Message.otherSource, location: otherUnit.koreanLocation,
                                                     unit: otherUnit.id)]))
      }
    }
  }
}

extension Finding.Message {
  static let otherSource = "Other source"

  static func divergent(_ kind: GroupAlignment.Divergence.Kind, other: SourceLocation?) -> String {
    let place = other.map { "\($0.file):\($0.firstLine)" } ?? "another source"
    let reason = switch kind {
    case .anchors(let anchors): "one source keeps \(anchors.joined(separator: ", ")) and the other does not"
    case .length(let ratio): "one source's Korean is \(String(Double(Int((ratio * 100).rounded())) / 100))× as long as the other's"
    }
    return "differs from the translation in \(place): \(reason)"
  }
}
