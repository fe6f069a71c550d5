#!/usr/bin/env bash
# Runs every libFuzzer harness for a while (default 60 s each) with
# AddressSanitizer + UndefinedBehaviorSanitizer, the library instrumented
# for coverage. New crash inputs land in build-fuzz/crashes/; copy the ones
# worth keeping into tests/fuzz/corpus/<name>/ as regression seeds.
# usage: tools/fuzz.sh [SECONDS] [NAME...]
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/bootstrap.sh
command -v clang >/dev/null || { sudo=""; [[ $(id -u) == 0 ]] || sudo=sudo; $sudo apt-get install -y -qq clang >/dev/null; }
secs=${1:-60}; shift || true
names=("$@")
[[ ${#names[@]} -gt 0 ]] || names=($(sed -n 's/^tfc_add_fuzz(\([a-z_]*\) .*/\1/p' tests/tests.cmake))
CC=clang cmake -S . -B build-fuzz -DTFC_FUZZ=ON -DTFC_SANITIZE=ON -DTFC_BUILD_CLI=OFF >/dev/null
mkdir -p build-fuzz/crashes
for n in "${names[@]}"; do
  cmake --build build-fuzz -j"$(nproc)" --target "fuzz_$n" >/dev/null
  mkdir -p "build-fuzz/corpus/$n"
  echo "== fuzz_$n for ${secs}s"
  ./build-fuzz/tests/"fuzz_$n" -max_total_time="$secs" -artifact_prefix="build-fuzz/crashes/$n-" \
    "build-fuzz/corpus/$n" "tests/fuzz/corpus/$n" 2>&1 | tail -n 2
done
