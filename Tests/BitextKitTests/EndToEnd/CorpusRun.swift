import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import BitextKit

/// One run of the whole pipeline over the project's `corpus/` into a temporary folder, shared
/// by the end-to-end tests (the run is deterministic; running it once keeps the suite fast).
struct CorpusRun: Sendable {
  static let packageRoot: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { url.deleteLastPathComponent() }  // EndToEnd, BitextKitTests, Tests, root
    return url.path
  }()
  static let corpus = packageRoot + "/corpus"
  static let shared: CorpusRun = CorpusRun()

  let output: String
  let summary: RunSummary
  let log: [String]
  let rows: [[String: String]]

  init() {
    let directory = try! TemporaryDirectory()
    output = directory.path + "/out"
    var lines: [String] = []
    summary = AlignmentRun.run(AlignmentOptions(inputs: [Self.corpus], outputDirectory: output)) { lines.append($0) }
    log = lines
    let table = try! RFC4180Reader.rows(Array(try! Data(contentsOf: URL(fileURLWithPath: output + "/alignment.csv"))))
    let header = table[0]
    rows = table.dropFirst().map { Dictionary(uniqueKeysWithValues: zip(header, $0)) }
  }

  func file(_ name: String) -> String { Self.corpus + "/" + name }

  /// Rows whose English starts on `line` of `name`, for the translation source `source`
  /// (`ko_file`; by default the same document).
  func rows(_ name: String, englishLine: Int, source: String? = nil) -> [[String: String]] {
    rows.filter { $0["en_file"] == file(name) && $0["en_line"] == String(englishLine) && $0["ko_file"] == file(source ?? name) }
  }

  func text(_ name: String) -> String { try! String(contentsOfFile: output + "/" + name, encoding: .utf8) }

  /// `findings.json` parsed.
  var json: [String: Any] {
    (try? JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: output + "/findings.json")))) as? [String: Any] ?? [:]
  }

  /// The (English, Korean) pairs of `alignment.tmx`.
  func translationMemoryPairs() throws -> Set<[String]> {
    let document = try XMLDocument(contentsOf: URL(fileURLWithPath: output + "/alignment.tmx"))
    return Set(try document.nodes(forXPath: "/tmx/body/tu").map { tu in
      try tu.nodes(forXPath: "tuv/seg").map { $0.stringValue ?? "" }
    })
  }
}
