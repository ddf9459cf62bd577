#!/bin/sh
# Fuzzes the parser and the pairing with libFuzzer: `.ci/fuzz/run.sh [seconds]` (default 60).
# Builds .build/fuzz/bitext-fuzz from Sources/BitextKit + FuzzParsePair.swift with
# -sanitize=fuzzer,address, seeds a working corpus from corpus/ (copied, and cut into pieces,
# at run time: nothing is duplicated in git), then runs one job. Crashes are written to
# .build/fuzz/artifacts/; reproduce one with `.build/fuzz/bitext-fuzz <file>`.
set -eu
seconds=${1:-60}
root=$(cd "$(dirname "$0")/../.." && pwd)
work="$root/.build/fuzz"
mkdir -p "$work/corpus" "$work/artifacts"

swiftc -sanitize=fuzzer,address -parse-as-library -O -g -module-name BitextKit \
  "$root"/Sources/BitextKit/*/*.swift "$root/.ci/fuzz/FuzzParsePair.swift" -o "$work/bitext-fuzz"

# Seeds: each corpus file whole, and in 4 KiB pieces (libFuzzer prefers small inputs), each
# behind a chunk-selector byte (0x00: 1-byte reads, 0x3F: 64-byte reads, 0xC5: random sizes).
for file in "$root"/corpus/*; do
  name=$(basename "$file")
  for selector in 000 077 305; do
    { printf "\\$selector"; cat "$file"; } > "$work/corpus/seed-$selector-$name"
  done
  split -b 4096 -d -a 3 "$file" "$work/corpus/piece-$name-"
done

# A Korean file in CP949, so the reader's legacy-encoding path is explored too.
if command -v iconv >/dev/null 2>&1; then
  for selector in 000 305; do
    { printf "\\$selector"; iconv -c -f UTF-8 -t CP949 "$root/corpus/toolbars-blog.txt" 2>/dev/null || true; } \
      > "$work/corpus/seed-$selector-cp949-blog.txt"
  done
fi

cd "$work"
exec ./bitext-fuzz -max_total_time="$seconds" -max_len=65536 -rss_limit_mb=2048 -timeout=30 \
  -artifact_prefix="$work/artifacts/" -print_final_stats=1 "$work/corpus"
