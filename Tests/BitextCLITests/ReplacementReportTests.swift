import BitextKit
import Foundation
import Testing
@testable import BitextCLI

/// Every byte replaced or removed while reading is named with its file and line and makes the
/// exit status 1; no control character (C0, DEL, C1) reaches an output (issue 15).
@Suite struct ReplacementReportTests {
  typealias Folder = HostileInputTests.Folder
  static let outputs = ["alignment.csv", "alignment.tmx", "report.md", "report.html", "findings.json"]

  private func align(_ folder: Folder) -> (code: ExitCode, output: CapturedOutput) {
    var output = CapturedOutput()
    let code = CLI.run(["align", folder.path + "/in", "--out", folder.path + "/out", "--quiet"], environment: [:], output: &output)
    return (code, output)
  }

  @Test("UTF-16 ending on half a code unit: the line is named and the run fails", arguments: [false, true])
  func utf16OddFinalByte(bigEndian: Bool) throws {
    let folder = try Folder()
    defer { folder.remove() }
    var bytes: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
    for unit in "Toolbars hold buttons.\n\n> 툴바에는 버튼이 있습니다.".utf16 {
      let pair = [UInt8(unit & 0xFF), UInt8(unit >> 8)]
      bytes += bigEndian ? pair.reversed() : pair
    }
    try folder.write("in/utf16.md", bytes: bytes + [0x41])
    let (code, output) = align(folder)
    #expect(code == .findings)
    #expect(output.standardError.contains("\(folder.path)/in/utf16.md:3: warning: invalid UTF-8 replaced with U+FFFD"))
  }

  @Test("CP949 with a stray byte or cut at the end: the line is named and the run fails", arguments: [
    ([0x80] as [UInt8], 23), ([0xB0] as [UInt8], 23),
  ])
  func cp949StrayOrCutByte(tail: [UInt8], line: Int) throws {
    let folder = try Folder()
    defer { folder.remove() }
    // "Toolbars hold buttons.\n\n> 툴바에는 버튼이 있습니다." in CP949 six times (enough Hangul
    // for one stray byte to still read as CP949), then a byte that is no character (0x80) or a
    // lead byte cut by the end of the file (0xB0), on line 23.
    let korean: [UInt8] = [0xC5, 0xF8, 0xB9, 0xD9, 0xBF, 0xA1, 0xB4, 0xC2, 0x20, 0xB9, 0xF6, 0xC6, 0xB0, 0xC0, 0xCC,
                           0x20, 0xC0, 0xD6, 0xBD, 0xC0, 0xB4, 0xCF, 0xB4, 0xD9, 0x2E]
    let pair = Array("Toolbars hold buttons.\n\n> ".utf8) + korean
    let bytes = Array(repeating: pair + [0x0A, 0x0A], count: 5).joined() + pair + tail
    try folder.write("in/cp949.md", bytes: bytes)
    let (code, output) = align(folder)
    #expect(output.standardError.contains("\(folder.path)/in/cp949.md:1: warning: CP949 (EUC-KR) file decoded to UTF-8"))
    #expect(code == .findings)
    #expect(output.standardError.contains("\(folder.path)/in/cp949.md:\(line): warning: invalid UTF-8 replaced with U+FFFD"))
    #expect(folder.read("out/alignment.csv")?.contains("툴바에는 버튼이 있습니다.") == true)
  }

  @Test func clean_cp949_stays_successful() throws {
    let folder = try Folder()
    defer { folder.remove() }
    let korean: [UInt8] = [0xC5, 0xF8, 0xB9, 0xD9, 0xBF, 0xA1, 0xB4, 0xC2, 0x20, 0xB9, 0xF6, 0xC6, 0xB0, 0xC0, 0xCC,
                           0x20, 0xC0, 0xD6, 0xBD, 0xC0, 0xB4, 0xCF, 0xB4, 0xD9, 0x2E, 0x0A]
    try folder.write("in/cp949.md", bytes: Array("Toolbars hold buttons.\n\n> ".utf8) + korean)
    #expect(align(folder).code == .success)
  }

  @Test("DEL in a code span, NEL and other C1 controls reach no output and are counted", arguments: [
    "\u{7F}", "\u{85}", "\u{9B}", "\u{1B}",
  ])
  func controlsReachNoOutput(control: String) throws {
    let folder = try Folder()
    defer { folder.remove() }
    try folder.write("in/controls.md", "Call `reload\(control)Data()` to\(control) refresh the list.\n\n> 목록을 새로 고치려면 `reload\(control)Data()`를 호출합니다.\n"
      + "\n```\nlist.reload\(control)Data()\n```\n")  // a skipped block, listed in the reports
    let (code, output) = align(folder)
    #expect(code == .findings)
    #expect(output.standardError.contains("\(folder.path)/in/controls.md:1: warning: "))
    #expect(output.standardError.contains("\(folder.path)/in/controls.md:3: warning: 1 control character"))
    #expect(output.standardError.contains("\(folder.path)/in/controls.md:6: warning: 1 control character"))
    #expect(folder.read("out/report.md")?.contains("list.reloadData()") == true)
    let scalar = try #require(control.unicodeScalars.first)
    for name in Self.outputs {
      let text = try #require(folder.read("out/" + name))
      #expect(!text.unicodeScalars.contains(scalar), "\(name) holds U+\(String(scalar.value, radix: 16))")
    }
    #expect(folder.read("out/alignment.csv")?.contains("Call reloadData() to refresh the list.,목록을 새로 고치려면 reloadData()를 호출합니다.") == true)
  }
}
