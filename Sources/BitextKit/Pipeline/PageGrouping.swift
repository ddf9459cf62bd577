import Glibc

/// Groups the documents of a run into pages and aligns each page's sources: the stage between
/// in-document pairing and the checks. It names each page and gives each unit its page and
/// identity (`UnitID`), final from here on.
enum PageGrouping {
  struct Result {
    var groups: [GroupAlignment]
    var similarities: [GroupingEvidence]
    /// What the reviewer's decisions did (empty without `--review`).
    var review = ReviewOutcome()
  }

  /// `overrides` map a group name to paths as the user typed them; they are matched to the
  /// documents read (exact path, else same file on disk). Unmatched paths are returned.
  /// `review` decisions are applied to each page before its units are identified.
  static func align(_ documents: [DocumentResult], overrides: [String: [String]],
                    review: ReviewDecisions? = nil) -> (Result, unmatched: [String]) {
    let plan = group(documents.map(fingerprint), overrides: overrides, trial: trial(documents))
    return (align(documents, plan, review: review), plan.unmatched)
  }

  /// The pages of a run, decided from fingerprints alone (a document too large to hold is
  /// grouped from its `DocumentProbe`), before the documents are aligned.
  struct Plan {
    var groups: [SourceGroup]
    var similarities: [GroupingEvidence]
    var unmatched: [String]

    /// True when `path` shares its page with another document (so it must be held to align).
    func holds(_ path: String) -> Bool {
      groups.contains { $0.paths.count > 1 && $0.paths.contains(path) }
    }
  }

  static func fingerprint(_ document: DocumentResult) -> DocumentFingerprint {
    DocumentFingerprint(path: document.path, text: fingerprintText(document), hasEnglish: GroupAligner.hasEnglish(document))
  }

  /// Groups the fingerprints (in input order); `overrides` as for `align(_:overrides:)`.
  static func group(_ fingerprints: [DocumentFingerprint], overrides: [String: [String]],
                    trial: SourceGrouper.Trial? = nil) -> Plan {
    var resolved: [String: [String]] = [:]
    var unmatched: [String] = []
    for (name, paths) in overrides {
      for path in paths {
        if let match = fingerprints.first(where: { $0.path == path || FileIdentity(path) != nil && FileIdentity($0.path) == FileIdentity(path) }) {
          resolved[name, default: []].append(match.path)
        } else {
          unmatched.append(path)
        }
      }
    }
    let grouper = SourceGrouper()
    let evidence = grouper.grouping(fingerprints, overrides: resolved, trial: trial)
    return Plan(groups: evidence.groups, similarities: evidence.similarities, unmatched: unmatched)
  }

  /// Grouping's trial of a Korean-only document against a candidate English source, for the
  /// held `documents` (a large document only probed is not tried).
  static func trial(_ documents: [DocumentResult]) -> SourceGrouper.Trial {
    let byPath = Dictionary(documents.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    // The run's length model is fitted for the first trial: most runs try none (one English
    // source), and fitting measured every 1:1 pair of every document, which aligning does again.
    var aligner: GroupAligner?
    return { korean, english in
      guard let k = byPath[korean], let e = byPath[english] else { return nil }
      let fitted = aligner ?? GroupAligner(lengthModel: GroupAligner.fitted(to: documents).lengthModel)
      aligner = fitted
      return fitted.trialScore(of: k, against: e)
    }
  }

  /// Aligns the planned pages; `documents` hold every document of the plan's groups.
  /// `aligned` is called (on any thread) as each page is done, for the progress line.
  static func align(_ documents: [DocumentResult], _ plan: Plan, review: ReviewDecisions? = nil,
                    aligned pageDone: @Sendable () -> Void = {}) -> Result {
    let groups = plan.groups
    // Each document's 1:1 lengths, measured once for the run's length model and its pages'.
    let lengths = ParallelMap.map(documents, GroupAligner.lengthPairs)
    let runWide = GroupAligner.fitted(to: lengths).lengthModel
    var aligned: [GroupAlignment] = []
    var usedNames: Set<String> = []
    let byPath = Dictionary(documents.indices.map { (documents[$0].path, $0) }, uniquingKeysWith: { first, _ in first })
    // Pages are independent: aligned on all cores, kept in group order. A page's units are
    // identified there too (identities are numbered per page and do not depend on its name),
    // from content hashes computed on all cores.
    var results: [(GroupAlignment, [DocumentResult], Set<ReviewDecisions.Key>)?] = ParallelMap.map(groups) { group in
      let indices = group.paths.compactMap { byPath[$0] }
      guard !indices.isEmpty else { return nil }
      let members = indices.map { documents[$0] }
      var page = GroupAligner.fitted(to: indices.map { lengths[$0] }, fallback: runWide).align(members, group: group)
      let changed = review.map { ReviewApplication.apply($0, to: &page) } ?? []
      let contents = ParallelMap.map(page.units, minimumChunk: 1_024, UnitIdentifier.content)
      var identifier = UnitIdentifier()
      for i in page.units.indices { identifier.identify(&page.units[i], content: contents[i]) }
      pageDone()
      return (page, members, changed)
    }
    var changed: Set<ReviewDecisions.Key> = []
    for (index, group) in groups.enumerated() {
      // Taken out of `results`, so naming the units changes the only copy of the page.
      guard case (var result, let members, let pageChanged)? = results[index].take() else { continue }
      changed.formUnion(pageChanged)
      if !group.isManual { result.name = pageName(result, members) }
      var name = result.name
      var n = 2
      while usedNames.contains(name) { name = "\(result.name) (\(n))"; n += 1 }
      usedNames.insert(name)
      result.name = name
      for i in result.units.indices { result.units[i].group = name }
      aligned.append(result)
    }
    let outcome = review.map { ReviewOutcome($0, pages: aligned, changed: changed) } ?? ReviewOutcome()
    return Result(groups: aligned, similarities: plan.similarities, review: outcome)
  }

  /// The English title of the current English source, else any title, else the grouper's name.
  static func pageName(_ group: GroupAlignment, _ members: [DocumentResult]) -> String {
    let current = members.first { $0.path == group.currentEnglish }
    return current?.title ?? members.compactMap(\.title).first ?? group.name
  }

  /// Text that identifies the page: all segments (Latin terms and numbers are what survive
  /// translation; the fingerprint keeps only those). Capped so a huge file costs little here.
  static func fingerprintText(_ document: DocumentResult) -> String {
    var text = ""
    for unit in document.units {
      appendFingerprintText(of: unit, to: &text)
      if text.utf8.count > fingerprintTextLimit { break }
    }
    return text
  }

  /// The fingerprint's text stops after the unit that takes it over this many bytes.
  static let fingerprintTextLimit = 1 << 20

  static func appendFingerprintText(of unit: TranslationUnit, to text: inout String) {
    for segment in unit.english + unit.korean {
      text += segment.text
      text += "\n"
    }
  }
}

/// Device and inode of a path, to tell two spellings of one file apart from two files.
struct FileIdentity: Equatable {
  var device: UInt64
  var inode: UInt64

  init?(_ path: String) {
    var st = stat()
    guard stat(path, &st) == 0 else { return nil }
    device = UInt64(st.st_dev)
    inode = UInt64(st.st_ino)
  }
}
