// libFuzzer entry point for the parser and the pairing. Compiled by `.ci/fuzz/run.sh` together
// with every file of Sources/BitextKit (one module, so no package build is involved).
//
// The first input byte picks how the rest is chunked (1…256 bytes per `read`, or random sizes),
// so the fuzzer also explores where chunk boundaries fall: CR/LF pairs, UTF-8 sequences and
// the 8 KiB binary probe split across reads must not change what comes out.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzParseAndPair(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  guard size > 0 else { return 0 }
  let selector = data[0]
  let bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
  let chunks: MemoryByteSource.ChunkSizes = selector & 0x80 == 0
    ? .fixed(Int(selector & 0x7F) + 1)
    : .random(seed: UInt64(selector), maximum: Int(selector & 0x7F) * 64 + 1)
  // A small line cap so over-long lines are reached with small inputs.
  var reader = LineReader(source: MemoryByteSource(bytes: bytes, chunkSizes: chunks), path: "fuzz.md",
                          maximumLineLength: 4096)
  let result = DocumentReader.read(&reader, path: "fuzz.md")
  checkInvariants(result, lineCount: result.lineCount)
  return 0
}

/// Cheap properties that must hold for any input; a violation is a crash libFuzzer reports.
private func checkInvariants(_ result: DocumentResult, lineCount: Int) {
  for unit in result.units {
    precondition(!unit.english.isEmpty || !unit.korean.isEmpty, "empty translation unit")
    precondition(unit.notes.count == unit.noteLocations.count, "note without location")
    for segment in unit.english + unit.korean {
      let location = segment.location
      precondition(location.firstLine >= 1 && location.firstLine <= location.lastLine && location.lastLine <= lineCount,
                   "segment location \(location.firstLine)-\(location.lastLine) outside 1...\(lineCount)")
    }
  }
  for skipped in result.skipped {
    let location = skipped.location
    precondition(location.firstLine >= 1 && location.firstLine <= location.lastLine && location.lastLine <= max(lineCount, 1),
                 "skipped location outside the document")
  }
}
