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
  static func dumpDOM(_ html: String, window: String = "1400,1000") throws -> String? {
    guard let path else { return nil }
    let profile = "\(NSTemporaryDirectory())/bitext-chromium-\(getpid())-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: profile) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--user-data-dir=\(profile)",
                         "--virtual-time-budget=3000", "--window-size=\(window)", "--dump-dom", URL(fileURLWithPath: html).absoluteString]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = try output.fileHandleForReading.readToEnd() ?? Data()  // read to the end before waiting
    process.waitUntilExit()
    return process.terminationStatus == 0 ? String(decoding: data, as: UTF8.self) : nil
  }

  /// Where things land when `html` (a file path) is laid out `width` CSS pixels wide: the page
  /// is loaded in an iframe of that width (a headless window is at least 500 px wide), a script
  /// added to a copy of it measures, and posts the numbers to the frame page, whose DOM
  /// (`--dump-dom`) we read. Nil when Chromium failed.
  static func layout(_ html: String, width: Int) throws -> Layout? {
    let directory = (html as NSString).deletingLastPathComponent
    let measured = "\(directory)/measured-\(width).html", frame = "\(directory)/frame-\(width).html"
    let script = """
      <script>
      (function () {
        function box(e) { var r = e.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; }
        function boxes(selector) { return [].map.call(document.querySelectorAll(selector), box); }
        parent.postMessage(JSON.stringify({ width: innerWidth, scrollWidth: document.documentElement.scrollWidth,
          summaryCells: boxes("table.summary td, table.summary th"), legend: boxes("dl.legend > dt, dl.legend > dd") }), "*");
      })();
      </script>
      """
    let page = try String(contentsOfFile: html, encoding: .utf8)
    try Data(page.replacingOccurrences(of: "</body>", with: script + "</body>").utf8).write(to: URL(fileURLWithPath: measured))
    try Data("""
      <!DOCTYPE html><html><body style="margin:0">
      <iframe src="\(URL(fileURLWithPath: measured).lastPathComponent)" style="border:0;width:\(width)px;height:1000px"></iframe>
      <pre id="layout"></pre>
      <script>addEventListener("message", function (e) { document.getElementById("layout").textContent = e.data; });</script>
      </body></html>
      """.utf8).write(to: URL(fileURLWithPath: frame))
    guard let dom = try dumpDOM(frame, window: "\(max(width + 100, 1000)),1100"),
          let start = dom.range(of: "<pre id=\"layout\">"), let end = dom[start.upperBound...].range(of: "</pre>") else { return nil }
    let json = String(dom[start.upperBound..<end.lowerBound]).replacingOccurrences(of: "&quot;", with: "\"")
    return try JSONDecoder().decode(Layout.self, from: Data(json.utf8))
  }

  /// Boxes are `[left, top, right, bottom]` in CSS pixels.
  struct Layout: Decodable {
    var width: Double
    var scrollWidth: Double
    var summaryCells: [[Double]]
    var legend: [[Double]]

    /// Pairs of legend entries whose boxes overlap (text drawn over text).
    var overlappingLegendEntries: Int {
      var count = 0
      for i in legend.indices {
        for j in legend.indices where j > i {
          let a = legend[i], b = legend[j]
          if a[0] < b[2] - 0.5 && b[0] < a[2] - 0.5 && a[1] < b[3] - 0.5 && b[1] < a[3] - 0.5 { count += 1 }
        }
      }
      return count
    }
  }

  /// Width and height from a PNG's IHDR chunk, nil when `bytes` is not a PNG.
  static func pngSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
    guard bytes.count > 24, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return nil }
    func be32(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (be32(16), be32(20))
  }
}
