import BitextKit
import Foundation
import Testing

@Suite struct AtomicFileTests {
  @Test("the previous file stays intact until commit, then is replaced")
  func replaceOnCommit() throws {
    let directory = try TemporaryDirectory()
    try directory.write("alignment.csv", "old contents\n")
    let file = try AtomicFile(path: directory.file("alignment.csv"))
    try file.output.append("new,contents\r\n")
    try file.output.flush()
    #expect(try directory.bytes(of: "alignment.csv") == Array("old contents\n".utf8))
    let temporaryName = String(file.temporaryPath.split(separator: "/").last!)
    #expect(temporaryName.hasPrefix(".alignment.csv.tmp-\(getpid())-"))
    #expect(try directory.contents() == [temporaryName, "alignment.csv"].sorted())
    try file.commit()
    #expect(try directory.bytes(of: "alignment.csv") == Array("new,contents\r\n".utf8))
    #expect(try directory.contents() == ["alignment.csv"])
  }

  @Test("abandon removes the temporary file and keeps the previous one")
  func abandon() throws {
    let directory = try TemporaryDirectory()
    try directory.write("alignment.tmx", "<tmx/>\n")
    let file = try AtomicFile(path: directory.file("alignment.tmx"))
    try file.output.append("<?xml half-written")
    try file.output.flush()
    file.abandon()
    file.abandon()  // idempotent
    #expect(try directory.contents() == ["alignment.tmx"])
    #expect(try directory.bytes(of: "alignment.tmx") == Array("<tmx/>\n".utf8))
  }

  @Test("a file dropped without commit leaves nothing behind")
  func dropped() throws {
    let directory = try TemporaryDirectory()
    do {
      let file = try AtomicFile(path: directory.file("report.md"))
      try file.output.append("# Report")
      try file.output.flush()
      let names = try directory.contents()
      withExtendedLifetime(file) { #expect(names.count == 1) }
    }
    #expect(try directory.contents() == [])
  }

  @Test("write(to:) commits on success and abandons when the body throws")
  func scoped() throws {
    struct Interrupted: Error {}
    let directory = try TemporaryDirectory()
    let path = directory.file("alignment.csv")
    try AtomicFile.write(to: path) { try $0.append("first\r\n") }
    #expect(throws: Interrupted.self) {
      try AtomicFile.write(to: path) { output in
        try output.append("second, half")
        try output.flush()
        throw Interrupted()
      }
    }
    #expect(try directory.contents() == ["alignment.csv"])
    #expect(try directory.bytes(of: "alignment.csv") == Array("first\r\n".utf8))
  }

  /// Direct mode (`O_DIRECT` where the file system has it, the page cache where not): whole
  /// buffers written on another thread, the tail through the page cache at the end.
  @Test("a file written directly holds exactly the bytes appended, in order", arguments: [0, 1, 4095, 262_144, 1_000_003])
  func direct(size: Int) throws {
    let directory = try TemporaryDirectory()
    let file = try AtomicFile(path: directory.file("alignment.tmx"), direct: true)
    var expected: [UInt8] = []
    var piece = 1
    while expected.count < size {
      let chunk = (0..<min(piece, size - expected.count)).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ piece) }
      try chunk.withUnsafeBytes { try file.output.append($0) }
      expected += chunk
      if expected.count % 3 == 0 {
        try file.output.append(UInt8(ascii: "|"))
        expected.append(UInt8(ascii: "|"))
      }
      piece = piece * 7 % 100_003 + 1
    }
    try file.commit()
    #expect(file.output.bytesWritten == expected.count)
    #expect(try directory.bytes(of: "alignment.tmx") == expected)
    #expect(try directory.contents() == ["alignment.tmx"])
  }

  @Test("a file written directly and abandoned mid-way leaves the previous one")
  func directAbandoned() throws {
    let directory = try TemporaryDirectory()
    try directory.write("alignment.tmx", "<tmx/>\n")
    let file = try AtomicFile(path: directory.file("alignment.tmx"), direct: true)
    let block = [UInt8](repeating: UInt8(ascii: "a"), count: 600_000)
    try block.withUnsafeBytes { try file.output.append($0) }
    file.abandon()
    #expect(try directory.contents() == ["alignment.tmx"])
    #expect(try directory.bytes(of: "alignment.tmx") == Array("<tmx/>\n".utf8))
  }

  @Test("two files for the same target get different temporary names")
  func concurrentNames() throws {
    let directory = try TemporaryDirectory()
    let first = try AtomicFile(path: directory.file("alignment.csv"))
    let second = try AtomicFile(path: directory.file("alignment.csv"))
    #expect(first.temporaryPath != second.temporaryPath)
    try first.output.append("one")
    try second.output.append("two")
    try first.commit()
    try second.commit()
    #expect(try directory.bytes(of: "alignment.csv") == Array("two".utf8))
    #expect(try directory.contents() == ["alignment.csv"])
  }

  @Test("a missing directory is an error naming the target")
  func missingDirectory() throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("no-such-folder/alignment.tmx")
    let error = try #require(throws: WriteError.self) { _ = try AtomicFile(path: path) }
    #expect(error.path == path)
    #expect(error.code == ENOENT)
    #expect(error.description == "cannot create '\(path)': No such file or directory")
  }
}
