import Foundation

/// A fresh folder per test (Swift Testing runs tests in parallel), removed by `remove()`.
struct TemporaryDirectory {
  let path: String

  init() throws {
    var template = Array((NSTemporaryDirectory() + "bitext-test-XXXXXX").utf8CString)
    guard let created = mkdtemp(&template) else { throw CocoaError(.fileWriteUnknown) }
    path = String(cString: created)
  }

  /// Writes `contents` to `relative` (creating folders) and returns the full path.
  @discardableResult
  func write(_ relative: String, _ contents: String) throws -> String {
    try write(relative, bytes: Array(contents.utf8))
  }

  @discardableResult
  func write(_ relative: String, bytes: [UInt8]) throws -> String {
    let full = path + "/" + relative
    try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent,
                                            withIntermediateDirectories: true)
    try Data(bytes).write(to: URL(fileURLWithPath: full))
    return full
  }

  func makeDirectory(_ relative: String) throws {
    try FileManager.default.createDirectory(atPath: path + "/" + relative, withIntermediateDirectories: true)
  }

  /// A symbolic link at `relative` pointing to `destination` (as written, may be relative).
  func link(_ relative: String, to destination: String) throws {
    try FileManager.default.createSymbolicLink(atPath: path + "/" + relative, withDestinationPath: destination)
  }

  func remove() {
    try? FileManager.default.removeItem(atPath: path)
  }
}
