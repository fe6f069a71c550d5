#!/usr/bin/env bash
# examples/ci_gate.sh, run with /bin/sh against the built tfcompat, on
# accepted and refused corpus models: SavedModels against GraphDef consumer
# numbers and TensorFlow releases, TFLite models against runtimes, a
# SavedModel whose checkpoint is refused, unreadable input and usage errors.
# usage: test_ci_gate.sh TFCOMPAT SOURCE_DIR
set -euo pipefail
export TFCOMPAT=$1
src=$2
gate=$src/examples/ci_gate.sh
corpus=$src/tests/corpus
tf2=$corpus/saved_model/saved_model_half_plus_two_tf2_cpu
tf1=$corpus/saved_model/saved_model_half_plus_three
hello=$corpus/tflite/hello_world_int8.tflite
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fails=0
run() { # run WANT_EXIT ARGS...
  local want=$1; shift
  set +e; out=$(sh "$gate" "$@" 2>&1); got=$?; set -e
  if [[ $got != "$want" ]]; then echo "FAIL: ci_gate.sh $* exited $got, want $want"; echo "$out"; fails=$((fails + 1)); fi
}
has() {
  grep -qxF -- "$1" <<<"$out" || { echo "FAIL: missing line: $1"; echo "--- output:"; echo "$out"; fails=$((fails + 1)); }
}
count() { # count PREFIX N: exactly N lines start with PREFIX
  local n
  n=$(grep -c "^$1" <<<"$out" || true)
  [[ $n == "$2" ]] || { echo "FAIL: $n lines start with '$1', want $2"; echo "$out"; fails=$((fails + 1)); }
}

# Accepted: the TF2 SavedModel on TensorFlow 2.14.0 and on its own GraphDef
# version; the TFLite model on runtime 2.4.0.
run 0 --tf 2.14.0 --consumer 1569 --runtime 2.4.0 "$tf2" "$hello"
has "PASS  $tf2: TensorFlow 2.14.0 (graphdef)"
has "PASS  $tf2: graphdef consumer 1569"
has "PASS  $tf2/variables/variables.index: TensorFlow 2.14.0 (checkpoint)"
has "PASS  $tf2/variables/variables.index: checkpoint consumer 1"
has "PASS  $hello: TFLite runtime 2.4.0"
count PASS 5
count FAIL 0

# Refused: consumer 11 refuses the TF2 graph (min_consumer 12); the TF1
# model passes consumer 11 (no op set). TensorFlow 0.10.0 reads neither
# SavedModel directory nor their V2 checkpoints (both first read by 0.12.0,
# data/tf_container_first_release.csv); the gate fails.
run 1 --tf 0.10.0 --consumer 11 --tf-version 1.0.0 "$tf1" "$tf2"
has "FAIL  $tf2: TensorFlow 0.10.0 (graphdef): SavedModel directory with variables/ is a format TensorFlow 0.10.0 cannot read: the first release that reads it is 0.12.0"
has "FAIL  $tf2: graphdef consumer 11: GraphDef min consumer version 12 above current version 11 for TensorFlow 1.0.0.  Please upgrade TensorFlow."
has "FAIL  $tf1: TensorFlow 0.10.0 (graphdef): SavedModel directory with variables/ is a format TensorFlow 0.10.0 cannot read: the first release that reads it is 0.12.0"
has "FAIL  $tf1/variables/variables.index: TensorFlow 0.10.0 (checkpoint): V2 checkpoint (tensor bundle) is a format TensorFlow 0.10.0 cannot read: the first release that reads it is 0.12.0"
has "PASS  $tf1: graphdef consumer 11"
count FAIL 5
count PASS 3
# TensorFlow 2.10.0 is the first release that loads it: 2.9.0 does not
# register DisableCopyOnRead, which its saver functions use.
run 0 --tf 2.10.0 "$tf2"
run 1 --tf 2.9.0 "$tf2"
has "FAIL  $tf2: TensorFlow 2.9.0 (graphdef): Op type not registered 'DisableCopyOnRead' in binary running on <host>. Make sure the Op and Kernel are registered in the binary running in this process. Note that if you are loading a saved graph which used ops from tf.contrib, accessing (e.g.) \`tf.contrib.resampler\` should be done before importing the graph, as contrib ops are lazily registered when the module is first accessed."

# A TFLite runtime too old for FULLY_CONNECTED v4, next to one that is new enough.
run 1 --runtime 1.13.0 --runtime 1.14.0 "$hello"
has "FAIL  $hello: TFLite runtime 1.13.0: Didn't find op for builtin opcode 'FULLY_CONNECTED' version '4'. An older version of this builtin might be supported. Are you using an old TFLite binary with a newer model?"
has "PASS  $hello: TFLite runtime 1.14.0"

# Every TFLite model of the corpus against runtime 2.20.0: the three with
# custom ops (no release map covers them) fail with the runtime's message,
# on one line; the ten others pass.
run 1 --runtime 2.20.0 "$corpus"/tflite/*.tflite
count PASS 10
count FAIL 3
has "FAIL  $corpus/tflite/audio_preprocessor_int8.tflite: TFLite runtime 2.20.0: Encountered unresolved custom op: SignalWindow. See instructions: https://www.tensorflow.org/lite/guide/ops_custom "
has "FAIL  $corpus/tflite/person_detect_vela.tflite: TFLite runtime 2.20.0: Encountered unresolved custom op: ethos-u. See instructions: https://www.tensorflow.org/lite/guide/ops_custom "
[[ $(wc -l <<<"$out") == 13 ]] || { echo "FAIL: not one line per model"; echo "$out"; fails=$((fails + 1)); }

# The graph loads but the checkpoint is refused by TensorFlow's bundle reader:
# the SavedModel directory is refused as a whole (a server loads both; the
# check layer answers for the directory with its checkpoint), and the
# checkpoint's own line says the same.
mkdir -p "$work/m/variables"
cp "$tf1/saved_model.pb" "$work/m/"
cp "$corpus/checkpoint_index_synthetic/consumer_rejected.index" "$work/m/variables/variables.index"
run 1 --consumer 11 --tf 2.3.0 "$work/m"
has "FAIL  $work/m: graphdef consumer 11: Checkpoint min consumer version 5 above current version 1 for TensorFlow unknown.  Please upgrade TensorFlow."
has "FAIL  $work/m: TensorFlow 2.3.0 (graphdef): Checkpoint min consumer version 5 above current version 1 for TensorFlow 2.3.0.  Please upgrade TensorFlow."
has "FAIL  $work/m/variables/variables.index: checkpoint consumer 1: Checkpoint min consumer version 5 above current version 1 for TensorFlow unknown.  Please upgrade TensorFlow."
has "FAIL  $work/m/variables/variables.index: TensorFlow 2.3.0 (checkpoint): Checkpoint min consumer version 5 above current version 1 for TensorFlow 2.3.0.  Please upgrade TensorFlow."

# Unreadable: a missing model and hostile bytes; exit 2 wins over refusals.
printf '\x08\x01\x12\x1a\x0a' >"$work/bad.pb"
run 2 --consumer 11 "$work/missing" "$work/bad.pb" "$tf2"
has "ERROR $work/missing: cannot open $work/missing: No such file or directory (TFC_E_NOT_FOUND)"
grep -q "^ERROR $work/bad.pb: .*(TFC_E_LENGTH_PAST_END)$" <<<"$out" || { echo "FAIL: hostile bytes"; echo "$out"; fails=$((fails + 1)); }
count FAIL 1

# Usage errors: no constraint for a model's kind, an unknown release, no model.
run 64 --runtime 2.4.0 "$tf2"
run 64 --consumer 11 "$hello"
run 64 --tf 9.99.0 "$tf2"
run 64 --consumer eleven "$tf2"
run 64 --consumer 11
run 64 "$tf2"
run 64 --help

# The README's session, run as printed (tests/readme/test_readme.py
# --session), from a directory where export/2 is a TF2 SavedModel directory
# and model.tflite an int8 TFLite model.
mkdir -p "$work/readme/export"
cp -r "$tf2" "$work/readme/export/2"
cp "$hello" "$work/readme/model.tflite"
python3 "$src/tests/readme/test_readme.py" --session "$src/README.md" examples/ci_gate.sh "$gate" "$work/readme" ||
  fails=$((fails + 1))

if ((fails)); then echo "ci gate test: $fails failure(s)"; exit 1; fi
echo "ci gate test: OK"
