#!/usr/bin/env bash
# Runs a command against the stub driver (stub.c): libcuda, cuBLAS, cuBLASLt, cuRAND and NPP
# answered at once by a stand-in that counts the calls, printed to stderr when the command exits.
# For the CPU side of the crate and of its clients where there is no GPU: which driver calls
# an operation makes, and (with perf) where the CPU time goes. Nothing runs on a GPU, so
# results are meaningless. Needs a C compiler.
#
#   bash scripts/stub-driver/run.sh COMMAND [ARGS...]
#   e.g. bash scripts/stub-driver/run.sh target/release/examples/01_allocate   (its calls are
#        counted; its own check of the data fails: the stub keeps no data)
#        bash scripts/stub-driver/run.sh perf record -g target/release/deps/BENCH ...
#        STUB_DRIVER_TRACE=1 STUB_DRIVER_BUSY=1 bash scripts/stub-driver/run.sh PROGRAM
#          (the calls that order work, in order, with their streams and events, while every
#          stream and event query answers "not ready"; graph captures are followed, and a
#          module's globals are one 16-byte stand-in)
#        python3 scripts/stub-driver/order.py TRACE [SECTION]
#          (from such a trace, the operations that may overlap on a GPU: see order.py)
#
# The crate finds the stub through CUDA_DRIVER_*_PATH; a program linked against the libraries
# (cudarc's `dynamic-linking`) through LD_LIBRARY_PATH.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
lib=${STUB_DRIVER_DIR:-${TMPDIR:-/tmp}/cuda-driver-stub}
mkdir -p "$lib"
if [ ! -f "$lib/libcuda.so.1" ] || [ "$here/stub.c" -nt "$lib/libcuda.so.1" ]; then
  cc -O2 -shared -fPIC -pthread -o "$lib/libcuda.so.1" "$here/stub.c"
  for n in libcublas.so.13 libcublasLt.so.13 libcurand.so.10; do
    cp "$lib/libcuda.so.1" "$lib/$n"
  done
fi
# NPP (feature `npp`): every function the crate binds (src/npp/sys), each answering
# NPP_SUCCESS at once, and a version.
npp_sys="$here/../../src/npp/sys/mod.rs"
if [ ! -f "$lib/libnppc.so.12" ] || [ "$npp_sys" -nt "$lib/libnppc.so.12" ]; then
  {
    echo 'static int version[3] = {12, 4, 1};'
    echo 'void *nppGetLibVersion(void) { return version; }'
    grep -o 'resolve(c"npp[A-Za-z0-9_]*"' "$npp_sys" | sed 's/resolve(c"//; s/"$//' \
      | grep -v '^nppGetLibVersion$' | sort -u | sed 's/.*/int &(void) { return 0; }/'
  } > "$lib/npp.c"
  cc -O2 -shared -fPIC -o "$lib/libnppc.so.12" "$lib/npp.c"
  for n in nppig nppidei nppicc; do
    cp "$lib/libnppc.so.12" "$lib/lib$n.so.12"
  done
fi
export STUB_DRIVER_COUNTS=1 \
  CUDA_DRIVER_LIBCUDA_PATH="$lib/libcuda.so.1" CUDA_DRIVER_CUBLAS_PATH="$lib/libcublas.so.13" \
  CUDA_DRIVER_CUBLASLT_PATH="$lib/libcublasLt.so.13" CUDA_DRIVER_CURAND_PATH="$lib/libcurand.so.10" \
  CUDA_DRIVER_NPP_PATH="$lib" \
  LD_LIBRARY_PATH="$lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
exec "$@"
