#!/usr/bin/env bash
# Fetches the published source of cubecl-cuda 0.5.0 (the client this crate's cudarc
# compatibility is proven on) from crates.io into cubecl-cuda/ here and in baseline/, unchanged.
# The client's code is not part of this repository: both copies are ignored by git.
#
#   bash compat/cubecl/fetch.sh
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
version=0.5.0
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
mkdir -p "$scratch/src"
cat > "$scratch/Cargo.toml" <<TOML
[package]
name = "fetch-cubecl"
version = "0.0.0"
edition = "2021"
[dependencies]
cubecl-cuda = "=$version"
TOML
: > "$scratch/src/lib.rs"
# cargo puts the crate's source in its registry cache; `cargo metadata` says where.
manifest=$(cd "$scratch" && cargo metadata --format-version 1 2>/dev/null | python3 -c '
import json, sys
m = json.load(sys.stdin)
print(next(p["manifest_path"] for p in m["packages"] if p["name"] == "cubecl-cuda"))')
src=$(dirname "$manifest")
for dst in "$here/cubecl-cuda" "$here/baseline/cubecl-cuda"; do
  rm -rf "$dst"
  mkdir -p "$(dirname "$dst")"
  cp -r "$src" "$dst"
  # The registry's copy keeps the normalised manifest; the published Cargo.toml.orig is not
  # needed to build.
  rm -f "$dst/Cargo.toml.orig" "$dst/.cargo_vcs_info.json"
done
echo "cubecl-cuda $version: $here/cubecl-cuda and $here/baseline/cubecl-cuda"
