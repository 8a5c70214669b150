#!/usr/bin/env bash
# Fetches the published sources of candle-core, candle-nn and candle-kernels 0.11.0 (cudarc 0.19.8)
# from crates.io into folders of their names here and in baseline/, unchanged. The clients' code
# is not part of this repository: every copy is ignored by git. The two workspaces' Cargo.lock
# files are committed. candle-kernels is pinned to 0.11.0 by patching the fetched copy in
# (candle-core asks `^0.11.0`, which crates.io would now answer with 0.11.1); its published
# Cargo.lock, like candle-core's, names 0.11.0.
#
#   bash compat/candle/fetch.sh
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
crates="candle-core@0.11.0 candle-nn@0.11.0 candle-kernels@0.11.0"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
mkdir -p "$scratch/src"
cat > "$scratch/Cargo.toml" <<TOML
[package]
name = "fetch-candle"
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
# A fresh checkout has the committed locks; without them, make them, the baseline's with cudarc
# 0.19.8 (candle 0.11.0's own lock; a new lock would take the newest 0.19).
[ -f "$here/Cargo.lock" ] || (cd "$here" && cargo generate-lockfile -q)
if [ ! -f "$here/baseline/Cargo.lock" ]; then
  (cd "$here/baseline" && cargo generate-lockfile -q &&
     cargo update -q -p "cudarc@$(cargo pkgid -q cudarc@0.19 | sed 's/.*[#@]//')" --precise 0.19.8)
fi
echo "fetched into $here and $here/baseline: $crates"
