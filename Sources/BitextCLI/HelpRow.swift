/// One line of a help section: a label in the left column, its explanation beside it.
struct HelpRow: Sendable, Equatable {
  var label: String
  var text: String
}
