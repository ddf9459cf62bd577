import BitextKit

/// Prints the pipeline's log lines on standard error, as progress only a terminal sees move.
///
/// On a terminal, progress lines replace each other on one status line (`\r` and erase-line),
/// shortened to the terminal width so the `\r` lands on the same row; a run over many files does
/// not scroll. Diagnostics (lines containing `error:` or `warning:`, the compiler shape) are never
/// overwritten, and the last status line (the summary) stays when the run ends.
/// Anywhere else (a pipe, a CI log, `TERM=dumb`) every line is printed as it is: `\r` and escape
/// codes would garble a log file.
struct LogPrinter {
  let rewritesLines: Bool
  /// Terminal width; from `COLUMNS`, else 80 (no `ioctl`: Swift doesn't import variadic C).
  let columns: Int
  private var showsStatus = false

  init(rewritesLines: Bool, columns: Int = 80) {
    self.rewritesLines = rewritesLines
    self.columns = max(columns, 10)
  }

  init(errorIsTerminal: Bool, environment: [String: String]) {
    self.init(rewritesLines: errorIsTerminal && environment["TERM"] != "dumb",
              columns: environment["COLUMNS"].flatMap { Int($0) } ?? 80)
  }

  mutating func print(_ line: String, to output: inout some CommandOutput) {
    let line = Self.printable(line)
    guard rewritesLines else { return output.writeError(line + "\n") }
    let clear = showsStatus ? "\r\u{1B}[K" : ""
    if Self.isDiagnostic(line) {
      output.writeError(clear + line + "\n")
      showsStatus = false
    } else {
      output.writeError(clear + Self.truncated(line, toWidth: columns - 1))
      showsStatus = true
    }
  }

  /// Ends the status line with a newline, so the shell prompt starts below the summary.
  mutating func finish(to output: inout some CommandOutput) {
    if showsStatus { output.writeError("\n") }
    showsStatus = false
  }

  /// One log line stays one line, and input cannot drive the terminal: file names may hold a
  /// newline or an escape sequence (`ESC ]…` can retitle or worse), so C0 controls and DEL
  /// and C1 controls (U+0080–U+009F, NEXT LINE among them) are shown as `\n`, `\r`, `\t` or
  /// `\u{1B}`.
  static func printable(_ line: String) -> String {
    PrintableName.escaped(line)
  }

  static func isDiagnostic(_ line: String) -> Bool {
    line.contains("error:") || line.contains("warning:") || line.hasPrefix("Error:")
  }

  /// Cuts `line` to `width` terminal columns, counting Hangul and CJK as two, ending in `…`.
  /// Status lines are short and rare, so a scalar loop is fine here.
  static func truncated(_ line: String, toWidth width: Int) -> String {
    guard line.unicodeScalars.reduce(0, { $0 + $1.cells }) > width else { return line }
    var used = 1  // the ellipsis
    var kept = String.UnicodeScalarView()
    for scalar in line.unicodeScalars {
      used += scalar.cells
      if used > width { break }
      kept.append(scalar)
    }
    return String(kept) + "…"
  }
}

private extension Unicode.Scalar {
  /// Terminal columns: 2 for the East Asian wide ranges that matter here: Hangul jamo and syllables, CJK, full-width forms.
  var cells: Int {
    switch value {
    case 0x1100...0x115F, 0x2E80...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF,
         0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6: 2
    default: 1
    }
  }
}
