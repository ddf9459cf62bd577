/// What a document is about, for grouping sources of the same page by content: the bag of
/// its distinctive tokens. Latin-script words and numbers survive translation (a Korean blog
/// keeps `iPadOS`, `Keynote`, `44`), and the English of bilingual sources names the page.
/// Hangul words are left out: with them, the five corpus documents separated worse (true
/// pairs 0.33–0.52 against 0.26 for the closest unrelated pair; Latin only: 0.56–0.57
/// against 0.35), because every Korean text shares its endings and particles. How
/// distinctive each token is depends on the other documents of the run, so weighting is
/// `SourceGrouper`'s job.
public struct DocumentFingerprint: Sendable, Equatable {
  public var path: String
  /// Token → occurrences. Latin tokens are ASCII-lowercased.
  public var tokens: [String: Int]

  public init(path: String, tokens: [String: Int]) {
    self.path = path
    self.tokens = tokens
  }

  /// Tokens of `text`: Latin words of two or more letters (minus a few function words) and
  /// numbers of two or more digits.
  public init(path: String, text: String) {
    var tokens: [String: Int] = [:]
    var current = String.UnicodeScalarView()
    var kind = TokenKind.none
    func flush() {
      if let token = DocumentFingerprint.keep(current, kind) { tokens[token, default: 0] += 1 }
      current.removeAll(keepingCapacity: true)
      kind = .none
    }
    for scalar in text.unicodeScalars {
      let next = TokenKind(scalar)
      if next != kind || next == .none { flush() }
      if next != .none {
        kind = next
        current.append(scalar)
      }
    }
    flush()
    self.init(path: path, tokens: tokens)
  }

  enum TokenKind {
    case none, latin, digits

    init(_ scalar: Unicode.Scalar) {
      switch scalar.value {
      case 0x41...0x5A, 0x61...0x7A: self = .latin
      case 0x30...0x39: self = .digits
      default: self = .none
      }
    }
  }

  private static func keep(_ scalars: String.UnicodeScalarView, _ kind: TokenKind) -> String? {
    guard scalars.count >= 2 else { return nil }
    switch kind {
    case .none: return nil
    case .digits: return String(scalars)
    case .latin:
      let token = String(scalars).lowercased()
      return stopWords.contains(token) ? nil : token
    }
  }

  /// English function words: frequent in every English text, so they only add noise.
  static let stopWords: Set<String> = [
    "a", "an", "and", "are", "as", "at", "be", "by", "can", "for", "from", "if", "in", "is", "it",
    "its", "of", "on", "or", "that", "the", "their", "they", "this", "to", "when", "with", "you", "your",
  ]
}
