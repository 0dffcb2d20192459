"""libFuzzer targets of tests/fuzz/, for scripts/fuzz (docs/testing.md).

    scripts/fuzz TARGET MINUTES   build (clang++-22, ASan+UBSan) and fuzz one
                                  target; its corpus grows in
                                  /tmp/silken-fuzz/corpus-TARGET
    scripts/fuzz --smoke          every target, a bounded deterministic run
                                  (CI: scripts/test)
Targets: parse, pipeline, expr, peephole. Exit 77 when clang++-22 is missing.
"""
import os
import shutil
import subprocess
import sys
import tempfile

from project import ROOT

TARGETS = ["parse", "pipeline", "expr", "peephole"]
BUILD = os.path.join(ROOT, "build-fuzz")
DICT = os.path.join(ROOT, "tests", "fuzz", "gfx1250.dict")
SEEDS = [os.path.join(ROOT, "samples"), os.path.join(ROOT, "tests", "golden")]
# The pattern reader starts from pattern files: the golden ones and the
# built-in table (copied into its corpus), with their own dictionary.
PATTERN_SEEDS = [os.path.join(ROOT, "tests", "golden", "peephole")]
BUILTIN_PATTERNS = os.path.join(ROOT, "isa", "gfx1250-peephole.patterns")
PATTERN_DICT = os.path.join(ROOT, "tests", "fuzz", "peephole.dict")
# Inputs per target in the smoke (seeds included), deterministic with
# -seed=1: about 25 s for all three on the CI machine.
SMOKE_RUNS = {"parse": 3000, "pipeline": 3000, "expr": 30000, "peephole": 6000}
FLAGS = "-fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=all -g -O1"


def build():
    cxx = shutil.which("clang++-22")
    if not cxx:
        print("SKIP libFuzzer targets: clang++-22 is not installed (apt-get install clang-22)")
        sys.exit(77)
    subprocess.run(["cmake", "-S", ROOT, "-B", BUILD, "-G", "Ninja", "-DCMAKE_BUILD_TYPE=Debug",
                    f"-DCMAKE_CXX_COMPILER={cxx}", "-DSILKEN_FUZZ=ON",
                    "-DCMAKE_CXX_FLAGS_DEBUG=", f"-DCMAKE_CXX_FLAGS={FLAGS}"],
                   check=True, stdout=subprocess.DEVNULL)
    subprocess.run(["cmake", "--build", BUILD, "-j2", "--target"] +
                   [f"silken_fuzz_{t}" for t in TARGETS], check=True)


def fuzz(target, corpus, extra):
    exe = os.path.join(BUILD, "tests", "fuzz", f"silken_fuzz_{target}")
    os.makedirs("/tmp/silken-fuzz", exist_ok=True)
    patterns = target == "peephole"
    if patterns:
        shutil.copy(BUILTIN_PATTERNS, os.path.join(corpus, "builtin.patterns"))
    argv = [exe, f"-dict={PATTERN_DICT if patterns else DICT}", "-max_len=65536", "-timeout=30",
            "-rss_limit_mb=4096", f"-artifact_prefix=/tmp/silken-fuzz/{target}-", corpus]
    argv += PATTERN_SEEDS if patterns else SEEDS
    env = dict(os.environ, ASAN_OPTIONS="detect_leaks=1",
               UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1")
    return subprocess.run(argv[:1] + extra + argv[1:], env=env).returncode


def main(argv):
    if argv[:1] == ["--smoke"]:
        build()
        failed = []
        for t in TARGETS:
            with tempfile.TemporaryDirectory() as corpus:
                if fuzz(t, corpus, [f"-runs={SMOKE_RUNS[t]}", "-seed=1", "-print_final_stats=1"]):
                    failed.append(t)
        print(f"libFuzzer smoke: {len(TARGETS) - len(failed)} of {len(TARGETS)} targets clean")
        return 1 if failed else 0
    if len(argv) != 2 or argv[0] not in TARGETS:
        print(__doc__)
        return 2
    build()
    corpus = f"/tmp/silken-fuzz/corpus-{argv[0]}"
    os.makedirs(corpus, exist_ok=True)
    return fuzz(argv[0], corpus, [f"-max_total_time={int(float(argv[1]) * 60)}"])
