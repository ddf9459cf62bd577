import Testing
@testable import BitextKit

@Suite("NumberCheck")
struct NumberCheckTests {
  static let hitRegion = "As a general rule, a button needs a hit region of at least 44x44 pt — in visionOS, 60x60 pt — to ensure that people can select it easily."

  @Test("a dropped dimension is an error naming it")
  func droppedDimension() {
    let findings = CheckFixtures.findings(Self.hitRegion, "일반적으로 버튼은 사람들이 쉽게 선택할 수 있도록 적어도 44x44 포인트의 영역이 필요합니다.")
    let number = findings.first { $0.code == .numberMismatch }
    #expect(number?.severity == .error)
    #expect(number?.evidence == ["60x60"])
  }

  @Test("the same numbers written differently don't fire")
  func faithful() {
    let korean = "일반적으로 버튼은 적어도 44 × 44 포인트(visionOS에서는 60x60 포인트)의 영역이 필요합니다."
    #expect(!CheckFixtures.codes(Self.hitRegion, korean).contains(.numberMismatch))
  }

  @Test("number words and digits excuse each other", arguments: [
    ("Consider using text in a toolbar with three or fewer buttons.", "세개 이하의 버튼이 있는 툴바에는 텍스트를 사용하는 것을 고려하세요."),
    ("If you need to present a button that contains two lines of text, use a flexible-height button.", "두 줄의 텍스트가 포함된 버튼을 표시해야 하는 경우 높이 조절이 가능한 버튼을 사용하세요."),
    ("Using no more than about 15 characters tends to work well.", "약 15자 이상을 사용하지 않는 것이 일반적으로 좋습니다."),
    ("Create accurate labels for the second-level screens.", "두 번째 레벨 화면에 대한 정확한 라벨을 만들어야 합니다."),
    ("Add four points of padding around them.", "주위에 4 포인트의 패딩을 추가하세요."),
    ("The date is 2023/10/16.", "날짜는 2023년 10월 16일입니다."),
  ])
  func numberWords(english: String, korean: String) {
    #expect(!CheckFixtures.codes(english, korean).contains(.numberMismatch))
  }

  @Test("a replaced number is an error naming both")
  func replaced() {
    let findings = CheckFixtures.findings("Include about 10 pixels of padding.", "약 12픽셀의 패딩을 포함하세요.")
    #expect(findings.first?.code == .numberMismatch)
    #expect(findings.first?.severity == .error)
    #expect(findings.first?.message == "number 10 in English is 12 in Korean")
  }

  @Test("a repeated number dropped once is found")
  func repeatedNumber() {
    let english = "Place buttons at least 60 points apart. If your buttons are 60 points or larger, add padding."
    let faithful = "버튼을 최소 60 포인트 이상 떨어뜨리세요. 버튼이 60 포인트 이상이면 패딩을 추가하세요."
    let dropped = "버튼을 최소 포인트 이상 떨어뜨리세요. 버튼이 60 포인트 이상이면 패딩을 추가하세요."
    #expect(!CheckFixtures.codes(english, faithful).contains(.numberMismatch))
    #expect(CheckFixtures.codes(english, dropped).contains(.numberMismatch))
  }

  @Test("a name whose digits changed is a replaced number, not a replaced name")
  func renumberedName() {
    let findings = CheckFixtures.findings("The obj1 object is not inside obj2, but obj3 could point at obj1 too.",
                                          "obj11 객체는 obj2 안에 없지만, obj3 또한 obj1을 가리킬 수 있습니다.")
    #expect(findings.map(\.code) == [.numberMismatch])
    #expect(findings.first?.evidence == ["obj1", "obj11"])
    #expect(findings.first?.severity == .error)
  }
}
