#!/usr/bin/env python3
"""Golden-file tests for silken (after wabt's run-tests.py).

Each case is tests/golden/<area>/<case>.s. Its first lines may carry:
    # ARGS: <arguments>    passed to silken; '%s' is the input (else appended)
    # EXIT: <code>         expected exit code (default 0)
    # NOINPUT              do not append the case file to the arguments
    # INPUT: <path>        the input is this file (relative to the case), not
                           the case file: one sample, several option sets
    # CHECK: clean|warns|fails
                           run `silken check` on the output: it must pass
                           with no diagnostic, pass with warnings only, or
                           fail (default for cases under cluster-barrier/
                           and waitcnt/: clean)
Expectations beside it (only the files that exist are checked):
    <case>.expected.s|.json|.dot|.txt   standard output
    <case>.expected.stderr              standard error (else it must be empty)
    <case>.remarks.json                 the --remarks document
Cases named bad-* must exit non-zero and must not write or clobber -o.
Cases that succeed and print assembly are run again on their own output,
which must not change (idempotency). Rewrite cases run with --verify-each
(not those whose output must fail the check). --update writes the
expectations, and creates the standard-output file of a new case (.s for a
rewrite, .json/.dot/.txt for a report).

Usage: run_golden.py [--silken PATH] [--update] [FILTER]
"""
import argparse
import difflib
import os
import re
import shlex
import subprocess
import sys
import tempfile

from project import ROOT, run_cases
GOLDEN = os.path.join(ROOT, "tests", "golden")
STDOUT_SUFFIXES = [".expected.s", ".expected.json", ".expected.dot", ".expected.txt"]


def check_mode(path):
    with open(path, "rb") as f:
        for raw in re.split(rb"\r\n|\r|\n", f.read(4096))[:6]:
            line = raw.decode("utf-8", "replace")
            if line.startswith("# CHECK:"):
                return (line[len("# CHECK:"):].split() or [""])[0]
    return "clean" if os.path.basename(os.path.dirname(path)) in ("cluster-barrier", "waitcnt") else None


def input_of(path):
    """The file a case runs on: its own, or the one its '# INPUT:' names."""
    with open(path, "rb") as f:
        for raw in re.split(rb"\r\n|\r|\n", f.read(4096))[:6]:
            line = raw.decode("utf-8", "replace").rstrip("\r")
            if line.startswith("# INPUT:"):
                return line[len("# INPUT:"):].strip()
    return os.path.basename(path)


def headers(path):
    args, code, noinput = None, 0, False
    with open(path, "rb") as f:
        for raw in re.split(rb"\r\n|\r|\n", f.read(4096))[:5]:
            line = raw.decode("utf-8", "replace").rstrip("\r")
            if line.startswith("# ARGS:"):
                args = line[len("# ARGS:"):].strip()
            elif line.startswith("# EXIT:"):
                code = int(line[len("# EXIT:"):].strip())
            elif line.strip() == "# NOINPUT":
                noinput = True
    if noinput and args is not None:
        args += " %n"
    return args, code


SUBCOMMANDS = ("check", "cfg", "stats", "isa")


def run(silken, args, name, cwd, extra=(), verify=True):
    argv = [silken] + [a.replace("%s", name) for a in shlex.split(args) if a != "%n"]
    if "%s" not in args and "%n" not in args:
        argv.append(name)
    # Every rewrite runs with the IR verifier and silken check after each
    # pass: a pass that breaks an invariant fails its golden case.
    if (verify and len(argv) > 1 and not any(a in SUBCOMMANDS for a in argv[1:]) and
            "--help" not in argv):
        argv.insert(1, "--verify-each")
    argv += list(extra)
    env = dict(os.environ, NO_COLOR="1")
    return subprocess.run(argv, cwd=cwd, capture_output=True, env=env, timeout=120)


def compare(label, expected_path, actual, update, failures):
    if update:
        with open(expected_path, "wb") as f:
            f.write(actual)
        return
    with open(expected_path, "rb") as f:
        expected = f.read()
    if expected != actual:
        diff = difflib.unified_diff(
            expected.decode("utf-8", "replace").splitlines(True),
            actual.decode("utf-8", "replace").splitlines(True),
            os.path.relpath(expected_path, ROOT), "actual " + label)
        failures.append("".join(diff) or f"{label}: bytes differ\n")


def check_case(silken, path, update):
    cwd, name = os.path.split(path)
    stem = name[:-2]
    args, want_code = headers(path)
    if args is None:
        return [f"{path}: missing '# ARGS:' line"]
    failures = []
    remarks = os.path.join(cwd, stem + ".remarks.json")
    extra = []
    with tempfile.TemporaryDirectory() as tmp:
        remarks_out = os.path.join(tmp, "remarks.json")
        if os.path.exists(remarks):
            extra = ["--remarks", remarks_out]
        # A case that shows an output silken check rejects (a spec mode with
        # the safety net off) runs without --verify-each.
        verify = check_mode(path) != "fails"
        r = run(silken, args, input_of(path), cwd, extra, verify)
        if r.returncode != want_code:
            failures.append(f"exit code {r.returncode}, expected {want_code}\n"
                            + r.stderr.decode("utf-8", "replace")[:2000])
        stdout_file = next((os.path.join(cwd, stem + s) for s in STDOUT_SUFFIXES
                            if os.path.exists(os.path.join(cwd, stem + s))), None)
        if not stdout_file and update and r.stdout:
            # A new case: its expected output gets the suffix of what it is.
            first = shlex.split(args)[0] if shlex.split(args) else ""
            out = r.stdout.lstrip()
            suffix = (".expected.json" if out.startswith((b"{", b"[")) else
                      ".expected.dot" if out.startswith(b"digraph") else
                      ".expected.txt" if first in SUBCOMMANDS else ".expected.s")
            stdout_file = os.path.join(cwd, stem + suffix)
        if stdout_file:
            compare("stdout", stdout_file, r.stdout, update, failures)
        elif r.stdout and not update:
            failures.append("unexpected output on stdout (add an .expected file)\n")
        stderr_file = os.path.join(cwd, stem + ".expected.stderr")
        if os.path.exists(stderr_file) or (update and r.stderr):
            compare("stderr", stderr_file, r.stderr, update, failures)
        elif r.stderr:
            failures.append("unexpected stderr:\n" + r.stderr.decode("utf-8", "replace")[:2000])
        if extra:
            data = open(remarks_out, "rb").read() if os.path.exists(remarks_out) else b""
            compare("remarks", remarks, data, update, failures)

        if stem.startswith("bad-"):
            if want_code == 0:
                failures.append("bad-* cases must expect a non-zero exit code\n")
            if r.stdout:
                failures.append("a failing run printed output\n")
            # The output file must be neither written nor clobbered.
            target = os.path.join(tmp, "out.s")
            with open(target, "wb") as f:
                f.write(b"sentinel\n")
            r2 = run(silken, args, input_of(path), cwd, ["-o", target])
            if r2.returncode == 0 or open(target, "rb").read() != b"sentinel\n":
                failures.append("a failing run wrote its -o file\n")
            if [p for p in os.listdir(tmp) if p.startswith("out.s.")]:
                failures.append("a failing run left a temporary file\n")
        elif r.returncode == 0 and stdout_file and stdout_file.endswith(".s"):
            # Idempotency: the pipeline on its own output changes nothing.
            again = os.path.join(tmp, "again.s")
            with open(again, "wb") as f:
                f.write(r.stdout)
            # From the case's directory: a file ARGS names is relative to it.
            r3 = run(silken, args.replace("%s", again), again, cwd)
            if r3.returncode != 0 or r3.stdout != r.stdout:
                failures.append("not idempotent: a second run changed the output\n")
            mode = check_mode(path)
            if mode:
                r4 = run(silken, "check %s", again, tmp)
                if mode == "clean" and (r4.returncode != 0 or r4.stderr):
                    failures.append("silken check rejects the output:\n" +
                                    r4.stderr.decode("utf-8", "replace")[:2000])
                if mode == "warns" and (r4.returncode != 0 or b"warning:" not in r4.stderr):
                    failures.append("silken check must pass with warnings:\n" +
                                    r4.stderr.decode("utf-8", "replace")[:2000])
                if mode == "fails" and r4.returncode == 0:
                    failures.append("silken check accepts an output it must reject\n")
    return failures


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--silken", default=os.path.join(ROOT, "build", "silken"))
    ap.add_argument("--update", action="store_true", help="rewrite expectations")
    ap.add_argument("filter", nargs="?", default="")
    o = ap.parse_args()
    silken = os.path.abspath(o.silken)
    cases = []
    for d, _, files in os.walk(GOLDEN):
        for f in files:
            if f.endswith(".s") and not f.endswith(".expected.s"):
                p = os.path.join(d, f)
                if o.filter in os.path.relpath(p, GOLDEN):
                    cases.append(p)
    cases.sort()
    return run_cases([(p, os.path.relpath(p, GOLDEN)) for p in cases],
                     lambda p: check_case(silken, p, o.update), "golden cases")

if __name__ == "__main__":
    sys.exit(main())
