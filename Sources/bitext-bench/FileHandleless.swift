#if canImport(Glibc)
import Glibc
#endif

/// Standard error without Foundation.
enum FileHandleless {
  static func standardError(_ text: String) {
    var text = text
    text.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
  }
}
