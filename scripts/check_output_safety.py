#!/usr/bin/env python3
"""Nothing lost, end to end: what `silken -o` leaves behind when things go
wrong (src/tool/files.h says what it promises).

  - SIGTERM, SIGINT, SIGHUP at many moments of a 15 MB rewrite: the process
    dies by that signal or finishes, the old output is whole, and no
    temporary is left;
  - `ulimit -f`: a clean error, no temporary; `-o /dev/full`: a clean error;
  - `-o` failing after `--remarks`: the old remarks file is kept;
  - modes: a new file gets 0666 minus the umask, a replaced one keeps its own;
  - a 0444 target and a read-only directory (as an unprivileged user, so
    that root's rights do not hide them; skipped without `setpriv`): clean
    errors, nothing changed;
  - out of memory (`ulimit -v`): "silken: error: out of memory", exit 1
    (skipped when the binary cannot start under the limit, as with ASan);
  - a 5 GiB sparse input is refused before it is read.

Usage: check_output_safety.py [--silken PATH]
"""
import argparse
import os
import resource
import shutil
import signal
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NOBODY = 65534


def big_input(path):
    with open(path, "w") as f:
        f.writelines(f"  v_add_f32 v{i % 200}, v{(i + 1) % 200}, v{(i + 2) % 200} // {i}\n"
                     for i in range(400_000))


def run(argv, cwd, limits=(), user=False, umask=None):
    def pre():
        for what, value in limits:
            resource.setrlimit(what, (value, value))
        if umask is not None:
            os.umask(umask)
    prefix = ["setpriv", f"--reuid={NOBODY}", f"--regid={NOBODY}", "--clear-groups"] if user else []
    return subprocess.run(prefix + argv, cwd=cwd, capture_output=True, timeout=120,
                          preexec_fn=pre, env=dict(os.environ, NO_COLOR="1"))


def leftovers(d):
    return [p for p in os.listdir(d) if ".silken-" in p]


def check_signals(exe, d, fails):
    src = os.path.join(d, "in.s")
    out = os.path.join(d, "out.s")
    with open(out, "w") as f:
        f.write("old\n")
    outcomes = set()
    for sig in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP):
        for delay in (0.0, 0.005, 0.01, 0.02, 0.04, 0.06, 0.08, 0.12, 0.2):
            p = subprocess.Popen([exe, "--passes=", src, "-o", out],
                                 stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            time.sleep(delay)
            p.send_signal(sig)
            code = p.wait()
            outcomes.add("killed" if code == -sig else "finished" if code == 0 else code)
            data = open(out, "rb").read()
            if code not in (0, -sig) or data not in (b"old\n", open(src, "rb").read()):
                fails.append(f"{sig.name} after {delay} s: exit {code}, output "
                             f"{'whole' if data else 'damaged'}")
            if leftovers(d):
                fails.append(f"{sig.name} after {delay} s left {leftovers(d)}")
                for p_ in leftovers(d):
                    os.unlink(os.path.join(d, p_))
            with open(out, "w") as f:
                f.write("old\n")
    print(f"     signals: outcomes {sorted(map(str, outcomes))}")


def expect_error(r, message, fails, what):
    if r.returncode != 1 or r.stdout or r.stderr.decode() != message:
        fails.append(f"{what}: exit {r.returncode}, stderr {r.stderr.decode()!r}, "
                     f"expected {message!r}")


def check_limits(exe, d, fails):
    r = run([exe, "--passes=", "in.s", "-o", "lim.s"], d,
            [(resource.RLIMIT_FSIZE, 1 << 16)])
    expect_error(r, "silken: error: cannot write 'lim.s': File too large\n", fails, "ulimit -f")
    if os.path.exists(os.path.join(d, "lim.s")) or leftovers(d):
        fails.append("ulimit -f: a file was left behind")
    r = run([exe, "--passes=", "in.s", "-o", "/dev/full"], d)
    expect_error(r, "silken: error: cannot write '/dev/full': No space left on device\n",
                 fails, "-o /dev/full")
    with open(os.path.join(d, "r.json"), "w") as f:
        f.write("old remarks\n")
    r = run([exe, "in.s", "--remarks", "r.json", "-o", "/dev/full"], d)
    if r.returncode != 1 or open(os.path.join(d, "r.json")).read() != "old remarks\n" \
       or leftovers(d):
        fails.append("-o failing after --remarks changed the remarks file")
    if run([exe, "--version"], d, [(resource.RLIMIT_AS, 100 << 20)]).returncode != 0:
        print("SKIP out of memory: the binary cannot start under ulimit -v (ASan?)")
    else:
        r = run([exe, "--passes=", "in.s", "-o", "oom.s"], d,
                [(resource.RLIMIT_AS, 100 << 20)])
        expect_error(r, "silken: error: out of memory\n", fails, "ulimit -v")
        if os.path.exists(os.path.join(d, "oom.s")) or leftovers(d):
            fails.append("out of memory: a file was left behind")
    huge = os.path.join(d, "huge.s")
    with open(huge, "wb") as f:
        f.truncate(5 << 30)
    start = time.monotonic()
    r = run([exe, "huge.s"], d)
    expect_error(r, "silken: error: cannot read 'huge.s': 5368709120 bytes is more than "
                 "--max-input-size (268435456 bytes)\n", fails, "5 GiB input")
    if time.monotonic() - start > 1:
        fails.append("5 GiB input: not refused up front")
    os.unlink(huge)


def check_modes(exe, d, fails):
    for mask, want in ((0o022, 0o644), (0o077, 0o600), (0o002, 0o664)):
        p = os.path.join(d, f"new{mask:o}.s")
        run([exe, "--passes=", "in.s", "-o", p], d, umask=mask)
        got = os.stat(p).st_mode & 0o7777 if os.path.exists(p) else None
        if got != want:
            fails.append(f"umask {mask:03o}: new file mode {got and oct(got)}, expected {oct(want)}")
    p = os.path.join(d, "kept.s")
    with open(p, "w") as f:
        f.write("old\n")
    os.chmod(p, 0o640)
    run([exe, "--passes=", "in.s", "-o", p], d)
    if os.stat(p).st_mode & 0o7777 != 0o640:
        fails.append("a replaced file did not keep its mode")


def check_unprivileged(exe, d, fails):
    if shutil.which("setpriv") is None or os.geteuid() != 0:
        if os.geteuid() == 0:
            print("SKIP read-only target and directory: no setpriv")
            return
    user = os.geteuid() == 0
    sub = os.path.join(d, "user")
    os.mkdir(sub)
    shutil.copy(os.path.join(d, "in.s"), os.path.join(sub, "in.s"))
    with open(os.path.join(sub, "ro.s"), "w") as f:
        f.write("old\n")
    os.chmod(os.path.join(sub, "ro.s"), 0o444)
    rd = os.path.join(sub, "rd")
    os.mkdir(rd)
    with open(os.path.join(rd, "x.s"), "w") as f:
        f.write("old\n")
    os.chmod(os.path.join(rd, "x.s"), 0o666)
    if user:
        for p in (sub, rd):
            os.chown(p, NOBODY, NOBODY)
        os.chown(os.path.join(rd, "x.s"), NOBODY, NOBODY)
    os.chmod(rd, 0o555)
    os.chmod(sub, 0o777)
    r = run([exe, "--passes=", "in.s", "-o", "ro.s"], sub, user=user)
    expect_error(r, "silken: error: cannot write 'ro.s': Permission denied\n", fails,
                 "a 0444 target")
    r = run([exe, "--passes=", "in.s", "-o", "rd/x.s"], sub, user=user)
    expect_error(r, "silken: error: cannot write 'rd/x.s': cannot create a temporary file "
                 "next to it: Permission denied\n", fails, "a read-only directory")
    if open(os.path.join(sub, "ro.s")).read() != "old\n" or \
       open(os.path.join(rd, "x.s")).read() != "old\n" or leftovers(sub) or leftovers(rd):
        fails.append("a refused write changed a file or left a temporary")
    os.chmod(rd, 0o755)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--silken", default=os.path.join(ROOT, "build", "silken"))
    exe = os.path.abspath(ap.parse_args().silken)
    fails = []
    with tempfile.TemporaryDirectory() as d:
        os.chmod(d, 0o755)
        big_input(os.path.join(d, "in.s"))
        for check in (check_signals, check_limits, check_modes, check_unprivileged):
            n = len(fails)
            check(exe, d, fails)
            print(("ok   " if len(fails) == n else "FAIL ") + check.__name__)
    for f in fails:
        print("  " + f)
    return 1 if fails else 0


if __name__ == "__main__":
    sys.exit(main())
