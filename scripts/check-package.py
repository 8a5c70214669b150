#!/usr/bin/env python3
"""Checks what `cargo package` would publish against what the crate needs.

    python3 scripts/check-package.py [--allow-dirty]

The published files (`cargo package --list`) must be exactly the tracked files of the folders
and documents that Cargo.toml's `include` names, plus what cargo itself adds (the normalised
Cargo.toml, the original as Cargo.toml.orig, Cargo.lock, .cargo_vcs_info.json); so nothing
untracked (scratch) goes out, and nothing tracked there is left behind. Among them must be what
building and testing the crate reads: every generated `sys` binding, the kernel the library
ships (src/cublas/safe/small_gemm.cu and its PTX), every .cu of ptx/ with its .ptx, and the
documents the crate includes (README.md, src/bad_input.md). Nothing of compat/, scripts/, .ci/,
.gpu/ or target/ may be in it. Prints the count.
"""

import fnmatch
import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
# Cargo.toml's `include`, as git pathspecs.
INCLUDED = ["src", "ptx", "tests", "examples", "benches", "README.md", "CHANGELOG.md",
            "ARCHITECTURE.md"]
ADDED_BY_CARGO = {"Cargo.toml", "Cargo.toml.orig", "Cargo.lock", ".cargo_vcs_info.json"}
FORBIDDEN = ["compat/*", "scripts/*", ".ci/*", ".gpu/*", "target/*"]


def run(*args):
    return subprocess.run(args, cwd=ROOT, check=True, capture_output=True, text=True).stdout


def main():
    flags = ["--allow-dirty"] if "--allow-dirty" in sys.argv[1:] else []
    listed = set(run("cargo", "package", "--list", *flags).split())
    tracked = set(run("git", "ls-files", "--", *INCLUDED).split())
    problems = []
    for f in sorted(listed - tracked - ADDED_BY_CARGO):
        problems.append(f"published but not tracked in the included folders: {f}")
    for f in sorted(tracked - listed):
        problems.append(f"tracked in an included folder but not published: {f}")
    for f in sorted(ADDED_BY_CARGO - {".cargo_vcs_info.json"} - listed):
        problems.append(f"cargo's own file missing: {f}")
    for pattern in FORBIDDEN:
        for f in sorted(fnmatch.filter(listed, pattern)):
            problems.append(f"must not be published: {f}")

    needed = {"README.md", "src/bad_input.md", "src/cublas/safe/small_gemm.cu",
              "src/cublas/safe/small_gemm.ptx"}
    sys_dirs = sorted({str(p.parent.relative_to(ROOT)) for p in ROOT.glob("src/**/sys/*.rs")})
    if not sys_dirs:
        problems.append("no generated sys bindings found under src/")
    for d in sys_dirs:
        needed |= {str(p.relative_to(ROOT)) for p in (ROOT / d).glob("*.rs")}
    cu = sorted(p.relative_to(ROOT) for p in (ROOT / "ptx").glob("*.cu"))
    if not cu:
        problems.append("no kernels found in ptx/")
    for p in cu:
        needed |= {str(p), str(p.with_suffix(".ptx"))}
    for f in sorted(needed - listed):
        problems.append(f"needed but not published: {f}")

    for p in problems:
        print(f"check-package: {p}", file=sys.stderr)
    if problems:
        sys.exit(1)
    print(f"package: {len(listed)} files; {len(sys_dirs)} sys binding folders, {len(cu)} kernels "
          "of ptx/ with their PTX, the library's own kernel; no scratch, nothing of "
          + ", ".join(p.rstrip("/*") for p in FORBIDDEN))


if __name__ == "__main__":
    main()
