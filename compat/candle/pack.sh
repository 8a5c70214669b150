#!/usr/bin/env bash
# Builds candle-core's and candle-nn's 0.11.0 test binaries (`cargo test --release -p candle-core
# -p candle-nn --features cuda`) and the timed workloads (workload/) twice, against cuda-driver
# (through the `cudarc` 0.19.10 shim, ./Cargo.toml) and against the real cudarc 0.19.8
# (baseline/), and packs them with the runner into .gpu/candle/ at the repository root, for a GPU
# machine without a Rust toolchain (carry `.gpu/candle`). Run fetch.sh first; toolkit.sh is run
# when its .toolkit/ is missing (nvcc for candle-kernels, link stubs for the real cudarc).
#
#   bash compat/candle/pack.sh               both sides (ours needs cuda_driver::stream_api)
#   CANDLE_SIDES=cudarc bash compat/candle/pack.sh     the real cudarc's side only
#   then on the GPU machine:  bash .gpu/candle/run [PART] [TEST ARGS...]
#
# Each side's binaries, stripped, go into one tar.xz (SIDE.tar.xz): every candle binary carries
# the same candle-kernels PTX (11 MB) and libmoe.a kernels (32 MB of sm_90 fatbin), which one
# xz stream with a dictionary larger than a binary stores once.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
out="$top/.gpu/candle"
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
[ -f "$here/candle-core/Cargo.toml" ] || { echo "pack: run compat/candle/fetch.sh first" >&2; exit 1; }
[ -f "$here/.toolkit/env.sh" ] || bash "$here/toolkit.sh"
# shellcheck disable=SC1091
source "$here/.toolkit/env.sh"
stubs=$here/.toolkit/cuda/lib64
export CARGO_BUILD_JOBS=${CARGO_BUILD_JOBS:-2} CUDAFORGE_THREADS=${CUDAFORGE_THREADS:-2}
list() {  # NAME EXECUTABLE per test binary: PACKAGE-lib or PACKAGE-TARGET; the workload: candle-workload
  python3 -c '
import json, sys
for line in sys.stdin:
    try: m = json.loads(line)
    except ValueError: continue
    if m.get("reason") == "compiler-artifact" and m.get("executable"):
        url, _, frag = m["package_id"].partition("#")  # ...#NAME@VERSION, or ...NAME#VERSION
        pkg = frag.split("@")[0] if "@" in frag else url.rstrip("/").split("/")[-1]
        t = m["target"]
        if not ({"lib", "test"} & set(t["kind"])): continue  # examples, which `cargo test` builds too
        if pkg == "candle-workload": print("%s %s" % (pkg, m["executable"]))
        else: print("%s-%s %s" % (pkg, "lib" if "lib" in t["kind"] else t["name"], m["executable"]))'
}
sides=()
rm -rf "$out" && mkdir -p "$out"
for side in ${CANDLE_SIDES:-ours cudarc}; do
  dir=$here; [ "$side" = cudarc ] && dir=$here/baseline
  if [ "$side" = ours ] && ! grep -qE '^\s*pub mod stream_api' "$top/src/lib.rs"; then
    echo "pack: ours skipped: cuda_driver::stream_api does not exist yet (src/lib.rs has no \`pub mod stream_api\`)," \
      "so the cudarc 0.19 shim cannot build; packing the real cudarc's side only" >&2
    echo "ours: not packed, cuda_driver::stream_api did not exist at $(cd "$top" && git rev-parse --short HEAD)" > "$out/NOT-PACKED-ours.txt"
    continue
  fi
  mkdir -p "$stage/$side"
  start=$SECONDS
  # candle's own test command, with the workload (a test target without harness) in the same build.
  cmd=(cargo test --release -p candle-core -p candle-nn -p candle-workload --features cuda --no-run)
  (cd "$dir" && "${cmd[@]}" 2>&1 | tail -3 >&2 && "${cmd[@]}" --message-format=json 2>/dev/null | list) \
    > "$stage/$side.list" || { echo "pack: $side did not build in $dir" >&2; exit 1; }
  echo "pack: $side built in $((SECONDS - start)) s" >&2
  : > "$stage/$side.counts"
  while read -r name exe; do
    strip -o "$stage/$side/$name" "$exe"
    [ "$name" = candle-workload ] && continue
    # Listing loads the binary: the baseline's needs the stubs under their sonames.
    n=$(LD_LIBRARY_PATH=$stubs "$exe" --list 2>/dev/null | grep -c ': test$' || true)
    [ "$n" -gt 0 ] || { rm "$stage/$side/$name"; continue; }  # a target without tests
    echo "$name $n" >> "$stage/$side.counts"
  done < "$stage/$side.list"
  sort -o "$stage/$side.counts" "$stage/$side.counts"
  du -sb "$stage/$side" | awk -v s="$side" '{printf "pack: %s stripped: %.1f MiB\n", s, $1 / 1048576}' >&2
  sides+=("$side")
done
[ ${#sides[@]} -gt 0 ] || { echo "pack: nothing built" >&2; exit 1; }
# One xz stream per side (the sides compressed at once, one core each): a fast preset with a
# dictionary of 128 MiB, which reaches back over two or three binaries and so stores their
# shared 40-odd MiB once (xz -9 gains a fifth in size for five times the time).
for side in "${sides[@]}"; do
  (cd "$stage" && tar -cf - "$side") | xz -T1 --lzma2=preset=3,dict=128MiB > "$out/$side.tar.xz" &
  cp "$stage/$side.counts" "$out/$side.counts"
done
wait
# candle-core's test data, which its tests open as tests/NAME from their working directory.
mkdir -p "$out/testdata"
cp "$here"/candle-core/tests/*.{pt,pth,npy,npz} "$out/testdata/"
cp "$here/filter.txt" "$out/filter.txt"
cp "$here/run-candle" "$out/run"
chmod +x "$out/run"
ls -la "$out"
du -sh "$out"
