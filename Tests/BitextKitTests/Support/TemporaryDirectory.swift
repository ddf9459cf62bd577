import Foundation

/// A fresh folder per test (Swift Testing runs tests in parallel), removed by `remove()`, and
/// in any case when the test process exits: every folder is made inside one folder per process
/// (`root`), which an `atexit` handler removes.
struct TemporaryDirectory {
  let path: String

  init() throws {
    guard let root = Self.root else { throw CocoaError(.fileWriteUnknown) }
    path = try Self.make(root + "/dir-XXXXXX")
  }

  /// This process's folder of test folders, made on first use and removed at exit.
  private static let root: String? = {
    guard let root = try? make(NSTemporaryDirectory() + "bitext-test-XXXXXX") else { return nil }
    rootToRemove = root
    atexit { if let root = TemporaryDirectory.rootToRemove { try? FileManager.default.removeItem(atPath: root) } }
    return root
  }()

  /// `root`, read by the exit handler (which cannot capture it).
  nonisolated(unsafe) private static var rootToRemove: String?

  private static func make(_ template: String) throws -> String {
    var bytes = Array(template.utf8CString)
    guard let created = mkdtemp(&bytes) else { throw CocoaError(.fileWriteUnknown) }
    return String(cString: created)
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

  /// The full path of `name` in the folder.
  func file(_ name: String) -> String { path + "/" + name }

  /// Names in the folder, hidden ones included, sorted.
  func contents() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: path).sorted()
  }

  func bytes(of name: String) throws -> [UInt8] {
    Array(try Data(contentsOf: URL(fileURLWithPath: file(name))))
  }
}
