import BitextKit
import Foundation
import Testing
@testable import BitextCLI

/// The five exports change as one set and only when a run succeeded (issue 15): a mistyped
/// command line, a run with nothing to read, a locked folder or a signal leave the previous set
/// byte for byte; an interrupted commit leaves the old set or the new one, never a mix.
@Suite struct OutputSetTests {
  static let names = ["alignment.csv", "alignment.tmx", "findings.json", "report.html", "report.md", "terminology.csv",
                      "terminology.tbx"]
  static let toolbars = "# Toolbars\n\nA toolbar holds buttons for frequent actions.\n\n> 툴바에는 자주 쓰는 동작의 버튼이 있습니다.\n\n"
    + "Keep the toolbar uncluttered.\n\n> 툴바를 어수선하지 않게 유지하세요.\n"
  static let buttons = "# Buttons\n\nA button starts an action at once.\n\n> 버튼을 누르면 작업이 즉시 시작됩니다.\n"

  /// A folder with `corpus/toolbars.md` and `corpus/buttons.md` (and the hostile tests'
  /// `in/good.md`, unused here); `oldSet` fills `out/` with the exports of `toolbars.md` alone.
  struct Workspace {
    let folder: HostileInputTests.Folder
    var path: String { folder.path }
    init() throws {
      folder = try HostileInputTests.Folder()
      try folder.write("corpus/toolbars.md", OutputSetTests.toolbars)
      try folder.write("corpus/buttons.md", OutputSetTests.buttons)
    }
    var out: String { path + "/out" }
    /// Every entry of `out/` (hidden ones too) with its bytes.
    func snapshot(_ directory: String? = nil) -> [String: Data] {
      let directory = directory ?? out
      let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
      return Dictionary(uniqueKeysWithValues: names.map { ($0, FileManager.default.contents(atPath: directory + "/" + $0) ?? Data()) })
    }
    func exists(_ relative: String) -> Bool { FileManager.default.fileExists(atPath: path + "/" + relative) }
    func remove() { folder.remove() }
  }

  private func align(_ arguments: [String], environment: [String: String] = [:]) -> (code: ExitCode, output: CapturedOutput) {
    var output = CapturedOutput()
    let code = CLI.run(["align"] + arguments, environment: environment, output: &output)
    return (code, output)
  }

  /// `out/` holding the set of `toolbars.md` alone; returns its snapshot.
  private func oldSet(_ space: Workspace) -> [String: Data] {
    #expect(align([space.path + "/corpus/toolbars.md", "--out", space.out]).code == .success)
    let old = space.snapshot()
    #expect(old.keys.sorted() == Self.names)
    return old
  }

  // MARK: Nothing written when the run cannot succeed

  @Test("a mistyped path or command is a usage error and leaves out/ as it was", arguments: [
    (["align", "corpus/toolbar.md"], "Error: No such file or folder 'corpus/toolbar.md'. Did you mean 'corpus/toolbars.md'?"),
    (["version"], "Error: No such file or folder 'version'. Did you mean '--version'?"),
    (["foo"], "Error: No such file or folder 'foo'."),
    (["align", "self", "--out", "self"], "Error: No such file or folder 'self'."),
    (["check", "corpus/buton.md"], "Error: No such file or folder 'corpus/buton.md'. Did you mean 'corpus/buttons.md'?"),
  ])
  func mistypedCommandLine(arguments: [String], message: String) async throws {
    let executable = try #require(ChildProcess.executable(), "bitext not built")
    let space = try Workspace()
    defer { space.remove() }
    let old = oldSet(space)
    let result = try await ChildProcess.run(executable, arguments, in: space.path)
    #expect(result.status == 2)
    #expect(result.standardError.hasPrefix(message + "\n"))
    #expect(space.snapshot() == old)
    #expect(!space.exists("self"))
  }

  @Test func noCorpusFolderCreatesNoOutputFolder() async throws {
    let executable = try #require(ChildProcess.executable(), "bitext not built")
    let space = try Workspace()
    defer { space.remove() }
    try FileManager.default.removeItem(atPath: space.path + "/corpus")
    let result = try await ChildProcess.run(executable, [], in: space.path)
    #expect(result.status == 2)
    #expect(result.standardError.hasPrefix("Error: No such file or folder 'corpus'."))
    #expect(!space.exists("out"))
  }

  @Test func inputsThatAllFailLeaveTheOldSetAndCreateNoFolder() throws {
    let space = try Workspace()
    defer { space.remove() }
    let old = oldSet(space)
    let binary = space.path + "/bin/image.md"
    try FileManager.default.createDirectory(atPath: space.path + "/bin", withIntermediateDirectories: true)
    try Data([0x89, 0x50, 0x4E, 0x47, 0, 0, 0, 0x0D]).write(to: URL(fileURLWithPath: binary))
    let (code, output) = align([binary, "--out", space.out])
    #expect(code == .findings)
    #expect(output.standardError.contains("\(space.out): note: nothing written, the previous outputs are unchanged"))
    #expect(space.snapshot() == old)
    #expect(align([binary, "--out", space.path + "/fresh"]).code == .findings)
    #expect(!space.exists("fresh"))
  }

  @Test func outputFolderIsCheckedBeforeAnyInputIsRead() throws {
    let space = try Workspace()
    defer { space.remove() }
    try Data("a file".utf8).write(to: URL(fileURLWithPath: space.path + "/afile"))
    let (code, output) = align([space.path + "/corpus", "--out", space.path + "/afile/out", "--quiet"])
    #expect(code == .findings)
    #expect(output.standardError == "\(space.path)/afile/out: error: cannot create directory: Not a directory\n")
    let (_, loud) = align([space.path + "/corpus", "--out", space.path + "/afile/out"])
    #expect(!loud.standardError.contains("read \(space.path)/corpus"))
  }

  /// A write that fails for lack of room (here a file size limit, as a full disk would) names
  /// the file and the system's reason even with `--quiet`, and keeps the old set.
  @Test func aFailedWriteKeepsItsCauseWithQuiet() async throws {
    let executable = try #require(ChildProcess.executable(), "bitext not built")
    let space = try Workspace()
    defer { space.remove() }
    let old = oldSet(space)
    let shell = URL(fileURLWithPath: "/bin/sh")
    let result = try await ChildProcess.run(shell, ["-c", "trap '' XFSZ; ulimit -f 1; exec \"$0\" align corpus --quiet",
                                                    executable.path], in: space.path)
    #expect(result.status == 1)
    #expect(result.standardError.hasPrefix("out: error: cannot write 'out/alignment.csv': File too large\n"))
    #expect(!result.standardError.contains("could not be read"))
    #expect(space.snapshot() == old)
  }

  // MARK: One run at a time

  @Test func aSecondRunIntoALockedFolderIsRefusedAndWritesNothing() throws {
    let space = try Workspace()
    defer { space.remove() }
    let old = oldSet(space)
    let held = open(space.out, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    // A child spawned by a test running beside this one holds a copy of every descriptor until
    // its `exec` closes them (O_CLOEXEC): under load the previous run's lock can outlive it by
    // a moment.
    var locked = false
    for _ in 0..<1000 where !locked {
      locked = flock(held, LOCK_EX | LOCK_NB) == 0
      if !locked { usleep(10_000) }
    }
    #expect(locked)
    let (code, output) = align([space.path + "/corpus", "--out", space.out, "--quiet"])
    close(held)
    #expect(code == .findings)
    #expect(output.standardError.hasPrefix("\(space.out): error: another bitext run is writing into this directory; nothing was written"))
    #expect(space.snapshot() == old)
    #expect(align([space.path + "/corpus", "--out", space.out]).code == .success)
    #expect(space.snapshot() != old)
  }

  // MARK: Signals

  /// The new set, from the same command line the child runs (outputs name their inputs).
  private func newSet(_ space: Workspace) -> [String: Data] {
    #expect(align([space.path + "/corpus", "--out", space.out]).code == .success)
    return space.snapshot()
  }

  /// The file the child waits for after its first rename (`BITEXT_TEST_RENAME_GATE`).
  private func gate(_ space: Workspace) -> String { space.path + "/gate" }

  /// Starts the child writing `corpus/` into `out/` (which holds the old set), and waits until
  /// `alignment.csv` (the first renamed) is new. The child then waits, signals held, until the
  /// test creates `gate(space)`: whatever the load, the test acts while the child is inside the
  /// commit. The wait is a plain loop on this thread, not `Task.sleep`: with the cooperative
  /// pool busy with other tests, an awaiting poll could wake late.
  private func childInsideTheCommit(_ space: Workspace, new: [String: Data]) throws -> ChildProcess {
    let executable = try #require(ChildProcess.executable(), "bitext not built")
    let child = try ChildProcess(executable, ["align", space.path + "/corpus", "--out", space.out],
                                 environment: ["BITEXT_TEST_RENAME_GATE": gate(space)])
    let deadline = Date().addingTimeInterval(60)
    while FileManager.default.contents(atPath: space.out + "/alignment.csv") != new["alignment.csv"], Date() < deadline {
      usleep(1000)
    }
    return child
  }

  @Test("SIGTERM or SIGINT between two renames: the whole new set, then death by the signal",
        arguments: [SIGTERM, SIGINT])
  func signalDuringTheCommitIsHeldUntilTheSetIsWhole(signalNumber: Int32) async throws {
    let space = try Workspace()
    defer { space.remove() }
    let new = newSet(space)
    let old = oldSet(space)
    #expect(old != new)
    let child = try childInsideTheCommit(space, new: new)
    kill(child.process.processIdentifier, signalNumber)
    #expect(FileManager.default.createFile(atPath: gate(space), contents: Data()))
    let result = try await child.finish()
    #expect(result.signaled)
    #expect(result.status == signalNumber)
    #expect(space.snapshot() == new, "an interrupted commit left a mixed set")
  }

  @Test func sigkillLeftoversAreRemovedAndNamedByTheNextRun() async throws {
    let space = try Workspace()
    defer { space.remove() }
    let new = newSet(space)
    _ = oldSet(space)
    let child = try childInsideTheCommit(space, new: new)
    kill(child.process.processIdentifier, SIGKILL)
    let killed = try await child.finish()
    let left = space.snapshot().keys.filter { $0.hasPrefix(".") }
    #expect(!left.isEmpty, "SIGKILL inside the commit leaves the sealed temporary files: \(killed)")
    let (code, output) = align([space.path + "/corpus", "--out", space.out])
    #expect(code == .success)
    #expect(output.standardError.contains("\(space.out): note: removed \(left.count) temporary file"))
    #expect(space.snapshot() == new)
  }
}
