#!/usr/bin/env bash
# test_inputs_made.sh - the catalogue's rule: tests/hostile/inputs/ is exactly
# what make_hostile writes (`make_hostile tests/hostile/inputs .`), no file
# made by hand, none missing, none stale.
# usage: test_inputs_made.sh MAKE_HOSTILE SRCDIR
set -euo pipefail
make_hostile=$1 src=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$make_hostile" "$work/inputs" "$src"
if ! diff -r "$work/inputs" "$src/tests/hostile/inputs"; then
  echo "FAIL: tests/hostile/inputs differs from what make_hostile writes: run 'make_hostile tests/hostile/inputs .'"
  exit 1
fi
# each input stays small (< 2 MB)
big=$(find "$src/tests/hostile/inputs" -type f -size +2000000c)
[[ -z $big ]] || { echo "FAIL: inputs over 2 MB: $big"; exit 1; }
echo "ok: $(find "$work/inputs" -type f | wc -l) inputs, as make_hostile writes them"
