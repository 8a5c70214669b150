#!/usr/bin/env bash
# Builds the GPU suite here and packs it into .gpu/ at the repository root, with a runner, for a
# GPU machine that has no Rust toolchain: copy .gpu over (beside the repository's files) and run
# `bash .gpu/run` from the repository root there.
#
#   scripts/gpu-pack.sh [--tests-only] [--release] [--features LIST]
#
#   --tests-only     test binaries only (no examples or benches)
#   --release        test binaries in release too (examples and benches always are)
#   --features LIST  cargo features (default: every feature: npp,nccl,curand,cublas,cublaslt,f16,f8,f4)
#
# On the GPU machine:
#   bash .gpu/run [ARGS]          every test binary, ARGS passed to each (a filter, --ignored, ...)
#   bash .gpu/run only BIN [ARGS] one test binary (its name as listed in .gpu/tests)
#   bash .gpu/run example NAME…   a packed example
#   bash .gpu/run bench NAME…     a packed bench target
# The runner sets REQUIRE_GPU=1 (a missing GPU fails instead of skipping) and the REQUIRE_*
# variable of every library packed, and exits non-zero if a test binary fails. Logs go to $OUT
# (the device tool's folder that comes back) or /tmp.
set -euo pipefail
cd "$(git rev-parse --show-toplevel)"

features=npp,nccl,curand,cublas,cublaslt,f16,f8,f4
tests_only=0
mode=()
while [ $# -gt 0 ]; do
  case "$1" in
    --tests-only) tests_only=1 ;;
    --release) mode=(--release) ;;
    --features) shift; features=$1 ;;
    *) echo "gpu-pack: unknown argument $1" >&2; exit 2 ;;
  esac
  shift
done

rm -rf .gpu && mkdir -p .gpu/tests .gpu/examples .gpu/benches
# No debug info: what is carried to the GPU machine is limited in size.
export CARGO_PROFILE_DEV_DEBUG=0 CARGO_PROFILE_TEST_DEBUG=0 CARGO_PROFILE_RELEASE_DEBUG=0

# kind, name and path of every executable cargo built, from its JSON messages
executables() {
  python3 -c '
import json, sys
for line in sys.stdin:
    try:
        m = json.loads(line)
    except ValueError:
        continue
    if m.get("reason") == "compiler-artifact" and m.get("executable"):
        print(m["target"]["kind"][0], m["target"]["name"], m["executable"])'
}

echo "gpu-pack: test binaries (features $features)"
cargo test --no-run --all-targets "${mode[@]}" --features "$features" --message-format=json \
  | executables > .gpu/built.txt
while read -r kind name exe; do
  case "$kind" in example|bench) continue ;; esac
  cp "$exe" ".gpu/tests/$kind-$name"
done < .gpu/built.txt
if [ "$tests_only" = 0 ]; then
  echo "gpu-pack: examples and benches (release)"
  cargo build --examples --benches --release --features "$features" --message-format=json \
    | executables > .gpu/built-release.txt
  while read -r kind name exe; do
    case "$kind" in
      example) cp "$exe" ".gpu/examples/$name" ;;
      bench) cp "$exe" ".gpu/benches/$name" ;;
    esac
  done < .gpu/built-release.txt
fi
strip .gpu/tests/* .gpu/examples/* .gpu/benches/* 2>/dev/null || true
grep -v '^#' scripts/gpu-known-failures.txt > .gpu/known-failures
listing="tests:    $(ls .gpu/tests | tr '\n' ' ')
examples: $(ls .gpu/examples | tr '\n' ' ')
benches:  $(ls .gpu/benches | tr '\n' ' ')"
# Compressed (about a quarter of the size): the runner unpacks it on the GPU machine.
tar -C .gpu -czf .gpu/pack.tar.gz tests examples benches
rm -rf .gpu/tests .gpu/examples .gpu/benches .gpu/built.txt .gpu/built-release.txt

requires=""
for lib in ${features//,/ }; do
  case "$lib" in
    npp|nccl|curand|cublas|cublaslt) requires="$requires REQUIRE_${lib^^}=1" ;;
  esac
done
cat > .gpu/run <<RUN
#!/usr/bin/env bash
# Runs the packed GPU suite (see scripts/gpu-pack.sh). Made by gpu-pack for: $features
cd "\$(dirname "\$0")/.."
[ -d .gpu/tests ] || tar -C .gpu -xzf .gpu/pack.tar.gz
export REQUIRE_GPU=1 RUST_BACKTRACE=1$requires
out=\${OUT:-/tmp}
case "\${1:-}" in
  example) shift; name=\$1; shift; exec ".gpu/examples/\$name" "\$@" ;;
  bench) shift; name=\$1; shift; exec ".gpu/benches/\$name" --bench "\$@" ;;
esac
bins=(.gpu/tests/*)
if [ "\${1:-}" = only ]; then bins=(".gpu/tests/\$2"); shift 2; fi
fail=0
for t in "\${bins[@]}"; do
  n=\$(basename "\$t")
  log=\$(mktemp)
  start=\$SECONDS
  if "\$t" "\$@" > "\$log" 2>&1; then
    s=ok
  else
    # Failures all on the known list (scripts/gpu-known-failures.txt) are reported, not counted.
    failed=\$(sed -n 's/^test \\(.*\\) \\.\\.\\. FAILED\$/\\1/p' "\$log" | sort -u)
    unknown=\$(grep -vxF -f .gpu/known-failures <<<"\$failed" || true)
    if [ -n "\$failed" ] && [ -z "\$unknown" ]; then s="ok*"; else s=FAILED; fail=1; fi
  fi
  { echo "=== \$n: \$s"; cat "\$log"; } >> "\$out/gpu-tests.log"
  printf '%-36s %-6s %4ss  %s\n' "\$n" "\$s" "\$((SECONDS - start))" "\$(grep -E '^test result:' "\$log" | tail -1)"
  if [ "\$s" = FAILED ]; then grep -E 'panicked|FAILED|failed' "\$log" | head -20; fi
  if [ "\$s" = "ok*" ]; then echo "  known failures: \$(echo \$failed)"; fi
done
echo "full log: \$out/gpu-tests.log"
exit \$fail
RUN
chmod +x .gpu/run
echo "gpu-pack: packed $(du -sh .gpu | cut -f1) into .gpu"
if [ "$(du -sk .gpu | cut -f1)" -gt 57344 ]; then
  echo "gpu-pack: WARNING: over 56 MiB; with the working tree it may not fit the 64 MiB a GPU run can carry" >&2
fi
echo "$listing"
