import Testing
import Foundation
@testable import BitextKit

@Suite struct InputFilesTests {
  @Test func walksFoldersSortedSkippingLoopsOutputAndOtherExtensions() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("corpus/buttons.txt", "Buttons\n버튼\n")
    try directory.write("corpus/Toolbars.MD", "Toolbars\n")
    try directory.write("corpus/my file.txt", "space\n")
    try directory.write("corpus/툴바.md", "툴바\n")
    try directory.write("corpus/line\nbreak.txt", "newline in name\n")
    try directory.write("corpus/nested/deep/notes.markdown", "notes\n")
    try directory.write("corpus/image.png", bytes: [0x89, 0x50, 0x4E, 0x47, 0x00])
    try directory.write("corpus/.hidden.md", "hidden\n")
    try directory.write("corpus/out/report.md", "our own output\n")
    try directory.link("corpus/loop", to: ".")
    try directory.link("corpus/nested/up", to: "../..")
    try directory.link("corpus/alias.md", to: "buttons.txt")  // same file: taken under its own name
    let root = directory.path + "/corpus"

    let (files, problems) = InputFiles.find([root], excluding: directory.path + "/corpus/./out/")
    #expect(files == [
      root + "/Toolbars.MD",
      root + "/buttons.txt",
      root + "/line\nbreak.txt",
      root + "/my file.txt",
      root + "/nested/deep/notes.markdown",
      root + "/툴바.md",
    ])
    #expect(problems.isEmpty)
  }

  @Test func directFilesAreTakenWhateverTheirExtensionAndProblemsNameThePath() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let png = try directory.write("notes.png", "not really an image\n")
    let text = try directory.write("out/alignment.csv", "en,ko\n")
    let missing = directory.path + "/missing.md"

    let (files, problems) = InputFiles.find(["-", png, missing, text, png], excluding: directory.path + "/out")
    #expect(files == ["-", png])
    #expect(problems.map(\.description) == [
      "\(missing): No such file or directory",
      "\(text): inside the output directory, skipped",
    ])
  }

  @Test func pathsAreBuiltAsGiven() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("corpus/buttons.txt", "Buttons\n")
    let (withSlash, _) = InputFiles.find([directory.path + "/corpus/"], excluding: nil)
    #expect(withSlash == [directory.path + "/corpus/buttons.txt"])
  }

  @Test(.enabled(if: getuid() != 0, "root reads anything"))
  func unreadableFolderIsAProblem() throws {
    let directory = try TemporaryDirectory()
    defer { chmod(directory.path + "/locked", 0o755); directory.remove() }
    try directory.write("locked/a.md", "a\n")
    chmod(directory.path + "/locked", 0)
    let (files, problems) = InputFiles.find([directory.path], excluding: nil)
    #expect(files.isEmpty)
    #expect(problems.map(\.description) == ["\(directory.path)/locked: Permission denied"])
  }

  @Test("Extensions", arguments: [
    ("a.md", true), ("a.MD", true), ("b.Markdown", true), ("c.TXT", true),
    ("d.png", false), ("md", false), ("e.md.bak", false), ("f.mdx", true), ("g.tsv", true), ("h.html", false),
  ])
  func extensions(name: String, taken: Bool) {
    #expect(InputFiles.hasTextExtension(name) == taken)
  }
}
