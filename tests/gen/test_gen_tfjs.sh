#!/usr/bin/env bash
# tfc_gen tfjs holds the TF.js weight-loader, npm bundle and layer tables to
# the release table: it builds the real files, and refuses a weight row whose
# loader is neither decodeWeights nor loadWeights (or is given where the row
# is undetermined), a row only partly given, a bundle row without the
# tfjs-core or tfjs-layers its @tensorflow/tfjs release pins or with one that
# is not 0.Y.Z, a table without the loader column, and in the layer tables a
# bad message form or count, a class that is not an identifier or out of
# byte order, overlapping ranges, a range over an undetermined release, and a
# release whose ranges do not add up to its count; and in the runtime-fault
# table a range the release table lacks or reversed, ops out of byte order or
# mapped by no runtime of the range, an error holding {shape} twice, a bad issue name
# and a repeated id.
# usage: test_gen_tfjs.sh TFC_GEN SOURCE_DIR
set -euo pipefail
gen=$1
data=$2/data
python3=${PYTHON3:-python3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }
gen_tfjs() { # gen_tfjs DIR: runs the generator on the real release tables and DIR's others
  "$gen" tfjs "$work/out.c" "$data/tfjs_releases.csv" "$data/tfjs_op_presence.csv" "$1/tfjs_npm_bundles.csv" \
    "$1/tfjs_weight_support.csv" "$1/tfjs_layers.csv" "$1/tfjs_layer_presence.csv" "$1/tfjs_runtime_faults.csv"
}
refuse() { # refuse NAME WANT_MESSAGE PYTHON_EDIT: the real tables, one edited
  local name=$1 want=$2
  mkdir -p "$work/t"
  cp "$data"/tfjs_npm_bundles.csv "$data"/tfjs_weight_support.csv "$data"/tfjs_layer*.csv \
    "$data"/tfjs_runtime_faults.csv "$work/t/"
  (cd "$work/t" && "$python3" -c "$3")
  set +e
  gen_tfjs "$work/t" 2>"$work/err"
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

gen_tfjs "$data" || fail "the real tables are refused"
grep -q '"v1.0.0", "src/io/io_utils.ts", "float32 int32 bool", "uint8 uint16", 0, 0}' "$work/out.c" ||
  fail "1.0.0 is not tfjs-core v1.0.0's decodeWeights"
grep -q '"v0.11.4 v0.11.5 v0.11.6", "src/io/weights_loader.ts", "float32 int32", "uint8 uint16", 0, 1}' \
  "$work/out.c" || fail "0.4.1 is not tfjs-core 0.11.4-0.11.6's loadWeights"

refuse loader_name "loader 'fooWeights' is not decodeWeights or loadWeights" \
  "$EDIT"'edit("tfjs_weight_support.csv", ",0,decodeWeights\n1.0.1,", ",0,fooWeights\n1.0.1,")'
refuse loader_empty "loader '' is not decodeWeights or loadWeights" \
  "$EDIT"'edit("tfjs_weight_support.csv", ",0,decodeWeights\n1.0.1,", ",0,\n1.0.1,")'
refuse loader_undetermined "loader 'loadWeights' is not decodeWeights or loadWeights (empty when undetermined)" \
  "$EDIT"'edit("tfjs_weight_support.csv", "0.0.1,,,,,,\n", "0.0.1,,,,,,loadWeights\n")'
refuse partly_given "tag, source and weight_dtypes are all given or all empty" \
  "$EDIT"'edit("tfjs_weight_support.csv", "0.0.1,,,,,,\n", "0.0.1,v0.11.1,,,,,\n")'
refuse no_loader_column 'expected "release,tag,source,weight_dtypes,quantization,float16_float32_only,loader"' \
  'rows = list(open("tfjs_weight_support.csv")); open("tfjs_weight_support.csv", "w").write("".join(l.rsplit(",", 1)[0] + "\n" for l in rows))'
refuse core_missing "tfjs_core is empty" "$EDIT"'edit("tfjs_npm_bundles.csv", "0.11.4,0.4.1,0.11.4,0.6.4\n", "0.11.4,0.4.1,,0.6.4\n")'
refuse core_not_0x "tfjs-core '1.0.0' is not 0.Y.Z" \
  "$EDIT"'edit("tfjs_npm_bundles.csv", "0.11.4,0.4.1,0.11.4,0.6.4\n", "0.11.4,0.4.1,1.0.0,0.6.4\n")'
refuse core_bad "release '0.11': a table's release is X.Y.Z exactly" \
  "$EDIT"'edit("tfjs_npm_bundles.csv", "0.11.4,0.4.1,0.11.4,0.6.4\n", "0.11.4,0.4.1,0.11,0.6.4\n")'
refuse layers_missing "tfjs_layers is empty" \
  "$EDIT"'edit("tfjs_npm_bundles.csv", "0.11.4,0.4.1,0.11.4,0.6.4\n", "0.11.4,0.4.1,0.11.4,\n")'
refuse layers_not_0x "tfjs-layers '1.0.0' is not 0.Y.Z" \
  "$EDIT"'edit("tfjs_npm_bundles.csv", "0.11.4,0.4.1,0.11.4,0.6.4\n", "0.11.4,0.4.1,0.11.4,1.0.0\n")'
# the layer tables (tools/gen/tfjs_layers.c)
grep -q '{"v0.6.4 v0.6.5 v0.6.6", "src", 72, 0},' "$work/out.c" || fail "0.4.1 is not tfjs-layers 0.6.4-0.6.6"
grep -q '{"tfjs-v4.22.0", "tfjs-layers/src", 105, 1},' "$work/out.c" || fail "4.22.0 has not 105 classes"
refuse message "message 'medium' is neither short nor long" \
  "$EDIT"'edit("tfjs_layers.csv", "v0.6.2,src,71,short", "v0.6.2,src,71,medium")'
refuse count "layers '0' is not a positive count" "$EDIT"'edit("tfjs_layers.csv", "v0.6.2,src,71,", "v0.6.2,src,0,")'
refuse partial "tag, source, layers and message are all given or all empty" \
  "$EDIT"'edit("tfjs_layers.csv", "v0.6.2,src,71,short", "v0.6.2,,71,short")'
refuse sum "release 0.4.0: 71 ranges cover it, .*says 70 layers" \
  "$EDIT"'edit("tfjs_layers.csv", "v0.6.2,src,71,", "v0.6.2,src,70,")'
refuse identifier "layer 'Act-ivation' is not an identifier" \
  "$EDIT"'edit("tfjs_layer_presence.csv", "Activation,0.4.0,0.4.1\n", "Act-ivation,0.4.0,0.4.1\n")'
refuse order "layer Aaa: layers come in byte order" \
  "$EDIT"'edit("tfjs_layer_presence.csv", "Activation,0.4.3,0.5.2\n", "Aaa,0.4.3,0.5.2\n")'
refuse overlap "Activation: ranges out of order or overlapping at 0.4.1" \
  "$EDIT"'edit("tfjs_layer_presence.csv", "Activation,0.4.3,0.5.2\n", "Activation,0.4.1,0.5.2\n")'
refuse undetermined "0.4.0..0.4.2 covers 0.4.2, whose layers are undetermined" \
  "$EDIT"'edit("tfjs_layer_presence.csv", "Activation,0.4.0,0.4.1\n", "Activation,0.4.0,0.4.2\n")'
# the runtime-fault table (tools/gen/tfjs_faults.c)
grep -q '"TensorList shape mismatch: Shapes -1 and {shape} must match", "tensorflow/tfjs#4641", ' "$work/out.c" ||
  fail "the TensorList fault is not in the table"
grep -q '^const size_t tfc__tfjs_fault_count = 1;' "$work/out.c" || fail "not one runtime fault"
refuse fault_release "2.1.0..9.9.9: not releases of" "$EDIT"'edit("tfjs_runtime_faults.csv", ",2.1.0,3.0.0,", ",2.1.0,9.9.9,")'
refuse fault_reversed "3.0.0..2.1.0: first after last" \
  "$EDIT"'edit("tfjs_runtime_faults.csv", ",2.1.0,3.0.0,", ",3.0.0,2.1.0,")'
refuse fault_order "op EmptyTensorList: ops come in byte order, once each" \
  "$EDIT"'edit("tfjs_runtime_faults.csv", ",EmptyTensorList TensorListConcat ", ",TensorListConcat EmptyTensorList ")'
refuse fault_unmapped "op TensorListLength: no runtime of 2.1.0..3.0.0 maps it" \
  "$EDIT"'edit("tfjs_runtime_faults.csv", " TensorListGetItem ", " TensorListGetItem TensorListLength ")'
refuse fault_shape_twice "holds '\"' or {shape} twice" \
  "$EDIT"'edit("tfjs_runtime_faults.csv", "{shape} must match", "{shape} {shape} must match")'
refuse fault_issue "issue 'tfjs#4641' is not OWNER/REPO#N" "$EDIT"'edit("tfjs_runtime_faults.csv", ",tensorflow/tfjs#4641,", ",tfjs#4641,")'
refuse fault_repeated "id tensorlist_unknown_rank_shape is repeated" \
  'l = open("tfjs_runtime_faults.csv").read().splitlines(True); open("tfjs_runtime_faults.csv", "w").write("".join(l + l[1:]))'

if ((fails)); then echo "gen tfjs: $fails failure(s)"; exit 1; fi
echo "gen tfjs: ok"
