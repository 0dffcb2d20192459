#!/usr/bin/env python3
"""Cross-check silken's ISA table against llvm-mca-22.

Runs scripts/gen-isa-mca (llvm-mca-22 -instruction-info over one instance of
every distinct mnemonic in ../shared/corpus/ and samples/) into a temporary
file, asks `silken isa` how it classifies the same mnemonics, and compares
MayLoad, MayStore and latency. Every disagreement must be listed, with its
reason, in the "Known disagreements" table of isa/README.md; an unlisted one
fails the test, and so does a listed one that no longer occurs (stale list).

Exit 77 (CTest: skipped), with a message, when llvm-mca-22 is not installed.
Usage: check_isa_mca.py [--silken PATH]
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

from project import ROOT, corpus_files, sample_files


def silken_rows(exe, files):
    rows = {}
    for f in files:
        r = subprocess.run([exe, "isa", f], capture_output=True, text=True)
        if r.returncode != 0:
            sys.exit(f"silken isa failed on {f}:\n{r.stderr}")
        lines = r.stdout.splitlines()
        head = lines[0].split("\t")
        for line in lines[1:]:
            cells = dict(zip(head, line.split("\t")))
            rows[cells["mnemonic"]] = cells
    return rows


def listed_disagreements():
    text = open(os.path.join(ROOT, "isa", "README.md")).read()
    section = text.split("## Known disagreements", 1)[-1]
    listed = set()
    for m in re.finditer(r"^\| `([^`]+)` \| (latency|mayload|maystore) \|", section, re.M):
        listed.add((m.group(1), m.group(2)))
    return listed


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--silken", default=os.path.join(ROOT, "build", "silken"))
    o = ap.parse_args()
    if not (shutil.which("llvm-mca-22") and shutil.which("llvm-mc-22")):
        print("SKIP: llvm-mca-22 is not installed (apt-get install llvm-22)")
        return 77
    # samples/llvm/wide/ (the waitcnt comparison set) is not compared yet:
    # its new mnemonics' disagreements still need reviewing (docs/waitcnt.md).
    files = [f for f in sample_files() if "/llvm/wide/" not in f] + corpus_files()
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "mca.tsv")
        env = dict(os.environ, SILKEN_MCA_OUT=out)
        subprocess.run([sys.executable, os.path.join(ROOT, "scripts", "gen-isa-mca")] + files,
                       env=env, check=True, capture_output=True)
        mca = [line.split("\t") for line in open(out).read().splitlines()[1:]]
    ours = silken_rows(os.path.abspath(o.silken), files)
    found = set()
    for cells in mca:
        key, latency, mayload, maystore = cells[0], int(cells[2]), cells[4], cells[5]
        parts = key.split("::")
        if any(p not in ours for p in parts):
            print(f"FAIL {key}: not seen by silken isa")
            found.add((key, "missing"))
            continue
        our_latency = max(int(ours[p]["latency"]) for p in parts)
        our_load = max(ours[p]["mayload"] for p in parts)
        our_store = max(ours[p]["maystore"] for p in parts)
        for field, a, b in (("latency", our_latency, latency), ("mayload", our_load, mayload),
                            ("maystore", our_store, maystore)):
            if str(a) != str(b):
                found.add((key, field))
                print(f"     {key}: {field} silken {a}, llvm-mca-22 {b}")
    listed = listed_disagreements()
    unlisted = sorted(found - listed)
    # Only a mnemonic that was compared (its file is here) can be stale.
    compared = {cells[0] for cells in mca}
    stale = sorted((k, f) for k, f in listed - found if k in compared)
    for key, field in unlisted:
        print(f"FAIL unlisted disagreement: {key} {field} (fix isa/gfx1250.def or list it in isa/README.md)")
    for key, field in stale:
        print(f"FAIL listed disagreement no longer occurs: {key} {field} (remove it from isa/README.md)")
    print(f"{len(mca)} mnemonics compared, {len(found)} disagreements, {len(unlisted)} unlisted, {len(stale)} stale")
    return 1 if unlisted or stale else 0


if __name__ == "__main__":
    sys.exit(main())
