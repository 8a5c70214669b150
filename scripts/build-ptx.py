#!/usr/bin/env python3
"""Regenerates every ptx/*.ptx from the ptx/*.cu beside it, and the crate's own kernels
(src/**/*.cu, embedded in the library with include_str!) likewise, with NVRTC through ctypes.

    python3 scripts/build-ptx.py            rewrite ptx/*.ptx
    python3 scripts/build-ptx.py --check    fail (exit 1) if any ptx/*.ptx differs from a fresh compile

Needs only Python 3 and NVRTC 12.9, from the PyPI wheel (as CI installs it):

    python3 -m pip install nvidia-cuda-nvrtc-cu12==12.9.86

NVRTC is found, in this order, at the path in CUDA_DRIVER_NVRTC_PATH (as the crate does), in
`nvidia/cuda_nvrtc/lib` under Python's site-packages (and the rest of sys.path), or by the
loader's own search for libnvrtc.so.12.

No --gpu-architecture flag is given, so the PTX targets NVRTC 12.9's default architecture and
the driver JIT-compiles it on any GPU from that architecture up (including newer drivers such
as CUDA 13's). Each .cu is compiled under its file name (so errors name the file) and the
output is deterministic: running the script twice gives identical files.
"""

import ctypes
import os
import site
import sys
from pathlib import Path

TOP = Path(__file__).resolve().parent.parent
PTX_DIR = TOP / "ptx"
# Flags given to NVRTC: none, on purpose (see the docstring).
OPTIONS: list[str] = []


def find_nvrtc() -> ctypes.CDLL:
    override = os.environ.get("CUDA_DRIVER_NVRTC_PATH")
    if override:
        return ctypes.CDLL(override)
    dirs = []
    try:
        dirs += site.getsitepackages()
    except AttributeError:  # some virtualenvs lack it
        pass
    dirs.append(site.getusersitepackages())
    dirs += sys.path
    names = ["libnvrtc.so.12", "libnvrtc.so"] if os.name != "nt" else ["nvrtc64_120_0.dll"]
    sub = "lib" if os.name != "nt" else "bin"
    tried = []
    for d in dict.fromkeys(dirs):
        for name in names:
            p = Path(d) / "nvidia" / "cuda_nvrtc" / sub / name
            if p.exists():
                return ctypes.CDLL(str(p))
            tried.append(str(p))
    for name in names:
        try:
            return ctypes.CDLL(name)
        except OSError:
            tried.append(name)
    sys.exit(
        "build-ptx: NVRTC not found; tried:\n  "
        + "\n  ".join(tried)
        + "\ninstall it with `python3 -m pip install nvidia-cuda-nvrtc-cu12==12.9.86`"
        + " or set CUDA_DRIVER_NVRTC_PATH to libnvrtc's full path"
    )


class Nvrtc:
    def __init__(self, lib: ctypes.CDLL):
        self.lib = lib
        lib.nvrtcGetErrorString.restype = ctypes.c_char_p
        lib.nvrtcGetErrorString.argtypes = [ctypes.c_int]
        prog = ctypes.c_void_p
        sig = {
            "nvrtcVersion": [ctypes.POINTER(ctypes.c_int), ctypes.POINTER(ctypes.c_int)],
            "nvrtcCreateProgram": [
                ctypes.POINTER(prog),
                ctypes.c_char_p,
                ctypes.c_char_p,
                ctypes.c_int,
                ctypes.POINTER(ctypes.c_char_p),
                ctypes.POINTER(ctypes.c_char_p),
            ],
            "nvrtcCompileProgram": [prog, ctypes.c_int, ctypes.POINTER(ctypes.c_char_p)],
            "nvrtcGetPTXSize": [prog, ctypes.POINTER(ctypes.c_size_t)],
            "nvrtcGetPTX": [prog, ctypes.c_char_p],
            "nvrtcGetProgramLogSize": [prog, ctypes.POINTER(ctypes.c_size_t)],
            "nvrtcGetProgramLog": [prog, ctypes.c_char_p],
            "nvrtcDestroyProgram": [ctypes.POINTER(prog)],
        }
        for name, args in sig.items():
            f = getattr(lib, name)
            f.argtypes = args
            f.restype = ctypes.c_int

    def check(self, code: int, what: str) -> None:
        if code != 0:
            raise RuntimeError(f"{what}: {self.lib.nvrtcGetErrorString(code).decode()}")

    def version(self) -> tuple[int, int]:
        major, minor = ctypes.c_int(), ctypes.c_int()
        self.check(self.lib.nvrtcVersion(ctypes.byref(major), ctypes.byref(minor)), "nvrtcVersion")
        return major.value, minor.value

    def _read(self, prog, size_fn, get_fn, what: str) -> bytes:
        n = ctypes.c_size_t()
        self.check(size_fn(prog, ctypes.byref(n)), what)
        buf = ctypes.create_string_buffer(max(n.value, 1))
        self.check(get_fn(prog, buf), what)
        return buf.value

    def compile(self, src: bytes, name: str, options: list[str]) -> str:
        prog = ctypes.c_void_p()
        self.check(
            self.lib.nvrtcCreateProgram(ctypes.byref(prog), src, name.encode(), 0, None, None),
            f"creating {name}",
        )
        try:
            opts = (ctypes.c_char_p * len(options))(*[o.encode() for o in options])
            code = self.lib.nvrtcCompileProgram(prog, len(options), opts)
            if code != 0:
                log = self._read(
                    prog, self.lib.nvrtcGetProgramLogSize, self.lib.nvrtcGetProgramLog, "reading the log"
                )
                raise RuntimeError(
                    f"compiling {name}: {self.lib.nvrtcGetErrorString(code).decode()}\n{log.decode(errors='replace')}"
                )
            return self._read(prog, self.lib.nvrtcGetPTXSize, self.lib.nvrtcGetPTX, "reading the PTX").decode()
        finally:
            self.lib.nvrtcDestroyProgram(ctypes.byref(prog))


def main() -> int:
    check = sys.argv[1:] == ["--check"]
    if sys.argv[1:] and not check:
        print(__doc__, file=sys.stderr)
        return 2
    nvrtc = Nvrtc(find_nvrtc())
    major, minor = nvrtc.version()
    print(f"build-ptx: NVRTC {major}.{minor}", file=sys.stderr)
    sources = sorted(PTX_DIR.glob("*.cu")) + sorted((TOP / "src").rglob("*.cu"))
    if not sources:
        print(f"build-ptx: no .cu files in {PTX_DIR}", file=sys.stderr)
        return 1
    stale = []
    for cu in sources:
        ptx = nvrtc.compile(cu.read_bytes(), cu.name, OPTIONS)
        out = cu.with_suffix(".ptx")
        old = out.read_bytes().decode() if out.exists() else None
        rel = out.relative_to(TOP)
        if old == ptx:
            print(f"  {rel}: up to date", file=sys.stderr)
        elif check:
            stale.append(str(rel))
            print(f"  {rel}: differs from a fresh compile", file=sys.stderr)
        else:
            out.write_bytes(ptx.encode())  # bytes: no newline translation
            print(f"  {rel}: written", file=sys.stderr)
    if stale:
        print("build-ptx: run `python3 scripts/build-ptx.py` and commit the result", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
