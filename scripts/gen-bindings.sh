#!/usr/bin/env bash
# Regenerates the checked-in bindings src/driver/sys/mod.rs (from cuda.h),
# src/nvrtc/sys/mod.rs (from nvrtc.h), src/npp/sys/mod.rs (from npp.h: only the functions
# listed in scripts/npp-functions.txt), src/nccl/sys/mod.rs (from nccl.h) and
# src/curand/sys/mod.rs (from curand.h: the host API's generator functions only),
# src/cublas/sys/mod.rs (from cublas_v2.h) and src/cublaslt/sys/mod.rs (from cublasLt.h).
#
#   bash scripts/gen-bindings.sh          regenerate in place
#   bash scripts/gen-bindings.sh --check  regenerate into a temporary folder and fail on drift
#
# Works on a fresh Debian machine with Rust and Python: it installs what it needs.
#   - headers: the PyPI wheels nvidia-cuda-runtime-cu12, nvidia-cuda-nvrtc-cu12, nvidia-npp-cu12,
#     nvidia-nccl-cu12, nvidia-curand-cu12, nvidia-cublas-cu12 and nvidia-cuda-nvcc-cu12 (its
#     crt/ headers, which the runtime headers include; pinned below),
#     installed into a private folder with pip;
#   - libclang: Debian's libclang-dev (apt-get, when it is missing);
#   - bindgen: bindgen-cli (pinned below), with `cargo install` when it is missing or another version.
# C enums become Rust enums (`--default-enum-style rust`, cudarc 0.13's shape). The raw bindgen
# output is then rewritten by scripts/postprocess_bindings.py so that every function is resolved
# lazily from the library at run time (see src/loader/symbol.rs), returns the library's own code when
# the library or the function is missing, and checks the enum it returns.
set -euo pipefail
RUNTIME_WHEEL=nvidia-cuda-runtime-cu12==12.9.79
NVRTC_WHEEL=nvidia-cuda-nvrtc-cu12==12.9.86
# NCCL (the `nccl` feature):
NCCL_WHEEL=nvidia-nccl-cu12==2.27.7
# cuRAND (the `curand` feature):
CURAND_WHEEL=nvidia-curand-cu12==10.3.10.19
# cuBLAS and cuBLASLt (the `cublas` and `cublaslt` features), and the nvcc wheel for crt/:
CUBLAS_WHEEL=nvidia-cublas-cu12==12.9.1.4
NVCC_WHEEL=nvidia-cuda-nvcc-cu12==12.9.86
BINDGEN_VERSION=0.73.2
NPP_WHEEL=nvidia-npp-cu12==12.4.1.87

top=$(cd "$(dirname "$0")/.." && pwd)
cd "$top"
check=0
[ "${1:-}" = "--check" ] && check=1

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# 1. libclang
if ! ls /usr/lib/llvm-*/lib/libclang.so* >/dev/null 2>&1 && [ -z "${LIBCLANG_PATH:-}" ]; then
  echo "installing libclang-dev" >&2
  sudo=""; [ "$(id -u)" = 0 ] || sudo=sudo
  $sudo apt-get update -qq && $sudo apt-get install -y -qq libclang-dev >/dev/null
fi

# 2. bindgen
if ! command -v bindgen >/dev/null || [ "$(bindgen --version | awk '{print $2}')" != "$BINDGEN_VERSION" ]; then
  echo "installing bindgen-cli $BINDGEN_VERSION" >&2
  cargo install --quiet --locked bindgen-cli --version "$BINDGEN_VERSION"
fi

# 3. headers from the wheels
python3 -m pip install --quiet --no-deps --target "$work/wheels" "$RUNTIME_WHEEL" "$NVRTC_WHEEL"
inc_rt="$work/wheels/nvidia/cuda_runtime/include"
inc_nvrtc="$work/wheels/nvidia/cuda_nvrtc/include"
# NPP: its headers, and a stand-in for the runtime headers it includes, which need
# nvcc's crt/ headers; NPP uses only cudaStream_t from them (the driver's CUstream, cast).
python3 -m pip install --quiet --no-deps --target "$work/npp" "$NPP_WHEEL"
inc_npp="$work/npp/nvidia/npp/include"
mkdir -p "$work/stub"
printf '#pragma once\ntypedef struct CUstream_st *cudaStream_t;\n' > "$work/stub/cuda_runtime.h"
printf '#include "cuda_runtime.h"\n' > "$work/stub/cuda_runtime_api.h"
npp_fns=$(awk '!/^#/ && NF {print $1}' scripts/npp-functions.txt | paste -sd'|')
# NCCL (the `nccl` feature):
# The NCCL wheel is large (the library); only its header is taken out of it.
python3 -m pip download --quiet --no-deps --dest "$work/nccl_dl" "$NCCL_WHEEL"
python3 - "$work" <<'PY'
import glob, sys, zipfile
work = sys.argv[1]
(whl,) = glob.glob(f"{work}/nccl_dl/*.whl")
zipfile.ZipFile(whl).extract("nvidia/nccl/include/nccl.h", f"{work}/nccl")
PY
inc_nccl="$work/nccl/nvidia/nccl/include"
# nccl.h includes cuda_runtime.h only for cudaStream_t (the driver's CUstream): stand-ins keep
# the runtime headers out of the bindings.
mkdir -p "$work/nccl_stub"
printf '#include <stddef.h>\ntypedef struct CUstream_st *cudaStream_t;\n' > "$work/nccl_stub/cuda_runtime.h"
: > "$work/nccl_stub/cuda_fp16.h"
# cuRAND (the `curand` feature): as NCCL's, only the header is taken out of the wheel.
python3 -m pip download --quiet --no-deps --dest "$work/curand_dl" "$CURAND_WHEEL"
python3 - "$work" <<'PY'
import glob, sys, zipfile
work = sys.argv[1]
(whl,) = glob.glob(f"{work}/curand_dl/*.whl")
zipfile.ZipFile(whl).extract("nvidia/curand/include/curand.h", f"{work}/curand")
PY
inc_curand="$work/curand/nvidia/curand/include"
# curand.h includes cuda_runtime.h for cudaStream_t (the driver's CUstream) and
# libraryPropertyType (of curandGetProperty, which is not bound): a stand-in declares both, the
# second as library_types.h does, only so that the header parses.
mkdir -p "$work/curand_stub"
printf '#include <stddef.h>\ntypedef struct CUstream_st *cudaStream_t;\n%s\n' \
  'typedef enum libraryPropertyType_t { MAJOR_VERSION, MINOR_VERSION, PATCH_LEVEL } libraryPropertyType;' \
  > "$work/curand_stub/cuda_runtime.h"
# cuBLAS and cuBLASLt: both headers from one wheel (the libraries in it are not needed here),
# and nvcc's crt/ headers, which the runtime's driver_types.h includes. cublas_api.h includes
# cuda_fp16.h and cuda_bf16.h only for __half and __nv_bfloat16, which no C function of it
# takes (cudarc's bindings have neither): stand-ins declare the two types so that it parses.
python3 -m pip download --quiet --no-deps --dest "$work/cublas_dl" "$CUBLAS_WHEEL" "$NVCC_WHEEL"
python3 - "$work" <<'PY'
import glob, sys, zipfile
work = sys.argv[1]
(whl,) = glob.glob(f"{work}/cublas_dl/nvidia_cublas*.whl")
for h in ("cublas_api.h", "cublas_v2.h", "cublasLt.h"):
    zipfile.ZipFile(whl).extract(f"nvidia/cublas/include/{h}", f"{work}/cublas")
(whl,) = glob.glob(f"{work}/cublas_dl/nvidia_cuda_nvcc*.whl")
z = zipfile.ZipFile(whl)
for n in z.namelist():
    if n.startswith("nvidia/cuda_nvcc/include/crt/"):
        z.extract(n, f"{work}/nvcc")
PY
inc_cublas="$work/cublas/nvidia/cublas/include"
mkdir -p "$work/cublas_stub"
printf '#pragma once\ntypedef struct __half { unsigned short __x; } __half;\n' \
  > "$work/cublas_stub/cuda_fp16.h"
printf '#pragma once\ntypedef struct __nv_bfloat16 { unsigned short __x; } __nv_bfloat16;\n' \
  > "$work/cublas_stub/cuda_bf16.h"
printf '#include "cuda.h"\n#include "cublas_v2.h"\n' > "$work/cublas_wrapper.h"
printf '#include "cuda.h"\n#include "cublasLt.h"\n' > "$work/cublaslt_wrapper.h"
cublas_inc=(-I"$work/cublas_stub" -I"$inc_rt" -I"$inc_cublas" -I"$work/nvcc/nvidia/cuda_nvcc/include")
curand_fns='curandCreateGenerator|curandDestroyGenerator|curandGetVersion|curandSetStream'
curand_fns+='|curandSetPseudoRandomGeneratorSeed|curandSetGeneratorOffset|curandGenerate'
curand_fns+='|curandGenerateLongLong|curandGenerateUniform|curandGenerateUniformDouble'
curand_fns+='|curandGenerateNormal|curandGenerateNormalDouble|curandGenerateLogNormal'
curand_fns+='|curandGenerateLogNormalDouble|curandGeneratePoisson'

common=(--rust-edition 2024 --rust-target 1.85 --use-core --ctypes-prefix ::core::ffi
        --default-enum-style rust --no-layout-tests --no-doc-comments --with-derive-default
        --with-derive-eq --with-derive-hash --with-derive-ord --no-prepend-enum-name)

# cuda.h, and the two profiler entry points of cudaProfiler.h (a toolkit header the wheel does
# not ship; cudarc's bindings have them): declared here as that header declares them.
printf '#include "cuda.h"\nCUresult CUDAAPI cuProfilerStart(void);\nCUresult CUDAAPI cuProfilerStop(void);\n' \
  > "$work/cuda_wrapper.h"
bindgen "$work/cuda_wrapper.h" "${common[@]}" \
  --allowlist-function '^cu.*' --allowlist-type '^CU.*' --allowlist-var '^CU.*' \
  -o "$work/cuda_raw.rs" -- -I"$inc_rt"
bindgen "$inc_nvrtc/nvrtc.h" "${common[@]}" \
  --allowlist-function '^nvrtc.*' --allowlist-type '^nvrtc.*' \
  -o "$work/nvrtc_raw.rs" -- -I"$inc_nvrtc"
bindgen "$inc_npp/npp.h" "${common[@]}" \
  --allowlist-function "^($npp_fns)\$" --allowlist-type 'NppiInterpolationMode' \
  -o "$work/npp_raw.rs" -- -I"$inc_npp" -I"$work/stub"
# NCCL, cuRAND, cuBLAS and cuBLASLt take the driver's stream: their `CUstream_st` is
# driver::sys's, re-exported so that cudarc's `<lib>::sys::CUstream_st` names it.
# NCCL (the `nccl` feature):
# ncclRedOp_t stays a newtype: it is an open range in C (ncclRedOpCreatePreMulSum makes values
# between ncclNumOps and ncclMaxRedOp), which a Rust enum could not hold soundly.
bindgen "$inc_nccl/nccl.h" "${common[@]}" \
  --allowlist-function '^nccl.*' --allowlist-type '^nccl.*' --allowlist-var '^NCCL_.*' \
  --blocklist-type CUstream_st --raw-line 'pub use crate::driver::sys::CUstream_st;' \
  --newtype-enum ncclRedOp_t \
  -o "$work/nccl_raw.rs" -- -I"$work/nccl_stub" -I"$inc_nccl"
# cuRAND (the `curand` feature):
bindgen "$inc_curand/curand.h" "${common[@]}" \
  --allowlist-function "^($curand_fns)\$" \
  --blocklist-type CUstream_st --raw-line 'pub use crate::driver::sys::CUstream_st;' \
  -o "$work/curand_raw.rs" -- -I"$work/curand_stub" -I"$inc_curand"
# cuBLAS and cuBLASLt (the `cublas` and `cublaslt` features): cudarc 0.13's allowlists.
bindgen "$work/cublas_wrapper.h" "${common[@]}" \
  --allowlist-function '^cublas.*' --allowlist-type '^cublas.*' --allowlist-var '^CUDA_VERSION' \
  --blocklist-type CUstream_st --raw-line 'pub use crate::driver::sys::CUstream_st;' \
  -o "$work/cublas_raw.rs" -- "${cublas_inc[@]}"
bindgen "$work/cublaslt_wrapper.h" "${common[@]}" \
  --allowlist-function '^cublasLt.*' --allowlist-type '^cublasLt.*' \
  --allowlist-var '^cublasLt.*' --allowlist-var '^CUDA_VERSION.*' \
  --blocklist-type CUstream_st --raw-line 'pub use crate::driver::sys::CUstream_st;' \
  -o "$work/cublaslt_raw.rs" -- "${cublas_inc[@]}"

out="$top"
if [ $check = 1 ]; then out="$work/out"; fi
mkdir -p "$out/src/driver/sys" "$out/src/nvrtc/sys" "$out/src/npp/sys"
python3 scripts/postprocess_bindings.py "$work/cuda_raw.rs" "$out/src/driver/sys/mod.rs" \
  --library LIBCUDA --header "cuda.h from $RUNTIME_WHEEL" --bindgen "$BINDGEN_VERSION"
python3 scripts/postprocess_bindings.py "$work/nvrtc_raw.rs" "$out/src/nvrtc/sys/mod.rs" \
  --library NVRTC --header "nvrtc.h from $NVRTC_WHEEL" --bindgen "$BINDGEN_VERSION"
python3 scripts/postprocess_bindings.py "$work/npp_raw.rs" "$out/src/npp/sys/mod.rs" \
  --library NPP --library-map scripts/npp-functions.txt \
  --header "npp.h from $NPP_WHEEL" --bindgen "$BINDGEN_VERSION"
# NCCL (the `nccl` feature):
mkdir -p "$out/src/nccl/sys"
python3 scripts/postprocess_bindings.py "$work/nccl_raw.rs" "$out/src/nccl/sys/mod.rs" \
  --library NCCL --header "nccl.h from $NCCL_WHEEL" --bindgen "$BINDGEN_VERSION"
rustfmt --edition 2024 "$out/src/nccl/sys/mod.rs"
# cuRAND (the `curand` feature):
mkdir -p "$out/src/curand/sys"
python3 scripts/postprocess_bindings.py "$work/curand_raw.rs" "$out/src/curand/sys/mod.rs" \
  --library CURAND --header "curand.h from $CURAND_WHEEL" --bindgen "$BINDGEN_VERSION"
rustfmt --edition 2024 "$out/src/curand/sys/mod.rs"
# cuBLAS and cuBLASLt (the `cublas` and `cublaslt` features):
mkdir -p "$out/src/cublas/sys" "$out/src/cublaslt/sys"
python3 scripts/postprocess_bindings.py "$work/cublas_raw.rs" "$out/src/cublas/sys/mod.rs" \
  --library CUBLAS --header "cublas_v2.h from $CUBLAS_WHEEL" --bindgen "$BINDGEN_VERSION"
python3 scripts/postprocess_bindings.py "$work/cublaslt_raw.rs" "$out/src/cublaslt/sys/mod.rs" \
  --library CUBLASLT --header "cublasLt.h from $CUBLAS_WHEEL" --bindgen "$BINDGEN_VERSION"
rustfmt --edition 2024 "$out/src/cublas/sys/mod.rs" "$out/src/cublaslt/sys/mod.rs"
rustfmt --edition 2024 "$out/src/driver/sys/mod.rs" "$out/src/nvrtc/sys/mod.rs" \
  "$out/src/npp/sys/mod.rs"

if [ $check = 1 ]; then
  diff -u src/driver/sys/mod.rs "$out/src/driver/sys/mod.rs"
  diff -u src/nvrtc/sys/mod.rs "$out/src/nvrtc/sys/mod.rs"
  diff -u src/npp/sys/mod.rs "$out/src/npp/sys/mod.rs"
  diff -u src/nccl/sys/mod.rs "$out/src/nccl/sys/mod.rs" # nccl
  diff -u src/curand/sys/mod.rs "$out/src/curand/sys/mod.rs" # curand
  diff -u src/cublas/sys/mod.rs "$out/src/cublas/sys/mod.rs"
  diff -u src/cublaslt/sys/mod.rs "$out/src/cublaslt/sys/mod.rs"
  echo "bindings are up to date"
else
  echo "wrote src/driver/sys/mod.rs, src/nvrtc/sys/mod.rs, src/npp/sys/mod.rs, src/nccl/sys/mod.rs, src/curand/sys/mod.rs, src/cublas/sys/mod.rs and src/cublaslt/sys/mod.rs"
fi
