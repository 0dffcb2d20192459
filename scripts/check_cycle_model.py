#!/usr/bin/env python3
"""Compare silken's cycle model with llvm-mca-22, block by block.

For every straight-line block of samples/ (samples/llvm/wide/ included) and
../shared/corpus/ (skipped when absent), `silken stats --cycles
--format=json` gives two numbers: `cycles`, silken's estimate, and
`mca_view_cycles`, the same model replaying llvm-mca-22's simplifications
(docs/cycle-model.md). The file is then given to llvm-mca-22 (one run per
file, each block as its own `# LLVM-MCA-BEGIN`/`END` region, one iteration,
-timeline) and a block's mca cost is the issue cycle of its last instruction
plus one (../shared/reference/gfx1250-scheduling.md §8: at one iteration,
Total Cycles is dominated by the drain of one load).

Prints per set (mca view, silken model): blocks compared, exact matches,
median and worst ratio to mca, and the Pearson correlation of the logs. It
fails when agreement falls below the thresholds recorded in THRESHOLDS
(measured 2026-12-01, docs/cycle-model.md). Blocks mca cannot take (a file
it rejects, a different instruction count) are counted as skipped.

Exit 77 (CTest: skipped), with a message, when llvm-mca-22 is not installed.
Usage: check_cycle_model.py [--silken PATH] [--jobs N] [--verbose] [FILE...]
"""
import argparse
import json
import math
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

from project import ROOT, corpus_files, sample_files

MCA = ["llvm-mca-22", "-mtriple=amdgcn-amd-amdhsa", "-mcpu=gfx1250", "-mattr=+real-true16",
       "-iterations=1", "-timeline", "-timeline-max-cycles=0", "-json"]

# Recorded agreement; a run below any of these fails.
THRESHOLDS = {
    # The mca view shares silken's latencies, units and RAW tracking with mca
    # and differs only by the mca quirks docs/cycle-model.md lists (measured:
    # 91.1% exact, 98.0% within 2%, correlation 1.0000).
    "mca_view": {"exact": 0.90, "within_2pct": 0.97, "correlation": 0.999},
    # silken's own model differs on purpose (waits, s_nop N, co-execution
    # windows, no in-order completion), compared on the blocks mca models at
    # all (no barrier, call, TDM or async transfer; measured: 40.2% exact,
    # 52.6% within 2%, correlation 0.9218 with ../shared/corpus; 34.6%,
    # 48.9%, 0.9144 without it, as in a clone without ../shared): it must
    # still follow mca's trend.
    "cycles": {"exact": 0.30, "within_2pct": 0.45, "correlation": 0.90},
}

# Blocks whose mca cost is an artefact (barriers are 2000-cycle blocking
# ops, calls 100 cycles, TDM and async transfers act as memory barriers):
# left out of the silken-model comparison (gfx1250-scheduling.md §8.4).
UNMODELLED = ("s_barrier", "s_wakeup_barrier", "s_swap_pc", "s_call", "tensor_", "_async_",
              "s_wait_tensorcnt", "s_wait_asynccnt")


def silken_blocks(exe, path):
    r = subprocess.run([exe, "stats", "--cycles", "--format=json", path],
                       capture_output=True, text=True)
    if r.returncode != 0:
        return None
    doc = json.loads(r.stdout)
    return [b for f in doc["functions"] for b in f.get("block_cycles", [])]


def read_lines(path):
    with open(path, encoding="utf-8", errors="replace", newline="") as f:
        return f.read().replace("\r\n", "\n").replace("\r", "\n").split("\n")


def with_regions(lines, blocks):
    """The file's text with each block wrapped in an mca region."""
    begin, end = {}, {}
    for i, b in enumerate(blocks):
        begin.setdefault(b["first_line"], []).append(i)
        end.setdefault(b["last_line"], []).append(i)
    out = []
    for n, line in enumerate(lines, 1):
        out += [f"# LLVM-MCA-BEGIN b{i}" for i in begin.get(n, [])]
        out.append(line)
        out += [f"# LLVM-MCA-END b{i}" for i in end.get(n, [])]
    return "\n".join(out) + "\n"


def one_block(lines, b):
    """A block on its own, after every .set that precedes it."""
    sets = [l for l in lines[:b["first_line"] - 1] if l.lstrip().startswith(".set")]
    body = lines[b["first_line"] - 1:b["last_line"]]
    return "\n".join(sets + ["# LLVM-MCA-BEGIN b0"] + body + ["# LLVM-MCA-END b0"]) + "\n"


def run_mca(text, src):
    with open(src, "w") as f:
        f.write(text)
    r = subprocess.run(MCA + [src], capture_output=True, text=True)
    return json.loads(r.stdout)["CodeRegions"] if r.returncode == 0 else None


def compare_file(exe, path, tmp):
    """[(name, instructions, mca, view, silken)] and the number skipped.

    The whole file goes to mca at once; when mca rejects it (or crashes:
    llvm-mca-22 does on some TensileLite lines), each block on its own."""
    blocks = silken_blocks(exe, path)
    if not blocks:
        return [], 0
    lines = read_lines(path)
    src = os.path.join(tmp, os.path.basename(path) + ".mca.s")
    regions = run_mca(with_regions(lines, blocks), src)
    pairs = []
    if regions is not None:
        pairs = [(blocks[int(r["Name"][1:])], r) for r in regions]
    else:
        for b in blocks:
            one = run_mca(one_block(lines, b), src)
            if one:
                pairs.append((b, one[0]))
    rows = []
    for b, region in pairs:
        timeline = region["TimelineView"]["TimelineInfo"]
        if len(region["Instructions"]) != b["instructions"] or not timeline:
            continue
        mca = timeline[-1]["CycleIssued"] + 1
        name = f"{os.path.relpath(path, ROOT)}:{b['first_line']} {b['block']}"
        text = "\n".join(lines[b["first_line"] - 1:b["last_line"]])
        modelled = not any(word in text for word in UNMODELLED)
        rows.append((name, b["instructions"], mca, b["mca_view_cycles"], b["cycles"], modelled))
    return rows, len(blocks) - len(rows)


def summary(rows, column):
    ratios = [r[column] / r[2] for r in rows]
    logs = [(math.log(r[2]), math.log(r[column])) for r in rows]
    xs, ys = zip(*logs)
    corr = statistics.correlation(xs, ys) if len(rows) > 2 else 1.0
    worst = max(range(len(rows)), key=lambda i: abs(math.log(ratios[i])))
    return {
        "blocks": len(rows),
        "exact": sum(1 for r in rows if r[column] == r[2]) / len(rows),
        "within_2pct": sum(1 for x in ratios if abs(x - 1) <= 0.02) / len(rows),
        "median": statistics.median(ratios),
        "worst": ratios[worst],
        "worst_block": rows[worst][0],
        "correlation": corr,
    }


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--silken", default=os.path.join(ROOT, "build", "silken"))
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--verbose", action="store_true", help="print every block")
    ap.add_argument("files", nargs="*")
    o = ap.parse_args()
    if not shutil.which("llvm-mca-22"):
        print("SKIP: llvm-mca-22 is not installed (apt-get install llvm-22)")
        return 77
    exe = os.path.abspath(o.silken)
    files = o.files or sample_files() + corpus_files()
    rows, skipped = [], 0
    with tempfile.TemporaryDirectory() as tmp, ThreadPoolExecutor(o.jobs) as pool:
        for file_rows, file_skipped in pool.map(lambda p: compare_file(exe, p, tmp), files):
            rows += file_rows
            skipped += file_skipped
    if not rows:
        print("FAIL: no block could be compared")
        return 1
    if o.verbose:
        for name, n, mca, view, cyc, _ in rows:
            print(f"{name}: {n} instructions, mca {mca}, mca view {view}, silken {cyc}")
    print(f"{len(rows)} blocks compared in {len(files)} files, {skipped} skipped")
    failed = False
    modelled = [r for r in rows if r[5]]
    for column, label, subset in ((3, "mca_view", rows), (4, "cycles", modelled)):
        s = summary(subset, column)
        print(f"{label:9}: {s['blocks']} blocks, exact {s['exact']:.1%}, "
              f"within 2% {s['within_2pct']:.1%}, median ratio {s['median']:.3f}, "
              f"worst {s['worst']:.3f} ({s['worst_block']}), "
              f"correlation of logs {s['correlation']:.4f}")
        for key, floor in THRESHOLDS[label].items():
            if s[key] < floor:
                print(f"FAIL {label}: {key} {s[key]:.4f} is below the recorded {floor}")
                failed = True
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
