#!/usr/bin/env python3
"""Property test: the waitcnt pass and `silken check` agree about LDS that
tensor and async transfers fill (docs/waitcnt.md).

Random seeded kernels mix tensor_load_to_lds, async loads, DS reads and
writes, constant address moves, buffer annotations, tensorcnt/asynccnt
waits, barriers and branches. For each:
  - `--waitcnt-lds-dma=all` output has no [-Wlds-dma] finding in check
    (the pass waits for every transfer not proven disjoint);
  - the default (trust) output has no proven overlap left;
  - both outputs are fixed points of their own runs, and nothing crashes.

Usage: check_lds_dma.py [--silken PATH] [--count N] [--seed S]
"""
import argparse
import os
import random
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def kernel(seed):
    r = random.Random(seed)
    out = [".text", ".type k,@function", "k:"]
    blocks = r.randint(1, 8)
    tag = lambda: f" // silken: lds={r.randint(0, 2)}" if r.random() < 0.3 else ""
    for b in range(blocks):
        out.append(f"L{b}:")
        for _ in range(r.randint(1, 10)):
            k = r.random()
            if k < 0.15:
                out.append(f"s_mov_b32 s{r.choice([1, 21])}, 0x{r.choice([0, 0x100, 0x1000, 0x2000]):x}")
            elif k < 0.3:
                out.append(f"tensor_load_to_lds {r.choice(['s[0:3]', 's[20:23]'])}, s[4:11]" + tag())
            elif k < 0.4:
                out.append(f"v_mov_b32 v{r.randint(0, 3)}, 0x{r.choice([0, 0x100, 0x1000, 0x2010]):x}")
            elif k < 0.5:
                out.append(f"global_load_async_to_lds_b{r.choice([32, 128])} v{r.randint(0, 3)}, "
                           f"v[10:11], off offset:{r.choice([0, 16])}" + tag())
            elif k < 0.7:
                out.append(f"ds_load_b32 v{r.randint(4, 8)}, v{r.randint(0, 3)} "
                           f"offset:{r.choice([0, 16, 0x100])}" + tag())
            elif k < 0.75:
                out.append(f"ds_store_b32 v{r.randint(0, 3)}, v9" + tag())
            elif k < 0.82:
                out.append(f"s_wait_tensorcnt 0x{r.randint(0, 3):x}")
            elif k < 0.87:
                out.append(f"s_wait_asynccnt 0x{r.randint(0, 2):x}")
            elif k < 0.9:
                out += ["s_barrier_signal -1", "s_barrier_wait -1"]
            else:
                out.append("v_add_f32 v9, v4, v5")
        if r.random() < 0.6:
            out += [f"s_cmp_eq_u32 s30, {b}", f"s_cbranch_scc1 L{r.randint(0, blocks - 1)}"]
    out.append("s_endpgm")
    return "\n".join(out) + "\n"


def run(silken, *args):
    return subprocess.run([silken, *args], capture_output=True, timeout=60)


def check_one(silken, tmp, seed):
    src = os.path.join(tmp, f"k{seed}.s")
    with open(src, "w") as f:
        f.write(kernel(seed))
    failures = []
    for mode, forbidden in (("all", b"[-Wlds-dma]"), ("trust", b"ranges overlap")):
        out = os.path.join(tmp, f"k{seed}.{mode}.s")
        r = run(silken, f"--waitcnt-lds-dma={mode}", src, "-o", out)
        if r.returncode != 0:
            failures.append(f"seed {seed}, {mode}: exit {r.returncode}: {r.stderr[:300]!r}")
            continue
        again = run(silken, f"--waitcnt-lds-dma={mode}", out)
        if again.returncode != 0 or again.stdout != open(out, "rb").read():
            failures.append(f"seed {seed}, {mode}: not idempotent")
        c = run(silken, "check", out)
        if c.returncode > 1 or forbidden in c.stderr:
            failures.append(f"seed {seed}, {mode}: check after the pass:\n"
                            + c.stderr.decode("utf-8", "replace")[:1500])
    return failures


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--silken", default=os.path.join(ROOT, "build", "silken"))
    ap.add_argument("--count", type=int, default=200)
    ap.add_argument("--seed", type=int, default=0)
    o = ap.parse_args()
    failures = []
    with tempfile.TemporaryDirectory() as tmp:
        for seed in range(o.seed, o.seed + o.count):
            failures += check_one(o.silken, tmp, seed)
    for f in failures:
        print("FAIL", f)
    print(f"{o.count - len({f.split(',')[0] for f in failures})} of {o.count} random kernels agree")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
