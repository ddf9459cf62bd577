import Foundation
import Testing

/// Compares `bytes` with `Snapshots/<name>` beside this file. With `RECORD_SNAPSHOTS=1` in the
/// environment it writes the file instead and fails, so a recording run is never mistaken for
/// a passing one (argument-parser's `assertSnapshot`).
func assertWriterSnapshot(_ bytes: [UInt8], named name: String, filePath: String = #filePath,
                          sourceLocation: SourceLocation = #_sourceLocation) throws {
  let directory = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")
  let url = directory.appendingPathComponent(name)
  if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try Data(bytes).write(to: url)
    Issue.record("Recorded snapshot \(name); run again without RECORD_SNAPSHOTS to compare.", sourceLocation: sourceLocation)
    return
  }
  guard let expected = FileManager.default.contents(atPath: url.path) else {
    Issue.record("No snapshot \(url.path); record it with RECORD_SNAPSHOTS=1.", sourceLocation: sourceLocation)
    return
  }
  #expect(String(decoding: bytes, as: UTF8.self) == String(decoding: expected, as: UTF8.self), sourceLocation: sourceLocation)
  #expect(bytes == Array(expected), "bytes differ from snapshot \(name)", sourceLocation: sourceLocation)
}
