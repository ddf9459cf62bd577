// libFuzzer entry point for the whole `align` run: several documents written to a scratch
// folder, read, grouped into pages, aligned, checked, and all seven output files written and
// committed. Compiled by `.ci/fuzz/run.sh <seconds> run` with every file of Sources/BitextKit.
//
// The input is cut into up to six documents at each `00 01 02 03`; the third is named with an
// escape sequence and a newline (`doc␛[31m⏎2.md`) so names reach every writer. After each run:
// the seven files exist and no temporary file is left; no output holds a C0 control other than
// tab, LF and CR, nor DEL, nor a C1 control (U+0080–U+009F). A super-linear stage shows as a
// libFuzzer timeout (`-timeout`, 30 s) on inputs up to 1 MiB.
import Glibc

private let separator: [UInt8] = [0, 1, 2, 3]
/// What `align` writes (`Exports.fileNames`: the translation memory, the terminology, the reports).
private let outputNames = Exports.fileNames

/// The scratch folder, made once per process (in memory when /dev/shm exists: seven fsyncs a run).
private let scratch: String = {
  var template = Array((access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp").utf8CString.dropLast())
    + Array("/bitext-fuzz-run-XXXXXX".utf8CString)
  guard let made = mkdtemp(&template) else { fatalError("cannot create a scratch folder") }
  return String(cString: made)
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzWholeRun(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let documents = split(bytes)
  let inputs = scratch + "/in"
  clear(inputs)
  mkdir(inputs, 0o755)
  for (index, document) in documents.enumerated() {
    let name = index == 2 ? "doc\u{1B}[31m\n2.md" : "doc\(index).md"
    write(document, to: inputs + "/" + name)
  }
  let out = scratch + "/out"
  let (summary, _) = AlignmentRun.execute(AlignmentOptions(inputs: [inputs], outputDirectory: out)) { _ in }
  if summary.filesRead > 0 {
    precondition(summary.outputs.count == outputNames.count, "a run that read \(summary.filesRead) files wrote \(summary.outputs)")
    for name in outputNames { checkNoControls(in: out + "/" + name) }
  }
  precondition(entries(of: out).allSatisfy { !$0.hasPrefix(".") }, "temporary file left in out/: \(entries(of: out))")
  return 0
}

private func split(_ bytes: [UInt8]) -> [[UInt8]] {
  var documents: [[UInt8]] = []
  var start = 0, i = 0
  while i + separator.count <= bytes.count, documents.count < 5 {
    if bytes[i] == 0, bytes[i + 1] == 1, bytes[i + 2] == 2, bytes[i + 3] == 3 {
      documents.append(Array(bytes[start..<i]))
      i += separator.count
      start = i
    } else {
      i += 1
    }
  }
  documents.append(Array(bytes[start...]))
  return documents
}

private func checkNoControls(in path: String) {
  let bytes = read(path)
  for (i, byte) in bytes.enumerated() {
    let control = (byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D) || byte == 0x7F
      || (byte == 0xC2 && i + 1 < bytes.count && bytes[i + 1] >= 0x80 && bytes[i + 1] <= 0x9F)
    precondition(!control, "control byte \(byte) at offset \(i) of \(path)")
  }
}

private func write(_ bytes: [UInt8], to path: String) {
  let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
  precondition(descriptor >= 0, "cannot write \(path)")
  var offset = 0
  while offset < bytes.count {
    let written = bytes[offset...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
    precondition(written > 0, "cannot write \(path)")
    offset += written
  }
  close(descriptor)
}

private func read(_ path: String) -> [UInt8] {
  let descriptor = open(path, O_RDONLY)
  precondition(descriptor >= 0, "missing output \(path)")
  defer { close(descriptor) }
  var bytes: [UInt8] = []
  var chunk = [UInt8](repeating: 0, count: 1 << 16)
  while true {
    let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
    if count <= 0 { return bytes }
    bytes += chunk[..<count]
  }
}

private func entries(of directory: String) -> [String] {
  guard let stream = opendir(directory) else { return [] }
  defer { closedir(stream) }
  var names: [String] = []
  while let entry = readdir(stream) {
    let name = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
    if name != "." && name != ".." { names.append(name) }
  }
  return names
}

private func clear(_ directory: String) {
  for name in entries(of: directory) { unlink(directory + "/" + name) }
  rmdir(directory)
}
