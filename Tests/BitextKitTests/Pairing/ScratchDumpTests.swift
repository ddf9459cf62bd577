import Foundation
import Testing
@testable import BitextKit

@Test(.enabled(if: ProcessInfo.processInfo.environment["DUMP"] != nil)) func scratchDump() throws {
  let name = ProcessInfo.processInfo.environment["DUMP"]!
  let text = try String(contentsOfFile: "corpus/" + name, encoding: .utf8)
  for e in pairDocument(text, path: name) {
    switch e {
    case .unit(let u): print(u.dump, String(format: "%.2f", u.score))
    case .skipped(let s): print("SKIP \(s.location.firstLine) [\(s.reason)] \(s.text.prefix(40))")
    }
  }
}
