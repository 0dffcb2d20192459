#!/usr/bin/env python3
"""Hostile inputs, generated on the fly (too big to keep as golden files).

Each case is an input generator and an expected exit code; its expected
stderr is tests/hostile/<case>.expected.stderr (exact text, caret line
included; `--update` rewrites them, read the diff). Every case runs through
the default chain with `-o`, `--passes=`, `cfg`, `stats`, `check` and
`isa`, each with a 1 MiB stack (nothing the input controls may recurse
deeply) and a time limit. A failing case must print nothing on stdout and
neither create its -o file nor leave a temporary behind.

Usage: check_hostile.py [--silken PATH] [--update] [FILTER]
"""
import argparse
import difflib
import os
import re
import random
import resource
import subprocess
import sys
import tempfile

from project import ROOT, run_cases
EXPECTED = os.path.join(ROOT, "tests", "hostile")
DEEP = 50_000  # the depth that overflowed the stack before it was bounded
STACK = 1 << 20
COMMANDS = [[], ["--passes="], ["cfg"], ["stats"], ["check"], ["isa"]]
TIMEOUT = 120  # seconds per command; a case may give its own (a third element)


def nest(open_, inner, close):
    return open_ * DEEP + inner + close * DEEP


# name -> (bytes of the input, expected exit code[, time limit in seconds])
CASES = {
    # Operand modifiers (InstructionParser::parseOperand).
    "deep-abs": (f"v_add_f32 v0, {nest('|', 'v1', '|')}, v2\n", 1),
    "deep-neg": (f"v_add_f32 v0, {nest('neg(', 'v1', ')')}, v2\n", 1),
    "deep-neg-abs": (f"v_add_f32 v0, {nest('-|', 'v1', '|')}, v2\n", 1),
    "deep-abs-fn": (f"v_add_f32 v0, {nest('abs(', 'v1', ')')}, v2\n", 1),
    # Expressions (ExprParser): parentheses, unary chains, function calls,
    # inside a register range and in .set.
    "deep-paren": (f"s_mov_b32 s0, {nest('(', '1', ')')}\n", 1),
    "deep-unary": ("s_mov_b32 s0, " + "-~" * DEEP + "1\n", 1),
    "deep-call": (f".set x, {nest('max(', '1', ')')}\n", 1),
    "deep-range": (f"v_mov_b32 v0, v[{nest('(', '1', ')')}]\n", 1),
    # Numbers beyond every integer type.
    "huge-register": ("v_mov_b32 v99999999999, v1\n"
                      "s_mov_b32 s99999999999999999999999, 0\n"
                      "v_mov_b32 v0, ttmp" + "9" * 4000 + "\n", 1),
    "huge-literal": ("s_mov_b32 s0, 99999999999999999999999\n"
                     "s_mov_b32 s0, 0x" + "f" * 40 + "\n", 1),
    # Bytes no assembler wrote: random (seeded), NULs, and many errors
    # stopped by the error limit.
    "random-bytes": (random.Random(15).randbytes(1 << 16), 1),
    "random-no-nul": (random.Random(16).randbytes(1 << 16).replace(b"\0", b""), 1),
    "nul-lines": (b"s_nop 0\n" + b"\0" * 1000 + b"\ns_nop\0 1\n", 1),
    "many-errors": ("".join(f"  v_add_f32 v{i % 200}, v1 v2\n" for i in range(5000)), 1),
    # Ten megabytes on one line: garbage (one short error), and one
    # identifier as an operand (llvm-mc-22 makes it an external relocation;
    # a short warning, its name clipped in the message and the echoed line).
    "garbage-line": (b"s_nop 0\n" + b"&%!*" * 2_500_000 + b"\n", 1),
    "huge-identifier": ("v_mov_b32 v0, " + "a" * 10_000_000 + "\n", 0),
    "huge-branch-target": ("s_branch " + "b" * 10_000_000 + "\ns_endpgm\n", 0),
    # One line of 200,000 operands, walked over by 2,000 wait searches
    # (29 s in silken check before the searches read precomputed units).
    "wide-line": ("global_load_b32 v0, v1, s[0:1]\nglobal_store_b32 v1, v200, s[0:1]\n"
                  "s_wait_loadcnt 0\ns_wait_xcnt 0\n"
                  "v_add_f32 v5, " + ", ".join(f"v{i % 256}" for i in range(200_000)) + "\n" +
                  "global_store_b32 v1, " + ", ".join(f"v{i * 7 % 256}" for i in range(200_000)) +
                  "\ns_wait_xcnt 0\n" + "".join(f"v_add_f32 v{2 + i % 3}, v0, v0\nv_mov_b32 v200, {i}\n"
                                  for i in range(2000)) + "s_endpgm\n", 0, 10),
    # 20,000 tensor loads in one block with no barrier: cluster-barrier's
    # rule 4 scanned back from each load to the block's start (9 s at 4,000).
    "many-tensor-loads": ("".join("tensor_load_to_lds s[0:3], s[4:11]\n" + "s_nop 0\n" * 4 +
                                  "s_wait_tensorcnt 0x0\n" for _ in range(20000)) +
                          "s_endpgm\n", 0, 10),
    # 4,000 blocks each issuing a tensor load and reading LDS, branching at
    # random: the LDS transfer check's states grew with every transfer
    # joined in (151 s before they were bounded). The annotations make the
    # buffers disjoint, so the check is clean.
    "many-transfers-cfg": ("".join(f"L{i}:\n  s_wait_tensorcnt 0x8\n"
                                   f"  tensor_load_to_lds s[0:3], s[4:11] // silken: lds=1\n"
                                   f"  ds_load_b32 v1, v0 offset:{4 * (i % 100)} // silken: lds=2\n"
                                   f"  s_wait_dscnt 0x0\n  s_cmp_eq_u32 s30, {i % 32}\n"
                                   f"  s_cbranch_scc1 L{random.Random(i).randrange(4000)}\n"
                                   for i in range(4000)) + "  s_endpgm\n", 0, 20),
    # Thousands of labels, each block branching to a random one.
    "many-labels": ("".join(f"L{i}:\n  s_cmp_eq_u32 s4, {i % 32}\n"
                            f"  s_cbranch_scc1 L{random.Random(i).randrange(5000)}\n"
                            for i in range(5000)) + "  s_endpgm\n", 0),
}


def limit_stack():
    resource.setrlimit(resource.RLIMIT_STACK, (STACK, STACK))


def run(silken, argv, cwd, timeout):
    env = dict(os.environ, NO_COLOR="1")
    return subprocess.run([silken] + argv, cwd=cwd, capture_output=True, env=env,
                          timeout=timeout, preexec_fn=limit_stack)


def check_case(silken, name, data, want_code, update, timeout=TIMEOUT):
    failures = []
    expected_path = os.path.join(EXPECTED, name + ".expected.stderr")
    with tempfile.TemporaryDirectory() as tmp:
        src = name + ".s"
        with open(os.path.join(tmp, src), "wb") as f:
            f.write(data if isinstance(data, bytes) else data.encode())
        first = None
        for cmd in COMMANDS:
            out = os.path.join(tmp, "out.s")
            argv = cmd + [src] + (["-o", out] if cmd in ([], ["--passes="]) else [])
            try:
                r = run(silken, argv, tmp, timeout)
            except subprocess.TimeoutExpired:
                failures.append(f"{' '.join(['silken'] + argv)}: over {timeout} s")
                continue
            label = " ".join(["silken"] + argv)
            if r.returncode != want_code:
                failures.append(f"{label}: exit code {r.returncode}, expected {want_code}")
            if want_code != 0 and (r.stdout or os.path.exists(out) or
                                   [p for p in os.listdir(tmp) if p.startswith("out.s")]):
                failures.append(f"{label}: a failing run printed or wrote output")
            # `silken check` ends with its summary line; the diagnostics
            # before it are the ones every command must give.
            stderr = re.sub(rb"silken check: [^\n]*\n\Z", b"", r.stderr)
            if first is None:
                first = stderr
            elif stderr != first:
                failures.append(f"{label}: stderr differs from the default chain's")
        if update:
            with open(expected_path, "wb") as f:
                f.write(first)
        elif not os.path.exists(expected_path):
            failures.append(f"missing {os.path.relpath(expected_path, ROOT)}")
        else:
            expected = open(expected_path, "rb").read()
            if expected != first:
                failures.append("".join(difflib.unified_diff(
                    expected.decode("utf-8", "replace").splitlines(True),
                    first.decode("utf-8", "replace").splitlines(True),
                    os.path.relpath(expected_path, ROOT), "actual stderr")))
    return failures


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--silken", default=os.path.join(ROOT, "build", "silken"))
    ap.add_argument("--update", action="store_true", help="rewrite expectations")
    ap.add_argument("filter", nargs="?", default="")
    o = ap.parse_args()
    silken = os.path.abspath(o.silken)
    os.makedirs(EXPECTED, exist_ok=True)
    names = [n for n in CASES if o.filter in n]
    return run_cases([(n, n) for n in names],
                     lambda n: check_case(silken, n, *CASES[n][:2], o.update, *CASES[n][2:]),
                     "hostile cases")

if __name__ == "__main__":
    sys.exit(main())
