#!/usr/bin/env bash
# Builds the test suites of cubecl-cuda 0.10.0 and of the cubek 0.2.0 crates (on the CUDA runtime)
# twice, against cuda-driver (through the `cudarc` 0.19.10 shim, ./Cargo.toml) and against the
# real cudarc 0.19.10 (baseline/), and packs the test binaries with a runner into
# .gpu/cubecl-0.10/ at the repository root, for a GPU machine without a Rust toolchain (carry
# `.gpu/cubecl-0.10`). Each test binary of both sides goes, stripped, into one .tar.xz (the two
# sides share most of their code, which one xz stream stores once). Run fetch.sh first.
#
#   bash compat/cubecl-0.10/pack.sh            both sides (ours needs cuda_driver::stream_api)
#   CUBECL_SIDES=cudarc bash compat/cubecl-0.10/pack.sh    the real cudarc's side only
#   then on the GPU machine:  bash .gpu/cubecl-0.10/run [PART] [TEST ARGS...]
#                             bash .gpu/cubecl-0.10/chunks   (one GPU, calls of a few minutes)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
out="$top/.gpu/cubecl-0.10"
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
rm -rf "$out" && mkdir -p "$out"
export CARGO_PROFILE_DEV_DEBUG=0 CARGO_PROFILE_TEST_DEBUG=0
# cubek's tests take their runtime from cubecl's `test-runtime` feature with `cuda` on; the
# integration tests of reduce, matmul, convolution and attention need their `cpu-reference`.
features=cubecl/cuda
for c in reduce matmul convolution attention; do features+=",cubek-$c/cpu-reference"; done
cubek=(-p cubek-std -p cubek-random -p cubek-quant -p cubek-reduce -p cubek-matmul
       -p cubek-convolution -p cubek-attention -p cubek-test-utils)
list() {  # NAME EXECUTABLE per test binary: NAME is PACKAGE-lib (unit tests) or PACKAGE-tests
  python3 -c '
import json, sys
for line in sys.stdin:
    try: m = json.loads(line)
    except ValueError: continue
    if m.get("reason") == "compiler-artifact" and m.get("executable"):
        pkg = m["package_id"].split("/")[-1].split("#")[0]
        kind = "lib" if m["target"]["kind"][0] == "lib" else "tests"
        print("%s-%s %s" % (pkg, kind, m["executable"]))'
}
for side in ${CUBECL_SIDES:-ours cudarc}; do
  dir=$here; [ "$side" = cudarc ] && dir=$here/baseline
  mkdir -p "$stage/$side"
  start=$SECONDS
  (cd "$dir" && cargo test --no-run -p cubecl-cuda 2>&1 | tail -3 >&2 &&
     cargo test --no-run -p cubecl-cuda --message-format=json 2>/dev/null | list &&
     cargo test --no-run "${cubek[@]}" --features "$features" 2>&1 | tail -3 >&2 &&
     cargo test --no-run "${cubek[@]}" --features "$features" --message-format=json 2>/dev/null | list) \
    > "$stage/$side.list" || { echo "pack: $side's test suites did not build in $dir" >&2; exit 1; }
  echo "pack: $side built in $((SECONDS - start)) s" >&2
  while read -r name exe; do
    n=$("$exe" --list 2>/dev/null | grep -c ': test$' || true)
    [ "$n" -gt 0 ] || continue  # a crate's unit-test binary without tests
    strip -o "$stage/$side/$name" "$exe"
    echo "$name $n" >> "$stage/$side.counts"
  done < "$stage/$side.list"
done
# One archive per test binary, holding both sides' copies; xz's 64 MiB window sees both.
sides=(${CUBECL_SIDES:-ours cudarc})
pack_one() {
  (cd "$stage" && tar -cf - $(for s in "${sides[@]}"; do echo "$s/$1"; done)) | xz -9 -T1 > "$out/$1.tar.xz"
}
while read -r name _; do
  pack_one "$name" &
  while [ "$(jobs -rp | wc -l)" -ge 2 ]; do wait -n; done
done < "$stage/${sides[0]}.counts"
wait
for side in "${sides[@]}"; do cp "$stage/$side.counts" "$out/$side.counts"; done
# cubecl-cuda's own configuration (cubecl.toml: kernels' bounds checks validated), which its tests
# read from their working directory, as under `cargo test`.
cp "$here/cubecl-cuda/cubecl.toml" "$out/cubecl-cuda.cubecl.toml"
cp "$here/run-cubecl" "$out/run"
cp "$here/run-chunks" "$out/chunks"
chmod +x "$out/run" "$out/chunks"
ls -la "$out"
du -sh "$out"
