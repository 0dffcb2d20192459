"""Paths and commands the project's Python scripts share.

Scripts in this directory import it by name (Python puts a script's own
directory first on sys.path).
"""
import glob
import os
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# Real gfx1250 assembly next to the project, present on development machines
# only: tests that read it skip cleanly without it.
CORPUS = os.path.join(os.path.dirname(ROOT), "shared", "corpus")
# The independent assembler every output must pass; add a path, or nothing
# (or "-") for standard input.
LLVM_MC = ["llvm-mc-22", "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx1250",
           "-mattr=+real-true16", "-filetype=null"]
WAITCNT_SAMPLES = os.path.join(ROOT, "samples", "llvm", "waitcnt")


def sample_files():
    """Every .s file under samples/, sorted."""
    return sorted(glob.glob(os.path.join(ROOT, "samples", "**", "*.s"), recursive=True))


def corpus_files():
    """Every .s file of ../shared/corpus/, sorted; empty when it is absent."""
    return sorted(glob.glob(os.path.join(CORPUS, "*.s"))) if os.path.isdir(CORPUS) else []


def waitcnt_samples():
    """The LLVM-compiled kernels of samples/llvm/waitcnt/, sorted."""
    return sorted(glob.glob(os.path.join(WAITCNT_SAMPLES, "*.s")))


def measure(argv, runs=1):
    """Best wall time (s), peak RSS (KiB), the last exit code and the best
    CPU time (user + system, s) of `argv` over `runs` fresh processes
    (os.wait4: the child's own rusage, not the sum of all children). On a
    shared machine wall time includes waiting for a core; CPU time does not."""
    best, peak, code, cpu = None, 0, 0, None
    for _ in range(runs):
        start = time.perf_counter()
        p = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        _, status, usage = os.wait4(p.pid, 0)
        elapsed = time.perf_counter() - start
        best = elapsed if best is None else min(best, elapsed)
        peak = max(peak, usage.ru_maxrss)
        code = os.waitstatus_to_exitcode(status)
        used = usage.ru_utime + usage.ru_stime
        cpu = used if cpu is None else min(cpu, used)
    return best, peak, code, cpu


def run_cases(names, check, label):
    """Runs check(name) -> list of failure texts for each case, prints one
    ok/FAIL line per case (failures indented) and a total; 1 if any failed
    or there were none, else 0 (the exit code of a test runner)."""
    failed = 0
    for name, shown in names:
        fails = check(name)
        if fails:
            failed += 1
            print(f"FAIL {shown}")
            for f in fails:
                sys.stdout.write("  " + f.replace("\n", "\n  ").rstrip() + "\n")
        else:
            print(f"ok   {shown}")
    print(f"{len(names) - failed} of {len(names)} {label} passed")
    return 1 if failed or not names else 0
