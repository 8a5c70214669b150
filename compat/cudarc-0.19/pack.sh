#!/usr/bin/env bash
# Builds cudarc 0.19.10's own unit tests three ways and packs the test binaries, stripped and
# compressed, with a runner into .gpu/cudarc-0.19/ at the repository root, for a GPU machine
# without a Rust toolchain (carry `.gpu`):
#   ours    the copies in unit-tests/ against cuda_driver::stream_api
#   mirror  the same copies against the real cudarc 0.19.10 (they reach only its public API)
#   cudarc  cudarc 0.19.10's own `cargo test --lib`, from its registry source (the baseline)
# all with cudarc's features std, driver, nvrtc, f16, cuda-12090 and the libraries cublas,
# cublaslt, curand, nccl (dynamic-loading for cudarc).
# Without the stream_api face (before it lands) `ours` is skipped, with a note.
#
#   bash compat/cudarc-0.19/pack.sh
#   then on the GPU machine:  bash .gpu/cudarc-0.19/run [TEST ARGS...]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
out="$top/.gpu/cudarc-0.19"
rm -rf "$out" && mkdir -p "$out"
export CARGO_PROFILE_DEV_DEBUG=0 CARGO_PROFILE_TEST_DEBUG=0
features=std,driver,nvrtc,f16,cuda-12090,cublas,cublaslt,curand,nccl
exe() {  # the last test executable cargo reports
  python3 -c '
import json, sys
exe = None
for line in sys.stdin:
    try: m = json.loads(line)
    except ValueError: continue
    if m.get("reason") == "compiler-artifact" and m.get("executable"): exe = m["executable"]
print(exe or "")'
}
put() {  # put NAME BINARY
  strip -o "$out/$1" "$2"
  xz -9 -T2 -f "$out/$1"
}
python3 "$here/unit-tests/copy.py" --check
unit=$here/unit-tests
if (cd "$unit" && cargo test --no-run 2>"$out/ours.build.log"); then
  put ours "$(cd "$unit" && cargo test --no-run --message-format=json 2>/dev/null | exe)"
  rm "$out/ours.build.log"
else
  echo "pack: the copies do not build against cuda_driver::stream_api (see $out/ours.build.log); ours skipped" >&2
fi
bin=$(cd "$unit" && cargo test --no-run --no-default-features --features "real-cudarc,$features" \
  --message-format=json 2>/dev/null | exe)
put mirror "$bin"
reg=$(ls -d "${CARGO_HOME:-$HOME/.cargo}"/registry/src/*/cudarc-0.19.10 | head -1)
bin=$(CARGO_TARGET_DIR="$unit/target/cudarc-own" cargo test --locked --manifest-path "$reg/Cargo.toml" --lib \
  --no-run --no-default-features --features "$features,dynamic-loading" --message-format=json 2>/dev/null | exe)
put cudarc "$bin"
python3 - "$here/unit-tests/copy.py" > "$out/private.txt" <<'PY'
import importlib.util, sys
spec = importlib.util.spec_from_file_location("copy", sys.argv[1])
m = importlib.util.module_from_spec(spec); spec.loader.exec_module(m)
for (rel, name), cause in sorted(m.PRIVATE.items()):
    print("%s::tests::%s\t%s" % (rel[:-3].replace("/", "::"), name, cause))
PY
cp "$here/run-unit-tests" "$out/run"
cp "$here/pinned-on-ours.txt" "$out/"
chmod +x "$out/run"
ls -la "$out"
