#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Streaming CP949 (Windows "Korean", a superset of EUC-KR) → UTF-8, through the C library's
/// `iconv`: Korean text saved by older Windows tools is in this encoding, and read as UTF-8 every
/// Hangul line would be U+FFFD.
///
/// A file is taken as CP949 only when its start is *not* valid UTF-8 and *is* valid CP949 with
/// Hangul in it (`detect`, at most one byte in fifty Hangul syllables not CP949); Latin-1 or random bytes fail the second test (a CP949 lead byte above
/// 0xC6 needs a trail byte above 0xA0). A chunk may end between the two bytes of a character: the
/// lead byte is carried to the next call. A byte that is not CP949 (and a lead byte the file ends
/// on) becomes the byte 0xFF, invalid UTF-8 on purpose: the reader then reports its line as
/// invalid, the text shows U+FFFD, and the exit status is 1, as for any replaced byte. Where `iconv` has no
/// CP949 converter, `detect` gives nil and the file is read as UTF-8, as before.
final class LegacyKoreanTranscoder {
  static let encodingName = "CP949"
  private let converter: iconv_t
  private var pending: [UInt8] = []

  private init?() {
    let converter = iconv_open("UTF-8", Self.encodingName)
    guard let converter, converter != iconv_t(bitPattern: -1) else { return nil }
    self.converter = converter
  }

  deinit { iconv_close(converter) }

  /// The output space `transcode` may need: three bytes per input byte (an invalid byte becomes
  /// U+FFFD), counting the carried one.
  static func outputCapacity(forInputCount inputCount: Int) -> Int { 3 * (inputCount + 1) }

  /// A transcoder for an input whose first bytes are `probe`, if they read as CP949 and not as
  /// UTF-8; `isWhole` when the probe is the whole input (else its last line may be cut).
  static func detect(_ probe: UnsafeRawBufferPointer, isWhole: Bool) -> LegacyKoreanTranscoder? {
    var end = probe.count
    if !isWhole {
      guard let newline = probe.lastIndex(of: 0x0A) else { return nil }
      end = newline + 1
    }
    let lines = UnsafeRawBufferPointer(rebasing: probe[..<end])
    guard !lines.isEmpty, !UTF8Validation.isValid(lines), let trial = LegacyKoreanTranscoder() else { return nil }
    var output = [UInt8](repeating: 0, count: outputCapacity(forInputCount: lines.count))
    let (count, invalid) = output.withUnsafeMutableBytes { trial.convert(lines, into: $0) }
    // Hangul syllables are E A–E D lead bytes in UTF-8. A stray byte or two in a long Korean
    // text is still CP949 with a typo; many are another encoding.
    let hangul = output[..<count].count { $0 >= 0xEA && $0 <= 0xED }
    return hangul >= 2 && invalid * 50 <= hangul ? LegacyKoreanTranscoder() : nil
  }

  /// Writes the UTF-8 for `input` into `output` and returns its length.
  func transcode(_ input: UnsafeRawBufferPointer, into output: UnsafeMutableRawBufferPointer) -> Int {
    precondition(output.count >= Self.outputCapacity(forInputCount: input.count))
    return convert(input, into: output).written
  }

  /// Flushes a lead byte the input ended with (as the invalid byte 0xFF); returns the bytes written.
  func finish(into output: UnsafeMutableRawBufferPointer) -> Int {
    guard !pending.isEmpty else { return 0 }
    pending = []
    return Self.replacement(into: output, at: 0)
  }

  /// Converts the carried bytes and `input`; returns the bytes written and how many input
  /// bytes were not CP949.
  private func convert(_ input: UnsafeRawBufferPointer, into output: UnsafeMutableRawBufferPointer) -> (written: Int, invalid: Int) {
    var bytes = pending + input
    pending = []
    var written = 0, invalid = 0
    bytes.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress, let out = output.baseAddress else { return }
      var inPointer: UnsafeMutablePointer<CChar>? = UnsafeMutableRawPointer(base).assumingMemoryBound(to: CChar.self)
      var inLeft = buffer.count
      while inLeft > 0 {
        var outPointer: UnsafeMutablePointer<CChar>? = (out + written).assumingMemoryBound(to: CChar.self)
        var outLeft = output.count - written
        let result = iconv(converter, &inPointer, &inLeft, &outPointer, &outLeft)
        written = output.count - outLeft
        guard result == -1 else { break }
        if errno == EINVAL {
          // A character cut by the chunk's end: carried to the next call.
          pending = Array(UnsafeBufferPointer(start: UnsafeRawPointer(inPointer!).assumingMemoryBound(to: UInt8.self), count: inLeft))
          break
        }
        // EILSEQ (not CP949), or anything unexpected: one byte becomes U+FFFD.
        written = Self.replacement(into: output, at: written)
        invalid += 1
        inPointer = inPointer! + 1
        inLeft -= 1
      }
    }
    return (written, invalid)
  }

  private static func replacement(into output: UnsafeMutableRawBufferPointer, at offset: Int) -> Int {
    output[offset] = 0xFF
    return offset + 1
  }
}
