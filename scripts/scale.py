"""The scale table (`scripts/bench --scale`): every command on kernels of
each shape and size that scripts/gen-kernel writes, with wall time and peak
RSS (a fresh process per run), per instruction line, and how linear both
are: the time per line at the largest size over the time per line at the
smallest (and at the middle size), and the bytes per line at the largest.
Times are CPU time (user + system; silken is single-threaded on one
file), with the wall time beside it: on a shared machine the wall time
also counts waiting for a core. Each cell is the best of several runs
(runs_at): a neighbour's job only ever makes a run slower.
"""
import os
import subprocess
import sys
import tempfile

from project import ROOT, measure

GEN_KERNEL = os.path.join(ROOT, "scripts", "gen-kernel")
SHAPES = ["realistic", "one-block", "labels", "nest"]
# The table's shapes: the generator's, and one block under expert scheduling
# mode 2 ("+esm2": gen-kernel --expert-mode), where the schedule pass plans
# s_wait_alu depctr waits and dce's expert-mode rules walk the block.
TABLE_SHAPES = SHAPES + ["one-block+esm2"]
SIZES = [10_000, 100_000, 1_000_000]
COMMANDS = [("`--passes=`", ["--passes="]), ("default chain", []), ("`check`", ["check"]),
            ("`cfg --format=json`", ["cfg", "--format=json"]), ("`stats`", ["stats"])]


def generate(path, lines, shape, seed=1, expert=False):
    """Writes a kernel with scripts/gen-kernel (with `expert` or a shape
    named "S+esm2", expert scheduling mode 2 on at its entry); its size in
    bytes."""
    shape, _, variant = shape.partition("+")
    expert = expert or variant == "esm2"
    subprocess.run([sys.executable, GEN_KERNEL, "--lines", str(lines), "--shape", shape,
                    "--seed", str(seed), "-o", path] + (["--expert-mode"] if expert else []),
                   check=True)
    return os.path.getsize(path)


def size_name(n):
    return f"{n // 1_000_000}M" if n >= 1_000_000 else f"{n // 1000}k"


def runs_at(lines, runs):
    """Runs per cell: the best of 5 at 10k lines and of 3 at 100k, where a
    run costs little and one slow run on a shared machine (a neighbour's
    job, a cold cache) would make the smallest size look cheap or dear and
    the ratio swing by 0.3; `runs` at the largest size."""
    return max(runs, 5 if lines <= 10_000 else 3 if lines <= 100_000 else 1)


def table(silken, sizes=SIZES, shapes=TABLE_SHAPES, runs=1, out=print):
    """Prints the table in Markdown; returns the worst time ratio."""
    small, large = sizes[0], sizes[-1]
    middle = sizes[len(sizes) // 2]
    head = " | ".join(size_name(n) for n in sizes)
    out(f"| shape | command | {head} | CPU µs/line {size_name(small)} -> {size_name(large)} | "
        f"ratio {size_name(large)}/{size_name(small)} | ratio {size_name(large)}/{size_name(middle)} "
        f"| bytes/line | RSS/input byte |")
    out("|---|---|" + "---|" * len(sizes) + "---|---|---|---|---|")
    worst = 0.0
    with tempfile.TemporaryDirectory() as tmp:
        for shape in shapes:
            files = {}
            for n in sizes:
                path = os.path.join(tmp, f"{shape}-{n}.s")
                files[n] = (path, generate(path, n, shape))
            for name, argv in COMMANDS:
                got = {n: measure([silken] + argv + [files[n][0]], runs_at(n, runs))
                       for n in sizes}
                cells = []
                for n in sizes:
                    wall, rss, code, cpu = got[n]
                    cells.append(f"{cpu * 1e3:,.0f} ms ({wall * 1e3:,.0f}), {rss / 1024:,.0f} MB" +
                                 (f" (exit {code})" if code else ""))
                per = {n: got[n][3] / n for n in sizes}
                ratio, mid = per[large] / per[small], per[large] / per[middle]
                worst = max(worst, ratio)
                rss_large = got[large][1] * 1024
                out(f"| {shape} | {name} | " + " | ".join(cells) +
                    f" | {per[small] * 1e6:.2f} -> {per[large] * 1e6:.2f} | {ratio:.2f} | {mid:.2f} "
                    f"| {rss_large / large:,.0f} | {rss_large / files[large][1]:.1f} |")
            sys.stdout.flush()
    return worst
