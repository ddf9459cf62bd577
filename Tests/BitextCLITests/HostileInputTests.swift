import BitextKit
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import BitextCLI

/// `bitext align` on input nobody should have to clean first (issue 6), run in-process through
/// `CapturedOutput` on files written to a fresh folder: a one-line message naming the file
/// (and line), every other file still exported, exit status 1 when something was not read as
/// written, and no crash or hang. Each test also has a good file beside the bad one.
@Suite struct HostileInputTests {
  static let good = "Buttons start actions.\n\n> 버튼은 동작을 시작합니다.\n"

  /// A fresh folder with `good.md` in it; removed by the caller's `defer`.
  struct Folder {
    let path: String
    init() throws {
      var template = Array((NSTemporaryDirectory() + "bitext-hostile-XXXXXX").utf8CString)
      guard let made = mkdtemp(&template) else { throw CocoaError(.fileWriteUnknown) }
      path = String(cString: made)
      try write("in/good.md", HostileInputTests.good)
    }
    @discardableResult func write(_ relative: String, _ text: String) throws -> String {
      try write(relative, bytes: Array(text.utf8))
    }
    @discardableResult func write(_ relative: String, bytes: [UInt8]) throws -> String {
      let full = path + "/" + relative
      try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try Data(bytes).write(to: URL(fileURLWithPath: full))
      return full
    }
    func read(_ relative: String) -> String? {
      FileManager.default.contents(atPath: path + "/" + relative).map { String(decoding: $0, as: UTF8.self) }
    }
    func remove() { try? FileManager.default.removeItem(atPath: path) }
  }

  private func align(_ arguments: [String]) -> (code: ExitCode, output: CapturedOutput) {
    var output = CapturedOutput()
    let code = CLI.run(["align"] + arguments, environment: [:], output: &output)
    return (code, output)
  }

  /// Every line of standard error, each of which must be a whole message.
  private func errorLines(_ output: CapturedOutput) -> [String] {
    output.standardError.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  private func expectGoodFileExported(_ folder: Folder, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let csv = folder.read("out/alignment.csv") ?? ""
    #expect(csv.contains("Buttons start actions.,버튼은 동작을 시작합니다."), sourceLocation: sourceLocation)
  }

  // MARK: Encodings

  @Test("invalid UTF-8 is named with its line, replaced, and fails the run", arguments: [
    ("truncated", [0xE2, 0x82] as [UInt8]), ("overlong", [0xC0, 0xAF]), ("lone continuation", [0x80]),
  ])
  func invalidUTF8(name: String, bad: [UInt8]) throws {
    let folder = try Folder()
    defer { folder.remove() }
    let bytes = Array("The clock appears in the toolbar.\n\n".utf8) + Array("> 시계가 ".utf8) + bad
      + Array(" 툴바에 나타납니다.\n".utf8)
    try folder.write("in/bad.md", bytes: bytes)
    let (code, output) = align([folder.path + "/in", "--out", folder.path + "/out"])
    #expect(code == .findings)
    #expect(errorLines(output).contains("\(folder.path)/in/bad.md:3: warning: invalid UTF-8 replaced with U+FFFD"))
    #expect(output.standardError.contains("\(folder.path)/in/bad.md: warning: read only in part"))
    let csv = try #require(folder.read("out/alignment.csv"))
    #expect(csv.contains("시계가 \u{FFFD}"))
    expectGoodFileExported(folder)
  }

  @Test("UTF-16 with a byte order mark is decoded: the Korean comes out right", arguments: [false, true])
  func utf16(bigEndian: Bool) throws {
    let folder = try Folder()
    defer { folder.remove() }
    let text = "Toolbars hold buttons.\r\n\r\n> 툴바에는 버튼이 있습니다.\r\n"
    var bytes: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
    for unit in text.utf16 {
      let pair = [UInt8(unit & 0xFF), UInt8(unit >> 8)]
      bytes += bigEndian ? pair.reversed() : pair
    }
    try folder.write("in/utf16.md", bytes: bytes)
    let (code, output) = align([folder.path + "/in", "--out", folder.path + "/out"])
    #expect(code == .success)
    #expect(output.standardError.contains("\(folder.path)/in/utf16.md:1: warning: UTF-16 file decoded to UTF-8"))
    let csv = try #require(folder.read("out/alignment.csv"))
    #expect(csv.contains("\(folder.path)/in/utf16.md,3,Toolbars hold buttons.,툴바에는 버튼이 있습니다.,"))
    expectGoodFileExported(folder)
  }

  @Test func binaryFileIsSkippedAndNamed() throws {
    let folder = try Folder()
    defer { folder.remove() }
    try folder.write("in/image.md", bytes: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D] + (0...255).map { UInt8($0) })
    let (code, output) = align([folder.path + "/in", "--out", folder.path + "/out"])
    #expect(code == .findings)
    #expect(errorLines(output).contains("\(folder.path)/in/image.md:1: error: binary file (NUL bytes), skipped"))
    #expect(!(folder.read("out/alignment.csv") ?? "").contains("image"))
    expectGoodFileExported(folder)
  }

  /// NUL past the 8 KiB binary probe: the file is text, the NUL is dropped with the other C0
  /// controls when the line becomes plain text, each line that lost one is named, the run
  /// says the file was read only in part (exit 1), and the TMX stays valid XML.
  @Test func nulBytesInsideTextAreRemovedFromTheTMXAndCounted() throws {
    let folder = try Folder()
    defer { folder.remove() }
    let filler = String(repeating: "A long English line fills the first block of the file.\n\n> 한국어 줄입니다.\n\n", count: 120)
    let bytes = Array(filler.utf8) + Array("Before\u{0}after the NUL byte.\n\n> NUL\u{0} 문자 뒤입니다.\n".utf8)
    #expect(bytes.count > LineReader.binaryProbeLength)
    try folder.write("in/nul.md", bytes: bytes)
    let (code, output) = align([folder.path + "/in/nul.md", "--out", folder.path + "/out"])
    #expect(code == .findings)
    let errors = errorLines(output)
    #expect(errors.contains("\(folder.path)/in/nul.md:481: warning: 1 control character (NUL or other) removed"))
    #expect(errors.contains("\(folder.path)/in/nul.md:483: warning: 1 control character (NUL or other) removed"))
    #expect(errors.filter { $0.contains("control character (") }.count == 2)
    #expect(folder.read("out/report.md")?.contains("`\(folder.path)/in/nul.md:481` 1 control character (NUL or other) removed") == true)
    let tmx = try #require(folder.read("out/alignment.tmx"))
    #expect(!tmx.contains("\u{0}"))
    #expect(tmx.contains("Beforeafter the NUL byte."))
    #expect(try XMLDocument(xmlString: tmx).rootElement()?.name == "tmx")
    #expect(folder.read("out/alignment.csv")?.contains("\u{0}") == false)
  }

  @Test("files with no text are named and fail the run", arguments: [
    ("empty.md", ""), ("blank.md", "   \n\t\n \r\n"), ("quote.md", ">\n"), ("quotes.md", "> \n>\n- >\n"),
  ])
  func noText(name: String, text: String) throws {
    let folder = try Folder()
    defer { folder.remove() }
    try folder.write("in/" + name, text)
    let (code, output) = align([folder.path + "/in", "--out", folder.path + "/out"])
    #expect(code == .findings)
    #expect(errorLines(output).contains("\(folder.path)/in/\(name): warning: no text to pair (empty or blank file)"))
    expectGoodFileExported(folder)
  }

  // MARK: Size and structure

  /// The real case is a 200 MB line (checked by hand in release, see the report); 3 MB past
  /// the 1 MiB line cap takes the same path: the line is cut, named, and the next lines read.
  @Test func overLongLineIsCutNamedAndTheRestRead() throws {
    let folder = try Folder()
    defer { folder.remove() }
    let long = String(repeating: "word ", count: 600_000)
    try folder.write("in/long.md", long + "\n\nThe toolbar sits at the bottom of the screen.\n\n> 툴바는 화면 아래쪽에 있습니다.\n")
    let (code, output) = align([folder.path + "/in", "--out", folder.path + "/out"])
    #expect(code == .findings)
    let dropped = long.utf8.count - LineSplitter.defaultMaximumLineLength
    #expect(errorLines(output).contains("\(folder.path)/in/long.md:1: warning: line too long: \(dropped) bytes past the limit were dropped"))
    #expect(folder.read("out/alignment.csv")?.contains("The toolbar sits at the bottom of the screen.,툴바는 화면 아래쪽에 있습니다.") == true)
    expectGoodFileExported(folder)
  }

  /// 1,000,000 short lines is a release-build check; 50,000 take the same path in a debug test.
  @Test func manyShortLines() throws {
    let folder = try Folder()
    defer { folder.remove() }
    var text = ""
    for i in 0..<25_000 { text += "Item \(i) is ready.\n> 항목 \(i) 준비됨.\n" }
    try folder.write("in/many.md", text)
    let (code, _) = align([folder.path + "/in", "--out", folder.path + "/out"])
    #expect(code == .success)
    let report = try #require(folder.read("out/report.md"))
    #expect(report.contains("50000 lines"))
    let rows = (folder.read("out/alignment.csv") ?? "").split(separator: "\r\n")
    #expect(rows.filter { $0.contains("many.md") && $0.contains(",aligned,") }.count >= 24_000)
  }

  @Test func tenThousandNestingLevels() throws {
    let folder = try Folder()
    defer { folder.remove() }
    let text = String(repeating: "> ", count: 10_000) + "The deepest quote holds text.\n\n"
      + String(repeating: "  ", count: 10_000) + "- Deep list item ends here.\n\n"
      + String(repeating: "- ", count: 10_000) + "Dashes all the way down.\n\n"
      + String(repeating: ">", count: 10_000) + " 가장 깊은 인용문입니다.\n"
    try folder.write("in/deep.md", text)
    let (code, output) = align([folder.path + "/in", "--out", folder.path + "/out"])
    #expect(code == .success, "\(output.standardError)")
    let csv = try #require(folder.read("out/alignment.csv"))
    #expect(csv.contains("The deepest quote holds text."))
    #expect(csv.contains("가장 깊은 인용문입니다."))
    expectGoodFileExported(folder)
  }

  /// An unclosed code fence swallows the rest of the file (as Markdown renders it): the line that
  /// opened it is named, and the run fails (exit 1) because paragraphs may be hidden in it.
  @Test func unclosedCodeFenceIsNamedWithItsLine() throws {
    let folder = try Folder()
    defer { folder.remove() }
    try folder.write("in/fence.md", "Intro paragraph here.\n\n> 소개 문단입니다.\n\n```swift\nlet x = 1\n\nStill code.\n\n> 코드 안입니다.\n")
    let (code, output) = align([folder.path + "/in", "--out", folder.path + "/out"])
    #expect(code == .findings)
    #expect(errorLines(output).contains(
      "\(folder.path)/in/fence.md:5: warning: code fence opened here is never closed: 5 lines after it, to the end of the file, kept as code and not paired"))
    let report = try #require(folder.read("out/report.md"))
    #expect(report.contains("| 5 | code block |"))
    #expect(report.contains("`\(folder.path)/in/fence.md:5` code fence opened here is never closed"))
    #expect(folder.read("out/alignment.csv")?.contains("Intro paragraph here.,소개 문단입니다.") == true)
    expectGoodFileExported(folder)
  }

  @Test func closedCodeFenceAndHTMLCommentRaiseNothing() throws {
    let folder = try Folder()
    defer { folder.remove() }
    try folder.write("in/fence.md", "Intro paragraph here.\n\n> 소개 문단입니다.\n\n```swift\nlet x = 1\n```\n\n<!-- a\ncomment -->\n")
    let (code, output) = align([folder.path + "/in", "--out", folder.path + "/out"])
    #expect(code == .success)
    #expect(!errorLines(output).contains { $0.contains("never closed") })
  }

  @Test("unterminated blocks end with the file and land in the report", arguments: [
    ("aside.md", "<aside>\nInside the aside there is text.\n\n> 안쪽 텍스트입니다.\n", "| 1 | markup |"),
    ("table.md", "Intro paragraph here.\n\n> 소개 문단입니다.\n\n| English | 한국어 |\n|---|---|\n| Save | 저장 |", "| 6 | table rule |"),
  ])
  func unterminated(name: String, text: String, skippedRow: String) throws {
    let folder = try Folder()
    defer { folder.remove() }
    try folder.write("in/" + name, text)
    let (code, _) = align([folder.path + "/in", "--out", folder.path + "/out"])
    #expect(code == .success)
    #expect(folder.read("out/report.md")?.contains(skippedRow) == true)
    let csv = try #require(folder.read("out/alignment.csv"))
    #expect(csv.contains("Intro paragraph here.,소개 문단입니다.") || csv.contains("Inside the aside there is text.,안쪽 텍스트입니다."))
    expectGoodFileExported(folder)
  }

  // MARK: Folders

  @Test func symlinkLoopDanglingLinkAndFolderNamedLikeAFile() throws {
    let folder = try Folder()
    defer { folder.remove() }
    let manager = FileManager.default
    try manager.createDirectory(atPath: folder.path + "/in/loop", withIntermediateDirectories: true)
    try manager.createSymbolicLink(atPath: folder.path + "/in/loop/up", withDestinationPath: "..")
    try manager.createSymbolicLink(atPath: folder.path + "/in/gone.md", withDestinationPath: "nowhere.md")
    try manager.createDirectory(atPath: folder.path + "/in/folder.md", withIntermediateDirectories: true)
    let (code, output) = align([folder.path + "/in", folder.path + "/in/folder.md/", "--out", folder.path + "/out"])
    #expect(code == .findings)
    #expect(errorLines(output).contains("\(folder.path)/in/gone.md: error: No such file or directory"))
    // good.md once, not once per trip round the loop.
    let rows = (folder.read("out/alignment.csv") ?? "").split(separator: "\r\n").filter { $0.contains("good.md") }
    #expect(rows.count == 1)
  }

  @Test func namesWithSpacesNewlinesAndHangul() throws {
    let folder = try Folder()
    defer { folder.remove() }
    try folder.write("in/with space.md", "Spaces work in names.\n\n> 이름에 공백도 됩니다.\n")
    try folder.write("in/new\nline.md", "Newlines work in names.\n\n> 이름에 줄바꿈도 됩니다.\n")
    try folder.write("in/한글 이름.md", "Hangul works in names.\n\n> 한글 이름도 됩니다.\n")
    try folder.write("in/escape\u{1B}]0;x\u{7}.md", "\u{0}")
    let (code, output) = align([folder.path + "/in", "--out", folder.path + "/out"])
    #expect(code == .findings)  // the binary one
    #expect(errorLines(output).contains("read \(folder.path)/in/new\\nline.md: 1 units (1 aligned, 0 missing, 0 extra), 0 skipped"))
    #expect(errorLines(output).contains("\(folder.path)/in/escape\\u{1B}]0;x\\u{7}.md:1: error: binary file (NUL bytes), skipped"))
    #expect(!output.standardError.contains("\u{1B}"))
    let csv = try #require(folder.read("out/alignment.csv"))
    #expect(csv.contains("\(folder.path)/in/new\\nline.md,1,"))  // escaped: no control reaches an output
    for name in ["alignment.csv", "alignment.tmx", "report.md", "report.html", "findings.json"] {
      let bytes = Array(try #require(folder.read("out/" + name)).utf8)
      #expect(!bytes.contains(0x1B), "ESC of a file name in \(name)")
    }
    #expect(csv.contains("\(folder.path)/in/with space.md,1,"))
    #expect(csv.contains("\(folder.path)/in/한글 이름.md,1,"))
  }

  // MARK: Output folder

  @Test func outputThatIsAFileOrUnderAFileFailsAndNamesIt() throws {
    let folder = try Folder()
    defer { folder.remove() }
    try folder.write("afile", "not a folder")
    let (code, output) = align([folder.path + "/in", "--out", folder.path + "/afile"])
    #expect(code == .findings)
    #expect(errorLines(output).contains("\(folder.path)/afile: error: exists and is not a directory"))
    #expect(folder.read("afile") == "not a folder")
    let (code2, output2) = align([folder.path + "/in", "--out", folder.path + "/afile/out"])
    #expect(code2 == .findings)
    #expect(errorLines(output2).contains("\(folder.path)/afile/out: error: cannot create directory: Not a directory"))
  }

  @Test func outputInsideTheInputFolderIsNeverReadBack() throws {
    let folder = try Folder()
    defer { folder.remove() }
    // An output folder full of markdown that would pair if it were read.
    try folder.write("in/out/old.md", "Old output that must not be read.\n\n> 읽으면 안 되는 출력입니다.\n")
    for _ in 0..<2 {
      let (code, output) = align([folder.path + "/in", "--out", folder.path + "/in/out"])
      #expect(code == .success)
      #expect(!output.standardError.contains("report.md:"))
      #expect(!output.standardError.contains("old.md"))
      #expect(output.standardError.contains("bitext: 1 files, 1 units"))
    }
  }

  @Test func rawCSVTurnsNeutralisationOff() throws {
    let folder = try Folder()
    defer { folder.remove() }
    try folder.write("in/formula.md", "=HYPERLINK(\"http://example.com\",\"Click here\")\n\n> =1+1 셀 수식입니다.\n")
    _ = align([folder.path + "/in/formula.md", "--out", folder.path + "/safe"])
    _ = align([folder.path + "/in/formula.md", "--out", folder.path + "/raw", "--raw-csv"])
    let safe = try #require(folder.read("safe/alignment.csv"))
    let raw = try #require(folder.read("raw/alignment.csv"))
    #expect(safe.contains(",\"'=HYPERLINK(\"\"http://example.com\"\",\"\"Click here\"\")\",'=1+1 셀 수식입니다.,"))
    #expect(raw.contains(",\"=HYPERLINK(\"\"http://example.com\"\",\"\"Click here\"\")\",=1+1 셀 수식입니다.,"))
  }

  // MARK: Interrupted run

  /// SIGTERM while the exports are being written (the temporary files exist): the process dies
  /// of the signal, the temporary files are gone and the previous exports are byte for byte
  /// what they were.
  @Test func sigtermMidWriteLeavesPreviousOutputsAndNoTemporaryFiles() async throws {
    guard let executable = ChildProcess.executable() else {
      Issue.record("bitext executable not built")
      return
    }
    let folder = try Folder()
    defer { folder.remove() }
    let out = folder.path + "/out"
    #expect(align([folder.path + "/in", "--out", out]).code == .success)
    let names = ["alignment.csv", "alignment.tmx", "findings.json", "report.html", "report.md", "terminology.csv", "terminology.tbx"]
    let before = names.map { folder.read("out/" + $0) }
    // Standard input is streamed straight to the exports: while the test holds the pipe open,
    // the run cannot end, so its temporary files are seen under any load (no race with the
    // run finishing first).
    let process = Process()
    process.executableURL = executable
    process.arguments = ["align", "-", "--out", out]
    let input = Pipe()
    process.standardInput = input
    let errorPipe = Pipe()
    process.standardError = errorPipe
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let errorReader = errorPipe.fileHandleForReading
    async let errorData = Task.detached { try errorReader.readToEnd() ?? Data() }.value
    var chunk = ""
    for i in 0..<2_000 {
      chunk += "Paragraph \(i) explains where the toolbar buttons go and why.\n\n> 문단 \(i)은 툴바 버튼의 위치와 이유를 설명합니다.\n\n"
    }
    input.fileHandleForWriting.write(Data(chunk.utf8))
    var sawTemporary = false
    let deadline = Date().addingTimeInterval(60)
    while process.isRunning, Date() < deadline {
      let entries = (try? FileManager.default.contentsOfDirectory(atPath: out)) ?? []
      if entries.contains(where: { $0.contains(".tmp-") }) {
        process.terminate()
        sawTemporary = true
        break
      }
      try await Task.sleep(nanoseconds: 2_000_000)
    }
    if !sawTemporary { process.terminate() }
    try? input.fileHandleForWriting.close()
    _ = try await errorData
    process.waitUntilExit()
    #expect(sawTemporary, "no temporary export appeared while standard input was still open")
    #expect(process.terminationReason == .uncaughtSignal)
    #expect(process.terminationStatus == SIGTERM)
    let after = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
    #expect(after == names.sorted())
    let same = names.map { folder.read("out/" + $0) } == before
    #expect(same, "previous exports changed")
  }
}
