#!/usr/bin/env bash
# Cross-kind targets (issue 25, point 6): one rule in the check layer for a
# target with no side for the model's kind, so every command gives the same
# outcome and exit code. A TensorFlow release answers a .tflite with its own
# tf.lite.Interpreter (the TFLite release of the same number); a consumer
# with no side for the kind refuses it (KIND_NOT_LOADED, exit 1); a product
# with no TFLite side given as --runtime is a usage error (64) everywhere.
# Labels (scan summary, HTML columns, JUnit) name what was asked.
# usage: test_cli_crosskind.sh TFCOMPAT SOURCE_DIR
set -euo pipefail
T=$1
src=$2
corpus=$src/tests/corpus
SM=$corpus/saved_model/saved_model_half_plus_two_tf2_cpu # TensorFlow 2.10 .. 2.21 load it
META=$corpus/meta_graph/session_bundle_half_plus_two/export.meta
TL=$corpus/tflite/conv0.tflite            # every TFLite runtime from 1.14 loads it
KWS=$corpus/tflite/keyword_scrambled.tflite # SVDF version 3: TFLite 2.2.0 and later
python3=${PYTHON3:-python3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }
run() { # run ARGS...: sets rc, out, err
  set +e; "$T" "$@" >"$work/out" 2>"$work/err"; rc=$?; set -e
  out=$(cat "$work/out"); err=$(cat "$work/err")
}
# expect RC CODE ARGS...: exit RC, and with --json the first error's code is CODE ("-": none)
expect() {
  local want=$1 code=$2
  shift 2
  run "$@"
  [[ $rc == "$want" ]] || { fail "tfcompat $*: exit $rc, want $want (${err:0:300})"; return; }
  [[ $code == - || $* != *--json* ]] && return
  got=$("$python3" -c '
import json, sys
o = json.load(open(sys.argv[1]))
e = [f for f in o["findings"] if f["severity"] == "error"]
print(e[0]["code"] if e else "-")' "$work/out")
  [[ $got == "$code" ]] || fail "tfcompat $*: first error $got, want $code"
}

# 1. a .tflite and a TensorFlow-only target: the release's tf.lite.Interpreter
expect 0 - check "$TL" --tf 2.11.1 --json
"$python3" - "$work/out" <<'PY' || fail "check .tflite --tf 2.11.1: JSON"
import json, sys
o = json.load(open(sys.argv[1]))
assert o["outcome"] == "accepted" and o["runtime"] is None, o
f = o["findings"][0]
assert (f["code"], f["severity"], f["subject"]) == ("RELEASE_INTERPRETER", "warning", "2.11.1"), f
assert "TFLite runtime 2.11.1" in f["message"], f
PY
expect 1 UNSUPPORTED_OP_VERSION check "$KWS" --tf 2.1.0 --json # the interpreter of 2.1: no SVDF 3
expect 0 - check "$KWS" --tf 2.2.0 --json
expect 1 UNSUPPORTED_OP_VERSION check "$KWS" --target tf@2.1.0 --json
expect 1 KIND_NOT_LOADED check "$KWS" --tf 1.0.0 --json # before TFLite (1.5): no interpreter
[[ $out == *"TensorFlow 1.0.0 has no TFLite interpreter this ruleset knows"* ]] || fail "1.0.0 says why: $out"
mkdir -p "$work/kws" && cp "$KWS" "$work/kws/"
expect 1 - scan "$work/kws" --tf 2.1.0
[[ $out == *"rejected "*"UNSUPPORTED_OP_VERSION"* && $out == *"asked of: TensorFlow 2.1.0"* ]] || fail "scan --tf 2.1.0: $out"
expect 0 - scan "$work/kws" --tf 2.2.0
expect 0 - scan "$work/kws" --target 2.2.0
run scan "$work/kws" --from 2.2.0 --to 2.1.0
[[ $rc == 1 && $out == *breaks* ]] || fail "--from 2.2.0 --to 2.1.0 on a .tflite: exit $rc, $out"

# 2. a consumer with no side for the kind: one refusal, exit 1, everywhere
for target in tfjs-node@4.22.0 tf-serving@2.11.0 tfjs-node-gpu@4.22.0; do
  expect 1 KIND_NOT_LOADED check "$TL" --tf "$target" --json
  expect 1 KIND_NOT_LOADED check "$TL" --target "$target" --json
  expect 1 - scan "$TL" --target "$target"
  [[ $out == *"KIND_NOT_LOADED"* ]] || fail "scan --target $target: $out"
  expect 1 - scan "$TL" --tf "$target"
done
expect 1 KIND_NOT_LOADED check "$TL" --consumer 1286 --json
# releases --product: every version of a product with no TFLite side refuses a .tflite
run releases "$TL" --product tfjs-node --json
[[ $rc == 1 ]] || fail "releases --product tfjs-node on a .tflite: exit $rc, want 1 ($err)"
"$python3" - "$work/out" <<'PY' || fail "releases --product tfjs-node JSON"
import json, sys
o = json.load(open(sys.argv[1]))
assert o["accepting"] == [] and len(o["rejecting"]) == 90, o
r = [x for x in o["rejecting"] if x["release"] == "4.22.0"][0]
assert r["code"] == "KIND_NOT_LOADED" and r["message"].startswith("tfjs-node 4.22.0 (libtensorflow 2.9.1) has no"), r
PY
for target in litert@2.14.0 tflite@2.14.0 litertjs@2.5.3; do
  for m in "$SM" "$META"; do
    expect 1 KIND_NOT_LOADED check "$m" --target "$target" --json
    expect 1 - scan "$m" --target "$target"
    [[ $out == *"KIND_NOT_LOADED"* ]] || fail "scan $m --target $target: $out"
  done
done
expect 1 KIND_NOT_LOADED check "$SM" --runtime 2.14.0 --json
expect 1 - scan "$SM" --runtime 2.14.0
run check "$SM" --target litert@2.14.0
[[ $out == *"TFLite runtime 2.14.0 rejects it"*"TFLite runtime 2.14.0 loads TFLite models only, not a saved_model"* ]] ||
  fail "check text: $out"
# --from/--to: moving a .tflite to tfjs-node breaks it
mkdir -p "$work/lite" && cp "$TL" "$work/lite/"
run scan "$work/lite" --from 2.11.1 --to tfjs-node@4.22.0
[[ $rc == 1 && $out == *breaks* && $out == *KIND_NOT_LOADED* ]] || fail "--from 2.11.1 --to tfjs-node: exit $rc, $out"
run scan "$work/lite" --from tfjs-node@4.22.0 --to litert@2.14.0
[[ $rc == 0 && $out == *works* ]] || fail "--from tfjs-node --to litert: exit $rc, $out"

# 3. a product with no TFLite side is not a TFLite runtime: 64 in every command
for cmd in "tflite check $TL" "check $TL" "check $SM" "scan $TL"; do
  # shellcheck disable=SC2086
  expect 64 - $cmd --runtime tfjs-node@4.22.0
  [[ -z $out && $err == *"'tfjs-node@4.22.0' has no TFLite runtime: tfjs-node 4.22.0 embeds libtensorflow 2.9.1"* ]] ||
    fail "$cmd --runtime tfjs-node@4.22.0: stdout '$out', stderr '$err'"
done
expect 64 - scan "$work/lite" --from 2.11.1 --to tfjs-node@9.9.9

# 4. labels name what was asked; two targets never share one
mkdir -p "$work/store/sm" && cp -r "$SM" "$work/store/sm/1" && cp "$TL" "$work/store/"
run scan "$work/store" --tf 2.11.1 --tf litert@2.14.0 --tf tfjs-node@4.22.0 --tf tf-serving@2.9.1 --tf 2.9.1 --format html
[[ $rc == 0 ]] || fail "scan html: exit $rc, want 0 (the first --tf is the target: 2.11.1 loads both)"
"$python3" - "$work/out" <<'PY' || fail "html labels"
import json, re, sys
page = open(sys.argv[1], encoding="utf-8").read()
data = json.loads(re.search(r'<script type="application/json" id="tfc-data">(.*?)</script>', page, re.S).group(1))
cols = data["consumers"]
assert cols == ["TensorFlow 2.11.1 (as 2.11.0)", "TFLite runtime 2.14.0", "tfjs-node 4.22.0 (libtensorflow 2.9.1)",
                "tf-serving 2.9.1 (TensorFlow 2.9.1)", "TensorFlow 2.9.1 (as 2.9.0)", "all releases"], cols
assert len(set(cols)) == len(cols), cols
rows = {"conv0.tflite" if m[0].endswith(".tflite") else "sm": m for m in data["models"]}
lite = [c[0] for c in rows["conv0.tflite"][4]]
# 2.11.1: its interpreter accepts; litert accepts; tfjs-node and tf-serving refuse; 2.9.1's interpreter accepts
assert lite[:5] == [0, 0, 1, 1, 0], rows["conv0.tflite"]
assert rows["conv0.tflite"][4][2][1] == "KIND_NOT_LOADED", rows["conv0.tflite"]
sm = [c[0] for c in rows["sm"][4]]
assert sm[:5] == [0, 1, 1, 1, 1], rows["sm"]  # 2.9 lacks DisableCopyOnRead; litert loads no SavedModel
PY
run scan "$work/store" --target tfjs-node@4.22.0 --format junit
[[ $out == *'tfjs-node 4.22.0 (libtensorflow 2.9.1)'* && $out != *'"TensorFlow 2.9.1'* && $out != *'any release'* ]] ||
  fail "junit names: $out"
run scan "$work/store" --target litert@2.14.0
[[ $out == *"asked of: TFLite runtime 2.14.0"* && $out != *"any release"* ]] || fail "scan summary: $out"
run scan "$work/store" --target 2.11.1 --format github
[[ $out == *"TensorFlow 2.11.1 (as 2.11.0), its tf.lite.Interpreter (TFLite runtime 2.11.1)"* ]] || fail "github label: $out"

if ((fails)); then echo "cli crosskind: $fails failure(s)"; exit 1; fi
echo "cli crosskind: ok"
