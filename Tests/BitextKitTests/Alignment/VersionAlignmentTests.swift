import Testing
@testable import BitextKit

@Suite struct VersionAlignmentTests {
  @Test func changedRemovedAndNewParagraphs() {
    let old = [
      "A toolbar appears at the bottom of an app screen and contains buttons for performing actions relevant to the current view or content within it.",
      "Toolbars are translucent, may have a background tint, and often hide when people are unlikely to need them.",
      "Avoid using a segmented control in a toolbar.",
      "Use the system-provided toolbar buttons for standard actions.",
    ]
    let new = [
      "A toolbar provides convenient access to frequently used commands and controls that perform actions relevant to the current view.",
      "Avoid using a segmented control in a toolbar.",
      "Use the system-provided toolbar buttons for standard actions.",
      "In watchOS, the toolbar itself isn’t visible, but a toolbar button can appear at the top of a scrolling view.",
    ]
    let result = BandedAligner.englishVersions().alignVersions(old: old, new: new)
    #expect(shapes(result) == ["1:1", "1:0", "1:1", "1:1", "0:1"])
    let changed = result.beads.filter { $0.move == AlignmentMove(1, 1) }
      .filter { !WordDiff(old: old[$0.english.lowerBound], new: new[$0.korean.lowerBound]).isUnchanged }
    #expect(changed.map(\.english) == [0..<1])
  }
}
