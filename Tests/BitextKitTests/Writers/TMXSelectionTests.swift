@testable import BitextKit
import Testing

@Suite struct TMXSelectionTests {
  static let result = ReportFixtures.result()
  static var units: [TranslationUnit] { result.units }

  static func select(_ policy: TMXPolicy = TMXPolicy(), current: String? = nil, units: [TranslationUnit]? = nil,
                     findings: [Finding]? = nil, accepted: Set<UnitID> = []) -> TMXSelection {
    var page = GroupAlignment(name: "Toolbars", units: units ?? Self.units)
    page.currentEnglish = current
    return TMXSelection(groups: [page], findings: FindingsByUnit(findings ?? result.findings), policy: policy, accepted: accepted)
  }

  @Test("A clean TMX leaves out error findings and low scores, keeps the rest in order with the preferred first")
  func cleanByDefault() {
    let selection = Self.select()
    #expect(selection.entries.map(\.unit.id) == [Self.units[0].id, Self.units[1].id, Self.units[3].id, Self.units[5].id])
    #expect(selection.leftOut == [Self.units[2].id: .errorFinding])
    #expect(selection.counts == [.errorFinding: 1])
    #expect(selection.entries.map(\.isPreferred) == [true, false, false, false])
    #expect(selection.competingParagraphs == 1)
  }

  @Test("The current English source's own Korean is preferred and written first")
  func currentSourcePreferred() {
    let selection = Self.select(current: ReportFixtures.blog)
    #expect(selection.entries.prefix(2).map(\.unit.id) == [Self.units[1].id, Self.units[0].id])
    #expect(selection.entries[0].isPreferred)
  }

  @Test("Without a current source, the translation with fewer findings is preferred, then the higher score")
  func fewestFindingsPreferred() {
    let extra = Finding(.omission, .warning, Self.units[0], "shorter")
    let selection = Self.select(findings: Self.result.findings + [extra])
    #expect(selection.entries.first?.unit.id == Self.units[1].id)
  }

  @Test("--tmx preferred writes only the preferred translation; --tmx all writes every aligned unit")
  func contents() {
    let preferred = Self.select(TMXPolicy(content: .preferred))
    #expect(preferred.entries.map(\.unit.id) == [Self.units[0].id, Self.units[3].id, Self.units[5].id])
    #expect(preferred.leftOut[Self.units[1].id] == .notPreferred)
    let all = Self.select(TMXPolicy(content: .all))
    #expect(all.entries.count == 5)
    #expect(all.leftOut.isEmpty)
  }

  @Test("Units under --min-score are left out", arguments: [(0.75, 3), (0.9, 2), (0.0, 4)])
  func minimumScore(score: Double, written: Int) {
    let selection = Self.select(TMXPolicy(minimumScore: score))
    #expect(selection.entries.count == written)
    #expect(selection.counts[.lowScore, default: 0] == 4 - written)
  }

  @Test("Korean that is the English copied, or has no Hangul, is untranslated even without a finding")
  func copiesLeftOut() {
    var units = Self.units
    units[3].korean[0].text = units[3].englishText.uppercased()
    units[5].korean[0].text = "UIToolbar"
    let selection = Self.select(units: units.identified, findings: [])
    #expect(selection.counts == [.untranslated: 2])
  }

  @Test("An accepted pair is kept whatever its findings and preferred over the others")
  func acceptedKept() {
    let accepted: Set<UnitID> = [Self.units[2].id, Self.units[1].id]
    let selection = Self.select(accepted: accepted)
    #expect(selection.leftOut.isEmpty)
    #expect(selection.entries.first?.unit.id == Self.units[1].id)
    #expect(selection.entries.filter(\.isAccepted).count == 2)
  }

  @Test("The reports say what was left out and why")
  func reportSentence() {
    let sentence = TMXSummary.sentence(Self.select())
    #expect(sentence == "alignment.tmx holds 4 units (--tmx clean, --min-score 0.50). Left out: 1 error-finding "
      + "(an error finding (number or name replaced)). 1 English paragraph has several translations: the preferred one "
      + "is marked x-preferred and written first.")
  }
}
