import Foundation
import Testing
@testable import BitextCLI

@Suite struct CheckCommandTests {
  /// A bilingual document with one faithful pair and one whose Korean names the wrong platform.
  static let document = """
    Buttons

    A button initiates an instantaneous action.
    버튼을 누르면 작업이 즉시 시작됩니다.
    In macOS and visionOS, the system displays a tooltip after people hover over a button for a moment.
    macOS와 tvOS에서는 사용자가 버튼 위에 잠시 호버하면 시스템이 툴팁을 표시합니다.
    Use the system-provided help button to display your help documentation.
    시스템에서 제공하는 도움말 버튼을 사용하여 도움말 문서를 표시합니다.
    """

  private func run(_ arguments: [String], name: String = "buttons.txt") throws -> (ExitCode, CapturedOutput, String) {
    let directory = NSTemporaryDirectory() + "bitext-check-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }  // the tests read only the path's text
    let path = directory + "/" + name
    try Data(Self.document.utf8).write(to: URL(fileURLWithPath: path))
    var output = CapturedOutput()
    let code = CLI.run(["check", path, "--quiet"] + arguments, environment: [:], output: &output)
    return (code, output, path)
  }

  /// A name with an escape sequence and a newline: each finding is still one line, and nothing
  /// the name holds reaches the terminal raw.
  @Test func fileNameWithControlsIsEscapedInFindings() throws {
    let (code, output, path) = try run([], name: "but\u{1B}]0;x\u{7}tons\r\n.txt")
    #expect(code == .findings)
    let shown = path.replacingOccurrences(of: "\u{1B}", with: "\\u{1B}").replacingOccurrences(of: "\u{7}", with: "\\u{7}")
      .replacingOccurrences(of: "\r", with: "\\r").replacingOccurrences(of: "\n", with: "\\n")
    let lines = output.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(!lines.isEmpty)
    for line in lines { #expect(line.hasPrefix(shown + ":"), "\(line)") }
    #expect(!output.standardOutput.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    #expect(!output.standardError.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
  }

  @Test func printsFindingsLikeACompilerAndFailsOnErrors() throws {
    let (code, output, path) = try run([])
    #expect(code == .findings)
    #expect(output.standardOutput.contains("\(path):6:1: error: [term-mismatch]"))
    #expect(output.standardOutput.split(separator: "\n").allSatisfy { $0.hasPrefix(Substring(path)) })
    #expect(!output.standardOutput.contains(":4:1:"))  // the faithful pair has no finding
  }

  @Test func jsonFormatIsParseable() throws {
    let (_, output, _) = try run(["--format", "json"])
    let object = try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any]
    let findings = try #require(object?["findings"] as? [[String: Any]])
    #expect(findings.contains { $0["code"] as? String == "term-mismatch" && $0["severity"] as? String == "error" })
  }
}
