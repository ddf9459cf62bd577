import BitextKit
import Foundation
import Testing
@testable import BitextCLI

/// Progress on a terminal, checked through the captured terminal (`CapturedOutput` with
/// `errorIsTerminal`): `BITEXT_TEST_PROGRESS_AFTER_MS=0` shows it from the start, so a run of
/// milliseconds goes through every stage.
@Suite struct ProgressPrinterTests {
  static let english = """
    Toolbars

    A toolbar appears at the bottom of a screen and contains buttons for performing actions.

    > 툴바는 화면 하단에 나타나며 작업을 수행하는 버튼을 포함합니다.

    Prefer text labels for toolbar items that people might not recognize from a symbol alone.

    > 기호만으로는 알아보기 어려운 툴바 항목에는 텍스트 레이블을 사용하세요.
    """

  static let other = """
    Sliders

    A slider is a horizontal track with a control called a thumb.

    > 슬라이더는 썸이라는 컨트롤이 있는 가로 트랙입니다.
    """

  private func run(_ arguments: [String], terminal: Bool, environment: [String: String]) throws -> (ExitCode, CapturedOutput) {
    let directory = NSTemporaryDirectory() + "bitext-progress-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try FileManager.default.createDirectory(atPath: directory + "/in", withIntermediateDirectories: true)
    try Data(Self.english.utf8).write(to: URL(fileURLWithPath: directory + "/in/toolbars.md"))
    try Data(Self.other.utf8).write(to: URL(fileURLWithPath: directory + "/in/sliders.md"))
    var output = CapturedOutput(errorIsTerminal: terminal)
    let code = CLI.run(["align", directory + "/in", "--out", directory + "/out"] + arguments, environment: environment, output: &output)
    return (code, output)
  }

  /// The two documents are grouped as one page.
  @Test("a terminal sees files, bytes and pages on one rewritten status line, then the summary")
  func terminalShowsEveryStage() throws {
    let (code, output) = try run([], terminal: true, environment: ["BITEXT_TEST_PROGRESS_AFTER_MS": "0"])
    #expect(code == .success)
    let error = output.standardError
    for stage in ["reading 0 of 2 files, 0.0 of 0.0 MB", "reading 2 of 2 files, 0.0 of 0.0 MB", "grouping 2 documents into pages",
                  "aligning 1 of 1 page", "checking 1 page", "writing the exports of 1 page"] {
      #expect(error.contains(stage + "\r\u{1B}[K"), "\(stage)")
    }
    #expect(error.firstRange(of: "reading 0 of 2")!.lowerBound < error.firstRange(of: "aligning 1 of 1 page")!.lowerBound)
    let last = error.components(separatedBy: "\r\u{1B}[K").last ?? ""
    #expect(last.hasPrefix("bitext: 2 files, 3 units") && last.hasSuffix("\n"), "the summary replaces the status line")
    #expect(error.filter { $0 == "\n" }.count == 1, "one status line, ended once")
  }

  @Test("no progress when standard error is not a terminal, on a dumb terminal, or with --quiet", arguments: [
    ([String](), false, [String: String]()), ([], true, ["TERM": "dumb"]), (["--quiet"], true, [:]),
  ])
  func quietElsewhere(arguments: [String], terminal: Bool, environment: [String: String]) throws {
    let (code, output) = try run(arguments, terminal: terminal, environment: environment.merging(["BITEXT_TEST_PROGRESS_AFTER_MS": "0"]) { a, _ in a })
    #expect(code == .success)
    for stage in ["reading ", "grouping ", "aligning ", "checking ", "writing the exports"] {
      #expect(!output.standardError.contains(stage), "\(stage)")
    }
  }

  @Test("before the first second nothing is shown")
  func shortRunsStayQuiet() {
    var printer = LogPrinter(rewritesLines: true)
    var progress = ProgressPrinter(isShown: true, delay: 3600)
    var output = CapturedOutput(errorIsTerminal: true)
    progress.show(RunProgress(.reading), with: &printer, to: &output)
    #expect(output.standardError.isEmpty)
  }

  @Test("stages read as a person says them")
  func descriptions() {
    var reading = RunProgress(.reading)
    (reading.files, reading.totalFiles, reading.bytes, reading.totalBytes) = (1_234, 4_000, 12_345_678, 59_621_966)
    #expect(reading.description == "reading 1,234 of 4,000 files, 12.3 of 59.6 MB")
    var streaming = RunProgress(.streaming)
    (streaming.streamedFile, streaming.totalBytes, streaming.line) = ("big.md", 400_000_000, 1_234_567)
    #expect(streaming.description == "streaming big.md (400.0 MB): line 1,234,567")
  }
}
