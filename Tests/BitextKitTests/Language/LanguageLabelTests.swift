import Testing
@testable import BitextKit

@Suite struct LanguageLabelTests {
  @Test("a leading label is removed, with the space after it", arguments: [
    ("EN: Save the file.", "Save the file."),
    ("KO: 파일을 저장하세요.", "파일을 저장하세요."),
    ("원문: Keep it short.", "Keep it short."),
    ("번역： 짧게 유지하세요.", "짧게 유지하세요."),
    ("[EN] Keep it short.", "Keep it short."),
    ("(KO) 짧게 유지하세요.", "짧게 유지하세요."),
    ("【한국어】 짧게 유지하세요.", "짧게 유지하세요."),
    ("Translation: 짧게 유지하세요.", "짧게 유지하세요."),
  ])
  func stripsLabels(_ text: String, _ expected: String) {
    #expect(LanguageLabel.stripped(text) == expected)
  }

  @Test("text that only starts like a label is left whole", arguments: [
    "English is the language of the original page.",
    "Note: In iPadOS 18, the tab bar floats.",
    "Source: Apple Human Interface Guidelines",
    "en:us is a locale, not a label.",
    "Korean-language apps need a font that covers Hangul.",
    "한국어로 된 문서는 글꼴을 확인하세요.",
    "Translation matters: people read every word.",
  ])
  func keepsText(_ text: String) {
    #expect(LanguageLabel.stripped(text) == text)
    #expect(!LanguageLabel.isLabelOnly(text))
  }

  @Test("a line that is only a label", arguments: ["English", "한국어", "KO:", "[EN]", "원문:", "Translation:"])
  func labelOnly(_ text: String) {
    #expect(LanguageLabel.isLabelOnly(text))
  }

  @Test("a role word alone is a word, not a label", arguments: ["Translation", "Original"])
  func roleWordAlone(_ text: String) {
    #expect(!LanguageLabel.isLabelOnly(text))
  }
}
