#!/usr/bin/env python3
"""Share of aligned rows that are right, per score band, on the dev set.

Runs `TOOL align` on every case of the given sets (through the dev set's scorer, `--keep`), then
reads each kept alignment.csv and judges every `aligned` row with the scorer's own matching: a
row is right when every (English item, Korean item) link it makes is a gold link (or an
acceptable one) and wrong otherwise; rows that touch only neutral items are not counted. Rows
flagged `untranslated` (the Korean slot holds the English itself: a copy, scored 0 by rule since
it is no translation, while the scorer counts its link as right) are counted on a line of their own.

    python3 Tests/tools/score-bands.py --tool .build/release/bitext [--sets cross,cross-hard,intra,perturb]
"""
import argparse, collections, json, os, subprocess, sys, tempfile

BANDS = [(0.9, 1.01), (0.8, 0.9), (0.7, 0.8), (0.5, 0.7), (0.3, 0.5), (0.0, 0.3)]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tool", required=True)
    ap.add_argument("--devset", default=os.path.join(os.path.dirname(__file__), "../../../shared/devset"))
    ap.add_argument("--sets", default="cross,cross-hard,intra,perturb")
    args = ap.parse_args()
    devset = os.path.abspath(args.devset)
    sys.path.insert(0, devset)
    import score, evallib  # the dev set's scorer: the same matching as the figures
    total = collections.Counter()
    copies = collections.Counter()
    for name in args.sets.split(","):
        keep = tempfile.mkdtemp(prefix="bands-")
        subprocess.run([sys.executable, os.path.join(devset, "score.py"), "--tool", os.path.abspath(args.tool),
                        "--set", name, "--jobs", "2", "--keep", keep], check=True, stdout=subprocess.DEVNULL)
        data = os.path.join(devset, "data", name)
        for case in json.load(open(os.path.join(data, "cases.json")))["cases"]:
            csv_path = os.path.join(keep, case["id"].replace("/", "__"), "alignment.csv")
            if not os.path.exists(csv_path):
                continue
            gold = json.load(open(os.path.join(data, case["gold"])))
            G = score.Gold(gold)
            fmap = {}
            for key, f in gold["files"].items():
                fmap[f["path"]] = key
                fmap[os.path.normpath(f["path"])] = key
                fmap["//base//" + os.path.basename(f["path"])] = key
            for r in evallib.read_alignment_csv(csv_path):
                if r["status"] != "aligned" or not r["en"].strip() or not r["ko"].strip():
                    continue
                ek = score.resolve_file(r["en_file"], fmap)
                kk = score.resolve_file(r["ko_file"], fmap)
                E = G.match(r["en"], evallib.parse_int(r["en_line"]), ek, "en")
                K = G.match(r["ko"], evallib.parse_int(r["ko_line"]), kk, "ko")
                if E and K:
                    E, K = G.resolve_duplicates(E, K, evallib.parse_int(r["en_line"]), evallib.parse_int(r["ko_line"]))
                links = [(e, k) for e in (E or [None]) for k in (K or [None])]
                if all(e is not None and k is not None and e.role == "neutral" and k.role == "neutral" for e, k in links):
                    continue
                right = all(e is not None and k is not None and ((e.id, k.id) in G.links or (e.id, k.id) in G.acceptable)
                            for e, k in links if not (e is not None and k is not None and e.role == "neutral" and k.role == "neutral"))
                if "untranslated" in r["flags"].split(";"):
                    copies[right] += 1
                    continue
                s = float(r["score"] or 0)
                band = next(b for b in BANDS if b[0] <= s < b[1])
                total[(band, right)] += 1
    print("| score | rows | right |")
    print("|---|---|---|")
    for band in BANDS:
        n = total[(band, True)] + total[(band, False)]
        share = total[(band, True)] / n if n else 0
        label = "≥ 0.9" if band[0] == 0.9 else "%.1f–%.1f" % band
        print("| %s | %d | %.1f %% |" % (label, n, 100 * share))
    n = copies[True] + copies[False]
    print("| untranslated (copies) | %d | %.1f %% |" % (n, 100 * copies[True] / n if n else 0))


if __name__ == "__main__":
    main()
