/// A row of a page while its sources are assembled: a unit of one source, where it goes on the
/// page, and what aligning its source found about it.
struct PageRow {
  var place: RowPlace
  var unit: TranslationUnit
  /// The paragraph of the current English that this row's Korean translates, when it is the
  /// only English of the row: the translations the sources' Korean is compared by.
  var translates: Int? = nil
  /// A row of an older English version whose English is not the current English's.
  var change: Change? = nil

  /// How an older version's English differs from the current English it corresponds to (empty
  /// and nil when it was removed).
  struct Change {
    var currentEnglish: String
    var currentLocation: SourceLocation?
    var kind: GroupAlignment.VersionChange.Kind
  }
}

/// Where a row goes on its page: at a paragraph of the current English or in the gap after it,
/// then by source (the current English first, then the other sources in the order they are
/// aligned). Rows with the same place keep the order their source gave them.
struct RowPlace: Comparable {
  /// A paragraph of the current English; -1 is before the first.
  var paragraph: Int
  /// In the gap after `paragraph` rather than at it.
  var isAfter = false
  /// 0 for the current English, 1… for the page's other sources.
  var source: Int

  static func < (a: RowPlace, b: RowPlace) -> Bool {
    (a.paragraph, a.isAfter ? 1 : 0, a.source) < (b.paragraph, b.isAfter ? 1 : 0, b.source)
  }
}
