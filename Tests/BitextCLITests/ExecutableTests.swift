import Foundation
import Testing

/// The built `bitext` executable, run as a user would: only what in-process tests cannot see
/// (`main.swift`, the real exit status and file descriptors).
@Suite struct ExecutableTests {
  @Test func helpExitsZeroAndBadOptionExitsTwo() async throws {
    let executable = try #require(ChildProcess.executable(), "bitext not built next to the tests or in .build/debug")

    let help = try await ChildProcess.run(executable, ["--help"])
    #expect(help.status == 0)
    #expect(help.standardOutput.hasPrefix("OVERVIEW: "))
    #expect(help.standardError.isEmpty)

    let bad = try await ChildProcess.run(executable, ["check", "--fromat", "json"])
    #expect(bad.status == 2)
    #expect(bad.standardOutput.isEmpty)
    #expect(bad.standardError.hasPrefix("Error: Unknown option '--fromat'. Did you mean '--format'?\n"))
  }

  /// Pages, documents, per-unit checks and streamed batches run on all cores; `BITEXT_WORKERS=1`
  /// runs them one after another. The corpus (three pages of five documents) and a release-notes
  /// page of 600 pairs (chunks of checks on both cores, some numbers changed) give the same files
  /// either way.
  @Test func oneWorkerWritesTheSameBytesAsAllCores() async throws {
    let executable = try #require(ChildProcess.executable(), "bitext not built next to the tests or in .build/debug")
    let directory = NSTemporaryDirectory() + "bitext-workers-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try FileManager.default.createDirectory(atPath: directory + "/in", withIntermediateDirectories: true)
    let views = ["Library", "Settings", "Photos", "Sidebar", "Inspector"], korean = ["보관함", "설정", "사진", "사이드바", "인스펙터"]
    var notes = "# Release notes\n\n"
    for i in 0..<600 {
      let count = i % 7 + 2
      notes += "In release \(i), the toolbar of the \(views[i % 5]) view shows \(count) buttons.\n\n"
      notes += "> 릴리스 \(i)에서 \(korean[i % 5]) 보기의 툴바는 버튼 \(i % 13 == 0 ? count + 1 : count)개를 표시합니다.\n\n"
    }
    try Data(notes.utf8).write(to: URL(fileURLWithPath: directory + "/in/release-notes.md"))
    let packageDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let inputs = [packageDirectory.appending(path: "corpus").path, directory + "/in"]

    let one = try await ChildProcess.run(executable, inputs + ["--out", directory + "/one", "--quiet"], environment: ["BITEXT_WORKERS": "1"])
    let all = try await ChildProcess.run(executable, inputs + ["--out", directory + "/all", "--quiet"])
    #expect(one.status == 0 && all.status == 0, "\(one.standardError) \(all.standardError)")
    let names = try FileManager.default.contentsOfDirectory(atPath: directory + "/all").sorted()
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory + "/one").sorted() == names)
    #expect(names.contains("alignment.csv") && names.contains("report.html"))
    for name in names {
      let a = FileManager.default.contents(atPath: "\(directory)/one/\(name)"), b = FileManager.default.contents(atPath: "\(directory)/all/\(name)")
      #expect(a != nil && a == b, "\(name) differs between one worker and all cores")
    }
    let csv = try String(contentsOfFile: directory + "/all/alignment.csv", encoding: .utf8)
    #expect(csv.components(separatedBy: "number-mismatch").count > 40, "the release notes' changed numbers are found")
  }
}
