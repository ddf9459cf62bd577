#!/usr/bin/env python3
"""Scores every dev set with the release build and compares each figure with .ci/quality-floors.

Exit 0 when every figure holds its floor, 1 when one drops below (each named), 0 with a note when
the dev set is not beside the checkout (../shared/devset)."""
import os, re, subprocess, sys

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
devset = os.path.join(root, "..", "shared", "devset", "score.py")
if not os.path.exists(devset):
    print("note: ../shared/devset not found beside the checkout; dev-set floors not checked", file=sys.stderr)
    sys.exit(0)
tool = os.path.join(root, ".build", "release", "bitext")
floors = []
for line in open(os.path.join(root, ".ci", "quality-floors")):
    line = line.split("#", 1)[0].split()
    if line:
        floors.append((line[0], line[1], float(line[2])))
failed = 0
for name in sorted({f[0] for f in floors}, key=[f[0] for f in floors].index):
    out = subprocess.run([sys.executable, devset, "--tool", tool, "--set", name, "--jobs", "2"],
                         capture_output=True, text=True, cwd=root)
    summary = (out.stdout.strip().splitlines() or [""])[-1]
    print(summary)
    figures = {k: float(v) for k, v in re.findall(r"(\w+)=([0-9.]+)", summary)}
    for k, v in re.findall(r"(\w+)=([0-9.]+)", summary.split("recall[", 1)[1].split("]")[0] if "recall[" in summary else ""):
        figures["recall." + k] = float(v)
    if "failed" in figures and figures["failed"] > 0:
        print(f"{name}: {int(figures['failed'])} cases failed to run", file=sys.stderr)
        failed += 1
    for set_name, figure, floor in floors:
        if set_name != name:
            continue
        if figure.endswith(".max"):
            value = figures.get(figure[:-4])
            bad = value is None or value > floor
        else:
            value = figures.get(figure)
            bad = value is None or value < floor
        if bad:
            print(f"{name}: {figure} = {value} is past its floor {floor}", file=sys.stderr)
            failed += 1
sys.exit(1 if failed else 0)
