#if canImport(Glibc)
import Glibc
#endif
import BitextKit

// Hand-run benchmark of the streaming pipeline; see BENCHMARKS.md. Never run in CI.

#if DEBUG
FileHandleless.standardError("bitext-bench: this is a debug build; its numbers would be ~20x too slow and mean nothing.\n"
  + "Run: swift run -c release bitext-bench\n")
exit(2)
#else
do {
  let arguments = try BenchArguments(Array(CommandLine.arguments.dropFirst()))
  if let (stage, file, scratch) = arguments.measure {
    // The stages run with the allocator settings `bitext` runs with.
    AllocatorSettings.apply()
    print(try StageRunner.run(stage, path: file, scratch: scratch).encoded)
  } else {
    var benchmark = Benchmark(arguments)
    try benchmark.run()
  }
} catch is BenchArguments.HelpRequested {
  print(BenchArguments.usage)
} catch let error as BenchArguments.UsageError {
  FileHandleless.standardError("bitext-bench: \(error)\n")
  exit(2)
} catch {
  FileHandleless.standardError("bitext-bench: \(error)\n")
  exit(1)
}
#endif
