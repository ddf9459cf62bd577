#!/bin/sh
# Fuzzes bitext with libFuzzer: `.ci/fuzz/run.sh [seconds] [parse|run]` (default 60, parse).
#   parse  the parser and the pairing of one document (FuzzParsePair.swift), inputs up to 64 KiB;
#   run    the whole align run in-process (FuzzWholeRun.swift): several documents, grouping,
#          all five writers into a scratch folder, inputs up to 1 MiB, a 30 s timeout per input
#          (a linear run of 1 MiB takes well under a second with the sanitizer; a quadratic
#          stage takes minutes: `[` x 1 MiB took 191 s. Lower limits gave false timeouts when
#          other builds stalled the machine for 13 s).
# Builds .build/fuzz/<harness>/bitext-fuzz from Sources/BitextKit + the harness with
# -sanitize=fuzzer,address, seeds a working corpus from corpus/ (copied, and cut into pieces,
# at run time: nothing is duplicated in git), then runs one job. Crashes are written to
# .build/fuzz/<harness>/artifacts/; reproduce one with `.build/fuzz/<harness>/bitext-fuzz <file>`.
set -eu
seconds=${1:-60}
harness=${2:-parse}
root=$(cd "$(dirname "$0")/../.." && pwd)
work="$root/.build/fuzz/$harness"
mkdir -p "$work/corpus" "$work/artifacts"
case "$harness" in
  parse) source=FuzzParsePair.swift; limits="-max_len=65536 -timeout=30" ;;
  run) source=FuzzWholeRun.swift; limits="-max_len=1048576 -timeout=30" ;;
  *) echo "unknown harness '$harness' (parse or run)" >&2; exit 2 ;;
esac

swiftc -sanitize=fuzzer,address -parse-as-library -O -g -module-name BitextKit \
  "$root"/Sources/BitextKit/*/*.swift "$root/.ci/fuzz/$source" -o "$work/bitext-fuzz"

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

# The whole run reads documents cut at 00 01 02 03 (FuzzWholeRun.swift); its seeds are the
# hostile cases of issue 15: several documents in one input, a page pasted twice, a change log
# in the middle, a line of one markup character a million times, encodings cut or with a stray
# byte, controls in a code span.
if [ "$harness" = run ]; then
  { cat "$root/corpus/toolbars.md"; printf '\000\001\002\003'; cat "$root/corpus/toolbars-blog.txt"; \
    printf '\000\001\002\003'; cat "$root/corpus/buttons.txt"; } > "$work/corpus/hostile-three-documents"
  cat "$root/corpus/buttons.txt" "$root/corpus/navigation-bars.txt" > "$work/corpus/hostile-concatenated"
  { head -n 20 "$root/corpus/buttons.txt"; printf '\nChange Log\n\n'; tail -n +21 "$root/corpus/buttons.txt"; } \
    > "$work/corpus/hostile-change-log-line"
  for char in '[' '*' '|' '`' '<' '[a](' '<a '; do
    { printf 'A toolbar holds buttons.\n\n> 툴바에는 버튼이 있습니다.\n\n'; \
      yes "$char" | tr -d '\n' | head -c 1040000; printf '\n'; } > "$work/corpus/hostile-line-$(printf '%s' "$char" | od -An -tx1 | tr -d ' ')"
  done
  { printf '\377\376'; printf 'Toolbars.\n\n> 툴바.\n' | iconv -f UTF-8 -t UTF-16LE; printf 'A'; } > "$work/corpus/hostile-utf16-odd" || true
  { printf 'Toolbars hold buttons.\n\n> '; printf '툴바에는 버튼이 있습니다. 툴바에는 버튼이 있습니다.\n' | iconv -f UTF-8 -t CP949; \
    printf '\200\n\260'; } > "$work/corpus/hostile-cp949-stray" || true
  printf 'Call `reload\177Data()` now\302\205 please.\n\n> `reload\177Data()`를 호출하세요\302\233.\n' > "$work/corpus/hostile-controls"
fi

cd "$work"
# FUZZ_FLAGS adds libFuzzer flags: on a machine shared with builds, a niced job can be starved
# past any timeout, so `FUZZ_FLAGS='-fork=1 -ignore_timeouts=1'` records timeouts as artifacts
# and goes on; replay each one alone to tell a slow input from a starved process.
# shellcheck disable=SC2086
exec ./bitext-fuzz -max_total_time="$seconds" $limits ${FUZZ_FLAGS:-} -rss_limit_mb=2048 \
  -artifact_prefix="$work/artifacts/" -print_final_stats=1 "$work/corpus"
