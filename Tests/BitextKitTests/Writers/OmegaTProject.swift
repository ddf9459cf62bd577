import BitextKit
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// A headless OmegaT 3.6 run, to prove that a real CAT tool imports our TMX: builds an EN→KO
/// project as FORMATS.md describes, puts the TMX in `tm/auto/` and the English paragraphs in
/// `source/units.txt`, runs `OmegaT.jar --mode=console-translate`, and returns what OmegaT
/// wrote to `target/`. OmegaT inserts a `tm/auto` translation only for an exact match, so a
/// unit's Korean in `target/` means its `<tu>` was read, parsed and matched.
///
/// Reusable by an end-to-end test on the corpus output: `run(units:in:)` writes the TMX
/// itself; `run(englishParagraphs:tmxPath:in:)` takes an existing TMX.
enum OmegaTProject {
  static let jarPath = "/usr/share/omegat/OmegaT.jar"

  /// `nil` when OmegaT can run here, else why not (for `.enabled(if:)` and skip messages).
  static var unavailableReason: String? {
    if !FileManager.default.isReadableFile(atPath: jarPath) { return "\(jarPath) is absent (apt-get install omegat)" }
    if javaPath == nil { return "no java executable on PATH or in JAVA_HOME" }
    return nil
  }

  static var isAvailable: Bool { unavailableReason == nil }

  static var javaPath: String? {
    let environment = ProcessInfo.processInfo.environment
    let candidates = (environment["JAVA_HOME"].map { ["\($0)/bin/java"] } ?? [])
      + (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map { "\($0)/java" }
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  struct Run {
    var projectPath: String
    var exitStatus: Int32
    var standardOutput: String
    var standardError: String
    /// File name in `target/` → its text.
    var targets: [String: String]
    /// "Remaining" segments in `omegat/project_stats.txt`: source segments left untranslated.
    var remainingSegments: Int?
    /// "Unique" and "Unique Remaining" segments of the statistics: distinct source segments,
    /// and those OmegaT left untranslated.
    var uniqueSegments: Int?
    var uniqueRemainingSegments: Int?

    var targetText: String { targets.keys.sorted().map { targets[$0]! }.joined(separator: "\n") }

    /// Aligned units none of whose Korean appears in `target/`. Units with the same English
    /// are one source paragraph, so one of their translations appearing is enough for all of
    /// them (OmegaT can insert only one).
    func untranslated(_ units: [TranslationUnit]) -> [TranslationUnit] {
      let text = targetText
      let byEnglish = Dictionary(grouping: units.filter { $0.status == .aligned }, by: \.englishText)
      return byEnglish.values.filter { group in !group.contains { text.contains($0.koreanText) } }
        .flatMap { $0 }
    }
  }

  struct Failure: Error, CustomStringConvertible { var description: String }

  /// Writes the aligned units as TMX with `TMXWriter` and their distinct English as the source.
  static func run(units: [TranslationUnit], in directory: String, koreanLanguageCode: String = "ko",
                  extraParagraphs: [String] = []) throws -> Run {
    let tmxPath = "\(directory)/alignment.tmx"
    try AtomicFile.write(to: tmxPath) { output in
      var writer = try TMXWriter(sink: output, koreanLanguageCode: koreanLanguageCode)
      for unit in units { try writer.write(unit) }
      try writer.finish()
    }
    var seen = Set<String>()
    let english = units.filter { $0.status == .aligned }
      .map { withoutForbiddenCharacters($0.englishText) }.filter { seen.insert($0).inserted }
    return try run(englishParagraphs: english + extraParagraphs, tmxPath: tmxPath, in: directory)
  }

  /// The English as `TMXWriter` writes it, so the source paragraph matches the `<seg>` exactly.
  static func withoutForbiddenCharacters(_ text: String) -> String {
    var scalars = String.UnicodeScalarView()
    scalars.append(contentsOf: text.unicodeScalars.filter { scalar in
      switch scalar.value {
      case 0x09, 0x0A, 0x0D: true
      case 0x00..<0x20, 0xFFFE, 0xFFFF: false
      default: true
      }
    })
    return String(scalars)
  }

  /// Builds `directory/project` and runs OmegaT on it. Paragraphs must be single lines: the
  /// source file holds one per line with a blank line between, and OmegaT's text filter makes
  /// each line a segment.
  /// `sentenceSegmentation` turns OmegaT's sentence segmentation on (its default for new
  /// projects): source paragraphs and paragraph units are split into sentences.
  static func run(englishParagraphs: [String], tmxPath: String, in directory: String,
                  sentenceSegmentation: Bool = false, timeoutSeconds: Int = 300) throws -> Run {
    precondition(englishParagraphs.allSatisfy { !$0.contains("\n") && !$0.contains("\r") }, "one line per paragraph")
    let project = "\(directory)/project"
    try createProject(at: project, sentenceSegmentation: sentenceSegmentation)
    try FileManager.default.copyItem(atPath: tmxPath, toPath: "\(project)/tm/auto/alignment.tmx")
    try Data(englishParagraphs.joined(separator: "\n\n").appending("\n").utf8)
      .write(to: URL(fileURLWithPath: "\(project)/source/units.txt"))
    let (status, output, error) = try execute(project: project, home: "\(directory)/home", timeoutSeconds: timeoutSeconds)
    guard status == 0 else {
      throw Failure(description: "OmegaT exited with \(status)\n\(output)\n\(error.suffix(4_000))")
    }
    return Run(projectPath: project, exitStatus: status, standardOutput: output, standardError: error,
               targets: try readTargets(of: project), remainingSegments: statistic("Remaining:", of: project),
               uniqueSegments: statistic("Unique:", of: project),
               uniqueRemainingSegments: statistic("Unique Remaining:", of: project))
  }

  /// The distinct source segments of `run`'s project as OmegaT cuts them (its own segmentation,
  /// through `--mode=console-createpseudotranslatetmx`).
  static func sourceSegments(of run: Run, in directory: String, timeoutSeconds: Int = 300) throws -> [String] {
    let pseudo = "\(directory)/pseudo.tmx"
    let (status, output, error) = try execute(project: run.projectPath, home: "\(directory)/home", timeoutSeconds: timeoutSeconds,
                                              mode: ["--mode=console-createpseudotranslatetmx", "--pseudotranslatetmx=\(pseudo)",
                                                     "--pseudotranslatetype=equal"])
    guard status == 0 else { throw Failure(description: "OmegaT exited with \(status)\n\(output)\n\(error.suffix(4_000))") }
    let document = try XMLDocument(contentsOf: URL(fileURLWithPath: pseudo), options: [])
    return try document.nodes(forXPath: "//tu/tuv[1]/seg").map { $0.stringValue ?? "" }
  }

  /// OmegaT takes a folder as a project only with `omegat.project` and an `omegat/` folder, and
  /// needs the other folders to exist. No Korean tokenizer in 3.6: CJK is the closest.
  static func createProject(at project: String, sentenceSegmentation: Bool = false) throws {
    for folder in ["omegat", "source", "target", "tm/auto", "glossary", "dictionary"] {
      try FileManager.default.createDirectory(atPath: "\(project)/\(folder)", withIntermediateDirectories: true)
    }
    let file = sentenceSegmentation
      ? projectFile.replacingOccurrences(of: "<sentence_seg>false</sentence_seg>", with: "<sentence_seg>true</sentence_seg>")
      : projectFile
    try Data(file.utf8).write(to: URL(fileURLWithPath: "\(project)/omegat.project"))
  }

  static let projectFile = """
    <?xml version="1.0" encoding="UTF-8" standalone="no"?>
    <omegat>
      <project version="1.0">
        <source_dir>__DEFAULT__</source_dir>
        <target_dir>__DEFAULT__</target_dir>
        <tm_dir>__DEFAULT__</tm_dir>
        <glossary_dir>__DEFAULT__</glossary_dir>
        <glossary_file>__DEFAULT__</glossary_file>
        <dictionary_dir>__DEFAULT__</dictionary_dir>
        <source_lang>EN</source_lang>
        <target_lang>KO</target_lang>
        <source_tok>org.omegat.tokenizer.LuceneEnglishTokenizer</source_tok>
        <target_tok>org.omegat.tokenizer.LuceneCJKTokenizer</target_tok>
        <sentence_seg>false</sentence_seg>
        <support_default_translations>true</support_default_translations>
        <remove_tags>false</remove_tags>
      </project>
    </omegat>

    """

  /// Runs java with its own `user.home` (OmegaT writes `~/.omegat` prefs and logs) and UTF-8
  /// as the default charset (Java 17 in a C locale would otherwise read the source as ASCII).
  /// Both pipes are drained before waiting: a child writing over 64 KiB to a pipe nobody reads
  /// blocks forever. stderr is read on another thread so neither pipe can fill while the other
  /// is read. `timeout(1)` bounds the run when present.
  private static func execute(project: String, home: String, timeoutSeconds: Int,
                              mode: [String] = ["--mode=console-translate"]) throws
    -> (status: Int32, output: String, error: String)
  {
    let java = try javaPath ?? { throw Failure(description: "no java") }()
    let javaArguments = ["-Duser.home=\(home)", "-Dfile.encoding=UTF-8", "-Djava.awt.headless=true",
                         "-jar", jarPath, project] + mode
    let process = Process()
    if FileManager.default.isExecutableFile(atPath: "/usr/bin/timeout") {
      process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
      process.arguments = ["\(timeoutSeconds)", java] + javaArguments
    } else {
      process.executableURL = URL(fileURLWithPath: java)
      process.arguments = javaArguments
    }
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let errorReader = PipeReader(error.fileHandleForReading)
    let outputData = try output.fileHandleForReading.readToEnd() ?? Data()
    let errorData = errorReader.wait()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: outputData, as: UTF8.self),
            String(decoding: errorData, as: UTF8.self))
  }

  private static func readTargets(of project: String) throws -> [String: String] {
    let names = try FileManager.default.contentsOfDirectory(atPath: "\(project)/target")
    return try Dictionary(uniqueKeysWithValues: names.map { name in
      (name, String(decoding: try Data(contentsOf: URL(fileURLWithPath: "\(project)/target/\(name)")), as: UTF8.self))
    })
  }

  /// The first number (segments) on the line of OmegaT's statistics that starts with `label`.
  private static func statistic(_ label: String, of project: String) -> Int? {
    guard let data = FileManager.default.contents(atPath: "\(project)/omegat/project_stats.txt") else { return nil }
    let line = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline)
      .first { $0.hasPrefix(label) }
    return line?.dropFirst(label.count).split(whereSeparator: { $0 == " " || $0 == "\t" }).first.flatMap { Int($0) }
  }
}

/// Reads a pipe to its end on a background thread; `wait()` returns the bytes.
private final class PipeReader: @unchecked Sendable {
  private var data = Data()
  private let done = DispatchSemaphore(value: 0)

  init(_ handle: FileHandle) {
    Thread.detachNewThread { [self] in
      data = (try? handle.readToEnd()) ?? Data()
      done.signal()
    }
  }

  func wait() -> Data {
    done.wait()
    return data
  }
}
