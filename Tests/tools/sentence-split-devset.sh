#!/bin/sh
# Measures --segment sentence on the dev set's clean perturb pairs: the share of paragraphs whose
# English and Korean split into the same number of sentences that align diagonally (1:1 beads).
# Usage: Tests/tools/sentence-split-devset.sh [manifest.jsonl]
manifest="${1:-../shared/devset/data/perturb/manifest.jsonl}"
BITEXT_DEVSET_MANIFEST="$(cd "$(dirname "$manifest")" && pwd)/$(basename "$manifest")" \
  swift test --filter SentenceDevSetMeasure 2>&1 | grep 'sentence-split'
