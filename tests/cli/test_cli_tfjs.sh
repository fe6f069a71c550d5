#!/usr/bin/env bash
# TensorFlow.js model.json in the command (issue 29): inspect, check with
# tfjs@X / tfjs-node@X / tfjs-converter@X (exit codes and JSON), releases
# (the ranges of TF.js releases), scan of a store with a model.json, and a
# hostile model.json (exit 2 with its code), and the weight loader's limits.
# usage: test_cli_tfjs.sh TFCOMPAT SOURCE_DIR
set -euo pipefail
T=$1
src=$2
M=$src/tests/corpus/tfjs/movenet_like_model.json
SM=$src/tests/corpus/saved_model/saved_model_half_plus_three
python3=${PYTHON3:-python3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }
run() { # run ARGS...: sets rc, out, err
  set +e; "$T" "$@" >"$work/out" 2>"$work/err"; rc=$?; set -e
  out=$(cat "$work/out"); err=$(cat "$work/err")
}

# 1. check --target tfjs@X --json: rejected with every missing op named
run check "$M" --target tfjs@2.0.1 --json
[[ $rc == 1 ]] || fail "check tfjs@2.0.1: exit $rc, want 1"
"$python3" - "$work/out" <<'PY' || fail "check tfjs@2.0.1 JSON"
import json, sys
o = json.load(open(sys.argv[1]))
assert o["target"] == "TensorFlow.js 2.0.1", o["target"]
assert o["accepted"] is False and o["outcome"] == "rejected", o
assert [f["subject"] for f in o["findings"]] == ["TensorListFromTensor", "TensorListGetItem", "TensorListReserve",
                                                   "TensorListSetItem", "TensorListStack"], o["findings"]
assert {f["code"] for f in o["findings"]} == {"TFJS_UNKNOWN_OP"}
assert o["findings"][0]["message"] == ("Unknown op 'TensorListFromTensor'. File an issue at "
    "https://github.com/tensorflow/tfjs/issues so we can add it, or register a custom execution with tf.registerOp()")
PY
run check "$M" --target tfjs@2.1.0 --json
[[ $rc == 0 ]] || fail "check tfjs@2.1.0: exit $rc, want 0"
[[ $out == *'"accepted": true'* ]] || fail "check tfjs@2.1.0: $out"
run check "$M" --target tfjs-node@4.22.0
[[ $rc == 0 && $out == *"tfjs-node 4.22.0 (TensorFlow.js 4.22.0) accepts it"* ]] || fail "tfjs-node on model.json: $rc $out"
run check "$M" --tf 2.15.0
[[ $rc == 1 && $out == *"KIND_NOT_LOADED: TensorFlow 2.15.0 does not load a TensorFlow.js model.json"* ]] ||
  fail "a TensorFlow release on a model.json: $rc $out"

# 2. the converter on a SavedModel: its "Unsupported Ops" answer
run check "$SM" --target tfjs-converter@1.7.4 --json
[[ $rc == 1 ]] || fail "tfjs-converter@1.7.4 on a SavedModel: exit $rc"
[[ $out == *'"code": "TFJS_UNSUPPORTED_OP"'* && $out == *'Unsupported Ops in the model before optimization\nAssign, MergeV2Checkpoints'* ]] ||
  fail "tfjs-converter JSON: $out"

# 3. releases: the ranges
run releases "$M" --json
[[ $rc == 0 ]] || fail "releases: exit $rc"
"$python3" - "$work/out" <<'PY' || fail "releases JSON"
import json, sys
o = json.load(open(sys.argv[1]))
assert o["ranges"] == [{"first": "2.1.0", "last": "4.22.0"}], o["ranges"]
assert len(o["accepting"]) == 59
assert o["rejecting"][-1]["release"] == "2.0.1" and o["rejecting"][-1]["code"] == "TFJS_UNKNOWN_OP"
# the runs name @tensorflow/tfjs releases: 0.11.2 .. 0.12.4 bundle the
# converters 0.4.0 .. 0.5.5, whose op mappers lack AddN (issue 29)
assert [(r["first"], r["last"], r["outcome"], r.get("subject")) for r in o["runs"]] == [
    ("0.11.2", "0.12.4", "rejected", "AddN"), ("0.12.5", "1.2.2", "rejected", "AddV2"),
    ("1.2.3", "1.3.2", "rejected", "FusedDepthwiseConv2dNative"), ("1.4.0", "2.0.0", "rejected", "StatelessWhile"),
    ("2.0.1", "2.0.1", "rejected", "TensorListFromTensor"), ("2.1.0", "4.22.0", "accepted", None)], o["runs"]
assert len(o["accepting"]) + len(o["rejecting"]) + len(o["undetermined"]) == 118
PY
run releases "$M"
[[ $rc == 0 && $out == *"movenet_like_model.json: 59 of 118 tfjs releases accept it"* &&
   $out == *"  0.11.2 – 0.12.4   TFJS_UNKNOWN_OP 'AddN': "* ]] || fail "releases text: $rc $out"

# 3b. tfjs@X is TensorFlow.js X (npm @tensorflow/tfjs), never the converter's number
run check "$M" --target tfjs@0.11.2 --json
[[ $rc == 1 ]] || fail "check tfjs@0.11.2: exit $rc, want 1"
"$python3" - "$work/out" <<'PY' || fail "check tfjs@0.11.2 JSON"
import json, sys
o = json.load(open(sys.argv[1]))
assert o["target"] == "TensorFlow.js 0.11.2 (tfjs-converter 0.4.0)", o["target"]
assert o["findings"][0]["subject"] == "AddN", o["findings"][0]
assert (o["findings"][-1]["code"], o["findings"][-1]["message"]) == (
    "TFJS_WEIGHTS_UNKNOWN", "which weights the loader of TensorFlow.js 0.11.2 decodes is not known: undetermined")
assert not any("0.4.0" in f["message"] for f in o["findings"]), o["findings"]
PY
run check "$M" --target tfjs@0.11.2
[[ $rc == 1 && $out == *"movenet_like_model.json: TensorFlow.js 0.11.2 (tfjs-converter 0.4.0) rejects it"* ]] ||
  fail "check tfjs@0.11.2 text: $rc $out"
run check "$M" --target tfjs@0.6.1
[[ $rc == 64 && $err == "tfcompat check: tfjs 0.6.1 bundles no tfjs-converter: it cannot load a graph model" ]] ||
  fail "tfjs 0.6.1: $rc $err"
run check "$M" --target tfjs@0.4.0
[[ $rc == 64 && $err == *"0.4.0 is a tfjs-converter release (tfjs-converter@0.4.0), not a TensorFlow.js release"* ]] ||
  fail "tfjs@0.4.0 (a converter number): $rc $err"
run check "$SM" --target tfjs-converter@0.4.0 --json
[[ $rc == 1 && $out == *'"target": "tensorflowjs_converter 0.4.0"'* ]] || fail "tfjs-converter@0.4.0: $rc $out"

# 4. inspect
run inspect "$M" --json
"$python3" - "$work/out" <<'PY' || fail "inspect JSON"
import json, sys
o = json.load(open(sys.argv[1]))
assert o["kind"] == "tfjs_model" and o["format"] == "graph-model"
assert o["converted_by"] == "TensorFlow.js Converter v3.7.0"
assert o["versions"] == {"producer": 716, "min_consumer": 12}
assert "StatelessWhile" in o["ops"] and o["nodes"] == 90
assert o["shards"] == ["group1-shard1of3.bin", "group1-shard2of3.bin", "group1-shard3of3.bin"]
PY

# 5. scan: a model.json in a store
mkdir -p "$work/store/pose"
cp "$M" "$work/store/pose/model.json"
run scan "$work/store" --target tfjs@1.7.4
[[ $rc == 1 && $out == *"rejected     tfjs_model"* && $out == *"TFJS_UNKNOWN_OP: Unknown op 'StatelessWhile'"* ]] ||
  fail "scan: $rc $out"
run scan "$work/store" --target tfjs@3.21.0
[[ $rc == 0 ]] || fail "scan tfjs@3.21.0: exit $rc: $out"

# 6. hostile: exit 2 with the reader's code
run check "$src/tests/hostile/inputs/tfjs_duplicate_key.json" --target tfjs@4.22.0 --json
[[ $rc == 2 && $out == *'"code": "TFC_E_DUPLICATE"'* ]] || fail "duplicate keys: $rc $out"
run check "$work/store/nothing.json" --target tfjs@4.22.0
[[ $rc == 2 ]] || fail "missing file: exit $rc"
run check "$M" --target tfjs@0.10.0
[[ $rc == 64 && $err == *"tfjs 0.10.0 bundles no tfjs-converter"* ]] || fail "tfjs 0.10.0: $rc $err"

# 7. the weight loader (data/tfjs_weight_support.csv): a float16-quantized
# float32 weight and a complex64 weight load from 2.0.1 on; 1.2.8 .. 2.0.0
# refuse both in decodeWeights' words; before 1.2.8 the loader is not known
cat >"$work/weights.json" <<'EOF'
{"format": "graph-model", "modelTopology": {"node": [{"name": "w16", "op": "Const"}, {"name": "wc", "op": "Const"}]},
 "weightsManifest": [{"paths": ["group1-shard1of1.bin"], "weights": [
  {"name": "w16", "shape": [2], "dtype": "float32", "quantization": {"dtype": "float16"}},
  {"name": "wc", "shape": [1], "dtype": "complex64"}]}]}
EOF
run check "$work/weights.json" --target tfjs@2.0.0 --json
[[ $rc == 1 ]] || fail "weights tfjs@2.0.0: exit $rc, want 1"
"$python3" - "$work/out" <<'PY' || fail "weights tfjs@2.0.0 JSON"
import json, sys
o = json.load(open(sys.argv[1]))
assert o["outcome"] == "rejected", o
assert [(f["code"], f["subject"], f["message"]) for f in o["findings"]] == [
    ("TFJS_WEIGHT_UNSUPPORTED", "w16", "Weight w16 has unknown quantization dtype float16. "
     "Supported quantization dtypes are: 'uint8' and 'uint16'."),
    ("TFJS_WEIGHT_UNSUPPORTED", "wc", "Unsupported dtype in weight 'wc': complex64")], o["findings"]
PY
run check "$work/weights.json" --target tfjs@2.0.1
[[ $rc == 0 ]] || fail "weights tfjs@2.0.1: exit $rc: $out"
run check "$work/weights.json" --target tfjs@1.2.7 --json
[[ $rc == 1 && $out == *'"outcome": "undetermined"'* && $out == *'"code": "TFJS_WEIGHTS_UNKNOWN"'* ]] ||
  fail "weights tfjs@1.2.7: $rc $out"
run releases "$work/weights.json" --json
[[ $rc == 0 ]] || fail "weights releases: exit $rc"
"$python3" - "$work/out" <<'PY' || fail "weights releases JSON"
import json, sys
o = json.load(open(sys.argv[1]))
assert o["ranges"] == [{"first": "2.0.1", "last": "4.22.0"}], o["ranges"]
assert [(r["first"], r["last"], r["outcome"], r.get("code")) for r in o["runs"]] == [
    ("0.11.2", "1.2.7", "undetermined", "TFJS_WEIGHTS_UNKNOWN"),
    ("1.2.8", "2.0.0", "rejected", "TFJS_WEIGHT_UNSUPPORTED"),
    ("2.0.1", "4.22.0", "accepted", None)], o["runs"]
PY

((fails == 0)) && echo "cli_tfjs: all passed"
exit $((fails > 0))
