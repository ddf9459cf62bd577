/// The same Korean used for different English, and the same pair listed twice. Texts compare
/// normalized (ASCII case and white space ignored, as `SameText.key`). Korean
/// of fewer than `minimumKoreanBytes` normalized UTF-8 bytes (about six syllables: a label
/// such as `왼쪽 하단`) may rightly serve several English texts and is not reported.
enum DuplicateCheck {
  static let minimumKoreanBytes = 18

  /// Checks `profiles` together; a finding is about the later unit, with a note on the first.
  /// The Korean keys (and their hashes) are made on all cores; English keys only for a Korean
  /// seen before.
  static func check(_ profiles: [UnitProfile], into findings: inout [Finding]) {
    let koreanKeys = ParallelMap.map(profiles, minimumChunk: TranslationChecks.unitsPerTask) { profile -> HashedKey? in
      guard profile.unit.status == .aligned else { return nil }
      let key = SameText.key(profile.unit.koreanText)
      return key.count >= minimumKoreanBytes ? HashedKey(key) : nil
    }
    var firstByKorean: [HashedKey: Int] = [:]
    firstByKorean.reserveCapacity(profiles.count)
    for (index, profile) in profiles.enumerated() {
      guard let korean = koreanKeys[index] else { continue }
      guard let firstIndex = firstByKorean[korean] else { firstByKorean[korean] = index; continue }
      let earlier = profiles[firstIndex].unit
      var finding: Finding
      if SameText.key(earlier.englishText) == SameText.key(profile.unit.englishText) {
        finding = Finding(.duplicate, .info, profile.unit, Finding.Message.samePair(earlier.koreanLocation))
      } else {
        finding = Finding(.duplicate, .warning, profile.unit, Finding.Message.sameKorean(earlier.englishLocation))
      }
      finding.notes = [Finding.Note(message: Finding.Message.firstCopy, location: earlier.koreanLocation, unit: earlier.id)]
      findings.append(finding)
    }
  }
}

/// A key's bytes with a hash of them (`TermKey.hash`, eight bytes a round; FNV-1a's byte a
/// round was most of the check), made once: the table hashes one integer per unit instead of
/// every byte of every Korean text (equality still compares the bytes).
private struct HashedKey: Hashable, Sendable {
  let bytes: [UInt8]
  let hash: UInt64

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
    hash = bytes.withUnsafeBufferPointer { TermKey.hash($0) }
  }

  static func == (a: HashedKey, b: HashedKey) -> Bool { a.hash == b.hash && a.bytes == b.bytes }
  func hash(into hasher: inout Hasher) { hasher.combine(hash) }
}

extension Finding.Message {
  static let firstCopy = "First used"
  static func samePair(_ earlier: SourceLocation?) -> String {
    "the same English and Korean already appear\(earlier.map { " at \($0)" } ?? "")"
  }
  static func sameKorean(_ earlier: SourceLocation?) -> String {
    "this Korean already translates different English\(earlier.map { " at \($0)" } ?? "")"
  }
}
