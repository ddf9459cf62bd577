import BitextKit

/// Test-side stand-in for the Language stage's anchors: numbers and Latin-script words,
/// lowercased, so hand-written English and Korean snippets get comparable anchor sets.
func testAnchors(_ text: String) -> Set<String> {
  var anchors: Set<String> = []
  var current = ""
  for scalar in text.unicodeScalars {
    if scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)) {
      current.unicodeScalars.append(scalar)
    } else {
      if current.count > 1 || current.first?.isNumber == true { anchors.insert(current.lowercased()) }
      current = ""
    }
  }
  if current.count > 1 || current.first?.isNumber == true { anchors.insert(current.lowercased()) }
  return anchors
}

/// Korean text keeps the Latin terms and numbers of its English, so only those count as
/// anchors on the English side too (not every English word).
func en(_ text: String, anchors: Set<String>? = nil, reference: String? = nil) -> AlignmentItem {
  .english(text, anchors: anchors ?? [], reference: reference)
}

func ko(_ text: String, anchors: Set<String>? = nil) -> AlignmentItem {
  .translation(text, anchors: anchors ?? [])
}

/// `["1:1", "0:1", …]` of an alignment, the shape tests read best.
func shapes(_ alignment: BandedAlignment) -> [String] {
  alignment.beads.map { "\($0.move)" }
}
