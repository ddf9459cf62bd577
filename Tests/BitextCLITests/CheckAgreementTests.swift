import Foundation
import Testing
@testable import BitextCLI

/// `bitext check` and `bitext align` over the same inputs say the same about every source: a
/// Korean-only source that lacks part of the page's English.
@Suite struct CheckAgreementTests {
  static let corpus: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }  // BitextCLITests, Tests, root
    return url.path + "/corpus"
  }()

  @Test("check names the source that lacks the Korean, and its log lines match align's")
  func checkAgreesWithAlign() throws {
    let directory = NSTemporaryDirectory() + "bitext-agree-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try FileManager.default.createDirectory(atPath: directory + "/in", withIntermediateDirectories: true)
    let md = directory + "/in/toolbars.md", blog = directory + "/in/toolbars-blog.txt"
    try FileManager.default.copyItem(atPath: Self.corpus + "/toolbars.md", toPath: md)
    let lines = try String(contentsOfFile: Self.corpus + "/toolbars-blog.txt", encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false)
    try (lines[..<59] + lines[110...]).joined(separator: "\n").write(toFile: blog, atomically: true, encoding: .utf8)

    var align = CapturedOutput()
    _ = CLI.run(["align", directory + "/in", "--out", directory + "/out"], environment: [:], output: &align)
    var check = CapturedOutput()
    _ = CLI.run(["check", directory + "/in"], environment: [:], output: &check)

    let csv = try String(contentsOfFile: directory + "/out/alignment.csv", encoding: .utf8)
    let blogMissing = csv.split(separator: "\r\n").filter { $0.contains(",\(md),") && $0.contains(",\(blog),,") && $0.contains(",missing,") }
    #expect(blogMissing.count >= 15)
    let named = check.standardOutput.split(separator: "\n").filter { $0.hasSuffix("[missing] English has no Korean in \(blog)") }
    #expect(named.count == blogMissing.count)
    #expect(named.allSatisfy { $0.hasPrefix("\(md):") })
    func readLines(_ output: CapturedOutput) -> [Substring] {
      output.standardError.split(separator: "\n").filter { $0.hasPrefix("read ") }.sorted()
    }
    #expect(readLines(check) == readLines(align))
    // A divergence between the two sources is printed with a note on the other source's line.
    let printed = check.standardOutput.split(separator: "\n")
    let divergent = try #require(printed.firstIndex { $0.contains("[divergent-sources]") })
    #expect(printed[divergent + 1].hasSuffix(": note: Other source"))
    #expect(printed[divergent + 1].hasPrefix(printed[divergent].hasPrefix(blog) ? md : blog))
    // The blog's own English line that matches no paragraph is an extra row of the blog, not missing.
    #expect(readLines(check).contains { $0.hasPrefix("read \(blog): ") && $0.contains(" \(blogMissing.count) missing") })
  }
}
