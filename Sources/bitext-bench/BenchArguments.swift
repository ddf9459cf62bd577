/// `bitext-bench [--sizes 1,10,100,1000] [--runs N] [--large-runs N] [--paragraphs 10000,100000]
/// [--run-limit MB] [--corpus DIR] [--tmp DIR] [--keep] [--bitext PATH]`, and the hidden child mode
/// `--measure STAGE FILE SCRATCH`.
struct BenchArguments {
  var sizes = [1, 10, 100, 1000]
  var runs = 3
  /// Runs for inputs of 1000 MB and more (each costs seconds per stage).
  var largeRuns = 3
  var paragraphs = [10_000, 100_000]
  /// `AlignmentRun` keeps a whole document in memory; above this size it is not measured.
  var runLimit = 100
  var corpus = "corpus"
  var temporaryBase = "/tmp"
  var keep = false
  /// Counts of two-line files aligned in one run (end to end), and copies of one page.
  var files = [1_000, 4_000]
  var sources = [1, 4]
  var pageMB = 1
  /// The `bitext` executable timed end to end; nil: the one built beside this benchmark.
  var bitext: String?
  var measure: (stage: Stage, file: String, scratch: String)?

  static let usage = """
    USAGE: swift run -c release bitext-bench [--sizes 1,10,100,1000] [--runs 3] [--large-runs 3]
                                             [--paragraphs 10000,100000] [--run-limit 100]
                                             [--files 1000,4000] [--sources 1,4] [--page-mb 1]
                                             [--corpus corpus] [--tmp /tmp] [--keep] [--bitext PATH]
    Sizes are in MB (10^6 bytes). Inputs are synthesized in a fresh directory under --tmp and
    removed afterwards unless --keep. The monolingual pairs keep their truth beside them
    (truth-N.tsv: en_line, ko_line), for Tests/tools/reference-aligner.py.
    The end-to-end lines time --bitext (default: the bitext built beside this benchmark), so two
    builds can be compared on the same inputs; the stage lines always time this build's library.
    """

  /// Thrown for `--help`: the usage goes to standard output and the exit status is 0.
  struct HelpRequested: Error {}

  /// A wrong argument: exit status 2, as for the `bitext` commands.
  struct UsageError: Error, CustomStringConvertible {
    var description: String
  }

  init(_ arguments: [String]) throws {
    var rest = arguments[...]
    func value(_ name: String) throws -> String {
      guard let v = rest.popFirst() else { throw UsageError(description: "missing value for \(name)") }
      return v
    }
    func integers(_ name: String) throws -> [Int] {
      let list = try value(name).split(separator: ",").map { Int($0) }
      guard !list.isEmpty, list.allSatisfy({ ($0 ?? 0) > 0 }) else { throw UsageError(description: "\(name) takes positive integers") }
      return list.map { $0! }
    }
    while let argument = rest.popFirst() {
      switch argument {
      case "--sizes": sizes = try integers(argument)
      case "--runs": runs = try integers(argument)[0]
      case "--large-runs": largeRuns = try integers(argument)[0]
      case "--paragraphs": paragraphs = try integers(argument)
      case "--run-limit": runLimit = try integers(argument)[0]
      case "--corpus": corpus = try value(argument)
      case "--tmp": temporaryBase = try value(argument)
      case "--keep": keep = true
      case "--files": files = try integers(argument)
      case "--sources": sources = try integers(argument)
      case "--page-mb": pageMB = try integers(argument)[0]
      case "--bitext": bitext = try value(argument)
      case "--measure":
        let name = try value(argument)
        guard let stage = Stage(rawValue: name) else { throw UsageError(description: "unknown stage \(name)") }
        measure = (stage, try value(argument), try value(argument))
      case "-h", "--help": throw HelpRequested()
      default: throw UsageError(description: "unknown argument '\(argument)'\n" + Self.usage)
      }
    }
  }
}
