#!/usr/bin/env bash
# TensorFlow.js model.json in the command (issue 29): inspect, check with
# tfjs@X / tfjs-node@X / tfjs-converter@X (exit codes and JSON), releases
# (the ranges of TF.js releases), scan of a store with a model.json, and a
# hostile model.json (exit 2 with its code), the weight loader's limits, and
# the warning of a known runtime fault.
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
# accepted_from MODEL RELEASE: tfjs@RELEASE runs MODEL, and `releases` names
# RELEASE .. 4.22.0 as its one range (its JSON stays in $work/out)
accepted_from() {
  run check "$1" --target "tfjs@$2"
  [[ $rc == 0 ]] || fail "$1 tfjs@$2: exit $rc: $out"
  run releases "$1" --json
  [[ $rc == 0 ]] || fail "$1 releases: exit $rc"
  "$python3" -c 'import json, sys; r = json.load(open(sys.argv[1]))["ranges"]
assert r == [{"first": sys.argv[2], "last": "4.22.0"}], r' "$work/out" "$2" || fail "$1 releases ranges"
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

# 1b. a known runtime fault (data/tfjs_runtime_faults.csv, tensorflow/tfjs#4641):
# tfjs@2.8.6 accepts the model with TensorListReserve and warns, in the JSON
# and in the text; 3.1.0 has it fixed; the converter does not load a model.json
FAULT=$src/tests/tfjs_runtime/models/tensor_list_unknown_rank.json
run check "$FAULT" --target tfjs@2.8.6 --json
[[ $rc == 0 ]] || fail "check tfjs@2.8.6 on the TensorList model: exit $rc, want 0"
"$python3" - "$work/out" <<'PY' || fail "check tfjs@2.8.6 runtime-fault JSON"
import json, sys
o = json.load(open(sys.argv[1]))
assert o["accepted"] is True and o["outcome"] == "accepted", o
assert o["findings"] == [{"code": "TFJS_RUNTIME_FAULT", "severity": "warning", "subject": "TensorListReserve",
    "message": 'TensorFlow.js 2.8.6 may fail a run of this model with "TensorList shape mismatch: Shapes -1 and '
               '{shape} must match" ({shape}: a list element\'s shape): a known runtime fault (tensorflow/tfjs#4641) '
               'exposed by TensorListReserve, TensorListStack, which triggers or not on values the tool does not '
               'read; TensorFlow.js 3.1.0 has it fixed'}], o["findings"]
PY
run check "$FAULT" --target tfjs@2.8.6
[[ $rc == 0 && $out == *"TensorFlow.js 2.8.6 accepts it"* && $out == *"warning TFJS_RUNTIME_FAULT: TensorFlow.js 2.8.6 may fail a run"* ]] ||
  fail "check tfjs@2.8.6 text: $rc $out"
run check "$FAULT" --target tfjs@3.1.0 --json
[[ $rc == 0 && $out == *'"findings": []'* ]] || fail "check tfjs@3.1.0 on the TensorList model: $rc $out"
run check "$FAULT" --target tfjs-converter@2.8.6 --json
[[ $rc == 1 && $out == *KIND_NOT_LOADED* && $out != *TFJS_RUNTIME_FAULT* ]] ||
  fail "tfjs-converter@2.8.6 on the TensorList model: $rc $out"

# 2. the converter on a SavedModel: its "Unsupported Ops" answer on the frozen
# serving signature (before 1.1.0 not cut at the signature's input), and the
# missing signature in its words
run check "$SM" --target tfjs-converter@0.8.4 --json
[[ $rc == 1 ]] || fail "tfjs-converter@0.8.4 on a SavedModel: exit $rc"
[[ $out == *'"code": "TFJS_UNSUPPORTED_OP"'* && $out == *'Unsupported Ops in the model before optimization\nParseExample"'* ]] ||
  fail "tfjs-converter JSON: $out"
run check "$SM" --target tfjs-converter@1.7.4 --json
[[ $rc == 0 && $out == *'"accepted": true'* ]] || fail "tfjs-converter@1.7.4 on a SavedModel: exit $rc $out"
run check "$src/tests/corpus/saved_model/saved_model_counter" --target tfjs-converter@4.22.0 --json
[[ $rc == 1 && $out == *'"code": "TFJS_NO_SIGNATURE"'* && $out == *'Signature \"serving_default\" does not exist in the saved model'* ]] ||
  fail "tfjs-converter@4.22.0 without serving_default: $rc $out"

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
# float32 weight and a complex64 weight load from 2.0.1 on; before, the
# tfjs-core each release pins refuses both in decodeWeights' words, or for
# tfjs 0.11.2 .. 0.12.4 in loadWeights'; a converter no @tensorflow/tfjs
# release bundles has no known loader
cat >"$work/weights.json" <<'EOF'
{"format": "graph-model", "modelTopology": {"node": [{"name": "w16", "op": "Const"}, {"name": "wc", "op": "Const"}]},
 "weightsManifest": [{"paths": ["group1-shard1of1.bin"], "weights": [
  {"name": "w16", "shape": [2], "dtype": "float32", "quantization": {"dtype": "float16"}},
  {"name": "wc", "shape": [1], "dtype": "complex64"}]}]}
EOF
for target in tfjs@2.0.0 tfjs@1.2.7 tfjs@1.0.0 tfjs@0.12.6 tfjs@0.11.5; do
  run check "$work/weights.json" --target $target --json
  [[ $rc == 1 ]] || fail "weights $target: exit $rc, want 1"
  "$python3" - "$work/out" $target <<'PY' || fail "weights $target JSON"
import json, sys
o = json.load(open(sys.argv[1]))
assert o["outcome"] == "rejected", o
if sys.argv[2] == "tfjs@0.11.5":
    want = ["Weight w16 has unknown quantization dtype float16.", "Weight wc has unknown dtype complex64."]
else:
    want = ["Weight w16 has unknown quantization dtype float16. Supported quantization dtypes are: 'uint8' and 'uint16'.",
            "Unsupported dtype in weight 'wc': complex64"]
assert [(f["code"], f["subject"], f["message"]) for f in o["findings"]] == [
    ("TFJS_WEIGHT_UNSUPPORTED", "w16", want[0]), ("TFJS_WEIGHT_UNSUPPORTED", "wc", want[1])], o["findings"]
PY
done
accepted_from "$work/weights.json" 2.0.1
"$python3" - "$work/out" <<'PY' || fail "weights releases JSON"
import json, sys
o = json.load(open(sys.argv[1]))
# @tensorflow/tfjs releases only: the converters no tfjs release bundles
# (0.4.2, 0.5.3, ...; their loaders are not known) are no TensorFlow.js
# releases, so no undetermined run interrupts the refusals (issue 29)
assert [(r["first"], r["last"], r["outcome"], r.get("code")) for r in o["runs"]] == [
    ("0.11.2", "2.0.0", "rejected", "TFJS_WEIGHT_UNSUPPORTED"), ("2.0.1", "4.22.0", "accepted", None)], o["runs"]
PY

# 8. a layers model (data/tfjs_layers.csv): the classes each release's
# tfjs-layers registers; Functional from 2.4.0, Rescaling from 3.21.0
cat >"$work/layers.json" <<'EOF'
{"format": "layers-model", "modelTopology": {"keras_version": "2.13.1", "model_config": {"class_name": "Functional",
 "config": {"layers": [{"class_name": "InputLayer", "config": {}}, {"class_name": "Rescaling", "config": {}}]}}}}
EOF
run check "$work/layers.json" --target tfjs@2.3.0 --json
[[ $rc == 1 ]] || fail "layers tfjs@2.3.0: exit $rc, want 1"
"$python3" - "$work/out" <<'PY' || fail "layers tfjs@2.3.0 JSON"
import json, sys
o = json.load(open(sys.argv[1]))
assert o["outcome"] == "rejected", o
assert [(f["code"], f["subject"]) for f in o["findings"]] == [
    ("TFJS_UNKNOWN_LAYER", "Functional"), ("TFJS_UNKNOWN_LAYER", "Rescaling")], o["findings"]
assert o["findings"][0]["message"] == ("Unknown layer: Functional. This may be due to one of the following reasons:\n"
    "1. The layer is defined in Python, in which case it needs to be ported to TensorFlow.js or your JavaScript code.\n"
    "2. The custom layer is defined in JavaScript, but is not registered properly with "
    "tf.serialization.registerClass()."), o["findings"][0]
PY
accepted_from "$work/layers.json" 3.21.0
"$python3" - "$work/out" <<'PY' || fail "layers releases JSON"
import json, sys
o = json.load(open(sys.argv[1]))
runs = [(r["first"], r["last"], r["outcome"], r.get("code")) for r in o["runs"]]
# Functional and Rescaling unknown, then Rescaling only, then neither, over
# the @tensorflow/tfjs releases (no undetermined converter-only row between)
assert runs == [("0.11.2", "2.3.0", "rejected", "TFJS_UNKNOWN_LAYER"),
                ("2.4.0", "3.20.0", "rejected", "TFJS_UNKNOWN_LAYER"), ("3.21.0", "4.22.0", "accepted", None)], runs
PY

# scan --format html of a model.json store: a column per further TensorFlow.js
# release and the all-release column, each cell the record's own answer
run scan "$src/tests/corpus/tfjs" --tf tfjs@2.0.1 --tf tfjs@4.22.0 --format html
[[ $rc == 1 ]] || fail "scan --format html of model.json files: exit $rc ($err)"
"$python3" - "$work/out" <<'PY' || fail "scan --format html of model.json files: the data"
import json, re, sys
html = open(sys.argv[1], encoding="utf-8").read()
d = json.loads(re.search(r'<script type="application/json" id="tfc-data">(.*?)</script>', html, re.S).group(1))
assert d["title"] == "tfcompat scan: TensorFlow.js 2.0.1", d["title"]
assert d["consumers"] == ["TensorFlow.js 4.22.0", "all releases"], d["consumers"]
rows = {m[0].rsplit("/", 1)[1]: m for m in d["models"]}
assert sorted(rows) == ["blazeface_like_model.json", "movenet_like_model.json", "small_graph_model.json",
                        "small_layers_model.json"], sorted(rows)
m = rows["movenet_like_model.json"]
assert (m[1], m[2], m[3]) == ("tfjs_model", 1, "TFJS_UNKNOWN_OP"), m[:4]
assert m[4][0] == [0, "", "", ""], m[4][0]          # 4.22.0 runs it
assert m[4][1][1] == "TFJS_UNKNOWN_OP" and m[4][1][3] == "2.1.0-4.22.0", m[4][1]
assert rows["small_graph_model.json"][4][1][3] == "0.11.2-4.22.0", rows["small_graph_model.json"]
PY

((fails == 0)) && echo "cli_tfjs: all passed"
exit $((fails > 0))
