import Testing
@testable import BitextKit

@Suite struct EvidenceMarkerTests {
  static func marked(_ text: String, _ tokens: [String]) -> String {
    var bytes: [UInt8] = []
    try! EvidenceMarker.append(text, marking: tokens, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  @Test("tokens are marked where they stand alone, not inside a longer number or word", arguments: [
    ("at least 44x44 pt — in visionOS, 60x60 pt", ["60x60", "visionOS"], "at least 44x44 pt — in <mark>visionOS</mark>, <mark>60x60</mark> pt"),
    ("macOS와 tvOS에서는", ["tvOS"], "macOS와 <mark>tvOS</mark>에서는"),
    ("150 items, not 15", ["15"], "150 items, not <mark>15</mark>"),
    ("In macOS and iPadOS", ["OS"], "In macOS and iPadOS"),
    ("44x44pt", ["44x44"], "<mark>44x44</mark>pt"),
    ("VisionOS and visionos", ["visionOS"], "<mark>VisionOS</mark> and <mark>visionos</mark>"),
    ("iPadOS 16", ["iPadOS 16", "iPadOS"], "<mark>iPadOS 16</mark>"),
    ("키노트와 Keynote", ["키노트"], "<mark>키노트</mark>와 Keynote"),
  ])
  func marks(text: String, tokens: [String], expected: String) {
    #expect(Self.marked(text, tokens) == expected)
  }

  @Test("text and tokens are escaped; a mark never splits an entity")
  func escaping() {
    #expect(Self.marked("use <Done> & \"OK\"", ["<Done>", "amp"]) == "use <mark>&lt;Done&gt;</mark> &amp; &quot;OK&quot;")
    #expect(Self.marked("a < b", ["lt"]) == "a &lt; b")
    #expect(Self.marked("<script>x</script>", []) == "&lt;script&gt;x&lt;/script&gt;")
  }
}
