extension UInt8 {
  static let tab = UInt8(ascii: "\t")
  static let numberSign = UInt8(ascii: "#")
  static let greaterThan = UInt8(ascii: ">")
  static let lessThan = UInt8(ascii: "<")
  static let hyphen = UInt8(ascii: "-")
  static let plus = UInt8(ascii: "+")
  static let asterisk = UInt8(ascii: "*")
  static let underscore = UInt8(ascii: "_")
  static let pipe = UInt8(ascii: "|")
  static let exclamation = UInt8(ascii: "!")
  static let openBracket = UInt8(ascii: "[")
  static let closeBracket = UInt8(ascii: "]")
  static let openParen = UInt8(ascii: "(")
  static let closeParen = UInt8(ascii: ")")
  static let backtick = UInt8(ascii: "`")
  static let tilde = UInt8(ascii: "~")
  static let backslash = UInt8(ascii: "\\")
  static let period = UInt8(ascii: ".")
  static let colon = UInt8(ascii: ":")
  static let slash = UInt8(ascii: "/")
  static let openBrace = UInt8(ascii: "{")
  static let closeBrace = UInt8(ascii: "}")
  static let ampersand = UInt8(ascii: "&")
  static let semicolon = UInt8(ascii: ";")

  var isASCIILowercase: Bool { self >= 0x61 && self <= 0x7A }
  /// Not a UTF-8 continuation byte: starts a scalar.
  var isScalarStart: Bool { self & 0xC0 != 0x80 }
}
