import Testing
@testable import BitextKit

@Suite("TermCheck")
struct TermCheckTests {
  static let tooltip = "Note In macOS and visionOS, the system displays a tooltip after people hover over a button for a moment."

  @Test("a replaced platform name is an error naming both")
  func replaced() {
    let findings = CheckFixtures.findings(Self.tooltip, "macOS와 tvOS에서는 사용자가 버튼 위에 잠시 호버하면 시스템이 툴팁을 표시합니다.")
    let term = findings.first { $0.code == .termMismatch }
    #expect(term?.severity == .error)
    #expect(term?.evidence == ["visionOS", "tvOS"])
    #expect(term?.description == "buttons.txt:11:1: error: [term-mismatch] visionOS in English is tvOS in Korean")
  }

  @Test("the faithful pair does not fire")
  func faithful() {
    #expect(CheckFixtures.codes(Self.tooltip, "macOS와 visionOS에서는 사용자가 버튼 위에 잠시 호버하면 시스템이 툴팁을 표시합니다.").isEmpty)
  }

  @Test("names compare case-insensitively, and Hangul spellings of a name are accepted", arguments: [
    ("In a macOS app, consider ordering the items in the toolbar.", "MacOS 앱에서 도구 모음의 항목 순서를 지정하는 것을 고려해 보십시오."),
    ("For example, Keynote includes several groups that are based on functionality.", "예를 들어, 키노트에는 기능을 기반으로 하는 여러 그룹이 포함됩니다."),
    ("The standard button type in macOS is known as a push button.", "맥 OS의 기본 버튼 유형은 푸시 버튼으로 알려져 있습니다."),
    ("Consider using the square.and.arrow.up symbol for sharing.", "공유에는 'square.and.arrow.up' 기호를 사용하는 것을 고려하세요."),
  ])
  func accepted(english: String, korean: String) {
    #expect(!CheckFixtures.codes(english, korean).contains(.termMismatch))
  }

  @Test("a missing API name is reported; sentence-initial capitals are not names")
  func missingIdentifier() {
    let findings = CheckFixtures.findings("Add separation by inserting a fixed-space item. For developer guidance, see UIBarButtonSystemItemFixedSpace.",
                                          "고정 간격 항목을 삽입하여 구분하세요. 개발자 지침을 참조하세요.")
    let term = findings.filter { $0.code == .termMismatch }
    #expect(term.count == 1)
    #expect(term.first?.evidence == ["UIBarButtonSystemItemFixedSpace"])
  }

  @Test("the Korean adding a name the English lacks is reported")
  func added() {
    let findings = CheckFixtures.findings("Buttons in a toolbar use the app's tint color.", "watchOS에서 툴바 버튼은 앱의 틴트 색상을 사용합니다.")
    #expect(findings.map(\.code) == [.termMismatch])
    #expect(findings.first?.evidence == ["watchOS"])
  }

  @Test("a capitalized word the run usually translates is not reported; one it keeps is")
  func learnedUsage() {
    let translated = (0..<3).map { _ in CheckFixtures.unit("For example, Phone uses a segmented control.", "예를 들어, 전화 앱은 분할된 컨트롤을 사용합니다.") }
    let statistics = RunStatistics(units: translated)
    #expect(!CheckFixtures.codes("For example, Phone uses a large title.", "예를 들어, 전화 앱은 대형 제목을 사용합니다.", statistics: statistics).contains(.termMismatch))

    let kept = (0..<3).map { _ in CheckFixtures.unit("For example, Photos hides the navigation bar.", "예를 들어, Photos는 네비게이션 바를 숨깁니다.") }
    let keptStatistics = RunStatistics(units: kept)
    #expect(CheckFixtures.codes("In this case, Photos shows a title.", "이 경우 사진은 제목을 표시합니다.", statistics: keptStatistics).contains(.termMismatch))
  }

  @Test("a name written fewer times while the Korean writes a Latin word of the same case is replaced", arguments: [
    ("Wrap the list in Suspense to show a fallback. Suspense waits for the data.",
     "목록을 Fragment로 감싸 폴백을 표시합니다. Suspense는 데이터를 기다립니다.", ["Suspense", "Fragment"]),
    // `수준에서` is one consonant off `Suspense`: not a spelling of it.
    ("Use Suspense at the level of the framework.", "프레임워크 수준에서 Fragment를 사용하세요.", ["Suspense", "Fragment"]),
    ("For other browsers (for example, Safari), install the extension.", "다른 브라우저(예: Firefox)에서는 확장 프로그램을 설치하세요.", ["Safari", "Firefox"]),
  ])
  func replacedByCount(english: String, korean: String, evidence: [String]) {
    let term = CheckFixtures.findings(english, korean).first { $0.code == .termMismatch }
    #expect(term?.severity == .error)
    #expect(term?.evidence == evidence)
  }

  @Test("a lower-case word is a name once the run keeps it in Latin script")
  func lowercaseNameKeptByTheRun() {
    let kept = (0..<3).map { _ in CheckFixtures.unit("Publish the package to npm.", "패키지를 npm에 배포합니다.") }
    let statistics = RunStatistics(units: kept)
    let english = "Install the tools that support the npm workflow.", korean = "yarn workflow를 지원하는 도구를 설치하세요."
    #expect(CheckFixtures.findings(english, korean, statistics: statistics).first { $0.code == .termMismatch }?.evidence == ["npm", "yarn"])
    #expect(!CheckFixtures.codes(english, korean).contains(.termMismatch))
  }

  @Test("Latin words that are no replacement", arguments: [
    // a gloss in parentheses
    ("If several actions are pending, React groups them. React may change this.", "여러 작업이 대기 중이면, 이들을 일괄 처리(Batch)합니다. 이는 바뀔 수 있습니다."),
    // an inflection of an English word
    ("Exporting the Gallery component and the Gallery file", "Gallery 컴포넌트와 파일을 Export 하기"),
    // the same among more than 16 English words (looked up in a table, not one by one)
    ("Exporting Gallery with Alpha, Beta, Gamma, Delta, Epsilon, Zeta, Theta, Iota, Kappa, Lambda, Sigma, Omega, Rho, Tau and Phi.",
     "Gallery를 Alpha, Beta, Gamma, Delta, Epsilon, Zeta, Theta, Iota, Kappa, Lambda, Sigma, Omega, Rho, Tau, Phi와 함께 Export 하기."),
    // one English name written as two words, two English words written as one
    ("Install the Prettier extension in VSCode. It runs in VSCode.", "VS Code에 Prettier 익스텐션을 설치하세요. 에디터에서 실행됩니다."),
    ("Remove the Level Prop from the Heading.", "Heading에서 LevelProp을 제거합니다."),
    // the name part of a hyphenated word is kept
    ("Wrap legacy non-React code in a React component.", "React가 아닌 레거시 코드를 컴포넌트로 감싸세요."),
    // an acronym's plural
    ("Use the database IDs as keys, and the IDs of the Node objects.", "데이터베이스 ID를 키로 사용하세요. Node 객체의 것도 마찬가지입니다."),
  ])
  func notReplacements(english: String, korean: String) {
    #expect(!CheckFixtures.codes(english, korean).contains(.termMismatch))
  }
}
