#!/usr/bin/env python3
"""Many kernels in one run: `silken INPUT... --output-dir DIR` and
`silken check INPUT...`.

Generates kernels in a temporary directory by copying the samples (each copy
varied by a leading comment, so no two files are the same), adds one file
that does not parse, and checks that:
  1. the batch writes, for every good file, exactly what a run on that file
     alone writes (output and remarks), and nothing for the bad one;
  2. the bad file does not stop the others, and the exit code is 1;
  3. stdout, stderr and every written byte are the same at -j 1, 2 and 4,
     for the rewrite and for `silken check` (text, json and sarif);
  4. two inputs that would write the same output are a usage error (exit 2),
     and a progress line appears on stderr only when it is a terminal;
  5. the pure-function contract: each command gives the same bytes when run
     from two different working directories with different TZ, locale and
     SOURCE_DATE_EPOCH, and no output carries an absolute path (an absolute
     input is named relative to the working directory).
With --bench N, instead times the default chain and `silken check` over N
generated kernels at -j 1, 2 and all cores (best of 3), and prints a table.

Usage: check_batch.py [--silken PATH] [--bench N]
"""
import argparse
import filecmp
import os
import subprocess
import sys
import tempfile
import time

from project import sample_files


def run(exe, args, cwd):
    return subprocess.run([exe] + args, cwd=cwd, capture_output=True, timeout=600)


def generate(tmp, count):
    """count kernels in tmp/in, copies of the samples, each a little different."""
    samples = sorted(sample_files())
    names = []
    os.makedirs(os.path.join(tmp, "in"), exist_ok=True)
    for i in range(count):
        src = samples[i % len(samples)]
        name = "k%04d_%s" % (i, os.path.basename(src))
        with open(src, "rb") as f:
            data = f.read()
        with open(os.path.join(tmp, "in", name), "wb") as f:
            f.write(b"// generated copy %d\n" % i + data)
        names.append(os.path.join("in", name))
    return names


def same_tree(a, b):
    cmp = filecmp.dircmp(a, b)
    if cmp.left_only or cmp.right_only or cmp.diff_files or cmp.funny_files:
        return False
    _, mismatch, errors = filecmp.cmpfiles(a, b, cmp.common_files, shallow=False)
    return not mismatch and not errors and all(
        same_tree(os.path.join(a, d), os.path.join(b, d)) for d in cmp.common_dirs)


def check(exe):
    failures = []
    with tempfile.TemporaryDirectory() as tmp:
        inputs = generate(tmp, 30)
        with open(os.path.join(tmp, "in", "k0015_bad.s"), "wb") as f:
            f.write(b"s_nop 0\nv_add_f32 v0, v1,\n")
        inputs.insert(15, os.path.join("in", "k0015_bad.s"))
        runs = {}
        for j in (1, 2, 4):
            out = "out%d" % j
            r = run(exe, inputs + ["--output-dir", out, "--suffix", ".opt",
                                   "--remarks-dir", out + "/remarks", "-j", str(j)], tmp)
            if r.returncode != 1:
                failures.append("-j %d: exit %d, expected 1" % (j, r.returncode))
            runs[j] = r
            for fmt in ("text", "json", "sarif"):
                runs[(j, fmt)] = run(exe, ["check", "--format=" + fmt, "-j", str(j)] + inputs, tmp)
        for j in (2, 4):
            if runs[j].stderr.replace(b"out%d" % j, b"out1") != runs[1].stderr:
                failures.append("-j %d: stderr differs from -j 1" % j)
            if not same_tree(os.path.join(tmp, "out1"), os.path.join(tmp, "out%d" % j)):
                failures.append("-j %d: written files differ from -j 1" % j)
            for fmt in ("text", "json", "sarif"):
                a, b = runs[(1, fmt)], runs[(j, fmt)]
                if (a.stdout, a.stderr, a.returncode) != (b.stdout, b.stderr, b.returncode):
                    failures.append("check --format=%s -j %d differs from -j 1" % (fmt, j))
        if runs[(1, "text")].returncode != 1:
            failures.append("check: exit %d, expected 1" % runs[(1, "text")].returncode)
        for line in (b"silken: in/k0015_bad.s: failed",
                     b"silken: 31 files, 30 rewritten, 1 failed"):
            if line not in runs[1].stderr.split(b"\n"):
                failures.append("missing summary line %r" % line)
        if os.path.exists(os.path.join(tmp, "out1", "k0015_bad.opt.s")):
            failures.append("the bad file's output was written")
        # Each written file is what a run on that file alone writes.
        for name in inputs[:6]:
            stem = os.path.basename(name)[:-2]
            if "bad" in stem:
                continue
            r = run(exe, [name, "--remarks", "alone.json"], tmp)
            with open(os.path.join(tmp, "out1", stem + ".opt.s"), "rb") as f:
                if f.read() != r.stdout:
                    failures.append(name + ": batch output differs from a single run")
            with open(os.path.join(tmp, "out1", "remarks", stem + ".opt.remarks.json"), "rb") as f:
                if f.read() != open(os.path.join(tmp, "alone.json"), "rb").read():
                    failures.append(name + ": batch remarks differ from a single run")
        progress(exe, inputs, tmp, failures)
        os.makedirs(os.path.join(tmp, "other"))
        dup = os.path.join("other", os.path.basename(inputs[0]))
        with open(os.path.join(tmp, dup), "wb") as f:
            f.write(b"s_nop 0\n")
        r = run(exe, [inputs[0], dup, "--output-dir", "dup"], tmp)
        if r.returncode != 2 or os.path.exists(os.path.join(tmp, "dup")):
            failures.append("a duplicate output name: exit %d, expected 2" % r.returncode)
    contract(exe, failures)
    for f in failures:
        print("FAIL " + f)
    print("batch: %d problems" % len(failures))
    return 1 if failures else 0


CONTRACT_RUNS = [
    ["k.s", "--remarks", "r.json"],
    ["check", "--format=json", "k.s"],
    ["check", "--format=sarif", "k.s"],
    ["stats", "--format=json", "k.s"],
    ["cfg", "--format=json", "k.s"],
    ["cfg", "k.s"],
]


def progress(exe, inputs, tmp, failures):
    """A progress line on stderr when it is a terminal, none otherwise."""
    import pty
    master, slave = pty.openpty()
    p = subprocess.Popen([exe, "check", "-j", "2"] + inputs, cwd=tmp, stdout=subprocess.DEVNULL,
                         stderr=slave)
    os.close(slave)
    seen = b""
    while True:
        try:
            chunk = os.read(master, 65536)
        except OSError:
            break
        if not chunk:
            break
        seen += chunk
    p.wait()
    os.close(master)
    if b"\r\x1b[K[1/%d] " % len(inputs) not in seen:
        failures.append("no progress line on a terminal")
    plain = run(exe, ["check", "-j", "2"] + inputs, tmp)
    if b"\r" in plain.stderr:
        failures.append("a progress line on a stderr that is not a terminal")


def contract(exe, failures):
    sample = sample_files()[-1]
    envs = [dict(os.environ, TZ="UTC", LC_ALL="C", LANG="C", SOURCE_DATE_EPOCH="0"),
            dict(os.environ, TZ="Asia/Kolkata", LC_ALL="de_DE.UTF-8", LANG="tr_TR.UTF-8",
                 SOURCE_DATE_EPOCH="2000000000")]
    with tempfile.TemporaryDirectory() as tmp:
        dirs = [os.path.join(tmp, "a"), os.path.join(tmp, "b", "deeper")]
        for d in dirs:
            os.makedirs(d)
            with open(sample, "rb") as f, open(os.path.join(d, "k.s"), "wb") as g:
                g.write(f.read())
        for args in CONTRACT_RUNS + [[os.path.join("%DIR%", "k.s"), "--remarks", "r.json"]]:
            seen = []
            for d, env in zip(dirs, envs):
                argv = [exe] + [x.replace("%DIR%", d) for x in args]
                r = subprocess.run(argv, cwd=d, env=env, capture_output=True, timeout=300)
                remarks = b""
                if os.path.exists(os.path.join(d, "r.json")):
                    remarks = open(os.path.join(d, "r.json"), "rb").read()
                    os.remove(os.path.join(d, "r.json"))
                seen.append((r.returncode, r.stdout, r.stderr, remarks))
                if tmp.encode() in r.stdout + r.stderr + remarks:
                    failures.append("an absolute path in the output of %s" % " ".join(args))
            if seen[0] != seen[1]:
                failures.append("not a pure function: %s differs across cwd/TZ/locale" % " ".join(args))


def bench(exe, count):
    cores = os.cpu_count() or 1
    jobs = sorted({1, 2, cores})
    with tempfile.TemporaryDirectory() as tmp:
        inputs = generate(tmp, count)
        lines = sum(open(os.path.join(tmp, p), "rb").read().count(b"\n") for p in inputs)
        print("%d kernels, %d lines, %d cores" % (count, lines, cores))
        print("| command | " + " | ".join("-j %d" % j for j in jobs) + " |")
        print("|---|" + "---|" * len(jobs))
        for label, args in (("silken --output-dir (default chain)", ["--output-dir", "out"]),
                            ("silken --passes= --output-dir", ["--passes=", "--output-dir", "out"]),
                            ("silken check", ["check"])):
            cells = []
            for j in jobs:
                best = None
                for _ in range(3):
                    start = time.monotonic()
                    run(exe, args + ["-j", str(j)] + inputs, tmp)
                    t = time.monotonic() - start
                    best = t if best is None else min(best, t)
                cells.append("%.2f s (%.0f files/s)" % (best, count / best))
            print("| `%s` | %s |" % (label, " | ".join(cells)))
    return 0


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--silken", default=os.path.join(
        os.path.dirname(os.path.abspath(__file__)), "..", "build", "silken"))
    ap.add_argument("--bench", type=int, default=0)
    a = ap.parse_args()
    exe = os.path.abspath(a.silken)
    return bench(exe, a.bench) if a.bench else check(exe)


if __name__ == "__main__":
    sys.exit(main())
