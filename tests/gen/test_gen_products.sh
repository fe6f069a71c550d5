#!/usr/bin/env bash
# tfc_gen products holds data/products.csv to the release tables: it builds
# the real file, and refuses a row whose embedded release the history
# lacks, an unsourced row, rows out of version order, a product split in
# two, a name that would shadow a target prefix, a bad side, and a release
# the library's one release grammar refuses.
# usage: test_gen_products.sh TFC_GEN SOURCE_DIR
set -euo pipefail
gen=$1
data=$2/data
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }
H=product,version,side,runtime,runtime_version,source
refuse() { # refuse NAME WANT_MESSAGE CSV_LINES...
  local name=$1 want=$2
  shift 2
  printf '%s\n' "$H" "$@" >"$work/$name.csv"
  set +e
  "$gen" products "$work/out.c" "$work/$name.csv" "$data/tf_releases.csv" "$data/tflite_runtime_versions.csv" \
    2>"$work/err"
  local rc=$?
  set -e
  [[ $rc == 1 ]] || fail "$name: exit $rc, want 1"
  grep -q -- "$want" "$work/err" || fail "$name: stderr '$(cat "$work/err")' lacks '$want'"
}

"$gen" products "$work/real.c" "$data/products.csv" "$data/tf_releases.csv" "$data/tflite_runtime_versions.csv" ||
  fail "the real catalogue is refused"
grep -q 'tfc__product_count = 259;' "$work/real.c" || fail "the real catalogue has not 259 rows"

refuse missing_release "which the release table lacks" 'x,1.0.0,tf,TensorFlow,2.99.1,src'
refuse tflite_missing "which the runtime map lacks" 'x,1.0.0,tflite,TFLite,0.1.0,src'
refuse no_source "empty" 'x,1.0.0,tf,TensorFlow,2.11.0,'
refuse order "version order" 'x,1.1.0,tf,TensorFlow,2.11.0,src' 'x,1.0.0,tf,TensorFlow,2.11.0,src'
refuse split "consecutive" 'x,1.0.0,tf,TensorFlow,2.11.0,src' 'y,1.0.0,tf,TensorFlow,2.11.0,src' \
  'x,1.1.0,tf,TensorFlow,2.11.0,src'
refuse shadow "shadow" 'litert,1.0.0,tf,TensorFlow,2.11.0,src'
refuse side "neither tf nor tflite" 'x,1.0.0,java,TensorFlow,2.11.0,src'
refuse version "release '1.0': a table's release is X.Y.Z exactly" 'x,1.0,tf,TensorFlow,2.11.0,src'
# versions are read by the library's one release grammar (issue 25)
refuse version_v "a table's release is X.Y.Z exactly" 'x,v1.0.0,tf,TensorFlow,2.11.0,src'
refuse version_sign "release '+1.0.0': part 1 is not a decimal number" 'x,+1.0.0,tf,TensorFlow,2.11.0,src'
refuse version_range "release '1.4294967296.0': part 2 is above 99999" 'x,1.4294967296.0,tf,TensorFlow,2.11.0,src'
refuse runtime_letter "release '2.1O.0': 'O.0' after the release number is not a pre-release tag" \
  'x,1.0.0,tf,TensorFlow,2.1O.0,src'
refuse runtime_trailing "release '2.11.0x': 'x' after the release number" 'x,1.0.0,tf,TensorFlow,2.11.0x,src'
# a patch release of a minor release the table has is fine
printf '%s\n' "$H" 'x,1.0.0,tf,libtensorflow,2.9.1,src' >"$work/patch.csv"
"$gen" products "$work/out.c" "$work/patch.csv" "$data/tf_releases.csv" "$data/tflite_runtime_versions.csv" ||
  fail "a patch release (2.9.1 of 2.9.0) is refused"

if ((fails)); then echo "gen products: $fails failure(s)"; exit 1; fi
echo "gen products: ok"
