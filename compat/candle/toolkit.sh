#!/usr/bin/env bash
# Makes what building candle 0.11.0 with `--features cuda` needs on a machine without CUDA, in
# compat/candle/.toolkit/ (ignored by git), and writes .toolkit/env.sh for pack.sh to source:
#
# - a CUDA 13.0 toolkit from PyPI's wheels in a venv (.toolkit/venv): nvcc, NVVM, the crt headers,
#   the runtime (cuda.h, cuda_runtime.h, libcudart.so.13) and CCCL form a toolkit tree under
#   site-packages/nvidia/cu13. candle-kernels' build (cudaforge) compiles its .cu files with the
#   `nvcc` it finds on PATH, for the compute capability in CUDA_COMPUTE_CAP (90: the H100; there
#   is no nvidia-smi here to ask). The CUDA 12 wheels ship no nvcc. PTX ISA 9.0 (nvcc 13.0)
#   needs a driver of 580 or later on the GPU machine.
# - .toolkit/cuda/lib64: link-time stand-ins. The real cudarc's `dynamic-linking` feature (candle
#   names it) links -lcuda -lnvrtc -lcublas -lcublasLt -lcurand even though nothing is called
#   before run time; it needs no header (its bindings are pregenerated), only libraries in
#   $CUDA_HOME/lib64. The stubs here are tiny libraries built with gcc that define every function
#   cudarc 0.19.8's bindings name, under the sonames of CUDA 13's libraries (libcuda.so.1,
#   libnvrtc.so.13, libcublas.so.13, libcublasLt.so.13, libcurand.so.10), so that the binaries
#   load the real ones on the GPU machine. candle-kernels itself links its static libmoe.a with
#   -lcudart on both sides: libcudart.so links to the wheel's real libcudart.so.13.
#   The shim's side (cuda-driver) loads every library at run time and links none of the stubs.
#   Each stub is also there under its soname, for loading the test binaries here (`--list`).
# - env.sh: PATH (nvcc first), CUDA_COMPUTE_CAP=90, CUDA_HOME=.toolkit/cuda (the real cudarc's
#   link search, and `nvcc --version` there gives its `cuda-version-from-build-system` 13.0, so
#   it builds CUDA 13.0's bindings, as `cuda-13000` would), LIBRARY_PATH (the linker finds
#   libcudart.so for candle-kernels on either side). The same for both sides.
#
#   bash compat/candle/toolkit.sh            (again: does nothing that is already done)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
tk=$here/.toolkit
wheels="nvidia-cuda-nvcc==13.0.88 nvidia-nvvm==13.0.88 nvidia-cuda-crt==13.0.88
  nvidia-cuda-runtime==13.0.96 nvidia-cuda-cccl==13.0.85"
mkdir -p "$tk"
if [ ! -x "$tk/venv/bin/python" ]; then
  python3 -m venv "$tk/venv"
fi
cu13=$(ls -d "$tk"/venv/lib/python3*/site-packages/nvidia/cu13 2>/dev/null | head -1 || true)
if [ -z "$cu13" ] || [ ! -x "$cu13/bin/nvcc" ]; then
  # shellcheck disable=SC2086
  "$tk/venv/bin/pip" install -q --disable-pip-version-check --no-deps $wheels
  cu13=$(ls -d "$tk"/venv/lib/python3*/site-packages/nvidia/cu13 | head -1)
fi
"$cu13/bin/nvcc" --version | grep -q 'release 13.0' || { echo "toolkit: $cu13/bin/nvcc is not CUDA 13.0" >&2; exit 1; }

# The stubs, from the real cudarc 0.19.8's bindings (in cargo's registry once its lock is fetched).
lib=$tk/cuda/lib64
mkdir -p "$lib"
(cd "$here/baseline" && cargo fetch -q)
reg=$(ls -d "${CARGO_HOME:-$HOME/.cargo}"/registry/src/*/cudarc-0.19.8 | head -1)
for spec in driver:cuda:libcuda.so.1 nvrtc:nvrtc:libnvrtc.so.13 cublas:cublas:libcublas.so.13 \
            cublaslt:cublasLt:libcublasLt.so.13 curand:curand:libcurand.so.10; do
  IFS=: read -r module name soname <<<"$spec"
  [ -f "$lib/lib$name.so" ] && continue
  python3 - "$reg/src/$module/sys/mod.rs" > "$tk/stub-$name.c" <<'PY'
import re, sys
names = sorted(set(re.findall(r'extern "C" \{\s*(?:pub )?fn (\w+)\(', open(sys.argv[1]).read())))
print("/* Link-time stand-in: every function cudarc 0.19.8's bindings name; never called. */")
for n in names:
    print("void %s(void) {}" % n)
PY
  gcc -shared -fPIC -o "$lib/lib$name.so" -Wl,-soname,"$soname" "$tk/stub-$name.c"
  # Under the soname too, so that pack.sh can load the baseline's test binaries here to --list
  # their tests (nothing is called).
  ln -sf "lib$name.so" "$lib/$soname"
done
ln -sf "$cu13/lib/libcudart.so.13" "$lib/libcudart.so"
ln -sf "$cu13/lib/libcudart.so.13" "$lib/libcudart.so.13"
cat > "$tk/env.sh" <<ENV
# Written by compat/candle/toolkit.sh: the build environment of both sides.
export PATH="$cu13/bin:\$PATH"
export CUDA_COMPUTE_CAP=90
export CUDA_HOME="$tk/cuda"
export LIBRARY_PATH="$lib\${LIBRARY_PATH:+:\$LIBRARY_PATH}"
ENV
echo "toolkit: nvcc $("$cu13/bin/nvcc" --version | sed -n 's/.*release \([0-9.]*\).*/\1/p') in $cu13; stubs in $lib; source $tk/env.sh"
