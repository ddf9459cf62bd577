import Testing
@testable import BitextCLI

@Suite struct GroupOptionTests {
  let command = AlignCommand.definition

  @Test func parsesEachGroupIntoItsPaths() throws {
    let groups = try GroupOption.parse(
      ["toolbars=en/toolbars.md,ko/툴바.md", "menus=menus.txt", "spaced=my notes/a b.md"], command: command)
    #expect(groups == [
      "toolbars": ["en/toolbars.md", "ko/툴바.md"],
      "menus": ["menus.txt"],
      "spaced": ["my notes/a b.md"],
    ])
  }

  @Test("malformed groups are usage errors that say why", arguments: [
    (["toolbars"], "Invalid value 'toolbars' for '--group <name=path,path>': expected NAME=PATH,PATH."),
    (["=a.md"], "Invalid value '=a.md' for '--group <name=path,path>': the group name before '=' is empty."),
    (["t="], "Invalid value 't=' for '--group <name=path,path>': expected one or more paths separated by ','."),
    (["t=a.md,,b.md"], "Invalid value 't=a.md,,b.md' for '--group <name=path,path>': expected one or more paths separated by ','."),
    (["t=a.md,"], "Invalid value 't=a.md,' for '--group <name=path,path>': expected one or more paths separated by ','."),
    (["t=a.md", "t=b.md"], "The group 't' is given twice."),
    (["t=a.md", "u=b.md,a.md"], "'a.md' is in both groups 't' and 'u'."),
  ])
  func malformed(values: [String], expected: String) {
    #expect(throws: UsageError(message: expected, command: command)) {
      try GroupOption.parse(values, command: command)
    }
  }
}
