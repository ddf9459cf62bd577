/// Where the reader pulls bytes from: a file, standard input or memory.
///
/// The reader owns one buffer and asks the source to fill it, so a source never allocates per
/// chunk and the reader decides the chunk size. Sources may return fewer bytes than asked (a
/// pipe, or a test source that drip-feeds); the reader must produce the same lines whatever the
/// split.
public protocol ByteSource {
  /// Copies up to `buffer.count` bytes into `buffer` and returns how many were copied.
  /// Returns 0 only at the end of input. Throws for an I/O error; the reader then stops and
  /// records the file as unreadable from that point.
  mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int
}
