#!/usr/bin/env bash
# Fetches the published source of cubecl-cuda 0.10.0 (cudarc 0.19, the CUDA runtime of burn 0.21)
# and of the cubek 0.2.0 crates whose tests run on it (CubeCL's kernel library of the same release:
# matmul, convolution, attention, reduce, random, quant, std, test-utils) from crates.io into
# folders of their names here and in baseline/, unchanged. The clients' code is not part of this
# repository: every copy is ignored by git. The two workspaces' Cargo.lock files are
# committed; both pin `enumset` to 1.1.12, which cubecl-core 0.10.0's test code needs
# (`cargo update -p enumset --precise 1.1.12`; a later enumset breaks its `runtime_tests/binary.rs`).
#
#   bash compat/cubecl-0.10/fetch.sh
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
crates="cubecl-cuda@0.10.0 cubek-std@0.2.0 cubek-random@0.2.0 cubek-quant@0.2.0 cubek-reduce@0.2.0
  cubek-matmul@0.2.0 cubek-convolution@0.2.0 cubek-attention@0.2.0 cubek-test-utils@0.2.0"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
mkdir -p "$scratch/src"
cat > "$scratch/Cargo.toml" <<TOML
[package]
name = "fetch-cubecl"
version = "0.0.0"
edition = "2021"
[dependencies]
$(for c in $crates; do echo "${c%@*} = \"=${c#*@}\""; done)
TOML
: > "$scratch/src/lib.rs"
# cargo puts the crates' sources in its registry cache; `cargo metadata` says where.
(cd "$scratch" && cargo metadata --format-version 1 2>/dev/null) > "$scratch/meta.json"
for c in $crates; do
  name=${c%@*} version=${c#*@}
  manifest=$(python3 -c '
import json, sys
m = json.load(open(sys.argv[1]))
print(next(p["manifest_path"] for p in m["packages"] if p["name"] == sys.argv[2] and p["version"] == sys.argv[3]))' \
    "$scratch/meta.json" "$name" "$version")
  src=$(dirname "$manifest")
  for dst in "$here/$name" "$here/baseline/$name"; do
    rm -rf "$dst"
    mkdir -p "$(dirname "$dst")"
    cp -r "$src" "$dst"
    # The registry's copy keeps the normalised manifest; the published Cargo.toml.orig, the VCS
    # note and the crate's own Cargo.lock (the workspace's, here, rules) are not needed to build.
    rm -f "$dst/Cargo.toml.orig" "$dst/.cargo_vcs_info.json" "$dst/Cargo.lock"
  done
done
# A fresh checkout has the committed locks; without them, make them and pin enumset.
for ws in "$here" "$here/baseline"; do
  if [ ! -f "$ws/Cargo.lock" ]; then
    (cd "$ws" && cargo generate-lockfile -q && cargo update -q -p enumset --precise 1.1.12)
  fi
done
echo "fetched into $here and $here/baseline: $crates"
