@testable import BitextKit

/// The escapers on a `String`, for tests: the writers append to a byte sink instead.
extension XMLEscaping {
  /// `text` escaped for element content, and the number of forbidden characters removed.
  static func escapedText(_ text: String) -> (text: String, removed: Int) {
    var bytes: [UInt8] = []
    let removed = try! appendText(text, to: &bytes)  // an array sink never throws
    return (String(decoding: bytes, as: UTF8.self), removed)
  }

  /// `value` escaped for an attribute, and the number of forbidden characters removed.
  static func escapedAttribute(_ value: String) -> (text: String, removed: Int) {
    var bytes: [UInt8] = []
    let removed = try! appendAttribute(value, to: &bytes)
    return (String(decoding: bytes, as: UTF8.self), removed)
  }
}

extension CSVEscaping {
  /// `field` as it appears in a CSV row.
  static func escapedField(_ field: String, neutralizesFormulas: Bool = true) -> String {
    var bytes: [UInt8] = []
    try! appendField(field, neutralizesFormulas: neutralizesFormulas, to: &bytes)  // an array never throws
    return String(decoding: bytes, as: UTF8.self)
  }
}
