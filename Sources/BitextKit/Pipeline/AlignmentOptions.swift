/// What one run of `bitext align` or `bitext check` reads, and where and how it writes.
public struct AlignmentOptions: Sendable, Equatable {
  /// Files or folders; folders are read recursively (`*.md`, `*.markdown`, `*.txt`); `-` is stdin.
  public var inputs: [String]
  /// Where `alignment.csv`, `alignment.tmx`, `report.md` (and later reports) are written.
  public var outputDirectory: String
  /// `--group NAME=PATH,PATH`: documents the user puts in one group by hand.
  public var groupOverrides: [String: [String]]
  /// Write the exports (align) or only compute findings (check).
  public var writesOutputs: Bool
  /// Prefix CSV cells that start with `=`, `+`, `-`, `@`, tab or CR with `'` (spreadsheet safety).
  public var neutralizesFormulas: Bool
  /// Start the CSV with a UTF-8 BOM so Excel reads it as UTF-8.
  public var writesExcelBOM: Bool
  /// `xml:lang` codes for the TMX (`ko` or `ko-KR`: CAT tools match them differently).
  public var englishLanguageCode: String
  public var koreanLanguageCode: String
  /// A file the run waits for after the first rename of the output set, signals held
  /// meanwhile (at most a minute): only for tests that interrupt a child process there and then
  /// create the file (`BITEXT_TEST_RENAME_GATE`). nil otherwise.
  public var renameGate: String?
  /// `--glossary` and `--disable`: the checks beyond the defaults, and the codes switched off.
  public var checks = CheckSettings()
  /// `--tmx` and `--min-score`: which aligned units go into `alignment.tmx`.
  public var tmx = TMXPolicy()
  /// `--segment`: paragraph units (the default) or sentence units.
  public var segmentType: TMXSegmentType = .paragraph
  /// `--review FILE`: a reviewer's accepted and rejected pairs, applied to every page.
  public var review: ReviewDecisions?
  /// Files above this size are probed for grouping first and streamed when alone on their page
  /// (`AlignmentRun.streamingThreshold`; tests lower it rather than write 16 MiB).
  public var streamingThreshold = AlignmentRun.streamingThreshold

  public init(inputs: [String] = ["corpus"], outputDirectory: String = "out",
              groupOverrides: [String: [String]] = [:], writesOutputs: Bool = true,
              neutralizesFormulas: Bool = true, writesExcelBOM: Bool = false,
              englishLanguageCode: String = "en", koreanLanguageCode: String = "ko") {
    self.inputs = inputs
    self.outputDirectory = outputDirectory
    self.groupOverrides = groupOverrides
    self.writesOutputs = writesOutputs
    self.neutralizesFormulas = neutralizesFormulas
    self.writesExcelBOM = writesExcelBOM
    self.englishLanguageCode = englishLanguageCode
    self.koreanLanguageCode = koreanLanguageCode
  }
}
