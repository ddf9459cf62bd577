#if canImport(Glibc)
import Glibc
#endif

/// How a process running `bitext align` asks the C allocator to keep what it frees.
///
/// glibc's defaults hand a freed block of more than 128 KiB (a threshold that grows only up to the
/// largest block freed so far) back to the kernel with `munmap`, and trim the heap's top once 128 KiB
/// of it is free; the next such block is then mapped again, and the kernel zeroes every page of it
/// at its first touch. A run makes and frees many arrays of that size (a page's items, a batch's
/// rows, scratch tables of the DP), so a good share of its page faults were pages it had already
/// had: 160-169k minor faults for the bench's 100k pair, 11k for a streamed 20 MB file. Kept in the
/// heap (blocks below 32 MiB, glibc's largest threshold, and no trimming) they are taken again:
/// 134-137k and 5.9k faults (`/usr/bin/time`; a 1 GB file 249k -> 8.9k). The peak rises by what
/// the heap's reuse leaves unfilled: 535-547 -> 555-560 MB for the pair, 47 -> 55 MB for the
/// 1 GB file. What is not given back is returned when the process exits.
public enum AllocatorSettings {
  /// Blocks up to this size come from the heap, and are reused there once freed.
  public static let mappedBlockThreshold: Int32 = 32 << 20

  /// Applies the settings to this process, for an executable to call before its run (a library's
  /// host decides for itself). Left alone when the process's environment sets `GLIBC_TUNABLES`:
  /// whoever set it chose the allocator's settings. Does nothing where the C library is not glibc.
  public static func apply() {
    #if canImport(Glibc)
    guard getenv("GLIBC_TUNABLES") == nil else { return }
    // `mallopt` is declared in <malloc.h>, which Swift's Glibc module leaves out: found by name.
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
    let mallopt = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
    _ = mallopt(mmapThreshold, mappedBlockThreshold)
    _ = mallopt(trimThreshold, Int32.max)
    #endif
  }

  /// `M_MMAP_THRESHOLD` and `M_TRIM_THRESHOLD` of <malloc.h>.
  private static let mmapThreshold: Int32 = -3
  private static let trimThreshold: Int32 = -1
}
