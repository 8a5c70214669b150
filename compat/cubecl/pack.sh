#!/usr/bin/env bash
# Builds cubecl-cuda 0.5.0's test suite twice, against cuda-driver (through the `cudarc` shim,
# ./Cargo.toml) and against the real cudarc 0.13.9 (baseline/), and packs both test binaries,
# compressed, with a runner into .gpu/cubecl/ at the repository root, for a GPU machine without
# a Rust toolchain (carry `.gpu`). Run `bash compat/cubecl/fetch.sh` first.
#
#   bash compat/cubecl/pack.sh
#   then on the GPU machine:  bash .gpu/cubecl/run [TEST-FILTER ARGS...]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
out="$top/.gpu/cubecl"
mkdir -p "$out"
export CARGO_PROFILE_DEV_DEBUG=0 CARGO_PROFILE_TEST_DEBUG=0
exe() {
  (cd "$1" && cargo test -p cubecl-cuda --no-run --message-format=json 2>/dev/null) | python3 -c '
import json, sys
for line in sys.stdin:
    try: m = json.loads(line)
    except ValueError: continue
    if m.get("reason") == "compiler-artifact" and m.get("executable"): print(m["executable"])'
}
for variant in ours cudarc; do
  dir=$here; [ $variant = cudarc ] && dir=$here/baseline
  bin=$(exe "$dir" | tail -1)
  [ -n "$bin" ] || { echo "cubecl-cuda's tests did not build in $dir" >&2; exit 1; }
  strip -o "$out/$variant" "$bin"
  gzip -f -9 "$out/$variant"
done
cat > "$out/run" <<'RUN'
#!/usr/bin/env bash
# Runs cubecl-cuda 0.5.0's tests against cuda-driver (ours) and the real cudarc 0.13.9 on this
# GPU machine, the same filter for both, and prints each one's counts and time. cubecl compiles
# CUDA C++ with NVRTC and needs the CUDA headers: CUDA_PATH=/usr/local/cuda. The real cudarc
# finds NVRTC only under its versioned names: LD_LIBRARY_PATH=/usr/local/cuda/lib64.
#   bash .gpu/cubecl/run [FILTER ARGS...]   (passed to both test binaries)
#   bash .gpu/cubecl/run subset [MORE ARGS...]
#       the named subset of 5,203 tests: everything but matmul_accelerated and
#       matmul_quantized, plus matmul_quantized::row_major::row_major::t16x16x16
#   CUBECL_ONLY=ours (or cudarc) runs one of the two; CUBECL_PARALLEL=1 runs both at once on
#   GPUs 0 and 1. Each one's log, passed and failed lists and time land in $OUT.
cd "$(dirname "$0")"
export CUDA_PATH=${CUDA_PATH:-/usr/local/cuda}
export LD_LIBRARY_PATH=$CUDA_PATH/lib64${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
out=${OUT:-/tmp}
if [ "${1:-}" = subset ]; then
  shift
  set -- --skip matmul_accelerated --skip matmul_quantized::col_major \
    --skip matmul_quantized::row_major::col_major \
    --skip matmul_quantized::row_major::row_major::t8x8x8 \
    --skip matmul_quantized::row_major::row_major::t8x32x16 \
    --skip matmul_quantized::row_major::row_major::t32x8x16 \
    --skip matmul_quantized::row_major::row_major::t16x16x8 "$@"
fi
# On a machine of two GPUs, CUBECL_PARALLEL=1 runs the two at once, ours on GPU 0 and cudarc on
# GPU 1, each with half of the CPU cores as test threads: the same conditions for both.
one() {
  v=$1; shift
  [ -x "/tmp/cubecl-$v" ] || { gunzip -c "$v.gz" > "/tmp/cubecl-$v"; chmod +x "/tmp/cubecl-$v"; }
  start=$(date +%s%N)
  timeout "${CUBECL_TIMEOUT:-3600}" "/tmp/cubecl-$v" "$@" > "$out/cubecl-$v.log" 2>&1
  end=$(date +%s%N)
  printf '%-7s %6d ms  %s\n' "$v" $(( (end - start) / 1000000 )) "$(grep -E '^test result' "$out/cubecl-$v.log" | tail -1)" > "$out/cubecl-$v.time"
  grep -E '^test .* FAILED$' "$out/cubecl-$v.log" | sed 's/^test //; s/ \.\.\. FAILED$//' | sort > "$out/cubecl-$v.failed"
  grep -E '^test .* ok$' "$out/cubecl-$v.log" | sed 's/^test //; s/ \.\.\. ok$//' | sort > "$out/cubecl-$v.passed"
}
if [ -n "${CUBECL_PARALLEL:-}" ]; then
  half=$(( $(nproc) / 2 ))
  CUDA_VISIBLE_DEVICES=0 one ours --test-threads "$half" "$@" &
  CUDA_VISIBLE_DEVICES=1 one cudarc --test-threads "$half" "$@" &
  wait
else
  for v in ${CUBECL_ONLY:-ours cudarc}; do one "$v" "$@"; done
fi
cat "$out"/cubecl-*.time
[ -f "$out/cubecl-ours.failed" ] && [ -f "$out/cubecl-cudarc.failed" ] || exit 0
if cmp -s "$out/cubecl-ours.failed" "$out/cubecl-cudarc.failed" && cmp -s "$out/cubecl-ours.passed" "$out/cubecl-cudarc.passed"; then
  echo "the same $(wc -l < "$out/cubecl-ours.passed") tests pass and the same $(wc -l < "$out/cubecl-ours.failed") fail with both"
else
  echo "failures differ:"; diff "$out/cubecl-ours.failed" "$out/cubecl-cudarc.failed" | head -40
fi
RUN
chmod +x "$out/run"
ls -la "$out"
