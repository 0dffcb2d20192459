#!/usr/bin/env python3
"""The waitcnt pass against LLVM's own wait placement.

For every LLVM-generated kernel in samples/llvm/waitcnt/ (compiled by
scripts/regen-llvm-waitcnt at -O1 and -O3): strip every s_wait_loadcnt,
storecnt, dscnt, kmcnt, xcnt and combined form (scripts/strip-waits), run
`silken --passes=waitcnt`, and require (1) `silken check` finds no error and
(2) llvm-mc-22 accepts the output (skipped, with a message, without llvm-22).
Prints the wait counts, LLVM's and silken's, per file and in total.

Usage: check_llvm_waitcnt.py [--silken PATH]
"""
import argparse
import os
import re
import shutil
import subprocess
import sys

from project import LLVM_MC, ROOT, waitcnt_samples
WAIT = re.compile(rb"^\s*s_wait_(loadcnt|storecnt|dscnt|kmcnt|xcnt)(_dscnt)?\b", re.M)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--silken", default=os.path.join(ROOT, "build", "silken"))
    o = ap.parse_args()
    exe = os.path.abspath(o.silken)
    have_mc = shutil.which("llvm-mc-22") is not None
    if not have_mc:
        print("SKIP llvm-mc-22 checks: llvm-mc-22 is not installed")
    files = waitcnt_samples()
    failed, total_llvm, total_silken = 0, 0, 0
    for path in files:
        original = open(path, "rb").read()
        stripped = subprocess.run([sys.executable, os.path.join(ROOT, "scripts", "strip-waits"),
                                   path], capture_output=True, check=True).stdout
        out = subprocess.run([exe, "--passes=waitcnt", "-"], input=stripped, capture_output=True)
        problems = []
        if out.returncode != 0:
            problems.append("silken failed: " + out.stderr.decode()[:500])
        check = subprocess.run([exe, "check", "-"], input=out.stdout, capture_output=True)
        if check.returncode != 0 or b": error:" in check.stderr:
            problems.append("silken check rejects the output:\n" + check.stderr.decode()[:1500])
        if have_mc:
            mc = subprocess.run(LLVM_MC + ["-"], input=out.stdout, capture_output=True)
            if b"error" in mc.stderr:
                problems.append("llvm-mc-22 rejects the output:\n" + mc.stderr.decode()[:1500])
        n_llvm, n_silken = len(WAIT.findall(original)), len(WAIT.findall(out.stdout))
        total_llvm += n_llvm
        total_silken += n_silken
        name = os.path.basename(path)
        print(f"{'FAIL' if problems else 'ok  '} {name:34} waits: llvm {n_llvm:3}  silken {n_silken:3}")
        for p in problems:
            print("     " + p.replace("\n", "\n     "))
        failed += bool(problems)
    ratio = total_silken / total_llvm if total_llvm else 0
    print(f"{len(files) - failed} of {len(files)} kernels pass; waits: llvm {total_llvm}, "
          f"silken {total_silken} (ratio {ratio:.2f})")
    return 1 if failed or not files else 0


if __name__ == "__main__":
    sys.exit(main())
