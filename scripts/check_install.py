#!/usr/bin/env python3
"""Install and build-system integration, tried as a user would.

  1. `cmake --install BUILD --prefix TMP/prefix` puts bin/silken, the man
     page, the bash and zsh completions and the CMake package config in
     place, and the installed binary works (identity on a sample; the man
     page renders when man is installed);
  2. tests/integration/consumer (find_package(silken) + silken_rewrite) is
     configured against the prefix and built with Ninja (-j2): every output
     equals a direct run, remarks name the input relatively, a second build
     does nothing, and touching one kernel reruns exactly one rewrite;
  3. docs/Makefile.example (the %.opt.s: %.s pattern rule) with make -j2:
     the same outputs, and again one rewrite after touching one kernel;
  4. the consumer as a host build with silken as a subproject
     (add_subdirectory) configures: no CMAKE_SOURCE_DIR assumptions.
     --subproject-build builds it too (slow: silken is compiled again).

Usage: check_install.py --build BUILD [--subproject-build]
"""
import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time

from project import ROOT

KERNELS = ["tensile_gemm_tdm_1wave.s", "tensile_gemm_tdm_4wave.s",
           "llvm/wmma_gemm_f16.gfx1250.s"]


def sh(args, cwd=None, check=True):
    r = subprocess.run(args, cwd=cwd, capture_output=True, text=True, timeout=1200)
    if check and r.returncode != 0:
        raise RuntimeError("%s failed (%d):\n%s%s" % (" ".join(args), r.returncode,
                                                      r.stdout[-3000:], r.stderr[-3000:]))
    return r


def copy_kernels(dest):
    os.makedirs(dest, exist_ok=True)
    for k in KERNELS:
        shutil.copy(os.path.join(ROOT, "samples", k), dest)
    return sorted(os.path.basename(k) for k in KERNELS)


def expected(silken, kernel_dir, name):
    return sh([silken, name], cwd=kernel_dir).stdout


def touch(path):
    later = time.time() + 2
    os.utime(path, (later, later))


def check(a, tmp, failures):
    prefix = os.path.join(tmp, "prefix")
    sh(["cmake", "--install", a.build, "--prefix", prefix])
    silken = os.path.join(prefix, "bin", "silken")
    for rel in ("bin/silken", "share/man/man1/silken.1",
                "share/bash-completion/completions/silken", "share/zsh/site-functions/_silken",
                "lib/cmake/silken/silkenConfig.cmake",
                "lib/cmake/silken/silkenConfigVersion.cmake",
                "lib/cmake/silken/silken-functions.cmake"):
        if not os.path.exists(os.path.join(prefix, rel)):
            failures.append("not installed: " + rel)
    sample = os.path.join(ROOT, "samples", KERNELS[0])
    r = sh([silken, "--passes=", sample])
    if r.stdout != open(sample).read():
        failures.append("the installed binary is not the identity with --passes=")
    if shutil.which("man"):
        page = sh(["man", "-l", os.path.join(prefix, "share/man/man1/silken.1")]).stdout
        if "silken check" not in page:
            failures.append("the man page does not render")

    # 2. CMake + Ninja through silken_rewrite.
    proj = os.path.join(tmp, "consumer")
    shutil.copytree(os.path.join(ROOT, "tests", "integration", "consumer"), proj)
    kdir = os.path.join(proj, "kernels")
    names = copy_kernels(kdir)
    build = os.path.join(tmp, "consumer-build")
    sh(["cmake", "-S", proj, "-B", build, "-G", "Ninja", "-DCMAKE_PREFIX_PATH=" + prefix])
    sh(["ninja", "-C", build, "-j2"])
    for n in names:
        out = os.path.join(build, n[:-2] + ".opt.s")
        if not os.path.exists(out) or open(out).read() != expected(silken, kdir, n):
            failures.append("ninja: %s differs from a direct run" % out)
        remarks = open(os.path.join(build, n[:-2] + ".remarks.json")).read()
        if '"file":"kernels/%s"' % n not in remarks or tmp in remarks:
            failures.append("ninja: remarks of %s do not name kernels/%s" % (n, n))
    if open(os.path.join(build, "identity.s")).read() != open(os.path.join(kdir, names[0])).read():
        failures.append("ninja: PASSES none is not the identity")
    if "no work to do" not in sh(["ninja", "-C", build]).stdout:
        failures.append("ninja: a second build did work")
    touch(os.path.join(kdir, names[1]))
    again = sh(["ninja", "-C", build]).stdout
    if again.count("silken kernels/") != 1 or "silken kernels/" + names[1] not in again:
        failures.append("ninja: touching one kernel did not rerun exactly it:\n" + again)

    # 3. make -j with the pattern rule.
    mdir = os.path.join(tmp, "make")
    copy_kernels(mdir)
    shutil.copy(os.path.join(ROOT, "docs", "Makefile.example"), mdir)
    mk = ["make", "-f", "Makefile.example", "SILKEN=" + silken]
    sh(mk + ["-j2"], cwd=mdir)
    for n in names:
        if open(os.path.join(mdir, n[:-2] + ".opt.s")).read() != expected(silken, mdir, n):
            failures.append("make: %s.opt.s differs from a direct run" % n[:-2])
    touch(os.path.join(mdir, names[0]))
    again = sh(mk + ["-j2"], cwd=mdir).stdout
    if again.count(silken) != 1:
        failures.append("make: touching one kernel did not rerun exactly one:\n" + again)

    # 4. silken as a subproject of the host build.
    sub = os.path.join(tmp, "sub-build")
    sh(["cmake", "-S", proj, "-B", sub, "-G", "Ninja", "-DSILKEN_SOURCE_DIR=" + ROOT,
        "-DCMAKE_BUILD_TYPE=Release"])
    if a.subproject_build:
        sh(["ninja", "-C", sub, "-j2"])
        for n in names:
            out = open(os.path.join(sub, n[:-2] + ".opt.s")).read()
            if out != expected(silken, kdir, n):
                failures.append("subproject: %s differs" % n)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--build", required=True)
    ap.add_argument("--subproject-build", action="store_true")
    a = ap.parse_args()
    for tool in ("cmake", "ninja", "make"):
        if not shutil.which(tool):
            print("skipped: %s is not installed" % tool)
            return 77
    failures = []
    with tempfile.TemporaryDirectory() as tmp:
        try:
            check(a, tmp, failures)
        except RuntimeError as e:
            failures.append(str(e))
    for f in failures:
        print("FAIL " + f)
    print("install: %d problems" % len(failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
