#!/usr/bin/env bash
# Runs every packed test binary (.gpu/tests, made by gpu-pack) under compute-sanitizer's
# memcheck on a GPU machine, from the repository root:
#
#   bash scripts/memcheck.sh            # logs in $OUT (or /tmp)
#   bash scripts/memcheck.sh test-gpu test-gpu_graphs   # those binaries only
#   MEMCHECK_DEADLINE=$(( $(date +%s) + 300 )) bash scripts/memcheck.sh   # none runs past it
#   bash scripts/memcheck.sh test-gpu:memory,launch    # a binary's tests matching any filter named
#
# test-gpu takes about ten minutes under memcheck: parts of it (`test-gpu:A,B`) may run side by
# side, each in a process of its own with its own log.
#
# Groups of binaries may run side by side (one process each), but test-gpu_dropped_futures measures
# the device's free memory and fails beside another process: run it alone.
#
# Prints per binary the invalid memory accesses memcheck found and the failed driver calls it
# saw. Most failed calls are provoked on purpose by the tests (bad input, out of memory,
# illegal operations during a graph capture, calls after a fault, the probe past a kernel's
# last parameter); their kinds are listed so that a new one stands out. The only invalid
# accesses expected are the deliberate faults of test-gpu_fault and test-gpu_async_fault (one
# `write_null` kernel each). Exits non-zero if any other binary has an invalid access or fails.
set -u
cd "$(dirname "$0")/.."
# gpu-pack ships the binaries compressed; .gpu/run unpacks them on its first run, and so does this.
[ -d .gpu/tests ] || tar -C .gpu -xzf .gpu/pack.tar.gz
cs=$(command -v compute-sanitizer || echo /usr/local/cuda/bin/compute-sanitizer)
out=${OUT:-/tmp}
export REQUIRE_GPU=1
# The attacks that time work or CPU, or run in a child process, skip under the sanitizer
# (tests/support: `under_sanitizer`); the plain GPU suite runs them.
export CUDA_DRIVER_SANITIZER=memcheck
# cudarc 0.13.9's own `test_matmul_f32` fails on TF32 GPUs under cudarc as here (see
# tests/cudarc_cublaslt_tests.rs); the plain GPU suite runs it, memcheck leaves it out.
status=0
if [ $# -gt 0 ]; then bins=("$@"); else bins=(); for t in .gpu/tests/*; do bins+=("$(basename "$t")"); done; fi
for n in "${bins[@]}"; do
  # BINARY:FILTER,FILTER... runs the tests matching any of the filters.
  filters=()
  case "$n" in *:*) IFS=, read -r -a filters <<<"${n#*:}" ;; esac
  t=.gpu/tests/${n%%:*}
  [ -x "$t" ] || { echo "$n: no such packed test binary"; status=1; continue; }
  log="$out/memcheck-${n//[:,]/-}.log"
  args=(${filters[@]+"${filters[@]}"})
  [ "${n%%:*}" = test-cudarc_cublaslt_tests ] && args+=(--skip cudarc_0_13_9::test_matmul_f32)
  limit=600
  if [ -n "${MEMCHECK_DEADLINE:-}" ]; then
    left=$(( MEMCHECK_DEADLINE - $(date +%s) ))
    if [ "$left" -lt 10 ]; then printf '%-30s not run: past MEMCHECK_DEADLINE\n' "$n"; status=1; continue; fi
    [ "$left" -lt "$limit" ] && limit=$left
  fi
  timeout "$limit" "$cs" --tool memcheck --print-limit 1000000 "$t" ${args[@]+"${args[@]}"} > "$log" 2>&1
  rc=$?
  if [ "$rc" -eq 124 ]; then
    printf '%-30s timed out after %s s (%s tests passed by then, invalid accesses so far: %s)\n' "$n" "$limit" \
      "$(grep -c ' \.\.\. ok$' "$log")" "$(grep -c '^========= Invalid' "$log")"
    status=1
    continue
  fi
  if grep -q 'terminated before first instrumented API call' "$log"; then
    printf '%-30s makes no CUDA call (%s)\n' "$n" "$(grep -E '^test result' "$log" | tail -1)"
    continue
  fi
  accesses=$(grep -c '^========= Invalid' "$log")
  api=$(grep -c '^========= Program hit' "$log")
  printf '%-30s exit %-3s invalid accesses: %-3s failed driver calls: %s\n' "$n" "$rc" "$accesses" "$api"
  grep '^========= Program hit' "$log" | sed -E 's/.*Program hit ([A-Z_]+).*API call to ([A-Za-z0-9_]+).*/    \2 -> \1/' |
    sort | uniq -c | sort -rn
  case "${n%%:*}" in
    test-gpu_fault | test-gpu_async_fault) expected=1 ;;
    *) expected=0 ;;
  esac
  if [ "$rc" -ne 0 ] || [ "$accesses" -ne "$expected" ]; then
    status=1
    grep -E '^========= Invalid|panicked|FAILED' "$log" | head -20
  fi
done
exit $status
