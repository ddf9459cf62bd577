import Foundation

/// A fresh directory under the system temporary folder, removed when the value goes away.
/// Swift Testing runs tests in parallel, so every test that writes files gets its own.
final class WriterTemporaryDirectory {
  let path: String

  init(prefix: String = "bitext-writers") throws {
    var template = Array("\(NSTemporaryDirectory())/\(prefix)-XXXXXX".utf8CString)
    guard let created = mkdtemp(&template) else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: "mkdtemp"])
    }
    path = String(cString: created)
  }

  deinit { try? FileManager.default.removeItem(atPath: path) }

  func file(_ name: String) -> String { "\(path)/\(name)" }

  /// Names in the directory, hidden ones included, sorted.
  func contents() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: path).sorted()
  }

  func bytes(of name: String) throws -> [UInt8] {
    Array(try Data(contentsOf: URL(fileURLWithPath: file(name))))
  }

  func write(_ text: String, to name: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: file(name)))
  }
}
