import Foundation

/// Headless Chromium (the Debian `chromium` package) for tests that look at the HTML report.
/// Absent on most machines: tests use `Chromium.path` in `.enabled(if:)` and skip cleanly.
enum Chromium {
  static let path: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
    .first { FileManager.default.isExecutableFile(atPath: $0) }

  /// Renders `html` (a file path) to a PNG at `png`; returns false when Chromium failed or
  /// did not finish within `timeout` seconds.
  static func screenshot(_ html: String, to png: String, width: Int = 1400, height: Int = 1000,
                         timeout: TimeInterval = 90) throws -> Bool {
    guard let path else { return false }
    let profile = "\(NSTemporaryDirectory())/bitext-chromium-\(getpid())-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: profile) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run", "--virtual-time-budget=3000",
                         "--user-data-dir=\(profile)",
                         "--screenshot=\(png)", "--window-size=\(width),\(height)", URL(fileURLWithPath: html).absoluteString]
    // Output to /dev/null: no pipe to fill up and block the child (STYLE.md pitfall 15).
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning && Date() < deadline { usleep(100_000) }
    if process.isRunning {
      process.terminate()
      return false
    }
    return process.terminationStatus == 0
  }

  /// The DOM after the page's scripts ran (`--dump-dom`), nil when Chromium failed.
  static func dumpDOM(_ html: String) throws -> String? {
    guard let path else { return nil }
    let profile = "\(NSTemporaryDirectory())/bitext-chromium-\(getpid())-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: profile) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--user-data-dir=\(profile)",
                         "--virtual-time-budget=3000", "--dump-dom", URL(fileURLWithPath: html).absoluteString]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = try output.fileHandleForReading.readToEnd() ?? Data()  // read to the end before waiting
    process.waitUntilExit()
    return process.terminationStatus == 0 ? String(decoding: data, as: UTF8.self) : nil
  }

  /// Width and height from a PNG's IHDR chunk, nil when `bytes` is not a PNG.
  static func pngSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
    guard bytes.count > 24, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return nil }
    func be32(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (be32(16), be32(20))
  }
}
