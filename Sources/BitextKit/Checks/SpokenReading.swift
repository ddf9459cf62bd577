/// How the end of a Latin word, acronym or number sounds when a Korean reads it aloud: `iOS`
/// (아이오에스) ends in a vowel, `Mac` (맥) and `3` (삼) in a consonant, `HTML` (…엘) and `1` (일)
/// in ㄹ. Acronyms are spelled letter by letter; words follow the loanword spelling rules
/// (`-l` → ㄹ, `-m`/`-n`/`-ng` → consonant, `-r`, `-s`, `-ce`, `-te`, consonant clusters → vowel,
/// `-t`/`-p`/`-k` after one short vowel → consonant). Whatever those rules cannot settle (`set`
/// is 세트 or 셋, `sheet`, `Kit`) gives nil: an unknown word is skipped, never guessed.
enum SpokenReading {
  /// The final sound of `token` (ASCII letters, digits and `.`, `-`, `_`, `%`), or nil.
  static func coda(of token: [UInt8]) -> Coda? {
    guard let last = token.last else { return nil }
    if last == UInt8(ascii: "%") { return .vowel }  // 퍼센트
    if isCode(token) { return nil }
    if last.isDigit { return numberCoda(token) }
    guard last.isLetter else { return nil }
    var start = token.count
    while start > 0, token[start - 1].isLetter { start -= 1 }
    let letters = Array(token[start...])
    if start > 0, token[start - 1].isDigit { return unitCoda(lowercased(letters)) }  // 44pt, 8GB
    let word = lastComponent(letters)
    let lower = lowercased(word)
    if let entry = table[String(decoding: lower, as: UTF8.self)] { return entry }
    // A plural `s` is often not read (`Actions` as 액션): only sure when the singular ends in a
    // vowel too (`values`).
    if lower.count >= 4, lower.last == UInt8(ascii: "s"), !word.allSatisfy(\.isUpper),
       ![UInt8(ascii: "s"), UInt8(ascii: "u"), UInt8(ascii: "i")].contains(lower[lower.count - 2]) {
      return wordCoda(Array(lower.dropLast())) == .vowel ? .vowel : nil
    }
    if lower.count >= 4, lower.suffix(4).elementsEqual("type".utf8) { return .consonant }  // 타입
    if word.count == 1 { return letterCoda(lower[0]) }
    let allUpper = word.allSatisfy { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }
    let hasVowel = lower.contains { isVowel($0) || $0 == UInt8(ascii: "y") }
    if allUpper || !hasVowel {
      let spelled = letterCoda(lower[lower.count - 1])
      if !hasVowel { return spelled }
      // `DOM`, `URL`, `API`: read as a word or spelled, the end sounds the same; else unknown.
      return wordCoda(lower) == spelled ? spelled : nil
    }
    return wordCoda(lower)
  }

  /// Identifiers read however the reader likes (`useCallback`, `obj.city`, `react-dom`,
  /// `snake_case`) and long digit strings (hashes, dates): no reading to trust. Product names of
  /// the same shape stay readable: `iPhone`, `macOS`, `Node.js`, `Wi-Fi`.
  static func isCode(_ token: [UInt8]) -> Bool {
    var digitRun = 0, lowerRun = 0, sawLower = false, lowerCamel = false, hyphenLower = true, hasHyphen = false
    for (index, b) in token.enumerated() {
      digitRun = b.isDigit ? digitRun + 1 : 0
      if digitRun >= 5 { return true }
      if b == UInt8(ascii: "_") { return true }
      if b == UInt8(ascii: "."), index + 1 < token.count, token[index + 1].isLetter {
        let rest = token[(index + 1)...]
        if !rest.elementsEqual("js".utf8) { return true }
      }
      if b == UInt8(ascii: "-") { hasHyphen = true }
      if b.isUpper { hyphenLower = false }
      if b.isLower { lowerRun += 1; sawLower = true } else {
        // `useState`: two or more lower-case letters, then a capital, and no all-caps tail (`macOS`).
        if b.isUpper, lowerRun >= 2, index == lowerRun, !token[index...].allSatisfy(\.isUpper) { lowerCamel = true }
        if !b.isUpper { lowerRun = 0 }
      }
    }
    // A lower-case word kept in Korean prose is code (`value`, `state`, `prop`): translators
    // translate words and capitalize names. Acronyms without vowels (`npm`, `js`) are spelled.
    let lowerWord = sawLower && hyphenLower && token.contains { $0 == UInt8(ascii: "a") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "i") || $0 == UInt8(ascii: "o") || $0 == UInt8(ascii: "u") }
      && !(token.first?.isDigit ?? false)
    return lowerCamel || (hasHyphen && hyphenLower && sawLower) || lowerWord
  }

  /// Digits read in Sino-Korean: the last digit (일 이 삼 사 오 육 칠 팔 구), or the unit a
  /// run of zeros ends in (십 백 천 만 억: all consonants); `0` alone is 영/공.
  static func numberCoda(_ token: [UInt8]) -> Coda? {
    var end = token.count
    while end > 0, !token[end - 1].isDigit { end -= 1 }
    var start = end
    while start > 0, token[start - 1].isDigit { start -= 1 }
    guard start < end else { return nil }
    let digits = token[start..<end]
    guard let lastNonZero = digits.lastIndex(where: { $0 != UInt8(ascii: "0") }) else { return .consonant }
    if lastNonZero != end - 1 { return .consonant }
    return digitCoda[Int(token[lastNonZero] - UInt8(ascii: "0"))]
  }

  private static let digitCoda: [Coda] = [.consonant, .rieul, .vowel, .consonant, .vowel, .vowel, .consonant, .rieul, .rieul, .vowel]

  /// Units after a number, read in Korean (`pt` 포인트, `GB` 기가바이트).
  private static func unitCoda(_ unit: [UInt8]) -> Coda? {
    switch String(decoding: unit, as: UTF8.self) {
    // Units read either way agree: 포인트 and 피티, 메가바이트 and 엠비. `px` (픽셀 or 피엑스),
    // `cm` (센티미터 or 씨엠) and `kg` do not, and are skipped.
    case "pt", "gb", "mb", "kb", "tb", "ms", "x", "fps", "hz", "khz", "mhz", "ghz", "k", "dp": .vowel
    case "em", "rem": .consonant
    default: nil
    }
  }

  /// The names of the letters: 에이 비 씨 디 이 에프 지 에이치 아이 제이 케이 엘 엠 엔 오 피 큐 알
  /// 에스 티 유 브이 더블유 엑스 와이 제트/지.
  static func letterCoda(_ letter: UInt8) -> Coda {
    switch letter | 0x20 {
    case UInt8(ascii: "l"), UInt8(ascii: "r"): .rieul
    case UInt8(ascii: "m"), UInt8(ascii: "n"): .consonant
    default: .vowel
    }
  }

  /// The last part of a compound name: `useState` → `State`, `SwiftUI` → `UI`, `iOS` → `OS`,
  /// `Node.js` → `js` (the caller passes only the final letter run).
  static func lastComponent(_ letters: [UInt8]) -> ArraySlice<UInt8> {
    var start = letters.count - 1
    while start > 0 {
      let previous = letters[start - 1], current = letters[start]
      if previous.isLower && current.isUpper { break }
      if previous.isUpper && current.isUpper, start + 1 < letters.count, letters[start + 1].isLower { break }
      start -= 1
    }
    // An upper-case run followed by lower case letters belongs together (`Kit`): back up to it.
    return letters[start...]
  }

  /// Loanword spelling rules on a lower-case English word, nil where they disagree.
  static func wordCoda(_ w: [UInt8]) -> Coda? {
    let n = w.count
    guard n >= 2 else { return n == 1 ? letterCoda(w[0]) : nil }
    let last = w[n - 1], previous = w[n - 2]
    if last == previous {
      if last == ch("p") { return .consonant }    // app 앱
      if last == ch("t") || last == ch("b") || last == ch("c") || last == ch("k") { return nil }
    }
    let beforePrevious: UInt8? = n >= 3 ? w[n - 3] : nil
    let singleVowel = isVowel(previous) && !(beforePrevious.map(isVowel) ?? false)
    switch last {
    case a, i, o, u, y, ch("w"): return .vowel
    case e:
      if isVowel(previous) { return .vowel }
      switch previous {
      case ch("m"), ch("n"): return .consonant      // name 네임, line 라인
      case ch("l"): return .rieul                    // file 파일, table 테이블
      default: return .vowel                         // code 코드, page 페이지, store 스토어, shape 셰이프
      }
    case ch("m"), ch("n"): return .consonant
    case ch("l"): return .rieul
    case ch("g"): return previous == ch("n") ? .consonant : .vowel  // string 스트링, log 로그
    case ch("r"), ch("s"), ch("x"), ch("z"), ch("f"), ch("v"), ch("j"), ch("h"): return .vowel
    case ch("c"):
      if !isVowel(previous) { return .vowel }        // sync 싱크
      return singleVowel ? .consonant : nil          // Mac 맥, music 뮤직
    case ch("k"):
      if previous == ch("c") { return .consonant }   // stack 스택, click 클릭
      if !isVowel(previous) { return .vowel }        // link 링크, desk 데스크
      if singleVowel { return .consonant }
      return digraph(w) == "oo" ? .consonant : digraph(w) == "ea" ? .vowel : nil  // hook 훅, break 브레이크
    case ch("t"):
      if !isVowel(previous) { return .vowel }        // react 리액트, light 라이트
      if singleVowel { return .consonant }           // commit 커밋, widget 위젯
      return ["ea", "ai", "oa", "ou"].contains(digraph(w)) ? .vowel : nil  // layout 레이아웃
    case ch("d"):
      if !isVowel(previous) { return .vowel }        // build 빌드
      return digraph(w) == "oo" ? nil : .vowel       // iPad 아이패드, load 로드
    case ch("p"):
      if !isVowel(previous) { return .vowel }        // help 헬프
      if singleVowel { return .consonant }           // app 앱, map 맵
      switch digraph(w) { case "oo": return .vowel; case "ee", "ou": return .consonant; default: return nil }
    case ch("b"):
      if previous == ch("m") { return nil }          // thumb 섬
      return isVowel(previous) ? nil : .vowel        // web 웹 but hub 허브
    default: return nil
    }
  }

  /// Words the rules get wrong or cannot settle. A nil value means "skip": both readings are
  /// in use. Grow it with words that matter to your documents.
  static let table: [String: Coda?] = [
    "id": .vowel, "ok": .vowel, "check": .vowel, "theme": nil, "hub": .vowel, "github": .vowel,
    "web": .consonant, "tab": .consonant, "lab": .consonant, "club": .consonant, "job": .consonant,
    "about": .consonant, "group": .consonant, "good": .consonant, "foot": .consonant, "root": .vowel,
    "jpeg": .consonant, "ios": .vowel, "wifi": .vowel, "pdf": .vowel,
    "set": nil, "bit": nil, "kit": nil, "edit": nil, "net": nil, "sheet": nil, "tweet": nil, "suite": nil,
    "cafe": nil, "resume": nil, "recipe": .vowel, "apple": .rieul, "google": .rieul,
  ]

  private static func digraph(_ w: [UInt8]) -> String {
    w.count >= 3 ? String(decoding: w[(w.count - 3)..<(w.count - 1)], as: UTF8.self) : ""
  }
  private static func isVowel(_ b: UInt8) -> Bool { b == a || b == e || b == i || b == o || b == u }
  private static func lowercased(_ s: some Collection<UInt8>) -> [UInt8] { s.map { $0.isUpper ? $0 | 0x20 : $0 } }
  private static func ch(_ c: Unicode.Scalar) -> UInt8 { UInt8(ascii: c) }
  private static let a = UInt8(ascii: "a"), e = UInt8(ascii: "e"), i = UInt8(ascii: "i"), o = UInt8(ascii: "o"),
    u = UInt8(ascii: "u"), y = UInt8(ascii: "y")
}

extension UInt8 {
  fileprivate var isDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }
  fileprivate var isUpper: Bool { self >= UInt8(ascii: "A") && self <= UInt8(ascii: "Z") }
  fileprivate var isLower: Bool { self >= UInt8(ascii: "a") && self <= UInt8(ascii: "z") }
  fileprivate var isLetter: Bool { isUpper || isLower }
}
