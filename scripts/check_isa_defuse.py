#!/usr/bin/env python3
"""Cross-check silken's def/use against LLVM 22's instruction descriptions.

For one instance of every distinct mnemonic in ../shared/corpus/ and
samples/ (project.mnemonic_examples, the collection scripts/gen-isa-mca
uses, samples/llvm/wide/ included), compares which registers the
instruction reads and writes:

- silken's view: `silken isa --def-use` on the examples (isa::defUse, what
  every pass asks) and `silken isa` (counters, flags);
- LLVM's view: llvm-mc-22 -show-inst names the MC opcode and its explicit
  operands; llc-22's MIR parser, given that opcode with its operands and no
  implicit ones, names the first missing implicit register ("missing
  implicit register operand 'implicit-def $scc'"), so it is rerun with it
  added until it parses (per distinct opcode); then the machine verifier,
  given every operand as a use, names each explicit operand that is a
  definition ("Explicit definition marked as use"; one run for all).

Per example, each explicit register operand gets a role on each side (r,
w or rw: what the instruction does with all of that operand's register
units), and so do SCC, VCC, EXEC and M0 where no explicit operand names
them. LLVM's $vcc is vcc_lo (gfx1250 is wave32; its MIR says
`implicit-def $vcc_lo`); its $exec is both halves, as in that MIR. The
counter registers $asynccnt/$tensorcnt are compared with silken's counters
column; what writes $mode or $flat_scr, which silken has no unit for, must
be SIDE_EFFECT (s_set_vgpr_msb: write the MSB state); their readers are
only counted. A silken fence (reads and may write everything) agrees with
anything; LLVM's calls have no implicit operands to measure (the MIR
parser does not check them). isa/README.md, "Def/use against LLVM", has
the details.

Every disagreement must be listed, with its reason, in the "Def/use
against LLVM" table of isa/README.md; an unlisted one fails the test, and
so does a listed one that no longer occurs. Exit 77 (CTest: skipped) when
llvm-mc-22 or llc-22 is not installed.

Usage: check_isa_defuse.py [--silken PATH] [--jobs N] [--verbose] [--lines FILE]
"""
import argparse
import concurrent.futures
import os
import re
import shutil
import subprocess
import sys
import tempfile

from project import LLVM_MC_PRINT, ROOT, corpus_files, mnemonic_examples, sample_files

LLC = ["llc-22", "-mtriple=amdgcn-amd-amdhsa", "-mcpu=gfx1250", "-mattr=+real-true16",
       "-run-pass=none", "-o", "/dev/null"]
# llc's crash handler symbolises a stack trace after a verifier error: slow.
ENV = dict(os.environ, LC_ALL="C", LLVM_DISABLE_SYMBOLIZATION="1")
# Instances compared besides the corpus's: shapes its instances hide.
PROBES = os.path.join(ROOT, "isa", "defuse-probes.s")
SPECIAL = ("scc", "vcc", "exec", "m0")
# LLVM keeps async and tensor operations ordered against their waits with
# these registers; silken has wait counters for it (the counters column).
COUNTERS = ("asynccnt", "tensorcnt")


def units_of_llvm_reg(name):
    """silken's unit names for an LLVM register name (MC or MIR spelling),
    None when it is none of silken's units (null, constants, untracked)."""
    n = re.sub(r"_gfx\d+plus$", "", name.lower().lstrip("$"))
    if n in ("vcc", "vcc_lo"):  # wave32
        return {"vcc_lo"}
    if n == "vcc_hi":
        return {"vcc_hi"}
    if n == "exec":
        return {"exec_lo", "exec_hi"}
    if n in ("exec_lo", "exec_hi", "m0", "scc"):
        return {n}
    units = set()
    for part in n.split("_"):
        m = re.fullmatch(r"(vgpr|sgpr|ttmp)(\d+)(_lo16|_hi16)?", part)
        if not m:
            m16 = re.fullmatch(r"(lo16|hi16)", part)
            if m16 and units:  # VGPR5_LO16 splits into vgpr5, lo16
                half = ".l" if part == "lo16" else ".h"
                units = {u for u in units if u.endswith(half)}
                continue
            return None if not units else units
        kind, num = m.group(1), m.group(2)
        if kind == "vgpr":
            units |= {f"v{num}.l", f"v{num}.h"}
        else:
            units.add(("s" if kind == "sgpr" else "ttmp") + num)
    return units or None


def units_of_silken(text):
    if text == "all":
        return None
    out = set()
    for name in text.split():
        if name == "-":
            continue
        if re.fullmatch(r"v\d+", name):
            out |= {name + ".l", name + ".h"}
        else:
            out.add(name)
    return out


def show_inst(path):
    """{example index: (MC opcode, [(kind, value), ...])} from llvm-mc-22 -show-inst."""
    r = subprocess.run(LLVM_MC_PRINT + ["-show-inst", path], capture_output=True, text=True,
                       env=ENV)
    if r.returncode != 0:
        sys.exit(f"llvm-mc-22 -show-inst failed:\n{r.stderr}")
    insts, cur = {}, None
    for line in r.stdout.splitlines():
        m = re.match(r"^SILKEN_L(\d+):", line)
        if m:
            cur = int(m.group(1))
            continue
        m = re.search(r"<MCInst #\d+ ([A-Za-z0-9_]+)", line)
        if m and cur is not None and cur not in insts:
            insts[cur] = (m.group(1), [])
            continue
        m = re.search(r"<MCOperand (\w+):([^>]*)>", line)
        if m and cur in insts and line.lstrip().startswith(";"):
            insts[cur][1].append((m.group(1), m.group(2)))
    return insts


def mir_operand(kind, value):
    if kind == "Reg":
        if value in ("NoRegister", "0"):
            return "$noreg"
        return "$" + re.sub(r"_gfx\d+plus$", "", value).lower()
    return value if kind == "Imm" else "0"


def mir_line(opcode, ops, implicit):
    return " ".join([opcode] + [", ".join([mir_operand(*o) for o in ops] + implicit)]).strip()


def run_llc(tmp, name, body):
    p = os.path.join(tmp, name + ".mir")
    with open(p, "w") as f:
        f.write(f"---\nname: f\nbody: |\n{body}...\n")
    return subprocess.run(LLC + [p], capture_output=True, text=True, env=ENV).stderr


def implicit_operands(tmp, opcode, ops):
    """LLVM's implicit operands of an MC opcode, one llc run per operand."""
    found = []
    while True:
        err = run_llc(tmp, opcode, f"  bb.0:\n    {mir_line(opcode, ops, found)}\n")
        m = re.search(r"missing implicit register operand '([^']+)'", err)
        if not m:
            if re.search(r"^error:", err, re.M):
                return found, err.strip().splitlines()[0]
            return found, None
        if m.group(1) in found:  # added and still missing: the spelling is wrong
            return found, f"llc-22 keeps asking for '{m.group(1)}'"
        found.append(m.group(1))


def explicit_defs(tmp, lines):
    """{block index: {operand index, ...}}: the verifier's "Explicit
    definition marked as use" for the instructions of `lines`, one a block."""
    body = "".join(f"  bb.{i}:\n    {line}\n" for i, line in enumerate(lines))
    err = run_llc(tmp, "all", body)
    defs = {i: set() for i in range(len(lines))}
    for rep in err.split("*** Bad machine code: ")[1:]:
        if not rep.startswith("Explicit definition marked as use"):
            continue
        b = re.search(r"- basic block: %bb\.(\d+)", rep)
        o = re.search(r"- operand (\d+):", rep)
        if b and o:
            defs[int(b.group(1))].add(int(o.group(1)))
    if re.search(r"^error:", err, re.M):  # a parse error: no verifier answer
        sys.exit(f"llc-22 rejects the examples:\n{err[:2000]}")
    return defs


def role(units, reads, writes):
    r = "r" if units <= reads else ""
    w = "w" if units <= writes else ""
    return (r + w) or "-"


def compare(ops, llvm_reads, llvm_writes, ours_reads, ours_writes):
    """[(what, silken role, LLVM role)] where the two views differ."""
    diffs, named = [], set()
    for k, (kind, value) in enumerate(ops):
        units = units_of_llvm_reg(value) if kind == "Reg" else None
        if not units:
            continue
        named |= units
        a, b = role(units, ours_reads, ours_writes), role(units, llvm_reads, llvm_writes)
        if a != b:
            diffs.append((f"op{k}", a, b))
    for reg in SPECIAL:
        units = {"vcc": ["vcc_lo", "vcc_hi"], "exec": ["exec_lo", "exec_hi"]}.get(reg, [reg])
        found = [(u, role({u}, ours_reads, ours_writes), role({u}, llvm_reads, llvm_writes))
                 for u in units if u not in named]
        found = [d for d in found if d[1] != d[2]]
        if len(found) == 2 and found[0][1:] == found[1][1:]:
            found = [(reg,) + found[0][1:]]  # both halves alike: one entry
        diffs += found
    covered = named | {"scc", "vcc_lo", "vcc_hi", "exec_lo", "exec_hi", "m0", "msb"}
    for u in sorted(((ours_reads | ours_writes) ^ (llvm_reads | llvm_writes)) - covered):
        diffs.append((u, role({u}, ours_reads, ours_writes), role({u}, llvm_reads, llvm_writes)))
    return diffs


def listed_disagreements():
    text = open(os.path.join(ROOT, "isa", "README.md")).read()
    section = text.split("## Def/use against LLVM", 1)[-1].split("\n## ", 1)[0]
    listed = set()
    for m in re.finditer(r"^\| `([^`]+)` \| `([^`]+)` \| `([^`]+)` \| `([^`]+)` \|", section, re.M):
        listed.add(m.groups())
    return listed


def read_lines(path, prefix):
    """{prefix + first word: line} for the instructions of a file (// comments)."""
    chosen = {}
    for line in open(path).read().splitlines():
        line = line.split("//")[0].strip()
        if line:
            chosen.setdefault(prefix + line.split()[0].lower(), line)
    return chosen


def write_examples(path, keys, chosen):
    """The examples, one function each (so that each starts in MSB state 0);
    returns {line of the instruction: example index}."""
    line_of = {}
    with open(path, "w") as f:
        for i, k in enumerate(keys):
            f.write(f"\t.type SILKEN_L{i},@function\nSILKEN_L{i}:\n\t{chosen[k]}\n")
            line_of[3 * i + 3] = i
    return line_of


def silken_view(exe, path, line_of):
    """({example: (reads, writes)}, {mnemonic: silken isa row}); reads is
    None for a fence."""
    r = subprocess.run([exe, "isa", "--def-use", path], capture_output=True, text=True)
    table = subprocess.run([exe, "isa", path], capture_output=True, text=True)
    if r.returncode != 0 or table.returncode != 0:
        sys.exit(f"silken isa failed:\n{r.stderr}{table.stderr}")
    head, *rows = [line.split("\t") for line in table.stdout.splitlines()]
    classes = {cells[0]: dict(zip(head, cells)) for cells in rows}
    ours = {}
    for row in r.stdout.splitlines()[1:]:
        cells = row.split("\t")
        if int(cells[0]) in line_of:
            ours[line_of[int(cells[0])]] = (units_of_silken(cells[2]), units_of_silken(cells[3]))
    return ours, classes


def llvm_view(tmp, path, jobs):
    """(insts, implicit, defs): per example its MC opcode and operands, per
    opcode (implicit operands, error or None), per example its written
    operand indices."""
    insts = show_inst(path)
    by_opcode = {}
    for i in sorted(insts):
        by_opcode.setdefault(insts[i][0], insts[i][1])
    with concurrent.futures.ThreadPoolExecutor(max(1, jobs)) as pool:
        implicit = dict(zip(by_opcode, pool.map(
            lambda op: implicit_operands(tmp, op, by_opcode[op]), by_opcode)))
    # Only what parsed: one bad line would leave the verifier silent.
    order = [i for i in sorted(insts) if implicit[insts[i][0]][1] is None]
    defs = explicit_defs(tmp, [mir_line(insts[i][0], insts[i][1], implicit[insts[i][0]][0])
                               for i in order])
    return insts, implicit, {order[b]: d for b, d in defs.items()}


def llvm_sets(ops, defs, implicit, untracked):
    """LLVM's (reads, writes, counters, writes MODE or FLAT_SCR) in silken's
    units; implicit registers silken has no unit for are counted in
    `untracked`."""
    reads, writes, counters, mode_def = set(), set(), set(), False
    for idx, (kind, value) in enumerate(ops):
        units = units_of_llvm_reg(value) if kind == "Reg" else None
        if units:
            (writes if idx in defs else reads).update(units)
    for op in implicit:
        flag, reg = op.split()
        name = reg.lstrip("$")
        if name in COUNTERS:
            counters.add(name)
            continue
        mode_def |= flag == "implicit-def" and name in ("mode", "flat_scr")
        units = units_of_llvm_reg(reg)
        if units is None:
            untracked[name] = untracked.get(name, 0) + 1
            continue
        (writes if flag == "implicit-def" else reads).update(units)
    return reads, writes, counters, mode_def


def side_diffs(mnemonic, row, ours_writes, counters, mode_def):
    """Disagreements on what silken keeps outside its register units."""
    diffs = []
    # MODE (and FLAT_SCR) are no units of silken's: what writes them must be
    # SIDE_EFFECT, an ordering point (s_set_vgpr_msb: the MSB state, which
    # LLVM keeps in MODE).
    if mode_def and "msb" not in ours_writes and "side_effect" not in row.get("flags", ""):
        diffs.append(("mode", "-", "w"))
    for c in COUNTERS:
        ours = ("waits" if row.get("class") == "wait" and c in mnemonic else
                "counts" if c in row.get("counters", "").split("|") else "-")
        if (ours != "-") != (c in counters):
            diffs.append((c, ours, "rw" if c in counters else "-"))
    return diffs


def report(found, chosen, counts, untracked):
    listed = listed_disagreements()
    unlisted = sorted(set(found) - listed)
    stale = sorted(e for e in listed - set(found) if e[0] in chosen)
    for key in unlisted:
        print("FAIL unlisted disagreement: | `" + "` | `".join(key) + "` |  " + found[key]
              + "\n     (fix isa/gfx1250.def or src/semantics/def_use.cpp, or list it in isa/README.md)")
    for key in stale:
        print("FAIL listed disagreement no longer occurs: | `" + "` | `".join(key)
              + "` | (remove it from isa/README.md)")
    kinds = {}
    for _, what, _, _ in found:  # per kind: opN, scc, exec, asynccnt, ...
        kind = re.sub(r"\d+$", "N", what)
        kinds[kind] = kinds.get(kind, 0) + 1
    compared, agree, fences = counts
    print(f"{len(chosen)} mnemonics, {compared} compared: {agree} agree, {fences} silken fences, "
          f"{compared - agree - fences} disagree ({len(found)} disagreements: "
          + ", ".join(f"{w} {n}" for w, n in sorted(kinds.items())) + "); "
          + "untracked implicit registers: "
          + ", ".join(f"{r} {n}" for r, n in sorted(untracked.items()))
          + f"; {len(unlisted)} unlisted, {len(stale)} stale")
    return 1 if unlisted or stale else 0


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--silken", default=os.path.join(ROOT, "build", "silken"))
    ap.add_argument("--jobs", type=int, default=min(2, os.cpu_count() or 1))
    ap.add_argument("--verbose", action="store_true", help="print LLVM's view of every example")
    ap.add_argument("--lines", metavar="FILE",
                    help="compare the instructions of FILE (one a line, as llvm-mc-22 prints them) "
                         "instead, and only print the disagreements: for mnemonics the corpus lacks")
    o = ap.parse_args()
    if not (shutil.which("llc-22") and shutil.which("llvm-mc-22")):
        print("SKIP: llc-22 or llvm-mc-22 is not installed (apt-get install llvm-22)")
        return 77
    if o.lines:
        chosen = read_lines(o.lines, "")
    else:
        _, _, chosen = mnemonic_examples(sample_files() + corpus_files())
        chosen.update(read_lines(PROBES, "probe:"))
    keys = sorted(chosen)
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "examples.s")
        line_of = write_examples(path, keys, chosen)
        ours, classes = silken_view(os.path.abspath(o.silken), path, line_of)
        insts, implicit, defs = llvm_view(tmp, path, o.jobs)

    found, untracked, fences, agree, compared = {}, {}, 0, 0, 0
    for i, k in enumerate(keys):
        if i not in insts or i not in ours:
            print(f"FAIL {k}: no answer from {'llvm-mc-22' if i not in insts else 'silken'}")
            found[(k, "missing", "-", "-")] = ""
            continue
        opcode, ops = insts[i]
        imp, error = implicit[opcode]
        if error:
            print(f"FAIL {k}: llc-22 rejects {opcode}: {error}")
            found[(k, "llc", "-", "-")] = ""
            continue
        compared += 1
        reads, writes, counters, mode_def = llvm_sets(ops, defs[i], imp, untracked)
        if o.verbose:
            print(f"     {k}: {opcode} defs {sorted(defs[i])} {' '.join(imp)}")
        ours_reads, ours_writes = ours[i]
        if ours_reads is None:
            fences += 1
            continue
        mnemonic = chosen[k].split()[0].lower()  # as silken isa saw it
        diffs = compare(ops, reads, writes, ours_reads, ours_writes) + side_diffs(
            mnemonic, classes.get(mnemonic, {}), ours_writes, counters, mode_def)
        agree += not diffs
        for what, a, b in diffs:
            found[(k, what, a, b)] = f"{chosen[k]}  [{opcode} {' '.join(imp)}]"
            print(f"     {k}: {what} silken {a}, LLVM {b}   ({chosen[k]})")
    if o.lines:
        return 0
    return report(found, chosen, (compared, agree, fences), untracked)


if __name__ == "__main__":
    sys.exit(main())
