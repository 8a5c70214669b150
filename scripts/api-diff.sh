#!/usr/bin/env bash
# Public-API diffs of cudarc against this crate, as Markdown: cudarc 0.10.0 / 0.13.9 (the
# CudaDevice API) against the crate's root, and cudarc 0.19.10 (the stream API) against its
# `stream_api` module, taken as if it were a crate root (cudarc's `driver::CudaContext` against
# `cuda_driver::stream_api::driver::CudaContext`).
#
#   scripts/api-diff.sh [OUT.md [OUT-0.19.md]]
#       defaults: compat/API_DIFF.md and compat/API_DIFF_0_19.md in the repository
#   APIDIFF_ONLY=0.13 (or 0.19) writes only the one report
#
# The 0.19.10 report lists every missing path as a row of its own (a checklist: without the
# `stream_api` module, every item of cudarc's is missing) and flags ⚑ the paths that cubecl-cuda
# 0.10.0 names (compat/cubecl-0.10/cudarc-uses.txt); the sys names that client uses are compared
# as well as those cudarc's own layers use.
#
# 1. rustdoc JSON of cudarc 0.10.0 (features std,driver,nvrtc,nccl,curand,cublas,cublaslt,f16,
#    ci-check), 0.13.9 (the same with cuda-12060 for ci-check) and 0.19.10 (the same with f8,
#    cuda-12090, the version of this crate's bindings, and dynamic-loading), each twice: public items
#    (the one compared) and with --document-private-items (only to recover the methods and
#    impls of public types that cannot be named, e.g. 0.13.9's PinnedHostSlice, which rustdoc
#    leaves out otherwise).  Built once and cached under $APIDIFF_CACHE (rebuilt when the
#    features change).  The registry source is documented in place (`cargo rustdoc
#    --manifest-path ~/.cargo/registry/src/*/cudarc-X/Cargo.toml --locked`, the published
#    crates ship a Cargo.lock, so nothing is written there); if that fails, a scratch crate
#    under $APIDIFF_CACHE depending on `cudarc = "=X"` is documented instead.
# 2. rustdoc JSON of this crate (features nccl,npp,f16,f8,curand,cublas,cublaslt), target dir
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
out019=${2:-$repo/compat/API_DIFF_0_19.md}
only=${APIDIFF_ONLY:-}
cache=${APIDIFF_CACHE:-/tmp/apidiff-cache}
tgt=${CARGO_TARGET_DIR:-/tmp/tgt-apidiff}
cargo_home=${CARGO_HOME:-$HOME/.cargo}
ours_features=nccl,npp,f16,f8,curand,cublas,cublaslt
cudarc_features_0_10_0=std,driver,nvrtc,nccl,curand,cublas,cublaslt,f16,ci-check
cudarc_features_0_13_9=std,driver,nvrtc,nccl,curand,cublas,cublaslt,f16,cuda-12060
cudarc_features_0_19_10=std,driver,nvrtc,nccl,curand,cublas,cublaslt,f16,f8,cuda-12090,dynamic-loading
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
if [[ $only != 0.19 ]]; then
    cudarc_json 0.10.0 "$cudarc_features_0_10_0"
    cudarc_json 0.13.9 "$cudarc_features_0_13_9"
fi
[[ $only == 0.13 ]] || cudarc_json 0.19.10 "$cudarc_features_0_19_10"

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
if [[ $only != 0.19 ]]; then
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
fi
if [[ $only != 0.13 ]]; then
    dump=()
    [[ -n ${APIDIFF_DUMP:-} ]] && dump=(--dump "$APIDIFF_DUMP/0.19")
    python3 "$repo/scripts/api_diff.py" \
        --ours "$ours" --ours-features "$ours_features" --commit "$commit" \
        --ours-root stream_api --hand 0.19 --list-all \
        --client-uses "cubecl-cuda 0.10.0 (compat/cubecl-0.10/cudarc-uses.txt)=$repo/compat/cubecl-0.10/cudarc-uses.txt" \
        --cudarc 0.19.10="$cache/cudarc-0.19.10.json" \
        --cudarc-private 0.19.10="$cache/cudarc-0.19.10-private.json" \
        --cudarc-src 0.19.10="$(cat "$cache/cudarc-0.19.10.src")" \
        --cudarc-features 0.19.10="$cudarc_features_0_19_10" \
        "${dump[@]}" --out "$out019"
    log "wrote $out019 ($((SECONDS - start)) s)"
fi
