#!/usr/bin/env python3
"""A reference aligner on the benchmark's monolingual pair, scored like `bitext align`.

    pip install galechurch
    bitext-bench --paragraphs 10000 --sizes 1 --files 1 --sources 1 --tmp /tmp/bench --keep
    python3 Tests/tools/reference-aligner.py /tmp/bench/DIR/english-only-10000.txt \
        /tmp/bench/DIR/korean-only-10000.txt /tmp/bench/DIR/truth-10000.tsv

Reads both files as paragraphs (blank-line separated, each with the line it starts on), aligns
the paragraphs with Gale-Church (the `galechurch` package from PyPI: the classic length-only
dynamic programme, written in Rust, on all cores) and counts the Korean paragraphs paired with
their English the way the benchmark counts `bitext align`'s: the first Korean paragraph of a
bead is paired with the bead's first English paragraph; a bead with an empty side pairs none.

Gale-Church's one parameter that depends on the languages, the expected Korean characters per
English character, is set from the two files' totals (what one would fit without gold); the
bead priors and the variance are the published defaults. It fills the whole table, so the
cells it needs (English x Korean paragraphs) are printed; above --max-cells it is not run.
"""

import argparse
import sys
import time


def paragraphs(path):
    """(start line, text) of every paragraph of the file."""
    found, lines, start = [], [], 0
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if line.strip():
                if not lines:
                    start = number
                lines.append(line)
            elif lines:
                found.append((start, " ".join(lines)))
                lines = []
    if lines:
        found.append((start, " ".join(lines)))
    return found


def truth(path):
    with open(path, encoding="utf-8") as f:
        next(f)
        return [tuple(int(v) for v in line.split("\t")) for line in f if line.strip()]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("english")
    parser.add_argument("korean")
    parser.add_argument("truth", help="truth-N.tsv written by bitext-bench --keep")
    parser.add_argument("--max-cells", type=float, default=2e9, help="largest table to fill (default 2e9)")
    args = parser.parse_args()
    try:
        import galechurch
    except ImportError:
        sys.exit("reference-aligner.py: error: needs the galechurch package (pip install galechurch)")

    started = time.monotonic()
    english, korean = paragraphs(args.english), paragraphs(args.korean)
    pairs = truth(args.truth)
    cells = (len(english) + 1) * (len(korean) + 1)
    ratio = sum(len(t) for _, t in korean) / max(1, sum(len(t) for _, t in english))
    print(f"{len(english)} English x {len(korean)} Korean paragraphs: {cells:.3g} cells; "
          f"Korean characters per English character {ratio:.3f}")
    if cells > args.max_cells:
        print(f"galechurch: not run, {cells:.3g} cells is over --max-cells {args.max_cells:.3g}")
        return 1
    read = time.monotonic()
    block = galechurch.align([t for _, t in english], [t for _, t in korean], mean_xy=ratio,
                             max_block_size=int(cells) + 1)
    aligned = time.monotonic()
    english_of = {}
    for bead in block.beads:
        if bead.source_end > bead.source_start and bead.target_end > bead.target_start:
            english_of[korean[bead.target_start][0]] = english[bead.source_start][0]
    right = sum(1 for e, k in pairs if english_of.get(k) == e)
    print(f"galechurch: {aligned - read:.2f} s to align, {aligned - started:.2f} s with reading; "
          f"right pairs {right} of {len(pairs)} ({100 * right / max(1, len(pairs)):.1f} %)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
