/// `source-changed`: a unit of an older English version of the page whose English was edited,
/// moved or removed in the current English (`GroupAlignment.versionChanges`, found by
/// alignment). The finding has a note on the current English; its evidence is the words the
/// edit removed and added.
enum SourceChangeCheck {
  static func check(_ page: GroupAlignment, into findings: inout [Finding]) {
    for change in page.versionChanges {
      let unit = page.units[change.unitIndex]
      let notes = change.currentLocation.map { [Finding.Note(message: Finding.Message.currentEnglish, location: $0)] } ?? []
      findings.append(Finding(code: .sourceChanged, severity: .warning, englishLocation: unit.englishLocation,
                              koreanLocation: unit.koreanLocation,
                              message: Finding.Message.sourceChanged(change.kind, current: change.currentLocation),
                              evidence: evidence(change.kind), unit: unit.id, notes: notes))
    }
  }

  /// The removed and the inserted runs of words, each joined by a space, at most 12.
  static func evidence(_ kind: GroupAlignment.VersionChange.Kind) -> [String] {
    switch kind {
    case .edited(let diff), .moved(let diff):
      let runs = diff.operations.compactMap { operation -> String? in
        switch operation {
        case .equal: nil
        case .delete(let words), .insert(let words): words.joined(separator: " ")
        }
      }
      return Array(runs.prefix(12))
    case .removed:
      return []
    }
  }
}

extension Finding.Message {
  static let currentEnglish = "Current English"

  /// `the English changed since this translation (now toolbars.md:12): a toolbar [-appears-]{+sits+} …`
  static func sourceChanged(_ kind: GroupAlignment.VersionChange.Kind, current: SourceLocation?) -> String {
    let place = current.map { " (now \($0.file):\($0.firstLine))" } ?? ""
    let change = switch kind {
    case .edited(let diff): diff.rendered
    case .moved(let diff): "moved; " + diff.rendered
    case .removed: "no longer in the current English"
    }
    return "the English changed since this translation\(place): \(change)"
  }
}
