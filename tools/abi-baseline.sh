#!/usr/bin/env bash
# Writes tests/abi/libtfcompat.abi, the ABI baseline the abi_abidiff test
# holds the library to, from a build with debug information.
# usage: tools/abi-baseline.sh BUILD_DIR   (a RelWithDebInfo or Debug build, not sanitized)
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:?usage: tools/abi-baseline.sh BUILD_DIR}
abidw --headers-dir include --headers-dir "$build/include" --drop-private-types --no-show-locs --no-corpus-path \
  "$build/libtfcompat.so" >tests/abi/libtfcompat.abi
echo "tests/abi/libtfcompat.abi: $(grep -c '<function-decl' tests/abi/libtfcompat.abi) functions"
