import Testing
@testable import BitextCLI

@Suite struct LogPrinterTests {
  let lines = [
    "read corpus/toolbars.md (42 units)",
    "corpus/broken.md: error: not UTF-8 text",
    "read corpus/메뉴.txt (17 units)",
    "5 files, 120 units, 110 aligned, 6 missing, 4 extra",
  ]

  private func printed(_ printer: LogPrinter) -> String {
    var printer = printer
    var output = CapturedOutput()
    for line in lines { printer.print(line, to: &output) }
    printer.finish(to: &output)
    #expect(output.standardOutput.isEmpty)
    return output.standardError
  }

  @Test func notATerminalGetsPlainLines() {
    #expect(printed(LogPrinter(rewritesLines: false)) == lines.map { $0 + "\n" }.joined())
  }

  @Test func aTerminalRewritesProgressButKeepsErrorsAndTheSummary() {
    #expect(printed(LogPrinter(rewritesLines: true)) == """
      read corpus/toolbars.md (42 units)\r\u{1B}[Kcorpus/broken.md: error: not UTF-8 text
      read corpus/메뉴.txt (17 units)\r\u{1B}[K5 files, 120 units, 110 aligned, 6 missing, 4 extra

      """)
  }

  @Test("rewriting needs a terminal that is not dumb", arguments: [
    (true, ["TERM": "xterm-256color"], true), (true, [:], true), (true, ["TERM": "dumb"], false),
    (false, ["TERM": "xterm-256color"], false),
  ])
  func rewritingNeedsATerminal(isTerminal: Bool, environment: [String: String], rewrites: Bool) {
    #expect(LogPrinter(errorIsTerminal: isTerminal, environment: environment).rewritesLines == rewrites)
  }

  @Test func columnsComeFromTheEnvironment() {
    #expect(LogPrinter(errorIsTerminal: true, environment: ["COLUMNS": "120"]).columns == 120)
    #expect(LogPrinter(errorIsTerminal: true, environment: ["COLUMNS": "wide"]).columns == 80)
  }

  @Test func statusLinesAreCutToTheWidthCountingHangulAsTwoColumns() {
    #expect(LogPrinter.truncated("read a.md", toWidth: 9) == "read a.md")
    #expect(LogPrinter.truncated("read abc.md", toWidth: 9) == "read abc…")
    #expect(LogPrinter.truncated("읽기 메뉴.txt", toWidth: 9) == "읽기 메…")
    #expect(LogPrinter.truncated("메뉴", toWidth: 4) == "메뉴")
  }

  @Test func aLongStatusLineIsCutOnATerminal() {
    var printer = LogPrinter(rewritesLines: true, columns: 20)
    var output = CapturedOutput()
    printer.print("read corpus/a-very-long-folder/toolbars.md", to: &output)
    #expect(output.standardError == "read corpus/a-very…")
  }
}
