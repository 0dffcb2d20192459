#!/usr/bin/env python3
"""The include layering of src/ (docs/architecture.md, "Layers"): a folder
may include only itself and the folders below it. Exits 1 and names each
include that points up (or into a folder the order does not know)."""
import pathlib
import re
import sys

# Bottom to top.
LAYERS = ["support", "isa", "ir", "asm", "semantics", "analysis", "remarks",
          "check", "passes", "tool", "driver"]
INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"/]+)/', re.M)


def main():
    src = pathlib.Path(__file__).resolve().parent.parent / "src"
    problems = []
    for path in sorted(src.glob("*/*")):
        layer = path.parent.name
        if layer not in LAYERS:
            problems.append(f"{path.relative_to(src)}: folder '{layer}' has no layer")
            continue
        for target in INCLUDE.findall(path.read_text()):
            if target == layer or target == "..":
                continue
            if target not in LAYERS:
                problems.append(f"{path.relative_to(src)}: includes unknown folder '{target}'")
            elif LAYERS.index(target) > LAYERS.index(layer):
                problems.append(f"{path.relative_to(src)}: {layer}/ includes {target}/, "
                                "which sits above it")
    for p in problems:
        print("check_layers:", p)
    if not problems:
        print(f"check_layers: {len(LAYERS)} layers, no include points up")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
