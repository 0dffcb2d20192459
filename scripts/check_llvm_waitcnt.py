#!/usr/bin/env python3
"""The waitcnt pass and `silken check` against LLVM's own wait placement.

For every LLVM-generated file in samples/llvm/waitcnt/ and samples/llvm/wide/
(scripts/regen-llvm-waitcnt, scripts/regen-llvm-wide), every function in it:
  1. `silken check` accepts LLVM's output as emitted (no error);
  2. with every s_wait_loadcnt, storecnt, dscnt, kmcnt, xcnt and combined form
     stripped (scripts/strip-waits), `silken check` rejects it when LLVM had
     a loadcnt, dscnt or kmcnt wait (the checker can fail);
  3. `silken --passes=waitcnt` on the stripped text gives an output that
     `silken check` accepts (no error) and llvm-mc-22 assembles (skipped,
     with a message, without llvm-22);
  4. it has no more waits than LLVM placed.
Prints the wait counts per file and in total.

Usage: check_llvm_waitcnt.py [--silken PATH] [--set waitcnt|wide|all] [-v]
"""
import argparse
import glob
import os
import re
import shutil
import subprocess
import sys

from project import LLVM_MC, ROOT

WAIT = re.compile(rb"^\s*s_wait_(loadcnt|storecnt|dscnt|kmcnt|xcnt)(_dscnt)?\b", re.M)
RESULT_WAIT = re.compile(rb"^\s*s_wait_(loadcnt|dscnt|kmcnt)", re.M)
SETS = {"waitcnt": "samples/llvm/waitcnt", "wide": "samples/llvm/wide"}


def files_of(which):
    dirs = SETS.values() if which == "all" else [SETS[which]]
    out = []
    for d in dirs:
        out += sorted(glob.glob(os.path.join(ROOT, d, "*.s")))
    return out


def errors(stderr):
    return [l for l in stderr.decode("utf-8", "replace").splitlines() if ": error:" in l]


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--silken", default=os.path.join(ROOT, "build", "silken"))
    ap.add_argument("--set", default="all", choices=["waitcnt", "wide", "all"])
    ap.add_argument("-v", "--verbose", action="store_true")
    o = ap.parse_args()
    exe = os.path.abspath(o.silken)
    have_mc = shutil.which("llvm-mc-22") is not None
    if not have_mc:
        print("SKIP llvm-mc-22 checks: llvm-mc-22 is not installed")
    files = files_of(o.set)
    failed, total_llvm, total_silken = 0, 0, 0
    strip = os.path.join(ROOT, "scripts", "strip-waits")
    for path in files:
        original = open(path, "rb").read()
        problems = []
        orig_check = subprocess.run([exe, "check", path], capture_output=True)
        if errors(orig_check.stderr):
            problems.append("silken check rejects LLVM's own output:\n" +
                            "\n".join(errors(orig_check.stderr)[:8]))
        stripped = subprocess.run([sys.executable, strip, path], capture_output=True,
                                  check=True).stdout
        if RESULT_WAIT.search(original):
            s_check = subprocess.run([exe, "check", "-"], input=stripped, capture_output=True)
            if not errors(s_check.stderr):
                problems.append("silken check accepts the kernel with its waits stripped")
        out = subprocess.run([exe, "--passes=waitcnt", "-"], input=stripped, capture_output=True)
        if out.returncode != 0:
            problems.append("silken failed: " + out.stderr.decode()[:500])
        check = subprocess.run([exe, "check", "-"], input=out.stdout, capture_output=True)
        if errors(check.stderr):
            problems.append("silken check rejects the rebuilt output:\n" +
                            "\n".join(errors(check.stderr)[:8]))
        if have_mc:
            mc = subprocess.run(LLVM_MC + ["-"], input=out.stdout, capture_output=True)
            if b"error" in mc.stderr:
                problems.append("llvm-mc-22 rejects the output:\n" + mc.stderr.decode()[:1500])
        n_llvm, n_silken = len(WAIT.findall(original)), len(WAIT.findall(out.stdout))
        if n_silken > n_llvm:
            problems.append(f"more waits than LLVM ({n_silken} > {n_llvm})")
        total_llvm += n_llvm
        total_silken += n_silken
        name = os.path.relpath(path, os.path.join(ROOT, "samples", "llvm"))
        if problems or o.verbose:
            print(f"{'FAIL' if problems else 'ok  '} {name:44} waits: llvm {n_llvm:4}  "
                  f"silken {n_silken:4}")
        for p in problems:
            print("     " + p.replace("\n", "\n     "))
        failed += bool(problems)
    ratio = total_silken / total_llvm if total_llvm else 0
    print(f"{len(files) - failed} of {len(files)} files pass; waits: llvm {total_llvm}, "
          f"silken {total_silken} (ratio {ratio:.3f})")
    return 1 if failed or not files else 0


if __name__ == "__main__":
    sys.exit(main())
