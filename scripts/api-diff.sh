#!/usr/bin/env bash
# Public-API diff of cudarc 0.10.0 / 0.13.9 against this crate, as Markdown.
#
#   scripts/api-diff.sh [OUT.md]          default OUT: compat/API_DIFF.md in the repository
#
# 1. rustdoc JSON of cudarc 0.10.0 (features std,driver,nvrtc,nccl,curand,cublas,cublaslt,f16,
#    ci-check) and 0.13.9 (the same with cuda-12060 for ci-check), each twice: public items
#    (the one compared) and with --document-private-items (only to recover the methods and
#    impls of public types that cannot be named, e.g. 0.13.9's PinnedHostSlice, which rustdoc
#    leaves out otherwise).  Built once and cached under $APIDIFF_CACHE (rebuilt when the
#    features change).  The registry source is documented in place (`cargo rustdoc
#    --manifest-path ~/.cargo/registry/src/*/cudarc-X/Cargo.toml --locked`, the published
#    crates ship a Cargo.lock, so nothing is written there); if that fails, a scratch crate
#    under $APIDIFF_CACHE depending on `cudarc = "=X"` is documented instead.
# 2. rustdoc JSON of this crate (features nccl,npp,f16,curand,cublas,cublaslt), target dir
#    $CARGO_TARGET_DIR.
# 3. scripts/api_diff.py compares them and writes OUT.
#
# Only the stable toolchain is needed: RUSTC_BOOTSTRAP=1 unlocks `-Z unstable-options
# --output-format json`.  Doc-hidden items count as public (--document-hidden-items).
#
# Environment:
#   APIDIFF_CACHE=/tmp/apidiff-cache   cudarc JSON cache (and scratch crates)
#   APIDIFF_REBUILD=1                  rebuild the cached cudarc JSON
#   CARGO_TARGET_DIR=/tmp/tgt-apidiff  target dir for this crate's rustdoc
#   APIDIFF_OURS_JSON=FILE             compare this JSON instead of building the crate
#   APIDIFF_COMMIT=TEXT                the commit named in the header (default: git HEAD of
#                                      the documented tree, "+ uncommitted changes" if dirty)
#   APIDIFF_SRC=DIR                    document the crate at DIR (e.g. a worktree) instead
#                                      of this checkout
#   APIDIFF_DUMP=DIR                   also write every entry (TSV) there, for debugging
set -euo pipefail

repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
src=${APIDIFF_SRC:-$repo}
out=${1:-$repo/compat/API_DIFF.md}
cache=${APIDIFF_CACHE:-/tmp/apidiff-cache}
tgt=${CARGO_TARGET_DIR:-/tmp/tgt-apidiff}
cargo_home=${CARGO_HOME:-$HOME/.cargo}
ours_features=nccl,npp,f16,curand,cublas,cublaslt
cudarc_features_0_10_0=std,driver,nvrtc,nccl,curand,cublas,cublaslt,f16,ci-check
cudarc_features_0_13_9=std,driver,nvrtc,nccl,curand,cublas,cublaslt,f16,cuda-12060
json_flags=(-Z unstable-options --output-format json --document-hidden-items)
mkdir -p "$cache"

log() { printf 'api-diff: %s\n' "$*" >&2; }

# cudarc_json VERSION FEATURES: leaves $cache/cudarc-VERSION.json and ...-private.json
cudarc_json() {
    local ver=$1 features=$2 mode json reg extra t
    for mode in public private; do
        json=$cache/cudarc-$ver.json
        [[ $mode == private ]] && json=$cache/cudarc-$ver-private.json
        if [[ -s $json && -z ${APIDIFF_REBUILD:-} && $(cat "$json.features" 2>/dev/null) == "$features" ]]; then
            continue
        fi
        extra=()
        [[ $mode == private ]] && extra=(--document-private-items)
        t=$cache/tgt-$ver-$mode
        rm -f "$t/doc/cudarc.json"
        reg=$(ls -d "$cargo_home"/registry/src/*/cudarc-"$ver" 2>/dev/null | head -1 || true)
        log "rustdoc JSON of cudarc $ver ($mode items)"
        if [[ -n $reg && -f $reg/Cargo.lock ]] && RUSTC_BOOTSTRAP=1 CARGO_TARGET_DIR=$t \
            cargo rustdoc -q --locked --manifest-path "$reg/Cargo.toml" --lib \
                --no-default-features --features "$features" \
                -- "${json_flags[@]}" "${extra[@]}" 2>"$cache/build-$ver-$mode.log"; then
            :
        else
            [[ -n $reg ]] && log "documenting the registry source failed (see $cache/build-$ver-$mode.log); using a scratch crate"
            local dir=$cache/scratch-$ver feats
            feats=$(printf '"%s",' ${features//,/ }); feats=${feats%,}
            mkdir -p "$dir/src"
            cat >"$dir/Cargo.toml" <<EOF
[package]
name = "apidiff-scratch"
version = "0.0.0"
edition = "2021"
publish = false

[workspace]

[dependencies]
cudarc = { version = "=$ver", default-features = false, features = [$feats] }
EOF
            : >"$dir/src/lib.rs"
            RUSTC_BOOTSTRAP=1 CARGO_TARGET_DIR=$t \
                cargo rustdoc -q --manifest-path "$dir/Cargo.toml" -p "cudarc@$ver" --lib \
                -- "${json_flags[@]}" "${extra[@]}"
        fi
        cp "$t/doc/cudarc.json" "$json"
        printf '%s' "$features" >"$json.features"
    done
    # the sources, for the names cudarc's own layers use from its sys modules
    reg=$(ls -d "$cargo_home"/registry/src/*/cudarc-"$ver" 2>/dev/null | head -1 || true)
    [[ -n $reg ]] || { log "cudarc $ver sources not found under $cargo_home/registry/src"; exit 1; }
    printf '%s' "$reg/src" >"$cache/cudarc-$ver.src"
}

start=$SECONDS
cudarc_json 0.10.0 "$cudarc_features_0_10_0"
cudarc_json 0.13.9 "$cudarc_features_0_13_9"

if [[ -n ${APIDIFF_OURS_JSON:-} ]]; then
    ours=$APIDIFF_OURS_JSON
else
    log "rustdoc JSON of cuda-driver at $src (features $ours_features)"
    rm -f "$tgt/doc/cuda_driver.json"
    if ! (cd "$src" && RUSTC_BOOTSTRAP=1 CARGO_TARGET_DIR=$tgt \
        cargo rustdoc -q --locked --lib --features "$ours_features" -- "${json_flags[@]}") \
        2>"$cache/build-ours.log"; then
        grep -E '^(error|warning: unused)' -A5 "$cache/build-ours.log" | head -40 >&2 || true
        log "cuda-driver at $src does not document now (full log: $cache/build-ours.log);"
        log "retry later, or run on a clean worktree: git worktree add /tmp/apidiff-wt HEAD &&"
        log "APIDIFF_SRC=/tmp/apidiff-wt $0 ${1:-}"
        exit 1
    fi
    ours=$cache/cuda_driver.json
    cp "$tgt/doc/cuda_driver.json" "$ours"
fi
if [[ -n ${APIDIFF_COMMIT:-} ]]; then
    commit=$APIDIFF_COMMIT
elif [[ -n ${APIDIFF_OURS_JSON:-} ]]; then
    commit="? (JSON given: $APIDIFF_OURS_JSON)"
else
    commit=$(git -C "$src" rev-parse --short HEAD 2>/dev/null || echo '?')
    if [[ -n $(git -C "$src" status --porcelain --untracked-files=no -- src Cargo.toml 2>/dev/null) ]]; then
        commit="$commit + uncommitted changes"
    fi
fi

dump=()
[[ -n ${APIDIFF_DUMP:-} ]] && dump=(--dump "$APIDIFF_DUMP")
python3 "$repo/scripts/api_diff.py" \
    --ours "$ours" --ours-features "$ours_features" --commit "$commit" \
    --cudarc 0.10.0="$cache/cudarc-0.10.0.json" \
    --cudarc-private 0.10.0="$cache/cudarc-0.10.0-private.json" \
    --cudarc-src 0.10.0="$(cat "$cache/cudarc-0.10.0.src")" \
    --cudarc-features 0.10.0="$cudarc_features_0_10_0" \
    --cudarc 0.13.9="$cache/cudarc-0.13.9.json" \
    --cudarc-private 0.13.9="$cache/cudarc-0.13.9-private.json" \
    --cudarc-src 0.13.9="$(cat "$cache/cudarc-0.13.9.src")" \
    --cudarc-features 0.13.9="$cudarc_features_0_13_9" \
    "${dump[@]}" --out "$out"
log "wrote $out ($((SECONDS - start)) s)"
