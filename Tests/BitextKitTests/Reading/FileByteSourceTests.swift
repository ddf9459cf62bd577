import Testing
import Foundation
@testable import BitextKit

@Suite struct FileByteSourceTests {
  @Test func readsATemporaryFileThroughTheReader() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    // Larger than one 64 KiB chunk, so several reads happen.
    let text = String(repeating: "Toolbars\r\n툴바는 화면 하단에 나타납니다.\n", count: 3000)
    let path = try directory.write("toolbars.md", text)
    var reader = try LineReader(path: path)
    var lines: [Line] = []
    while let line = reader.next() { lines.append(line) }
    #expect(lines.count == 6000)
    #expect(lines[5999].text == "툴바는 화면 하단에 나타납니다.")
    #expect(lines[5998].terminator == .carriageReturnLineFeed)
    #expect(ChunkedSource.rejoin(lines) == Array(text.utf8))
    #expect(reader.path == path)
    #expect(reader.issues.isEmpty)
  }

  @Test func missingFileNamesPathAndReason() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.path + "/corpus/x.md"
    #expect(throws: FileError(path: path, reason: "No such file or directory")) { try FileByteSource(path: path) }
    do {
      _ = try LineReader(path: path)
      Issue.record("opening a missing file must throw")
    } catch {
      #expect(error.description == "\(path): No such file or directory")
    }
  }

  @Test func directoryIsAnError() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    #expect(throws: FileError(path: directory.path, reason: "Is a directory")) { try FileByteSource(path: directory.path) }
  }

  @Test(.enabled(if: getuid() != 0, "root reads anything"))
  func unreadableFileIsAnError() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = try directory.write("secret.md", "비밀")
    chmod(path, 0)
    #expect(throws: FileError(path: path, reason: "Permission denied")) { try FileByteSource(path: path) }
  }

  /// Another program truncates the file while it is read: the end comes short of the size seen
  /// at open, which is an error naming the file, not a quietly cut last line.
  @Test func fileThatShrinksWhileReadIsAnError() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = try directory.write("shrinks.md", String(repeating: "A line of text that is read.\n", count: 4000))
    let source = try FileByteSource(path: path)
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    let first = try buffer.withUnsafeMutableBytes { try source.read(into: $0) }
    #expect(first == 64 * 1024)
    #expect(truncate(path, 70_000) == 0)
    var thrown: FileError?
    do {
      while try buffer.withUnsafeMutableBytes({ try source.read(into: $0) }) > 0 {}
    } catch {
      thrown = error as? FileError
    }
    #expect(thrown?.reason == "file shrank while being read: it ended after 70000 of the 116000 bytes it had when opened")
  }
}
