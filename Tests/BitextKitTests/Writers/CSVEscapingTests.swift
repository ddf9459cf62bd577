import BitextKit
import Testing

@Suite struct CSVEscapingTests {
  @Test("RFC 4180 quoting", arguments: [
    ("plain text", "plain text"),
    ("a, b", "\"a, b\""),
    ("the \"Done\" button", "\"the \"\"Done\"\" button\""),
    ("\"", "\"\"\"\""),
    ("line\nbreak", "\"line\nbreak\""),
    ("cr\rhere", "\"cr\rhere\""),
    ("툴바, 버튼", "\"툴바, 버튼\""),
    ("", ""),
  ])
  func quoting(input: String, expected: String) {
    #expect(CSVEscaping.escapedField(input, neutralizesFormulas: false) == expected)
    #expect(CSVEscaping.escapedField(input) == expected)  // none of these start like a formula
  }

  @Test("cells that start like a formula get a leading quote", arguments: [
    ("=SUM(A1)", "'=SUM(A1)"),
    ("+1 more", "'+1 more"),
    ("-1 items", "'-1 items"),
    ("@mention", "'@mention"),
    ("\tindented", "'\tindented"),
    ("\rcarriage", "\"'\rcarriage\""),
    ("=HYPERLINK(\"x\",\"y\")", "\"'=HYPERLINK(\"\"x\"\",\"\"y\"\")\""),
    ("a=b", "a=b"),
    (" =spaced", " =spaced"),
  ])
  func neutralised(input: String, expected: String) {
    #expect(CSVEscaping.escapedField(input) == expected)
  }

  @Test("neutralisation off writes the raw text", arguments: ["=SUM(A1)", "+1", "-1 items", "@x", "\tx"])
  func raw(input: String) {
    #expect(CSVEscaping.escapedField(input, neutralizesFormulas: false) == input)
  }
}
