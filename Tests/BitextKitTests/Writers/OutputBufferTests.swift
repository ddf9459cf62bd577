import BitextKit
import Foundation
import Testing

@Suite struct OutputBufferTests {
  /// Appends of every size around a small capacity: straddling, exactly full, larger than the
  /// buffer (written through). The file must hold exactly the bytes appended, in order.
  @Test("bytes arrive in order whatever the capacity", arguments: [1, 2, 7, 64, 65_536])
  func order(capacity: Int) throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("out.txt")
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    #expect(descriptor >= 0)
    defer { close(descriptor) }
    let buffer = OutputBuffer(fileDescriptor: descriptor, path: path, capacity: capacity)
    var expected: [UInt8] = []
    for size in [0, 1, 3, 7, 8, 15, 100, 2] {
      let chunk = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ size) }
      try chunk.withUnsafeBytes { try buffer.append($0) }
      expected += chunk
      try buffer.append(UInt8(ascii: "|"))
      expected.append(UInt8(ascii: "|"))
      try buffer.append("툴바")
      expected += Array("툴바".utf8)
    }
    try buffer.flush()
    #expect(buffer.pendingByteCount == 0)
    #expect(buffer.bytesWritten == expected.count)
    #expect(try directory.bytes(of: "out.txt") == expected)
  }

  @Test("nothing reaches the file before the buffer is full or flushed")
  func buffering() throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("out.txt")
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    defer { close(descriptor) }
    let buffer = OutputBuffer(fileDescriptor: descriptor, path: path)
    try buffer.append("A toolbar appears at the bottom of a screen.\r\n")
    #expect(try directory.bytes(of: "out.txt").isEmpty)
    try buffer.flush()
    #expect(try directory.bytes(of: "out.txt").count == 46)
  }

  @Test("a failed write throws an error naming the file")
  func failure() throws {
    let descriptor = open("/dev/null", O_RDONLY)  // valid, but not open for writing
    defer { close(descriptor) }
    let buffer = OutputBuffer(fileDescriptor: descriptor, path: "out/alignment.csv", capacity: 4)
    try buffer.append("ab")
    let error = try #require(throws: WriteError.self) { try buffer.append("cdef") }
    #expect(error.path == "out/alignment.csv")
    #expect(error.operation == "write")
    #expect(error.code == EBADF)
    #expect(error.description.hasPrefix("cannot write 'out/alignment.csv': "))
  }
}
