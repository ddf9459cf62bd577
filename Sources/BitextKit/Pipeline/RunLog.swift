/// The lines a run tells on standard error, worded in one place: one per document read, with
/// its units as exported (the counts the reports give for that source), and the final summary.
enum RunLog {
  /// `read corpus/toolbars.md: 49 units (48 aligned, 1 missing, 0 extra), 22 skipped`
  static func read(_ d: DocumentResult, _ counts: UnitCounts) -> String {
    "read \(d.path): \(counts.total) units (\(counts.aligned) aligned, "
      + "\(counts.missing) missing, \(counts.extra) extra), \(d.skippedCount) skipped"
  }

  /// `bitext: 5 files, 208 units (193 aligned, 7 missing, 8 extra), 40 findings, wrote … in 296 ms`
  static func summary(_ s: RunSummary) -> String {
    var line = "bitext: \(s.filesRead) files, \(s.units) units (\(s.aligned) aligned, \(s.missing) missing, \(s.extra) extra), "
      + "\(s.findings.count + s.omittedFindings) findings"
      + (s.omittedFindings > 0 ? " (\(s.omittedFindings) not listed: \(RunLog.findingLimitReason))" : "")
    if !s.failedInputs.isEmpty { line += ", \(s.failedInputs.count) failed" }
    if !s.incompleteInputs.isEmpty { line += ", \(s.incompleteInputs.count) incomplete" }
    if let directory = s.failedOutput { line += ", nothing written to \(directory)" }
    if !s.outputs.isEmpty { line += ", wrote \(s.outputs.joined(separator: ", "))" }
    return line + " in " + seconds(s.seconds)
  }

  /// Why some findings are counted but not listed, in every output that says so.
  static let findingLimitReason = "a streamed document lists its first \(StreamedDocument.findingLimit) findings"

  static func seconds(_ seconds: Double) -> String {
    let ms = (seconds * 1000).rounded()
    return ms < 1000 ? "\(Int(ms)) ms" : "\(Double(Int(ms / 10)) / 100) s"
  }
}
