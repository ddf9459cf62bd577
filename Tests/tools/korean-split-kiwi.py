#!/usr/bin/env python3
"""Agreement of bitext's Korean sentence splitter with Kiwi (kiwipiepy, test tooling only).

Collects the Korean paragraphs of the dev set's perturb pairs (the `> ` lines after each manifest
row) and of the corpus (`ko` column of an `alignment.csv`), splits them with
`SentenceSplitter.korean` (through the `SentenceDevSetMeasure` test, `BITEXT_SPLIT_INPUT`) and with
`Kiwi().split_into_sents`, and compares the boundaries (offsets in the text without whitespace).

Usage: Tests/tools/korean-split-kiwi.py MANIFEST.jsonl CORPUS_ALIGNMENT.csv
"""
import csv, json, os, re, subprocess, sys, tempfile

manifest, corpus_csv = sys.argv[1], sys.argv[2]
folder = os.path.dirname(os.path.abspath(manifest))
paragraphs = []
marker = re.compile(r"^\s*(?:[-*+] |\d+\. )?")
for line in open(manifest, encoding="utf-8"):
    row = json.loads(line)
    lines = open(os.path.join(folder, row["file"]), encoding="utf-8").read().split("\n")
    i = row["en_line"]
    while i < len(lines) and lines[i] and not marker.sub("", lines[i]).startswith(">") and i < row["en_line"] + 8:
        i += 1
    ko = []
    while i < len(lines) and marker.sub("", lines[i]).startswith(">"):
        ko.append(marker.sub("", lines[i])[1:].strip()); i += 1
    if ko: paragraphs.append(" ".join(ko))
with open(corpus_csv, encoding="utf-8", newline="") as f:
    for row in csv.DictReader(f):
        if row["status"] == "aligned" and row["ko"].strip(): paragraphs.append(row["ko"].replace("\n", " "))
# Korean only: a Korean slot holding the English (an untranslated plant) is no Korean text.
paragraphs = list(dict.fromkeys(p for p in paragraphs if re.search("[가-힣]", p)))

with tempfile.TemporaryDirectory() as tmp:
    source, result = os.path.join(tmp, "in.txt"), os.path.join(tmp, "out.jsonl")
    open(source, "w", encoding="utf-8").write("\n".join(paragraphs) + "\n")
    env = dict(os.environ, BITEXT_SPLIT_INPUT=source, BITEXT_SPLIT_OUTPUT=result)
    subprocess.run(["swift", "test", "--filter", "SentenceDevSetMeasure"], env=env, check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    ours = [json.loads(l) for l in open(result, encoding="utf-8")]

from kiwipiepy import Kiwi
kiwi = Kiwi()

def boundaries(text, sentences):
    """Offsets (non-space characters) after which a sentence ends, the last excluded."""
    out, count = set(), 0
    for s in sentences[:-1]:
        count += len(re.sub(r"\s", "", s)); out.add(count)
    return out

agree = ours_n = kiwi_n = 0
disagreements = []
for item in ours:
    text = item["text"]
    mine = boundaries(text, item["sentences"])
    theirs = boundaries(text, [s.text for s in kiwi.split_into_sents(text)])
    agree += len(mine & theirs); ours_n += len(mine); kiwi_n += len(theirs)
    if mine != theirs and len(disagreements) < 10: disagreements.append(text)
union = ours_n + kiwi_n - agree
print(f"kiwi: {len(ours)} Korean paragraphs; boundaries bitext {ours_n}, Kiwi {kiwi_n}, both {agree}")
print(f"kiwi: agreement {agree / max(union, 1):.1%} of all boundaries (both / either); "
      f"{agree / max(ours_n, 1):.1%} of bitext's are Kiwi's, {agree / max(kiwi_n, 1):.1%} of Kiwi's are bitext's")
for text in disagreements: print("kiwi differs:", text[:200])
