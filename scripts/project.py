"""Paths and commands the project's Python scripts share.

Scripts in this directory import it by name (Python puts a script's own
directory first on sys.path).
"""
import concurrent.futures
import glob
import os
import re
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# Real gfx1250 assembly next to the project, present on development machines
# only: tests that read it skip cleanly without it.
CORPUS = os.path.join(os.path.dirname(ROOT), "shared", "corpus")
# The independent assembler every output must pass; add a path, or nothing
# (or "-") for standard input.
LLVM_MC = ["llvm-mc-22", "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx1250",
           "-mattr=+real-true16", "-filetype=null"]
# llvm-mc-22 printing what it assembled (the canonical form of each line).
LLVM_MC_PRINT = LLVM_MC[:-1]
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


def measure(argv, runs=1, walls=None):
    """Best wall time (s), peak RSS (KiB), the last exit code and the best
    CPU time (user + system, s) of `argv` over `runs` fresh processes
    (os.wait4: the child's own rusage, not the sum of all children). On a
    shared machine wall time includes waiting for a core; CPU time does not.
    Every run's wall time is appended to `walls` when given (a median)."""
    best, peak, code, cpu = None, 0, 0, None
    for _ in range(runs):
        start = time.perf_counter()
        p = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        _, status, usage = os.wait4(p.pid, 0)
        elapsed = time.perf_counter() - start
        if walls is not None:
            walls.append(elapsed)
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


# One instance of every mnemonic of a set of files, assembled stand-alone:
# what scripts/gen-isa-mca (llvm-mca) and scripts/check_isa_defuse.py (llc)
# compare silken's table with. Up to MAX_TRIES occurrences are tried per key.
MAX_TRIES = 8


def strip_comments(text):
    text = re.sub(r"/\*.*?\*/", lambda m: "\n" * m.group(0).count("\n"), text, flags=re.S)
    lines = []
    for line in text.split("\n"):
        line = re.sub(r"//.*", "", line)
        line = re.sub(r";.*", "", line)
        if line.lstrip().startswith("#"):
            line = ""
        lines.append(line)
    return lines


def parse_file(path):
    """Return (set_lines, [(n_sets_before, statement), ...]) for one file."""
    with open(path, encoding="utf-8", errors="replace") as f:
        lines = strip_comments(f.read())
    sets, stmts, in_meta, in_macro = [], [], False, False
    for line in lines:
        s = line.strip()
        if s.startswith(".amdgpu_metadata"):
            in_meta = True
        if s.startswith(".end_amdgpu_metadata"):
            in_meta = False
            continue
        if in_meta:
            continue
        if s.startswith(".macro"):
            in_macro = True
        if s.startswith(".endm"):
            in_macro = False
            continue
        if re.match(r"\.set\s", s) and not in_macro:
            sets.append(s)
            continue
        while True:
            m = re.match(r"^[A-Za-z_.$][\w.$]*:(?!:)\s*", s)
            if not m:
                break
            s = s[m.end():]
        if not s or s.startswith(".") or not re.match(r"[a-z]", s) or "\\" in s:
            continue
        stmts.append((len(sets), re.sub(r"\s+", " ", s)))
    return sets, stmts


def key_of(stmt):
    halves = [h.split()[0].lower() for h in stmt.split("::") if h.split()]
    return "::".join(halves)


def assemble(sets, stmts):
    """Assemble stmts [(n_sets_before, text)], each after the file's .set lines that precede
    it (a symbol may be redefined later in the file); return {index: printed text} for
    those without error."""
    with tempfile.TemporaryDirectory() as d:
        p = os.path.join(d, "in.s")
        lineno, where, done = 0, {}, 0
        with open(p, "w") as f:
            for i, (n, s) in sorted(enumerate(stmts), key=lambda x: (x[1][0], x[0])):
                for line in sets[done:n]:
                    f.write(line + "\n")
                    lineno += 1
                done = max(done, n)
                f.write(f"SILKEN_L{i}:\n{s}\n")
                lineno += 2
                where[lineno] = i
        r = subprocess.run(LLVM_MC_PRINT + [p], capture_output=True, text=True)
    bad = set()
    for line in r.stderr.splitlines():
        m = re.match(r"^.*?in\.s:(\d+):\d+: error:", line)
        if m:
            bad.add(where.get(int(m.group(1)), -1))
    out, cur = {}, None
    for line in r.stdout.splitlines():
        m = re.match(r"^SILKEN_L(\d+):", line)
        if m:
            cur = int(m.group(1))
            continue
        t = line.strip()
        if cur is not None and t and not t.startswith((".", ";")) and cur not in out:
            out[cur] = re.sub(r"\s+", " ", t.split("//")[0].split(";")[0]).strip()
    return {i: t for i, t in out.items() if i not in bad}


def mnemonic_examples(files, jobs=min(2, os.cpu_count() or 1)):
    """(order, tries, chosen): the keys (first word, "X::Y" for VOPD) in order
    of first occurrence, the occurrences tried for each, and for each key whose
    instance assembled the first such instance as llvm-mc-22 prints it."""
    parsed = [(f, *parse_file(f)) for f in files]
    order, tries = [], {}
    for f, sets, stmts in parsed:
        for s in stmts:
            k = key_of(s[1])
            if k not in tries:
                tries[k] = []
                order.append(k)
            if len(tries[k]) < MAX_TRIES and (f, s) not in tries[k]:
                tries[k].append((f, s))
    chosen = {}
    for rnd in range(MAX_TRIES):
        byfile = {}
        for k in order:
            if k not in chosen and rnd < len(tries[k]):
                f, s = tries[k][rnd]
                byfile.setdefault(f, []).append((k, s))
        if not byfile:
            break
        work = [(sets, byfile[f]) for f, sets, _ in parsed if f in byfile]
        # One llvm-mc-22 per file, run side by side; merged in file order.
        with concurrent.futures.ThreadPoolExecutor(jobs) as pool:
            results = list(pool.map(lambda w: assemble(w[0], [s for _, s in w[1]]), work))
        for (_, items), res in zip(work, results):
            for i, (k, s) in enumerate(items):
                if i in res and k not in chosen:
                    chosen[k] = res[i]
    return order, tries, chosen
