"""Paths and commands the project's Python scripts share.

Scripts in this directory import it by name (Python puts a script's own
directory first on sys.path).
"""
import glob
import os

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
