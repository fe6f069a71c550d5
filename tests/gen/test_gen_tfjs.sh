#!/usr/bin/env bash
# tfc_gen tfjs holds the TF.js weight-loader and npm bundle tables to the
# release table: it builds the real files, and refuses a weight row whose
# loader is neither decodeWeights nor loadWeights (or is given where the row
# is undetermined), a row only partly given, a bundle row without the
# tfjs-core its @tensorflow/tfjs release pins or with a core that is not
# 0.Y.Z, and a table without the loader column.
# usage: test_gen_tfjs.sh TFC_GEN SOURCE_DIR
set -euo pipefail
gen=$1
data=$2/data
python3=${PYTHON3:-python3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }
gen_tfjs() { # gen_tfjs BUNDLES WEIGHTS: runs the generator on the real release tables
  "$gen" tfjs "$work/out.c" "$data/tfjs_releases.csv" "$data/tfjs_op_presence.csv" "$1" "$2"
}
refuse() { # refuse NAME WANT_MESSAGE PYTHON_EDIT: the real tables, one edited
  local name=$1 want=$2
  cp "$data/tfjs_npm_bundles.csv" "$work/bundles.csv"
  cp "$data/tfjs_weight_support.csv" "$work/weights.csv"
  (cd "$work" && "$python3" -c "$3")
  set +e
  gen_tfjs "$work/bundles.csv" "$work/weights.csv" 2>"$work/err"
  local rc=$?
  set -e
  [[ $rc == 1 ]] || fail "$name: exit $rc, want 1"
  grep -q -- "$want" "$work/err" || fail "$name: stderr '$(cat "$work/err")' lacks '$want'"
}
# edit(FILE, OLD, NEW): one exact replacement in a table
EDIT='
def edit(f, old, new):
    s = open(f).read()
    assert s.count(old) == 1, (f, old)
    open(f, "w").write(s.replace(old, new))
'

gen_tfjs "$data/tfjs_npm_bundles.csv" "$data/tfjs_weight_support.csv" || fail "the real tables are refused"
grep -q '"v1.0.0", "src/io/io_utils.ts", "float32 int32 bool", "uint8 uint16", 0, 0}' "$work/out.c" ||
  fail "1.0.0 is not tfjs-core v1.0.0's decodeWeights"
grep -q '"v0.11.4 v0.11.5 v0.11.6", "src/io/weights_loader.ts", "float32 int32", "uint8 uint16", 0, 1}' \
  "$work/out.c" || fail "0.4.1 is not tfjs-core 0.11.4-0.11.6's loadWeights"

refuse loader_name "loader 'fooWeights' is not decodeWeights or loadWeights" \
  "$EDIT"'edit("weights.csv", ",0,decodeWeights\n1.0.1,", ",0,fooWeights\n1.0.1,")'
refuse loader_empty "loader '' is not decodeWeights or loadWeights" \
  "$EDIT"'edit("weights.csv", ",0,decodeWeights\n1.0.1,", ",0,\n1.0.1,")'
refuse loader_undetermined "loader 'loadWeights' is not decodeWeights or loadWeights (empty when undetermined)" \
  "$EDIT"'edit("weights.csv", "0.0.1,,,,,,\n", "0.0.1,,,,,,loadWeights\n")'
refuse partly_given "tag, source and weight_dtypes are all given or all empty" \
  "$EDIT"'edit("weights.csv", "0.0.1,,,,,,\n", "0.0.1,v0.11.1,,,,,\n")'
refuse no_loader_column 'expected "release,tag,source,weight_dtypes,quantization,float16_float32_only,loader"' \
  'rows = list(open("weights.csv")); open("weights.csv", "w").write("".join(l.rsplit(",", 1)[0] + "\n" for l in rows))'
refuse core_missing "tfjs_core is empty" "$EDIT"'edit("bundles.csv", "0.11.4,0.4.1,0.11.4\n", "0.11.4,0.4.1,\n")'
refuse core_not_0x "tfjs-core '1.0.0' is not 0.Y.Z" \
  "$EDIT"'edit("bundles.csv", "0.11.4,0.4.1,0.11.4\n", "0.11.4,0.4.1,1.0.0\n")'
refuse core_bad "release '0.11': a table's release is X.Y.Z exactly" \
  "$EDIT"'edit("bundles.csv", "0.11.4,0.4.1,0.11.4\n", "0.11.4,0.4.1,0.11\n")'

if ((fails)); then echo "gen tfjs: $fails failure(s)"; exit 1; fi
echo "gen tfjs: ok"
