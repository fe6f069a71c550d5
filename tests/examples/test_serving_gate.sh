#!/usr/bin/env bash
# The serving gate on a TF Serving base path assembled from the corpus:
#   1  TF1 SavedModel (half_plus_three: producer 21, min_consumer 0, variables)
#   2  TF2 SavedModel (half_plus_two_tf2_cpu: producer 1569, min_consumer 12)
#   3  crafted SavedModel: producer 2000, min_consumer 1500
#   4  crafted SavedModel: producer 30, bad_consumers [11, 12]
#   5  TF1 graph with a checkpoint index the bundle reader refuses
#   6  truncated saved_model.pb (hostile bytes)
#   7  a directory without saved_model.pb
#   tmp-export, 8.partial  ignored (not version numbers); 9 a plain file, ignored
# and asserts which version each consumer gets and why the newer ones are refused.
# usage: test_serving_gate.sh SERVING_GATE SOURCE_DIR
set -euo pipefail
gate=$1
corpus=$2/tests/corpus
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
base=$work/models/half

varint() { # prints the protobuf varint of $1 as \x escapes
  local v=$1 out=""
  while ((v >= 128)); do out+=$(printf '\\x%02x' $(((v & 127) | 128))); v=$((v >> 7)); done
  printf '%s\\x%02x' "$out" "$v"
}
field() { # field TAG_BYTE BYTES_ESCAPED: a length-delimited field
  local body=$2 len
  len=$(printf "$body" | wc -c)
  printf '\\x%02x%s%s' "$1" "$(varint "$len")" "$body"
}
# saved_model PRODUCER MIN_CONSUMER [BAD...]: a SavedModel with one meta graph tagged "serve".
saved_model() {
  local versions="\\x08$(varint "$1")\\x10$(varint "$2")" b
  shift 2
  for b in "$@"; do versions+="\\x18$(varint "$b")"; done
  local graph meta_info mg
  graph=$(field 0x22 "$versions")
  meta_info="$(field 0x22 serve)$(field 0x2a 9.9.9)"
  mg="$(field 0x0a "$meta_info")$(field 0x12 "$graph")"
  printf "\\x08\\x01$(field 0x12 "$mg")"
}

mkdir -p "$base"/{3,4,5/variables,6,7,tmp-export,8.partial}
ln -s "$corpus/saved_model/saved_model_half_plus_three" "$base/1"
ln -s "$corpus/saved_model/saved_model_half_plus_two_tf2_cpu" "$base/2"
saved_model 2000 1500 >"$base/3/saved_model.pb"
saved_model 30 0 11 12 >"$base/4/saved_model.pb"
cp "$corpus/saved_model/saved_model_half_plus_three/saved_model.pb" "$base/5/"
cp "$corpus/checkpoint_index_synthetic/consumer_rejected.index" "$base/5/variables/variables.index"
printf '\x08\x01\x12\x1a\x0a' >"$base/6/saved_model.pb"
cp "$corpus/saved_model/saved_model_counter/saved_model.pb" "$base/tmp-export/"
cp "$corpus/saved_model/saved_model_counter/saved_model.pb" "$base/8.partial/"
echo "not a version" >"$base/9"

fails=0
run() { # run WANT_EXIT ARGS...: runs the gate, keeps its output in $out
  local want=$1; shift
  set +e; out=$("$gate" "$@" 2>&1); got=$?; set -e
  if [[ $got != "$want" ]]; then
    echo "FAIL: serving_gate $* exited $got, want $want"; echo "$out"; fails=$((fails + 1))
  fi
}
has() { # has LINE: $out contains exactly this line
  if ! grep -qxF -- "$1" <<<"$out"; then
    echo "FAIL: missing line: $1"; echo "--- output:"; echo "$out"; echo "---"; fails=$((fails + 1))
  fi
}
hasnt() {
  if grep -qF -- "$1" <<<"$out"; then echo "FAIL: unexpected: $1"; echo "$out"; fails=$((fails + 1)); fi
}

# A TensorFlow 1.0 server (GraphDef consumer 11): only version 1 loads.
run 0 --tf-version 1.0.0 "$base" --consumer 11
has "$base: 7 versions; GraphDef consumer 11 (min_producer 0), tags { serve }"
has "version 7: refused: unreadable model: cannot open $base/7/saved_model.pb: No such file or directory (TFC_E_NOT_FOUND)"
has "version 5: refused: variables/variables.index: Checkpoint min consumer version 5 above current version 1 for TensorFlow 1.0.0.  Please upgrade TensorFlow."
has "version 4: refused: GraphDef disallows consumer version 11.  Please upgrade TensorFlow: this version is likely buggy."
has "version 3: refused: GraphDef min consumer version 1500 above current version 11 for TensorFlow 1.0.0.  Please upgrade TensorFlow."
has "version 2: refused: GraphDef min consumer version 12 above current version 11 for TensorFlow 1.0.0.  Please upgrade TensorFlow."
has "version 1: loadable (GraphDef producer 21, min_consumer 0; checkpoint producer 1, min_consumer 0)"
has "serve version 1"
grep -q "^version 6: refused: unreadable model: .*(TFC_E_" <<<"$out" ||
  { echo "FAIL: version 6 not refused as unreadable"; echo "$out"; fails=$((fails + 1)); }
hasnt "tmp-export"
hasnt "version 8"
hasnt "version 9"
# Newest first, and nothing older than the pick is read.
order=$(grep -o '^version [0-9]*' <<<"$out" | tr '\n' ' ')
[[ $order == "version 7 version 6 version 5 version 4 version 3 version 2 version 1 " ]] ||
  { echo "FAIL: order '$order'"; fails=$((fails + 1)); }

# Consumer 12: version 4 lists it as bad, version 2 now loads; 1 is not examined.
run 0 "$base" --consumer 12
has "version 4: refused: GraphDef disallows consumer version 12.  Please upgrade TensorFlow: this version is likely buggy."
has "version 2: loadable (GraphDef producer 1569, min_consumer 12; checkpoint producer 1, min_consumer 0)"
has "serve version 2"
hasnt "version 1:"

# Consumer 1569 is at or above 1500 and not a bad consumer of version 4:
# version 4 loads (no variables directory).
run 0 "$base" --consumer 1569
has "version 4: loadable (GraphDef producer 30, min_consumer 0; no variables)"
has "serve version 4"

# A server that accepts only producers >= 22 refuses version 5 (a TF 1.0
# graph, producer 21) as too old and takes version 4.
run 0 --min-producer 22 --tf-version 1.1.0 "$base" --consumer 25
has "version 5: refused: GraphDef producer version 21 below min producer 22 supported by TensorFlow 1.1.0.  Please regenerate your graph."
has "serve version 4"

# A misconfigured server (consumer below its own min_producer) loads nothing: exit 1.
run 1 --min-producer 22 "$base" --consumer 11
has "version 1: refused: GraphDef version check has consumer 11 < min_producer 22."
has "no loadable version"

# Tags: the corpus models are tagged "serve" only; asking for serve+gpu finds none.
run 1 --tags serve,gpu "$base" --consumer 2000
has "version 1: refused: no meta graph tagged { serve, gpu }"

# A server named by its TensorFlow release: every rule of that release, in
# one check call. TensorFlow 2.9 cannot load the TF2 export (it does not
# register DisableCopyOnRead); 2.11.1 (a patch release, answered as 2.11.0)
# can. A TFLite version (model.tflite) is checked against the LiteRT side.
tf=$work/models/tf
mkdir -p "$tf/3"
ln -s "$corpus/saved_model/saved_model_half_plus_three" "$tf/1"
ln -s "$corpus/saved_model/saved_model_half_plus_two_tf2_cpu" "$tf/2"
cp "$corpus/tflite/keyword_scrambled.tflite" "$tf/3/model.tflite"
# With no LiteRT side, a TensorFlow release answers a TFLite version with
# its own tf.lite.Interpreter (tfcompat/check.h, one rule for every entry):
# 2.9's has SVDF 3, 2.1's does not (TFLite 2.2 added it).
run 0 "$tf" 2.9.0
has "version 3: loadable (TFLite, 15 operator codes)"
run 0 "$tf" 2.1.0
has "version 3: refused: Didn't find op for builtin opcode 'SVDF' version '3'. An older version of this builtin might be supported. Are you using an old TFLite binary with a newer model?"
# A server with no TFLite side at all (tfjs-node embeds libtensorflow)
# refuses the TFLite version, as check and scan do.
run 0 "$tf" tfjs-node@4.22.0
has "version 3: refused: tfjs-node 4.22.0 (libtensorflow 2.9.1) has no TFLite interpreter: it does not load a TFLite model"
has "serve version 1"
run 0 "$tf" 2.9.0,litert@1.14.0
has "$tf: 3 versions; TensorFlow 2.9.0, TFLite runtime 1.14.0, tags { serve }"
has "version 3: refused: Didn't find op for builtin opcode 'SVDF' version '3'. An older version of this builtin might be supported. Are you using an old TFLite binary with a newer model?"
grep -q "^version 2: refused: Op type not registered 'DisableCopyOnRead'" <<<"$out" ||
  { echo "FAIL: TF 2.9 does not refuse the TF2 export for DisableCopyOnRead"; echo "$out"; fails=$((fails + 1)); }
has "serve version 1"
run 0 "$tf" 2.11.1,litert@2.14.0
has "$tf: 3 versions; TensorFlow 2.11.1 (as 2.11.0), TFLite runtime 2.14.0, tags { serve }"
has "version 3: loadable (TFLite, 15 operator codes)"
has "serve version 3"
run 0 "$tf" 2.11.1,litert@1.14.0
has "version 2: loadable (GraphDef producer 1569, min_consumer 12; checkpoint producer 1, min_consumer 0)"
has "serve version 2"

# Usage and unreadable base.
run 64 "$base"
run 64 "$base" 9.9.9
run 64 "$base" --consumer eleven
run 2 "$work/missing" --consumer 11

# The README's session, run as printed (tests/readme/test_readme.py
# --session): every `$ serving_gate ...` line, from a directory whose
# models/half holds versions 1-3 above, against the lines it prints.
mkdir -p "$work/readme/models/half"
for v in 1 2 3; do cp -rL "$base/$v" "$work/readme/models/half/$v"; done
python3 "$2/tests/readme/test_readme.py" --session "$2/README.md" serving_gate "$gate" "$work/readme" ||
  fails=$((fails + 1))

if ((fails)); then echo "serving gate test: $fails failure(s)"; exit 1; fi
echo "serving gate test: OK"
