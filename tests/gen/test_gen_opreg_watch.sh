#!/usr/bin/env bash
# tfc_gen opreg holds the scanner's watch table to the bounds the scan
# relies on (src/core/graph_scan.c, attr_note: a key is tested by its
# length's bit alone, and a key of 0 or over 128 bytes must match no row):
# it builds the real table, takes a 128-byte name, and refuses one that is
# empty or over 128 bytes.
# usage: test_gen_opreg_watch.sh TFC_GEN SOURCE_DIR
set -euo pipefail
gen=$1 data=$2/data work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { # the first failure ends the test
  echo "FAIL: $*"
  exit 1
}
run() { # run ATTRS.csv ATTR_PRESENCE.csv; leaks not reported, as the build runs it (tools/gen/gen.cmake)
  ASAN_OPTIONS="${ASAN_OPTIONS:-}:detect_leaks=0" "$gen" opreg "$work/out.c" "$work/watch.c" "$data/tf_ops.csv" "$1" "$data/tf_op_sources.csv" \
    "$data/tf_attr_policy.csv" "$data/tf_releases.csv" "$data/tf_op_presence.csv" "$2"
}
renamed() { # renamed NAME ATTR: the tables with the first row's attr named ATTR in both files
  local f
  for f in tf_op_attrs tf_attr_presence; do
    awk -F, -v OFS=, -v a="$2" 'NR == 2 { $2 = a } 1' "$data/$f.csv" >"$work/$1.$f.csv"
  done
  run "$work/$1.tf_op_attrs.csv" "$work/$1.tf_attr_presence.csv"
}
refuse() { # refuse NAME WANT_MESSAGE NEW_ATTR_NAME
  local name=$1 want=$2 attr=$3
  set +e
  renamed "$name" "$attr" 2>"$work/err"
  local rc=$?
  set -e
  [[ $rc == 1 ]] || fail "$name: exit $rc, want 1"
  grep -q -- "$want" "$work/err" || fail "$name: stderr '$(cat "$work/err")' lacks '$want'"
}

run "$data/tf_op_attrs.csv" "$data/tf_attr_presence.csv" || fail "the real tables are refused"
grep -q 'tfc__attr_watch_count = ' "$work/watch.c" || fail "no watch table written"
# 128 bytes is within the bound
long128=$(printf 'a%.0s' $(seq 128))
renamed ok "$long128" || fail "a 128-byte attr name is refused"
grep -q "\"$long128\", [0-9]*, 128}" "$work/watch.c" || fail "the 128-byte attr's row is not in the watch table"
refuse empty "attr is empty" "" # the CSV's own rule
refuse long129 "a watched attr's name must be 1 to 128 bytes" "${long128}b"
echo "gen opreg watch: ok"
