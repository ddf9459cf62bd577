/// `divergent-sources`: two sources of a page whose Korean for the same English disagree
/// (`GroupAlignment.parallelTranslations`, found by alignment): one keeps a number or name of
/// the English the other lacks, or one is much longer (1.8×) than the other. Both units get a
/// finding, each with a note on the other's translation.
enum DivergenceCheck {
  /// Two rows of different sources whose Korean for the same English disagree materially.
  struct Divergence: Equatable {
    enum Kind: Equatable {
      /// Anchors (numbers, names) of the English one Korean keeps and the other does not.
      case anchors([String])
      /// One Korean is `ratio` times as long as the other.
      case length(ratio: Double)
    }

    var unitIndex: Int
    var otherUnitIndex: Int
    var kind: Kind
  }

  static func check(_ page: GroupAlignment, into findings: inout [Finding]) {
    for divergence in divergences(page) {
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

  /// The pairs of a page's parallel translations, from different sources, that disagree.
  static func divergences(_ page: GroupAlignment) -> [Divergence] {
    var out: [Divergence] = []
    for rows in page.parallelTranslations {
      for a in rows.indices {
        for b in rows.indices where b > a {
          let ua = page.units[rows[a]], ub = page.units[rows[b]]
          guard ua.source != ub.source else { continue }
          let english = AnchorSet.material(ua.englishText)
          let ka = AnchorSet.ofTranslation(ua.koreanText).intersection(english)
          let kb = AnchorSet.ofTranslation(ub.koreanText).intersection(english)
          let differing = ka.symmetricDifference(kb).sorted()
          let la = Double(LengthModel.length(of: ua.koreanText)), lb = Double(LengthModel.length(of: ub.koreanText))
          let ratio = max(la, lb) / max(1, min(la, lb))
          if !differing.isEmpty {
            out.append(Divergence(unitIndex: rows[a], otherUnitIndex: rows[b], kind: .anchors(differing)))
          } else if ratio >= 1.8 {
            out.append(Divergence(unitIndex: rows[a], otherUnitIndex: rows[b], kind: .length(ratio: ratio)))
          }
        }
      }
    }
    return out
  }
}

extension Finding.Message {
  static let otherSource = "Other source"

  static func divergent(_ kind: DivergenceCheck.Divergence.Kind, other: SourceLocation?) -> String {
    let place = other.map { "\($0.file):\($0.firstLine)" } ?? "another source"
    let reason = switch kind {
    case .anchors(let anchors): "one source keeps \(anchors.joined(separator: ", ")) and the other does not"
    case .length(let ratio): "one source's Korean is \(String(Double(Int((ratio * 100).rounded())) / 100))× as long as the other's"
    }
    return "differs from the translation in \(place): \(reason)"
  }
}
