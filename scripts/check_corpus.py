#!/usr/bin/env python3
"""Whole-file checks on every sample and corpus file.

For each .s file in samples/ and in ../shared/corpus/ (when it exists):
  1. identity: `silken --passes=` prints the input byte for byte, no errors;
  2. idempotency: the default pipeline run on its own output changes nothing;
  3. llvm-mc-22: the output has no more assembler errors than the input
     (skipped, with a message, when llvm-mc-22 is not installed);
  4. ISA coverage: `silken isa` classifies every distinct mnemonic;
  5. barriers: `silken check` finds no more errors in the output than in the
     input (the pipeline never breaks barrier use), and on TensileLite-shaped
     files (name contains "tensile") no barrier error or warning at all;
  6. the corpus TensileLite kernel that already carries the cluster
     handshakes is unchanged by the cluster-barrier pass with
     --cluster-barrier-tail-signal=spec (docs/cluster-barrier.md), and with
     its handshakes stripped, the pass puts them back at the same anchors
     (the two outputs are the same program but for label names).
  7. line endings: a CR-only and a mixed (LF, CR, CRLF) copy print back byte
     for byte with --passes=, and the default chain (and `check`) gives the
     same result as on the LF copy, modulo line endings.
  8. remarks: the default chain writes the same output whether its remarks
     are read (--remarks) or not (passes skip remark-only work without).
Then odd inputs generated on the fly: an empty file, a 10 MB comment line,
a 10 MB line of garbage, and a 200,000-line file; and a 10,000-line kernel
of each scripts/gen-kernel shape: llvm-mc-22 accepts it, `--passes=` is the
identity, `silken check` is silent on it and on the default chain's output,
the chain is idempotent and writes the same with --remarks (also with expert
scheduling mode switched on at the kernel's entry) (the 100k and 1M sizes
are scripts/bench --scale's).

Usage: check_corpus.py [--silken PATH]
"""
import argparse
import re
import os
import shutil
import subprocess
import sys
import tempfile
import time

import scale
from project import CORPUS, LLVM_MC, ROOT, corpus_files, sample_files


def silken(exe, args, data=None, path=None):
    argv = [exe] + args + ([path] if path else [])
    return subprocess.run(argv, input=data, capture_output=True, timeout=300)


def mc_errors(path):
    r = subprocess.run(LLVM_MC + [path], capture_output=True, timeout=300)
    return sum(1 for line in r.stderr.decode("utf-8", "replace").splitlines()
               if ": error:" in line)


HANDSHAKE_LABEL = re.compile(rb"label_skipCBPreSignal_(LCL_)?[0-9A-Za-z]{16}")


def strip_handshakes(data):
    """Removes the cluster handshakes the way a user would by hand: the
    LoopCounterL-gated signal block with its workgroup sync, wave-gated
    signals, cluster waits and their skip labels."""
    lines = data.split(b"\n")
    drop = set()
    for i, line in enumerate(lines):
        code = line.split(b"//")[0]
        if b"s_cbranch_scc1 label_skipCBPreSignal_LCL_" in code:
            drop.update({i - 1, i, i + 1, i + 2})  # LCL compare, branch, wg sync
        if b"s_cbranch_scc0 label_skipCBPreSignal_" in code:
            drop.update({i - 1, i})  # wave-index compare and its branch
        if (b"s_barrier_signal -3" in code or b"s_barrier_wait -3" in code or
                HANDSHAKE_LABEL.search(code)):
            drop.add(i)
    return b"\n".join(l for i, l in enumerate(lines) if i not in drop)


def normalized(asm):
    """The instructions and labels of a file, comments dropped and the
    handshake labels' hashes blanked."""
    out = []
    for line in asm.split(b"\n"):
        code = HANDSHAKE_LABEL.sub(b"label_skipCB", line.split(b"//")[0]).strip()
        if code:
            out.append(code)
    return out


def check_file(exe, path, have_mc, tmp):
    fails = []
    data = open(path, "rb").read()
    r = silken(exe, ["--passes="], path=path)
    if r.returncode != 0 or b": error:" in r.stderr:
        fails.append("parse failed:\n" + r.stderr.decode("utf-8", "replace")[:1500])
        return fails
    if r.stdout != data:
        fails.append("--passes= is not the identity")
    isa = silken(exe, ["isa"], path=path)
    if isa.returncode != 0:
        fails.append("mnemonics the ISA table does not classify:\n" +
                     isa.stderr.decode("utf-8", "replace")[:1500])
    out = silken(exe, [], path=path)
    if out.returncode != 0:
        fails.append("default pipeline failed")
        return fails
    check_in = silken(exe, ["check"], path=path)
    check_out = silken(exe, ["check", "-"], data=out.stdout)
    if check_out.stderr.count(b": error:") > check_in.stderr.count(b": error:"):
        fails.append("silken check finds new errors in the output:\n" +
                     check_out.stderr.decode("utf-8", "replace")[:1500])
    if "tensile" in os.path.basename(path):
        # Every TensileLite-shaped kernel: the default output's barriers are
        # accepted with no warning (parse warnings of excerpts aside).
        barriers = silken(exe, ["check", "--waits=false", "-"], data=out.stdout)
        found = [l for l in barriers.stderr.split(b"\n")
                 if (b": warning:" in l or b": error:" in l) and b"is not defined in this file" not in l]
        if found:
            fails.append("silken check warns about the default output's barriers:\n" +
                         b"\n".join(found).decode("utf-8", "replace")[:1500])
    if "MT16x16x64_MI16x16x1_ISA1250" in path:
        kept = silken(exe, ["--passes=cluster-barrier", "--cluster-barrier-tail-signal=spec"],
                      path=path)
        if kept.stdout != data:
            fails.append("cluster-barrier changed a kernel that already carries its handshakes")
        stripped = strip_handshakes(data)
        if stripped == data:
            fails.append("found no handshakes to strip")
        rebuilt = silken(exe, ["--passes=cluster-barrier"], data=stripped)
        full = silken(exe, ["--passes=cluster-barrier"], path=path)
        if normalized(rebuilt.stdout) != normalized(full.stdout):
            fails.append("with its handshakes stripped, the pass does not put them back "
                         "at the same anchors")
    again = silken(exe, [], data=out.stdout)
    if again.returncode != 0 or again.stdout != out.stdout:
        fails.append("default pipeline is not idempotent")
    fails += same_with_remarks(exe, path, out.stdout, tmp)
    fails += check_line_endings(exe, data, out.stdout, check_in)
    if have_mc:
        out_path = os.path.join(tmp, "out.s")
        with open(out_path, "wb") as f:
            f.write(out.stdout)
        before, after = mc_errors(path), mc_errors(out_path)
        if after > before:
            fails.append(f"llvm-mc-22 errors rose from {before} to {after}")
    return fails


def with_endings(data, endings):
    """`data` with its line terminators replaced, in turn, by `endings`."""
    lines = re.split(rb"\r\n|\r|\n", data)
    out = bytearray()
    for i, line in enumerate(lines):
        out += line
        if i + 1 < len(lines):
            out += endings[i % len(endings)]
    return bytes(out)


def check_line_endings(exe, data, lf_out, lf_check):
    """A lone CR ends a line for llvm-mc, so a CR-only or mixed copy must be
    read as the same lines: printed back byte for byte, and the default chain
    and `check` give what they give on the LF copy, modulo line endings."""
    fails = []
    lf_out = with_endings(lf_out, [b"\n"])
    for name, endings in (("CR-only", [b"\r"]), ("mixed", [b"\n", b"\r", b"\r\n"])):
        copy = with_endings(data, endings)
        r = silken(exe, ["--passes="], data=copy)
        if r.returncode != 0 or r.stdout != copy:
            fails.append(f"{name} copy: --passes= is not the identity")
        r = silken(exe, [], data=copy)
        if r.returncode != 0 or with_endings(r.stdout, [b"\n"]) != lf_out:
            fails.append(f"{name} copy: the default chain differs from the LF copy's")
        if name == "CR-only":
            c = silken(exe, ["check", "-"], data=copy)
            if c.returncode != lf_check.returncode or \
               c.stderr.count(b": error:") != lf_check.stderr.count(b": error:"):
                fails.append("CR-only copy: silken check differs from the LF copy's")
    return fails


def check_odd_inputs(exe, tmp):
    fails = []
    r = silken(exe, ["--passes="], data=b"")
    if r.returncode != 0 or r.stdout != b"" or r.stderr:
        fails.append("empty input: expected empty output and exit 0")
    big_comment = b"// " + b"x" * 10_000_000 + b"\ns_nop 0\n"
    start = time.monotonic()
    r = silken(exe, ["--passes="], data=big_comment)
    if r.returncode != 0 or r.stdout != big_comment:
        fails.append("10 MB comment line: not the identity")
    print(f"     10 MB comment line: {time.monotonic() - start:.2f} s")
    garbage = b"s_nop 0\n" + b"&%!*" * 2_500_000 + b"\n"
    r = silken(exe, ["--passes="], data=garbage)
    if r.returncode != 1 or r.stdout or len(r.stderr) > 2000:
        fails.append("10 MB garbage line: expected exit 1, no output, a short diagnostic")
    body = "".join(f"  v_add_f32 v{i % 200}, v{(i + 1) % 200}, v{(i + 2) % 200} // {i}\n"
                   for i in range(200_000)).encode()
    start = time.monotonic()
    r = silken(exe, ["--passes="], data=body)
    if r.returncode != 0 or r.stdout != body:
        fails.append("200,000-line file: not the identity")
    print(f"     200,000-line file: {time.monotonic() - start:.2f} s")
    return fails


def same_with_remarks(exe, path, out, tmp):
    """Check 8: the chain's output does not depend on whether its remarks
    are read."""
    remarks = os.path.join(tmp, "remarks.json")
    r = silken(exe, ["--remarks", remarks], path=path)
    return [] if r.stdout == out else ["the default chain writes other code with --remarks"]


def check_generated(exe, tmp, have_mc):
    fails = []
    for shape in scale.SHAPES:
        path = os.path.join(tmp, f"gen-{shape}.s")
        scale.generate(path, 10_000, shape)
        data = open(path, "rb").read()
        # Expert scheduling mode 2 from the entry on: the ESM2 paths.
        esm2 = os.path.join(tmp, f"gen-{shape}-esm2.s")
        scale.generate(esm2, 10_000, shape, expert=True)
        for variant in (path, esm2):
            r = silken(exe, [], path=variant)
            fails += [f"{shape}: " + f for f in same_with_remarks(exe, variant, r.stdout, tmp)]
        start = time.monotonic()
        if have_mc and subprocess.run(LLVM_MC + [path], capture_output=True).returncode:
            fails.append(f"{shape}: llvm-mc-22 rejects the generated kernel")
        if silken(exe, ["--passes="], path=path).stdout != data:
            fails.append(f"{shape}: --passes= is not the identity")
        c = silken(exe, ["check"], path=path)
        if c.returncode or c.stderr:
            fails.append(f"{shape}: silken check is not silent:\n" + c.stderr.decode()[:1000])
        out = silken(exe, [], path=path).stdout
        if silken(exe, ["-"], data=out).stdout != out:
            fails.append(f"{shape}: the default chain is not idempotent")
        c = silken(exe, ["check", "-"], data=out)
        if c.returncode or c.stderr:
            fails.append(f"{shape}: silken check on the chain's output:\n" + c.stderr.decode()[:1000])
        print(f"     generated {shape} 10k: {time.monotonic() - start:.2f} s")
    return fails


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--silken", default=os.path.join(ROOT, "build", "silken"))
    o = ap.parse_args()
    exe = os.path.abspath(o.silken)
    have_mc = shutil.which("llvm-mc-22") is not None
    if not have_mc:
        print("SKIP llvm-mc-22 checks: llvm-mc-22 is not installed (apt-get install llvm-22)")
    files = sample_files()
    if os.path.isdir(CORPUS):
        files += corpus_files()
    else:
        print(f"SKIP corpus: {CORPUS} is not present")
    failed = 0
    with tempfile.TemporaryDirectory() as tmp:
        for path in files:
            fails = check_file(exe, path, have_mc, tmp)
            name = os.path.relpath(path, os.path.dirname(ROOT))
            print(("FAIL " if fails else "ok   ") + name)
            for f in fails:
                print("     " + f)
            failed += bool(fails)
        for label, check in (("odd inputs", lambda: check_odd_inputs(exe, tmp)),
                             ("generated kernels", lambda: check_generated(exe, tmp, have_mc))):
            fails = check()
            print(("FAIL " if fails else "ok   ") + label)
            for f in fails:
                print("     " + f)
            failed += bool(fails)
    print(f"{len(files) + 2 - failed} of {len(files) + 2} checks passed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
